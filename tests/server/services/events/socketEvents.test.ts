/**
 * The site socket's events (schemas/api/socket-event.json; docs/api/member-center.md "Live socket"):
 * the schema takes one event of each type and refuses what the browser could not read, publish
 * runs the schema check the server tests attach (an event outside the schema never reaches a
 * socket), and a deposit approved by an operator tells its member with a `deposit` and a `balance`
 * event that both validate.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { SOCKET_EVENT_TYPES, type SocketEvent } from '../../../../contract/types.ts';
import {
  checkEvents,
  publish,
  socketFrame,
  subscribe,
  type LiveEvent,
} from '../../../../server/services/events/index.ts';
import { checkLiveEventsAgainstSchema, socketEventErrors } from '../../support/liveEvents.ts';
import { createTestApp, type TestApp } from '../../support/testApp.ts';
import { api, memberRow, tokenOf } from '../wallet/support.ts';
import { operatorSignIn } from '../../support/operator.ts';

/** One valid event of every type (the `satisfies` keeps the table complete and typed). */
const SAMPLES = {
  ready: { type: 'ready', payload: {} },
  pong: { type: 'pong', payload: {} },
  balance: { type: 'balance', payload: { balance: '12.34', currency: 'CNY' } },
  unread: { type: 'unread', payload: { count: 2 } },
  rewards: { type: 'rewards', payload: { rewardCount: 3, missionCount: 1 } },
  points: { type: 'points', payload: { points: '150.00' } },
  rg: { type: 'rg', payload: { action: 'loggedOut', kind: 'timeout', until: '2026-12-02T10:00:00.000Z' } },
  contract: { type: 'contract', payload: { id: 4, kind: 'dividend', state: 'offered' } },
  deposit: { type: 'deposit', payload: { id: 7, orderNo: 'D2026120100001', status: 'success' } },
  withdraw: { type: 'withdraw', payload: { id: 8, orderNo: 'W2026120100001', status: 'approved' } },
  config: { type: 'config', payload: { version: 3, changed: ['gameCategories'] } },
  content: { type: 'content', payload: { version: 5 } },
  pages: { type: 'pages', payload: { version: 2 } },
  chat: { type: 'chat', payload: { conversationId: 9, kind: 'closed' } },
  payments: {
    type: 'payments',
    payload: { kind: 'withdrawal', id: 8, orderNo: 'W2026120100001', status: 'applied', change: 'created' },
  },
} satisfies { [T in SocketEvent['type']]: Extract<SocketEvent, { type: T }> };

describe('the events schema', () => {
  it('takes one event of each type, and the table names every type', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual([...SOCKET_EVENT_TYPES].sort());
    for (const event of Object.values(SAMPLES))
      expect([event.type, socketEventErrors(event)]).toEqual([event.type, []]);
  });

  it('refuses an unknown type, a missing or float amount, an extra key and a status no order has', () => {
    expect(socketEventErrors({ type: 'jackpot', payload: {} })).not.toEqual([]);
    expect(socketEventErrors({ type: 'balance', payload: { balance: '1.00' } })).not.toEqual([]);
    expect(socketEventErrors({ type: 'balance', payload: { balance: 1.5, currency: 'CNY' } })).not.toEqual([]);
    expect(socketEventErrors({ type: 'unread', payload: { count: 1, extra: true } })).not.toEqual([]);
    expect(socketEventErrors({ type: 'deposit', payload: { id: 1, orderNo: 'D1', status: 'expired' } })).not.toEqual(
      [],
    );
    expect(socketEventErrors({ type: 'config', payload: { version: 1, changed: ['nope'] } })).not.toEqual([]);
  });

  it('writes a frame as { type, payload } JSON', () => {
    expect(JSON.parse(socketFrame(SAMPLES.balance))).toEqual(SAMPLES.balance);
    expect(socketFrame({ type: 'pong', payload: {} })).toBe('{"type":"pong","payload":{}}');
  });
});

describe('publish', () => {
  it('runs the attached checks first: an event outside the schema throws and reaches no subscriber', () => {
    checkLiveEventsAgainstSchema();
    const heard: LiveEvent[] = [];
    const stop = subscribe((e) => heard.push(e));
    try {
      const bad = { merchantId: 1, memberId: 2, type: 'balance', payload: { balance: 12.34 } } as unknown as LiveEvent;
      expect(() => publish(bad)).toThrow(/live event 'balance' outside api\/socket-event.json/);
      const good: LiveEvent = { merchantId: 1, memberId: 2, ...SAMPLES.balance };
      publish(good);
      expect(heard).toEqual([good]);
    } finally {
      stop();
    }
  });

  it('detaches a check', () => {
    const seen: string[] = [];
    const detach = checkEvents((e) => seen.push(e.type));
    publish({ merchantId: 1, ...SAMPLES.content });
    detach();
    publish({ merchantId: 1, ...SAMPLES.pages });
    expect(seen).toEqual(['content']);
  });
});

describe('money events of a member', () => {
  let t: TestApp;
  let demo: string;
  let operator: string;
  beforeAll(async () => {
    t = await createTestApp();
    demo = await tokenOf(t.db, 'demo01');
    operator = await operatorSignIn(t.app);
  }, 300_000); // a clone and an app start: minutes on a loaded machine
  afterAll(async () => t.close());

  it('an approved bank deposit sends its member a deposit event and the new balance, both in the schema', async () => {
    const member = await memberRow(t.db, 'demo01');
    const created = await api(t.app, 'POST', '/api/deposit/orders', demo, { channel: 'BANK', amount: '100' });
    const heard: LiveEvent[] = [];
    const stop = subscribe((e) => heard.push(e));
    try {
      await api(t.app, 'POST', `/api/operator/deposits/${created.body.value.id}/approve`, operator, {});
    } finally {
      stop();
    }
    const mine = heard.filter((e) => e.memberId === member.id);
    expect(mine.find((e) => e.type === 'deposit')?.payload).toEqual({
      id: created.body.value.id,
      orderNo: created.body.value.orderNo,
      status: 'success',
    });
    expect(mine.some((e) => e.type === 'balance')).toBe(true);
    for (const event of heard) expect(socketEventErrors(event)).toEqual([]);
  });
});
