/**
 * "Once across the server processes" for the periodic jobs (docs/scaling.md "Scheduled jobs";
 * docs/contracts.md and docs/rewards.md "Scheduler"): with several processes on one PostgreSQL,
 * each ticks its own timer, and the guard lets one of them run a job's period while the others
 * skip it. The jobs' money is idempotent already (unique keys, guarded updates), so the guard saves
 * the duplicate work and keeps two runs of one job from ever overlapping; it does not carry the
 * exactly-once of the money. server/cluster/jobGuard.ts implements it on PostgreSQL (an advisory
 * lock and a claim row per job); one process (PGlite) has none and runs every tick itself.
 */

/** The guard of the periodic jobs of one database. */
export interface JobGuard {
  /**
   * Runs `run` when this process claims job `name`'s current period: no other process is running
   * the job and none started it within the last `periodMs` (less a small slack for timer jitter).
   * @returns `{ value }` when it ran, null when another process has the period (nothing ran).
   * @throws what `run` throws (the claim stays: the next period retries).
   */
  claim<R>(name: string, periodMs: number, run: () => Promise<R>): Promise<{ value: R } | null>;
  /**
   * Runs `run` now, holding job `name`'s lock (waiting for another process's run to end): an
   * explicit tick (tests, the dev clock), not subject to the period.
   */
  exclusive<R>(name: string, run: () => Promise<R>): Promise<R>;
}
