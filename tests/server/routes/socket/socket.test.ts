/**
 * The site socket (docs/api/member-center.md "Live socket"): token auth, the member's balance
 * after a ledger transfer committed elsewhere, unread counts, ping/pong, and refusals; a config
 * event that changed the game categories carries the new game menu of each language, events in order.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import WebSocket from 'ws';
import { members, merchants, operators } from '../../../../server/db/schema.ts';
import { ENDPOINTS } from '../../../../contract/endpoints.ts';
import type { SiteConfig } from '../../../../contract/types.ts';
import { currentVersion, saveVersion } from '../../../../server/services/config-versions/index.ts';
import { SOCKET_TIMING } from '../../../../server/routes/socket/index.ts';
import { transfer } from '../../../../server/ledger/index.ts';
import { unreadCount } from '../../../../server/services/wallet/messagesService.ts';
import { mainBalance } from '../../../../server/services/wallet/wallet.ts';
import { toWire } from '../../../../contract/money.ts';
import { createTestApp, type TestApp } from '../../support/testApp.ts';
import { api, memberRow, tokenOf } from '../../services/wallet/support.ts';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address() as { port: number };
  base = `ws://127.0.0.1:${address.port}`;
});
afterAll(async () => t.close());

/** Opens a socket to the listening app (messages are collected from the start). */
function connect(path: string) {
  return new WebSocket(`${base}${path}`);
}

/** Collects the JSON messages of a socket; `next(type)` waits for the next one of that type. */
function inbox(ws: WebSocket) {
  const seen: { type: string; payload: any }[] = [];
  const waiters: { type: string; resolve: (m: { type: string; payload: any }) => void }[] = [];
  ws.on('message', (data: Buffer) => {
    const message = JSON.parse(data.toString()) as { type: string; payload: any };
    const waiter = waiters.findIndex((w) => w.type === message.type);
    if (waiter >= 0) waiters.splice(waiter, 1)[0]!.resolve(message);
    else seen.push(message);
  });
  return {
    next(type: string) {
      const index = seen.findIndex((m) => m.type === type);
      if (index >= 0) return Promise.resolve(seen.splice(index, 1)[0]!);
      return new Promise<{ type: string; payload: any }>((resolve) => waiters.push({ type, resolve }));
    },
    seen,
  };
}

function closed(ws: WebSocket) {
  return new Promise<number>((resolve) => ws.on('close', (code: number) => resolve(code)));
}

describe('/api/ws', () => {
  it('pushes the new balance to the member after a transfer committed elsewhere, and answers ping', async () => {
    const token = await tokenOf(t.db, 'demo01');
    const demo = await memberRow(t.db, 'demo01');
    const ws = connect(`/api/ws?token=${token}`);
    const box = inbox(ws);
    await box.next('ready');
    await transfer(t.db, {
      merchantId: demo.merchantId,
      idempotencyKey: 'socket:bonus',
      debit: { kind: 'bonus' },
      credit: { kind: 'member', memberId: demo.id },
      amount: 1_200n,
      currency: 'CNY',
      reason: 'bonus',
    });
    expect(await box.next('balance')).toEqual({ type: 'balance', payload: { balance: '10100.00', currency: 'CNY' } });
    ws.send(JSON.stringify({ type: 'ping' }));
    expect(await box.next('pong')).toEqual({ type: 'pong', payload: {} });
    ws.terminate();
  });

  it('does not tell one member about another member’s money', async () => {
    const token = await tokenOf(t.db, 'mobile01');
    const demo = await memberRow(t.db, 'demo01');
    const ws = connect(`/api/ws?token=${token}`);
    const box = inbox(ws);
    await box.next('ready');
    await transfer(t.db, {
      merchantId: demo.merchantId,
      idempotencyKey: 'socket:other',
      debit: { kind: 'bonus' },
      credit: { kind: 'member', memberId: demo.id },
      amount: 100n,
      currency: 'CNY',
      reason: 'bonus',
    });
    ws.send(JSON.stringify({ type: 'ping' }));
    await box.next('pong');
    expect(box.seen.filter((m) => m.type === 'balance')).toEqual([]);
    ws.terminate();
  });

  it('sends the unread count when a message arrives (upline transfer)', async () => {
    const agentToken = await tokenOf(t.db, 'agent01');
    const demoToken = await tokenOf(t.db, 'demo01');
    // agent01's seeded balance and unread messages (its contract income and notices, server/db/seed/contracts.ts)
    const agent = await memberRow(t.db, 'agent01');
    const balance = await mainBalance(t.db, agent.merchantId, agent.id);
    const unread = await unreadCount(t.db, agent.id);
    const ws = connect(`/api/ws?token=${agentToken}`);
    const box = inbox(ws);
    await box.next('ready');
    await api(t.app, 'POST', '/api/account/payment-password', demoToken, {
      loginPassword: 'Demo1234',
      newPassword: '135790',
      confirmPassword: '135790',
    });
    const sent = await api(t.app, 'POST', '/api/wallet/transfer-upline', demoToken, {
      amount: '2',
      paymentPassword: '135790',
    });
    expect(sent.status).toBe(200);
    expect((await box.next('balance')).payload).toEqual({ balance: toWire(balance + 200n, 'CNY'), currency: 'CNY' });
    expect((await box.next('unread')).payload).toEqual({ count: unread + 1 });
    ws.terminate();
  });

  it('closes a trial account’s socket with 4403', async () => {
    const newbie = await memberRow(t.db, 'newbie01');
    await t.db.update(members).set({ type: 4 }).where(eq(members.id, newbie.id));
    const ws = connect(`/api/ws?token=${await tokenOf(t.db, 'newbie01')}`);
    expect(await closed(ws)).toBe(4403);
  });

  it('closes a member’s socket with 4401 once the session is revoked (logout)', async () => {
    SOCKET_TIMING.sessionCheckMs = 100;
    const token = await tokenOf(t.db, 'mobile01');
    const ws = connect(`/api/ws?token=${token}`);
    await inbox(ws).next('ready');
    const code = closed(ws);
    expect((await api(t.app, 'DELETE', '/api/auth/logout', token)).status).toBe(200);
    expect(await code).toBe(4401);
  });

  it('closes the socket with 4401 without a valid token', async () => {
    const ws = connect('/api/ws?token=not-a-token-at-all-0000000000000000000');
    expect(await closed(ws)).toBe(4401);
  });

  it('adds the new game menus (TW and EN) to a config event that changed the game categories, keeping events in order', async () => {
    const [demo] = await t.db.select().from(merchants).where(eq(merchants.code, 'DEMO'));
    const [op] = await t.db.select().from(operators).where(eq(operators.merchantId, demo!.id));
    const saver = { id: op!.id, username: op!.username };
    const ws = connect('/api/ws');
    const box = inbox(ws);
    await box.next('ready');
    const config = structuredClone((await currentVersion(t.db, demo!.id)).body as SiteConfig);
    config.gameCategories = config.gameCategories.filter((c) => c !== 'FISH');
    const fewer = await saveVersion(t.db, demo!.id, config, saver, { note: 'no fishing' });
    config.permission.merchantName = 'Royal Ace Live';
    const renamed = await saveVersion(t.db, demo!.id, config, saver, { note: 'rename' });
    const first = await box.next('config');
    const second = await box.next('config');
    expect([first.payload.version, second.payload.version]).toEqual([fewer.version, renamed.version]);
    const menu = async (lang: string) =>
      (await t.app.inject({ method: 'GET', url: `${ENDPOINTS.gameMenu}?language=${lang}` })).json().value;
    expect(first.payload.gameMenus).toEqual({ TW: await menu('TW'), EN: await menu('EN') });
    expect(first.payload.gameMenus.TW.map((e: { gameCategory: string }) => e.gameCategory)).not.toContain('FISH');
    expect(first.payload.gameMenus.EN[0].vendors[0].displayName).not.toBe(
      first.payload.gameMenus.TW[0].vendors[0].displayName,
    );
    expect(second.payload.gameMenus).toBeUndefined();
    ws.close();
  });
});
