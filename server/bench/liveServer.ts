/**
 * `npm run bench:live` (issue 6 item 2): BENCH_CLIENTS (default 200) site sockets without a token
 * (visitors) on an in-process server over a fresh PGlite data dir; the operator saves a change
 * BENCH_SAVES times (default 5) through PUT /api/console/config. For each save and client it
 * measures from the start of the save request to (a) the `config` event received and (b) the new
 * configuration applied as the browser does it (status, permission and game menu fetched again),
 * and prints p50, p95 and max of each. Figures only: no pass/fail threshold.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { ENDPOINTS } from '../../../src/api/endpoints.ts';
import type { SiteConfig } from '../../../src/engine/types.ts';
import { buildApp } from '../../app.ts';
import { openDatabase } from '../../db/open.ts';
import { prepareDatabase } from '../../db/prepare.ts';
import { DEMO_OPERATOR } from '../../db/seed/money.ts';

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
const line = (label: string, values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  return `${label.padEnd(34)} p50 ${percentile(s, 50).toFixed(1).padStart(7)} ms   p95 ${percentile(s, 95).toFixed(1).padStart(7)} ms   max ${(s.at(-1) ?? NaN).toFixed(1).padStart(7)} ms   (n=${s.length})`;
};

/** Runs the bench; resolves the process exit code (0 when every client got every save). */
export async function benchLive(): Promise<number> {
  const clients = Number(process.env.BENCH_CLIENTS ?? 200);
  const saves = Number(process.env.BENCH_SAVES ?? 5);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-live-'));
  const opened = await openDatabase({ dataDir });
  await prepareDatabase(opened);
  const app = await buildApp({ db: opened.db, distDir: null, rateLimitMax: false });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const json = async (method: string, url: string, token?: string, body?: unknown) => {
    const res = await fetch(`${base}${url}`, { method, headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: body === undefined ? undefined : JSON.stringify(body) });
    return (await res.json()) as { success: boolean; value: any; message: string };
  };
  try {
    // the console's first read warms the checker, as an operator opening the console does
    const login = await json('POST', ENDPOINTS.operatorLogin, undefined, { username: DEMO_OPERATOR.username, password: DEMO_OPERATOR.password });
    const token = login.value.token as string;
    const sockets: WebSocket[] = [];
    const waiters = new Map<number, (version: number) => void>();
    await Promise.all(
      Array.from({ length: clients }, (_, i) => {
        const ws = new WebSocket(`${base.replace('http', 'ws')}${ENDPOINTS.socket}`);
        sockets.push(ws);
        return new Promise<void>((resolve, reject) => {
          ws.on('message', (data: Buffer) => {
            const m = JSON.parse(data.toString()) as { type: string; payload: { version?: number } };
            if (m.type === 'ready') resolve();
            if (m.type === 'config' && m.payload.version !== undefined) waiters.get(i)?.(m.payload.version);
          });
          ws.on('error', reject);
        });
      }),
    );
    await json('GET', ENDPOINTS.consoleConfig, token);
    await new Promise((r) => setTimeout(r, 5_000)); // let the background warm-up finish
    console.log(`bench:live: ${clients} visitor sockets open; ${saves} saves`);
    const received: number[] = [];
    const applied: number[] = [];
    const saveTimes: number[] = [];
    let missing = 0;
    let failedApplies = 0;
    for (let round = 0; round < saves; round += 1) {
      const current = (await json('GET', ENDPOINTS.consoleConfig, token)).value as { version: number; config: SiteConfig };
      const next = structuredClone(current.config);
      next.permission.merchantName = `Royal Ace ${round % 2 === 0 ? 'Live' : ''}`.trim();
      const expected = current.version + 1;
      const done = Array.from({ length: clients }, (_, i) =>
        new Promise<void>((resolve) => {
          const timer = setTimeout(() => {
            missing += 1;
            resolve();
          }, 10_000);
          waiters.set(i, (version) => {
            if (version !== expected) return;
            received.push(performance.now() - start);
            clearTimeout(timer);
            // what the browser does next: status, then permission and game menu (ConfigStore.applyLive)
            void fetch(`${base}${ENDPOINTS.systemStatus}`)
              .then((r) => r.arrayBuffer())
              .then(() => Promise.all([fetch(`${base}${ENDPOINTS.permission}`), fetch(`${base}${ENDPOINTS.gameMenu}`)].map((p) => p.then((r) => r.arrayBuffer()))))
              .then(
                () => applied.push(performance.now() - start),
                () => (failedApplies += 1),
              )
              .finally(resolve);
          });
        }),
      );
      const start = performance.now();
      const saved = await json('PUT', ENDPOINTS.consoleConfig, token, { config: next, baseVersion: current.version });
      saveTimes.push(performance.now() - start);
      if (!saved.success) throw new Error(`save refused: ${saved.message}`);
      await Promise.all(done);
    }
    console.log(line('save request (PUT answered)', saveTimes));
    console.log(line('save -> config event received', received));
    console.log(line('save -> configuration applied', applied));
    if (missing > 0) console.log(`bench:live: ${missing} client event(s) missing after 10 s`);
    if (failedApplies > 0) console.log(`bench:live: ${failedApplies} re-fetch(es) failed`);
    for (const ws of sockets) ws.close();
    return missing === 0 && failedApplies === 0 ? 0 : 1;
  } finally {
    await app.close();
    await opened.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
