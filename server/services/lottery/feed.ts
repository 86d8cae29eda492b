/**
 * The draw feed (protocol v1.1, POST /api/vendor/v1/draw; docs/lottery.md section 4,
 * docs/vendor-protocol.md section 4 "draw"): a lottery vendor publishes each draw when it opens,
 * when it is drawn and when it is voided. The platform keeps one row per (integration, game,
 * drawId) in `lottery_draws` and never draws itself.
 *
 * - `open` -> `drawn` | `void` is the only way forward; a draw never goes back.
 * - A message that repeats what the row already says (a replay, the vendor re-sending its open
 *   draws on start) answers OK and changes nothing.
 * - While a draw is open the vendor may move its times (a postponed draw, or one brought forward by
 *   the test clock): an open or closing message with another drawAt / closesAt updates them.
 * - A status going back, a drawn draw re-sent with other prizes, seed or times, or any message about
 *   the draw under another seed hash or date answers DRAW_CONFLICT and changes nothing.
 * - The revealed seed must hash (SHA-256, hex of the UTF-8 text) to the published serverSeedHash.
 * The check and the write run in one transaction on the row locked FOR UPDATE.
 */
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { lotteryDraws } from '../../db/schema.ts';
import { ProtocolError } from '../vendor-protocol/errors.ts';
import { findIntegrationGame, type Integration } from '../vendor-protocol/integrations.ts';
import type { DrawRequest } from '../vendor-protocol/messages.ts';
import type { Answer } from '../vendor-protocol/records.ts';
import type { WalletDeps } from '../vendor-protocol/walletAccounts.ts';
import { invalidate, SHARED_CACHES } from '../../shared/cache.ts';
import type { DrawRow } from './draws.ts';

/** SHA-256 of a server seed as lower-case hex (docs/lottery.md section 4: `serverSeedHash`). */
export const seedHash = (serverSeed: string): string => createHash('sha256').update(serverSeed, 'utf8').digest('hex');

/** Years a draw's times and date may fall in (the database's dates begin at year 1; draws are of this era). */
const MIN_YEAR = 1970;
const MAX_YEAR = 9999;
/** Text the database cannot keep or a page should not show (NUL, other C0 controls, DEL). */
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/**
 * What a message must carry for its status, beyond the schema.
 * @throws ProtocolError INVALID_REQUEST: drawn without prizes or seed, a seed that does not hash to
 *   serverSeedHash, an open draw revealing its seed or prizes, closesAt after drawAt, a time or
 *   date outside the years 1970-9999, control characters in a label or the void reason.
 */
function checkMessage(req: DrawRequest): void {
  const refuse = (message: string) => new ProtocolError('INVALID_REQUEST', message);
  for (const [field, value] of [
    ['drawAt', req.drawAt],
    ['closesAt', req.closesAt],
    ['localDate', req.localDate],
  ] as const) {
    const year = new Date(value).getUTCFullYear();
    if (!(year >= MIN_YEAR && year <= MAX_YEAR)) throw refuse(`${field} is outside the years ${MIN_YEAR}-${MAX_YEAR}`);
  }
  for (const [field, value] of [
    ['label.TW', req.label.TW],
    ['label.EN', req.label.EN],
    ['voidReason', req.voidReason ?? ''],
  ] as const) {
    if (CONTROL_CHARACTERS.test(value)) throw refuse(`${field} contains control characters`);
  }
  if (new Date(req.closesAt).getTime() > new Date(req.drawAt).getTime()) throw refuse('closesAt is after drawAt');
  if (req.status === 'open' && (req.serverSeed !== undefined || (req.prizes?.length ?? 0) > 0))
    throw refuse('an open draw reveals neither its serverSeed nor prizes');
  if (req.status === 'drawn' && (req.serverSeed === undefined || !req.prizes?.length))
    throw refuse('a drawn draw carries serverSeed and prizes');
  if (req.serverSeed !== undefined && seedHash(req.serverSeed) !== req.serverSeedHash)
    throw refuse('serverSeed does not hash (SHA-256) to serverSeedHash');
}

const sameInstant = (a: Date, iso: string) => a.getTime() === new Date(iso).getTime();
const samePrizes = (a: DrawRow['prizes'], b: DrawRequest['prizes'] = []) =>
  a.length === b.length &&
  a.every(
    (tier, i) =>
      tier.tier === b[i]!.tier &&
      tier.numbers.length === b[i]!.numbers.length &&
      tier.numbers.every((n, j) => n === b[i]!.numbers[j]),
  );

/**
 * How a message changes the kept row: 'none' (a replay or an open draw re-sent as it is), 'update'
 * (open -> drawn | void, or an open draw's times moved).
 * @throws ProtocolError DRAW_CONFLICT when the message contradicts the row (see the module doc).
 */
function transition(row: DrawRow, req: DrawRequest): 'none' | 'update' {
  const conflict = (message: string) => new ProtocolError('DRAW_CONFLICT', message);
  if (row.serverSeedHash !== req.serverSeedHash) throw conflict('the draw was published with another serverSeedHash');
  if (row.localDate !== req.localDate) throw conflict('the draw was published with another localDate');
  if (row.status === 'open')
    return req.status === 'open' && sameInstant(row.drawAt, req.drawAt) && sameInstant(row.closesAt, req.closesAt)
      ? 'none'
      : 'update';
  if (!sameInstant(row.drawAt, req.drawAt)) throw conflict(`the draw is ${row.status} with another drawAt`);
  if (req.status !== row.status) throw conflict(`the draw is ${row.status}; it cannot become ${req.status}`);
  if (row.status === 'drawn' && (row.serverSeed !== req.serverSeed || !samePrizes(row.prizes, req.prizes)))
    throw conflict('the draw was drawn with other prizes or another serverSeed');
  return 'none';
}

/** The columns a message sets. */
function columnsOf(req: DrawRequest) {
  return {
    status: req.status,
    drawAt: new Date(req.drawAt),
    closesAt: new Date(req.closesAt),
    localDate: req.localDate,
    labelTw: req.label.TW,
    labelEn: req.label.EN,
    region: req.region ?? null,
    serverSeedHash: req.serverSeedHash,
    serverSeed: req.status === 'open' ? null : (req.serverSeed ?? null),
    prizes: req.status === 'drawn' ? (req.prizes ?? []) : [],
    voidReason: req.status === 'void' ? (req.voidReason ?? null) : null,
    ...(req.betTypes ? { betTypes: req.betTypes } : {}),
    ...(req.verifyUrl ? { verifyUrl: req.verifyUrl } : {}),
  };
}

/**
 * POST draw: keeps the draw (see the module doc).
 * @returns `{ status: 'OK', gameCode, drawId, drawStatus }` with the status the platform now keeps.
 * @throws ProtocolError GAME_NOT_FOUND (the integration serves no lottery game of that code), INVALID_REQUEST,
 *   DRAW_CONFLICT; nothing is written then.
 */
export async function handleDraw(deps: WalletDeps, integration: Integration, req: DrawRequest): Promise<Answer> {
  const game = await findIntegrationGame(deps.db, integration.code, req.gameCode);
  if (!game?.prizeMode)
    throw new ProtocolError('GAME_NOT_FOUND', `the integration serves no lottery game ${req.gameCode}`);
  checkMessage(req);
  const now = deps.now();
  const { status, changed } = await deps.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(lotteryDraws)
      .values({
        integrationCode: integration.code,
        gameId: game.gameId,
        drawId: req.drawId,
        ...columnsOf(req),
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: lotteryDraws.id });
    if (inserted.length > 0) return { status: req.status, changed: true };
    const [row] = await tx
      .select()
      .from(lotteryDraws)
      .where(
        and(
          eq(lotteryDraws.integrationCode, integration.code),
          eq(lotteryDraws.gameId, game.gameId),
          eq(lotteryDraws.drawId, req.drawId),
        ),
      )
      .for('update');
    if (!row) throw new Error(`lottery draw ${req.drawId} vanished`);
    if (transition(row, req) === 'none') return { status: row.status, changed: false };
    const { localDate: _localDate, serverSeedHash: _hash, ...columns } = columnsOf(req);
    await tx
      .update(lotteryDraws)
      .set({ ...columns, updatedAt: now })
      .where(eq(lotteryDraws.id, row.id));
    return { status: req.status, changed: true };
  });
  // here and on the other server processes (docs/scaling.md "Caches")
  if (changed) invalidate(SHARED_CACHES.lotteryLobby);
  return { status: 'OK', gameCode: req.gameCode, drawId: req.drawId, drawStatus: status };
}
