/**
 * The `bankName` new-IP verification method (spec section 4: "Login from an unregistered IP
 * needs extra verification (SMS, email, bank account name or Google code)"): offered when the
 * member has at least one bank card that is not removed; the member types the payee (account
 * holder) name of one of those cards. No code is sent for it.
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import { bankCards } from '../../db/schema.ts';

/**
 * A payee name in the form compared: NFKC (full-width and half-width alike), trimmed, inner
 * whitespace collapsed to one space, lower case.
 */
export function normalisePayeeName(name: string): string {
  return name.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
}

/** The member's active (not removed) cards' bank and last four digits, oldest first. */
export async function activeCards(
  db: Db,
  memberId: number,
): Promise<{ bankName: string; last4: string; payeeName: string }[]> {
  const rows = await db
    .select({ bankName: bankCards.bankName, cardNumber: bankCards.cardNumber, payeeName: bankCards.payeeName })
    .from(bankCards)
    .where(and(eq(bankCards.memberId, memberId), isNull(bankCards.removedAt)))
    .orderBy(asc(bankCards.id));
  return rows.map((r) => ({ bankName: r.bankName, last4: r.cardNumber.slice(-4), payeeName: r.payeeName }));
}

/**
 * Whether `typed` names the payee of one of the member's active cards (see normalisePayeeName).
 * An empty answer, or a member without active cards, never matches.
 */
export async function payeeNameMatches(db: Db, memberId: number, typed: string): Promise<boolean> {
  const wanted = normalisePayeeName(typed);
  if (!wanted) return false;
  return (await activeCards(db, memberId)).some((c) => normalisePayeeName(c.payeeName) === wanted);
}
