import '../../support/webPolyfills';
import { describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiProblem } from '../../../src/api/client';
import ContractPage from '../../../src/features/contracts/ContractPage';
import type { ContractList, ContractListQuery } from '../../../contract/types';
import { renderCenter } from '../member-center/support';
import {
  argsOf,
  contract,
  contractsStore,
  FakeSocket,
  fakeContracts,
  offer,
  own,
  page,
  party,
  settlement,
  settlementPage,
  type Calls,
} from './support';

const props = (pageId: string, params: Record<string, string> = {}) => ({
  page: pageId,
  openPage: () => undefined,
  params,
});
type Lang = 'EN' | 'TW';

/** A promise the test settles. */
function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

const TEXT = {
  EN: {
    offer: 'New contract offer',
    live: 'Current contract',
    none: 'You have no daily wage contract yet.',
    retry: 'Try again',
    granted: 'Granted to downlines',
    settlements: 'Settlement records',
    active: 'Active',
    empty: 'No records',
    accepted: 'Contract accepted.',
    capped: "Capped by the upline's entitlement",
  },
  TW: {
    offer: '新的契約邀約',
    live: '目前契約',
    none: '您目前沒有日工資契約。',
    retry: '重試',
    granted: '下級契約',
    settlements: '結算記錄',
    active: '生效中',
    empty: '暫無記錄',
    accepted: '已接受契約。',
    capped: '已受上級可得上限限制',
  },
} as const;

describe.each(['EN', 'TW'] as Lang[])('a contract page in %s', (lang) => {
  const text = TEXT[lang];

  it('My contract: a skeleton while loading, then the live contract and the pending offer highlighted, with their tiers', async () => {
    const answer = deferred<ContractList>();
    const store = await contractsStore({
      contracts: fakeContracts({
        list: (q) => (q.state === 'live' ? answer.promise : Promise.resolve(page([offer(8)]))),
      }),
    });
    renderCenter(store, <ContractPage {...props('agentDailyWages2')} />, { lang });
    expect(await screen.findByTestId('agent-skeleton')).toBeInTheDocument();
    await act(async () => answer.resolve(page([own()])));
    const pending = await screen.findByTestId('my-contract-offer');
    expect(within(pending).getByText(text.offer)).toBeInTheDocument();
    expect(within(pending).getByText('boss01', { selector: 'dd' })).toBeInTheDocument();
    expect(within(pending).getByText('1.20 %')).toBeInTheDocument();
    expect(within(pending).getByText('¥ 5,000.00')).toBeInTheDocument();
    expect(within(pending).getByTestId('contract-8-accept')).toBeInTheDocument();
    const live = screen.getByTestId('my-contract-live');
    expect(within(live).getByText(text.live)).toBeInTheDocument();
    expect(within(live).getByText(text.active)).toBeInTheDocument();
    expect(
      within(live)
        .getAllByText(/^\d+\.\d{2} %$/)
        .map((e) => e.textContent),
    ).toEqual(['0.80 %', '1.50 %']);
    expect(within(live).getByTestId('contract-7-requestTermination')).toBeInTheDocument();
  });

  it('My contract: the empty state explains who offers one', async () => {
    const store = await contractsStore({ contracts: fakeContracts({ list: async () => page([]) }) });
    renderCenter(store, <ContractPage {...props('agentDailyWages2')} />, { lang });
    expect(await screen.findByText(text.none)).toBeInTheDocument();
    expect(screen.getByTestId('agent-empty')).toBeInTheDocument();
  });

  it("My contract: the server's message on a failure and a retry", async () => {
    let fail = true;
    const store = await contractsStore({
      contracts: fakeContracts({
        list: async (q) => {
          if (fail)
            throw new ApiProblem(
              'unauthorized',
              lang === 'EN' ? 'Daily wages are switched off' : '日工資已關閉',
              403,
              'CONTRACT_KIND_OFF',
            );
          return page(q.state === 'live' ? [own()] : []);
        },
      }),
    });
    renderCenter(store, <ContractPage {...props('agentDailyWages2')} />, { lang });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      lang === 'EN' ? 'Daily wages are switched off' : '日工資已關閉',
    );
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: text.retry }));
    expect(await screen.findByTestId('my-contract-live')).toBeInTheDocument();
  });

  it('Granted: loading, the rows with their top rate, the empty state and an error', async () => {
    const answer = deferred<ContractList>();
    let mode: 'wait' | 'rows' | 'empty' | 'fail' = 'wait';
    const store = await contractsStore({
      contracts: fakeContracts({
        list: (q) => {
          if (q.role === 'received') return Promise.resolve(page(q.state === 'live' ? [own()] : []));
          if (mode === 'wait') return answer.promise;
          if (mode === 'fail') return Promise.reject(new ApiProblem('network', 'Network Error', null, null));
          return Promise.resolve(
            mode === 'rows'
              ? page([contract(21, { downline: party(11, 'sub01', { nickname: 'Sub one' }) })])
              : page([]),
          );
        },
      }),
    });
    renderCenter(store, <ContractPage {...props('agentDailyWages2', { tab: 'granted' })} />, { lang });
    expect(await screen.findByTestId('agent-skeleton')).toBeInTheDocument();
    mode = 'rows';
    await act(async () => answer.resolve(page([contract(21)])));
    const row = await screen.findByTestId('granted-21');
    expect(within(row).getByText('sub01')).toBeInTheDocument();
    expect(within(row).getByText(text.active)).toBeInTheDocument();
    expect(within(row).getByText('1.00 %')).toBeInTheDocument();
    mode = 'empty';
    fireEvent.click(screen.getByTestId('granted-filter-ended'));
    expect(await screen.findByText(text.empty)).toBeInTheDocument();
    mode = 'fail';
    fireEvent.click(screen.getByTestId('granted-filter-offered'));
    // no answer: the page's own message
    expect(await screen.findByRole('alert')).toHaveTextContent(
      lang === 'EN' ? 'Could not load the contracts. Please try again.' : '契約載入失敗，請再試一次。',
    );
  });

  it('Settlements: loading, each period in the reporting zone with its figures, the totals, the empty state and an error', async () => {
    const answer = deferred<ReturnType<typeof settlementPage>>();
    let mode: 'wait' | 'rows' | 'empty' | 'fail' = 'wait';
    const store = await contractsStore({
      contracts: fakeContracts({
        settlements: () => {
          if (mode === 'wait') return answer.promise;
          if (mode === 'fail')
            return Promise.reject(
              new ApiProblem('badRequest', lang === 'EN' ? 'Bad date range' : '日期範圍錯誤', 400, 'INVALID_RANGE'),
            );
          return Promise.resolve(
            mode === 'rows' ? settlementPage([settlement(1)]) : settlementPage([], { payout: '0.00', paid: '0.00' }),
          );
        },
      }),
    });
    renderCenter(store, <ContractPage {...props('agentDailyWages2', { tab: 'settlements' })} />, { lang });
    expect(await screen.findByTestId('agent-skeleton')).toBeInTheDocument();
    await act(async () =>
      answer.resolve(
        settlementPage([settlement(1, { gross: '250.00', downlineShare: '70.00' })], {
          payout: '180.00',
          paid: '180.00',
        }),
      ),
    );
    const row = await screen.findByTestId('settlement-1');
    const cells = within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells.slice(0, 8)).toEqual([
      '2026-11-24',
      '6',
      '¥ 20,000.00',
      '1.50 %',
      `¥ 250.00${text.capped}`,
      '¥ 70.00',
      '¥ 180.00',
      lang === 'EN' ? 'Paid' : '已發放',
    ]);
    expect(screen.getByTestId('settlements-total-payout')).toHaveTextContent('¥ 180.00');
    expect(await screen.findByText(/GMT\+08:00/)).toBeInTheDocument();
    mode = 'empty';
    fireEvent.click(screen.getByTestId('settlements-role-granted'));
    expect(await screen.findByText(text.empty)).toBeInTheDocument();
    mode = 'fail';
    fireEvent.change(screen.getByTestId('settlements-from'), { target: { value: '2026-11-01' } });
    fireEvent.submit(screen.getByTestId('settlements-from').closest('form')!);
    expect(await screen.findByRole('alert')).toHaveTextContent(lang === 'EN' ? 'Bad date range' : '日期範圍錯誤');
  });
});

describe('contract page actions', () => {
  it('accepts the pending offer, shows the success line and loads the own contract again', async () => {
    const calls: Calls = [];
    let accepted = false;
    const store = await contractsStore({
      contracts: fakeContracts(
        {
          list: async (q) =>
            q.state === 'live' ? page(accepted ? [own({ id: 8 })] : [own()]) : page(accepted ? [] : [offer(8)]),
          process: async (id) => ((accepted = true), own({ id })),
        },
        calls,
      ),
    });
    renderCenter(store, <ContractPage {...props('agentDailyWages2')} />);
    fireEvent.click(await screen.findByTestId('contract-8-accept'));
    expect(await screen.findByTestId('contract-flash-good')).toHaveTextContent('Contract accepted.');
    await waitFor(() => expect(screen.queryByTestId('my-contract-offer')).toBeNull());
    expect(calls.find((c) => c.name === 'process')!.args).toEqual([8, 'accept']);
  });

  it("shows the server's refusal of an action and keeps the offer", async () => {
    const store = await contractsStore({
      contracts: fakeContracts({
        list: async (q) => (q.state === 'live' ? page([]) : page([offer(8)])),
        process: () => Promise.reject(new ApiProblem('badRequest', 'This offer was withdrawn', 409, 'CONTRACT_STATE')),
      }),
    });
    renderCenter(store, <ContractPage {...props('agentDailyWages2')} />);
    fireEvent.click(await screen.findByTestId('contract-8-reject'));
    expect(await screen.findByTestId('contract-flash-bad')).toHaveTextContent('This offer was withdrawn');
    expect(screen.getByTestId('my-contract-offer')).toBeInTheDocument();
  });

  it('filters granted contracts by state and opens a contract with its history', async () => {
    const calls: Calls = [];
    const store = await contractsStore({ contracts: fakeContracts({}, calls) });
    renderCenter(store, <ContractPage {...props('agentDailyWages2', { tab: 'granted' })} />);
    await screen.findByTestId('granted-21');
    fireEvent.click(screen.getByTestId('granted-filter-live'));
    await waitFor(() =>
      expect((argsOf(calls, 'list') as ContractListQuery[]).filter((q) => q.role === 'granted').at(-1)).toEqual({
        kind: 'dailyWage',
        state: 'live',
        page: 1,
        pageSize: 20,
        role: 'granted',
      }),
    );
    fireEvent.click(await screen.findByTestId('contract-21-details'));
    const dialog = await screen.findByTestId('contract-detail');
    const events = await within(dialog).findByTestId('contract-events');
    expect(within(events).getAllByRole('row')[1]).toHaveTextContent(/OfferedUpline— → Offered/);
    expect(argsOf(calls, 'detail')).toEqual([21]);
  });

  it('a live `contract` event refreshes the granted table and the open detail', async () => {
    FakeSocket.all = [];
    const calls: Calls = [];
    let state: 'active' | 'terminationRequested' = 'active';
    const current = () =>
      contract(21, {
        state,
        terminationRequestedBy: state === 'terminationRequested' ? 'downline' : null,
        actions: state === 'active' ? ['requestTermination'] : ['acceptTermination', 'rejectTermination'],
      });
    const store = await contractsStore({
      socket: true,
      contracts: fakeContracts(
        {
          list: async (q) => page(q.role === 'granted' ? [current()] : q.state === 'live' ? [own()] : []),
          detail: async () => ({ contract: current(), events: [] }),
        },
        calls,
      ),
    });
    renderCenter(store, <ContractPage {...props('agentDailyWages2', { tab: 'granted' })} />);
    fireEvent.click(await screen.findByTestId('contract-21-details'));
    await screen.findByTestId('detail-tiers');
    store.wallet.startLive();
    state = 'terminationRequested';
    act(() =>
      FakeSocket.all[0]!.send({
        type: 'contract',
        payload: { id: 21, kind: 'dailyWage', state: 'terminationRequested' },
      }),
    );
    const row = screen.getByTestId('granted-21');
    await waitFor(() => expect(within(row).getByText('Termination requested')).toBeInTheDocument());
    expect(within(row).getByTestId('contract-21-acceptTermination')).toBeInTheDocument();
    const dialog = screen.getByTestId('contract-detail');
    expect(
      await within(dialog).findByText('The other party asked to end this contract: accept or reject the request.'),
    ).toBeInTheDocument();
    expect(argsOf(calls, 'detail')).toEqual([21, 21]);
  });

  it('cannot offer without an own contract of the kind, and says why', async () => {
    const store = await contractsStore({
      contracts: fakeContracts({ list: async (q) => page(q.role === 'granted' ? [contract(21)] : []) }),
    });
    renderCenter(store, <ContractPage {...props('agentHourSalary', { tab: 'granted' })} />);
    expect(await screen.findByTestId('contract-no-own')).toHaveTextContent(
      'You can grant hourly wage contracts once you hold one yourself',
    );
    expect(screen.getByTestId('contract-new')).toBeDisabled();
  });

  it('dividend settlements: profit and loss with carried in and base, the request for own rows and approve or reject for granted ones', async () => {
    const calls: Calls = [];
    const store = await contractsStore({
      contracts: fakeContracts(
        {
          settlements: async (q) =>
            settlementPage(
              q.role === 'granted'
                ? [
                    settlement(3, {
                      kind: 'dividend',
                      agent: party(11, 'sub01'),
                      periodKey: 'W2026-11-16',
                      periodStart: '2026-11-15T16:00:00.000Z',
                      periodEnd: '2026-11-22T16:00:00.000Z',
                      state: 'requested',
                      actions: ['approve', 'reject'],
                    }),
                  ]
                : [
                    settlement(2, {
                      kind: 'dividend',
                      profitLoss: '900.00',
                      carriedIn: '-100.00',
                      base: '800.00',
                      rate: '10.00',
                      gross: '80.00',
                      downlineShare: '0.00',
                      payout: '80.00',
                      state: 'pending',
                      actions: ['request'],
                    }),
                  ],
            ),
        },
        calls,
      ),
    });
    renderCenter(store, <ContractPage {...props('agentDividendRecordCopy2', { tab: 'settlements' })} />);
    const own = await screen.findByTestId('settlement-2');
    expect(
      within(own)
        .getAllByRole('cell')
        .slice(2, 5)
        .map((c) => c.textContent),
    ).toEqual(['¥ 900.00', '-¥ 100.00', '¥ 800.00']);
    fireEvent.click(within(own).getByRole('button', { name: 'Request dividend' }));
    expect(await screen.findByTestId('contract-flash-good')).toHaveTextContent(
      'Dividend requested; your upline decides.',
    );
    expect(calls.find((c) => c.name === 'processSettlement')!.args).toEqual([2, 'request']);
    fireEvent.click(screen.getByTestId('settlements-role-granted'));
    const granted = await screen.findByTestId('settlement-3');
    expect(
      within(granted)
        .getAllByRole('cell')
        .slice(0, 2)
        .map((c) => c.textContent),
    ).toEqual(['2026-11-16 – 2026-11-22', 'sub01']);
    fireEvent.click(within(granted).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.name === 'processSettlement').map((c) => c.args)).toEqual([
        [2, 'request'],
        [3, 'approve'],
      ]),
    );
  });
});
