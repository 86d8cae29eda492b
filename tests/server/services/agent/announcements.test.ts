/**
 * Announcements addressed to agents only (the console's choice; spec section 2 agentAnnouncement,
 * README "Operator console"): the operator saves one through the content document, the agent
 * center lists it with the signed-in accounts' ones, and the public announcement calls never show
 * it to visitors, members or even agents (whatever its execution).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { AnnouncementsResponse, ContentDocument } from '../../../../contract/types.ts';
import { createTestApp, getJson, type TestApp } from '../../support/testApp.ts';
import { api, tokenOf } from '../wallet/support.ts';
import { operatorSignIn } from '../../support/operator.ts';

let t: TestApp;
let operator: string;

beforeAll(async () => {
  t = await createTestApp();
  operator = await operatorSignIn(t.app);
});
afterAll(async () => t.close());

const text = (en: string) => ({ tw: en, en });
const titles = (list: { title: string }[]) => list.map((a) => a.title);

describe('agents-only announcements', () => {
  it('are saved by the console, listed for agents, and never shown by the public calls', async () => {
    const current = (await api(t.app, 'GET', '/api/console/content', operator)).body.value as {
      version: number;
      content: ContentDocument;
    };
    const mine = [
      {
        kind: 'PL' as const,
        execution: 'A' as const,
        title: text('Agents A'),
        content: text('<p>a</p>'),
        active: true,
        agentsOnly: true,
      },
      {
        kind: 'PL' as const,
        execution: 'B' as const,
        title: text('Agents B'),
        content: text('<p>b</p>'),
        active: true,
        agentsOnly: true,
      },
      {
        kind: 'PU' as const,
        execution: 'F' as const,
        title: text('Agents popup'),
        content: text('<p>c</p>'),
        active: true,
        agentsOnly: true,
      },
      {
        kind: 'PL' as const,
        execution: 'A' as const,
        title: text('Everyone signed in'),
        content: text('<p>d</p>'),
        active: true,
        agentsOnly: false,
      },
    ];
    const saved = await api(t.app, 'PUT', '/api/console/content', operator, {
      content: { ...current.content, announcements: [...mine, ...current.content.announcements] },
      baseVersion: current.version,
    });
    expect(saved.status).toBe(200);
    const back = (await api(t.app, 'GET', '/api/console/content', operator)).body.value.content as ContentDocument;
    expect(back.announcements.slice(0, 4).map((a) => a.agentsOnly ?? false)).toEqual([true, true, true, false]);

    const visitor = (await getJson<AnnouncementsResponse>(t.app, '/api/announcements?types=PL,PU')).body.value;
    const member = (
      await getJson<AnnouncementsResponse>(t.app, '/api/announcements?types=PL,PU', {
        authorization: `Bearer ${await tokenOf(t.db, 'demo01')}`,
      })
    ).body.value;
    const agentPublic = (
      await getJson<AnnouncementsResponse>(t.app, '/api/announcements?types=PL,PU', {
        authorization: `Bearer ${await tokenOf(t.db, 'agent01')}`,
      })
    ).body.value;
    for (const seen of [visitor, member, agentPublic]) {
      expect([...titles(seen.player), ...titles(seen.popup)].filter((title) => title.startsWith('Agents'))).toEqual([]);
    }
    expect(titles(member.player)).toContain('Everyone signed in');

    const center = (await api(t.app, 'GET', '/api/agent/announcements?pageSize=100', await tokenOf(t.db, 'agent01')))
      .body.value;
    expect(titles(center.list)).toEqual(expect.arrayContaining(['Agents A', 'Agents B', 'Everyone signed in']));
    expect(titles(center.list)).not.toContain('Agents popup');
    expect(titles(center.list).indexOf('Agents A')).toBeLessThan(titles(center.list).indexOf('Everyone signed in'));
  });

  it('refuses a non-boolean audience choice and changes nothing', async () => {
    const current = (await api(t.app, 'GET', '/api/console/content', operator)).body.value as {
      version: number;
      content: ContentDocument;
    };
    const bad = { ...current.content, announcements: [{ ...current.content.announcements[0]!, agentsOnly: 'yes' }] };
    const refused = await api(t.app, 'PUT', '/api/console/content', operator, {
      content: bad,
      baseVersion: current.version,
    });
    expect(refused.status).toBe(400);
    expect((await api(t.app, 'GET', '/api/console/content', operator)).body.value.version).toBe(current.version);
  });
});
