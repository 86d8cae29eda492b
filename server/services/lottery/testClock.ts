/**
 * The lottery test clock (docs/lottery.md section 4 "Test clock"; development servers only): the
 * platform asks the lottery game's vendor to draw the game's next pending draws now
 * (`POST <vendor>/dev/draws/run { gameCode }`) or to void a draw (`POST <vendor>/dev/draws/void
 * { gameCode, drawId, reason }`), signed like the launch call (X-Vendor-Code, X-Signature over
 * the raw body) and checks the signed answer `{ status: 'OK', drawIds }`. The vendor publishes
 * the draws through the draw feed as usual; the platform never draws.
 */
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import { games, integrationVendors } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import { findIntegration, playableGames } from '../vendor-protocol/integrations.ts';
import { PlayError } from '../vendor-protocol/playMessages.ts';
import { SIGNATURE_HEADER, signBody, VENDOR_CODE_HEADER, verifySignature } from '../vendor-protocol/signing.ts';

/** How long the vendor may take to draw and settle (it calls the platform back meanwhile), ms. */
export const TEST_CLOCK_TIMEOUT_MS = 30_000;

export interface TestClockAnswer {
  /** The draws the vendor drew (run) or voided (void). */
  drawIds: string[];
}

/**
 * Forwards a test clock request for the lottery game `body.gameCode` to its vendor.
 * @param operation `run` (draw now) or `void`.
 * @throws ApiError 404 LOTTERY_GAME_NOT_FOUND (no lottery game of that code served by an
 *   integration), 409 LOTTERY_VENDOR_REFUSED (a signed refusal, its status in the message);
 *   PlayError 503 GAME_MAINTENANCE when the integration is disabled or the vendor does not answer
 *   (network failure, time-out, 5xx, an unsigned or unreadable answer).
 */
export async function forwardTestClock(
  db: Db,
  operation: 'run' | 'void',
  body: { gameCode: string; drawId?: string; reason?: string },
): Promise<TestClockAnswer> {
  const [game] = await playableGames(db)
    .where(
      and(eq(games.gameCode, body.gameCode), isNotNull(games.prizeMode), isNotNull(integrationVendors.integrationCode)),
    )
    .limit(1);
  if (!game?.integrationCode) throw new ApiError(404, 'LOTTERY_GAME_NOT_FOUND', 'lotteryGameNotFound');
  const maintenance = new PlayError(503, 'GAME_MAINTENANCE', 'gameMaintenance');
  const integration = await findIntegration(db, game.integrationCode);
  if (!integration) throw maintenance;
  const raw = JSON.stringify(body);
  let status: number;
  let text: string;
  let signature: string | null;
  try {
    const res = await fetch(`${integration.baseUrl.replace(/\/$/, '')}/dev/draws/${operation}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [VENDOR_CODE_HEADER]: integration.code,
        [SIGNATURE_HEADER]: signBody(integration.secret, raw),
      },
      body: raw,
      signal: AbortSignal.timeout(TEST_CLOCK_TIMEOUT_MS),
    });
    status = res.status;
    text = await res.text();
    signature = res.headers.get(SIGNATURE_HEADER);
  } catch {
    throw maintenance;
  }
  if (status >= 500 || !verifySignature(integration.secret, text, signature)) throw maintenance;
  let answer: { status?: unknown; drawIds?: unknown };
  try {
    answer = JSON.parse(text) as typeof answer;
  } catch {
    throw maintenance;
  }
  if (answer?.status !== 'OK') {
    const refused = typeof answer?.status === 'string' ? answer.status.slice(0, 40) : String(status);
    throw new ApiError(409, 'LOTTERY_VENDOR_REFUSED', 'lotteryVendorRefused', {
      params: { status: refused },
      value: { vendorStatus: refused },
    });
  }
  const drawIds = Array.isArray(answer.drawIds) ? answer.drawIds.filter((d): d is string => typeof d === 'string') : [];
  return { drawIds };
}
