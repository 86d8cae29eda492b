import { webcrypto } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type {
  ContractSettings,
  CustomerServiceContact,
  Permission,
  SiteResource,
  SystemStatus,
} from '../../../../contract/types.ts';
import { createTestApp, getJson, type TestApp } from '../../support/testApp.ts';
import { schemaErrors } from '../../support/schemas.ts';

/** Decrypts a customer service path with Web Crypto, following the documented scheme only. */
async function decryptWithWebCrypto(encrypted: string, merchantCode: string): Promise<string> {
  const bytes = Buffer.from(encrypted, 'base64');
  const keyBytes = await webcrypto.subtle.digest('SHA-256', new TextEncoder().encode(`cs:${merchantCode}`));
  const key = await webcrypto.subtle.importKey('raw', keyBytes, { name: 'AES-GCM' }, false, ['decrypt']);
  const plain = await webcrypto.subtle.decrypt(
    { name: 'AES-GCM', iv: bytes.subarray(0, 12), tagLength: 128 },
    key,
    bytes.subarray(12),
  );
  return new TextDecoder().decode(plain);
}

describe('site calls on the default configuration', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('system status: normal, with the caller ip', async () => {
    const { status, body } = await getJson<SystemStatus>(t.app, '/api/system/status');
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, code: 0 });
    expect(schemaErrors('system-status.schema.json', body.value)).toEqual([]);
    expect(body.value).toEqual({
      status: 0,
      maintenance: false,
      maintenanceEnd: null,
      regionRestriction: false,
      ip: '127.0.0.1',
    });
  });

  it('permission: merchant settings, whitelabel tree, register rules, location and flags', async () => {
    const { body } = await getJson<Permission>(t.app, '/api/site/permission');
    expect(schemaErrors('permission.schema.json', body.value)).toEqual([]);
    expect(body.value.merchantCode).toBe('DEMO');
    expect(body.value.register.username).toMatchObject({
      enabled: true,
      required: true,
      patternId: 'LETTER_START_ALNUM',
    });
    expect(body.value.whitelabel.map((n) => n.modId)).toContain('REGISTER');
    expect(body.value.location).toEqual({ ip: '127.0.0.1', country: 'ZZ' });
    expect(body.value).toMatchObject({ maintenance: false, regionRestriction: false });
  });

  it('customer service paths are encrypted and decrypt back with the documented scheme', async () => {
    const { body } = await getJson<{ list: CustomerServiceContact[] }>(t.app, '/api/customer-service');
    expect(schemaErrors('api/customer-service.json', body.value)).toEqual([]);
    expect(body.value.list.map((c) => c.csType)).toEqual(['LIVECHAT', 'FACEBOOK', 'TELEGRAM', 'WHATSAPP']);
    const telegram = body.value.list.find((c) => c.csType === 'TELEGRAM')!;
    expect(telegram.path).not.toContain('t.me');
    expect(await decryptWithWebCrypto(telegram.path, 'DEMO')).toBe('https://t.me/royalace_example');
    await expect(decryptWithWebCrypto(telegram.path, 'OTHER')).rejects.toThrow();
    const permission = await getJson<Permission>(t.app, '/api/site/permission');
    const live = permission.body.value.customerService.find((c) => c.csType === 'LIVECHAT')!;
    expect(await decryptWithWebCrypto(live.path, 'DEMO')).toBe('https://chat.royal-ace.example/live');
  });

  it('resources: Android, TELEGRAM, TELEGRAM1 and WHATSAPP', async () => {
    const { body } = await getJson<{ list: SiteResource[] }>(t.app, '/api/resources');
    expect(schemaErrors('api/resources.json', body.value)).toEqual([]);
    expect(body.value.list.map((r) => r.resourceType)).toEqual(['Android', 'TELEGRAM', 'TELEGRAM1', 'WHATSAPP']);
  });

  it('contract settings need a logged-in member (values: tests/server/services/auth/consolidated.test.ts)', async () => {
    const { status, body } = await getJson<ContractSettings>(t.app, '/api/agent/consolidated');
    expect([status, body.code]).toEqual([401, 'NOT_LOGGED_IN']);
  });

  it('answers the success message in the asked language, else by Accept-Language, else TW', async () => {
    expect((await getJson(t.app, '/api/system/status?language=EN')).body.message).toBe('OK');
    expect((await getJson(t.app, '/api/system/status', { 'accept-language': 'en-US,en;q=0.9' })).body.message).toBe(
      'OK',
    );
    expect((await getJson(t.app, '/api/system/status')).body.message).toBe('成功');
  });

  it('acknowledges a language change', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/i18n/language', payload: { language: 'EN' } });
    expect(res.json()).toMatchObject({ success: true, value: { language: 'EN' } });
  });
});

describe('system status precedence (spec section 4)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      configure: (c) => {
        c.systemStatus = { maintenance: true, maintenanceEnd: '2026-12-01T08:00:00Z', regionRestriction: true };
      },
    });
  });
  afterAll(async () => t.close());

  it('reports maintenance (1) before region restriction, with the end time', async () => {
    const { body } = await getJson<SystemStatus>(t.app, '/api/system/status');
    expect(body.value).toMatchObject({
      status: 1,
      maintenance: true,
      regionRestriction: true,
      maintenanceEnd: '2026-12-01T08:00:00Z',
    });
    const permission = await getJson<Permission>(t.app, '/api/site/permission');
    expect(permission.body.value).toMatchObject({ maintenance: true, regionRestriction: true });
  });

  it('reports region restricted (2) when only that flag is on', async () => {
    const { applySiteConfig } = await import('../../../../server/services/merchants.ts');
    const { loadDefaultSiteConfig } = await import('../../../../server/db/prepare.ts');
    const config = await loadDefaultSiteConfig();
    config.systemStatus = { maintenance: false, maintenanceEnd: null, regionRestriction: true };
    await applySiteConfig(t.db, 'DEMO', config, 'test', true);
    const { body } = await getJson<SystemStatus>(t.app, '/api/system/status');
    expect(body.value).toMatchObject({ status: 2, maintenance: false, regionRestriction: true, ip: '127.0.0.1' });
  });
});
