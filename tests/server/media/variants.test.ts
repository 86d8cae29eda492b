/**
 * Uploaded images at the size shown, in a modern format (server/media/uploadVariants.ts; route in
 * server/routes/media): an operator's upload stays at /media/uploads/<id> untouched, and
 * /media/uploads/<id>/w<width>.<avif|webp> serves it re-encoded at a width of the ladder (never
 * wider than the original, EXIF orientation applied, metadata stripped), much smaller, immutable and
 * nosniff, only on the upload's merchant host. Unknown widths, formats and ids answer the 404
 * envelope; an image that cannot be re-encoded (animated, over 40 MP, damaged) redirects to the
 * original. Every URL the site's helper (src/components/responsiveImage.ts) builds is served.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { uploadPicture, UPLOAD_VARIANT_WIDTHS } from '../../../src/components/responsiveImage.ts';
import { VARIANT_WIDTHS } from '../../../server/media/uploadVariants.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';
import { operatorSignIn } from '../support/operator.ts';

let t: TestApp;
const LUCKY = 'lucky.localhost';
const tokens: Record<string, string> = {};

/** A banner-like PNG, `width` x `width * 520 / 1920`: gradient, shapes, headline and grain (a photo's noise), with EXIF and a Display P3 profile. */
async function bannerPng(width: number) {
  const height = Math.round((width * 520) / 1920);
  const circles = Array.from(
    { length: 24 },
    (_, i) =>
      `<circle cx="${(i * 997) % width}" cy="${(i * 631) % height}" r="${30 + ((i * 37) % 120)}" fill="hsl(${(i * 47) % 360},70%,55%)" fill-opacity="0.55"/>`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="#1e1b4b"/><stop offset="1" stop-color="#be185d"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>${circles}<text x="60" y="${height / 2}" font-size="${height / 5}" font-family="sans-serif" font-weight="800" fill="#fff">MEGA BONUS</text></svg>`;
  const grain = await sharp({
    create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 30 } },
  })
    .ensureAlpha(0.18)
    .png()
    .toBuffer();
  const png = await sharp(Buffer.from(svg))
    .composite([{ input: grain, blend: 'overlay' }])
    .withExif({ IFD0: { Copyright: 'Merchant artwork', Artist: 'Designer' } })
    .withIccProfile('p3')
    .png()
    .toBuffer();
  return { png, width, height };
}

/** A PNG whose header claims `width` x `height` (IHDR rewritten, CRC fixed) over the pixels of a 1 x 1 one. */
async function claimedPng(width: number, height: number) {
  const png = Buffer.from(
    await sharp({ create: { width: 1, height: 1, channels: 3, background: '#fff' } })
      .png()
      .toBuffer(),
  );
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

async function upload(bytes: Buffer, host = 'localhost') {
  const boundary = '----variants-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="banner"\r\ncontent-type: image/png\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/console/content/uploads',
    headers: {
      host,
      'accept-language': 'en',
      authorization: `Bearer ${tokens[host]}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload,
  });
  expect(res.statusCode).toBe(200);
  return res.json().value as { id: number; url: string; width: number; height: number };
}
const get = (url: string, host = 'localhost') =>
  t.app.inject({ method: 'GET', url, headers: { host, 'accept-language': 'en' } });

let banner: { png: Buffer; width: number; height: number };
let stored: { id: number; url: string };

beforeAll(async () => {
  t = await createTestApp();
  for (const host of ['localhost', LUCKY]) {
    tokens[host] = await operatorSignIn(t.app, { host });
  }
  banner = await bannerPng(1600);
  stored = await upload(banner.png);
});
afterAll(async () => t.close());

describe('upload variants', () => {
  it('keeps serving the original, unchanged, at /media/uploads/<id>', async () => {
    expect(banner.png.length).toBeGreaterThan(500_000);
    const res = await get(stored.url);
    expect([
      res.statusCode,
      res.headers['content-type'],
      res.headers['x-content-type-options'],
      res.headers['cache-control'],
    ]).toEqual([200, 'image/png', 'nosniff', 'public, max-age=31536000, immutable']);
    expect(res.rawPayload.equals(banner.png)).toBe(true);
  });

  it.each([
    ['avif', 480, 480],
    ['avif', 960, 960],
    ['avif', 1440, 1440],
    ['avif', 1920, 1600],
    ['webp', 480, 480],
    ['webp', 960, 960],
    ['webp', 1440, 1440],
    ['webp', 1920, 1600],
  ] as const)(
    'serves a %s of width %i as %i px wide, much smaller, immutable, nosniff and without metadata',
    async (format, asked, width) => {
      const res = await get(`${stored.url}/w${asked}.${format}`);
      expect([
        res.statusCode,
        res.headers['content-type'],
        res.headers['x-content-type-options'],
        res.headers['cache-control'],
      ]).toEqual([200, `image/${format}`, 'nosniff', 'public, max-age=31536000, immutable']);
      const meta = await sharp(res.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual([
        format === 'avif' ? 'heif' : 'webp',
        width,
        Math.round((width * banner.height) / banner.width),
      ]);
      if (format === 'avif') expect(meta.compression).toBe('av1');
      expect([meta.exif, meta.icc, meta.xmp]).toEqual([undefined, undefined, undefined]);
      expect(res.rawPayload.length).toBeLessThan(banner.png.length / 10);
    },
  );

  it('sends variants as they are to a browser that accepts brotli (already compressed)', async () => {
    for (const format of ['avif', 'webp']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `${stored.url}/w1440.${format}`,
        headers: { host: 'localhost', 'accept-encoding': 'br, gzip' },
      });
      expect([res.statusCode, res.headers['content-encoding'], (await sharp(res.rawPayload).metadata()).width]).toEqual(
        [200, undefined, 1440],
      );
    }
  });

  it('answers the same bytes again (made once, then kept)', async () => {
    const first = await get(`${stored.url}/w960.avif`);
    const again = await get(`${stored.url}/w960.avif`);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it("serves every source the site's helper builds, with the type it declares", async () => {
    expect([...UPLOAD_VARIANT_WIDTHS]).toEqual([...VARIANT_WIDTHS]);
    const picture = uploadPicture(stored.url, '100vw')!;
    expect(picture.sources.map((s) => s.type)).toEqual(['image/avif', 'image/webp']);
    for (const source of picture.sources) {
      for (const candidate of source.srcSet.split(', ')) {
        const [url, descriptor] = candidate.split(' ');
        const res = await get(url!);
        expect([url, res.statusCode, res.headers['content-type']]).toEqual([url, 200, source.type]);
        expect((await sharp(res.rawPayload).metadata()).width).toBe(
          Math.min(Number(descriptor!.slice(0, -1)), banner.width),
        );
      }
    }
  });

  it('applies the EXIF orientation before it strips it, and never makes a width above the turned image', async () => {
    // stored 800 x 400, shown turned a quarter (orientation 6): 400 x 800
    const jpeg = await sharp({ create: { width: 800, height: 400, channels: 3, background: '#2563eb' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).orientation).toBe(6);
    const photo = await upload(jpeg);
    for (const format of ['avif', 'webp']) {
      const res = await get(`${photo.url}/w480.${format}`);
      const meta = await sharp(res.rawPayload).metadata();
      expect([res.statusCode, meta.width, meta.height, meta.orientation, meta.exif]).toEqual([
        200,
        400,
        800,
        undefined,
        undefined,
      ]);
    }
  });

  it.each([
    ['a width off the ladder', 'w500.avif'],
    ['a width above the ladder', 'w2400.webp'],
    ['a zero width', 'w0.avif'],
    ['the original format', 'w480.png'],
    ['JPEG', 'w480.jpg'],
    ['an upper-case format', 'w480.AVIF'],
    ['two extensions', 'w480.avif.png'],
    ['no width', 'avif'],
    ['a name', 'original'],
    ['a long name', `w480.${'a'.repeat(50)}`],
  ])('answers the 404 envelope for %s', async (_name, variant) => {
    const res = await get(`${stored.url}/${variant}`);
    expect([res.statusCode, res.json().code, res.json().success]).toEqual([404, 'NOT_FOUND', false]);
  });

  it("answers the 404 envelope for an unknown id and for another merchant's upload, both ways", async () => {
    expect((await get('/media/uploads/2147483647/w480.avif')).statusCode).toBe(404);
    const other = await get(`${stored.url}/w480.avif`, LUCKY);
    expect([other.statusCode, other.json().code]).toEqual([404, 'NOT_FOUND']);
    const theirs = await upload(banner.png, LUCKY);
    expect((await get(`${theirs.url}/w480.webp`, LUCKY)).statusCode).toBe(200);
    expect((await get(`${theirs.url}/w480.webp`)).statusCode).toBe(404);
  });

  it('refuses ids that are not positive int4, and variant names over 64 characters, with a 400 envelope, never a 5xx', async () => {
    for (const id of ['abc', '0', '-3', '2147483648', '1.5']) {
      const res = await get(`/media/uploads/${id}/w480.avif`);
      expect([id, res.statusCode, res.json().success]).toEqual([id, 400, false]);
    }
    const long = await get(`${stored.url}/w480.${'a'.repeat(60)}`);
    expect([long.statusCode, long.json().code]).toEqual([400, 'BAD_REQUEST']);
  });

  it('redirects to the original what it cannot re-encode: an animated WebP, more than 40 megapixels, damaged pixels', async () => {
    const frame = (colour: string) =>
      sharp({ create: { width: 320, height: 160, channels: 3, background: colour } })
        .png()
        .toBuffer();
    const animated = await sharp([await frame('#e11d48'), await frame('#2563eb')], { join: { animated: true } })
      .webp({ loop: 0, delay: [300, 300] })
      .toBuffer();
    const huge = await claimedPng(9000, 9000);
    const damaged = await claimedPng(1200, 400);
    for (const bytes of [animated, huge, damaged]) {
      const original = await upload(bytes);
      for (const format of ['avif', 'webp']) {
        const res = await get(`${original.url}/w960.${format}`);
        expect([res.statusCode, res.headers.location, res.headers['cache-control']]).toEqual([
          302,
          original.url,
          'public, max-age=86400',
        ]);
      }
      expect((await get(original.url)).rawPayload.equals(bytes)).toBe(true);
    }
  });
});
