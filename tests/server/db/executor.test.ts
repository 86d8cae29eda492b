/**
 * The Drizzle-edge helpers (server/db/executor.ts): a transaction is an Executor and a Db (no cast),
 * and the raw-row helpers return the rows of `execute(sql...)` on PGlite.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { firstRow, rowsOf, type Executor, type Tx } from '../../../server/db/executor.ts';
import { openDatabase, type Db, type OpenedDatabase } from '../../../server/db/open.ts';

let opened: OpenedDatabase;
beforeAll(async () => {
  opened = await openDatabase({ memory: true });
});
afterAll(async () => {
  await opened.close();
});

/** Runs a raw statement on whatever executor it is given. */
const numbers = async (executor: Executor) =>
  rowsOf<{ n: number }>(await executor.execute(sql`select generate_series(1, 3)::int as n`));

describe('Executor and the row helpers', () => {
  it('run on the database and inside a transaction, which is a Db without a cast', async () => {
    expect(await numbers(opened.db)).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    const inside = await opened.db.transaction(async (tx: Tx) => {
      const asDb: Db = tx;
      return numbers(asDb);
    });
    expect(inside.map((r) => r.n)).toEqual([1, 2, 3]);
  });

  it('firstRow gives the first row, or undefined when there is none', async () => {
    expect(firstRow<{ x: string }>(await opened.db.execute(sql`select 'a' as x`))).toEqual({ x: 'a' });
    expect(firstRow<{ x: string }>(await opened.db.execute(sql`select 1 as x where false`))).toBeUndefined();
  });
});
