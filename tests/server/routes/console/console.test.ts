/**
 * Operator console API (README "Operator console"): operator token required on every call, an operator only
 * reaches their own merchant (merchant by host: DEMO on localhost, LUCKY on lucky.localhost), a
 * save is a new version with who and the diff, an invalid change is refused with the JSON pointer
 * of each error and changes nothing, a rollback restores an earlier version as a new one, and the
 * public live version follows. Both merchants are served by one server.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { SiteConfig } from '../../../../contract/types.ts';
import { createTestApp, type TestApp } from '../../support/testApp.ts';
import { operatorSignIn } from '../../support/operator.ts';

let t: TestApp;
const LUCKY = 'lucky.localhost';

async function call<T = any>(
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  token: string | null,
  body?: unknown,
  host = 'localhost',
) {
  const headers: Record<string, string> = { host, 'accept-language': 'en' };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await t.app.inject({ method, url, headers, ...(body === undefined ? {} : { payload: body as object }) });
  return {
    status: res.statusCode,
    body: res.json() as { success: boolean; code: string | number; message: string; value: T },
  };
}
const login = async (host = 'localhost') => await operatorSignIn(t.app, { host });
const flag = (config: SiteConfig, modId: string, enabled: boolean) => {
  const walk = (nodes: SiteConfig['permission']['whitelabel']): void =>
    nodes.forEach((n) => (n.modId === modId ? (n.enabled = enabled) : walk(n.childrenNodes)));
  walk(config.permission.whitelabel);
  return config;
};

let demoOp: string;
let luckyOp: string;

beforeAll(async () => {
  t = await createTestApp();
  demoOp = await login();
  luckyOp = await login(LUCKY);
});
afterAll(async () => t.close());

describe('two merchants on one server', () => {
  it('answers each host with its own merchant configuration', async () => {
    const demo = await call('GET', '/api/site/permission', null);
    const lucky = await call('GET', '/api/site/permission', null, undefined, LUCKY);
    expect([demo.body.value.merchantCode, demo.body.value.merchantName]).toEqual(['DEMO', 'Royal Ace']);
    expect([lucky.body.value.merchantCode, lucky.body.value.merchantName, lucky.body.value.currency]).toEqual([
      'LUCKY',
      'Lucky Star',
      'TWD',
    ]);
  });

  it('keeps operators to their own merchant: a DEMO operator token is refused on the LUCKY host', async () => {
    expect((await call('GET', '/api/console/config', null)).status).toBe(401);
    const crossed = await call('GET', '/api/console/config', demoOp, undefined, LUCKY);
    expect([crossed.status, crossed.body.code]).toEqual([401, 'OPERATOR_NOT_LOGGED_IN']);
    const own = await call('GET', '/api/console/config', luckyOp, undefined, LUCKY);
    expect(own.body.value.config.permission.merchantCode).toBe('LUCKY');
  });
});

describe('versioned configuration', () => {
  it('starts at version 1 and saves a change as version 2 with who, when and the diff; the site follows', async () => {
    const current = await call('GET', '/api/console/config', demoOp);
    expect(current.body.value).toMatchObject({ version: 1, diff: [] });
    const config = flag(structuredClone(current.body.value.config), 'MOBILENUMREG3', false);
    const saved = await call('PUT', '/api/console/config', demoOp, {
      config,
      baseVersion: 1,
      note: 'mobile registration off',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.value).toMatchObject({
      version: 2,
      savedBy: 'operator',
      note: 'mobile registration off',
      rollbackOf: null,
      changes: 1,
    });
    expect(saved.body.value.diff).toEqual([
      { op: 'replace', path: '/permission/whitelabel/0/childrenNodes/1/enabled', value: false },
    ]);
    const site = await call('GET', '/api/site/permission', null);
    expect(site.body.value.whitelabel[0].childrenNodes[1]).toMatchObject({ modId: 'MOBILENUMREG3', enabled: false });
    expect((await call('GET', '/api/config/version', null)).body.value).toEqual({ version: 2 });
    expect((await call('GET', '/api/config/version', null, undefined, LUCKY)).body.value).toEqual({ version: 1 });
  });

  it('refuses an invalid change with the JSON pointer of each error and keeps the current version', async () => {
    const current = (await call('GET', '/api/console/config', demoOp)).body.value;
    const badSchema = structuredClone(current.config);
    badSchema.registrationRules.username.minLength = -1;
    const refused = await call('PUT', '/api/console/config', demoOp, { config: badSchema });
    expect([refused.status, refused.body.code]).toEqual([400, 'CONFIG_INVALID']);
    expect(refused.body.value.errors).toContainEqual(
      expect.objectContaining({ pointer: '/registrationRules/username/minLength', rule: 'schema' }),
    );

    const badLint = structuredClone(current.config);
    badLint.registrationRules.username.acceptedPattern = '^(a+)+$';
    const linted = await call('PUT', '/api/console/config', demoOp, { config: badLint });
    expect(linted.body.value.errors.map((e: { pointer: string }) => e.pointer)).toContain(
      '/registrationRules/username/acceptedPattern',
    );

    const locked = structuredClone(current.config);
    locked.permission.domainRoute.push({ domain: 'lucky.localhost', merchantCode: 'DEMO' });
    const stolen = await call('PUT', '/api/console/config', demoOp, { config: locked });
    expect(stolen.body.value.errors).toEqual([
      expect.objectContaining({ pointer: '/permission/domainRoute', rule: 'locked' }),
    ]);
    expect((await call('GET', '/api/site/permission', null, undefined, LUCKY)).body.value.merchantCode).toBe('LUCKY');
    expect((await call('GET', '/api/console/config', demoOp)).body.value.version).toBe(current.version);
  });

  it('refuses a save on top of a newer version and a save that changes nothing', async () => {
    const current = (await call('GET', '/api/console/config', demoOp)).body.value;
    const stale = await call('PUT', '/api/console/config', demoOp, {
      config: flag(structuredClone(current.config), 'FREEPLAY3', false),
      baseVersion: current.version - 1,
    });
    expect([stale.status, stale.body.code, stale.body.value.currentVersion]).toEqual([
      409,
      'CONFIG_CONFLICT',
      current.version,
    ]);
    // Each refusal says what happened in words, not the generic bad-request message.
    expect(stale.body.message).toBe(
      `Someone saved version ${current.version} in the meantime. Reload to see it, then make your change again.`,
    );
    const same = await call('PUT', '/api/console/config', demoOp, { config: current.config });
    expect([same.status, same.body.code]).toEqual([409, 'CONFIG_UNCHANGED']);
    expect(same.body.message).toBe(
      `This is already the live setting (version ${current.version}): there is nothing to save.`,
    );
  });

  it('rolls back to version 1 in one step as a new version, lists the history and audits both', async () => {
    const rolled = await call('POST', '/api/console/versions/1/rollback', demoOp);
    expect(rolled.body.value).toMatchObject({
      version: 3,
      rollbackOf: 1,
      diff: [{ op: 'replace', path: '/permission/whitelabel/0/childrenNodes/1/enabled', value: true }],
    });
    const site = await call('GET', '/api/site/permission', null);
    expect(site.body.value.whitelabel[0].childrenNodes[1].enabled).toBe(true);
    const history = await call('GET', '/api/console/versions?pageSize=10', demoOp);
    expect(
      history.body.value.list.map((v: { version: number; rollbackOf: number | null }) => [v.version, v.rollbackOf]),
    ).toEqual([
      [3, 1],
      [2, null],
      [1, null],
    ]);
    expect(
      (await call('GET', '/api/console/versions/2', demoOp)).body.value.config.permission.whitelabel[0].childrenNodes[1]
        .enabled,
    ).toBe(false);
    expect((await call('POST', '/api/console/versions/99/rollback', demoOp)).status).toBe(404);
    const audit = await call('GET', '/api/operator/audit', demoOp);
    const actions = audit.body.value.list.map((a: { action: string }) => a.action);
    expect(actions).toEqual(expect.arrayContaining(['config.save', 'config.rollback']));
  });
});
