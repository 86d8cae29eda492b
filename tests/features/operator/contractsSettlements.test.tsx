/**
 * The Contracts tab's approvals, rerun and policy screens (docs/contracts.md "Settlement",
 * "Dividends", "Exactly once", "Kinds and switches") over fake calls: the settlements waiting for
 * approval with their totals, approved (paid) or rejected, a refusal shown as the server's message,
 * other states by filter; a rerun builds the period key from the kind, period and date, asks first,
 * then shows the SettleReport (a second run pays nothing); the policy's switches are saved as one;
 * the kinds switched on are shown from the site settings, with the way there.
 */
import '../../support/webPolyfills';
import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { ApiProblem } from '../../../src/api/client';
import type { OperatorApi } from '../../../src/api/operator';
import { ContractsPanel } from '../../../src/features/operator/contracts/ContractsPanel';
import { createI18n } from '../../../src/i18n';
import { consoleResources } from '../../../src/i18n/console';
import { OperatorStoreModel } from '../../../src/stores/OperatorStore';
import { loadSample } from '../../support/samples';
import { fakeContracts } from './contractsFakes';
import { fakeContent, fakeMembers } from './support';

function setup() {
  const contracts = fakeContracts();
  const store = OperatorStoreModel.create(
    {},
    {
      operatorApi: { content: fakeContent(), ...fakeMembers() } as unknown as OperatorApi,
      operatorContractsApi: contracts,
      tokenStore: { get: () => 'op-token', set: () => undefined },
    },
  );
  const config = loadSample('default.json');
  config.contractSettings.contracthoursalreq = 0;
  store.setCurrent({
    version: 1,
    savedBy: 'seed',
    savedAt: '2026-11-01T00:00:00Z',
    rollbackOf: null,
    note: '',
    changes: 0,
    config,
    diff: [],
  });
  const onOpenSettings = jest.fn();
  const i18n = createI18n('EN');
  i18n.addResourceBundle('EN', 'translation', consoleResources.EN.translation, true, true);
  render(
    <I18nextProvider i18n={i18n}>
      <ContractsPanel store={store} onOpenSettings={onOpenSettings} />
    </I18nextProvider>,
  );
  return { store, contracts, onOpenSettings };
}

const openScreen = async (name: RegExp) => {
  await screen.findByTestId('contracts-table');
  fireEvent.click(screen.getByRole('tab', { name }));
};

describe('Contracts tab: approvals', () => {
  it('approves and rejects the requested settlements, and shows a refusal', async () => {
    const { contracts } = setup();
    await openScreen(/^Approvals \(2\)$/);
    const table = await screen.findByTestId('settlements-table');
    expect(contracts.calls).toContain('settlements::requested:1');
    expect(within(table).getByTestId('settlements-totals').textContent).toBe('Payout 2,074.51 · paid 0.00');
    const first = screen.getByTestId('settlement-1');
    expect(within(first).getByText('agent01')).toBeTruthy();
    expect(within(first).getByText('W2026-11-16')).toBeTruthy();
    expect(within(first).getByText('150,000.00')).toBeTruthy();
    expect(within(first).getAllByText('42,000.50')).toHaveLength(2);
    expect(within(first).getByText('2.00 %')).toBeTruthy();
    expect(within(first).getByText('840.01')).toBeTruthy();
    expect(within(first).getByText('Waiting for approval')).toBeTruthy();

    fireEvent.click(within(first).getByTestId('settlement-1-approve'));
    expect((await screen.findByTestId('settlements-notice')).textContent).toBe(
      'Approved: agent01 is paid 840.01 for W2026-11-16.',
    );
    expect(contracts.calls).toContain('process:1:approve');
    await waitFor(() => expect(screen.queryByTestId('settlement-1')).toBeNull());
    expect(screen.getByRole('tab', { name: /^Approvals \(1\)$/ })).toBeTruthy();

    contracts.failNext.processSettlement = new ApiProblem(
      'badRequest',
      'This settlement is not waiting for approval',
      409,
      'SETTLEMENT_STATE',
    );
    fireEvent.click(screen.getByTestId('settlement-2-reject'));
    await waitFor(() =>
      expect(screen.getByTestId('settlements-notice').textContent).toBe('This settlement is not waiting for approval'),
    );
    expect(screen.getByTestId('settlement-2')).toBeTruthy();
    fireEvent.click(screen.getByTestId('settlement-2-reject'));
    await waitFor(() =>
      expect(screen.getByTestId('settlements-notice').textContent).toBe(
        'Rejected: sub01 is paid nothing for W2026-11-16.',
      ),
    );
    expect(await screen.findByTestId('settlements-empty')).toHaveProperty(
      'textContent',
      'No settlement is waiting for approval.',
    );
    expect(contracts.settlementRows.map((s) => s.state)).toEqual(['paid', 'rejected', 'paid']);

    fireEvent.change(screen.getByTestId('settlements-filter-state'), { target: { value: 'paid' } });
    await waitFor(() => expect(within(screen.getByTestId('settlements-table')).getAllByText('Paid')).toHaveLength(2));
    expect(screen.getByTestId('settlements-totals').textContent).toBe('Payout 939.01 · paid 939.01');
    expect(screen.queryByTestId('settlement-1-approve')).toBeNull();
    fireEvent.change(screen.getByTestId('settlements-filter-kind'), { target: { value: 'dailyWage' } });
    expect(await screen.findByTestId('settlements-empty')).toHaveProperty(
      'textContent',
      'No settlement matches these filters.',
    );
    expect(contracts.calls.at(-1)).toBe('settlements:dailyWage:paid:1');
  });
});

describe('Contracts tab: rerun', () => {
  it('builds the period key, asks first, then shows the report; a second run pays nothing', async () => {
    const { contracts } = setup();
    await openScreen(/^Rerun a period$/);
    expect(screen.getByTestId('rerun-key').textContent).toBe('Choose a date.');
    fireEvent.click(screen.getByTestId('rerun-submit'));
    expect(screen.getByTestId('rerun-notice').textContent).toBe('Choose the period to rerun.');
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.change(screen.getByTestId('rerun-period'), { target: { value: 'weekly' } });
    fireEvent.change(screen.getByTestId('rerun-date'), { target: { value: '2026-11-19' } });
    expect(screen.getByTestId('rerun-key').textContent).toBe('W2026-11-16');
    fireEvent.change(screen.getByTestId('rerun-period'), { target: { value: 'semimonthly' } });
    expect(screen.getByTestId('rerun-key').textContent).toBe('S2026-11-16');
    fireEvent.change(screen.getByTestId('rerun-period'), { target: { value: 'monthly' } });
    expect(screen.getByTestId('rerun-key').textContent).toBe('M2026-11');
    fireEvent.change(screen.getByTestId('rerun-kind'), { target: { value: 'realtimeSalary' } });
    fireEvent.change(screen.getByTestId('rerun-hour'), { target: { value: '13' } });
    fireEvent.change(screen.getByTestId('rerun-minute'), { target: { value: '5' } });
    expect(screen.getByTestId('rerun-key').textContent).toBe('F2026-11-19T13:05');
    fireEvent.change(screen.getByTestId('rerun-kind'), { target: { value: 'hourlyWage' } });
    expect(screen.queryByTestId('rerun-minute')).toBeNull();
    expect(screen.getByTestId('rerun-key').textContent).toBe('H2026-11-19T13');

    fireEvent.click(screen.getByTestId('rerun-submit'));
    expect(
      within(screen.getByRole('dialog')).getByText(
        'Settle the Hourly wage period H2026-11-19T13 again? Settlements already there are skipped: nothing is paid twice.',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByTestId('confirm-rerun-cancel'));
    expect(contracts.calls.filter((c) => c.startsWith('rerun'))).toEqual([]);

    fireEvent.click(screen.getByTestId('rerun-submit'));
    fireEvent.click(screen.getByTestId('confirm-rerun-confirm'));
    const report = await screen.findByTestId('rerun-report');
    expect(contracts.bodies).toEqual([{ kind: 'hourlyWage', periodKey: 'H2026-11-19T13' }]);
    expect(within(report).getByText('Report: Hourly wage H2026-11-19T13')).toBeTruthy();
    expect(
      ['periods', 'contracts', 'settlements', 'transfers', 'paid', 'skipped'].map(
        (f) => screen.getByTestId(`rerun-report-${f}`).querySelector('strong')!.textContent,
      ),
    ).toEqual(['1', '3', '1', '1', '1,500.25', '2']);
    expect(screen.queryByTestId('rerun-nothing-new')).toBeNull();
    expect(screen.getByTestId('rerun-notice').textContent).toBe(
      'The Hourly wage period H2026-11-19T13 is settled again.',
    );

    fireEvent.click(screen.getByTestId('rerun-submit'));
    fireEvent.click(screen.getByTestId('confirm-rerun-confirm'));
    expect(await screen.findByTestId('rerun-nothing-new')).toHaveProperty(
      'textContent',
      'Everything was already settled: nothing was paid.',
    );
    expect(
      ['settlements', 'transfers', 'paid', 'skipped'].map(
        (f) => screen.getByTestId(`rerun-report-${f}`).querySelector('strong')!.textContent,
      ),
    ).toEqual(['0', '0', '0.00', '3']);
  });

  it('shows the server’s refusal of a period that has not closed', async () => {
    const { contracts } = setup();
    await openScreen(/^Rerun a period$/);
    fireEvent.change(screen.getByTestId('rerun-date'), { target: { value: '2099-01-01' } });
    contracts.failNext.rerun = new ApiProblem('badRequest', 'This period has not closed yet', 400, 'PERIOD_OPEN');
    fireEvent.click(screen.getByTestId('rerun-submit'));
    fireEvent.click(screen.getByTestId('confirm-rerun-confirm'));
    await waitFor(() => expect(screen.getByTestId('rerun-notice').textContent).toBe('This period has not closed yet'));
    expect(screen.queryByTestId('rerun-report')).toBeNull();
  });
});

describe('Contracts tab: policy', () => {
  it('saves the policy switches as one and shows the kinds switched on', async () => {
    const { contracts, onOpenSettings } = setup();
    await openScreen(/^Policy$/);
    const approval = (await screen.findByTestId('policy-dividendApproval')) as HTMLInputElement;
    expect(approval.checked).toBe(true);
    expect((screen.getByTestId('policy-carryForward') as HTMLInputElement).checked).toBe(false);
    expect(screen.getByTestId('policy-state').textContent).toBe('Saved');
    expect((screen.getByTestId('policy-save') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('policy-carryForward'));
    fireEvent.click(screen.getByTestId('policy-allowMemberContracts'));
    expect(screen.getByTestId('policy-state').textContent).toBe('Unsaved changes');
    fireEvent.click(screen.getByTestId('policy-save'));
    expect((await screen.findByTestId('policy-notice')).textContent).toBe('Contract policy saved.');
    expect(contracts.bodies).toEqual([{ dividendApproval: true, carryForward: true, allowMemberContracts: true }]);
    expect(contracts.policyRow).toEqual({ dividendApproval: true, carryForward: true, allowMemberContracts: true });
    expect(screen.getByTestId('policy-state').textContent).toBe('Saved');

    fireEvent.click(screen.getByTestId('policy-dividendApproval'));
    fireEvent.click(screen.getByText('Discard changes'));
    expect((screen.getByTestId('policy-dividendApproval') as HTMLInputElement).checked).toBe(true);

    expect(screen.getByTestId('contract-kind-hourlyWage').textContent).toBe('Hourly wageOff');
    expect(screen.getByTestId('contract-kind-dividend').textContent).toBe('DividendOn');
    fireEvent.click(screen.getByTestId('contract-kinds-open'));
    expect(onOpenSettings).toHaveBeenCalledTimes(1);
  });
});
