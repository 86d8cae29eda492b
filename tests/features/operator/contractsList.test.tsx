/**
 * The Contracts tab's list of every contract (docs/contracts.md "Lifecycle") over fake calls: a
 * skeleton, then the contracts with their parties (the merchant for a top agent's), states and end
 * reasons; the kind, state and username filters reach the server; terminate asks first, then ends
 * the contract (reason operator), and a refusal shows the server's message; a failed load shows an
 * error with a retry.
 */
import '../../support/webPolyfills';
import { describe, expect, it } from '@jest/globals';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { ApiProblem } from '../../../src/api/client';
import type { OperatorApi } from '../../../src/api/operator';
import { ContractsPanel } from '../../../src/features/operator/contracts/ContractsPanel';
import { createI18n } from '../../../src/i18n';
import { consoleResources } from '../../../src/i18n/console';
import { OperatorStoreModel } from '../../../src/stores/OperatorStore';
import { loadSample } from '../../support/samples';
import { fakeContracts, type FakeContracts } from './contractsFakes';
import { fakeContent, fakeMembers } from './support';

function setup(prepare: (fake: FakeContracts) => void = () => undefined, signedIn = false) {
  const contracts = fakeContracts();
  prepare(contracts);
  const store = OperatorStoreModel.create(
    {},
    {
      operatorApi: { content: fakeContent(), ...fakeMembers() } as unknown as OperatorApi,
      operatorContractsApi: contracts,
      tokenStore: { get: () => 'op-token', set: () => undefined },
    },
  );
  if (signedIn)
    store.setCurrent({
      version: 1,
      savedBy: 'seed',
      savedAt: '2026-11-01T00:00:00Z',
      rollbackOf: null,
      note: '',
      changes: 0,
      config: loadSample('default.json'),
      diff: [],
    });
  const i18n = createI18n('EN');
  i18n.addResourceBundle('EN', 'translation', consoleResources.EN.translation, true, true);
  render(
    <I18nextProvider i18n={i18n}>
      <ContractsPanel store={store} />
    </I18nextProvider>,
  );
  return { store, contracts };
}

const rowIds = () =>
  within(screen.getByTestId('contracts-table'))
    .getAllByTestId(/^contract-\d+$/)
    .map((r) => r.getAttribute('data-testid'));

describe('Contracts tab: every contract', () => {
  it('shows a skeleton, then every contract with its parties, state and tiers', async () => {
    let release = () => undefined as void;
    setup((fake) => void (fake.hold.list = new Promise<void>((r) => (release = r))));
    expect(screen.getByTestId('contracts-loading').getAttribute('aria-busy')).toBe('true');
    expect(screen.getByTestId('contract-kinds').textContent).toContain('Not loaded');
    await act(async () => release());
    const table = await screen.findByTestId('contracts-table');
    expect(within(table).getByText('5 contract(s)')).toBeTruthy();
    expect(rowIds()).toEqual(['contract-1', 'contract-2', 'contract-3', 'contract-4', 'contract-5']);
    const top = screen.getByTestId('contract-1');
    expect(within(top).getByText('Merchant')).toBeTruthy();
    expect(within(top).getByText('Active')).toBeTruthy();
    expect(within(top).getByText('Weekly (from Monday)')).toBeTruthy();
    expect(within(screen.getByTestId('contract-2')).getByText('agent01')).toBeTruthy();
    expect(within(screen.getByTestId('contract-4')).getByText('Offered')).toBeTruthy();
    const ended = screen.getByTestId('contract-5');
    expect(within(ended).getByText('Terminated')).toBeTruthy();
    expect(within(ended).getByText(/terminated by an operator$/)).toBeTruthy();
    expect(within(ended).queryByText('Terminate')).toBeNull();
    fireEvent.click(within(top).getByTestId('contract-1-tiers'));
    const tiers = screen.getByTestId('contract-1-tier-table');
    expect(within(tiers).getByText('Min. team profit and loss')).toBeTruthy();
    expect(within(tiers).getByText('10,000.00')).toBeTruthy();
    expect(within(tiers).getByText('2.00')).toBeTruthy();
  });

  it('sends the kind, state and username filters and shows the empty state', async () => {
    const { contracts } = setup();
    await screen.findByTestId('contracts-table');
    expect(contracts.calls).toContain('list::all::1');
    fireEvent.change(screen.getByTestId('contracts-filter-kind'), { target: { value: 'dividend' } });
    await waitFor(() => expect(rowIds()).toEqual(['contract-1', 'contract-2', 'contract-5']));
    expect(contracts.calls).toContain('list:dividend:all::1');
    fireEvent.change(screen.getByTestId('contracts-filter-state'), { target: { value: 'live' } });
    await waitFor(() => expect(rowIds()).toEqual(['contract-1', 'contract-2']));
    fireEvent.change(screen.getByTestId('contracts-filter-kind'), { target: { value: '' } });
    fireEvent.change(screen.getByTestId('contracts-filter-state'), { target: { value: 'all' } });
    fireEvent.change(screen.getByTestId('contracts-filter-username'), { target: { value: ' sub01\u0007 ' } });
    fireEvent.click(screen.getByTestId('contracts-filter-submit'));
    await waitFor(() => expect(rowIds()).toEqual(['contract-2', 'contract-4']));
    expect(contracts.calls.at(-1)).toBe('list::all:sub01:1');
    fireEvent.change(screen.getByTestId('contracts-filter-username'), { target: { value: 'zzz' } });
    fireEvent.click(screen.getByTestId('contracts-filter-submit'));
    expect((await screen.findByTestId('contracts-empty')).textContent).toBe('No contract matches these filters.');
  });

  it('terminates a contract only after confirmation, and shows a refusal', async () => {
    const { contracts } = setup();
    await screen.findByTestId('contracts-table');
    fireEvent.click(screen.getByTestId('contract-2-terminate'));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Terminate this contract?')).toBeTruthy();
    expect(within(dialog).getByText(/^The Dividend contract of sub01 \(granted by agent01\) ends now\./)).toBeTruthy();
    fireEvent.click(screen.getByTestId('confirm-terminate-cancel'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(contracts.calls.filter((c) => c.startsWith('terminate'))).toEqual([]);

    fireEvent.click(screen.getByTestId('contract-2-terminate'));
    fireEvent.click(screen.getByTestId('confirm-terminate-confirm'));
    expect((await screen.findByTestId('contracts-notice')).textContent).toBe(
      'The Dividend contract of sub01 is terminated.',
    );
    expect(contracts.calls.filter((c) => c.startsWith('terminate'))).toEqual(['terminate:2']);
    await waitFor(() => expect(within(screen.getByTestId('contract-2')).getByText('Terminated')).toBeTruthy());
    expect(screen.queryByTestId('contract-2-terminate')).toBeNull();

    contracts.failNext.terminate = new ApiProblem(
      'badRequest',
      'This contract has already ended',
      409,
      'CONTRACT_STATE',
    );
    fireEvent.click(screen.getByTestId('contract-4-terminate'));
    fireEvent.click(screen.getByTestId('confirm-terminate-confirm'));
    await waitFor(() =>
      expect(screen.getByTestId('contracts-notice').textContent).toBe('This contract has already ended'),
    );
    expect(screen.getByTestId('contracts-notice').getAttribute('role')).toBe('alert');
    expect(within(screen.getByTestId('contract-4')).getByText('Offered')).toBeTruthy();
  });

  it('shows a failed load with a retry', async () => {
    setup(
      (fake) =>
        void (fake.failNext.list = new ApiProblem('server', 'Something went wrong on our side', 500, 'INTERNAL')),
    );
    const error = await screen.findByTestId('contracts-error');
    expect(within(error).getByText('Something went wrong on our side')).toBeTruthy();
    fireEvent.click(within(error).getByText('Try again'));
    expect(await screen.findByTestId('contracts-table')).toBeTruthy();
    expect(screen.queryByTestId('contracts-error')).toBeNull();
  });

  it('signs the console out when the operator token has expired', async () => {
    const { store } = setup(
      (fake) =>
        void (fake.failNext.list = new ApiProblem(
          'unauthorized',
          'Please log in as an operator',
          401,
          'OPERATOR_NOT_LOGGED_IN',
        )),
      true,
    );
    expect(screen.getByTestId('contract-kind-dividend').textContent).toBe('DividendOn');
    await waitFor(() => expect(store.loggedIn).toBe(false));
  });
});
