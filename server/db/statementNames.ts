/**
 * Which statements run as prepared statements (./open.ts: node-postgres; ./pglitePrepared.ts:
 * PGlite).
 */

/**
 * Names for the statements the server sends again and again (every Drizzle query has a fixed
 * text with $n parameters), so each is parsed once per connection (node-postgres) or per PGlite
 * instance, and PostgreSQL keeps its plan (after five runs a generic plan when it is as good) instead of parsing and
 * planning it on every call: planning a transfer's statement costs about as much as running it.
 * A text is named from its second use; at most `maxNames` texts get a name (each connection
 * holds at most that many prepared statements), the rest run unnamed as before. Only plain DML
 * (select, insert, update, delete, with) is named, never DDL or transaction control.
 */
export class StatementNames {
  private readonly seen = new Map<string, number>();
  private readonly names = new Map<string, string>();

  constructor(
    private readonly maxNames = 400,
    private readonly maxSeen = 5000,
  ) {}

  /** The name of `text`, or undefined while it is not (or cannot be) a prepared statement. */
  nameOf(text: string): string | undefined {
    const named = this.names.get(text);
    if (named !== undefined) return named;
    if (this.names.size >= this.maxNames || !/^\s*(select|insert|update|delete|with)\b/i.test(text)) return undefined;
    const count = (this.seen.get(text) ?? 0) + 1;
    if (count < 2) {
      if (this.seen.size >= this.maxSeen) this.seen.clear(); // one-off texts (inlined values) must not grow memory
      this.seen.set(text, count);
      return undefined;
    }
    this.seen.delete(text);
    const name = `s${this.names.size + 1}`;
    this.names.set(text, name);
    return name;
  }
}
