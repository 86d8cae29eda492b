/**
 * Call outcomes of the vendor integrations (README "Vendor integrations"): every protocol call is
 * recorded where it happens (the platform's launch to the vendor, server/services/vendor-protocol/launch.ts;
 * the vendor's calls to the platform, server/routes/vendor-api) with its integration, operation,
 * outcome and wall time, into `vendor_calls`. Records are buffered per database and written in one
 * insert at most every FLUSH_MS (or at FLUSH_AT records), so a money call never waits for its own
 * statistics; rows older than RETENTION_MS are pruned on a flush at most once an hour.
 */
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import { vendorCalls } from '../../db/schema.ts';

/** Buffered records are written at least this often (ms). */
export const FLUSH_MS = 1000;
/** A buffer this long is written at once. */
export const FLUSH_AT = 200;
/** How long call records are kept (ms): one day. */
export const RETENTION_MS = 24 * 3600_000;

/** One protocol call. */
export interface VendorCall {
  integrationCode: string;
  /** `launch`, or the callback's operation (balance, debit, credit, rollback, draw). */
  operation: string;
  /** False for a transport or protocol failure (no answer, time-out, HTTP 4xx/5xx, bad signature); business refusals are true. */
  ok: boolean;
  /** Wall time in milliseconds (rounded, at least 0). */
  durationMs: number;
  at: Date;
}

interface Buffer {
  calls: VendorCall[];
  timer: NodeJS.Timeout | null;
  writing: Promise<void>;
  prunedAt: number;
}

const buffers = new WeakMap<Db, Buffer>();

function bufferOf(db: Db): Buffer {
  let buffer = buffers.get(db);
  if (!buffer) {
    buffer = { calls: [], timer: null, writing: Promise.resolve(), prunedAt: 0 };
    buffers.set(db, buffer);
  }
  return buffer;
}

/** Queues one call record; it reaches the database within FLUSH_MS (a failed write is dropped: statistics never fail a call). */
export function recordCall(db: Db, call: VendorCall): void {
  const buffer = bufferOf(db);
  buffer.calls.push({ ...call, durationMs: Math.max(0, Math.round(call.durationMs)) });
  if (buffer.calls.length >= FLUSH_AT) void flushCalls(db);
  else if (!buffer.timer) {
    buffer.timer = setTimeout(() => void flushCalls(db), FLUSH_MS);
    buffer.timer.unref();
  }
}

/** Writes the buffered records of `db` now (the console flushes before it reads); resolves when written. */
export function flushCalls(db: Db): Promise<void> {
  const buffer = bufferOf(db);
  if (buffer.timer) clearTimeout(buffer.timer);
  buffer.timer = null;
  const calls = buffer.calls.splice(0);
  buffer.writing = buffer.writing.then(async () => {
    try {
      if (calls.length > 0) await db.insert(vendorCalls).values(calls);
      const last = calls.at(-1)?.at.getTime() ?? 0;
      if (last - buffer.prunedAt > 3600_000) {
        buffer.prunedAt = last;
        await db.delete(vendorCalls).where(lt(vendorCalls.at, new Date(last - RETENTION_MS)));
      }
    } catch {
      // statistics only: a lost batch never fails a call
    }
  });
  return buffer.writing;
}

/** The figures of one integration over a window. */
export interface CallFigures {
  calls: number;
  errors: number;
  /** errors / calls, 0 without calls. */
  errorRate: number;
  /** Mean wall time (ms), null without calls. */
  meanMs: number | null;
  /** 95th percentile wall time (ms, nearest rank), null without calls. */
  p95Ms: number | null;
  /** The last call's time (any age, not only the window's), null if none is recorded. */
  lastCallAt: Date | null;
  /** Whether the last call succeeded, null if none. */
  lastCallOk: boolean | null;
}

/**
 * Per integration code, the figures of the calls since `since` (and the last call of any age).
 * Codes without any record are absent.
 */
export async function callFigures(db: Db, since: Date, code?: string): Promise<Map<string, CallFigures>> {
  await flushCalls(db);
  const byCode = code ? [eq(vendorCalls.integrationCode, code)] : [];
  const windowRows = await db
    .select({
      code: vendorCalls.integrationCode,
      calls: sql<number>`count(*)::int`,
      errors: sql<number>`(count(*) filter (where not ${vendorCalls.ok}))::int`,
      meanMs: sql<number | null>`avg(${vendorCalls.durationMs})::float8`,
      p95Ms: sql<number | null>`percentile_disc(0.95) within group (order by ${vendorCalls.durationMs})`,
    })
    .from(vendorCalls)
    .where(and(gte(vendorCalls.at, since), ...byCode))
    .groupBy(vendorCalls.integrationCode);
  const lastRows = await db
    .selectDistinctOn([vendorCalls.integrationCode], {
      code: vendorCalls.integrationCode,
      at: vendorCalls.at,
      ok: vendorCalls.ok,
    })
    .from(vendorCalls)
    .where(and(...byCode))
    .orderBy(vendorCalls.integrationCode, sql`${vendorCalls.at} desc`, sql`${vendorCalls.id} desc`);
  const figures = new Map<string, CallFigures>();
  for (const last of lastRows) {
    figures.set(last.code, {
      calls: 0,
      errors: 0,
      errorRate: 0,
      meanMs: null,
      p95Ms: null,
      lastCallAt: last.at,
      lastCallOk: last.ok,
    });
  }
  for (const row of windowRows) {
    const entry = figures.get(row.code);
    if (!entry) continue;
    entry.calls = row.calls;
    entry.errors = row.errors;
    entry.errorRate = row.calls > 0 ? row.errors / row.calls : 0;
    entry.meanMs = row.meanMs === null ? null : Math.round(Number(row.meanMs));
    entry.p95Ms = row.p95Ms === null ? null : Number(row.p95Ms);
  }
  return figures;
}
