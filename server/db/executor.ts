/**
 * The types and helpers at the Drizzle edge that every service shares: what runs a query (the
 * database or one of its transactions) and the rows of a raw `db.execute(sql`...`)` statement.
 * They replace the per-call `as unknown as Db` and `result.rows as X[]` casts (README "Server").
 */
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from './open.ts';
import type * as schema from './schema.ts';

export type { Db } from './open.ts';

/**
 * A transaction of the project's database, as `db.transaction((tx) => ...)` hands it over. It is
 * a {@link Db} too (same query builder, plus `rollback()`), so it goes wherever a Db is taken.
 */
export type Tx = PgTransaction<PgQueryResultHKT, typeof schema, ExtractTablesWithRelations<typeof schema>>;

/**
 * What a service that "runs inside the caller's transaction, or alone" takes: the database or a
 * transaction of it. A function that needs atomicity of its own opens `executor.transaction(...)`
 * (a savepoint inside a transaction).
 */
export type Executor = Db | Tx;

/**
 * The result of a raw statement (`executor.execute(sql`...`)`): both drivers answer `{ rows }`,
 * though the Db type (over any driver's query-result kind) only says `unknown`.
 */
interface RawResult {
  rows: unknown[];
}

/**
 * The rows of a raw statement, typed as the caller's SELECT list names them. The type is the
 * caller's promise (the SQL text is not checked against it): name every selected column, with
 * PostgreSQL's wire types (bigint and numeric arrive as strings, timestamps as strings or Dates
 * depending on the driver, counts as strings or numbers).
 */
export function rowsOf<T>(result: unknown): T[] {
  return (result as RawResult).rows as T[];
}

/** The first row of a raw statement ({@link rowsOf}), or undefined when it returned none. */
export function firstRow<T>(result: unknown): T | undefined {
  return (result as RawResult).rows[0] as T | undefined;
}
