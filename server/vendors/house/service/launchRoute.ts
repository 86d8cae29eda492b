/**
 * POST /launch (docs/vendor-protocol.md section 5): the platform asks for a game URL. The body is
 * checked against its signature (X-Signature over the raw bytes) and schemas/vendor/
 * launch-request.json; the answer is signed the same way. A valid launch opens a session and
 * answers `<publicUrl>/play/<page>?session=<id>&lang=<tw|en>&view=<betting|lobby>`: the view is the
 * lottery launch's (protocol v1.1 `lottery` block, docs/lottery.md section 5), betting when absent.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { REPO_ROOT } from '../../../paths.ts';
import { HOUSE_CODE } from './config.ts';
import { GAME_PAGES, isHouseGame, type HouseSessions } from './sessions.ts';
import { sign, SIGNATURE_HEADER, signatureMatches, VENDOR_CODE_HEADER } from './signing.ts';

const schema = (name: string) => JSON.parse(readFileSync(path.join(REPO_ROOT, 'schemas/vendor', name), 'utf8')) as object;
const ajv = new Ajv({ allErrors: false, strict: false });
addFormats(ajv);
ajv.addSchema(schema('common.json'));
/** A launch request (schemas/vendor/launch-request.json), with the optional v1.1 `lottery` block. */
interface LaunchBody {
  requestId: string;
  playerToken: string;
  playerId: string;
  nickname: string;
  merchantCode: string;
  currency: string;
  gameCode: string;
  language: 'TW' | 'EN';
  mode: 'real' | 'trial';
  returnUrl: string;
  platformUrl: string;
  lottery?: { lottoArea: 'VN' | 'SEA' | 'NONE'; launchMode: 'LOTT'; prizeMode: string; view: 'betting' | 'lobby'; device: 'WEB' };
}
const validLaunch = ajv.compile<LaunchBody>(schema('launch-request.json'));

/** Sends `message` as a signed JSON answer (docs/vendor-protocol.md section 2). */
export function answer(reply: FastifyReply, secret: string, status: number, message: object): FastifyReply {
  const body = JSON.stringify(message);
  return reply.code(status).header('content-type', 'application/json; charset=utf-8').header(SIGNATURE_HEADER, sign(secret, body)).send(body);
}

/** True when a request carries the integration code and the secret's signature over its raw body. */
export function signedByPlatform(request: FastifyRequest, secret: string): boolean {
  const raw = (request as { rawBody?: string }).rawBody ?? '';
  return request.headers[VENDOR_CODE_HEADER] === HOUSE_CODE && signatureMatches(secret, raw, request.headers[SIGNATURE_HEADER] as string | undefined);
}

/** Registers POST /launch on the house service. */
export function registerLaunch(app: FastifyInstance, opts: { secret: string; publicUrl: string; sessions: HouseSessions }): void {
  app.post('/launch', { config: { rawBody: true } }, async (request, reply) => {
    if (!signedByPlatform(request, opts.secret)) {
      return answer(reply, opts.secret, 401, { status: 'INVALID_SIGNATURE', message: 'signature or vendor code does not match' });
    }
    const body = request.body;
    if (!validLaunch(body)) return answer(reply, opts.secret, 400, { status: 'INVALID_REQUEST', message: 'launch request does not match launch-request.json' });
    if (!isHouseGame(body.gameCode)) return answer(reply, opts.secret, 200, { status: 'GAME_NOT_FOUND', message: `unknown game ${body.gameCode}` });
    const session = await opts.sessions.open({
      playerToken: body.playerToken,
      playerId: body.playerId,
      nickname: body.nickname ?? '',
      gameCode: body.gameCode,
      language: body.language === 'EN' ? 'EN' : 'TW',
      mode: body.mode === 'trial' ? 'trial' : 'real',
      currency: body.currency,
      platformUrl: body.platformUrl,
      returnUrl: body.returnUrl,
    });
    const view = body.lottery?.view === 'lobby' ? 'lobby' : 'betting';
    const url = `${opts.publicUrl.replace(/\/$/, '')}/play/${GAME_PAGES[session.gameCode]}?session=${encodeURIComponent(session.id)}&lang=${session.language.toLowerCase()}&view=${view}`;
    return answer(reply, opts.secret, 200, { status: 'OK', url });
  });
}
