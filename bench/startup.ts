/**
 * `npm run bench:startup`: how long the API takes to become ready, with response serializers
 * compiled on first use (server/http/lazySerializers.ts, the app's default) and, side by side in
 * the same run, with every serializer compiled at ready (what Fastify does by itself, here forced
 * by warming before the first request). Prints both figures in ms and the process CPU each used.
 * One PGlite database, migrated and seeded once, shared by both apps.
 */
import { openDatabase } from '../server/db/open.ts';
import { prepareDatabase } from '../server/db/prepare.ts';
import { buildApp } from '../server/app.ts';

const opened = await openDatabase({ memory: true } as never);
await prepareDatabase(opened);

/** Builds an app, waits for ready (and the warm-up when `eager`), closes it; answers ms and CPU ms. */
async function measure(eager: boolean): Promise<{ ms: number; cpuMs: number }> {
  const app = await buildApp({ db: opened.db, distDir: null, rateLimitMax: false });
  const cpu = process.cpuUsage();
  const started = performance.now();
  await app.ready();
  if (eager) await app.warmSerializers();
  const ms = performance.now() - started;
  const used = process.cpuUsage(cpu);
  await app.close();
  return { ms, cpuMs: (used.user + used.system) / 1000 };
}

const lazy = await measure(false);
const eager = await measure(true);
console.log(`ready, serializers on first use: ${lazy.ms.toFixed(0)} ms (CPU ${lazy.cpuMs.toFixed(0)} ms)`);
console.log(`ready, every serializer compiled: ${eager.ms.toFixed(0)} ms (CPU ${eager.cpuMs.toFixed(0)} ms)`);
console.log(`ratio ${(eager.ms / lazy.ms).toFixed(1)}x`);
await opened.close();
