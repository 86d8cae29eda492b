/**
 * Application images of promotions (docs/promotions.md "Entries"; spec section 5): at most 3 per
 * application, png or jpg, at most 5 MB each (the engine's form promotionApply checks the count,
 * the names or declared types and the sizes: ./participation.ts checkApplication), png or jpg by
 * CONTENT too (magic bytes, `file-type`, as withdrawal proofs: server/services/payments/proofs.ts,
 * checked here), stored as bytea in
 * promotion_entry_images and served only to their member (and operators, by the console's route)
 * with `cache-control: private, no-store` and `x-content-type-options: nosniff`.
 */
import { fileTypeFromBuffer } from 'file-type';
import { and, eq } from 'drizzle-orm';
import { UPLOAD_IMAGE_TYPES, UPLOAD_MAX_BYTES, UPLOAD_MAX_IMAGES } from '../../../contract/spec.ts';
import type { Db } from '../../db/open.ts';
import { promotionEntries, promotionEntryImages } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';

const ACCEPTED = new Set<string>(UPLOAD_IMAGE_TYPES);

/** A checked image: its type read from the content. */
export interface CheckedImage {
  mime: string;
  data: Buffer;
}

/** 400 PROMOTION_IMAGE_COUNT (more than UPLOAD_MAX_IMAGES files). */
export const imageCountError = () =>
  new ApiError(400, 'PROMOTION_IMAGE_COUNT', 'promotionImageCount', {
    params: { max: UPLOAD_MAX_IMAGES },
    value: { max: UPLOAD_MAX_IMAGES },
  });
/** 413 PROMOTION_IMAGE_TOO_LARGE (a file above UPLOAD_MAX_BYTES). */
export const imageTooLargeError = () =>
  new ApiError(413, 'PROMOTION_IMAGE_TOO_LARGE', 'promotionImageTooLarge', { value: { maxBytes: UPLOAD_MAX_BYTES } });
/** 400 PROMOTION_IMAGE_TYPE (not png or jpg by content). */
export const imageTypeError = () => new ApiError(400, 'PROMOTION_IMAGE_TYPE', 'promotionImageType');

/**
 * Checks an application's files by content: each png or jpg (magic bytes; the name and the
 * declared type are the engine form's, checked before: server/services/promotions/participation.ts
 * checkApplication, which also counts them and caps their size).
 * @returns the files with the mime type their content shows.
 * @throws ApiError 400 PROMOTION_IMAGE_TYPE.
 */
export async function checkImages(files: readonly Buffer[]): Promise<CheckedImage[]> {
  const checked: CheckedImage[] = [];
  for (const data of files) {
    const type = data.length > 0 ? await fileTypeFromBuffer(data) : undefined;
    if (!type || !ACCEPTED.has(type.mime)) throw imageTypeError();
    checked.push({ mime: type.mime, data });
  }
  return checked;
}

/** Stores checked images of entry `entryId` (in the caller's transaction). */
export async function storeImages(tx: Db, entryId: number, images: readonly CheckedImage[], now: Date): Promise<void> {
  if (images.length === 0) return;
  await tx
    .insert(promotionEntryImages)
    .values(images.map((i) => ({ entryId, mime: i.mime, size: i.data.length, data: i.data, createdAt: now })));
}

/**
 * An application image of `memberId` (its own entry's, of the merchant).
 * @throws ApiError 404 PROMOTION_IMAGE_NOT_FOUND when it is unknown or another member's (the same answer).
 */
export async function memberImage(
  db: Db,
  merchantId: number,
  memberId: number,
  imageId: number,
): Promise<{ mime: string; data: Buffer }> {
  const [row] = await db
    .select({ mime: promotionEntryImages.mime, data: promotionEntryImages.data })
    .from(promotionEntryImages)
    .innerJoin(promotionEntries, eq(promotionEntries.id, promotionEntryImages.entryId))
    .where(
      and(
        eq(promotionEntryImages.id, imageId),
        eq(promotionEntries.memberId, memberId),
        eq(promotionEntries.merchantId, merchantId),
      ),
    )
    .limit(1);
  if (!row) throw new ApiError(404, 'PROMOTION_IMAGE_NOT_FOUND', 'promotionImageNotFound');
  return row;
}
