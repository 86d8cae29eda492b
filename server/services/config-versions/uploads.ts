/**
 * Banner images uploaded in the operator console (README "Operator console"): PNG, JPEG or WebP only, read
 * from the bytes (magic numbers, `file-type`), never from the name or the declared type, so SVG
 * (which can carry script) and renamed files are refused, and then read as that type by
 * `image-size` for the width and height, so a file whose content is not an image of the type its
 * magic number claims is refused too; at most {@link MAX_UPLOAD_BYTES}. Stored
 * in `media_uploads` for the operator's merchant and served at `/media/uploads/<id>`
 * (server/routes/media) with their type, a long cache and nosniff, and re-encoded as AVIF or WebP
 * at a ladder of widths at `/media/uploads/<id>/w<width>.<avif|webp>` (server/media/uploadVariants.ts).
 */
import { fileTypeFromBuffer } from 'file-type';
import { and, eq } from 'drizzle-orm';
import { imageSize } from 'image-size';
import type { Db } from '../../db/open.ts';
import { mediaUploads } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import type { Language } from '../../i18n/language.ts';
import { text, type TextKey } from '../../i18n/messages.ts';

/** Largest accepted image: 2 MB. */
export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;
/** The accepted types and the name image-size gives each. */
const ACCEPTED = new Map([
  ['image/png', 'png'],
  ['image/jpeg', 'jpg'],
  ['image/webp', 'webp'],
]);

/** The refusal of an upload: 413 for size, 415 for type, 400 when no file came or it cannot be read; the field's pointer is `/file`. */
export function uploadRefusal(rule: TextKey<'uploads'>, language: Language): ApiError {
  const value = { errors: [{ pointer: '/file', rule, message: text('uploads', rule, language) }] };
  if (rule === 'upload-size') return new ApiError(413, 'UPLOAD_TOO_LARGE', 'payloadTooLarge', { value });
  if (rule === 'upload-type') return new ApiError(415, 'UPLOAD_TYPE', 'unsupportedMediaType', { value });
  if (rule === 'upload-unreadable') return new ApiError(400, 'UPLOAD_UNREADABLE', 'badRequest', { value });
  return new ApiError(400, 'UPLOAD_MISSING', 'badRequest', { value });
}

/** Width and height of an image read as `format` (image-size's name), or null when it cannot be read as that format. */
function dimensions(bytes: Buffer, format: string): { width: number; height: number } | null {
  try {
    const size = imageSize(bytes);
    return size.type === format && size.width > 0 && size.height > 0
      ? { width: size.width, height: size.height }
      : null;
  } catch {
    return null;
  }
}

/**
 * Stores an image of merchant `merchantId`.
 * @returns its id, the URL a banner's imageUrl takes, its type, byte size and pixel size.
 * @throws the {@link uploadRefusal}s: 413 UPLOAD_TOO_LARGE, 415 UPLOAD_TYPE, 400 UPLOAD_MISSING,
 *   400 UPLOAD_UNREADABLE (nothing is stored).
 */
export async function storeUpload(db: Db, merchantId: number, operatorId: number, bytes: Buffer, language: Language) {
  if (bytes.length === 0) throw uploadRefusal('upload-missing', language);
  if (bytes.length > MAX_UPLOAD_BYTES) throw uploadRefusal('upload-size', language);
  const type = await fileTypeFromBuffer(bytes);
  const format = type && ACCEPTED.get(type.mime);
  if (!type || !format) throw uploadRefusal('upload-type', language);
  const size = dimensions(bytes, format);
  if (!size) throw uploadRefusal('upload-unreadable', language);
  const [row] = await db
    .insert(mediaUploads)
    .values({
      merchantId,
      operatorId,
      contentType: type.mime,
      bytes,
      size: bytes.length,
      width: size.width,
      height: size.height,
    })
    .returning({ id: mediaUploads.id });
  return {
    id: row!.id,
    url: uploadUrl(row!.id),
    contentType: type.mime,
    size: bytes.length,
    width: size.width,
    height: size.height,
  };
}

const UPLOAD_PATH = '/media/uploads/';

/** The URL of upload `id`. */
export const uploadUrl = (id: number) => `${UPLOAD_PATH}${id}`;

/** The upload id of a banner's imageUrl (`/media/uploads/<id>`, schemas/content.schema.json); null for none or another address. */
export function uploadIdOf(url: string | null | undefined): number | null {
  if (!url?.startsWith(UPLOAD_PATH)) return null;
  const id = Number(url.slice(UPLOAD_PATH.length));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** Upload `id` of merchant `merchantId`, or null (another merchant's upload is not found). */
export async function uploadOf(db: Db, merchantId: number, id: number) {
  const [row] = await db
    .select({ contentType: mediaUploads.contentType, bytes: mediaUploads.bytes })
    .from(mediaUploads)
    .where(and(eq(mediaUploads.id, id), eq(mediaUploads.merchantId, merchantId)))
    .limit(1);
  return row ?? null;
}

/**
 * What the variants need to know of upload `id` of merchant `merchantId` without its bytes: its
 * byte size and pixel size (width and height null when the format did not tell them), or null
 * (another merchant's upload is not found, as in {@link uploadOf}).
 */
export async function uploadFactsOf(db: Db, merchantId: number, id: number) {
  const [row] = await db
    .select({ id: mediaUploads.id, size: mediaUploads.size, width: mediaUploads.width, height: mediaUploads.height })
    .from(mediaUploads)
    .where(and(eq(mediaUploads.id, id), eq(mediaUploads.merchantId, merchantId)))
    .limit(1);
  return row ?? null;
}
