import { describe, expect, it, jest } from '@jest/globals';
import { createRootStore } from '../../src/stores';
import { ContentStoreModel } from '../../src/stores/ContentStore';
import { fakeApi, loadSample } from '../support/samples';
import { emptyWebApi, fakeStoreEnv } from '../support/storeEnv';
import { liveEventsOf } from '../../src/stores/liveEvents';

describe('ContentStore footer badges', () => {
  it('loads the server catalogue once, however often the footer mounts', async () => {
    const web = emptyWebApi();
    const footerBadges = jest.fn(web.footerBadges);
    const store = ContentStoreModel.create({}, { web: { ...web, footerBadges } });
    expect(store.footerBadges).toBeNull();
    await store.loadFooterBadges();
    await store.loadFooterBadges();
    expect(footerBadges).toHaveBeenCalledTimes(1);
    expect(store.footerBadges?.payment[0]).toEqual({
      name: 'visa',
      label: 'VISA',
      url: '/media/badges/payment/visa.svg',
    });
  });

  it('stays empty (and tries again next time) when the call fails', async () => {
    const web = emptyWebApi();
    const footerBadges = jest.fn(() => Promise.reject(new Error('network')));
    const store = ContentStoreModel.create({}, { web: { ...web, footerBadges } });
    await store.loadFooterBadges();
    expect(store.footerBadges).toBeNull();
    await store.loadFooterBadges();
    expect(footerBadges).toHaveBeenCalledTimes(2);
  });
});

describe('ContentStore live content (README "Operator console": an operator saves announcements and banners)', () => {
  const player = (id: number, title: string, createdAt: string) => ({
    id,
    title,
    content: `<p>${title}</p>`,
    execution: 'B' as const,
    createdAt,
  });
  const banner = (id: number, title: string) => ({
    id,
    groupName: 'w_home',
    url: `/media/banners/${id}/EN.svg`,
    linkage: '',
    linkageType: 'NONE' as const,
    title,
  });

  it("puts the player announcements, in the server's order (the operator's, not the newest first), before the notices in the marquee, without id clashes", async () => {
    const web = emptyWebApi();
    const store = ContentStoreModel.create(
      {},
      {
        web: {
          ...web,
          announcements: async () => ({
            banners: [],
            player: [player(1, 'Older', '2026-11-01T00:00:00.000Z'), player(2, 'Newer', '2026-11-02T00:00:00.000Z')],
            popup: [],
            promotion: [],
          }),
          notices: async () => [{ id: 1, title: 'A notice', content: 'text', createdAt: '2026-10-01T00:00:00.000Z' }],
        },
      },
    );
    await store.loadHome('EN', 'B');
    expect(store.notices.map((n) => [n.id, n.title])).toEqual([
      [-1, 'Older'],
      [-2, 'Newer'],
      [1, 'A notice'],
    ]);
  });

  it('reloads announcements and banners in the loaded language and audience, and only after a first load', async () => {
    const web = emptyWebApi();
    let served = { banners: [banner(1, 'First')], player: [] as ReturnType<typeof player>[], popup: [], promotion: [] };
    const announcements = jest.fn(async (_lang: string, _execution: 'A' | 'B') => served);
    const store = ContentStoreModel.create({}, { web: { ...web, announcements } });
    await store.applyLiveContent();
    expect(announcements).not.toHaveBeenCalled();
    await store.loadHome('TW', 'A');
    served = {
      ...served,
      banners: [banner(1, 'First'), banner(2, 'Second')],
      player: [player(9, 'Live marquee', '2026-11-21T00:00:00.000Z')],
    };
    await store.applyLiveContent();
    expect(announcements).toHaveBeenLastCalledWith('TW', 'A');
    expect(store.homeBanners.map((b) => b.title)).toEqual(['First', 'Second']);
    expect(store.notices.map((n) => n.title)).toEqual(['Live marquee']);
  });

  it('keeps the content it has when the reload fails', async () => {
    const web = emptyWebApi();
    let fail = false;
    const store = ContentStoreModel.create(
      {},
      {
        web: {
          ...web,
          announcements: async () =>
            fail
              ? Promise.reject(new Error('network'))
              : { banners: [banner(1, 'Kept')], player: [], popup: [], promotion: [] },
        },
      },
    );
    await store.loadHome('EN');
    fail = true;
    await store.applyLiveContent();
    expect(store.homeBanners.map((b) => b.title)).toEqual(['Kept']);
  });

  it("follows the site socket's content event through the root store", async () => {
    let served = {
      banners: [banner(1, 'Before')],
      player: [] as ReturnType<typeof player>[],
      popup: [],
      promotion: [],
    };
    const root = createRootStore(
      fakeStoreEnv({
        api: fakeApi(loadSample('default.json')),
        web: { ...emptyWebApi(), announcements: async () => served },
      }),
      {},
    );
    await root.content.loadHome('EN', 'B');
    served = { ...served, banners: [banner(1, 'After')] };
    liveEventsOf(root).dispatch({ type: 'content', payload: { version: 2 } }, 'site');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(root.content.homeBanners.map((b) => b.title)).toEqual(['After']);
  });
});
