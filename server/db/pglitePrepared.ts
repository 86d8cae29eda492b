/**
 * PGlite with prepared statements, for the Drizzle PGlite driver (./open.ts). PGlite's own
 * `query()` parses and plans every statement each time (an unnamed statement), and planning in
 * WebAssembly costs about as much as running a ledger transfer; here the statements the server
 * repeats ({@link StatementNames}) are parsed once as named statements, so PostgreSQL keeps their
 * plans, and each call is one protocol exchange (bind, describe, execute, sync). Everything else
 * is PGlite's own behaviour: its serializers and parsers (the same values and rows as
 * `PGlite.query`), its errors (with `query`, `params`), its locking (a query or a transaction
 * holds PGlite's transaction lock, each exchange its query lock, so direct users of the instance
 * still wait their turn) and its transaction (BEGIN, COMMIT, ROLLBACK on error,
 * TransactionAbortedError when COMMIT rolled back).
 */
import {
  parse,
  PGlite,
  protocol,
  TransactionAbortedError,
  types,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';
import type { StatementNames } from './statementNames.ts';

type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];
type DatabaseError = Error & { query?: string; params?: unknown[]; queryOptions?: QueryOptions; code?: string };

const { serialize } = protocol;

/** One buffer of several protocol messages (PGlite answers them in one call). */
function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** The error message among `messages`, made into the error PGlite would throw; null when none. */
function errorOf(
  messages: BackendMessage[],
  query: string,
  params: unknown[] | undefined,
  options: QueryOptions | undefined,
): DatabaseError | null {
  const found = messages.find((m) => m.name === 'error') as unknown as DatabaseError | undefined;
  if (!found) return null;
  found.query = query;
  found.params = params;
  found.queryOptions = options;
  return found;
}

type Parser = (value: string, typeId: number) => unknown;
type Field = { name: string; dataTypeID: number };

/**
 * PGlite's parse.parseResults (the same rows, fields, command, affectedRows and rowCount), with
 * each column's parser looked up once per result (the query's parsers, else the instance's, else
 * PGlite's defaults) instead of a copy of the whole parser table per query, which Drizzle's
 * per-query `parsers` option costs PGlite's own version.
 */
function parseResultsFast(
  messages: BackendMessage[],
  instanceParsers: Record<number | string, Parser>,
  options?: QueryOptions,
): Results[] {
  const out: Results[] = [];
  const defaults = types.parsers as Record<number | string, Parser>;
  const own = options?.parsers as Record<number | string, Parser> | undefined;
  const arrays = options?.rowMode === 'array';
  let fields: Field[] = [];
  let parsers: (Parser | undefined)[] = [];
  let rows: unknown[] = [];
  let affected = 0;
  for (const message of messages) {
    if (message.name === 'rowDescription') {
      fields = (message as unknown as { fields: Field[] }).fields.map((f) => ({
        name: f.name,
        dataTypeID: f.dataTypeID,
      }));
      parsers = fields.map((f) => own?.[f.dataTypeID] ?? instanceParsers[f.dataTypeID] ?? defaults[f.dataTypeID]);
    } else if (message.name === 'dataRow') {
      const values = (message as unknown as { fields: (string | null)[] }).fields.map((v, i) =>
        v === null ? null : parsers[i] ? parsers[i]!(v, fields[i]!.dataTypeID) : v,
      );
      rows.push(arrays ? values : Object.fromEntries(values.map((v, i) => [fields[i]!.name, v])));
    } else if (message.name === 'commandComplete') {
      const words = (message as unknown as { text: string }).text.split(' ');
      const command = words[0]!;
      const count = parseInt(words[words.length - 1]!, 10);
      if (['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE'].includes(command)) affected += count;
      const result = { rows, fields, command, affectedRows: affected } as Results & {
        command: string;
        rowCount?: number;
      };
      if (!Number.isNaN(count)) result.rowCount = count;
      out.push(result);
      fields = [];
      parsers = [];
      rows = [];
    }
  }
  if (out.length === 0) out.push({ affectedRows: 0, rows: [], fields: [] } as unknown as Results);
  return out;
}

/** What Drizzle's PGlite driver uses of a client: `query` and `transaction`. */
export type PreparedPglite = Pick<PGlite, 'query' | 'exec' | 'transaction'>;

/**
 * A client for `drizzle({ client })` that runs the statements `names` names as prepared
 * statements of `pglite` (see the module doc). The instance itself stays usable as before.
 */
export function preparedPglite(pglite: PGlite, names: StatementNames): PreparedPglite {
  /** Parameter type OIDs of the named statements parsed so far. */
  const parsed = new Map<string, number[]>();
  const exchange = (parts: Uint8Array[], options?: QueryOptions) =>
    pglite.execProtocolStream(concat(parts), { throwOnError: false, onNotice: options?.onNotice });

  const valuesOf = (params: unknown[], types: number[], options?: QueryOptions) =>
    params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const type = types[i]!;
      const serializer = options?.serializers?.[type] ?? pglite.serializers[type];
      return serializer ? serializer(value) : String(value);
    });

  /** One statement; the caller holds the transaction lock. */
  async function run<T>(query: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    if (options?.blob) throw new Error('preparedPglite: blob queries (COPY) go to the PGlite instance itself');
    return pglite._runExclusiveQuery(async () => {
      const name = names.nameOf(query) ?? '';
      let types = name ? parsed.get(name) : undefined;
      if (types === undefined) {
        const described = await exchange(
          [
            serialize.parse({ name, text: query, types: options?.paramTypes ?? [] }),
            serialize.describe({ type: 'S', name }),
          ],
          options,
        );
        const failed = errorOf(described, query, params, options);
        if (failed) {
          await exchange([serialize.sync()]);
          throw failed;
        }
        types = parse.parseDescribeStatementResults(described);
        if (name) parsed.set(name, types);
      }
      const messages = await exchange(
        [
          serialize.bind({ statement: name, values: valuesOf(params, types, options) as string[] }),
          serialize.describe({ type: 'P' }),
          serialize.execute({}),
          serialize.sync(),
        ],
        options,
      );
      const failed = errorOf(messages, query, params, options);
      if (failed) throw failed;
      return parseResultsFast(messages, pglite.parsers as Record<number | string, Parser>, options)[0] as Results<T>;
    });
  }

  /** A simple-protocol exchange (transaction control, several statements); the caller holds the transaction lock. */
  async function simple(query: string, options?: QueryOptions): Promise<Results[]> {
    return pglite._runExclusiveQuery(async () => {
      const messages = await exchange([serialize.query(query), serialize.sync()], options);
      const failed = errorOf(messages, query, undefined, options);
      if (failed) throw failed;
      return parseResultsFast(messages, pglite.parsers as Record<number | string, Parser>, options);
    });
  }

  return {
    query: <T>(query: string, params?: unknown[], options?: QueryOptions) =>
      pglite._runExclusiveTransaction(() => run<T>(query, params, options)),
    exec: (query: string, options?: QueryOptions) => pglite._runExclusiveTransaction(() => simple(query, options)),
    transaction: <T>(callback: (tx: Transaction) => Promise<T>) =>
      pglite._runExclusiveTransaction(async () => {
        await simple('BEGIN');
        let closed = false;
        const open = () => {
          if (closed) throw new Error('Transaction is closed');
        };
        const tx = {
          query: <R>(query: string, params?: unknown[], options?: QueryOptions) => (
            open(),
            run<R>(query, params, options)
          ),
          sql: () => Promise.reject(new Error('preparedPglite: use query()')),
          exec: (query: string, options?: QueryOptions) => (open(), simple(query, options)),
          rollback: async () => {
            open();
            await simple('ROLLBACK');
            closed = true;
          },
          listen: () => Promise.reject(new Error('preparedPglite: listen on the PGlite instance')),
          get closed() {
            return closed;
          },
        } as unknown as Transaction;
        try {
          const result = await callback(tx);
          if (!closed) {
            closed = true;
            const [done] = await simple('COMMIT');
            if ((done as (Results & { command?: string }) | undefined)?.command === 'ROLLBACK')
              throw new TransactionAbortedError();
          }
          return result;
        } catch (err) {
          if (!closed) {
            closed = true;
            await simple('ROLLBACK');
          }
          throw err;
        }
      }),
  } as PreparedPglite;
}
