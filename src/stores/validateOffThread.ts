/**
 * Runs schema checks of configuration payloads in a Web Worker (engine/validationWorker.ts)
 * so the page's main thread never evaluates or runs the precompiled validators. Where no Worker
 * exists (jsdom in tests, very old browsers) it falls back to the lazily imported module.
 */
import type { ConfigError, ConfigKind } from '../../engine/validation';

let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, (errors: ConfigError[]) => void>();

function getWorker(): Worker {
  if (worker) return worker;
  const w = new Worker(new URL('../../engine/validationWorker.ts', import.meta.url), {
    type: 'module',
    name: 'config-validation',
  });
  w.onmessage = (e: MessageEvent<{ id: number; errors: ConfigError[] }>) => {
    const resolve = pending.get(e.data.id);
    pending.delete(e.data.id);
    resolve?.(e.data.errors);
    // Nothing left to check: free the worker's memory; a later check starts a new one.
    if (pending.size === 0 && worker === w) {
      w.terminate();
      worker = null;
    }
  };
  w.onerror = (e) => {
    for (const [id, resolve] of pending) {
      resolve([{ pointer: '', message: `validation worker failed: ${e.message}`, params: { keyword: 'other' } }]);
      pending.delete(id);
    }
    w.terminate();
    if (worker === w) worker = null;
  };
  worker = w;
  return w;
}

/**
 * Validates `data` against the schema of `kind` (schemas/*.json).
 * @returns every error found, [] when valid; never rejects (a failed check is reported as an error).
 */
export function validateOffThread(kind: ConfigKind, data: unknown): Promise<ConfigError[]> {
  if (typeof Worker === 'undefined') return import('../../engine/validation').then((m) => m.validateConfig(kind, data));
  return new Promise((resolve) => {
    const id = nextId;
    nextId += 1;
    pending.set(id, resolve);
    getWorker().postMessage({ id, kind, data });
  });
}
