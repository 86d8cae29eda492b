/**
 * The server half of `npm run bench:live` (README "Operator console"; the browser half is scripts/bench-live.ts):
 * an in-process reference server over a fresh PGlite data dir (seeded like `npm start`), the
 * demo merchant's operator signed in, and a `save` that changes the configuration through
 * PUT /api/console/config exactly as the console does. With `--nodes 2` the bench starts a
 * cluster instead (scripts/cluster.mjs) and saves through {@link operatorSaver} on its first node.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generate } from 'otplib';
import { ENDPOINTS } from '../contract/endpoints.ts';
import type { SiteConfig } from '../contract/types.ts';
import { buildApp } from '../server/app.ts';
import { openDatabase } from '../server/db/open.ts';
import { prepareDatabase } from '../server/db/prepare.ts';
import { DEMO_OPERATOR, DEMO_OPERATOR_TOTP_SECRET } from '../server/db/seed/money.ts';

/** A change the bench saves: edits a copy of the current configuration in place. */
export type ConfigEdit = (config: SiteConfig) => void;

export interface LiveBenchServer {
  /** http://127.0.0.1:<port> */
  base: string;
  /** Saves `edit` on top of the current version; resolves the new version and the save request's duration (ms). */
  save(edit: ConfigEdit, note: string): Promise<{ version: number; requestMs: number; startedAt: number }>;
  close(): Promise<void>;
}

/**
 * Starts the server and signs the operator in. Rate limits are off (200 clients come from one IP).
 * @throws when the database cannot be prepared or the operator cannot sign in.
 */
export async function startLiveBenchServer(): Promise<LiveBenchServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-live-'));
  const opened = await openDatabase({ dataDir });
  await prepareDatabase(opened);
  const app = await buildApp({ db: opened.db, distDir: null, rateLimitMax: false });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    base,
    save: await operatorSaver(base),
    async close() {
      await app.close();
      await opened.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Signs the demo operator in on the server at `base` and warms the console's checker (its first
 * read, as an operator opening the console does).
 * @returns the bench's `save` through PUT /api/console/config on `base`.
 * @throws when the operator cannot sign in.
 */
export async function operatorSaver(base: string): Promise<LiveBenchServer['save']> {
  const json = async (method: string, url: string, token?: string, body?: unknown) => {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the bench reads each endpoint's own shape
    return (await res.json()) as { success: boolean; value: any; message: string };
  };
  const login = await json('POST', ENDPOINTS.operatorLogin, undefined, {
    username: DEMO_OPERATOR.username,
    password: DEMO_OPERATOR.password,
  });
  if (!login.success) throw new Error(`operator login refused: ${login.message}`);
  // README "Staff and roles": the password step answers a challenge, the TOTP code gives the token
  const code = await json('POST', ENDPOINTS.operatorLoginCode, undefined, {
    challenge: login.value.challenge,
    code: await generate({ secret: DEMO_OPERATOR_TOTP_SECRET }),
  });
  if (!code.success) throw new Error(`operator code refused: ${code.message}`);
  const token = code.value.token as string;
  await json('GET', ENDPOINTS.consoleConfig, token);
  return async (edit, note) => {
    const current = (await json('GET', ENDPOINTS.consoleConfig, token)).value as {
      version: number;
      config: SiteConfig;
    };
    const next = structuredClone(current.config);
    edit(next);
    const startedAt = performance.now();
    const saved = await json('PUT', ENDPOINTS.consoleConfig, token, {
      config: next,
      baseVersion: current.version,
      note,
    });
    const requestMs = performance.now() - startedAt;
    if (!saved.success) throw new Error(`save refused: ${saved.message}`);
    return { version: current.version + 1, requestMs, startedAt };
  };
}
