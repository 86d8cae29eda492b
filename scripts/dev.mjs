#!/usr/bin/env node
/**
 * `npm run dev`: the reference server (API and media, port API_PORT, default 8080) and the Vite
 * dev server with hot reload (VITE_PORT, default 5173; vite.config.ts proxies /api, /media and
 * /ws to the API). When either stops, or on Ctrl+C / SIGTERM, both are stopped.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const apiPort = process.env.API_PORT ?? process.env.PORT ?? '8080';
const env = { ...process.env, API_PORT: apiPort };

const children = [
  [
    'api',
    spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server', 'server.ts')], {
      cwd: root,
      stdio: 'inherit',
      env: { ...env, PORT: apiPort },
    }),
  ],
  [
    'vite',
    spawn(process.execPath, [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js')], {
      cwd: root,
      stdio: 'inherit',
      env,
    }),
  ],
];

let stopping = false;
/** Stops every child still running, then exits with `code` once all have ended. */
function stopAll(code, signal = 'SIGTERM') {
  if (stopping) return;
  stopping = true;
  process.exitCode = code;
  for (const [, child] of children) if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  setTimeout(() => process.exit(code), 10_000).unref();
}

for (const [name, child] of children) {
  child.on('exit', (code, signal) => {
    if (!stopping) console.log(`[dev] ${name} stopped (${signal ?? `code ${code}`}); stopping the other process.`);
    stopAll(code ?? 0);
    if (children.every(([, c]) => c.exitCode !== null || c.signalCode !== null)) process.exit(process.exitCode ?? 0);
  });
}
process.on('SIGINT', () => stopAll(0, 'SIGINT'));
process.on('SIGTERM', () => stopAll(0, 'SIGTERM'));
console.log(`[dev] API on http://127.0.0.1:${apiPort}, Vite on http://127.0.0.1:${process.env.VITE_PORT ?? 5173}`);
