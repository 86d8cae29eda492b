/**
 * Versioned configuration service and live push (README "Operator console"): RFC 6902 diffs, a change
 * made outside the console (a start with another configuration) recorded as its own version, and
 * a saved version published as `{ type: 'config', payload }` to every open socket of that merchant,
 * visitors without a token included, and to no other merchant's sockets; the payload carries the
 * version, the changed sections, and exactly what GET permission and system status answer then,
 * less the caller's own IP and location.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import WebSocket from 'ws';
import type { SiteConfig } from '../../../../contract/types.ts';
import { ENDPOINTS } from '../../../../contract/endpoints.ts';
import { decryptCustomerServicePath } from '../../../../server/crypto/customerServicePath.ts';
import { merchants, operators } from '../../../../server/db/schema.ts';
import { publish } from '../../../../server/services/events/index.ts';
import {
  configDiff,
  currentVersion,
  rollbackTo,
  saveVersion,
} from '../../../../server/services/config-versions/index.ts';
import { applySiteConfig } from '../../../../server/services/merchants.ts';
import { createTestApp, type TestApp } from '../../support/testApp.ts';

let t: TestApp;
let port: number;
let demo: { id: number; config: SiteConfig };
let lucky: { id: number };
let saver: { id: number; username: string };

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
  demo = (await t.db.select().from(merchants).where(eq(merchants.code, 'DEMO')))[0]!;
  lucky = (await t.db.select().from(merchants).where(eq(merchants.code, 'LUCKY')))[0]!;
  const [op] = await t.db.select().from(operators).where(eq(operators.merchantId, demo.id));
  saver = { id: op!.id, username: op!.username };
});
afterAll(async () => t.close());

/** A socket on `host` without a token, and the messages it received. */
async function visitor(host: string) {
  const ws = new WebSocket(`ws://127.0.0.1:${port}/api/ws`, { headers: { host } });
  const seen: { type: string; payload: any }[] = [];
  ws.on('message', (data: Buffer) => seen.push(JSON.parse(data.toString())));
  await new Promise<void>((resolve, reject) => {
    ws.on('message', () => resolve());
    ws.on('close', (code: number) => reject(new Error(`closed ${code}`)));
  });
  return { ws, seen };
}
const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i += 1) await new Promise((r) => setTimeout(r, 20));
};

describe('configDiff', () => {
  it('names each changed value by its JSON pointer', () => {
    const next = structuredClone(demo.config);
    next.systemStatus.maintenance = true;
    next.permission.customerService.pop();
    expect(configDiff(demo.config, next)).toEqual([
      { op: 'replace', path: '/systemStatus/maintenance', value: true },
      { op: 'remove', path: `/permission/customerService/${demo.config.permission.customerService.length - 1}` },
    ]);
  });
});

describe('versions', () => {
  it('records a configuration changed outside the console as a new version saved by its source', async () => {
    expect((await currentVersion(t.db, demo.id)).version).toBe(1);
    const changed = structuredClone(demo.config);
    changed.permission.merchantName = 'Royal Ace Plus';
    await applySiteConfig(t.db, 'DEMO', changed, 'SITE_CONFIG:test.json', true);
    const now = await currentVersion(t.db, demo.id);
    expect([now.version, now.savedBy, now.diff]).toEqual([
      2,
      'SITE_CONFIG:test.json',
      [{ op: 'replace', path: '/permission/merchantName', value: 'Royal Ace Plus' }],
    ]);
  });
});

describe('live push', () => {
  it('sends the saved version to visitor sockets of the merchant only, and nothing but config events', async () => {
    const demoVisitor = await visitor('localhost');
    const luckyVisitor = await visitor('lucky.localhost');
    publish({ merchantId: demo.id, type: 'balance', payload: { balance: '1.00', currency: 'CNY' } });
    const next = structuredClone((await currentVersion(t.db, demo.id)).body as SiteConfig);
    next.systemStatus.maintenance = true;
    const saved = await saveVersion(t.db, demo.id, next, saver);
    await until(() => demoVisitor.seen.some((m) => m.type === 'config'));
    expect(demoVisitor.seen.map((m) => m.type)).toEqual(['ready', 'config']);
    const pushed = demoVisitor.seen[1]!.payload;
    expect(pushed).toMatchObject({
      version: saved.version,
      changed: ['systemStatus'],
      status: { status: 1, maintenance: true },
    });
    const answer = async (url: string) =>
      (await t.app.inject({ method: 'GET', url, headers: { host: 'localhost' } })).json().value;
    const { ip, ...status } = await answer(ENDPOINTS.systemStatus);
    const { location, ...permission } = await answer(ENDPOINTS.permission);
    expect(ip).toBeTruthy();
    expect(location.country).toBe('ZZ');
    expect(pushed.status).toEqual(status);
    // customer service paths are encrypted with a random IV: compare them decrypted
    const plain = (p: typeof permission) => ({
      ...p,
      customerService: p.customerService.map((c: { path: string }) => ({
        ...c,
        path: decryptCustomerServicePath(c.path, 'DEMO'),
      })),
    });
    expect(plain(pushed.permission)).toEqual(plain(permission));
    expect(pushed.permission.maintenance).toBe(true);
    const back = await rollbackTo(t.db, demo.id, saved.version - 1, saver);
    await until(() => demoVisitor.seen.length === 3);
    expect(demoVisitor.seen[2]).toMatchObject({
      type: 'config',
      payload: { version: back.version, changed: ['systemStatus'], status: { status: 0, maintenance: false } },
    });
    expect(luckyVisitor.seen).toEqual([{ type: 'ready', payload: {} }]);
    expect(lucky.id).not.toBe(demo.id);
    demoVisitor.ws.close();
    luckyVisitor.ws.close();
  });
});
