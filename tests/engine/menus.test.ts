import { describe, expect, it } from '@jest/globals';
import { interpret } from '../../engine/interpret';
import { MEMBER_CENTER_PAGES, menuLabelKeys } from '../../engine/menus';
import type { MenuEntry, Registry } from '../../engine/registryTypes';
import { gameMenuFixture, vendorOf } from '../support/gameMenuFixture';
import { SAMPLE_FILES, loadSample, permissionOf, rawOf } from '../support/samples';

const registryOf = (file: string): Registry => interpret(rawOf(loadSample(file)));
const ids = (entries: MenuEntry[]) => entries.map((e) => e.id);
const entry = (reg: Registry, menu: keyof Registry['menus'], id: string) =>
  reg.menus[menu].entries.find((e) => e.id === id);

describe('top navigation (spec section 2)', () => {
  it.each(SAMPLE_FILES)('%s: Home first, Promotions last', (file) => {
    const nav = registryOf(file).menus.topNav.entries;
    expect(nav[0]?.id).toBe('HOME');
    expect(nav.at(-1)?.id).toBe('PROMO');
  });

  it('default: every category in navigation order between Home and Promotions', () => {
    expect(ids(registryOf('default.json').menus.topNav.entries)).toEqual([
      'HOME',
      'SPORTS',
      'ESPORTS',
      'LIVE',
      'RNG',
      'FISH',
      'PVP',
      'LOTT',
      'ELOTT',
      'BGS',
      'COCKFIGHT',
      'PROMO',
    ]);
  });

  it('minimal: only the categories the menu lists vendors for', () => {
    expect(ids(registryOf('minimal.json').menus.topNav.entries)).toEqual([
      'HOME',
      'SPORTS',
      'LIVE',
      'RNG',
      'FISH',
      'PROMO',
    ]);
  });

  it('routes to the category page for PVP, FISH, RNG and categories with more than one vendor', () => {
    const reg = registryOf('default.json');
    expect(entry(reg, 'topNav', 'RNG')?.action).toEqual({ kind: 'route', to: '/rng' });
    expect(entry(reg, 'topNav', 'SPORTS')?.action).toEqual({ kind: 'route', to: '/sports' });
    expect(entry(reg, 'topNav', 'HOME')?.action).toEqual({ kind: 'route', to: '/' });
    expect(entry(reg, 'topNav', 'PROMO')?.action).toEqual({ kind: 'route', to: '/promotions' });
  });

  it('launches the single vendor of a one-vendor category (and needs login for it)', () => {
    const reg = registryOf('default.json');
    const cock = entry(reg, 'topNav', 'COCKFIGHT');
    expect(cock?.action).toEqual({ kind: 'launch', category: 'COCKFIGHT', vendor: 'SV388', gameCode: 'SV388_ARENA' });
    expect(cock?.needsLogin).toBe(true);
    expect(entry(reg, 'topNav', 'ELOTT')?.action).toMatchObject({ kind: 'launch', vendor: 'TCG_LOTTO_VN' });
  });

  it('opens the VASSALAGE popup when the single vendor is a VASSALAGE vendor, but always routes for RNG', () => {
    const base = permissionOf(loadSample('default.json'));
    const live = [{ gameCategory: 'LIVE' as const, vendors: [vendorOf(['EVO', 'Evolution', 'LIVE', 'VASSALAGE'])] }];
    const rng = [{ gameCategory: 'RNG' as const, vendors: [vendorOf(['PG', 'PG Soft', 'RNG'])] }];
    const reg = interpret({ permission: base, gameMenu: [...live, ...rng], contractSettings: null });
    expect(entry(reg, 'topNav', 'LIVE')?.action).toEqual({ kind: 'vassalage', vendor: 'EVO', category: 'LIVE' });
    expect(entry(reg, 'topNav', 'RNG')?.action).toEqual({ kind: 'route', to: '/rng' });
  });

  it('gives each category a drop menu of its vendors, large above 10 vendors', () => {
    const reg = registryOf('default.json');
    const rng = entry(reg, 'topNav', 'RNG')!;
    expect(rng.children).toHaveLength(12);
    expect(rng.dropLayout).toBe('large');
    expect(entry(reg, 'topNav', 'LIVE')?.dropLayout).toBe('normal');
    const pg = rng.children!.find((c) => c.id === 'vendor:PG')!;
    expect(pg).toMatchObject({ label: 'PG Soft', action: { kind: 'route', to: '/rng?vassalage=PG' } });
    expect(rng.children!.find((c) => c.id === 'vendor:PP')?.action).toEqual({
      kind: 'vassalage',
      vendor: 'PP',
      category: 'RNG',
    });
    const saba = entry(reg, 'topNav', 'SPORTS')!.children![0]!;
    expect(saba.action).toEqual({ kind: 'launch', category: 'SPORTS', vendor: 'SABA', gameCode: null });
  });

  it('stays normal at exactly 10 vendors', () => {
    const menu = gameMenuFixture(['RNG']);
    menu[0]!.vendors = menu[0]!.vendors.slice(0, 10);
    const reg = interpret({
      permission: permissionOf(loadSample('default.json')),
      gameMenu: menu,
      contractSettings: null,
    });
    expect(entry(reg, 'topNav', 'RNG')?.dropLayout).toBe('normal');
  });
});

describe('member center menu (spec section 2)', () => {
  it('has the 13 entries in spec order with badges on missionLeaderboard, messageV2 and rewardCenter', () => {
    const entries = registryOf('default.json').menus.memberCenter.entries;
    expect(ids(entries)).toEqual([...MEMBER_CENTER_PAGES]);
    expect(entries).toHaveLength(13);
    const badges = Object.fromEntries(entries.filter((e) => e.badge).map((e) => [e.id, e.badge]));
    expect(badges).toEqual({
      rewardCenter: 'rewardCount',
      missionLeaderboard: 'missionCount',
      messageV2: 'unreadMessage',
    });
    expect(entries[0]?.action).toEqual({ kind: 'centerPage', center: 'member', page: 'securityCenter' });
  });

  it('drops referral when the referral promotion is off (minimal)', () => {
    expect(ids(registryOf('minimal.json').menus.memberCenter.entries)).not.toContain('referral');
  });
});

describe('agent center menu (contract settings)', () => {
  const contractPages = (file: string) =>
    registryOf(file)
      .menus.agentCenter.entries.map((e) => e.id)
      .filter((id) =>
        [
          'agent:agentDividendRecordCopy2',
          'agent:agentDailyWages2',
          'agent:agentHourSalary',
          'agent:agentRealtimeSalary',
        ].includes(id),
      );

  it('default: all four contract pages', () => {
    expect(contractPages('default.json')).toEqual([
      'agent:agentDividendRecordCopy2',
      'agent:agentDailyWages2',
      'agent:agentHourSalary',
      'agent:agentRealtimeSalary',
    ]);
  });

  it('mobile-first: only dividend and daily wage', () => {
    expect(contractPages('mobile-first.json')).toEqual(['agent:agentDividendRecordCopy2', 'agent:agentDailyWages2']);
  });

  it('minimal: none, but the fixed pages starting with announcements and team overview', () => {
    expect(contractPages('minimal.json')).toEqual([]);
    const all = ids(registryOf('minimal.json').menus.agentCenter.entries);
    expect(all.slice(0, 8)).toEqual([
      'agent:agentAnnouncement',
      'agent:agentTeamOverview',
      'agent:registerCenter',
      'agent:downlineManagmentView',
      'agent:personalHistoryCopy',
      'agent:palStatementsAgentCopy',
      'agent:agentRevenueReport',
      'agent:agentDownlineTransactionDetailsCopy',
    ]);
    for (const e of registryOf('minimal.json').menus.agentCenter.entries) expect(e.roles).toEqual(['agent']);
  });

  it('has no contract pages before contract settings are loaded', () => {
    const raw = rawOf(loadSample('default.json'));
    expect(ids(interpret({ ...raw, contractSettings: null }).menus.agentCenter.entries)).not.toContain(
      'agent:agentDailyWages2',
    );
  });
});

describe('account menu (spec section 2, header)', () => {
  it('default: points, manual rebate and VIP present, agency center for agents only, sign out last', () => {
    const entries = registryOf('default.json').menus.account.entries;
    expect(ids(entries)).toEqual([
      'account:bettingRecord',
      'account:accountRecord',
      'account:personalProfit',
      'account:rewardCenter',
      'account:points',
      'account:securityCenter',
      'account:responsibleGaming',
      'account:agencyCenter',
      'account:manualRebate',
      'account:vip',
      'account:signOut',
    ]);
    expect(entries.find((e) => e.id === 'account:agencyCenter')?.roles).toEqual(['agent']);
    expect(entries.at(-1)?.action).toEqual({ kind: 'logout' });
  });

  it('the points entry follows PTSYS3', () => {
    expect(ids(registryOf('default.json').menus.account.entries)).toContain('account:points');
    expect(ids(registryOf('minimal.json').menus.account.entries)).not.toContain('account:points');
    expect(ids(registryOf('mobile-first.json').menus.account.entries)).not.toContain('account:points');
    expect(ids(registryOf('mobile-first.json').menus.account.entries)).toContain('account:manualRebate');
  });
});

describe('side, footer and floating menus', () => {
  it('side: categories, reward center, invite friends, app download, contacts, language, theme', () => {
    const side = ids(registryOf('default.json').menus.side.entries);
    expect(side.slice(-9)).toEqual([
      'rewardCenter',
      'inviteFriends',
      'appDownload',
      'cs:LIVECHAT',
      'cs:FACEBOOK',
      'cs:TELEGRAM',
      'cs:WHATSAPP',
      'language',
      'theme',
    ]);
    expect(side.slice(0, -9)).toEqual(registryOf('default.json').categories.map((c) => `side:${c.category}`));
    expect(side).toContain('side:RNG');
    const minimal = ids(registryOf('minimal.json').menus.side.entries);
    expect(minimal).not.toContain('inviteFriends');
    expect(minimal.filter((id) => id.startsWith('cs:'))).toEqual(['cs:LIVECHAT']);
  });

  it('footer: terms open the help modal at #term; invite friends for members, affiliate service for agents', () => {
    const reg = registryOf('default.json');
    expect(entry(reg, 'footer', 'terms')?.action).toEqual({ kind: 'modal', modal: 'help', params: { anchor: 'term' } });
    expect(entry(reg, 'footer', 'feedback')?.action).toEqual({ kind: 'modal', modal: 'feedback' });
    expect(entry(reg, 'footer', 'footer:inviteFriends')?.roles).not.toContain('agent');
    expect(entry(reg, 'footer', 'affiliateService')?.roles).toEqual(['agent']);
  });

  it('floating: invite, live chat, download, TELEGRAM, TELEGRAM1, WhatsApp, scroll to top', () => {
    expect(ids(registryOf('default.json').menus.floatingService.entries)).toEqual([
      'floating:inviteFriends',
      'floating:liveChat',
      'floating:appDownload',
      'resource:TELEGRAM',
      'resource:TELEGRAM1',
      'resource:WHATSAPP',
      'scrollTop',
    ]);
    expect(ids(registryOf('minimal.json').menus.floatingService.entries)).toEqual([
      'floating:liveChat',
      'floating:appDownload',
      'scrollTop',
    ]);
  });
});

describe('every entry says what it requires', () => {
  it.each(SAMPLE_FILES)(
    '%s: requiresFeatures, roles and needsLogin on every entry, all required features on',
    (file) => {
      const reg = registryOf(file);
      for (const menu of Object.values(reg.menus)) {
        for (const e of menu.entries.flatMap((x) => [x, ...(x.children ?? [])])) {
          expect(Array.isArray(e.requiresFeatures) && Array.isArray(e.roles) && typeof e.needsLogin === 'boolean').toBe(
            true,
          );
          for (const f of e.requiresFeatures) expect(reg.features[f]).toBe(true);
        }
      }
    },
  );

  it('is deterministic: the same input gives an equal registry', () => {
    const raw = rawOf(loadSample('default.json'));
    expect(interpret(raw)).toEqual(interpret(JSON.parse(JSON.stringify(raw))));
  });

  it('lists every label key a menu can use', () => {
    const keys = menuLabelKeys();
    expect(keys).toEqual(
      expect.arrayContaining([
        'menu.home',
        'menu.promotions',
        'menu.category.BGS',
        'center.messageV2',
        'center.agentRealtimeSalary',
        'menu.resource.TELEGRAM1',
        'menu.signOut',
        'menu.nav.topNav',
        'menu.nav.memberCenter',
      ]),
    );
    expect(keys.some((k) => k.startsWith('vendor.'))).toBe(false);
  });
});
