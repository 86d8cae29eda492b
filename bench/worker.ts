/**
 * The benches' load generator runs in a worker thread (README "Checks and tools": `npm run
 * bench:wallet`, `npm run bench:play`), as pgbench runs beside PostgreSQL: the clients' HTTP work
 * (building, sending and reading requests) then does not take the server's event loop, and the
 * figures measure the server. The worker imports a module (TypeScript, through tsx's loader) and
 * runs one of its exported async functions on a structured-cloneable input.
 */
import { Worker } from 'node:worker_threads';

/**
 * Runs `exportName(input)` of the module at `moduleUrl` in a new worker thread.
 * @param moduleUrl a file URL (e.g. `new URL('./walletClients.ts', import.meta.url).href`).
 * @returns what the function resolved with (structured clone).
 * @throws the function's error (its message), or an Error when the worker exits without an answer.
 */
export function inWorker<I, O>(moduleUrl: string, exportName: string, input: I): Promise<O> {
  const code = `
    const { parentPort, workerData } = require('node:worker_threads');
    import('tsx/esm/api')
      .then(({ register }) => { register(); return import(workerData.moduleUrl); })
      .then((mod) => mod[workerData.exportName](workerData.input))
      .then((output) => parentPort.postMessage({ output }), (err) => parentPort.postMessage({ error: err && err.stack ? err.stack : String(err) }));`;
  return new Promise<O>((resolve, reject) => {
    const worker = new Worker(code, { eval: true, workerData: { moduleUrl, exportName, input } });
    let answered = false;
    worker.once('message', (message: { output?: O; error?: string }) => {
      answered = true;
      void worker.terminate();
      if (message.error !== undefined) reject(new Error(`bench worker: ${message.error}`));
      else resolve(message.output as O);
    });
    worker.once('error', (err) => {
      answered = true;
      reject(err);
    });
    worker.once('exit', (code) => {
      if (!answered) reject(new Error(`bench worker exited with code ${code} before answering`));
    });
  });
}
