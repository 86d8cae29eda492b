/**
 * Uploaded images (server/services/config-versions/uploads.ts: banner, promotion, points item and
 * article cover images, PNG/JPEG/WebP up to 2 MB) re-encoded at the width they are shown at, in a
 * modern format. Served by server/routes/media at
 *   /media/uploads/<id>/w<width>.<avif|webp>
 * beside the untouched original at /media/uploads/<id>; the site asks for them through a
 * `<picture>` (src/components/responsiveImage.ts builds its sources from the same ladder).
 *
 * The rules:
 * - Widths come from a fixed ladder ({@link VARIANT_WIDTHS}: 480, 960, 1440, 1920 px) so that a
 *   handful of variants per image exist at most, and a client cannot ask for arbitrary sizes. An
 *   image is never upscaled: a width above the original's gives the original's width (the srcset's
 *   `w` descriptor is then an upper bound; the browser still gets the best there is).
 * - Quality ({@link AVIF_OPTIONS}, {@link WEBP_OPTIONS}): AVIF quality 50 and WebP quality 75 are
 *   the points where photographic banners look like the original at their shown size (both about
 *   what a JPEG of quality 80 shows) while a 2 MB PNG banner becomes 15 to 30 KB at 1920 px. AVIF
 *   keeps full-resolution colour (4:4:4, sharp's default) so red and blue headline text keeps clean
 *   edges; WebP, always 4:2:0, uses sharp's smart subsampling for the same reason. AVIF is encoded
 *   at effort 2 rather than sharp's default 4: measured on a 2400 x 650 banner, effort 4 takes
 *   1.5 s for the 1920 px variant and effort 2 0.22 s, for files within 3 % of each other.
 * - Metadata is stripped (EXIF, XMP, ICC: sharp keeps none unless asked), after the EXIF
 *   orientation is applied so a phone photo stands the way the original is shown; colours are
 *   converted to sRGB.
 * - Made lazily, on the first request, then kept in a memory LRU bounded in bytes
 *   ({@link VARIANT_CACHE_BYTES}); the answers are immutable (the id names the bytes), so browsers
 *   and any CDN in front keep them for a year and the server encodes each variant about once per
 *   process. Not at upload time: that would need a table (a migration) for bytes most images never
 *   need (a promotion image is never asked at 1920 px), and would make the upload wait.
 * - Concurrency: sharp runs in libuv's thread pool, never on the event loop; at most
 *   {@link VARIANT_CONCURRENCY} encodes run at once (a small queue), so on a 2-core server one core
 *   stays free for requests and the pool for file, zlib and password work. Requests for the same
 *   variant while it is being made share that one encode.
 * - What cannot be re-encoded is answered by the original instead (the route redirects to
 *   /media/uploads/<id>): an animated WebP (a variant would be its first frame), an image of more
 *   than {@link MAX_VARIANT_INPUT_PIXELS} pixels (decompression bombs: 2 MB of PNG can describe a
 *   gigapixel), or bytes sharp cannot decode.
 */
import sharp from 'sharp';

/** The widths a variant can have, px (the `w<width>` of the URL). */
export const VARIANT_WIDTHS = [480, 960, 1440, 1920] as const;
/** The formats a variant can have (the URL's extension), best first. */
export const VARIANT_FORMATS = ['avif', 'webp'] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];
/** The content type of each format. */
export const VARIANT_TYPES: Record<VariantFormat, string> = { avif: 'image/avif', webp: 'image/webp' };
/** AVIF encoding: quality 50 (0-100), effort 2 (0-9, CPU time); see the module doc. */
export const AVIF_OPTIONS = { quality: 50, effort: 2 } as const;
/** WebP encoding: quality 75 (0-100), smart subsampling for sharp colour edges; see the module doc. */
export const WEBP_OPTIONS = { quality: 75, effort: 4, smartSubsample: true } as const;
/** Larger images (width x height) are not decoded: 40 megapixels (8000 x 5000). */
export const MAX_VARIANT_INPUT_PIXELS = 40_000_000;
/** The variants kept in memory per server process: 64 MiB (a 1920 px banner variant is 15-60 KB). */
export const VARIANT_CACHE_BYTES = 64 * 1024 * 1024;
/** Encodes running at once per server process. */
export const VARIANT_CONCURRENCY = 1;

/**
 * The width and format named by a variant file name `w<width>.<avif|webp>` (`w960.avif`), or null
 * when the width is not one of {@link VARIANT_WIDTHS} or the format not one of
 * {@link VARIANT_FORMATS} (the route answers 404).
 */
export function parseVariant(name: string): { width: number; format: VariantFormat } | null {
  const match = /^w([1-9][0-9]{0,4})\.([a-z]{1,8})$/.exec(name);
  if (!match) return null;
  const width = Number(match[1]);
  const format = match[2] as VariantFormat;
  return (VARIANT_WIDTHS as readonly number[]).includes(width) && VARIANT_FORMATS.includes(format)
    ? { width, format }
    : null;
}

/** What the store knows of an upload without reading its bytes (media_uploads: width and height are null when the format did not tell them). */
export interface UploadFacts {
  id: number;
  /** Bytes of the original. */
  size: number;
  width: number | null;
  height: number | null;
}

/** Why the original is served instead of a variant. */
export type OriginalReason = 'animated' | 'too-large' | 'unreadable';

/** A made variant (`bytes` of `contentType`, `width` x `height` px), or the original instead (see the module doc). */
export type Variant =
  | { kind: 'image'; bytes: Buffer; contentType: string; width: number; height: number }
  | { kind: 'original'; reason: OriginalReason };

/** Re-encodes `bytes` at `width` px (never wider than the image) as `format`. */
export type Encoder = (bytes: Buffer, width: number, format: VariantFormat) => Promise<Variant>;

/**
 * The real encoder (sharp): orientation applied, resized to `width` px without enlargement,
 * metadata stripped, encoded with {@link AVIF_OPTIONS} or {@link WEBP_OPTIONS}. Never throws: an
 * animated image, one over {@link MAX_VARIANT_INPUT_PIXELS} or bytes that cannot be decoded give
 * `{ kind: 'original' }`.
 */
export const encodeVariant: Encoder = async (bytes, width, format) => {
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_VARIANT_INPUT_PIXELS });
    const meta = await image.metadata();
    if ((meta.pages ?? 1) > 1) return { kind: 'original', reason: 'animated' };
    const resized = image.autoOrient().resize({ width, withoutEnlargement: true });
    const encoded = format === 'avif' ? resized.avif(AVIF_OPTIONS) : resized.webp(WEBP_OPTIONS);
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { kind: 'image', bytes: data, contentType: VARIANT_TYPES[format], width: info.width, height: info.height };
  } catch (err) {
    return {
      kind: 'original',
      reason: /pixel limit/i.test(String((err as Error)?.message)) ? 'too-large' : 'unreadable',
    };
  }
};

/** Runs at most `limit` jobs at once, the others in arrival order. */
function queue(limit: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async <T>(job: () => Promise<T>): Promise<T> => {
    if (active < limit) active += 1;
    // a finishing job hands its slot straight to the next, so `active` never overshoots
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await job();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else active -= 1;
    }
  };
}

/** The variants cache and queue of one server (tests: the counters). */
export interface UploadVariants {
  /**
   * Variant `width` x `format` of the upload `facts` describes: from the cache, or made now (after
   * the queue) from the bytes `load` gives. Two requests that end on the same variant (two widths
   * above the original's) share one entry.
   * @returns the variant, `{ kind: 'original' }` (see the module doc), or null when `load` found
   *   no bytes (the upload was removed meanwhile). Never rejects for bad image bytes; rejects only
   *   when `load` does.
   */
  variant(
    facts: UploadFacts,
    width: number,
    format: VariantFormat,
    load: () => Promise<Buffer | null>,
  ): Promise<Variant | null>;
  /** Encodes made so far, variants held and their bytes. */
  stats(): { encodes: number; entries: number; bytes: number };
}

/**
 * A variants cache and encode queue (one per app: upload ids belong to one database).
 * @param options.maxBytes the cache's bound in bytes ({@link VARIANT_CACHE_BYTES}); a variant
 *   larger than it is served but not kept.
 * @param options.concurrency encodes at once ({@link VARIANT_CONCURRENCY}).
 * @param options.encode the encoder ({@link encodeVariant}; tests count calls with their own).
 */
export function createUploadVariants(
  options: { maxBytes?: number; concurrency?: number; encode?: Encoder } = {},
): UploadVariants {
  const maxBytes = options.maxBytes ?? VARIANT_CACHE_BYTES;
  const encode = options.encode ?? encodeVariant;
  const run = queue(options.concurrency ?? VARIANT_CONCURRENCY);
  // Map order is recency: a hit moves its key to the end, eviction takes from the front
  const cache = new Map<string, { variant: Variant; bytes: number }>();
  const making = new Map<string, Promise<Variant | null>>();
  let held = 0;
  let encodes = 0;

  const keep = (key: string, variant: Variant) => {
    const bytes = variant.kind === 'image' ? variant.bytes.length : 64;
    if (bytes > maxBytes) return;
    cache.set(key, { variant, bytes });
    held += bytes;
    for (const [oldest, entry] of cache) {
      if (held <= maxBytes) break;
      cache.delete(oldest);
      held -= entry.bytes;
    }
  };

  return {
    async variant(facts, width, format, load) {
      const known = facts.width !== null && facts.height !== null;
      if (known && facts.width! * facts.height! > MAX_VARIANT_INPUT_PIXELS)
        return { kind: 'original', reason: 'too-large' };
      // every width at or above the image's longer side gives the same picture (even once rotated by its EXIF orientation)
      const shown = known ? Math.min(width, Math.max(facts.width!, facts.height!)) : width;
      const key = `${facts.id}:${facts.size}:${shown}:${format}`;
      const hit = cache.get(key);
      if (hit) {
        cache.delete(key);
        cache.set(key, hit);
        return hit.variant;
      }
      let pending = making.get(key);
      if (!pending) {
        pending = run(async () => {
          const bytes = await load();
          if (!bytes) return null;
          encodes += 1;
          const made = await encode(bytes, shown, format);
          // an undecodable file is not kept: the answer is cached a day by the browser, and a retry costs one decode
          if (made.kind === 'image' || made.reason !== 'unreadable') keep(key, made);
          return made;
        }).finally(() => making.delete(key));
        making.set(key, pending);
      }
      return pending;
    },
    stats: () => ({ encodes, entries: cache.size, bytes: held }),
  };
}
