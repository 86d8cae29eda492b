/**
 * Banner image uploads record their pixel size for every accepted type (README "Operator console"): PNG,
 * JPEG and WebP are read by image-size; a file whose magic number claims one of them but whose
 * content cannot be read as that type is refused with a localised 400 UPLOAD_UNREADABLE at
 * `/file`, and nothing is stored.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { count } from 'drizzle-orm';
import { mediaUploads } from '../../../../server/db/schema.ts';
import { createTestApp, type TestApp } from '../../support/testApp.ts';
import { operatorSignIn } from '../../support/operator.ts';

let t: TestApp;
let token: string;
const image = (base64: string) => Buffer.from(base64, 'base64');
// 1 x 1 PNG; 3 x 2 JPEG and WebP (drawn in Chromium)
const PNG = image('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==');
const JPEG = image(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAACAAMDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABAb/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCeAGpH/9k=',
);
const WEBP = image(
  'UklGRhYCAABXRUJQVlA4WAoAAAAgAAAAAgAAAQAASUNDUMgBAAAAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADZWUDggKAAAAJABAJ0BKgMAAgACwEwloAJ0ugADmAD+6NcevPUxxf/maP0m+k3cwAA=',
);
// a PNG signature without an IHDR chunk, a JPEG start with no frame, a RIFF/WEBP box with no VP8 chunk
const BROKEN_PNG = image(
  'iVBORw0KGgoAAABASURBVAcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcAAAAAAAAAAElFTkQAAAAA',
);
const BROKEN_JPEG = Buffer.concat([Buffer.from('ffd8ffe000104a46494600', 'hex'), Buffer.alloc(64, 7)]);
const BROKEN_WEBP = image(
  'UklGRkgAAABXRUJQWFhYWAcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwc=',
);

async function upload(bytes: Buffer, name: string, type: string, language = 'en') {
  const boundary = '----types-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${name}"\r\ncontent-type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/console/content/uploads',
    headers: {
      host: 'localhost',
      'accept-language': language,
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload,
  });
  return { status: res.statusCode, body: res.json() as { code: string; value: any } };
}
const stored = async () => (await t.db.select({ n: count() }).from(mediaUploads))[0]!.n;

beforeAll(async () => {
  t = await createTestApp();
  token = await operatorSignIn(t.app, { host: 'localhost' });
});
afterAll(async () => t.close());

describe('banner upload dimensions', () => {
  it.each([
    ['PNG', PNG, 'image/png', 1, 1],
    ['JPEG', JPEG, 'image/jpeg', 3, 2],
    ['WebP', WEBP, 'image/webp', 3, 2],
  ])('records the width and height of a %s', async (_name, bytes, type, width, height) => {
    const res = await upload(bytes, 'banner', type);
    expect([res.status, res.body.value]).toEqual([
      200,
      expect.objectContaining({ contentType: type, size: bytes.length, width, height }),
    ]);
    const served = await t.app.inject({ method: 'GET', url: res.body.value.url, headers: { host: 'localhost' } });
    expect([served.statusCode, served.headers['content-type']]).toEqual([200, type]);
  });

  it.each([
    ['PNG', BROKEN_PNG, 'image/png'],
    ['JPEG', BROKEN_JPEG, 'image/jpeg'],
    ['WebP', BROKEN_WEBP, 'image/webp'],
  ])('refuses a %s that cannot be read as one, in EN and TW, and stores nothing', async (_name, bytes, type) => {
    const before = await stored();
    const en = await upload(bytes, 'banner', type);
    expect([en.status, en.body.code, en.body.value.errors]).toEqual([
      400,
      'UPLOAD_UNREADABLE',
      [
        {
          pointer: '/file',
          rule: 'upload-unreadable',
          message: 'The image is damaged or its content does not match its format; its size cannot be read',
        },
      ],
    ]);
    const tw = await upload(bytes, 'banner', type, 'zh-TW');
    expect(tw.body.value.errors[0].message).toBe('圖片檔案已損毀或內容與格式不符，無法讀取尺寸');
    expect(await stored()).toBe(before);
  });
});
