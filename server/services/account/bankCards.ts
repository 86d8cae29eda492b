/**
 * Bank cards of the securityCenter (README "Member center and header wallet") with the payee name rules:
 * - a payee name has 2 to 40 characters: letters of any script, spaces, `·` and `.` ('Real name
 *   format is incorrect', spec section 5);
 * - when the member has a payee (real) name, a card's must equal it; the first card sets it;
 * - a card number has 10 to 19 digits (spaces removed), is unique per merchant among live cards;
 * - at most {@link MAX_CARDS} cards; the payment password is required to add one;
 * - a card with an open withdrawal (applied or approved) cannot be removed.
 * Removed cards are kept (removed_at) for the withdrawals that name them.
 */
import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import { bankCards, members, withdrawals } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import type { MemberRow } from '../auth/sessions.ts';
import { verifyPaymentPassword } from './paymentPassword.ts';
import type { AddBankCardBody, BankCard, BankCardList } from '../../../contract/types.ts';

export const MAX_CARDS = 5;
const PAYEE_NAME = /^[\p{L}\p{M}][\p{L}\p{M} ·.]{0,38}[\p{L}\p{M}.]$/u;

export type BankCardRow = typeof bankCards.$inferSelect;

/** "**** **** **** 3445". */
export const maskCard = (number: string) => `**** **** **** ${number.slice(-4)}`;

/** A card as the API shows it (number masked). */
export const cardView = (c: BankCardRow) => ({
  id: c.id,
  bankName: c.bankName,
  cardNumber: maskCard(c.cardNumber),
  payeeName: c.payeeName,
  createdAt: c.createdAt.toISOString(),
});

/** The member's live cards, oldest first, and their payee name. */
export async function listCards(db: Db, memberId: number): Promise<BankCardList> {
  const rows = await db
    .select()
    .from(bankCards)
    .where(and(eq(bankCards.memberId, memberId), isNull(bankCards.removedAt)))
    .orderBy(asc(bankCards.id));
  const [m] = await db.select({ profile: members.profile }).from(members).where(eq(members.id, memberId)).limit(1);
  return { list: rows.map(cardView), max: MAX_CARDS, payeeName: m?.profile.payeeName ?? null };
}

/** One live card of the member, or null (another member's card is null too). */
export async function cardOf(db: Db, memberId: number, cardId: number): Promise<BankCardRow | null> {
  const [row] = await db
    .select()
    .from(bankCards)
    .where(and(eq(bankCards.id, cardId), eq(bankCards.memberId, memberId), isNull(bankCards.removedAt)))
    .limit(1);
  return row ?? null;
}

/** The body of adding a card (contract/types.ts AddBankCardBody). */
export type NewCard = AddBankCardBody;

/**
 * Adds a card (see the module doc for the rules).
 * @throws 400 PAYEE_NAME_FORMAT, PAYEE_NAME_MISMATCH, CARD_NUMBER_FORMAT; 409 CARD_LIMIT,
 *   CARD_TAKEN; payment-password errors.
 */
export async function addCard(db: Db, member: MemberRow, input: NewCard, now: Date): Promise<BankCard> {
  const payeeName = input.payeeName.trim().replace(/\s+/g, ' ');
  if (!PAYEE_NAME.test(payeeName))
    throw new ApiError(400, 'PAYEE_NAME_FORMAT', 'payeeNameFormat', { value: { field: 'payeeName', in: 'body' } });
  const cardNumber = input.cardNumber.replace(/\s+/g, '');
  if (!/^\d{10,19}$/.test(cardNumber))
    throw new ApiError(400, 'CARD_NUMBER_FORMAT', 'cardNumberFormat', { value: { field: 'cardNumber', in: 'body' } });
  const [m] = await db.select({ profile: members.profile }).from(members).where(eq(members.id, member.id)).limit(1);
  const realName = m?.profile.payeeName;
  if (realName && realName !== payeeName)
    throw new ApiError(400, 'PAYEE_NAME_MISMATCH', 'payeeNameMismatch', {
      value: { field: 'payeeName', in: 'body' },
      params: { name: realName },
    });
  const [cards] = await db
    .select({ n: count() })
    .from(bankCards)
    .where(and(eq(bankCards.memberId, member.id), isNull(bankCards.removedAt)));
  if ((cards?.n ?? 0) >= MAX_CARDS) throw new ApiError(409, 'CARD_LIMIT', 'cardLimit', { params: { max: MAX_CARDS } });
  await verifyPaymentPassword(db, member, input.paymentPassword, now);
  return db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: bankCards.id })
      .from(bankCards)
      .where(
        and(
          eq(bankCards.merchantId, member.merchantId),
          eq(bankCards.cardNumber, cardNumber),
          isNull(bankCards.removedAt),
        ),
      )
      .limit(1);
    if (taken) throw new ApiError(409, 'CARD_TAKEN', 'cardTaken', { value: { field: 'cardNumber', in: 'body' } });
    const [row] = await tx
      .insert(bankCards)
      .values({
        merchantId: member.merchantId,
        memberId: member.id,
        bankName: input.bankName.trim(),
        cardNumber,
        payeeName,
        createdAt: now,
      })
      .returning();
    if (!realName)
      await tx
        .update(members)
        .set({ profile: { ...(m?.profile ?? {}), payeeName } })
        .where(eq(members.id, member.id));
    return cardView(row!);
  });
}

/**
 * Removes a card of the member.
 * @throws 404 NOT_FOUND (not the member's), 409 CARD_IN_USE (an open withdrawal names it).
 */
export async function removeCard(
  db: Db,
  memberId: number,
  cardId: number,
  now: Date,
): Promise<Pick<BankCardList, 'list'>> {
  const card = await cardOf(db, memberId, cardId);
  if (!card) throw new ApiError(404, 'NOT_FOUND', 'notFound');
  const [open] = await db
    .select({ n: count() })
    .from(withdrawals)
    .where(and(eq(withdrawals.bankCardId, cardId), inArray(withdrawals.status, ['applied', 'approved'])));
  if ((open?.n ?? 0) > 0) throw new ApiError(409, 'CARD_IN_USE', 'cardInUse');
  await db.update(bankCards).set({ removedAt: now }).where(eq(bankCards.id, cardId));
  return listCards(db, memberId);
}
