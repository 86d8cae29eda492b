import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { validateSubmission } from '../../../../server/services/forms/index.ts';
import { loadDefaultSiteConfig } from '../../../../server/db/prepare.ts';
import type { SiteConfig } from '../../../../contract/types.ts';
import { createTestApp, getJson, type TestApp } from '../../support/testApp.ts';
import { schemaErrors } from '../../support/schemas.ts';

interface FormsValue {
  version: string;
  tabs: { register: string[]; login: string[]; forgotPassword: string[] };
  defaultTab: { register: string | null; login: string; forgotPassword: string };
  problems: string[];
  forms: { id: string; fields: { name: string }[] }[];
}

type Validate = ((data: unknown) => boolean) & { errors?: unknown[] | null };

const goodRegister = {
  username: 'player1',
  password: 'abc123',
  confirmPassword: 'abc123',
  paymentPassword: '123456',
  mobileNum: '0912345678',
  captcha: '1234',
  adult: true,
  terms: true,
};

describe('forms routes on the default configuration', () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    t = await createTestApp();
    dir = mkdtempSync(join(tmpdir(), 'served-validators-'));
  }, 60_000);
  afterAll(async () => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    await t?.close();
  });

  it('GET /api/forms/schemas: every form matches schemas/form-schema.schema.json; tabs follow the flags', async () => {
    const { status, body } = await getJson<FormsValue>(t.app, '/api/forms/schemas');
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.value.version).toMatch(/^[0-9a-f]{20}$/);
    expect(body.value.tabs).toEqual({
      register: ['register', 'registerMobile'],
      login: ['login', 'loginSms'],
      forgotPassword: ['forgotEmail', 'forgotPhone'],
    });
    expect(body.value.defaultTab.register).toBe('registerMobile');
    expect(body.value.forms.map((f) => f.id)).toEqual([
      'register',
      'registerMobile',
      'login',
      'loginSms',
      'forgotEmail',
      'forgotPhone',
      'changePassword',
      'ipVerification',
      'feedback',
      'downlineCreate',
    ]);
    for (const form of body.value.forms) expect(schemaErrors('form-schema.schema.json', form)).toEqual([]);
  });

  it('GET /api/forms/validators.js: JavaScript without run-time code generation that validates like the server', async () => {
    const { body } = await getJson<FormsValue>(t.app, '/api/forms/schemas');
    const res = await t.app.inject({ method: 'GET', url: `/api/forms/validators.js?v=${body.value.version}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.headers.etag).toBe(`"${body.value.version}"`);
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.body).not.toMatch(/require\(|new Function|eval\(|^import /m);
    const file = join(dir, 'validators.mjs');
    writeFileSync(file, res.body);
    const mod = (await import(pathToFileURL(file).href)) as Record<string, Validate>;
    expect(Object.keys(mod).sort()).toEqual(body.value.forms.map((f) => f.id).sort());
    expect(mod.register!({ ...goodRegister, captchaShown: false })).toBe(true);
    expect(mod.register!({ ...goodRegister, confirmPassword: 'abc124' })).toBe(false);

    const again = await t.app.inject({
      method: 'GET',
      url: '/api/forms/validators.js',
      headers: { 'if-none-match': `"${body.value.version}"` },
    });
    expect(again.statusCode).toBe(304);
    const stale = await t.app.inject({ method: 'GET', url: '/api/forms/validators.js?v=0123abcd' });
    expect(stale.headers['cache-control']).toBe('no-cache');
  });

  it('refuses a bad version parameter with a localised 400', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/forms/validators.js?v=<script>' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false });
  });

  it('validateSubmission answers as the browser does', async () => {
    const config = await loadDefaultSiteConfig();
    expect(await validateSubmission('register', goodRegister, config)).toEqual([]);
    expect(
      await validateSubmission('register', { ...goodRegister, username: 'ab', birthday: '2003-06-16' }, config, {
        today: '2024-06-15',
      }),
    ).toEqual([
      { field: 'username', rule: 'pattern', key: 'forms.patterns.LETTER_START_ALNUM', params: { min: 6, max: 16 } },
      { field: 'birthday', rule: 'minimumAge', key: 'forms.messages.ageAtLeast', params: { age: 21 } },
    ]);
    expect(
      await validateSubmission('login', { username: 'player1', password: 'x' }, config, {
        conditions: { captchaShown: true },
      }),
    ).toEqual([{ field: 'captcha', rule: 'required', key: 'forms.messages.captchaRequired', params: {} }]);
  });

  it('validateSubmission refuses a form the merchant does not offer', async () => {
    const config: SiteConfig = await loadDefaultSiteConfig();
    const minimal = structuredClone(config);
    minimal.permission.whitelabel = minimal.permission.whitelabel.map((n) =>
      n.modId === 'LOGIN' ? { ...n, childrenNodes: [] } : n,
    );
    expect(
      await validateSubmission('loginSms', { mobileNum: '0912345678', verificationCode: '123456' }, minimal),
    ).toEqual([{ field: '', rule: 'form', key: 'forms.messages.formUnavailable', params: { form: 'loginSms' } }]);
  });
});

describe('forms routes on other configurations', () => {
  it('minimal-like flags: no sms login and no mobile registration tab', async () => {
    const t = await createTestApp({
      configure: (c) => {
        const off = new Set(['MOBILENUMREG3', 'MOBILEVERCODELOGIN3']);
        const walk = (nodes: SiteConfig['permission']['whitelabel']): SiteConfig['permission']['whitelabel'] =>
          nodes.map((n) => ({
            ...n,
            enabled: off.has(n.modId) ? false : n.enabled,
            childrenNodes: walk(n.childrenNodes),
          }));
        c.permission.whitelabel = walk(c.permission.whitelabel);
      },
    });
    try {
      const { body } = await getJson<FormsValue>(t.app, '/api/forms/schemas');
      expect(body.value.tabs.register).toEqual(['register']);
      expect(body.value.tabs.login).toEqual(['login']);
      expect(body.value.forms.map((f) => f.id)).not.toContain('loginSms');
    } finally {
      await t.close();
    }
  }, 60_000);

  it('a rule whose pattern does not compile: 503 naming the field and the pattern, in the request language', async () => {
    const t = await createTestApp({
      configure: (c) => {
        c.registrationRules.wechat = { ...c.registrationRules.wechat!, acceptedPattern: '^[a-z(' };
      },
    });
    try {
      for (const url of ['/api/forms/schemas?language=EN', '/api/forms/validators.js?language=EN']) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(503);
        expect(res.json()).toEqual({
          success: false,
          code: 'FORM_CONFIG_INVALID',
          message: "This site's registration settings are invalid, please contact customer service (wechat: ^[a-z()",
          value: { field: 'wechat' },
        });
      }
    } finally {
      await t.close();
    }
  }, 60_000);
});
