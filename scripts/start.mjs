#!/usr/bin/env node
/**
 * `npm start`: builds the front end with `vite build` when dist/index.html is missing or older
 * than any file of src/, public/, index.html or vite.config.ts, then runs the reference server
 * (server/server.ts through tsx) with the same environment (PORT, HOST, DATA_DIR, DATABASE_URL,
 * SITE_CONFIG, LOG_LEVEL). Signals are passed on; the exit code is the server's.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const builtIndex = path.join(root, 'dist', 'index.html');

/** Newest modification time (ms) of a file or of every file under a folder; 0 when absent. */
function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

/** Why the front end needs a build, or null when dist/ is up to date. */
export function buildReason() {
  if (!existsSync(builtIndex)) return 'dist/index.html is missing';
  const built = statSync(builtIndex).mtimeMs;
  for (const source of ['src', 'public', 'index.html', 'vite.config.ts']) {
    if (newestMtime(path.join(root, source)) > built) return `${source} changed since the last build`;
  }
  return null;
}

const reason = buildReason();
if (reason && !existsSync(path.join(root, 'index.html'))) {
  console.warn('[start] index.html is missing: cannot build the front end; serving the API only.');
} else if (reason) {
  console.log(`[start] building the front end (${reason})...`);
  const build = spawnSync(process.execPath, [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) {
    console.error('[start] the front-end build failed (see above).');
    process.exit(build.status ?? 1);
  }
}

const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server', 'server.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
