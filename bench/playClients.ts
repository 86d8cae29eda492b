/**
 * The players of `npm run bench:play` (./play.ts), run in a worker thread
 * (./worker.ts): each plays its rounds of the in-house slot as a vendor calls the
 * platform (docs/vendor-protocol.md section 4): a signed debit, the same debit again every 10th
 * round (a vendor retry, answered as a replay, moving nothing) and a closing credit (a win every
 * 3rd round). Only light imports: the worker loads this module alone.
 */
import { fromMinor } from '../contract/money/minor.ts';
import { clientCpu } from './walletClients.ts';
import { signBody } from '../server/services/vendor-protocol/signing.ts';

export interface PlayClientsInput {
  /** http://host:port/api/vendor/v1 */
  base: string;
  integrationCode: string;
  secret: string;
  currency: string;
  /** One player token per player. */
  tokens: string[];
  rounds: number;
  /** Makes the round and transaction ids of this run unique (the database may hold earlier runs). */
  runId: string;
}

export interface PlayClientsOutput {
  /** Milliseconds per protocol call, in completion order. */
  latencies: number[];
  /** CPU milliseconds of the clients' thread (./walletClients.ts clientCpu). */
  clientBusyMs: number;
  /** Seconds from the first call to the last answer. */
  elapsed: number;
  /** Per player (as `tokens`): the balance change the rounds should leave, minor units as text. */
  changes: string[];
  /** Calls not answered OK (the first few, `op status message`). */
  failures: string[];
}

/** The round id of player `p`'s round `r` in run `runId` (./play.ts counts them by prefix). */
export const benchRoundId = (runId: string, p: number, r: number) => `bench-${runId}-${p}-${r}`;

/** Plays every player's rounds concurrently (see the module doc). */
export async function playClients(input: PlayClientsInput): Promise<PlayClientsOutput> {
  const latencies: number[] = [];
  const failures: string[] = [];
  const post = async (op: string, message: object): Promise<void> => {
    const body = JSON.stringify(message);
    const started = performance.now();
    const res = await fetch(`${input.base}/${op}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-vendor-code': input.integrationCode,
        'x-signature': signBody(input.secret, body),
      },
      body,
    });
    const answer = (await res.json()) as { status?: string; message?: string };
    latencies.push(performance.now() - started);
    if (answer.status !== 'OK' && failures.length < 5)
      failures.push(`${op} ${String(answer.status)} ${String(answer.message)}`);
  };
  const cpu = clientCpu();
  const started = performance.now();
  const changes = await Promise.all(
    input.tokens.map(async (playerToken, p) => {
      let change = 0n;
      for (let r = 0; r < input.rounds; r++) {
        const roundId = benchRoundId(input.runId, p, r);
        const stake = BigInt(100 + ((p * 7 + r * 13) % 5) * 100); // 1.00 .. 5.00
        const win = r % 3 === 0 ? stake * 2n : 0n;
        const debit = {
          transactionId: `${roundId}-d`,
          roundId,
          playerToken,
          gameCode: 'BGS_SLOT',
          amount: fromMinor(stake),
          currency: input.currency,
        };
        await post('debit', debit);
        if (r % 10 === 0) await post('debit', debit); // a vendor retry: answered again, moves nothing
        await post('credit', { ...debit, transactionId: `${roundId}-c`, amount: fromMinor(win), roundClosed: true });
        change += win - stake;
      }
      return change.toString();
    }),
  );
  return { latencies, elapsed: (performance.now() - started) / 1000, changes, failures, clientBusyMs: cpu() };
}
