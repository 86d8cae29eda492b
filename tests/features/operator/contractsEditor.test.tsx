/**
 * The Contracts tab's form for a top agent's contract (docs/contracts.md "Lifecycle" set (operator),
 * "Terms", "Lower rate") over fake contract and member calls: agents found by username (members
 * left out, top agents marked); the kind's periods; the tier table checked inline as the server
 * checks it, with nothing sent while it has a problem; the agent's current merchant contract and the
 * grants the new table would end, confirmed before the request (its exact body) is sent; a
 * refusal shows the server's message.
 */
import '../../support/webPolyfills';
import { describe, expect, it } from '@jest/globals';
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

function setup(language: 'EN' | 'TW' = 'EN') {
  const contracts = fakeContracts();
  const members = fakeMembers();
  const store = OperatorStoreModel.create(
    {},
    { operatorApi: { content: fakeContent(), ...members } as unknown as OperatorApi, operatorContractsApi: contracts, tokenStore: { get: () => 'op-token', set: () => undefined } },
  );
  const config = loadSample('default.json');
  config.contractSettings.realtimesalreqtype = 0;
  store.setCurrent({ version: 3, savedBy: 'seed', savedAt: '2026-11-01T00:00:00Z', rollbackOf: null, note: '', changes: 0, config, diff: [] });
  const i18n = createI18n(language);
  i18n.addResourceBundle(language, 'translation', consoleResources[language].translation, true, true);
  render(
    <I18nextProvider i18n={i18n}>
      <ContractsPanel store={store} />
    </I18nextProvider>,
  );
  return { store, contracts, members };
}

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

async function chooseAgent(name: string) {
  type('contract-agent-search', 'a');
  fireEvent.click(screen.getByTestId('contract-agent-search-submit'));
  fireEvent.click(await screen.findByTestId(`contract-choose-${name}`));
  await screen.findByTestId('contract-effects');
}

describe('Contracts tab: a top agent’s contract', () => {
  it('finds agents only, marks top agents, and offers the periods of the kind', async () => {
    const { members } = setup();
    type('contract-agent-search', 'a');
    fireEvent.click(screen.getByTestId('contract-agent-search-submit'));
    const results = await screen.findByTestId('contract-agent-results');
    expect(members.calls).toContain('search:a:1');
    expect(within(results).getAllByRole('listitem').map((li) => li.getAttribute('data-testid'))).toEqual(['contract-agent-agent01']);
    expect(within(screen.getByTestId('contract-agent-agent01')).getByText('Top agent')).toBeTruthy();
    type('contract-agent-search', 'sub');
    fireEvent.click(screen.getByTestId('contract-agent-search-submit'));
    expect(within(await screen.findByTestId('contract-agent-sub01')).getByText('Under agent01')).toBeTruthy();
    type('contract-agent-search', 'player');
    fireEvent.click(screen.getByTestId('contract-agent-search-submit'));
    expect((await screen.findByTestId('contract-agent-none')).textContent).toBe('No agent’s username contains “player”.');

    const periods = () => Array.from((screen.getByTestId('contract-period') as HTMLSelectElement).options).map((o) => o.textContent);
    expect(periods()).toEqual(['Daily', 'Weekly (from Monday)', 'Semi-monthly (1st–15th, 16th–end)', 'Monthly']);
    fireEvent.change(screen.getByTestId('contract-kind'), { target: { value: 'hourlyWage' } });
    expect(periods()).toEqual(['Hourly']);
    expect(screen.queryByTestId('contract-kind-off')).toBeNull();
    fireEvent.change(screen.getByTestId('contract-kind'), { target: { value: 'realtimeSalary' } });
    expect(periods()).toEqual(['Every 5 minutes']);
    expect(screen.getByTestId('contract-kind-off').textContent).toMatch(/switched off/);
    expect(screen.getByTestId('contract-kind-realtimeSalary').textContent).toBe('Real-time salaryOff');
  });

  it('checks the tier table inline and sends nothing while it has a problem', async () => {
    const { contracts } = setup();
    await chooseAgent('agent01');
    fireEvent.click(screen.getByTestId('contract-save'));
    expect(screen.getByTestId('tier-problem').textContent).toBe('Tier 1: active members must be a whole number from 0 to 1,000,000.');
    type('tier-0-minActive', '0');
    type('tier-0-minAmount', '0');
    type('tier-0-rate', '1.255');
    expect(screen.getByTestId('tier-problem').textContent).toBe('Tier 1: the rate must be a percent from 0 to 100 with at most 2 decimals.');
    expect(screen.getByTestId('tier-0-rate').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('tier-0-minAmount').getAttribute('aria-invalid')).toBe('false');
    type('tier-0-rate', '1.5');
    expect(screen.queryByTestId('tier-problem')).toBeNull();
    fireEvent.click(screen.getByTestId('tier-add'));
    type('tier-1-minActive', '10');
    type('tier-1-minAmount', '50000.123');
    type('tier-1-rate', '1');
    expect(screen.getByTestId('tier-problem').textContent).toBe('Tier 2: the amount must be a number of at most 12 digits with at most 2 decimals.');
    type('tier-1-minAmount', '50000');
    expect(screen.getByTestId('tier-problem').textContent).toBe('Tier 2: its thresholds and rate may not be lower than those of the tier above.');
    expect(screen.getByTestId('tier-1-rate').getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(screen.getByTestId('contract-save'));
    type('tier-1-minActive', '0');
    type('tier-1-minAmount', '0');
    type('tier-1-rate', '2');
    expect(screen.getByTestId('tier-problem').textContent).toBe('Tier 2: the same two thresholds as the tier above.');
    fireEvent.click(screen.getByTestId('contract-save'));
    expect(contracts.calls.filter((c) => c.startsWith('set:'))).toEqual([]);
    fireEvent.click(screen.getByTestId('tier-1-remove'));
    expect(screen.queryByTestId('tier-problem')).toBeNull();
    expect(screen.getAllByTestId(/^tier-\d+$/)).toHaveLength(1);
  });

  it('shows the contract it replaces and the grants a lower rate ends, confirms, then sends the request', async () => {
    const { contracts } = setup();
    await chooseAgent('agent01');
    expect(contracts.calls).toContain('list:dividend:live:agent01:1');
    const effects = screen.getByTestId('contract-effects');
    expect(within(effects).getByText('Current merchant contract: Weekly (from Monday), 2 tier(s), up to 2.00 %. Saving replaces it.')).toBeTruthy();
    fireEvent.click(screen.getByTestId('contract-copy-current'));
    expect((screen.getByTestId('tier-1-rate') as HTMLInputElement).value).toBe('2.00');
    expect((screen.getByTestId('contract-period') as HTMLSelectElement).value).toBe('weekly');
    expect(screen.getByTestId('contract-effects-none').textContent).toBe('The new table covers every live Dividend contract agent01 granted (1): none ends.');

    // rates under sub01's (0.50 % and 1.00 %) end sub01's contract
    type('tier-0-rate', '0.40');
    type('tier-1-rate', '0.80');
    const ends = screen.getByTestId('contract-effects-ends');
    expect(within(ends).getByTestId('effect-2').textContent).toBe('sub01 · Weekly (from Monday) · 2 tier(s), up to 1.00 %');
    fireEvent.click(screen.getByTestId('contract-save'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Setting this contract ends 1 contract(s) agent01 granted (lower rate):')).toBeTruthy();
    expect(within(dialog).getByTestId('effect-2')).toBeTruthy();
    fireEvent.click(screen.getByTestId('confirm-lower-rate-cancel'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(contracts.calls.filter((c) => c.startsWith('set:'))).toEqual([]);

    fireEvent.click(screen.getByTestId('contract-save'));
    fireEvent.click(await screen.findByTestId('confirm-lower-rate-confirm'));
    expect((await screen.findByTestId('contract-editor-notice')).textContent).toBe('The Dividend contract of agent01 is active; 1 contract(s) it granted ended (lower rate).');
    expect(contracts.bodies).toEqual([
      {
        agentId: 1,
        kind: 'dividend',
        period: 'weekly',
        tiers: [
          { minActive: 0, minAmount: '0', rate: '0.40' },
          { minActive: 5, minAmount: '10000', rate: '0.80' },
        ],
      },
    ]);
    // the list reloads: sub01's contract ended by the lower rate, the old merchant contract replaced
    await waitFor(() => expect(within(screen.getByTestId('contract-2')).getByText('Terminated')).toBeTruthy());
    expect(within(screen.getByTestId('contract-2')).getByText(/ended by a lower rate above it/)).toBeTruthy();
    expect(within(screen.getByTestId('contract-1')).getByText('Replaced')).toBeTruthy();
    // the form now reads the new contract as the current one, and no grant is left to end
    await waitFor(() => expect(screen.getByTestId('contract-effects-none').textContent).toBe('The new table covers every live Dividend contract agent01 granted (0): none ends.'));
  });

  it('saves a table that ends nothing without asking, and shows the server’s refusal', async () => {
    const { contracts } = setup();
    await chooseAgent('agent01');
    fireEvent.change(screen.getByTestId('contract-kind'), { target: { value: 'dailyWage' } });
    await waitFor(() => expect(screen.getByTestId('contract-effects').textContent).toContain('agent01 holds no merchant contract of this kind yet.'));
    type('tier-0-minActive', '3');
    type('tier-0-minAmount', '5000');
    type('tier-0-rate', '0.3');
    contracts.offKinds.add('dailyWage');
    fireEvent.click(screen.getByTestId('contract-save'));
    expect((await screen.findByTestId('contract-editor-notice')).textContent).toBe('This contract kind is switched off');
    expect(screen.getByTestId('contract-editor-notice').getAttribute('role')).toBe('alert');
    expect(screen.queryByRole('dialog')).toBeNull();
    contracts.offKinds.clear();
    contracts.failNext.set = new ApiProblem('network', 'Network Error', null, null);
    fireEvent.click(screen.getByTestId('contract-save'));
    await waitFor(() => expect(screen.getByTestId('contract-editor-notice').textContent).toBe('The server could not be reached. Try again.'));
    fireEvent.click(screen.getByTestId('contract-save'));
    await waitFor(() => expect(screen.getByTestId('contract-editor-notice').textContent).toBe('The Daily wage contract of agent01 is active.'));
    expect(contracts.bodies.at(-1)).toEqual({ agentId: 1, kind: 'dailyWage', period: 'daily', tiers: [{ minActive: 3, minAmount: '5000', rate: '0.30' }] });
  });

  it('opens a top agent’s live contract from the list in the form', async () => {
    setup();
    fireEvent.click(await screen.findByTestId('contract-3-change'));
    expect(within(screen.getByTestId('contract-agent')).getByText('agent02')).toBeTruthy();
    expect((screen.getByTestId('contract-kind') as HTMLSelectElement).value).toBe('dailyWage');
    expect((screen.getByTestId('tier-0-rate') as HTMLInputElement).value).toBe('0.30');
    expect(screen.queryByTestId('contract-2-change')).toBeNull();
    expect(screen.queryByTestId('contract-5-change')).toBeNull();
    expect((await screen.findByTestId('contract-effects')).textContent).toContain('Current merchant contract: Daily, 1 tier(s), up to 0.30 %.');
  });
});
