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
import { contract, fakeContracts, PARTIES, type FakeContracts } from './contractsFakes';
import { fakeContent, fakeMembers } from './support';

function setup(prepare: (fake: FakeContracts) => void = () => undefined, currency = 'CNY') {
  const language = 'EN';
  const contracts = fakeContracts();
  prepare(contracts);
  const members = fakeMembers();
  const store = OperatorStoreModel.create(
    {},
    {
      operatorApi: { content: fakeContent(), ...members } as unknown as OperatorApi,
      operatorContractsApi: contracts,
      tokenStore: { get: () => 'op-token', set: () => undefined },
    },
  );
  const config = loadSample('default.json');
  config.contractSettings.realtimesalreqtype = 0;
  config.permission.currency = currency;
  store.setCurrent({
    version: 3,
    savedBy: 'seed',
    savedAt: '2026-11-01T00:00:00Z',
    rollbackOf: null,
    note: '',
    changes: 0,
    config,
    diff: [],
  });
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

async function chooseAgentWithoutEffects(name: string) {
  type('contract-agent-search', 'a');
  fireEvent.click(screen.getByTestId('contract-agent-search-submit'));
  fireEvent.click(await screen.findByTestId(`contract-choose-${name}`));
}

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
    expect(
      within(results)
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('data-testid')),
    ).toEqual(['contract-agent-agent01']);
    expect(within(screen.getByTestId('contract-agent-agent01')).getByText('Top agent')).toBeTruthy();
    type('contract-agent-search', 'sub');
    fireEvent.click(screen.getByTestId('contract-agent-search-submit'));
    expect(within(await screen.findByTestId('contract-agent-sub01')).getByText('Under agent01')).toBeTruthy();
    type('contract-agent-search', 'player');
    fireEvent.click(screen.getByTestId('contract-agent-search-submit'));
    expect((await screen.findByTestId('contract-agent-none')).textContent).toBe(
      'No agent’s username contains “player”.',
    );

    const periods = () =>
      Array.from((screen.getByTestId('contract-period') as HTMLSelectElement).options).map((o) => o.textContent);
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
    expect(screen.getByTestId('tier-problem').textContent).toBe(
      'Tier 1: active members must be a whole number from 0 to 1,000,000.',
    );
    type('tier-0-minActive', '0');
    type('tier-0-minAmount', '0');
    type('tier-0-rate', '1.255');
    expect(screen.getByTestId('tier-problem').textContent).toBe(
      'Tier 1: the rate must be a percent from 0 to 100 with at most 2 decimals.',
    );
    expect(screen.getByTestId('tier-0-rate').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('tier-0-minAmount').getAttribute('aria-invalid')).toBe('false');
    type('tier-0-rate', '1.5');
    expect(screen.queryByTestId('tier-problem')).toBeNull();
    fireEvent.click(screen.getByTestId('tier-add'));
    type('tier-1-minActive', '10');
    type('tier-1-minAmount', '50000.123');
    type('tier-1-rate', '1');
    expect(screen.getByTestId('tier-problem').textContent).toBe(
      'Tier 2: the amount must be a number of at most 12 digits with at most 2 decimals.',
    );
    type('tier-1-minAmount', '50000');
    expect(screen.getByTestId('tier-problem').textContent).toBe(
      'Tier 2: its thresholds and rate may not be lower than those of the tier above.',
    );
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

  it('checks amounts in the merchant currency’s decimals', async () => {
    setup(undefined, 'JPY');
    type('tier-0-minActive', '1');
    type('tier-0-minAmount', '100.5');
    type('tier-0-rate', '1');
    expect(screen.getByTestId('tier-problem').textContent).toBe(
      'Tier 1: the amount must be a number of at most 12 digits with at most 0 decimals.',
    );
    type('tier-0-minAmount', '100');
    expect(screen.queryByTestId('tier-problem')).toBeNull();
    await screen.findByTestId('contracts-table');
  });

  it('shows the contract it replaces and the contracts in the team a lower rate ends, confirms, then sends the request', async () => {
    const { contracts } = setup((fake) => {
      // sub01 granted player01 a dividend contract; agent02's team is not agent01's
      fake.contracts.push(
        contract(6, PARTIES.sub01!, PARTIES.player01!, 'dividend', 'weekly', [
          { minActive: 0, minAmount: '0', rate: '0.45' },
        ]),
      );
      fake.contracts.push(
        contract(
          7,
          PARTIES.agent02!,
          { id: 41, username: 'sub02', nickname: 'SUB02', isAgent: true },
          'dividend',
          'weekly',
          [{ minActive: 0, minAmount: '0', rate: '0.90' }],
        ),
      );
    });
    await chooseAgent('agent01');
    expect(contracts.calls).toContain('list:dividend:live::1');
    const effects = screen.getByTestId('contract-effects');
    expect(
      within(effects).getByText(
        'Current merchant contract: Weekly (from Monday), 2 tier(s), up to 2.00 %. Saving replaces it.',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByTestId('contract-copy-current'));
    expect((screen.getByTestId('tier-1-rate') as HTMLInputElement).value).toBe('2.00');
    expect((screen.getByTestId('contract-period') as HTMLSelectElement).value).toBe('weekly');
    expect(screen.getByTestId('contract-effects-none').textContent).toBe(
      'The new table covers every live Dividend contract granted in agent01’s team (2): none ends.',
    );

    // rates under sub01's (0.50 % and 1.00 %) and player01's (0.45 %) end both contracts in agent01's team
    type('tier-0-rate', '0.40');
    type('tier-1-rate', '0.80');
    const ends = screen.getByTestId('contract-effects-ends');
    expect(within(ends).getByTestId('effect-2').textContent).toBe(
      'agent01 → sub01 · Weekly (from Monday) · 2 tier(s), up to 1.00 %',
    );
    expect(within(ends).getByTestId('effect-6')).toBeTruthy();
    expect(within(ends).queryByTestId('effect-7')).toBeNull();
    fireEvent.click(screen.getByTestId('contract-save'));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('Setting this contract ends 2 contract(s) granted in agent01’s team (lower rate):'),
    ).toBeTruthy();
    expect(within(dialog).getByTestId('effect-2')).toBeTruthy();
    expect(within(dialog).getByTestId('effect-6')).toBeTruthy();
    fireEvent.click(screen.getByTestId('confirm-lower-rate-cancel'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(contracts.calls.filter((c) => c.startsWith('set:'))).toEqual([]);

    fireEvent.click(screen.getByTestId('contract-save'));
    fireEvent.click(await screen.findByTestId('confirm-lower-rate-confirm'));
    expect((await screen.findByTestId('contract-editor-notice')).textContent).toBe(
      'The Dividend contract of agent01 is active; 2 contract(s) in its team ended (lower rate).',
    );
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
    expect(within(screen.getByTestId('contract-6')).getByText('Terminated')).toBeTruthy();
    expect(within(screen.getByTestId('contract-7')).getByText('Active')).toBeTruthy();
    expect(within(screen.getByTestId('contract-1')).getByText('Replaced')).toBeTruthy();
    // the form now reads the new contract as the current one, and no contract is left to end
    await waitFor(() =>
      expect(screen.getByTestId('contract-effects-none').textContent).toBe(
        'The new table covers every live Dividend contract granted in agent01’s team (0): none ends.',
      ),
    );
    expect(screen.getByTestId('contract-effects').textContent).toContain(
      'Current merchant contract: Weekly (from Monday), 2 tier(s), up to 0.80 %.',
    );
  });

  it('saves a table that ends nothing without asking, and shows the server’s refusal', async () => {
    const { contracts } = setup();
    await chooseAgent('agent01');
    fireEvent.change(screen.getByTestId('contract-kind'), { target: { value: 'dailyWage' } });
    await waitFor(() =>
      expect(screen.getByTestId('contract-effects').textContent).toContain(
        'agent01 holds no merchant contract of this kind yet.',
      ),
    );
    type('tier-0-minActive', '3');
    type('tier-0-minAmount', '5000');
    type('tier-0-rate', '0.3');
    contracts.offKinds.add('dailyWage');
    fireEvent.click(screen.getByTestId('contract-save'));
    expect((await screen.findByTestId('contract-editor-notice')).textContent).toBe(
      'This contract kind is switched off',
    );
    expect(screen.getByTestId('contract-editor-notice').getAttribute('role')).toBe('alert');
    expect(screen.queryByRole('dialog')).toBeNull();
    contracts.offKinds.clear();
    contracts.failNext.set = new ApiProblem('network', 'Network Error', null, null);
    fireEvent.click(screen.getByTestId('contract-save'));
    await waitFor(() =>
      expect(screen.getByTestId('contract-editor-notice').textContent).toBe(
        'The server could not be reached. Try again.',
      ),
    );
    fireEvent.click(screen.getByTestId('contract-save'));
    await waitFor(() =>
      expect(screen.getByTestId('contract-editor-notice').textContent).toBe(
        'The Daily wage contract of agent01 is active.',
      ),
    );
    expect(contracts.bodies.at(-1)).toEqual({
      agentId: 1,
      kind: 'dailyWage',
      period: 'daily',
      tiers: [{ minActive: 3, minAmount: '5000', rate: '0.30' }],
    });
  });

  it('places a granting agent without a live contract in the tree to find the contracts it granted in the team', async () => {
    const { members } = setup((fake) => {
      // sub01's own contract has ended; the one it granted player01 is still live
      fake.contracts[1] = {
        ...fake.contracts[1]!,
        state: 'terminated',
        endedAt: '2026-11-20T00:00:00.000Z',
        endReason: 'operator',
      };
      fake.contracts.push(
        contract(6, PARTIES.sub01!, PARTIES.player01!, 'dividend', 'weekly', [
          { minActive: 0, minAmount: '0', rate: '0.45' },
        ]),
      );
      fake.contracts.push(
        contract(
          7,
          PARTIES.agent02!,
          { id: 41, username: 'sub02', nickname: 'SUB02', isAgent: true },
          'dividend',
          'weekly',
          [{ minActive: 0, minAmount: '0', rate: '0.90' }],
        ),
      );
    });
    await chooseAgent('agent01');
    expect(members.calls.filter((c) => c.startsWith('search:') && c !== 'search:a:1').sort()).toEqual([
      'search:agent02:1',
      'search:sub01:1',
    ]);
    expect(screen.getByTestId('contract-effects-none').textContent).toBe(
      'The new table covers every live Dividend contract granted in agent01’s team (1): none ends.',
    );
    type('tier-0-minActive', '0');
    type('tier-0-minAmount', '0');
    type('tier-0-rate', '0.44');
    expect(
      within(screen.getByTestId('contract-effects-ends'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['sub01 → player01 · Weekly (from Monday) · 1 tier(s), up to 0.45 %']);
    expect(screen.queryByTestId('contract-effects-truncated')).toBeNull();
  });

  it('waits for the live contracts before sending, reads them page by page and says when it stopped', async () => {
    const { contracts } = setup((fake) => {
      for (let i = 0; i < 1000; i++)
        fake.contracts.push(
          contract(
            1000 + i,
            PARTIES.agent02!,
            { id: 5000 + i, username: `d${i}`, nickname: `D${i}`, isAgent: true },
            'dailyWage',
            'daily',
            [{ minActive: 0, minAmount: '0', rate: '0.10' }],
          ),
        );
      fake.failNext.list = undefined;
    });
    await screen.findByTestId('contracts-table');
    contracts.failNext.list = new ApiProblem('server', 'Something went wrong on our side', 500, 'INTERNAL');
    await chooseAgentWithoutEffects('agent01');
    const error = await screen.findByTestId('contract-effects-error');
    expect(error.textContent).toContain('Something went wrong on our side');
    type('tier-0-minActive', '0');
    type('tier-0-minAmount', '0');
    type('tier-0-rate', '1');
    expect((screen.getByTestId('contract-save') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(error).getByText('Try again'));
    expect(await screen.findByTestId('contract-effects')).toBeTruthy();
    expect((screen.getByTestId('contract-save') as HTMLButtonElement).disabled).toBe(false);

    fireEvent.change(screen.getByTestId('contract-kind'), { target: { value: 'dailyWage' } });
    expect((await screen.findByTestId('contract-effects-truncated')).textContent).toBe(
      'Not every live contract of this kind could be checked here (1000 of 1001 read): the server also ends any other contract in agent01’s team the new table does not cover.',
    );
    expect(contracts.calls.filter((c) => c.startsWith('list:dailyWage:live::'))).toEqual(
      Array.from({ length: 10 }, (_, i) => `list:dailyWage:live::${i + 1}`),
    );
  });

  it('opens a top agent’s live contract from the list in the form', async () => {
    setup();
    fireEvent.click(await screen.findByTestId('contract-3-change'));
    expect(within(screen.getByTestId('contract-agent')).getByText('agent02')).toBeTruthy();
    expect((screen.getByTestId('contract-kind') as HTMLSelectElement).value).toBe('dailyWage');
    expect((screen.getByTestId('tier-0-rate') as HTMLInputElement).value).toBe('0.30');
    expect(screen.queryByTestId('contract-2-change')).toBeNull();
    expect(screen.queryByTestId('contract-5-change')).toBeNull();
    expect((await screen.findByTestId('contract-effects')).textContent).toContain(
      'Current merchant contract: Daily, 1 tier(s), up to 0.30 %.',
    );
  });
});
