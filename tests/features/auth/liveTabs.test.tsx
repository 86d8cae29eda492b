/**
 * Live configuration (README "Operator console") reaching an open register dialog: when the operator switches
 * MOBILENUMREG3 off, the applied configuration removes the registerMobile tab and the dialog falls
 * back to the username registration form; the AuthStore fetches the forms again (new version).
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import type { AuthApi } from '../../../src/api/auth';
import { formList, formRegistryOfSiteConfig } from '../../../engine/forms';
import { createInProcessValidators } from '../../../engine/forms/inProcessValidators';
import type { SiteConfig, WhitelabelNode } from '../../../contract/types';
import { ModalHost } from '../../../src/features/modals/ModalHost';
import { createRootStore } from '../../../src/stores';
import { fakeApi, loadSample } from '../../support/samples';
import { emptyWebApi, fakeStoreEnv } from '../../support/storeEnv';
import { renderWith } from '../helpers';
import { loadFakeHumanCheck } from './fakeHumanCheck';

function switchOff(nodes: WhitelabelNode[], modId: string): void {
  for (const node of nodes) {
    if (node.modId === modId) node.enabled = false;
    switchOff(node.childrenNodes ?? [], modId);
  }
}

afterEach(() => sessionStorage.clear());

describe('an open register dialog follows a live configuration change', () => {
  it('drops the registerMobile tab and shows the username form; the forms are fetched again', async () => {
    const sample = JSON.parse(JSON.stringify(loadSample('default.json'))) as SiteConfig;
    let version = 1;
    let schemaCalls = 0;
    const loader = {
      schemas: async () => {
        schemaCalls += 1;
        const registry = formRegistryOfSiteConfig(sample);
        return {
          version: String(version),
          tabs: registry.tabs,
          defaultTab: registry.defaultTab,
          problems: registry.problems,
          forms: formList(registry),
        };
      },
      validators: async () => createInProcessValidators(formList(formRegistryOfSiteConfig(sample))),
    };
    const store = createRootStore(
      fakeStoreEnv({
        api: fakeApi(sample),
        web: emptyWebApi(),
        auth: {} as AuthApi,
        forms: loader,
        loadHumanCheck: loadFakeHumanCheck,
      }),
      {},
    );
    await store.config.load();
    store.ui.openModal('register');
    renderWith(store, <ModalHost />);

    expect(await screen.findByRole('tab', { name: /mobile/i })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('textbox', { name: /mobile/i })).toBeInTheDocument();
    expect(schemaCalls).toBe(1);

    switchOff(sample.permission.whitelabel, 'MOBILENUMREG3');
    version = 2;
    await act(async () => {
      await store.config.applyLive(2);
    });

    await waitFor(() => expect(screen.queryByRole('tab', { name: /mobile/i })).toBeNull());
    expect(await screen.findByRole('textbox', { name: /username/i })).toBeInTheDocument();
    expect(store.ui.modal?.name).toBe('register');
    await waitFor(() => expect(schemaCalls).toBe(2));
    await waitFor(() => expect(store.auth.bundle?.version).toBe('2'));
  });
});
