/**
 * What the versioning service needs to know of each document kind (README "Operator console"): how to read
 * the live document, how to check a candidate, how to make it live in the save's transaction and
 * which event tells the browsers. One service ({@link ./index.ts}) versions every kind the same
 * way; this file only names the kinds.
 */
import type { Db } from '../../db/open.ts';
import type { configVersions, DocumentKind } from '../../db/schema.ts';
import type { Language } from '../../i18n/language.ts';
import type { ConfigRefusal } from './validate.ts';

export type { DocumentKind };
export type VersionRow = typeof configVersions.$inferSelect;

/** Who saves: the operator's id and username. */
export interface Saver {
  id: number;
  username: string;
}

/** How one document kind is read, checked, written and announced. */
export interface DocumentHandler {
  /** Prefix of the kind's error codes: `<code>_INVALID`, `<code>_CONFLICT`, `<code>_UNCHANGED`. */
  code: string;
  /** The merchant's live document and where it came from (the `savedBy` of a version recorded from it); null: no such merchant. */
  live(db: Db, merchantId: number): Promise<{ body: unknown; source: string } | null>;
  /** Refusals that need nothing but the candidate (schema, static rules); run before the transaction. */
  check(candidate: unknown, language: Language): ConfigRefusal[];
  /**
   * Inside the save's transaction, after {@link check} passed: the refusals against the merchant's
   * present state, and the document to store (e.g. HTML sanitised).
   * @param restoring the version being rolled back to, if any.
   */
  prepare(
    tx: Db,
    merchantId: number,
    previous: unknown,
    candidate: unknown,
    context: { language: Language; restoring: VersionRow | null },
  ): Promise<{ errors: ConfigRefusal[]; body: unknown }>;
  /** Makes `body` the merchant's live document (same transaction). @returns the document as now stored. */
  apply(tx: Db, merchant: { id: number; code: string }, body: unknown, saver: Saver): Promise<unknown>;
  /** The RFC 6902 diff between two versions; default: fast-json-patch's compare. */
  diff?(from: unknown, to: unknown): unknown[];
  /** Tells every open browser of the merchant about the new version (after the commit). */
  publish(merchantId: number, row: VersionRow): void;
}
