/**
 * The registry's pages (engine/menus/centerPages.ts, sitePages.ts, pages.ts): each center page and
 * site route with the features and roles it requires; pages whose features are off are left out,
 * like their menu entries; every route and center page of the build is one; pageAccess is the one
 * answer to "may this session open it".
 */
import { describe, expect, it } from '@jest/globals';
import { declaredPages, MEMBER_CENTER_PAGES, pageAccess, pageAllowed, sitePageOfPath } from '../../engine/menus';
import { interpret } from '../../engine/interpret';
import type { SitePage } from '../../engine/registryTypes';
import { CENTER_PAGE_COMPONENTS } from '../../src/features/routing/centerPages';
import { ROUTE_VIEWS, ROUTES } from '../../src/features/routing/routeTable';
import { loadSample, rawOf } from '../support/samples';

describe('interpret: center pages', () => {
  it('lists the member center pages in spec order for real accounts', () => {
    const registry = interpret(rawOf(loadSample('default.json')));
    const ids = Object.keys(registry.pages.member);
    expect(ids.filter((id) => (MEMBER_CENTER_PAGES as readonly string[]).includes(id))).toEqual(
      MEMBER_CENTER_PAGES.filter((id) => registry.menus.memberCenter.entries.some((e) => e.id === id)),
    );
    expect(registry.pages.member.securityCenter).toEqual({
      id: 'securityCenter',
      center: 'member',
      requiresFeatures: [],
      roles: ['member', 'agent'],
    });
    expect(registry.pages.agent.depositv2?.roles).toEqual(['agent']);
  });

  it('leaves out the contract pages whose settings are off, as the agent menu does', () => {
    const raw = rawOf(loadSample('default.json'));
    const registry = interpret({ ...raw, contractSettings: null });
    expect(registry.pages.agent.agentDailyWages2).toBeUndefined();
    expect(registry.menus.agentCenter.entries.map((e) => e.id)).not.toContain('agent:agentDailyWages2');
    const pageIds = Object.keys(registry.pages.agent).map((id) => `agent:${id}`);
    for (const entry of registry.menus.agentCenter.entries)
      if (entry.action.kind === 'centerPage') expect(pageIds).toContain(entry.id);
  });
});

/** The sample with whitelabel flag `modId` switched off (and its subtree with it: the ancestor rule). */
function withFlagOff(modId: string) {
  const sample = loadSample('default.json');
  const walk = (nodes: typeof sample.permission.whitelabel): void =>
    nodes.forEach((n) => (n.modId === modId ? (n.enabled = false) : walk(n.childrenNodes)));
  walk(sample.permission.whitelabel);
  return rawOf(sample);
}

describe('every page of the build is a registry page', () => {
  it('gives every route of the route table a site page with the same path, and every site page a route', () => {
    const declared = declaredPages('site');
    const paths = declared.map((p) => (p as SitePage).path);
    expect(Object.keys(ROUTE_VIEWS).sort()).toEqual([...paths].sort());
    expect(new Set(declared.map((p) => p.id)).size).toBe(declared.length);
    for (const route of ROUTES) expect(sitePageOfPath(route.path)?.id).toBe(route.page);
  });

  it('gives every center page of the build a registry page of its center', () => {
    for (const center of ['member', 'agent'] as const) {
      const ids = declaredPages(center).map((p) => p.id);
      for (const id of Object.keys(CENTER_PAGE_COMPONENTS[center] ?? {}))
        expect([center, ids.includes(id)]).toEqual([center, true]);
    }
  });

  it('finds the site page of a browser path, parameters and a trailing slash included', () => {
    expect(sitePageOfPath('/pointMall/')?.id).toBe('pointMall');
    expect(sitePageOfPath('/blog/42')?.id).toBe('blogPost');
    expect(sitePageOfPath('/blog/')?.id).toBe('blog');
    expect(sitePageOfPath('/no-such-page')).toBeUndefined();
  });
});

describe('pageAccess: the one notion of allowed', () => {
  it('leaves out /pointMall when PTSYS3 is off and refuses it to guests when on', () => {
    const on = interpret(rawOf(loadSample('default.json'))).pages;
    const off = interpret(withFlagOff('PTSYS3')).pages;
    expect(on.site.pointMall).toEqual({
      id: 'pointMall',
      path: '/pointMall',
      requiresFeatures: ['points'],
      roles: ['trial', 'member', 'agent'],
    });
    expect(off.site.pointMall).toBeUndefined();
    expect([pageAccess(on, 'site', 'pointMall', 'member'), pageAccess(off, 'site', 'pointMall', 'member')]).toEqual([
      'allowed',
      'off',
    ]);
    expect(pageAccess(on, 'site', 'pointMall', 'guest')).toBe('refused');
    expect(pageAllowed(off, 'site', 'promotions', 'guest')).toBe(true);
  });

  it('leaves out manualRebate when MANPLAYREB3 is off, in the registry and in the answer', () => {
    const off = interpret(withFlagOff('MANPLAYREB3')).pages;
    expect(off.member.manualRebate).toBeUndefined();
    expect(pageAccess(off, 'member', 'manualRebate', 'member')).toBe('off');
    expect(pageAccess(off, 'member', 'securityCenter', 'member')).toBe('allowed');
  });

  it('refuses a page allowed for agents only to a member, before the registry exists too', () => {
    const pages = interpret(rawOf(loadSample('default.json'))).pages;
    for (const registry of [pages, null]) {
      expect(pageAccess(registry, 'agent', 'agentTeamOverview', 'member')).toBe('refused');
      expect(pageAccess(registry, 'agent', 'agentTeamOverview', 'agent')).toBe('allowed');
      expect(pageAccess(registry, 'site', 'agentHome', 'member')).toBe('refused');
      expect(pageAccess(registry, 'member', 'securityCenter', 'trial')).toBe('refused');
    }
    // no role: the features alone (the live guard; the menus filter roles on their entries)
    expect(pageAccess(pages, 'agent', 'agentTeamOverview')).toBe('allowed');
  });

  it('says off for a page id the engine does not declare', () => {
    expect(pageAccess(null, 'member', 'noSuchPage', 'member')).toBe('off');
    expect(pageAccess(null, 'site', 'constructor')).toBe('off');
  });

  it('keeps a category page only while its category is in the game menu', () => {
    const raw = rawOf(loadSample('default.json'));
    const pages = interpret(raw).pages;
    expect(pages.site.rng).toBeDefined();
    const withoutRng = interpret({ ...raw, gameMenu: raw.gameMenu.filter((e) => e.gameCategory !== 'RNG') }).pages;
    expect(withoutRng.site.rng).toBeUndefined();
    expect(pageAccess(withoutRng, 'site', 'rng', 'guest')).toBe('off');
  });
});
