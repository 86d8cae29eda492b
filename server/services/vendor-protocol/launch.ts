/**
 * Game launch (spec sections 2 and 7; docs/vendor-protocol.md section 5): a player token per
 * launch and a signed POST <vendor>/launch asking for the game URL (with, for a lottery game, the
 * v1.1 `lottery` block). A game whose vendor has no
 * integration, or whose vendor cannot answer, is "under maintenance": never a made-up URL.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/open.ts';
import type { Language } from '../../i18n/language.ts';
import type { MerchantContext } from '../merchants.ts';
import { findIntegration, type Integration, type PlayableGame } from './integrations.ts';
import { parseMessage, type LaunchRequest, type LaunchResponse, type LotteryLaunch } from './messages.ts';
import { PlayError } from './playMessages.ts';
import { SIGNATURE_HEADER, signBody, VENDOR_CODE_HEADER, verifySignature } from './signing.ts';
import { issueToken, type PlayMode } from './tokens.ts';
import { serverSettings, type Settings } from '../../config.ts';
import { recordCall } from '../vendor-ops/calls.ts';
import { inOperatorMaintenance } from '../vendor-ops/maintenance.ts';

/** Time-out of one launch call to a vendor (docs/vendor-protocol.md section 5). */
export const LAUNCH_TIMEOUT_MS = 5000;

export interface LaunchInput {
  merchant: MerchantContext;
  member: { id: number; username: string; nickname: string } | null;
  game: PlayableGame;
  mode: PlayMode;
  language: Language;
  /** Where "back to lobby" goes: the site's origin and the `back` path (default `/`). */
  returnUrl: string;
  /** Lottery games: the page the game opens on (spec section 7, the VN launch), default betting. */
  view?: 'betting' | 'lobby';
  /** Where the vendor sends money calls. */
  platformUrl: string;
  now: Date;
}

/** Where the vendor reaches the platform: PLATFORM_URL, else this process on 127.0.0.1:PORT. */
export const platformUrlOf = (env: Settings = serverSettings()): string =>
  env.PLATFORM_URL || `http://127.0.0.1:${env.PORT || '8080'}`;

/**
 * The launch's `lottery` block (protocol v1.1; spec section 7, the VN launch: lottoArea, launchMode
 * LOTT, prize mode, view betting or lobby, device WEB) of a game with a prize mode; a lottery game
 * without its own area sends lottoArea NONE.
 */
export function lotteryLaunch(
  game: Pick<PlayableGame, 'prizeMode' | 'lottoArea'>,
  view: 'betting' | 'lobby' = 'betting',
): LotteryLaunch {
  if (!game.prizeMode) throw new RangeError('not a lottery game: no prize mode');
  return { lottoArea: game.lottoArea ?? 'NONE', launchMode: 'LOTT', prizeMode: game.prizeMode, view, device: 'WEB' };
}

/**
 * One POST signed with `secret`; returns the status and raw body, or null on a network failure or
 * time-out. Its outcome and wall time are recorded for the console (../vendor-ops/calls.ts): a
 * failure is no answer, an HTTP status other than 200 or an answer not signed with `secret`.
 */
async function postSigned(
  db: Db,
  integration: Integration,
  secret: string,
  body: string,
  at: Date,
): Promise<{ status: number; text: string; signature: string | null } | null> {
  const started = performance.now();
  let answer: { status: number; text: string; signature: string | null } | null;
  try {
    const res = await fetch(`${integration.baseUrl.replace(/\/$/, '')}/launch`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [VENDOR_CODE_HEADER]: integration.code,
        [SIGNATURE_HEADER]: signBody(secret, body),
      },
      body,
      signal: AbortSignal.timeout(LAUNCH_TIMEOUT_MS),
    });
    answer = { status: res.status, text: await res.text(), signature: res.headers.get(SIGNATURE_HEADER) };
  } catch {
    answer = null;
  }
  recordCall(db, {
    integrationCode: integration.code,
    operation: 'launch',
    ok: !!answer && answer.status === 200 && verifySignature(secret, answer.text, answer.signature),
    durationMs: performance.now() - started,
    at,
  });
  return answer;
}

/**
 * The launch call with one retry on a network error or 5xx (section 5); while the previous key's
 * grace lasts (README "Vendor integrations"), a vendor refusing the new key's signature (401) is
 * asked again signed with the previous one. Returns the answer and the key it must be signed with.
 */
async function callVendor(db: Db, integration: Integration, body: string, at: Date) {
  let secret = integration.secret;
  let answer = await postSigned(db, integration, secret, body, at);
  if (!answer || answer.status >= 500) answer = await postSigned(db, integration, secret, body, at);
  if (answer?.status === 401 && integration.previousSecret) {
    secret = integration.previousSecret;
    answer = await postSigned(db, integration, secret, body, at);
  }
  return { answer, secret };
}

/**
 * Asks the game's vendor for a URL.
 * @returns the vendor's absolute game URL.
 * @throws PlayError 503 GAME_MAINTENANCE, the spec's maintenance message, only when the vendor has
 *   no integration, an operator put the integration or the game in maintenance (README "Vendor
 *   integrations"; nothing is sent to the vendor), or the vendor answers GAME_MAINTENANCE;
 *   PlayError 502 GAME_UNAVAILABLE when the vendor does not answer (after one retry on a network
 *   error or 5xx), answers another refusal, or answers unsigned or invalid.
 */
export async function launchGame(db: Db, input: LaunchInput): Promise<string> {
  const maintenance = new PlayError(503, 'GAME_MAINTENANCE', 'gameMaintenance');
  const unavailable = new PlayError(502, 'GAME_UNAVAILABLE', 'gameUnavailable');
  const integration = input.game.integrationCode
    ? await findIntegration(db, input.game.integrationCode, undefined, () => input.now)
    : null;
  if (!integration) throw maintenance;
  if (integration.maintenance || (await inOperatorMaintenance(db, input.game.gameId, integration.code)))
    throw maintenance;
  const currency = input.merchant.config.permission.currency;
  const { token } = await issueToken(db, {
    merchantId: input.merchant.id,
    memberId: input.member?.id ?? null,
    integrationCode: integration.code,
    gameId: input.game.gameId,
    mode: input.mode,
    currency,
    now: input.now,
  });
  const request: LaunchRequest = {
    requestId: randomUUID(),
    playerToken: token,
    playerId: input.member ? `${input.merchant.code}-${input.member.id}` : `trial-${randomUUID().slice(0, 8)}`,
    nickname: input.member?.nickname ?? '',
    merchantCode: input.merchant.code,
    currency,
    gameCode: input.game.gameCode,
    language: input.language,
    mode: input.mode,
    returnUrl: input.returnUrl,
    platformUrl: input.platformUrl,
    ...(input.game.prizeMode ? { lottery: lotteryLaunch(input.game, input.view) } : {}),
  };
  const body = JSON.stringify(request);
  const { answer, secret } = await callVendor(db, integration, body, input.now);
  if (!answer || answer.status !== 200 || !verifySignature(secret, answer.text, answer.signature)) throw unavailable;
  if (vendorStatus(answer.text) === 'GAME_MAINTENANCE') throw maintenance;
  try {
    return parseMessage<LaunchResponse>('launch-response', answer.text).url;
  } catch {
    throw unavailable;
  }
}

/** The `status` of a vendor's JSON answer, or null when it has none. */
function vendorStatus(text: string): string | null {
  try {
    const parsed = JSON.parse(text) as { status?: unknown };
    return typeof parsed?.status === 'string' ? parsed.status : null;
  } catch {
    return null;
  }
}
