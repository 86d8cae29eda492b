/**
 * POST /launch (docs/vendor-protocol.md section 5): the platform asks for a game URL. The body is
 * checked against the signature of the integration its X-Vendor-Code names (X-Signature over the
 * raw bytes with that integration's own secret: BGS, or a sandbox integration,
 * docs/sandbox-provider.md) and schemas/vendor/launch-request.json; the answer is signed with the
 * same secret. A valid launch opens a session recording the integration and the catalogue game,
 * and answers `<publicUrl>/play/<page>?session=<id>&lang=<tw|en>&view=<betting|lobby>`: the view is
 * the lottery launch's (protocol v1.1 `lottery` block, docs/lottery.md section 5), betting when
 * absent. BGS serves its own games (GAME_NOT_FOUND otherwise); a sandbox integration serves its
 * vendor's catalogue games on the engine sandboxGameOf names, and answers GAME_MAINTENANCE for a
 * game whose engine is not built yet (never a stand-in game).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { REPO_ROOT } from '../../../paths.ts';
import { HOUSE_CODE } from './config.ts';
import { sandboxEntry } from '../sandbox/catalogue.ts';
import { GAME_PAGES, isHouseGame, type HouseGameCode, type HouseSessions } from './sessions.ts';
import { sign, SIGNATURE_HEADER, signatureMatches, VENDOR_CODE_HEADER } from './signing.ts';

const schema = (name: string) =>
  JSON.parse(readFileSync(path.join(REPO_ROOT, 'schemas/vendor', name), 'utf8')) as object;
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
  lottery?: {
    lottoArea: 'VN' | 'SEA' | 'NONE';
    launchMode: 'LOTT';
    prizeMode: string;
    view: 'betting' | 'lobby';
    device: 'WEB';
  };
}
const validLaunch = ajv.compile<LaunchBody>(schema('launch-request.json'));

/** Sends `message` as a signed JSON answer (docs/vendor-protocol.md section 2). */
export function answer(reply: FastifyReply, secret: string, status: number, message: object): FastifyReply {
  const body = JSON.stringify(message);
  return reply
    .code(status)
    .header('content-type', 'application/json; charset=utf-8')
    .header(SIGNATURE_HEADER, sign(secret, body))
    .send(body);
}

/**
 * The secrets of the integrations the service serves, by integration code (X-Vendor-Code): BGS's
 * and the sandbox integrations' (docs/sandbox-provider.md).
 */
export type IntegrationKeys = ReadonlyMap<string, string>;

/** An integration that signed a request: its code and secret (the answer is signed with it). */
export interface Signer {
  code: string;
  secret: string;
}

/**
 * The integration a platform request is signed by: the one its X-Vendor-Code names, when
 * X-Signature is that integration's HMAC of the raw body (docs/vendor-protocol.md section 2).
 * @returns the signer, or null (no or unknown code, missing or wrong signature: a call signed with
 *   one integration's secret never passes as another's).
 */
export function signedIntegration(request: FastifyRequest, keys: IntegrationKeys): Signer | null {
  const code = request.headers[VENDOR_CODE_HEADER];
  const secret = typeof code === 'string' ? keys.get(code) : undefined;
  if (secret === undefined) return null;
  const raw = (request as { rawBody?: string }).rawBody ?? '';
  return signatureMatches(secret, raw, request.headers[SIGNATURE_HEADER] as string | undefined)
    ? { code: code as string, secret }
    : null;
}

/**
 * Answers an unsigned request 401 INVALID_SIGNATURE, signed with the named integration's secret
 * when it is known, else BGS's.
 */
export function refuseUnsigned(reply: FastifyReply, request: FastifyRequest, keys: IntegrationKeys): FastifyReply {
  const code = request.headers[VENDOR_CODE_HEADER];
  const secret = (typeof code === 'string' ? keys.get(code) : undefined) ?? keys.get(HOUSE_CODE) ?? '';
  return answer(reply, secret, 401, {
    status: 'INVALID_SIGNATURE',
    message: 'signature or vendor code does not match',
  });
}

/** What a launch of `gameCode` by `integration` plays: the house game and page, or the refusal to answer. */
function launchedGame(
  integration: string,
  gameCode: string,
): { engine: HouseGameCode; page: string } | { status: 'GAME_NOT_FOUND' | 'GAME_MAINTENANCE'; message: string } {
  if (integration === HOUSE_CODE)
    return isHouseGame(gameCode)
      ? { engine: gameCode, page: GAME_PAGES[gameCode] }
      : { status: 'GAME_NOT_FOUND', message: `unknown game ${gameCode}` };
  const entry = sandboxEntry(integration, gameCode);
  if (!entry) return { status: 'GAME_NOT_FOUND', message: `${integration} has no game ${gameCode}` };
  if (!entry.sandbox.available)
    return {
      status: 'GAME_MAINTENANCE',
      message: `${gameCode} (${entry.sandbox.kind}) is not available in the sandbox yet`,
    };
  return { engine: entry.sandbox.engine, page: entry.sandbox.page };
}

/** Registers POST /launch on the house service. */
export function registerLaunch(
  app: FastifyInstance,
  opts: { keys: IntegrationKeys; publicUrl: string; sessions: HouseSessions },
): void {
  app.post('/launch', { config: { rawBody: true } }, async (request, reply) => {
    const signer = signedIntegration(request, opts.keys);
    if (!signer) return refuseUnsigned(reply, request, opts.keys);
    const body = request.body;
    if (!validLaunch(body))
      return answer(reply, signer.secret, 400, {
        status: 'INVALID_REQUEST',
        message: 'launch request does not match launch-request.json',
      });
    const game = launchedGame(signer.code, body.gameCode);
    if ('status' in game) return answer(reply, signer.secret, 200, game);
    const session = await opts.sessions.open({
      playerToken: body.playerToken,
      playerId: body.playerId,
      nickname: body.nickname ?? '',
      gameCode: game.engine,
      integration: signer.code,
      catalogueGame: body.gameCode,
      language: body.language === 'EN' ? 'EN' : 'TW',
      mode: body.mode === 'trial' ? 'trial' : 'real',
      currency: body.currency,
      platformUrl: body.platformUrl,
      returnUrl: body.returnUrl,
    });
    const view = body.lottery?.view === 'lobby' ? 'lobby' : 'betting';
    const url = `${opts.publicUrl.replace(/\/$/, '')}/play/${game.page}?session=${encodeURIComponent(session.id)}&lang=${session.language.toLowerCase()}&view=${view}`;
    return answer(reply, signer.secret, 200, { status: 'OK', url });
  });
}
