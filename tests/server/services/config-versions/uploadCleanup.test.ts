/**
 * Removal of unused banner uploads (README "Operator console"): an upload no stored content version and no
 * live banner uses, older than the 24-hour grace, is deleted (its URL answers 404); a fresh one
 * (an unsaved draft's), one only an old version uses (a rollback needs it) and one the live banner
 * rows use are kept; each merchant is cleaned on its own. The server runs the clean-up on start
 * and then on its timer, which stops with the app.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq, inArray } from 'drizzle-orm';
import { buildApp } from '../../../../server/app.ts';
import { banners, mediaUploads, merchants, pointsItems } from '../../../../server/db/schema.ts';
import {
  removeUnusedUploads,
  startUploadCleanup,
  UPLOAD_GRACE_MS,
} from '../../../../server/services/config-versions/uploadCleanup.ts';
import type { ContentDocument } from '../../../../contract/types.ts';
import { createTestApp, type TestApp } from '../../support/testApp.ts';
import { operatorSignIn } from '../../support/operator.ts';

let t: TestApp;
const LUCKY = 'lucky.localhost';
const tokens: Record<string, string> = {};
// a 1 x 1 PNG
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const DAY = 24 * 60 * 60 * 1000;

async function call(method: 'GET' | 'PUT' | 'POST', url: string, host = 'localhost', body?: unknown) {
  const headers: Record<string, string> = {
    host,
    'accept-language': 'en',
    ...(tokens[host] ? { authorization: `Bearer ${tokens[host]}` } : {}),
  };
  const res = await t.app.inject({ method, url, headers, ...(body === undefined ? {} : { payload: body as object }) });
  return { status: res.statusCode, value: res.json().value };
}
/** Uploads the PNG as `host`'s operator; @returns its URL. */
async function upload(host = 'localhost'): Promise<string> {
  const boundary = '----cleanup-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="b.png"\r\ncontent-type: image/png\r\n\r\n`,
    ),
    PNG,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/console/content/uploads',
    headers: {
      host,
      authorization: `Bearer ${tokens[host]}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload,
  });
  expect(res.statusCode).toBe(200);
  return res.json().value.url as string;
}
const idOf = (url: string) => Number(url.split('/').at(-1));
/** Makes uploads look `ms` old. */
const age = (urls: string[], ms: number) =>
  t.db
    .update(mediaUploads)
    .set({ createdAt: new Date(Date.now() - ms) })
    .where(inArray(mediaUploads.id, urls.map(idOf)));
/** Saves DEMO's first banner with image `url`; @returns the new version. */
async function saveFirstBanner(url: string | null): Promise<number> {
  const { version, content } = (await call('GET', '/api/console/content')).value as {
    version: number;
    content: ContentDocument;
  };
  content.banners[0]!.imageUrl = url;
  const saved = await call('PUT', '/api/console/content', 'localhost', { content, baseVersion: version });
  expect(saved.status).toBe(200);
  return saved.value.version as number;
}
const served = async (url: string, host = 'localhost') =>
  (await t.app.inject({ method: 'GET', url, headers: { host } })).statusCode;
async function until(check: () => Promise<boolean>) {
  for (let i = 0; i < 200 && !(await check()); i += 1) await new Promise((r) => setTimeout(r, 25));
}
const exists = async (url: string) =>
  (
    await t.db
      .select({ id: mediaUploads.id })
      .from(mediaUploads)
      .where(eq(mediaUploads.id, idOf(url)))
  ).length > 0;

beforeAll(async () => {
  t = await createTestApp();
  for (const host of ['localhost', LUCKY]) {
    tokens[host] = await operatorSignIn(t.app, { host });
  }
});
afterAll(async () => t.close());

describe('unused banner uploads', () => {
  it('keeps an old upload a points mall item uses (docs/promotions.md)', async () => {
    const [itemImage, orphan] = [await upload(), await upload()];
    const [demo] = await t.db.select({ id: merchants.id }).from(merchants).where(eq(merchants.code, 'DEMO'));
    const [item] = await t.db
      .select({ id: pointsItems.id })
      .from(pointsItems)
      .where(eq(pointsItems.merchantId, demo!.id))
      .limit(1);
    await t.db.update(pointsItems).set({ image: itemImage }).where(eq(pointsItems.id, item!.id));
    await age([itemImage, orphan], 2 * DAY);
    const removed = await removeUnusedUploads(t.db);
    expect(removed.get(demo!.id)).toEqual([idOf(orphan)]);
    expect(await Promise.all([itemImage, orphan].map((u) => served(u)))).toEqual([200, 404]);
  });

  it('deletes an old orphan and keeps a fresh upload, one an old version uses and one the live banners use', async () => {
    const [orphan, fresh, inOldVersion, inLiveRows, luckyOrphan] = [
      await upload(),
      await upload(),
      await upload(),
      await upload(),
      await upload(LUCKY),
    ];
    // inOldVersion is only in an earlier version (a rollback could bring it back)
    const oldVersion = await saveFirstBanner(inOldVersion);
    await saveFirstBanner(null);
    // inLiveRows is only in the live banner rows (set outside the console, no version has it)
    const [demo] = await t.db.select({ id: merchants.id }).from(merchants).where(eq(merchants.code, 'DEMO'));
    const [row] = await t.db.select({ id: banners.id }).from(banners).where(eq(banners.merchantId, demo!.id)).limit(1);
    await t.db.update(banners).set({ imageUrl: inLiveRows }).where(eq(banners.id, row!.id));
    await age([orphan, inOldVersion, inLiveRows, luckyOrphan], 2 * DAY);
    await age([fresh], UPLOAD_GRACE_MS - 60_000);

    const removed = await removeUnusedUploads(t.db);
    const [lucky] = await t.db.select({ id: merchants.id }).from(merchants).where(eq(merchants.code, 'LUCKY'));
    expect(removed).toEqual(
      new Map([
        [demo!.id, [idOf(orphan)]],
        [lucky!.id, [idOf(luckyOrphan)]],
      ]),
    );
    expect(await Promise.all([orphan, fresh, inOldVersion, inLiveRows].map((u) => served(u)))).toEqual([
      404, 200, 200, 200,
    ]);
    expect(await served(luckyOrphan, LUCKY)).toBe(404);

    // the old version's image still comes back with a rollback
    const back = await call('POST', `/api/console/content/versions/${oldVersion}/rollback`);
    expect([back.status, (back.value.content as ContentDocument).banners[0]!.imageUrl]).toEqual([200, inOldVersion]);
    // once its grace is over, the draft's upload that was never saved goes too, and only it
    expect(await removeUnusedUploads(t.db, new Date(Date.now() + 2 * DAY))).toEqual(
      new Map([[demo!.id, [idOf(fresh)]]]),
    );
  });

  it('runs when the server starts, then on its timer, and stops with it', async () => {
    const atStart = await upload();
    await age([atStart], 2 * DAY);
    const app = await buildApp({ db: t.db, distDir: null });
    await app.ready();
    await until(async () => !(await exists(atStart)));
    expect(await exists(atStart)).toBe(false);
    await app.close();

    const logged: string[] = [];
    const log = {
      info: (_: object, message: string) => void logged.push(message),
      warn: (_: object, message: string) => void logged.push(message),
    };
    const cleanup = startUploadCleanup(t.db, log, 20);
    const later = await upload();
    await age([later], 2 * DAY);
    await until(async () => !(await exists(later)));
    expect(await exists(later)).toBe(false);
    await cleanup.stop();
    const afterStop = await upload();
    await age([afterStop], 2 * DAY);
    await new Promise((r) => setTimeout(r, 200));
    expect(await exists(afterStop)).toBe(true);
    expect(logged).toContain('unused banner uploads removed');
  });
});
