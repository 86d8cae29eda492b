/**
 * The registry's center pages (engine/menus/centerPages.ts): each page id with the features and
 * roles it requires; pages whose features are off are left out, like their menu entries.
 */
import { describe, expect, it } from '@jest/globals';
import { MEMBER_CENTER_PAGES } from '../../engine/menus';
import { interpret } from '../../engine/interpret';
import { loadSample, rawOf } from '../support/samples';

describe('interpret: center pages', () => {
  it('lists the member center pages in spec order for real accounts', () => {
    const registry = interpret(rawOf(loadSample('default.json')));
    const ids = Object.keys(registry.pages.member);
    expect(ids.filter((id) => (MEMBER_CENTER_PAGES as readonly string[]).includes(id))).toEqual(
      MEMBER_CENTER_PAGES.filter((id) => registry.menus.memberCenter.entries.some((e) => e.id === id)),
    );
    expect(registry.pages.member.securityCenter).toEqual({ id: 'securityCenter', center: 'member', requiresFeatures: [], roles: ['member', 'agent'] });
    expect(registry.pages.agent.depositv2?.roles).toEqual(['agent']);
  });

  it('leaves out the contract pages whose settings are off, as the agent menu does', () => {
    const raw = rawOf(loadSample('default.json'));
    const registry = interpret({ ...raw, contractSettings: null });
    expect(registry.pages.agent.agentDailyWages2).toBeUndefined();
    expect(registry.menus.agentCenter.entries.map((e) => e.id)).not.toContain('agent:agentDailyWages2');
    const pageIds = Object.keys(registry.pages.agent).map((id) => `agent:${id}`);
    for (const entry of registry.menus.agentCenter.entries) if (entry.action.kind === 'centerPage') expect(pageIds).toContain(entry.id);
  });
});
