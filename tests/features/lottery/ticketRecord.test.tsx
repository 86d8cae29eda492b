/**
 * A lottery ticket in the betting record (docs/lottery.md section 5; lotteryTicketDetail): the
 * draw's label, the bet type (and the 4D mode), the numbers with the winning ones highlighted, the
 * points or the odds, the hits (or "waiting for the draw"); other rounds have no detail row; TW.
 */
import '../../support/webPolyfills';
import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import type { BetPage, RecordsApi } from '../../../src/api/records';
import BettingRecordPage from '../../../src/features/member-center/records/BettingRecordPage';
import { createRootStore, type StoreEnv } from '../../../src/stores';
import { loadSample } from '../../support/samples';
import { storeEnvFor } from '../../support/storeEnv';
import { renderCenter } from '../member-center/support';

const base = {
  gameCode: 'BGS_VN_NORTH',
  nodeId: 90010,
  vendor: 'BGS_VNLOTT',
  vendorName: 'BGS Vietnam Lottery',
  category: 'ELOTT' as const,
  time: '2026-11-26T10:00:00.000Z',
};
const page: BetPage = {
  list: [
    {
      ...base,
      roundId: 't-1',
      gameName: 'Northern Lottery',
      stake: '270.00',
      win: '1900.00',
      profit: '1630.00',
      settledAt: '2026-11-26T11:16:00.000Z',
      status: 'settled',
      lottery: {
        drawId: 'VNN-20261126',
        drawLabel: 'Hà Nội 26/11',
        drawAt: '2026-11-26T11:15:00.000Z',
        betType: 'lo2',
        mode: null,
        numbers: ['12', '34'],
        points: 10,
        odds: '95',
        hits: 2,
        winningNumbers: ['34'],
      },
    },
    {
      ...base,
      roundId: 't-2',
      gameName: '4D Lotto',
      gameCode: 'BGS_SEA_4D',
      vendor: 'BGS_SEA',
      vendorName: 'BGS 4D Lottery',
      stake: '24.00',
      win: '0.00',
      profit: null,
      settledAt: null,
      status: 'open',
      lottery: {
        drawId: 'SEA-20261128',
        drawLabel: null,
        drawAt: null,
        betType: 'big',
        mode: 'box',
        numbers: ['1234'],
        points: null,
        odds: null,
        hits: null,
        winningNumbers: [],
      },
    },
    {
      ...base,
      roundId: 't-3',
      gameName: '4D Lotto',
      gameCode: 'BGS_SEA_4D',
      vendor: 'BGS_SEA',
      vendorName: 'BGS 4D Lottery',
      stake: '10.00',
      win: '2500.00',
      profit: '2490.00',
      settledAt: '2026-11-25T11:01:00.000Z',
      status: 'settled',
      lottery: {
        drawId: 'SEA-20261125',
        drawLabel: 'Draw 5123/26',
        drawAt: '2026-11-25T11:00:00.000Z',
        betType: 'big',
        mode: 'roll',
        numbers: ['R234'],
        points: null,
        odds: '2500',
        hits: 1,
        winningNumbers: ['7234'],
      },
    },
    {
      ...base,
      roundId: 't-4',
      gameName: 'Fast Lotto 3',
      gameCode: 'BGS_LOTTO',
      vendor: 'BGS_LOTT',
      vendorName: 'BGS Fast Lottery',
      category: 'LOTT',
      stake: '1.00',
      win: '9.60',
      profit: '8.60',
      settledAt: '2026-11-26T09:03:00.000Z',
      status: 'settled',
      lottery: {
        drawId: '20261126-181',
        drawLabel: '20261126-181',
        drawAt: '2026-11-26T09:03:00.000Z',
        betType: 'ball3',
        mode: null,
        numbers: ['7'],
        points: null,
        odds: '9.6',
        hits: 1,
        winningNumbers: ['7'],
      },
    },
    {
      ...base,
      roundId: 't-5',
      gameName: 'Fast Lotto 3',
      gameCode: 'BGS_LOTTO',
      vendor: 'BGS_LOTT',
      vendorName: 'BGS Fast Lottery',
      category: 'LOTT',
      stake: '1.00',
      win: '0.00',
      profit: '-1.00',
      settledAt: '2026-11-26T09:03:00.000Z',
      status: 'settled',
      lottery: {
        drawId: '20261126-181',
        drawLabel: '20261126-181',
        drawAt: '2026-11-26T09:03:00.000Z',
        betType: 'odd',
        mode: null,
        numbers: [],
        points: null,
        odds: '1.92',
        hits: 0,
        winningNumbers: [],
      },
    },
    {
      ...base,
      roundId: 'r-9',
      gameName: 'Dragon Fortune Reels',
      gameCode: 'BGS_SLOT',
      vendor: 'BGS',
      vendorName: 'BGS Originals',
      category: 'BGS',
      stake: '5.00',
      win: '0.00',
      profit: '-5.00',
      settledAt: '2026-11-26T09:00:01.000Z',
      status: 'settled',
      lottery: null,
    },
  ],
  pageNo: 1,
  pageSize: 20,
  totalCount: 4,
  totalPages: 1,
  totals: { rounds: 3, stake: '309.00', win: '4400.00', profit: '4120.00' },
};

async function storeWith(records: RecordsApi) {
  const store = createRootStore({ ...storeEnvFor(loadSample('default.json')), records } as StoreEnv, {});
  await store.config.load();
  return store;
}

const props = { page: 'personalHistoryCopy', openPage: () => undefined, params: {} };

describe('lottery tickets in the betting record', () => {
  it('shows the draw, bet type, numbers with the winners highlighted, points and odds, hits', async () => {
    renderCenter(
      await storeWith({ bets: async () => page, profit: async () => Promise.reject(new Error('unused')) }),
      <BettingRecordPage {...props} />,
    );
    expect(await screen.findAllByTestId('bet-row')).toHaveLength(6);
    // each ticket is a lazy part (src/renderers/parts.tsx): wait for the five to load
    const details = await screen.findAllByTestId('ticket-detail');
    expect(details).toHaveLength(5);

    const lo = details[0]!;
    expect(lo).toHaveTextContent('Draw Hà Nội 26/11');
    expect(lo).toHaveTextContent('Bet type Lô 2 số');
    const numbers = within(lo).getAllByTestId('ticket-number');
    expect(numbers.map((n) => [n.textContent, n.hasAttribute('data-win')])).toEqual([
      ['12', false],
      ['34', true],
    ]);
    expect(within(lo).getByTestId('ticket-points')).toHaveTextContent('10 points');
    expect(within(lo).getByTestId('ticket-odds')).toHaveTextContent('Odds 95');
    expect(within(lo).getByTestId('ticket-hits')).toHaveTextContent('2 hits');

    const open = details[1]!;
    expect(open).toHaveTextContent('Draw SEA-20261128');
    expect(open).toHaveTextContent('Big · Box');
    expect(within(open).getByTestId('ticket-hits')).toHaveTextContent('Waiting for the draw');
    expect(within(open).queryByTestId('ticket-points')).toBeNull();

    const roll = details[2]!;
    expect(roll).toHaveTextContent('Big · Roll');
    expect(within(roll).getByTestId('ticket-hits')).toHaveTextContent('1 hit');
    expect(roll).toHaveTextContent('Winning numbers7234');
    expect(within(roll).getByTestId('ticket-odds')).toHaveTextContent('Odds 2,500');

    expect(details[3]).toHaveTextContent('Bet type Ball 3');
    expect(within(details[3]!).getByTestId('ticket-number')).toHaveAttribute('data-win');
    expect(details[4]).toHaveTextContent('Bet type Odd');
    expect(within(details[4]!).queryByTestId('ticket-number')).toBeNull();
    expect(within(details[4]!).getByTestId('ticket-hits')).toHaveTextContent('0 hits');
  });

  it('speaks Traditional Chinese', async () => {
    renderCenter(
      await storeWith({ bets: async () => page, profit: async () => Promise.reject(new Error('unused')) }),
      <BettingRecordPage {...props} />,
      { lang: 'TW' },
    );
    const details = await screen.findAllByTestId('ticket-detail');
    expect(details[0]).toHaveTextContent('玩法 包組二位（Lô 2 số）');
    expect(within(details[0]!).getByTestId('ticket-points')).toHaveTextContent('10 點');
    expect(within(details[0]!).getByTestId('ticket-hits')).toHaveTextContent('中 2 次');
    expect(within(details[1]!).getByTestId('ticket-hits')).toHaveTextContent('等待開獎');
    expect(details[3]).toHaveTextContent('第三球');
  });
});
