/**
 * The clients of `npm run bench:wallet` (./wallet.ts), run in a worker thread (./worker.ts):
 * each client alternates POST /api/wallet/transfer main -> PG and PG -> main of 1.00 with its
 * member's bearer token, so every client leaves its wallets as it found them after each pair.
 * No server import: the worker loads this module alone.
 */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';

/**
 * CPU milliseconds this thread used so far (Linux /proc/thread-self: utime + stime, 10 ms
 * ticks), or null elsewhere. The benches report the server's CPU as the process's less the
 * clients' thread.
 */
export function threadCpuMs(): number | null {
  try {
    const stat = readFileSync('/proc/thread-self/stat', 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(f[11]) + Number(f[12])) * 10;
  } catch {
    return null;
  }
}

/** Starts measuring the clients' CPU: the answer of the returned function is their milliseconds since. */
export function clientCpu(): () => number {
  const elu = performance.eventLoopUtilization();
  const start = threadCpuMs();
  return () => {
    const now = threadCpuMs();
    return start !== null && now !== null ? now - start : performance.eventLoopUtilization(elu).active;
  };
}

export interface WalletClientsInput {
  /** http://host:port/api/wallet/transfer */
  url: string;
  /** Bearer tokens; client c uses tokens[c % tokens.length]. */
  tokens: string[];
  clients: number;
  /** Measured seconds (after 2 unmeasured transfers per client: connections, JIT). */
  seconds: number;
  /** At most this many measured transfers per client (Infinity: the time rules). */
  perClient: number;
}

export interface WalletClientsOutput {
  /** Milliseconds per measured transfer, in completion order. */
  latencies: number[];
  /** Measured transfers answered with another status than 200. */
  refused: number;
  /** CPU milliseconds of the clients' thread (Linux /proc/thread-self; elsewhere its event loop's busy time). */
  clientBusyMs: number;
  /** Seconds from the first measured request to the last answer. */
  elapsed: number;
  /** The first refusal's status and body, for the report. */
  firstRefusal: string | null;
}

/** Runs the clients (see the module doc). */
export async function walletClients(input: WalletClientsInput): Promise<WalletClientsOutput> {
  let refused = 0;
  let firstRefusal: string | null = null;
  const send = async (token: string, i: number, latencies: number[] | null) => {
    const body = i % 2 === 0 ? { from: 'main', to: 'PG', amount: '1.00' } : { from: 'PG', to: 'main', amount: '1.00' };
    const t0 = performance.now();
    const res = await fetch(input.url, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const text = await res.text();
    if (!latencies) return;
    latencies.push(performance.now() - t0);
    if (res.status !== 200) {
      refused++;
      firstRefusal ??= `${res.status} ${text.slice(0, 200)}`;
    }
  };
  const tokenOf = (c: number) => input.tokens[c % input.tokens.length]!;
  await Promise.all(
    Array.from({ length: input.clients }, async (_, c) => {
      for (let i = 0; i < 2; i++) await send(tokenOf(c), i, null);
    }),
  );
  const latencies: number[] = [];
  const cpu = clientCpu();
  const started = performance.now();
  const deadline = started + input.seconds * 1000;
  await Promise.all(
    Array.from({ length: input.clients }, async (_, c) => {
      for (let i = 0; i < input.perClient && performance.now() < deadline; i++) await send(tokenOf(c), i, latencies);
    }),
  );
  return { latencies, refused, elapsed: (performance.now() - started) / 1000, firstRefusal, clientBusyMs: cpu() };
}
