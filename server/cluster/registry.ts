/**
 * Which database runs as a cluster (docs/scaling.md): the cluster plugin (server/plugins/cluster.ts)
 * registers, per opened database, what the server processes sharing it share: the job guard of the
 * periodic jobs and the short-lived shared values (a dev captcha answer). Services that hold a
 * `db` find them here; on PGlite (one process) nothing is registered and they keep their
 * in-process behaviour. This module imports no driver, so any service may use it.
 */
import type { JobGuard } from '../services/jobs/once.ts';

/** Short-lived values every server process reads (server/cluster/sharedValues.ts). */
export interface SharedValues {
  /** Stores `value` under `name` for `ttlMs` milliseconds (replacing an earlier one). */
  put(name: string, value: string, ttlMs: number): Promise<void>;
  /** The unexpired value under `name`, or null. */
  get(name: string): Promise<string | null>;
  /** Removes `name`. */
  remove(name: string): Promise<void>;
}

/** What the processes sharing one database share. */
export interface ClusterShared {
  /** This process's name on the bus and in the job claims (host:pid:random). */
  node: string;
  jobs: JobGuard;
  values: SharedValues;
}

const registered = new WeakMap<object, ClusterShared>();

/** Registers `shared` for the database `db`. @returns the function that unregisters it. */
export function registerCluster(db: object, shared: ClusterShared): () => void {
  registered.set(db, shared);
  return () => {
    if (registered.get(db) === shared) registered.delete(db);
  };
}

/** What the processes sharing `db` share, or null when `db` is a one-process database (PGlite). */
export function clusterOf(db: object): ClusterShared | null {
  return registered.get(db) ?? null;
}
