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

/** One signed POST; returns the status and raw body, or null on a network failure or time-out. */
async function postSigned(
  integration: Integration,
  body: string,
): Promise<{ status: number; text: string; signature: string | null } | null> {
  try {
    const res = await fetch(`${integration.baseUrl.replace(/\/$/, '')}/launch`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [VENDOR_CODE_HEADER]: integration.code,
        [SIGNATURE_HEADER]: signBody(integration.secret, body),
      },
      body,
      signal: AbortSignal.timeout(LAUNCH_TIMEOUT_MS),
    });
    return { status: res.status, text: await res.text(), signature: res.headers.get(SIGNATURE_HEADER) };
  } catch {
    return null;
  }
}

/**
 * Asks the game's vendor for a URL.
 * @returns the vendor's absolute game URL.
 * @throws PlayError 503 GAME_MAINTENANCE when the vendor has no integration, does not answer
 *   (after one retry on a network error or 5xx), answers a refusal, or answers unsigned or invalid.
 */
export async function launchGame(db: Db, input: LaunchInput): Promise<string> {
  const maintenance = new PlayError(503, 'GAME_MAINTENANCE', 'gameMaintenance');
  const integration = input.game.integrationCode ? await findIntegration(db, input.game.integrationCode) : null;
  if (!integration) throw maintenance;
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
  let answer = await postSigned(integration, body);
  if (!answer || answer.status >= 500) answer = await postSigned(integration, body);
  if (!answer || answer.status !== 200 || !verifySignature(integration.secret, answer.text, answer.signature))
    throw maintenance;
  try {
    return parseMessage<LaunchResponse>('launch-response', answer.text).url;
  } catch {
    throw maintenance;
  }
}
