/**
 * The variants' cache and queue (server/media/uploadVariants.ts "Made lazily" and "Concurrency"),
 * with a counting encoder: a variant is made once and then kept; requests for it while it is being
 * made share the encode; widths at or above the image's longer side share one entry; at most
 * `concurrency` encodes run at once; the memory held stays within its bound in bytes, the least
 * recently used going first; an undecodable file is not kept, an animated one is; an image over the
 * pixel limit never reaches the decoder; and the variant name parser takes only the ladder.
 */
import { describe, expect, it } from '@jest/globals';
import {
  createUploadVariants,
  MAX_VARIANT_INPUT_PIXELS,
  parseVariant,
  type Encoder,
  type Variant,
  type VariantFormat,
} from '../../../server/media/uploadVariants.ts';

/** An encoder that makes `size` bytes per variant after a tick, and records calls and the most running at once. */
function countingEncoder(size = 100, outcome?: Variant) {
  const calls: { width: number; format: VariantFormat }[] = [];
  let running = 0;
  let most = 0;
  const encode: Encoder = async (_bytes, width, format) => {
    calls.push({ width, format });
    running += 1;
    most = Math.max(most, running);
    await new Promise((resolve) => setTimeout(resolve, 5));
    running -= 1;
    return (
      outcome ?? {
        kind: 'image',
        bytes: Buffer.alloc(size, width % 251),
        contentType: `image/${format}`,
        width,
        height: width / 2,
      }
    );
  };
  return { encode, calls, most: () => most };
}
const facts = (id: number, width: number | null = 2000, height: number | null = 1000) => ({
  id,
  size: 1234,
  width,
  height,
});
const load = async () => Buffer.from('original');

describe('upload variants cache', () => {
  it('makes a variant once, for requests at the same time and after', async () => {
    const enc = countingEncoder();
    const variants = createUploadVariants({ encode: enc.encode });
    const [a, b] = await Promise.all([
      variants.variant(facts(1), 960, 'avif', load),
      variants.variant(facts(1), 960, 'avif', load),
    ]);
    const c = await variants.variant(facts(1), 960, 'avif', load);
    expect(enc.calls).toEqual([{ width: 960, format: 'avif' }]);
    expect(b).toBe(a);
    expect(c).toBe(a);
    expect(variants.stats()).toEqual({ encodes: 1, entries: 1, bytes: 100 });
  });

  it('keeps one entry for every width at or above the image, and tells the formats apart', async () => {
    const enc = countingEncoder();
    const variants = createUploadVariants({ encode: enc.encode });
    for (const width of [1440, 1920]) await variants.variant(facts(2, 1200, 600), width, 'webp', load);
    await variants.variant(facts(2, 1200, 600), 1920, 'avif', load);
    // a portrait image: its longer side bounds it, whatever its EXIF orientation turns it to
    await variants.variant(facts(3, 500, 1000), 960, 'webp', load);
    await variants.variant(facts(3, 500, 1000), 1440, 'webp', load);
    expect(enc.calls).toEqual([
      { width: 1200, format: 'webp' },
      { width: 1200, format: 'avif' },
      { width: 960, format: 'webp' },
      { width: 1000, format: 'webp' },
    ]);
  });

  it('asks the encoder for the width itself when the pixel size is unknown', async () => {
    const enc = countingEncoder();
    await createUploadVariants({ encode: enc.encode }).variant(facts(4, null, null), 1920, 'avif', load);
    expect(enc.calls).toEqual([{ width: 1920, format: 'avif' }]);
  });

  it('runs at most `concurrency` encodes at once and finishes them all', async () => {
    for (const concurrency of [1, 2]) {
      const enc = countingEncoder();
      const variants = createUploadVariants({ encode: enc.encode, concurrency });
      const made = await Promise.all([1, 2, 3, 4, 5, 6].map((id) => variants.variant(facts(id), 480, 'avif', load)));
      expect([made.every((v) => v?.kind === 'image'), enc.calls.length, enc.most()]).toEqual([true, 6, concurrency]);
    }
  });

  it('holds at most its bound in bytes, dropping the least recently used first, and never keeps a variant larger than the bound', async () => {
    const enc = countingEncoder(100);
    const variants = createUploadVariants({ encode: enc.encode, maxBytes: 250 });
    await variants.variant(facts(1), 480, 'avif', load);
    await variants.variant(facts(2), 480, 'avif', load);
    await variants.variant(facts(1), 480, 'avif', load); // 1 is now the most recent
    await variants.variant(facts(3), 480, 'avif', load); // 2 goes
    expect(variants.stats()).toEqual({ encodes: 3, entries: 2, bytes: 200 });
    await variants.variant(facts(1), 480, 'avif', load);
    expect(variants.stats().encodes).toBe(3);
    await variants.variant(facts(2), 480, 'avif', load);
    expect(variants.stats()).toEqual({ encodes: 4, entries: 2, bytes: 200 });

    const big = countingEncoder(300);
    const small = createUploadVariants({ encode: big.encode, maxBytes: 250 });
    for (let i = 0; i < 2; i++) expect((await small.variant(facts(9), 480, 'webp', load))?.kind).toBe('image');
    expect([big.calls.length, small.stats().entries, small.stats().bytes]).toEqual([2, 0, 0]);
  });

  it("keeps an animated image's answer but not an undecodable one's", async () => {
    const animated = countingEncoder(0, { kind: 'original', reason: 'animated' });
    const a = createUploadVariants({ encode: animated.encode });
    for (let i = 0; i < 2; i++)
      expect(await a.variant(facts(1), 480, 'avif', load)).toEqual({ kind: 'original', reason: 'animated' });
    expect(animated.calls.length).toBe(1);
    const damaged = countingEncoder(0, { kind: 'original', reason: 'unreadable' });
    const d = createUploadVariants({ encode: damaged.encode });
    for (let i = 0; i < 2; i++)
      expect(await d.variant(facts(1), 480, 'avif', load)).toEqual({ kind: 'original', reason: 'unreadable' });
    expect(damaged.calls.length).toBe(2);
  });

  it('answers the original for an image over the pixel limit without reading or decoding it', async () => {
    const enc = countingEncoder();
    let loads = 0;
    const side = Math.ceil(Math.sqrt(MAX_VARIANT_INPUT_PIXELS)) + 1;
    const answer = await createUploadVariants({ encode: enc.encode }).variant(
      facts(1, side, side),
      480,
      'avif',
      async () => {
        loads += 1;
        return Buffer.from('x');
      },
    );
    expect([answer, loads, enc.calls.length]).toEqual([{ kind: 'original', reason: 'too-large' }, 0, 0]);
  });

  it('answers null, and keeps nothing, when the upload is gone before its bytes are read', async () => {
    const enc = countingEncoder();
    const variants = createUploadVariants({ encode: enc.encode });
    expect(await variants.variant(facts(1), 480, 'avif', async () => null)).toBeNull();
    expect([enc.calls.length, variants.stats().entries]).toEqual([0, 0]);
  });
});

describe('variant names', () => {
  it('takes the widths of the ladder in AVIF or WebP and nothing else', () => {
    expect(['w480.avif', 'w960.webp', 'w1440.avif', 'w1920.webp'].map(parseVariant)).toEqual([
      { width: 480, format: 'avif' },
      { width: 960, format: 'webp' },
      { width: 1440, format: 'avif' },
      { width: 1920, format: 'webp' },
    ]);
    for (const name of [
      'w481.avif',
      'w0480.avif',
      'w480.png',
      'w480.AVIF',
      'W480.avif',
      'w480.avif ',
      'w480',
      '480.avif',
      'w1e3.webp',
      'w-480.webp',
      'w480.avif/x',
    ])
      expect([name, parseVariant(name)]).toEqual([name, null]);
  });
});
