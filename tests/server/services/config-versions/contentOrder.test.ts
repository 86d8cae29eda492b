/**
 * The display order of announcements (README "Operator console", the console's up/down): the content
 * document's announcements array is the order the site shows (sort_order), moving an item never
 * changes a published time, a new item can be placed anywhere before its first save, the diff of
 * a move is one `move`, and a rollback restores the earlier order. Every reader (GET
 * announcements' player and popup lists) follows the order.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { ContentAnnouncement, ContentDocument } from '../../../../contract/types.ts';
import { createTestApp, type TestApp } from '../../support/testApp.ts';
import { operatorSignIn } from '../../support/operator.ts';

let t: TestApp;
let token: string;

type Envelope<T = any> = { success: boolean; code: string | number; value: T };
async function call<T = any>(method: 'GET' | 'PUT' | 'POST', url: string, body?: unknown, auth = true) {
  const headers: Record<string, string> = {
    host: 'localhost',
    'accept-language': 'en',
    ...(auth ? { authorization: `Bearer ${token}` } : {}),
  };
  const res = await t.app.inject({ method, url, headers, ...(body === undefined ? {} : { payload: body as object }) });
  return { status: res.statusCode, body: res.json() as Envelope<T> };
}
const current = async () =>
  (await call('GET', '/api/console/content')).body.value as { version: number; content: ContentDocument };
const save = (content: ContentDocument, baseVersion: number) =>
  call('PUT', '/api/console/content', { content, baseVersion, note: 'order' });
type Shown = { id: number; title: string; createdAt: string };
const site = async () =>
  (await call('GET', '/api/announcements?types=PL,PU&language=EN', undefined, false)).body.value as {
    player: Shown[];
    popup: Shown[];
  };
/** The ids of the document's announcements of `kind` for anonymous visitors (audience B), in document order. */
const visible = (doc: ContentDocument, kind: ContentAnnouncement['kind']) =>
  doc.announcements.filter((a) => a.kind === kind && a.execution === 'B' && a.active).map((a) => a.id);

beforeAll(async () => {
  t = await createTestApp();
  token = await operatorSignIn(t.app);
});
afterAll(async () => t.close());

describe('announcement display order', () => {
  it('starts in the order the site showed before (newest published first), and the site follows the document', async () => {
    const { content } = await current();
    const times = content.announcements.map((a) => a.publishedAt!);
    expect(times).toEqual([...times].sort().reverse());
    const shown = await site();
    expect(shown.popup.map((p) => p.id)).toEqual(visible(content, 'PU'));
    expect(shown.player.map((p) => p.id)).toEqual(visible(content, 'PL'));
  });

  it('moves a popup down without touching any published time; the diff is one move; a rollback restores the order', async () => {
    const before = await current();
    const popups = visible(before.content, 'PU');
    const doc = structuredClone(before.content);
    const from = doc.announcements.findIndex((a) => a.id === popups[0]);
    const to = doc.announcements.findIndex((a) => a.id === popups[1]);
    doc.announcements.splice(to, 0, ...doc.announcements.splice(from, 1));
    const saved = await save(doc, before.version);
    expect(saved.status).toBe(200);
    const after = saved.body.value.content as ContentDocument;
    expect(after.announcements.map((a) => [a.id, a.publishedAt])).toEqual(
      doc.announcements.map((a) => [a.id, a.publishedAt]),
    );
    // one move (the first save also records the seeded HTML sanitised: content replaces)
    const ops = saved.body.value.diff as { op: string; path: string }[];
    expect(ops.filter((o) => !/^\/announcements\/\d+\/content\/(tw|en)$/.test(o.path))).toEqual([
      { op: 'move', from: `/announcements/${from}`, path: `/announcements/${to}` },
    ]);
    const shown = (await site()).popup;
    expect(shown.slice(0, 2).map((p) => p.id)).toEqual([popups[1], popups[0]]);
    const published = new Map(before.content.announcements.map((a) => [a.id, a.publishedAt]));
    expect(shown.every((p) => p.createdAt === published.get(p.id))).toBe(true);

    const back = await call('POST', `/api/console/content/versions/${before.version}/rollback`);
    expect(back.status).toBe(200);
    const order = (doc: ContentDocument) => doc.announcements.map((a) => [a.id, a.publishedAt]);
    expect(order(back.body.value.content)).toEqual(order(before.content));
    expect((await site()).popup.map((p) => p.id)).toEqual(popups);
  });

  it('places a new announcement where the operator put it, published at its first save, and keeps that time when it moves', async () => {
    const before = await current();
    const doc = structuredClone(before.content);
    const last = doc.announcements.map((a) => a.kind).lastIndexOf('PL');
    const fresh: ContentAnnouncement = {
      kind: 'PL',
      execution: 'B',
      title: { tw: '置頂', en: 'Pinned news' },
      content: { tw: '<p>置頂</p>', en: '<p>Pinned</p>' },
      active: true,
    };
    doc.announcements.unshift(fresh);
    const started = Date.now();
    const saved = await save(doc, before.version);
    expect(saved.status).toBe(200);
    const added = (saved.body.value.content as ContentDocument).announcements[0]!;
    expect([added.title.en, typeof added.id]).toEqual(['Pinned news', 'number']);
    expect(Date.parse(added.publishedAt!)).toBeGreaterThanOrEqual(started - 1000);
    // newer than every other item, yet it is the operator's order that places it
    expect((await site()).player[0]!.title).toBe('Pinned news');

    const moved = structuredClone(saved.body.value.content as ContentDocument);
    moved.announcements.splice(last + 1, 0, moved.announcements.shift()!);
    const again = await save(moved, saved.body.value.version);
    expect(again.status).toBe(200);
    const player = (await site()).player;
    expect(player.at(-1)).toEqual(expect.objectContaining({ id: added.id, createdAt: added.publishedAt }));
    expect(player.map((p) => p.id)).toEqual(visible(again.body.value.content as ContentDocument, 'PL'));
  });
});
