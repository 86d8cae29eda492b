/**
 * Prepared statements (server/db/statementNames.ts, server/db/pglitePrepared.ts): which texts get
 * a name, and PGlite through prepared statements answering exactly what PGlite's own query()
 * answers (rows, fields, counts, parsers, array rows, errors with their code and query), locking
 * out other users of the instance while a transaction is open, rolling back on error and failing
 * a COMMIT that rolled back. The server's suites run on it; these pin the parity.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { PGlite, TransactionAbortedError, types, type Results } from '@electric-sql/pglite';
import { preparedPglite, type PreparedPglite } from '../../../server/db/pglitePrepared.ts';
import { StatementNames } from '../../../server/db/statementNames.ts';

describe('statement names', () => {
  it('names plain DML from its second use, never DDL or transaction control, at most maxNames texts', () => {
    const names = new StatementNames(2);
    expect(names.nameOf('select 1')).toBeUndefined();
    expect(names.nameOf('select 1')).toBe('s1');
    expect(names.nameOf('select 1')).toBe('s1');
    for (const ddl of ['create table x (a int)', 'begin', 'commit', 'alter table x add b int']) {
      names.nameOf(ddl);
      expect(names.nameOf(ddl)).toBeUndefined();
    }
    names.nameOf(' WITH a AS (select 1) select * from a');
    expect(names.nameOf(' WITH a AS (select 1) select * from a')).toBe('s2');
    names.nameOf('update x set a = 1');
    expect(names.nameOf('update x set a = 1')).toBeUndefined(); // the cap: 2 names
    expect(names.nameOf('select 1')).toBe('s1');
  });
});

describe('PGlite through prepared statements', () => {
  let lite: PGlite;
  let prepared: PreparedPglite;
  beforeAll(async () => {
    lite = await PGlite.create();
    await lite.exec(`create table t (id int primary key, big bigint, at timestamptz, doc jsonb, tags text[], note text);
      insert into t values (1, 9007199254740993, '2040-01-02T03:04:05.678Z', '{"a":[1,2]}', '{x,y}', null), (2, -5, null, null, '{}', 'two');`);
    prepared = preparedPglite(lite, new StatementNames());
  });
  afterAll(async () => lite.close());

  const queries: [string, unknown[], object | undefined][] = [
    ['select * from t order by id', [], undefined],
    ['select id, big, at, doc from t where id = $1', [1], undefined],
    ['select id, at from t where id > $1 order by id', [0], { rowMode: 'array' }],
    ['select at, big from t where id = $1', [1], { parsers: { [types.TIMESTAMPTZ]: (v: string) => `as text: ${v}` } }],
    ['update t set note = $2 where id = $1', [2, 'changed'], undefined],
    [
      'insert into t (id, big) values ($1, $2) on conflict (id) do update set big = excluded.big returning id, big',
      [3, 7n],
      undefined,
    ],
    ['select count(*)::int as n, $1::text as echo from t', [null], undefined],
  ];

  it('answers every query as PGlite does, the first time and once prepared', async () => {
    for (const [text, params, options] of queries) {
      const own = (await lite.query(text, params, options)) as Results;
      for (let run = 0; run < 3; run++) {
        const ours = (await prepared.query(text, params, options)) as Results;
        expect([text, run, ours]).toEqual([text, run, own]);
      }
    }
  });

  it('throws the error PGlite throws (code, constraint, query), and the next statement runs', async () => {
    type Failure = Error & { code?: string; query?: string; constraint?: string };
    const failure = (p: Promise<unknown>) =>
      p.then(
        () => new Error('no error') as Failure,
        (e: unknown) => e as Failure,
      );
    const failing = 'insert into t (id) values ($1)';
    const own = await failure(lite.query(failing, [1]));
    expect(own.code).toBe('23505');
    for (let run = 0; run < 3; run++) {
      const ours = await failure(prepared.query(failing, [1]));
      expect([ours.code, ours.constraint, ours.query, ours.message]).toEqual([
        own.code,
        own.constraint,
        own.query,
        own.message,
      ]);
    }
    expect(((await prepared.query('select 1 as one')) as Results<{ one: number }>).rows).toEqual([{ one: 1 }]);
  });

  it('commits a transaction, rolls it back on error, and fails a COMMIT that rolled back', async () => {
    await prepared.transaction(async (tx) => {
      await tx.query('update t set note = $1 where id = $2', ['in tx', 1]);
    });
    expect(((await lite.query('select note from t where id = 1')) as Results<{ note: string }>).rows[0]!.note).toBe(
      'in tx',
    );
    await expect(
      prepared.transaction(async (tx) => {
        await tx.query('update t set note = $1 where id = $2', ['lost', 1]);
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    expect(((await lite.query('select note from t where id = 1')) as Results<{ note: string }>).rows[0]!.note).toBe(
      'in tx',
    );
    await expect(
      prepared.transaction(async (tx) => {
        await tx.query('insert into t (id) values ($1)', [1]).catch(() => undefined); // the transaction is now aborted
      }),
    ).rejects.toBeInstanceOf(TransactionAbortedError);
    expect(((await lite.query('select count(*)::int as n from t')) as Results<{ n: number }>).rows[0]!.n).toBe(3);
  });

  it('keeps other users of the instance out while its transaction is open', async () => {
    const order: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const inTx = prepared.transaction(async (tx) => {
      order.push('tx begins');
      await tx.query('update t set note = $1 where id = $2', ['held', 2]);
      await held;
      order.push('tx commits');
    });
    await new Promise((r) => setTimeout(r, 20));
    const outside = lite.query<{ note: string }>('select note from t where id = 2').then((r) => {
      order.push(`outside reads ${r.rows[0]!.note}`);
    });
    await new Promise((r) => setTimeout(r, 20));
    release();
    await Promise.all([inTx, outside]);
    expect(order).toEqual(['tx begins', 'tx commits', 'outside reads held']);
  });
});
