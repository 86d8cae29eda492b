import '../../support/webPolyfills';
import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiProblem } from '../../../src/api/client';
import ContractPage from '../../../src/features/contracts/ContractPage';
import type { ContractOfferBody, ContractPreview } from '../../../contract/types';
import { renderCenter } from '../member-center/support';
import { downline, fakeAgent } from '../agent/support';
import { argsOf, contract, contractsStore, fakeContracts, own, page, party, type Calls } from './support';

const props = (pageId: string) => ({ page: pageId, openPage: () => undefined, params: { tab: 'granted' } });

/** Opens the offer dialog of the daily wage page (own table 0.80 % / 1.50 %). */
async function openOffer(
  calls: Calls,
  over: Parameters<typeof fakeContracts>[0] = {},
  lang: 'EN' | 'TW' = 'EN',
  pageId = 'agentDailyWages2',
) {
  const agentCalls: Calls = [];
  const store = await contractsStore({
    contracts: fakeContracts(over, calls),
    agent: fakeAgent(
      {
        downlines: async (q) => ({
          list: q.username
            ? [downline(41, 'deep01', { depth: 2 }), downline(12, 'sub02', { type: 1 })]
            : [downline(11, 'sub01', { type: 1 }), downline(13, 'player13')],
          total: 2,
          page: 1,
          pageSize: 100,
          breadcrumb: [{ id: 1, username: 'agent01' }],
        }),
      },
      agentCalls,
    ),
  });
  renderCenter(store, <ContractPage {...props(pageId)} />, { lang });
  const button = await screen.findByTestId('contract-new');
  await waitFor(() => expect(button).toBeEnabled());
  fireEvent.click(button);
  const dialog = await screen.findByTestId('contract-offer');
  return { store, dialog, agentCalls };
}

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });
const problems = (i: number) => screen.queryAllByTestId(`tier-${i}-problem`).map((e) => e.textContent);

describe('the offer dialog', () => {
  it('prefills the own table, refuses tiers as the server would, inline, and sends nothing then', async () => {
    const calls: Calls = [];
    const { dialog } = await openOffer(calls);
    expect(screen.getByTestId('tier-0-rate')).toHaveValue('0.80');
    expect(screen.getByTestId('tier-1-minAmount')).toHaveValue('10000.00');
    expect(problems(0)).toEqual([]);
    type('tier-0-rate', '0.81');
    expect(problems(0)).toEqual(['Above your own contract: at these thresholds your rate is 0.80 %.']);
    type('tier-0-rate', '0.5');
    type('tier-1-rate', '0.4');
    expect(problems(1)).toEqual(['Down the table, thresholds and rates may not decrease.']);
    type('tier-1-rate', '1.2.3');
    expect(problems(1)).toEqual(['Enter a rate from 0 to 100 with at most 2 decimals.']);
    type('tier-1-rate', '1');
    type('tier-1-minActive', 'ten');
    expect(problems(1)).toEqual(['Enter a whole number of active members from 0 to 1,000,000.']);
    type('tier-1-minActive', '5');
    type('tier-1-minAmount', '10000.001');
    expect(problems(1)).toEqual(['Enter an amount of at most 12 digits and 2 decimals.']);
    type('tier-1-minAmount', '1000');
    // at 5 members and 1,000.00 the own table gives only its first tier
    expect(problems(1)).toEqual(['Above your own contract: at these thresholds your rate is 0.80 %.']);
    type('tier-1-minAmount', '20000');
    expect(problems(1)).toEqual([]);
    fireEvent.click(within(dialog).getByTestId('offer-submit'));
    expect(await within(dialog).findByText('Choose the direct downline to offer the contract to.')).toBeInTheDocument();
    type('tier-0-rate', '2');
    fireEvent.change(within(dialog).getByTestId('offer-downline'), { target: { value: '11' } });
    fireEvent.click(within(dialog).getByTestId('offer-submit'));
    await new Promise((r) => setTimeout(r, 20));
    expect(calls.filter((c) => c.name === 'preview' || c.name === 'offer')).toEqual([]);
  });

  it("reads the tier amounts in the merchant currency's decimals (the engine form's parameter)", async () => {
    const { store } = await openOffer([]);
    store.wallet.setBalance({ balance: '0', currency: 'JPY' });
    type('tier-0-minAmount', '1000');
    type('tier-1-minAmount', '10000.5');
    await waitFor(() => expect(problems(1)).toEqual(['Enter an amount of at most 12 digits and 0 decimals.']));
    expect(problems(0)).toEqual([]);
    type('tier-1-minAmount', '10000');
    expect(problems(1)).toEqual([]);
  });

  it('adds tiers up to 10 and removes them, keeping at least one', async () => {
    await openOffer([]);
    const add = screen.getByTestId('tier-add');
    for (let i = 0; i < 8; i += 1) fireEvent.click(add);
    expect(screen.getAllByTestId(/^tier-row-/)).toHaveLength(10);
    expect(add).toBeDisabled();
    // the copies share both thresholds with the last tier
    expect(problems(2)).toEqual(['Two tiers may not share both thresholds.']);
    for (let i = 0; i < 9; i += 1) fireEvent.click(screen.getByRole('button', { name: `Remove tier ${10 - i}` }));
    expect(screen.getAllByTestId(/^tier-row-/)).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Remove tier 1' })).toBeDisabled();
  });

  it('lists direct downlines only, searches by username kept to depth 1, previews and sends the offer when nothing would end', async () => {
    const calls: Calls = [];
    const { dialog, agentCalls } = await openOffer(calls);
    const select = within(dialog).getByTestId('offer-downline');
    await waitFor(() =>
      expect(
        within(select)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Choose a direct downline', 'sub01 · Agent', 'player13 · Member']),
    );
    type('offer-search', 'sub');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(
        within(select)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Choose a direct downline', 'sub02 · Agent']),
    );
    expect(argsOf(agentCalls, 'downlines')).toEqual([
      { page: 1, pageSize: 100 },
      { username: 'sub', page: 1, pageSize: 100 },
    ]);
    fireEvent.change(select, { target: { value: '12' } });
    type('tier-1-rate', '1.20');
    fireEvent.click(within(dialog).getByTestId('offer-submit'));
    expect(await screen.findByTestId('contract-flash-good')).toHaveTextContent(
      'Offer sent to sub02. It takes effect once accepted.',
    );
    expect(screen.queryByTestId('contract-offer')).toBeNull();
    const tiers = [
      { minActive: 1, minAmount: '1000.00', rate: '0.80' },
      { minActive: 5, minAmount: '10000.00', rate: '1.20' },
    ];
    expect(argsOf(calls, 'preview')).toEqual([{ kind: 'dailyWage', downlineId: 12, period: 'daily', tiers }]);
    const sent = argsOf(calls, 'offer') as ContractOfferBody[];
    expect(sent).toHaveLength(1);
    expect(sent[0]).toEqual({
      kind: 'dailyWage',
      downlineId: 12,
      period: 'daily',
      tiers,
      requestId: sent[0]!.requestId,
    });
  });

  it('warns of the lower rate naming each contract that will end, and sends only after the confirmation', async () => {
    const calls: Calls = [];
    const preview: ContractPreview = {
      ceiling: own(),
      endsContracts: [
        contract(40, {
          upline: party(11, 'sub01'),
          downline: party(41, 'deep01'),
          tiers: [{ minActive: 0, minAmount: '0', rate: '0.70' }],
        }),
        contract(42, {
          upline: party(41, 'deep01'),
          downline: party(43, 'deeper01'),
          tiers: [{ minActive: 0, minAmount: '0', rate: '0.60' }],
        }),
      ],
      replaces: contract(21),
    };
    const { dialog } = await openOffer(calls, { preview: async () => preview });
    fireEvent.change(await within(dialog).findByTestId('offer-downline'), { target: { value: '11' } });
    await waitFor(() => expect(within(dialog).getByTestId('offer-downline')).toHaveValue('11'));
    type('tier-0-rate', '0.10');
    fireEvent.click(within(dialog).getByTestId('offer-submit'));
    const warning = await within(dialog).findByTestId('lower-rate-warning');
    expect(warning).toHaveTextContent("This offer's rates are below contracts sub01 has granted further down.");
    expect(
      within(warning)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['deep01 · Daily wage · top rate 0.70 %', 'deeper01 · Daily wage · top rate 0.60 %']);
    expect(warning).toHaveTextContent("Once accepted, it replaces sub01's current contract (top rate 1.00 %).");
    expect(argsOf(calls, 'offer')).toEqual([]);
    const send = within(warning).getByTestId('lower-rate-send');
    expect(send).toBeDisabled();
    fireEvent.click(send);
    expect(argsOf(calls, 'offer')).toEqual([]);
    fireEvent.click(within(warning).getByTestId('lower-rate-confirm'));
    fireEvent.click(send);
    expect(await screen.findByTestId('contract-flash-good')).toHaveTextContent('Offer sent to sub01.');
    expect(argsOf(calls, 'offer')).toEqual([expect.objectContaining({ downlineId: 11, confirmLowerRate: true })]);
  });

  it('shows the warning when the server asks for the confirmation after all, and the server refusal otherwise', async () => {
    const calls: Calls = [];
    let previews = 0;
    const answers = [
      () =>
        Promise.reject(
          new ApiProblem('badRequest', 'The offer would end contracts further down', 409, 'LOWER_RATE_CONFIRM'),
        ),
      () => Promise.reject(new ApiProblem('badRequest', 'sub01 already has an open offer', 409, 'CONTRACT_OPEN_OFFER')),
    ];
    const { dialog } = await openOffer(calls, {
      preview: async () => ({
        ceiling: own(),
        endsContracts: previews++ === 0 ? [] : [contract(40, { downline: party(41, 'deep01') })],
        replaces: null,
      }),
      offer: () => answers.shift()!(),
    });
    fireEvent.change(await within(dialog).findByTestId('offer-downline'), { target: { value: '11' } });
    fireEvent.click(within(dialog).getByTestId('offer-submit'));
    const warning = await within(dialog).findByTestId('lower-rate-warning');
    expect(within(warning).getByTestId('ends-40')).toHaveTextContent('deep01');
    fireEvent.click(within(warning).getByTestId('lower-rate-confirm'));
    fireEvent.click(within(warning).getByTestId('lower-rate-send'));
    expect(await within(dialog).findByTestId('offer-failed')).toHaveTextContent('sub01 already has an open offer');
    const sent = argsOf(calls, 'offer') as ContractOfferBody[];
    expect(sent.map((b) => b.confirmLowerRate)).toEqual([undefined, true]);
    expect(sent[1]!.requestId).not.toBe(sent[0]!.requestId);
  });

  it('keeps a dividend grant on the own dividend period (TW)', async () => {
    const calls: Calls = [];
    const dividend = own({ kind: 'dividend', period: 'weekly' });
    const { dialog } = await openOffer(
      calls,
      { list: async (q) => page(q.role === 'received' ? (q.state === 'live' ? [dividend] : []) : []) },
      'TW',
      'agentDividendRecordCopy2',
    );
    expect(
      within(dialog)
        .getAllByRole('option', { hidden: true })
        .map((o) => o.textContent),
    ).toEqual(expect.arrayContaining(['每日', '每週（週一起）', '半月（1–15 日、16 日–月底）', '每月']));
    expect(within(dialog).getByTestId('offer-period')).toHaveValue('weekly');
    type('offer-period', 'monthly');
    expect(
      await within(dialog).findByText('您發起的分紅須與您自己的分紅契約同一週期（每週（週一起））。'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('盈虧 ≥')).toBeInTheDocument();
  });
});
