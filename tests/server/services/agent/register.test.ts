/**
 * Register center and announcements for agents (README "Agent center"): downline creation with
 * the merchant's registration rules (member or agent, placed under the caller in the tree),
 * invitation links (random unique codes, register URL, on/off, only the owner's), and the
 * announcements whose audience includes agents.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { announcements } from '../../../../server/db/schema.ts';
import { resolveInvitation } from '../../../../server/services/agent/tree.ts';
import { verifyPassword } from '../../../../server/services/auth/passwords.ts';
import { createTestApp, type TestApp } from '../../support/testApp.ts';
import { api } from '../wallet/support.ts';
import { addMember, demoMerchantId, sessionOf, uniqueName } from './support.ts';

let t: TestApp;
let merchantId: number;
let agent: number;
let other: number;
let token: string;
let otherToken: string;

beforeAll(async () => {
  t = await createTestApp({ rateLimitMax: false });
  merchantId = await demoMerchantId(t.db);
  agent = await addMember(t.db, merchantId, uniqueName('rc'), 1, null);
  other = await addMember(t.db, merchantId, uniqueName('ro'), 1, null);
  token = await sessionOf(t.db, agent);
  otherToken = await sessionOf(t.db, other);
});
afterAll(async () => t.close());

const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;

describe('create a downline', () => {
  it('creates a member and an agent under the caller, placed in the tree, argon2id password', async () => {
    const res = await api(t.app, 'POST', '/api/agent/downlines', token, {
      username: 'NewKid01',
      password: 'abc12345',
      accountType: 'member',
      nickname: 'Kid',
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Account created successfully');
    expect(res.body.value).toMatchObject({ username: 'newkid01', type: 0 });
    const [row] = await rowsOf<{ upline_id: number; password_hash: string; nickname: string }>(
      sql`select upline_id, password_hash, nickname from members where id = ${res.body.value.id}`,
    );
    expect(row).toMatchObject({ upline_id: agent, nickname: 'Kid' });
    expect(row!.password_hash.startsWith('$argon2id$')).toBe(true);
    expect(await verifyPassword(row!.password_hash, 'abc12345')).toBe(true);
    const sub = await api(t.app, 'POST', '/api/agent/downlines', token, {
      username: 'newsub01',
      password: 'abc12345',
      accountType: 'agent',
    });
    expect(sub.body.value).toMatchObject({ type: 1 });
    const list = await api(t.app, 'GET', '/api/agent/downlines', token);
    expect(list.body.value.list.map((d: { username: string }) => d.username).sort()).toEqual(['newkid01', 'newsub01']);
    // the new sub-agent runs its own team at once
    const subToken = await sessionOf(t.db, sub.body.value.id);
    expect((await api(t.app, 'GET', '/api/agent/overview', subToken)).status).toBe(200);
  });

  it.each([
    ['short username', { username: 'ab', password: 'abc12345' }, 'username', 'FIELD_LENGTH'],
    ['username starting with a digit', { username: '1abcdefg', password: 'abc12345' }, 'username', 'FIELD_FORMAT'],
    ['password without digits', { username: 'goodname1', password: 'onlyletters' }, 'password', 'FIELD_FORMAT'],
    // a control character is refused before any route reads it (server/plugins/controlCharacters.ts)
    ['NUL byte', { username: 'good\u0000name', password: 'abc12345' }, 'username', 'BAD_REQUEST'],
    ['huge username', { username: 'x'.repeat(5000), password: 'abc12345' }, 'username', 'BAD_REQUEST'],
    [
      'unknown account type',
      { username: 'goodname2', password: 'abc12345', accountType: 'boss' },
      'accountType',
      'BAD_REQUEST',
    ],
    ['number password', { username: 'goodname3', password: 12345678 }, 'password', 'FIELD_FORMAT'],
    ['missing password', { username: 'goodname4' }, 'password', 'BAD_REQUEST'],
    // the agent center's downline form caps the nickname (engine/forms/registerForms.ts NICKNAME_MAX)
    [
      'nickname over 20 characters',
      { username: 'goodname5', password: 'abc12345', nickname: 'n'.repeat(21) },
      'nickname',
      'FIELD_LENGTH',
    ],
  ])('refuses a %s with a localised 400 naming the field', async (_label, body, field, code) => {
    for (const language of ['EN', 'TW'] as const) {
      const res = await api(t.app, 'POST', '/api/agent/downlines', token, { accountType: 'member', ...body }, language);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, code, value: { field } });
      expect(res.body.message.length).toBeGreaterThan(0);
    }
  });

  it('refuses a taken username with 409 and creates nothing', async () => {
    const res = await api(t.app, 'POST', '/api/agent/downlines', token, {
      username: 'Demo01',
      password: 'abc12345',
      accountType: 'member',
    });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('USERNAME_TAKEN');
  });
});

describe('invitation links', () => {
  it('creates several links with unique random codes and the register URL, lists and switches them', async () => {
    const a = await api(t.app, 'POST', '/api/agent/invitations', token, { accountType: 'member' });
    const b = await api(t.app, 'POST', '/api/agent/invitations', token, { accountType: 'agent' });
    expect(a.status).toBe(200);
    expect(a.body.value).toMatchObject({ accountType: 'member', uses: 0, enabled: true });
    expect(a.body.value.code).toMatch(/^[A-Z2-9]{8}$/);
    expect(a.body.value.code).not.toBe(b.body.value.code);
    expect(a.body.value.url).toMatch(
      new RegExp(`^http://localhost(:80)?/register\\?affiliateCode=${a.body.value.code}$`),
    );
    expect(await resolveInvitation(t.db, merchantId, b.body.value.code)).toMatchObject({
      uplineId: agent,
      accountType: 1,
    });

    const list = await api(t.app, 'GET', '/api/agent/invitations', token);
    expect(list.body.value.list.map((l: { id: number }) => l.id)).toEqual([a.body.value.id, b.body.value.id]);
    expect((await api(t.app, 'GET', '/api/agent/invitations', otherToken)).body.value.list).toEqual([]);

    // the registration form's invitation code check accepts a link's code (the QR code's URL carries it) while it is on
    const check = (code: string) =>
      api(t.app, 'GET', `/api/auth/affiliate/check?code=${code.toLowerCase()}&domain=127.0.0.1`);
    expect((await check(a.body.value.code)).body.value).toEqual({ valid: true, code: a.body.value.code });

    const off = await api(t.app, 'PATCH', `/api/agent/invitations/${a.body.value.id}`, token, { enabled: false });
    expect(off.body.value.enabled).toBe(false);
    expect(await resolveInvitation(t.db, merchantId, a.body.value.code)).toBeNull();
    expect((await check(a.body.value.code)).body).toMatchObject({ code: 'INVITATION_CODE_ERROR' });

    for (const id of [a.body.value.id, 99_999_999, 2_147_483_648]) {
      const theirs = await api(t.app, 'PATCH', `/api/agent/invitations/${id}`, otherToken, { enabled: true });
      expect(theirs.status).toBe(404);
      expect(theirs.body.code).toBe('INVITATION_NOT_FOUND');
    }
    expect((await api(t.app, 'PATCH', `/api/agent/invitations/abc`, token, { enabled: true })).status).toBe(400);
    expect(
      (await api(t.app, 'PATCH', `/api/agent/invitations/${a.body.value.id}`, token, { enabled: 'maybe' })).status,
    ).toBe(400);
    expect((await api(t.app, 'POST', '/api/agent/invitations', token, { accountType: 'root' })).status).toBe(400);
  });
});

describe('announcements for agents', () => {
  it('lists the active announcements for signed-in accounts, sanitised, paged', async () => {
    const base = {
      merchantId,
      kind: 'PL' as const,
      titleTw: '代理公告',
      titleEn: 'Agent notice',
      contentTw: '<p>內容</p><script>alert(1)</script>',
      contentEn: '<p>Body</p><img src=x onerror="alert(1)">',
      publishedAt: new Date('2026-01-02T00:00:00Z'),
    };
    await t.db.delete(announcements).where(sql`${announcements.merchantId} = ${merchantId}`);
    await t.db.insert(announcements).values([
      { ...base, execution: 'A' },
      { ...base, execution: 'B', titleEn: 'Visitors only' },
      { ...base, execution: 'A', active: false, titleEn: 'Hidden' },
    ]);
    const res = await api(t.app, 'GET', '/api/agent/announcements', token);
    expect(res.status).toBe(200);
    expect(res.body.value).toMatchObject({ total: 1, page: 1, pageSize: 20 });
    expect(res.body.value.list[0]).toMatchObject({ title: 'Agent notice', publishedAt: '2026-01-02T00:00:00.000Z' });
    expect(res.body.value.list[0].body).not.toMatch(/onerror|script/);
    const tw = await api(t.app, 'GET', '/api/agent/announcements', token, undefined, 'TW');
    expect(tw.body.value.list[0].title).toBe('代理公告');
    expect((await api(t.app, 'GET', '/api/agent/announcements?page=2', token)).body.value.list).toEqual([]);
  });
});
