import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { AnnouncementsResponse, Notice, WinnerBoardEntry } from '../../../contract/types.ts';
import { createTestApp, getJson, type TestApp } from '../support/testApp.ts';
import { schemaErrors } from '../support/schemas.ts';
import { tokenOf } from './wallet/support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('announcements', () => {
  it('answers banners, player, popup and promotion for the types asked', async () => {
    const { body } = await getJson<AnnouncementsResponse>(
      t.app,
      '/api/announcements?types=B,PL,PU,PR,H&platform=W&execution=B&language=EN',
    );
    expect(schemaErrors('api/announcements.json', body.value)).toEqual([]);
    const { banners, player, popup, promotion } = body.value;
    expect(banners.length).toBeGreaterThanOrEqual(4);
    expect(banners.every((b) => b.groupName === 'w_home' && b.url === `/media/banners/${b.id}/EN.svg`)).toBe(true);
    expect(banners.some((b) => b.linkageType === 'ROUTE' && b.linkage.startsWith('/'))).toBe(true);
    expect(player.length).toBeGreaterThan(0);
    expect(popup.length).toBeGreaterThanOrEqual(12);
    expect(promotion.every((b) => b.groupName === 'w_promotion' && b.linkageType === 'VIDEO')).toBe(true);
    const links = promotion.map((b) => b.linkage);
    expect(links.some((l) => l.includes('youtube.com/watch?v='))).toBe(true);
    expect(links.some((l) => l.includes('youtu.be/'))).toBe(true);
    expect(links.some((l) => !/youtube\.com|youtu\.be/.test(l))).toBe(true);
  });

  it('shows anonymous callers only audience B, whatever execution they ask for', async () => {
    const asMember = await getJson<AnnouncementsResponse>(t.app, '/api/announcements?types=PU,PL&execution=A');
    expect(asMember.body.value.popup.every((a) => a.execution === 'B')).toBe(true);
    expect(asMember.body.value.player.every((a) => a.execution === 'B')).toBe(true);
    expect(asMember.body.value.banners).toEqual([]);
    expect(asMember.body.value.promotion).toEqual([]);
  });

  it('shows signed-in members audiences A and F (from their session), and a bad token audience B', async () => {
    const token = await tokenOf(t.db, 'demo01');
    const asMember = await getJson<AnnouncementsResponse>(t.app, '/api/announcements?types=PU,PL&execution=B', {
      authorization: `Bearer ${token}`,
    });
    const audiences = new Set([...asMember.body.value.popup, ...asMember.body.value.player].map((a) => a.execution));
    expect([...audiences].sort()).toEqual(['A', 'F']);
    const forged = await getJson<AnnouncementsResponse>(t.app, '/api/announcements?types=PU&execution=A', {
      authorization: 'Bearer not-a-session',
    });
    expect([forged.status, forged.body.value.popup.every((a) => a.execution === 'B')]).toEqual([200, true]);
  });

  it('keeps the HTML as written (markup, links, and the script the front end must sanitise)', async () => {
    const { body } = await getJson<AnnouncementsResponse>(t.app, '/api/announcements?types=PU&language=EN');
    const html = body.value.popup.map((a) => a.content).join('\n');
    expect(html).toContain('<strong>');
    expect(html).toMatch(/<ul>|<ol>/);
    expect(html).toContain('<a href=');
    expect(html).toContain('<script>');
    expect(html).toContain('onerror=');
    const times = body.value.popup.map((a) => Date.parse(a.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('localises titles', async () => {
    const tw = await getJson<AnnouncementsResponse>(t.app, '/api/announcements?types=PU&language=TW');
    const en = await getJson<AnnouncementsResponse>(t.app, '/api/announcements?types=PU&language=EN');
    expect(tw.body.value.popup[0]!.id).toBe(en.body.value.popup[0]!.id);
    expect(tw.body.value.popup[0]!.title).not.toBe(en.body.value.popup[0]!.title);
  });
});

describe('notices', () => {
  it('lists at least five, newest first', async () => {
    const { body } = await getJson<{ list: Notice[] }>(t.app, '/api/notices?language=EN');
    expect(schemaErrors('api/notices.json', body.value)).toEqual([]);
    expect(body.value.list.length).toBeGreaterThanOrEqual(5);
    const times = body.value.list.map((n) => Date.parse(n.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });
});

describe('winner board', () => {
  it('answers limitNum entries, biggest first, masked names and two-decimal amounts', async () => {
    const { body } = await getJson<{ list: WinnerBoardEntry[] }>(
      t.app,
      '/api/winners?gameCategory=ALL&language=EN&limitNum=20',
    );
    expect(schemaErrors('api/winner-board.json', body.value)).toEqual([]);
    const entries = body.value.list;
    expect(entries).toHaveLength(20);
    for (const e of entries) {
      expect(e.customerName).toMatch(/^\w{1,2}\*\*\*\w?$/);
      expect(e.winAmount).toMatch(/^\d+\.\d{2}$/);
      expect(e.iconUrl).toMatch(/^\/media\/avatars\/\d+\.svg$/);
    }
    const amounts = entries.map((e) => Number(e.winAmount));
    expect([...amounts].sort((a, b) => b - a)).toEqual(amounts);
    const all = await getJson<{ list: WinnerBoardEntry[] }>(t.app, '/api/winners?limitNum=50');
    expect(all.body.value.list.length).toBeGreaterThanOrEqual(20);
  });

  it('filters by game category', async () => {
    const rng = await getJson<{ list: WinnerBoardEntry[] }>(t.app, '/api/winners?gameCategory=RNG&limitNum=50');
    const all = await getJson<{ list: WinnerBoardEntry[] }>(t.app, '/api/winners?limitNum=50');
    expect(rng.body.value.list.length).toBeGreaterThan(0);
    expect(rng.body.value.list.length).toBeLessThan(all.body.value.list.length);
  });
});
