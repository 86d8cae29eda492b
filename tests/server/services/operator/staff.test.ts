/**
 * Staff sign-in, accounts, roles, sessions and the audit log (README "Staff and roles";
 * server/services/operator/signIn.ts, staff.ts): the second factor is required (password alone
 * gives no token; a wrong code is refused; a new staff member enrols), the lockout of both steps,
 * staff.manage on every management route, the last-owner and self-disable rules, the owner role
 * keeping staff.manage, revocation killing a token at once, password reset, and the audit filters.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { generate } from 'otplib';
import { ENDPOINTS } from '../../../../contract/endpoints.ts';
import { operators } from '../../../../server/db/schema.ts';
import { DEMO_OPERATOR_TOTP_SECRET } from '../../../../server/db/seed/money.ts';
import { OPERATOR_LOCKOUT_FAILURES } from '../../../../server/services/operator/signIn.ts';
import { chatSocketScope } from '../../../../server/services/livechat/socket.ts';
import { testClock, type Clock } from '../../support/authApp.ts';
import { call } from '../../support/auth.ts';
import { addStaff, operatorSignIn, staffId, totpCode } from '../../support/operator.ts';
import { createTestApp, type TestApp } from '../../support/testApp.ts';

let t: TestApp;
let clock: Clock;
let owner: string;

const path = (p: string, id: number) => p.replace(':id', String(id));
const as = (token: string, language: 'TW' | 'EN' = 'EN') => ({ token, language });

beforeAll(async () => {
  clock = testClock();
  t = await createTestApp({ auth: { now: clock.now } });
  owner = await operatorSignIn(t.app);
  await addStaff(t.db, 'cs01', 'service');
});
afterAll(() => t.close());

describe('sign-in with a second factor', () => {
  it('gives no token for the password alone, refuses a wrong code, and opens a session with the right one', async () => {
    const first = await call<{ step: string; challenge: string; token?: string }>(
      t.app,
      'POST',
      ENDPOINTS.operatorLogin,
      {
        username: 'operator',
        password: 'Operator1234',
      },
    );
    expect(first.status).toBe(200);
    expect(first.body.value.step).toBe('code');
    expect(first.body.value.token).toBeUndefined();
    const wrong = await call(
      t.app,
      'POST',
      ENDPOINTS.operatorLoginCode,
      { challenge: first.body.value.challenge, code: '000000' },
      { language: 'TW' },
    );
    expect(wrong.status).toBe(401);
    expect(wrong.body.code).toBe('OPERATOR_BAD_CODE');
    expect(wrong.body.message).toContain('驗證碼');
    // a challenge is no token
    expect((await call(t.app, 'GET', ENDPOINTS.operatorMe, undefined, as(first.body.value.challenge))).status).toBe(
      401,
    );
    const code = await generate({ secret: DEMO_OPERATOR_TOTP_SECRET, epoch: Math.floor(clock.now().getTime() / 1000) });
    const done = await call<{ token: string; operator: { username: string } }>(
      t.app,
      'POST',
      ENDPOINTS.operatorLoginCode,
      {
        challenge: first.body.value.challenge,
        code,
      },
    );
    expect(done.status).toBe(200);
    expect(done.body.value.operator.username).toBe('operator');
    expect((await call(t.app, 'GET', ENDPOINTS.operatorMe, undefined, as(done.body.value.token))).status).toBe(200);
    // the challenge opened one session
    const again = await call(t.app, 'POST', ENDPOINTS.operatorLoginCode, {
      challenge: first.body.value.challenge,
      code,
    });
    expect(again.body.code).toBe('OPERATOR_CHALLENGE_EXPIRED');
  });

  it('refuses a code of a challenge that expired', async () => {
    const first = await call<{ challenge: string }>(t.app, 'POST', ENDPOINTS.operatorLogin, {
      username: 'operator',
      password: 'Operator1234',
    });
    clock.advance(6 * 60_000);
    const late = await call(t.app, 'POST', ENDPOINTS.operatorLoginCode, {
      challenge: first.body.value.challenge,
      code: await totpCode(t.app, DEMO_OPERATOR_TOTP_SECRET),
    });
    expect(late.body.code).toBe('OPERATOR_CHALLENGE_EXPIRED');
    owner = await operatorSignIn(t.app);
  });

  it('makes a new staff member enrol: a secret to scan, confirmed by a first code, asked for ever after', async () => {
    const created = await call<{ id: number; totp: boolean }>(
      t.app,
      'POST',
      ENDPOINTS.operatorStaff,
      {
        username: 'newbie01',
        name: 'New Bie',
        roleId: (await roles()).find((r) => r.code === 'service')!.id,
        password: 'Start1234',
      },
      as(owner),
    );
    expect(created.status).toBe(200);
    expect(created.body.value.totp).toBe(false);
    const first = await call<{ step: string; challenge: string; secret: string; uri: string }>(
      t.app,
      'POST',
      ENDPOINTS.operatorLogin,
      {
        username: 'newbie01',
        password: 'Start1234',
      },
    );
    expect(first.body.value.step).toBe('enrol');
    expect(first.body.value.uri).toMatch(/^otpauth:\/\/totp\//);
    const bad = await call(t.app, 'POST', ENDPOINTS.operatorLoginCode, {
      challenge: first.body.value.challenge,
      code: '123456',
    });
    expect(bad.body.code).toBe('OPERATOR_BAD_CODE');
    const ok = await call<{ token: string; mustChangePassword: boolean }>(t.app, 'POST', ENDPOINTS.operatorLoginCode, {
      challenge: first.body.value.challenge,
      code: await totpCode(t.app, first.body.value.secret),
    });
    expect(ok.status).toBe(200);
    expect(ok.body.value.mustChangePassword).toBe(true);
    // a new password is due first: only "my account" answers
    const tk = ok.body.value.token;
    expect((await call(t.app, 'GET', ENDPOINTS.operatorChats, undefined, as(tk))).body.code).toBe(
      'OPERATOR_PASSWORD_CHANGE_REQUIRED',
    );
    const changed = await call(
      t.app,
      'POST',
      ENDPOINTS.operatorAccountPassword,
      { current: 'Start1234', password: 'Better1234' },
      as(tk),
    );
    expect(changed.status).toBe(200);
    expect((await call(t.app, 'GET', ENDPOINTS.operatorChats, undefined, as(tk))).status).toBe(200);
    const next = await call<{ step: string }>(t.app, 'POST', ENDPOINTS.operatorLogin, {
      username: 'newbie01',
      password: 'Better1234',
    });
    expect(next.body.value.step).toBe('code');
    const list = await call<{ list: { username: string; totp: boolean; lastSignInAt: string | null }[] }>(
      t.app,
      'GET',
      ENDPOINTS.operatorStaff,
      undefined,
      as(owner),
    );
    expect(list.body.value.list.find((s) => s.username === 'newbie01')).toMatchObject({ totp: true });
    expect(list.body.value.list.find((s) => s.username === 'newbie01')!.lastSignInAt).not.toBeNull();
  });

  it('locks a staff member after repeated failures of either step, even with the right password', async () => {
    await addStaff(t.db, 'lock01', 'service');
    for (let i = 0; i < OPERATOR_LOCKOUT_FAILURES - 2; i++)
      expect(
        (
          await call(
            t.app,
            'POST',
            ENDPOINTS.operatorLogin,
            { username: 'lock01', password: 'wrong1234' },
            { ip: `10.9.1.${i + 1}` },
          )
        ).status,
      ).toBe(401);
    for (let i = 0; i < 2; i++) {
      const first = await call<{ challenge: string }>(
        t.app,
        'POST',
        ENDPOINTS.operatorLogin,
        { username: 'lock01', password: 'Staff12345' },
        { ip: `10.9.2.${i + 1}` },
      );
      expect(
        (
          await call(
            t.app,
            'POST',
            ENDPOINTS.operatorLoginCode,
            { challenge: first.body.value.challenge, code: '000000' },
            { ip: `10.9.2.${i + 1}` },
          )
        ).status,
      ).toBe(401);
    }
    const locked = await call(
      t.app,
      'POST',
      ENDPOINTS.operatorLogin,
      { username: 'lock01', password: 'Staff12345' },
      { language: 'TW', ip: '10.9.3.1' },
    );
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe('OPERATOR_LOCKED');
    expect(locked.body.message).toContain('鎖定');
    const list = await call<{ list: { username: string; locked: boolean }[] }>(
      t.app,
      'GET',
      ENDPOINTS.operatorStaff,
      undefined,
      as(owner),
    );
    expect(list.body.value.list.find((s) => s.username === 'lock01')!.locked).toBe(true);
    clock.advance(61 * 60_000);
    owner = await operatorSignIn(t.app);
    expect(await operatorSignIn(t.app, 'lock01')).toMatch(/^[A-Za-z0-9_-]{32,}$/);
  });
});

async function roles() {
  return (
    await call<{ list: { id: number; code: string; builtin: boolean; permissions: string[]; staff: number }[] }>(
      t.app,
      'GET',
      ENDPOINTS.operatorRoles,
      undefined,
      as(owner),
    )
  ).body.value.list;
}

describe('staff management', () => {
  it('rate-limits both sign-in steps per address and account; another account from the same office still signs in', async () => {
    const step2 = async (challenge: string) =>
      (await call(t.app, 'POST', ENDPOINTS.operatorLoginCode, { challenge, code: '000000' }, { ip: '10.8.0.1' }))
        .status;
    const answers: number[] = [];
    for (let i = 0; i < 21; i++) answers.push(await step2('x'.repeat(43)));
    expect(answers.slice(0, 20).every((s) => s === 401)).toBe(true);
    expect(answers[20]).toBe(429);
    // another challenge from the same address is counted apart
    expect(await step2('y'.repeat(43))).toBe(401);
    const step1 = async (username: string) =>
      (await call(t.app, 'POST', ENDPOINTS.operatorLogin, { username, password: 'x' }, { ip: '10.8.0.2' })).status;
    for (let i = 0; i < 20; i++) await step1('nobody');
    expect(await step1('nobody')).toBe(429);
    // the limit reads the username whatever its case
    expect(await step1('NoBody')).toBe(429);
    expect(await step1('someone')).toBe(401);
  });

  it('refuses every management route without staff.manage (403)', async () => {
    const cs = await operatorSignIn(t.app, 'cs01');
    const id = await staffId(t.db, 'cs01');
    const tries: [string, string, unknown][] = [
      ['GET', ENDPOINTS.operatorStaff, undefined],
      ['POST', ENDPOINTS.operatorStaff, { username: 'x_1', name: 'x', roleId: 1, password: 'Start1234' }],
      ['POST', path(ENDPOINTS.operatorStaffState, id), { active: false }],
      ['POST', path(ENDPOINTS.operatorStaffPassword, id), { password: 'Start1234' }],
      ['POST', path(ENDPOINTS.operatorStaffRole, id), { roleId: 1 }],
      ['GET', path(ENDPOINTS.operatorStaffSessions, id), undefined],
      ['GET', ENDPOINTS.operatorRoles, undefined],
      ['POST', ENDPOINTS.operatorRoles, { name: 'x', permissions: [] }],
      ['PUT', path(ENDPOINTS.operatorRole, 1), { permissions: [] }],
      ['DELETE', path(ENDPOINTS.operatorRole, 1), undefined],
      ['GET', ENDPOINTS.operatorAudit, undefined],
    ];
    for (const [method, url, body] of tries) {
      const res = await call(t.app, method as 'GET', url, body, as(cs));
      expect([url, res.status, res.body.code]).toEqual([url, 403, 'OPERATOR_FORBIDDEN']);
    }
    // their own account answers
    expect((await call(t.app, 'GET', ENDPOINTS.operatorAccount, undefined, as(cs))).status).toBe(200);
  });

  it('keeps an active owner: no self-disable, the last owner can be neither disabled nor moved to another role', async () => {
    const me = await staffId(t.db, 'operator');
    const self = await call(t.app, 'POST', path(ENDPOINTS.operatorStaffState, me), { active: false }, as(owner, 'TW'));
    expect([self.status, self.body.code]).toEqual([409, 'STAFF_SELF_DISABLE']);
    const service = (await roles()).find((r) => r.code === 'service')!;
    const move = await call(t.app, 'POST', path(ENDPOINTS.operatorStaffRole, me), { roleId: service.id }, as(owner));
    expect([move.status, move.body.code]).toEqual([409, 'STAFF_LAST_OWNER']);
    // with a second owner, the first may step down; then the second is the last one
    const ownerRole = (await roles()).find((r) => r.code === 'owner')!;
    const second = await addStaff(t.db, 'owner02', 'owner');
    const tk2 = await operatorSignIn(t.app, 'owner02');
    expect(
      (await call(t.app, 'POST', path(ENDPOINTS.operatorStaffRole, me), { roleId: service.id }, as(owner))).status,
    ).toBe(200);
    const last = await call(t.app, 'POST', path(ENDPOINTS.operatorStaffState, second), { active: false }, as(tk2));
    expect(last.body.code).toBe('STAFF_SELF_DISABLE');
    expect(
      (await call(t.app, 'POST', path(ENDPOINTS.operatorStaffRole, me), { roleId: ownerRole.id }, as(tk2))).status,
    ).toBe(200);
    // the demoted operator's token lost staff.manage meanwhile, then has it back
    expect((await call(t.app, 'GET', ENDPOINTS.operatorStaff, undefined, as(owner))).status).toBe(200);
    const disable = await call(t.app, 'POST', path(ENDPOINTS.operatorStaffState, second), { active: false }, as(owner));
    expect(disable.status).toBe(200);
    expect((await call(t.app, 'GET', ENDPOINTS.operatorMe, undefined, as(tk2))).status).toBe(401);
    const lastOwner = await call(
      t.app,
      'POST',
      path(ENDPOINTS.operatorStaffRole, me),
      { roleId: service.id },
      as(owner),
    );
    expect(lastOwner.body.code).toBe('STAFF_LAST_OWNER');
  });

  it('refuses a bad new staff member with a localised field error, changing nothing', async () => {
    const service = (await roles()).find((r) => r.code === 'service')!;
    const weak = await call(
      t.app,
      'POST',
      ENDPOINTS.operatorStaff,
      { username: 'weak01', name: 'W', roleId: service.id, password: 'short' },
      as(owner, 'TW'),
    );
    expect([weak.status, weak.body.code]).toEqual([400, 'STAFF_PASSWORD_WEAK']);
    expect(weak.body.message).toContain('密碼');
    const taken = await call(
      t.app,
      'POST',
      ENDPOINTS.operatorStaff,
      { username: 'cs01', name: 'W', roleId: service.id, password: 'Start1234' },
      as(owner),
    );
    expect(taken.body.code).toBe('STAFF_USERNAME_TAKEN');
    const list = await call<{ list: { username: string }[] }>(
      t.app,
      'GET',
      ENDPOINTS.operatorStaff,
      undefined,
      as(owner),
    );
    expect(list.body.value.list.map((s) => s.username)).not.toContain('weak01');
  });

  it('resets a password: sessions end, the new password works and is due for a change', async () => {
    const id = await staffId(t.db, 'cs01');
    const cs = await operatorSignIn(t.app, 'cs01');
    expect(
      (await call(t.app, 'POST', path(ENDPOINTS.operatorStaffPassword, id), { password: 'Reset1234' }, as(owner)))
        .status,
    ).toBe(200);
    expect((await call(t.app, 'GET', ENDPOINTS.operatorMe, undefined, as(cs))).status).toBe(401);
    const tk = await operatorSignIn(t.app, 'cs01', 'Reset1234');
    const account = await call<{ mustChangePassword: boolean }>(
      t.app,
      'GET',
      ENDPOINTS.operatorAccount,
      undefined,
      as(tk),
    );
    expect(account.body.value.mustChangePassword).toBe(true);
    await call(
      t.app,
      'POST',
      ENDPOINTS.operatorAccountPassword,
      { current: 'Reset1234', password: 'Staff12345' },
      as(tk),
    );
  });
});

describe('roles', () => {
  it('edits permissions, keeps staff.manage on the owner role, adds and deletes an unused custom role only', async () => {
    const list = await roles();
    const ownerRole = list.find((r) => r.code === 'owner')!;
    const strip = await call(
      t.app,
      'PUT',
      path(ENDPOINTS.operatorRole, ownerRole.id),
      { permissions: ['audit.view'] },
      as(owner),
    );
    expect([strip.status, strip.body.code]).toEqual([409, 'ROLE_OWNER_STAFF_MANAGE']);
    const unknown = await call(
      t.app,
      'PUT',
      path(ENDPOINTS.operatorRole, ownerRole.id),
      { permissions: ['staff.manage', 'root'] },
      as(owner),
    );
    expect(unknown.body.code).toBe('ROLE_PERMISSION_UNKNOWN');
    const made = await call<{ id: number; builtin: boolean; permissions: string[] }>(
      t.app,
      'POST',
      ENDPOINTS.operatorRoles,
      { name: 'Night desk', permissions: ['chat.reply', 'players.view'] },
      as(owner),
    );
    expect(made.status).toBe(200);
    expect(made.body.value.permissions).toEqual(['players.view', 'chat.reply']);
    const dup = await call(t.app, 'POST', ENDPOINTS.operatorRoles, { name: 'night desk', permissions: [] }, as(owner));
    expect(dup.body.code).toBe('ROLE_NAME_TAKEN');
    const service = list.find((r) => r.code === 'service')!;
    const edited = await call<{ permissions: string[] }>(
      t.app,
      'PUT',
      path(ENDPOINTS.operatorRole, service.id),
      { permissions: [...service.permissions, 'reports.view'] },
      as(owner),
    );
    expect(edited.body.value.permissions).toContain('reports.view');
    expect(
      (await call(t.app, 'DELETE', path(ENDPOINTS.operatorRole, service.id), undefined, as(owner))).body.code,
    ).toBe('ROLE_BUILTIN');
    const holder = await addStaff(t.db, 'night01', 'service');
    await call(t.app, 'POST', path(ENDPOINTS.operatorStaffRole, holder), { roleId: made.body.value.id }, as(owner));
    expect(
      (await call(t.app, 'DELETE', path(ENDPOINTS.operatorRole, made.body.value.id), undefined, as(owner))).body.code,
    ).toBe('ROLE_IN_USE');
    await call(t.app, 'POST', path(ENDPOINTS.operatorStaffRole, holder), { roleId: service.id }, as(owner));
    expect(
      (await call(t.app, 'DELETE', path(ENDPOINTS.operatorRole, made.body.value.id), undefined, as(owner))).status,
    ).toBe(200);
    expect((await roles()).some((r) => r.id === made.body.value.id)).toBe(false);
  });
});

describe('sessions', () => {
  it("lists a staff member's sessions; the owner revokes one and its token stops at once; staff revoke only their own", async () => {
    const id = await staffId(t.db, 'cs01');
    const a = await operatorSignIn(t.app, { username: 'cs01', ip: '10.0.0.7' });
    const b = await operatorSignIn(t.app, 'cs01');
    const sessions = await call<{ list: { id: number; ip: string; userAgent: string }[] }>(
      t.app,
      'GET',
      path(ENDPOINTS.operatorStaffSessions, id),
      undefined,
      as(owner),
    );
    expect(sessions.body.value.list.length).toBeGreaterThanOrEqual(2);
    const target = sessions.body.value.list.find((s) => s.ip === '10.0.0.7')!;
    expect(target.userAgent).toBe('jest-auth');
    expect(
      (await call(t.app, 'POST', path(ENDPOINTS.operatorSessionRevoke, target.id), undefined, as(owner))).status,
    ).toBe(200);
    expect((await call(t.app, 'GET', ENDPOINTS.operatorMe, undefined, as(a))).status).toBe(401);
    expect((await call(t.app, 'GET', ENDPOINTS.operatorMe, undefined, as(b))).status).toBe(200);
    // cs01 cannot end the owner's session, but can end their own
    const mine = await call<{ sessions: { id: number; current: boolean }[] }>(
      t.app,
      'GET',
      ENDPOINTS.operatorAccount,
      undefined,
      as(b),
    );
    const ownerSessions = await call<{ sessions: { id: number }[] }>(
      t.app,
      'GET',
      ENDPOINTS.operatorAccount,
      undefined,
      as(owner),
    );
    const foreign = await call(
      t.app,
      'POST',
      path(ENDPOINTS.operatorSessionRevoke, ownerSessions.body.value.sessions[0]!.id),
      undefined,
      as(b),
    );
    expect(foreign.body.code).toBe('SESSION_NOT_FOUND');
    const current = mine.body.value.sessions.find((s) => s.current)!;
    expect(
      (await call(t.app, 'POST', path(ENDPOINTS.operatorSessionRevoke, current.id), undefined, as(b))).status,
    ).toBe(200);
    expect((await call(t.app, 'GET', ENDPOINTS.operatorMe, undefined, as(b))).status).toBe(401);
  });
});

describe('audit log', () => {
  it('filters by staff member, action and date range, with paging, and names who did it', async () => {
    const all = await call<{
      total: number;
      list: { action: string; operator: string; operatorName: string; at: string }[];
    }>(t.app, 'GET', `${ENDPOINTS.operatorAudit}?pageSize=100`, undefined, as(owner));
    expect(all.body.value.total).toBeGreaterThan(5);
    const actions = new Set(all.body.value.list.map((e) => e.action));
    for (const a of [
      'staff.create',
      'staff.role',
      'staff.disable',
      'staff.password.reset',
      'role.create',
      'role.update',
      'role.delete',
      'session.revoke',
    ])
      expect([a, actions.has(a)]).toEqual([a, true]);
    const byAction = await call<{ total: number; list: { action: string }[] }>(
      t.app,
      'GET',
      `${ENDPOINTS.operatorAudit}?action=role.create`,
      undefined,
      as(owner),
    );
    expect(byAction.body.value.total).toBe(1);
    const ownerId = await staffId(t.db, 'owner02');
    const byStaff = await call<{ list: { operator: string }[] }>(
      t.app,
      'GET',
      `${ENDPOINTS.operatorAudit}?operatorId=${ownerId}`,
      undefined,
      as(owner),
    );
    expect(byStaff.body.value.list.length).toBeGreaterThan(0);
    expect(byStaff.body.value.list.every((e) => e.operator === 'owner02')).toBe(true);
    const future = new Date(clock.now().getTime() + 86_400_000).toISOString();
    const none = await call<{ total: number }>(
      t.app,
      'GET',
      `${ENDPOINTS.operatorAudit}?from=${encodeURIComponent(future)}`,
      undefined,
      as(owner),
    );
    expect(none.body.value.total).toBe(0);
    const upTo = await call<{ total: number }>(
      t.app,
      'GET',
      `${ENDPOINTS.operatorAudit}?to=${encodeURIComponent(future)}`,
      undefined,
      as(owner),
    );
    expect(upTo.body.value.total).toBe(all.body.value.total);
    const page2 = await call<{ list: unknown[]; pageNo: number }>(
      t.app,
      'GET',
      `${ENDPOINTS.operatorAudit}?pageSize=2&pageNo=2`,
      undefined,
      as(owner),
    );
    expect(page2.body.value.list).toHaveLength(2);
    const facets = await call<{ operators: { username: string }[]; actions: string[] }>(
      t.app,
      'GET',
      ENDPOINTS.operatorAuditFacets,
      undefined,
      as(owner),
    );
    expect(facets.body.value.actions).toContain('staff.create');
    expect(facets.body.value.operators.map((o) => o.username)).toContain('cs01');
  });
});

describe('operator live chat socket', () => {
  it('opens only for a role with chat.reply, and stops being live once the session is revoked', async () => {
    const [first] = await t.db.select({ merchantId: operators.merchantId }).from(operators).limit(1);
    const merchantId = first!.merchantId;
    await addStaff(t.db, 'content09', 'content');
    const content = await operatorSignIn(t.app, 'content09');
    expect(await chatSocketScope(t.db, merchantId, { operator: content }, clock.now())).toBeNull();
    const cs = await operatorSignIn(t.app, 'cs01');
    const scope = (await chatSocketScope(t.db, merchantId, { operator: cs }, clock.now()))!;
    expect(scope).not.toBeNull();
    expect(await scope.live!()).toBe(true);
    const mine = await call<{ sessions: { id: number; current: boolean }[] }>(
      t.app,
      'GET',
      ENDPOINTS.operatorAccount,
      undefined,
      as(cs),
    );
    await call(
      t.app,
      'POST',
      path(ENDPOINTS.operatorSessionRevoke, mine.body.value.sessions.find((x) => x.current)!.id),
      undefined,
      as(owner),
    );
    expect(await scope.live!()).toBe(false);
  });
});
