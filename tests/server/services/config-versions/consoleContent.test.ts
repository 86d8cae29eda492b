/**
 * Announcements and banners in the operator console (README "Operator console"): the content document is
 * versioned like the configuration (version 1 is the seeded content; a save is a new version with
 * who and the RFC 6902 diff; a rollback restores the rows of that version with their ids); a save
 * is refused with each error's JSON pointer (localised) and changes nothing; announcement HTML is
 * sanitised on the server; the site's GET announcements follows; an operator only reaches their
 * own merchant's content; a saved version is pushed to visitor sockets as a `content` event.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import WebSocket from 'ws';
import type { ContentDocument } from '../../../../contract/types.ts';
import { createTestApp, type TestApp } from '../../support/testApp.ts';
import { operatorSignIn } from '../../support/operator.ts';

let t: TestApp;
const LUCKY = 'lucky.localhost';
let demoOp: string;
let luckyOp: string;

type Envelope<T = any> = { success: boolean; code: string | number; message: string; value: T };
async function call<T = any>(
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  token: string | null,
  body?: unknown,
  host = 'localhost',
  language = 'en',
) {
  const headers: Record<string, string> = { host, 'accept-language': language };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await t.app.inject({ method, url, headers, ...(body === undefined ? {} : { payload: body as object }) });
  return { status: res.statusCode, body: res.json() as Envelope<T> };
}
const login = async (host = 'localhost') => await operatorSignIn(t.app, { host });
const current = async (token = demoOp, host = 'localhost') =>
  (await call('GET', '/api/console/content', token, undefined, host)).body.value as {
    version: number;
    content: ContentDocument;
    diff: unknown[];
    savedBy: string;
  };
const save = (content: unknown, baseVersion: number, token = demoOp, host = 'localhost', language = 'en') =>
  call('PUT', '/api/console/content', token, { content, baseVersion, note: 'test' }, host, language);
const site = async (host = 'localhost') =>
  (await call('GET', '/api/announcements?types=B,PL,PU,PR&language=EN', null, undefined, host)).body.value as {
    banners: { id: number; title: string; url: string }[];
    player: { id: number; title: string; content: string }[];
  };

/** A multipart body with one file part. */
function multipart(bytes: Buffer, filename: string, type: string) {
  const boundary = '----content-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${filename}"\r\ncontent-type: ${type}\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}
async function upload(bytes: Buffer, filename: string, type: string, token = demoOp, host = 'localhost') {
  const body = multipart(bytes, filename, type);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/console/content/uploads',
    headers: { host, 'accept-language': 'en', authorization: `Bearer ${token}`, 'content-type': body.contentType },
    payload: body.payload,
  });
  return { status: res.statusCode, body: res.json() as Envelope };
}
// a 1 x 1 PNG
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

beforeAll(async () => {
  t = await createTestApp();
  demoOp = await login();
  luckyOp = await login(LUCKY);
});
afterAll(async () => t.close());

describe('the content document', () => {
  it('starts at version 1 with the seeded announcements and banners, ids kept', async () => {
    const first = await current();
    expect([first.version, first.savedBy, first.diff]).toEqual([1, 'seed', []]);
    expect(first.content.announcements.length).toBeGreaterThan(10);
    expect(first.content.banners.map((b) => b.groupName)).toEqual([
      ...Array(5).fill('w_home'),
      ...Array(4).fill('w_promotion'),
    ]);
    expect(first.content.banners.every((b) => typeof b.id === 'number')).toBe(true);
  });

  it('refuses an invalid save with each field by JSON pointer, localised, and changes nothing', async () => {
    const before = await current();
    const doc = structuredClone(before.content);
    doc.announcements[0]!.title.en = '  ';
    doc.announcements[0]!.content.tw = '<p> </p>';
    doc.banners[0]!.linkageType = 'VIDEO';
    doc.banners[0]!.linkage = 'https://www.youtube.com/watch?v=x';
    doc.banners[1]!.linkageType = 'URL';
    doc.banners[1]!.linkage = 'http://insecure.example/';
    const refused = await save(doc, before.version);
    expect([refused.status, refused.body.code]).toEqual([400, 'CONTENT_INVALID']);
    const errors = refused.body.value.errors as { pointer: string; rule: string; message: string }[];
    expect(errors.map((e) => [e.pointer, e.rule])).toEqual([
      ['/announcements/0/content/tw', 'content-both-languages'],
      ['/announcements/0/title/en', 'title-both-languages'],
      ['/banners/0/groupName', 'video-group'],
      ['/banners/1/linkage', 'linkage-url'],
    ]);
    const tw = await save(doc, before.version, demoOp, 'localhost', 'zh-TW');
    expect(
      (tw.body.value.errors as { rule: string; message: string }[]).find((e) => e.rule === 'title-both-languages')!
        .message,
    ).toBe('標題不可空白（中文與英文都要填寫）');
    const shape = await save({ ...doc, extra: true }, before.version);
    expect([shape.status, shape.body.value.errors[0].pointer, shape.body.value.errors[0].rule]).toEqual([
      400,
      '/extra',
      'schema',
    ]);
    expect((await current()).version).toBe(before.version);
  });

  it('saves a new marquee announcement with its HTML sanitised; the site shows it; a rollback removes it', async () => {
    const before = await current();
    const doc = structuredClone(before.content);
    doc.announcements.push({
      kind: 'PL',
      execution: 'B',
      title: { tw: '新春活動', en: 'Spring festival' },
      content: {
        tw: '<p>活動開跑<img src="x" onerror="alert(1)"></p><script>alert(1)</script>',
        en: '<p>Starts now<a href="javascript:alert(1)">go</a></p><script>alert(1)</script>',
      },
      active: true,
    });
    const saved = await save(doc, before.version);
    expect(saved.status).toBe(200);
    expect(saved.body.value).toMatchObject({ version: before.version + 1, savedBy: 'operator', note: 'test' });
    const added = (saved.body.value.content as ContentDocument).announcements.find(
      (a) => a.title.en === 'Spring festival',
    )!;
    expect(added.content).toEqual({ tw: '<p>活動開跑<img src="x"></p>', en: '<p>Starts now<a>go</a></p>' });
    // the new item is one `add`; the other operations sanitise the seeded HTML (a script, an onerror, a target)
    const ops = saved.body.value.diff as { op: string; path: string }[];
    expect(ops).toContainEqual({
      op: 'add',
      path: `/announcements/${before.content.announcements.length}`,
      value: added,
    });
    expect(
      ops
        .filter((o) => o.op !== 'add')
        .every((o) => o.op === 'replace' && /^\/announcements\/\d+\/content\/(tw|en)$/.test(o.path)),
    ).toBe(true);
    const shown = (await site()).player.find((p) => p.title === 'Spring festival');
    expect(shown).toEqual(expect.objectContaining({ id: added.id, content: '<p>Starts now<a>go</a></p>' }));

    const history = (await call('GET', '/api/console/content/versions', demoOp)).body.value;
    expect(history.list.map((v: { version: number }) => v.version)).toEqual([before.version + 1, before.version]);
    const one = (await call('GET', `/api/console/content/versions/${before.version + 1}`, demoOp)).body.value;
    expect(one.diff).toEqual(saved.body.value.diff);

    const back = await call('POST', `/api/console/content/versions/${before.version}/rollback`, demoOp);
    expect([back.status, back.body.value.version, back.body.value.rollbackOf]).toEqual([
      200,
      before.version + 2,
      before.version,
    ]);
    // the rows of version 1 come back, their HTML sanitised like every saved version
    const savedDoc = saved.body.value.content as ContentDocument;
    expect(back.body.value.content).toEqual({
      ...savedDoc,
      announcements: savedDoc.announcements.filter((a) => a.id !== added.id),
    });
    expect((await site()).player.some((p) => p.title === 'Spring festival')).toBe(false);
  });

  it('keeps ids on edit and reorder, deletes removed items, and a rollback restores them with their ids', async () => {
    const before = await current();
    const doc = structuredClone(before.content);
    const [first, second] = doc.banners;
    doc.banners.splice(0, 2, { ...second!, title: { tw: '改過', en: 'Edited' } }, first!);
    const removed = doc.announcements.pop()!;
    const saved = await save(doc, before.version);
    expect(saved.status).toBe(200);
    const after = saved.body.value.content as ContentDocument;
    expect(after.banners.slice(0, 2).map((b) => [b.id, b.title.en])).toEqual([
      [second!.id, 'Edited'],
      [first!.id, first!.title.en],
    ]);
    expect(after.announcements.some((a) => a.id === removed.id)).toBe(false);
    expect((await site()).banners.slice(0, 2).map((b) => b.title)).toEqual(['Edited', first!.title.en]);

    const back = await call('POST', `/api/console/content/versions/${before.version}/rollback`, demoOp);
    expect(back.body.value.content).toEqual(before.content);
    expect((await site()).banners[0]!.title).toBe(first!.title.en);
  });

  it('refuses a save on a stale version and an unchanged save', async () => {
    const now = await current();
    const stale = await save(now.content, now.version - 1);
    expect([stale.status, stale.body.code, stale.body.value.currentVersion]).toEqual([
      409,
      'CONTENT_CONFLICT',
      now.version,
    ]);
    const same = await save(now.content, now.version);
    expect([same.status, same.body.code]).toEqual([409, 'CONTENT_UNCHANGED']);
  });
});

describe('merchant isolation', () => {
  it("keeps LUCKY's operator out of DEMO's content: another host's token, and DEMO's ids, are refused", async () => {
    expect((await call('GET', '/api/console/content', null)).status).toBe(401);
    expect((await call('GET', '/api/console/content', luckyOp)).status).toBe(401);
    expect(
      (await call('PUT', '/api/console/content', luckyOp, { content: { announcements: [], banners: [] } })).status,
    ).toBe(401);
    const demo = await current();
    const lucky = await current(luckyOp, LUCKY);
    const demoIds = new Set(demo.content.banners.map((b) => b.id));
    expect(lucky.content.banners.some((b) => demoIds.has(b.id))).toBe(false);
    const stolen = { ...lucky.content, banners: [...lucky.content.banners, demo.content.banners[0]!] };
    const refused = await save(stolen, lucky.version, luckyOp, LUCKY);
    expect([refused.status, refused.body.value.errors[0].pointer, refused.body.value.errors[0].rule]).toEqual([
      400,
      `/banners/${lucky.content.banners.length}/id`,
      'unknown-id',
    ]);
    expect((await current()).content).toEqual(demo.content);
  });
});

describe('banner images', () => {
  it('stores a PNG and serves it with its type, a long cache and nosniff; a banner shows it', async () => {
    const stored = await upload(PNG, 'banner.png', 'image/png');
    expect(stored.status).toBe(200);
    expect(stored.body.value).toMatchObject({ contentType: 'image/png', size: PNG.length, width: 1, height: 1 });
    const image = await t.app.inject({ method: 'GET', url: stored.body.value.url, headers: { host: 'localhost' } });
    expect([image.statusCode, image.headers['content-type'], image.headers['x-content-type-options']]).toEqual([
      200,
      'image/png',
      'nosniff',
    ]);
    expect(image.headers['cache-control']).toContain('max-age=31536000');
    expect(image.rawPayload.equals(PNG)).toBe(true);
    expect(
      (await t.app.inject({ method: 'GET', url: stored.body.value.url, headers: { host: LUCKY } })).statusCode,
    ).toBe(404);

    const now = await current();
    const doc = structuredClone(now.content);
    doc.banners[0]!.imageUrl = stored.body.value.url;
    expect((await save(doc, now.version)).status).toBe(200);
    expect((await site()).banners[0]!.url).toBe(stored.body.value.url);
    const lucky = await current(luckyOp, LUCKY);
    const luckyDoc = structuredClone(lucky.content);
    luckyDoc.banners[0]!.imageUrl = stored.body.value.url;
    const refused = await save(luckyDoc, lucky.version, luckyOp, LUCKY);
    expect([refused.status, refused.body.value.errors[0].rule]).toEqual([400, 'unknown-upload']);
  });

  it('refuses a text file renamed .png, an SVG and an image over 2 MB (and takes one of 1.5 MB)', async () => {
    const text = await upload(Buffer.from('just some text, not an image'), 'banner.png', 'image/png');
    expect([text.status, text.body.code, text.body.value.errors[0].pointer]).toEqual([415, 'UPLOAD_TYPE', '/file']);
    const svg = await upload(
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'banner.svg',
      'image/svg+xml',
    );
    expect([svg.status, svg.body.code]).toEqual([415, 'UPLOAD_TYPE']);
    const large = await upload(Buffer.concat([PNG, Buffer.alloc(1.5 * 1024 * 1024)]), 'large.png', 'image/png');
    expect([large.status, large.body.value.size]).toEqual([200, PNG.length + 1.5 * 1024 * 1024]);
    const big = await upload(Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]), 'big.png', 'image/png');
    expect([big.status, big.body.code, big.body.value.errors[0].message]).toEqual([
      413,
      'UPLOAD_TOO_LARGE',
      'The image must be at most 2 MB',
    ]);
  });
});

describe('live push', () => {
  it('sends the new content version to visitor sockets of the merchant', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as { port: number }).port;
    const ws = new WebSocket(`ws://127.0.0.1:${port}/api/ws`, { headers: { host: 'localhost' } });
    const seen: { type: string; payload: any }[] = [];
    ws.on('message', (data: Buffer) => seen.push(JSON.parse(data.toString())));
    await new Promise<void>((resolve) => ws.on('message', () => resolve()));
    const now = await current();
    const doc = structuredClone(now.content);
    doc.banners[0]!.active = !doc.banners[0]!.active;
    await save(doc, now.version);
    for (let i = 0; i < 100 && !seen.some((m) => m.type === 'content'); i += 1)
      await new Promise((r) => setTimeout(r, 20));
    expect(seen.find((m) => m.type === 'content')).toEqual({ type: 'content', payload: { version: now.version + 1 } });
    ws.close();
  });
});
