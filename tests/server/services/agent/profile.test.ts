/**
 * GET /api/agent/profile (spec section 2, the agent header; README "Agents"): the agent's own
 * names and invitation code, the merchant's reporting zone (merchant_reporting, +08:00 without a
 * row) as minutes and as the header's GMT label, and the team counted on the closure of the tree
 * (any depth; direct downlines apart), never a sibling's or an upline's members.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq, sql } from 'drizzle-orm';
import { members, merchantReporting } from '../../../../server/db/schema.ts';
import { gmtLabel } from '../../../../server/services/agent/days.ts';
import { createTestApp, type TestApp } from '../../support/testApp.ts';
import { api } from '../wallet/support.ts';
import { addMember, demoMerchantId, sessionOf, uniqueName } from './support.ts';

let t: TestApp;
let merchantId: number;
let top: number;
let sub: number;
let topName: string;

beforeAll(async () => {
  t = await createTestApp({ rateLimitMax: false });
  merchantId = await demoMerchantId(t.db);
  topName = uniqueName('pa');
  top = await addMember(t.db, merchantId, topName, 1, null);
  await t.db
    .update(members)
    .set({ nickname: 'Profile top', affiliateCode: 'PRF' + String(top) })
    .where(eq(members.id, top));
  sub = await addMember(t.db, merchantId, uniqueName('ps'), 41, top);
  await addMember(t.db, merchantId, uniqueName('pm'), 0, top);
  const deep = await addMember(t.db, merchantId, uniqueName('pd'), 0, sub);
  await addMember(t.db, merchantId, uniqueName('pe'), 0, deep);
  await addMember(t.db, merchantId, uniqueName('pf'), 0, sub);
  // a sibling team that must not count
  const other = await addMember(t.db, merchantId, uniqueName('po'), 1, null);
  await addMember(t.db, merchantId, uniqueName('pq'), 0, other);
});
afterAll(async () => t.close());

const profile = async (id: number) => {
  const res = await api(t.app, 'GET', '/api/agent/profile', await sessionOf(t.db, id));
  expect(res.status).toBe(200);
  return res.body.value;
};

describe('GET /api/agent/profile', () => {
  it("answers the agent's names, invitation code and team counted at any depth", async () => {
    const value = await profile(top);
    expect(value).toMatchObject({
      id: top,
      username: topName,
      nickname: 'Profile top',
      type: 1,
      affiliateCode: `PRF${top}`,
      teamSize: 5,
      directCount: 2,
    });
    // a sub-agent sees its own team only, never its upline or siblings
    expect(await profile(sub)).toMatchObject({ id: sub, type: 41, affiliateCode: null, teamSize: 3, directCount: 2 });
  });

  it("answers the merchant's reporting zone: +08:00 without a row, the stored offset with one", async () => {
    await t.db.delete(merchantReporting).where(eq(merchantReporting.merchantId, merchantId));
    expect(await profile(top)).toMatchObject({ utcOffsetMinutes: 480, gmtLabel: 'GMT+08:00' });
    await t.db
      .insert(merchantReporting)
      .values({ merchantId, utcOffsetMinutes: -210 })
      .onConflictDoUpdate({
        target: merchantReporting.merchantId,
        set: { utcOffsetMinutes: sql`excluded.utc_offset_minutes` },
      });
    expect(await profile(top)).toMatchObject({ utcOffsetMinutes: -210, gmtLabel: 'GMT-03:30' });
    await t.db
      .update(merchantReporting)
      .set({ utcOffsetMinutes: 0 })
      .where(eq(merchantReporting.merchantId, merchantId));
    expect(await profile(top)).toMatchObject({ utcOffsetMinutes: 0, gmtLabel: 'GMT+00:00' });
  });

  it('writes every offset as the header shows it', () => {
    expect([480, 330, -300, 0, 840, -720, 45].map(gmtLabel)).toEqual([
      'GMT+08:00',
      'GMT+05:30',
      'GMT-05:00',
      'GMT+00:00',
      'GMT+14:00',
      'GMT-12:00',
      'GMT+00:45',
    ]);
  });
});
