/**
 * The operator console's one root store (src/stores/ConsoleRootStore.ts; README "Operator
 * console"): every panel takes its store from the root of the nearest ConsoleStoreProvider, so
 * each call a panel makes reaches the one environment the root was built over; an environment
 * without a console API fails loudly (MissingApiError naming it) before any request, and so does a
 * store standing alone without its API, instead of reaching a real client.
 */
import '../../support/webPolyfills';
import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { getEnv, getRoot } from 'mobx-state-tree';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { CONSOLE_API_NAMES, type ConsoleApis } from '../../../src/api';
import type { VersionDetail } from '../../../src/api/operator';
import { ChatPanel } from '../../../src/features/operator/chat/ChatPanel';
import { MessagesPanel } from '../../../src/features/operator/messages/MessagesPanel';
import { ConsoleScreen } from '../../../src/features/operator/OperatorConsole';
import { PagesPanel } from '../../../src/features/operator/pages/PagesPanel';
import { PointsPanel } from '../../../src/features/operator/points/PointsPanel';
import { PromotionsPanel } from '../../../src/features/operator/promotions/PromotionsPanel';
import { RewardsPanel } from '../../../src/features/operator/rewards/RewardsPanel';
import { RgPanel } from '../../../src/features/operator/rg/RgPanel';
import { createI18n } from '../../../src/i18n';
import { consoleResources } from '../../../src/i18n/console';
import { ConsoleStoreProvider, createRootStore, StoreProvider, useConsoleStores } from '../../../src/stores';
import { CONSOLE_STORES, createConsoleRootStore, type ConsoleRootStore } from '../../../src/stores/ConsoleRootStore';
import { MissingApiError } from '../../../src/stores/envApi';
import { contractsApiOf } from '../../../src/stores/operator/contractsShared';
import { PromotionsConsoleModel, promotionsApiOf } from '../../../src/stores/operator/PromotionsConsoleStore';
import { loadSample } from '../../support/samples';
import { fakeConsoleEnv, fakeOf, memoryTokenStore, storeEnvFor } from '../../support/storeEnv';
import { fakeContent, OWNER_IDENTITY } from './support';

/**
 * A console API `name` that records each call as `<name>.<method>` in `calls` and never answers
 * (so no panel changes after the test).
 */
function recorder(name: string, calls: string[]): unknown {
  const at = (path: string): unknown =>
    new Proxy(() => undefined, {
      get: (_target, prop) => (typeof prop === 'symbol' || prop === 'then' ? undefined : at(`${path}.${prop}`)),
      apply: () => {
        calls.push(path);
        return new Promise(() => undefined);
      },
    });
  return at(name);
}

/** A console root over one environment whose every console API records its calls. */
function recordingRoot() {
  const calls: string[] = [];
  const apis = Object.fromEntries(CONSOLE_API_NAMES.map((name) => [name, recorder(name, calls)]));
  const env = fakeConsoleEnv(apis);
  return { root: createConsoleRootStore(env), env, calls };
}

function renderIn(root: ConsoleRootStore, panel: ReactNode) {
  const i18n = createI18n('EN');
  i18n.addResourceBundle('EN', 'translation', consoleResources.EN.translation, true, true);
  return render(
    <I18nextProvider i18n={i18n}>
      <ConsoleStoreProvider store={root}>{panel}</ConsoleStoreProvider>
    </I18nextProvider>,
  );
}

afterEach(cleanup);

describe('the console root', () => {
  it('holds every console store in one tree over one environment', () => {
    const { root, env } = recordingRoot();
    for (const key of CONSOLE_STORES) {
      expect(getRoot(root[key])).toBe(root);
      expect(getEnv(root[key])).toBe(env);
    }
  });

  it.each([
    ['rewards', () => <RewardsPanel />, 'operatorRewardsApi.settings'],
    ['promotions', () => <PromotionsPanel />, 'operatorPromotionsApi.list'],
    ['points', () => <PointsPanel />, 'operatorPointsApi.settings'],
    ['pages', () => <PagesPanel />, 'operatorApi.pages.current'],
    ['chat', () => <ChatPanel />, 'operatorChatApi.list'],
    ['broadcasts', () => <MessagesPanel />, 'operatorMessagesApi.history'],
  ] as const)('hands the %s panel its store: its calls reach the root environment', async (_key, panel, call) => {
    const { root, calls } = recordingRoot();
    renderIn(root, panel());
    await waitFor(() => expect(calls).toContain(call));
  });

  it('hands the responsible-gaming panel the root store: what it types is the root’s, its lookup the root API', async () => {
    const { root, calls } = recordingRoot();
    renderIn(root, <RgPanel />);
    fireEvent.change(screen.getByTestId('operator-rg-username'), { target: { value: 'amy' } });
    expect(root.rg.username).toBe('amy');
    fireEvent.click(screen.getByTestId('operator-rg-search'));
    await waitFor(() => expect(calls).toEqual(['operatorRgApi.operatorView']));
  });

  it('the console screen gives its tabs the root it was provided; signing out resets them', async () => {
    const config = loadSample('default.json');
    const detail: VersionDetail = {
      version: 3,
      savedBy: 'operator',
      savedAt: '2026-11-20T00:00:00Z',
      rollbackOf: null,
      note: '',
      changes: 1,
      config,
      diff: [],
    };
    const calls: string[] = [];
    const tokens = memoryTokenStore();
    const root = createConsoleRootStore(
      fakeConsoleEnv({
        ...Object.fromEntries(CONSOLE_API_NAMES.map((name) => [name, recorder(name, calls)])),
        operatorApi: fakeOf<ConsoleApis['operatorApi']>('operatorApi', {
          me: async () => OWNER_IDENTITY,
          current: async () => detail,
          versions: async () => ({ list: [detail], total: 1, pageNo: 1, pageSize: 50 }),
          content: fakeContent(),
        }),
        tokenStore: tokens,
      }),
    );
    const i18n = createI18n('EN');
    render(
      <I18nextProvider i18n={i18n}>
        <StoreProvider store={createRootStore(storeEnvFor(config), {})}>
          <ConsoleStoreProvider store={root}>
            <ConsoleScreen />
          </ConsoleStoreProvider>
        </StoreProvider>
      </I18nextProvider>,
    );
    fireEvent.click(await screen.findByRole('tab', { name: 'Messages' }));
    await waitFor(() => expect(calls).toContain('operatorMessagesApi.history'));
    fireEvent.change(screen.getByTestId('broadcast-titleEn'), { target: { value: 'Tonight' } });
    expect(root.broadcasts.titleEn).toBe('Tonight');

    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));

    await screen.findByTestId('operator-login');
    expect(tokens.get()).toBeNull();
    expect([root.current, root.broadcasts.titleEn]).toEqual([null, '']);
  });

  it('is required above a panel: useConsoleStores outside a provider fails', () => {
    const Probe = () => <>{useConsoleStores().operatorName}</>;
    const quiet = console.error;
    console.error = () => undefined; // React logs the thrown render error
    try {
      expect(() => render(<Probe />)).toThrow('useConsoleStores() needs a <ConsoleStoreProvider> above it');
    } finally {
      console.error = quiet;
    }
  });
});

describe('a console environment without an API', () => {
  it.each(CONSOLE_API_NAMES)('refuses to build the root without %s (assertApis), before any request', (name) => {
    const calls: string[] = [];
    const apis = Object.fromEntries(CONSOLE_API_NAMES.map((n) => [n, recorder(n, calls)]));
    const env = fakeConsoleEnv({ ...apis, [name]: undefined });
    let thrown: unknown = null;
    try {
      createConsoleRootStore(env);
    } catch (err) {
      thrown = err;
    }
    expect(thrown).toBeInstanceOf(MissingApiError);
    expect((thrown as MissingApiError).api).toBe(name);
    expect((thrown as Error).message).toContain(`"${name}" API`);
    expect(calls).toEqual([]);
  });

  it('a store standing alone without its API fails naming it instead of reaching a client', () => {
    expect(() => promotionsApiOf(PromotionsConsoleModel.create({}))).toThrow('"operatorPromotionsApi" API');
    expect(() => contractsApiOf(PromotionsConsoleModel.create({}, { operatorApi: {} }))).toThrow(MissingApiError);
  });
});
