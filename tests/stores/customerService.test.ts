/**
 * Customer service links through the stores (spec section 2): the loaded permission's contact,
 * else a fresh permission call (maintenance and blocked-region pages), else nothing when no
 * merchant code is known.
 */
import { beforeEach, describe, expect, it } from '@jest/globals';
import { createRootStore } from '../../src/stores';
import { customerServiceUrl, resolveServiceLink } from '../../src/stores/customerService';
import { loadSample, permissionOf } from '../support/samples';
import { storeEnvFor } from '../support/storeEnv';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('customer service links', () => {
  it('uses a plain http(s) path as is and answers null for a missing contact', async () => {
    const permission = permissionOf(loadSample('default.json'));
    await expect(customerServiceUrl(permission, 'LIVECHAT')).resolves.toBe('https://chat.royal-ace.example/live');
    await expect(customerServiceUrl(permission, 'NO_SUCH_CONTACT')).resolves.toBeNull();
    await expect(customerServiceUrl(null, 'LIVECHAT')).resolves.toBeNull();
  });

  it('asks for the permission when it is not loaded yet', async () => {
    const env = storeEnvFor(loadSample('default.json'));
    const store = createRootStore(env, {});
    await expect(resolveServiceLink(store)).resolves.toBe('https://chat.royal-ace.example/live');
    expect(env.api.calls).toEqual(['permission']);
  });

  it('answers null when the permission call fails and no merchant code is stored', async () => {
    const env = storeEnvFor(loadSample('default.json'), {
      getPermission: async () => Promise.reject(new Error('down')),
    });
    const store = createRootStore(env, {});
    await expect(resolveServiceLink(store)).resolves.toBeNull();
  });
});
