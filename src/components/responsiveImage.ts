/**
 * The `<picture>` sources of an image an operator uploaded (`/media/uploads/<id>`): the server
 * serves each upload re-encoded as AVIF and WebP at the widths {@link UPLOAD_VARIANT_WIDTHS}
 * (`/media/uploads/<id>/w<width>.<avif|webp>`, server/media/uploadVariants.ts, whose ladder this
 * one must equal: tests/server/media/variants.test.ts fetches every URL built here), so the browser
 * picks the format it decodes (AVIF first) and the width it draws the image at from `sizes`. Any
 * other URL (the generated SVG artwork under /media, an external https image) gets nothing and
 * stays a plain `<img>`. Pure: no DOM, no store.
 */

/** The variant widths the server makes, px (server/media/uploadVariants.ts VARIANT_WIDTHS). */
export const UPLOAD_VARIANT_WIDTHS = [480, 960, 1440, 1920] as const;

/** The variant formats, in the order a `<picture>` lists them (the browser takes the first it decodes). */
const FORMATS = [
  { ext: 'avif', type: 'image/avif' },
  { ext: 'webp', type: 'image/webp' },
] as const;

/** One `<source>` of a picture: its `type` and `srcSet` (URLs with `w` descriptors). */
export interface PictureSource {
  type: 'image/avif' | 'image/webp';
  srcSet: string;
}

/** What a `<picture>` of an upload needs: the sources, AVIF then WebP, and the `sizes` for each. */
export interface UploadPicture {
  sources: PictureSource[];
  sizes: string;
}

/** An upload's path: the id is a positive int4, as the server's route takes it. */
const UPLOAD = /^\/media\/uploads\/([1-9][0-9]{0,9})$/;
const MAX_ID = 2147483647;

/**
 * The picture sources of `url` when it is an upload of this site, else null.
 * @param url an image URL: `/media/uploads/<id>`, or the same with `origin` in front (an absolute
 *   URL of this site); anything else (other paths, query strings, other origins) gives null.
 * @param sizes the `sizes` attribute: the CSS width the image is drawn at (with `object-fit:
 *   cover` in a fixed height, the drawn width of the picture, not of its box), e.g.
 *   `(max-width: 688px) calc(100vw - 128px), 420px`.
 * @param origin this site's origin (`location.origin`), to recognise absolute URLs of it.
 * @returns the sources (URLs in the form of `url`: relative stays relative) and `sizes`.
 */
export function uploadPicture(url: string | null | undefined, sizes: string, origin?: string): UploadPicture | null {
  if (!url) return null;
  const prefix = origin && url.startsWith(`${origin}/`) ? origin : '';
  const match = UPLOAD.exec(url.slice(prefix.length));
  if (!match || Number(match[1]) > MAX_ID) return null;
  const base = `${prefix}/media/uploads/${match[1]}`;
  return {
    sources: FORMATS.map(({ ext, type }) => ({
      type,
      srcSet: UPLOAD_VARIANT_WIDTHS.map((w) => `${base}/w${w}.${ext} ${w}w`).join(', '),
    })),
    sizes,
  };
}
