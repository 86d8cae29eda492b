/**
 * Proof images of a withdrawal (spec sections 5 and 9: png or jpg, at most 5 MB each, at most 3):
 * the type is read from the content (magic bytes, `file-type`), never from the name or the
 * declared type. Stored in the database; served only to their owner.
 */
import { fileTypeFromBuffer } from 'file-type';
import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import { withdrawalProofs } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import { ownWithdrawal } from './withdrawals.ts';
import { UPLOAD_IMAGE_TYPES, UPLOAD_MAX_BYTES, UPLOAD_MAX_IMAGES } from '../../../contract/spec.ts';
import type { ProofList } from '../../../contract/types.ts';

const ACCEPTED = new Set<string>(UPLOAD_IMAGE_TYPES);

/**
 * Stores proof images of the member's paid, unconfirmed withdrawal.
 * @throws 404 NOT_FOUND, 409 WITHDRAW_NOT_CONFIRMABLE, 400 PROOF_TYPE, 413 PROOF_TOO_LARGE, 400 PROOF_COUNT.
 */
export async function addProofs(db: Db, memberId: number, withdrawalId: number, files: Buffer[]): Promise<ProofList> {
  const w = await ownWithdrawal(db, memberId, withdrawalId);
  if (w.status !== 'paid' || w.confirmResult)
    throw new ApiError(409, 'WITHDRAW_NOT_CONFIRMABLE', 'withdrawNotConfirmable');
  const [existing] = await db
    .select({ n: count() })
    .from(withdrawalProofs)
    .where(eq(withdrawalProofs.withdrawalId, w.id));
  if (files.length === 0 || (existing?.n ?? 0) + files.length > UPLOAD_MAX_IMAGES)
    throw new ApiError(400, 'PROOF_COUNT', 'proofCount');
  const typed: { mime: string; data: Buffer }[] = [];
  for (const data of files) {
    if (data.length > UPLOAD_MAX_BYTES) throw new ApiError(413, 'PROOF_TOO_LARGE', 'proofTooLarge');
    const type = await fileTypeFromBuffer(data);
    if (!type || !ACCEPTED.has(type.mime)) throw new ApiError(400, 'PROOF_TYPE', 'proofType');
    typed.push({ mime: type.mime, data });
  }
  await db
    .insert(withdrawalProofs)
    .values(typed.map((p) => ({ withdrawalId: w.id, memberId, mime: p.mime, data: p.data })));
  const rows = await db
    .select({ id: withdrawalProofs.id })
    .from(withdrawalProofs)
    .where(eq(withdrawalProofs.withdrawalId, w.id));
  return { proofs: rows.map((r) => ({ id: r.id, url: `/api/withdraw/proofs/${r.id}` })) };
}

/** A proof image of the member. @throws 404 NOT_FOUND when it is not theirs. */
export async function proofOf(db: Db, memberId: number, id: number): Promise<{ mime: string; data: Buffer }> {
  const [row] = await db
    .select({ mime: withdrawalProofs.mime, data: withdrawalProofs.data })
    .from(withdrawalProofs)
    .where(and(eq(withdrawalProofs.id, id), eq(withdrawalProofs.memberId, memberId)))
    .limit(1);
  if (!row) throw new ApiError(404, 'NOT_FOUND', 'notFound');
  return row;
}
