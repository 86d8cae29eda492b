/**
 * A root store whose register dialog really loads its forms (the default sample's form registry
 * with in-process validators) and whose sign-in API answers the affiliate check with `valid`
 * (the other sign-in calls as given in `auth`).
 */
import type { AuthApi } from '../../../src/api/auth';
import { formList, formRegistryOfSiteConfig } from '../../../engine/forms';
import { createInProcessValidators } from '../../../engine/forms/inProcessValidators';
import { createRootStore, type RootStore } from '../../../src/stores';
import { fakeApi, loadSample } from '../../support/samples';
import { emptyWebApi, fakeOf, fakeStoreEnv } from '../../support/storeEnv';
import type { WebApi } from '../../../src/api';

export async function registerStore(
  valid: boolean,
  auth: Partial<AuthApi> = {},
  web: WebApi = emptyWebApi(),
): Promise<RootStore> {
  const sample = loadSample('default.json');
  const registry = formRegistryOfSiteConfig(sample);
  const forms = formList(registry);
  const store = createRootStore(
    fakeStoreEnv({
      api: fakeApi(sample),
      web,
      auth: fakeOf<AuthApi>('auth', {
        captcha: async () => '',
        affiliateCheck: async (code) => ({ valid, code }),
        usernameAvailable: async () => true,
        ...auth,
      }),
      forms: {
        schemas: async () => ({
          version: '1',
          tabs: registry.tabs,
          defaultTab: registry.defaultTab,
          problems: registry.problems,
          forms,
        }),
        validators: async () => createInProcessValidators(forms),
      },
    }),
    {},
  );
  await store.config.load();
  return store;
}
