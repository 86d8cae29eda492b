/**
 * Bull Bull (the sandbox's 牛牛 tables, docs/sandbox-provider.md "Card tables in the sandbox"):
 * the banker's five cards above three seats, each seat with an Equal and a Double betting spot;
 * Deal sends the bets as one round (POST /api/bullbull/play, Double holding three stakes as
 * deposit), the hands are dealt face down and turned, each hand's bull is named and the seats that
 * beat the banker light up with the round's payout.
 */
import { api } from './api';
import {
  betSpot,
  dealBacks,
  handRow,
  percent,
  setName,
  showResult,
  turnCards,
  type BetSpot,
  type TableCardData,
} from './cardTablePage';
import { t } from './i18n';
import { formatMinorUnits, fromMinor } from '../../contract/money';
import { el, mountShell, stakeSelector } from './shell';

type BetType = 'equal' | 'double';
interface Rules {
  deposit: Record<BetType, number>;
  rtp: Record<BetType, number>;
}
interface Hand {
  cards: TableCardData[];
  niu: number;
}
interface Round {
  banker: Hand;
  seats: (Hand & { won: boolean })[];
  stake: string;
  totalWin: string;
}

const shell = await mountShell<Rules>('cardTables.title.bullBull');
const rules = shell.info.rules;
const chips = stakeSelector(rules.stakes, 1);
const niuName = (niu: number) =>
  niu === 11
    ? t('cardTables.bullBull.fiveFaces')
    : niu === 10
      ? t('cardTables.bullBull.bullBull')
      : niu === 0
        ? t('cardTables.bullBull.noBull')
        : t('cardTables.bullBull.bull', { n: niu });
const total = el('span.ct-total');
const spots: { seat: number; type: BetType; spot: BetSpot }[] = [];
const refresh = () => {
  const sum = spots.reduce((a, s) => a + s.spot.amount * BigInt(rules.deposit[s.type]), 0n);
  total.textContent = t('cardTables.totalBet', { amount: formatMinorUnits(sum) });
};
const banker = handRow(t('cardTables.banker'), 'bb-banker');
const seats = [1, 2, 3].map((n) => {
  const row = handRow(t('cardTables.bullBull.seat', { n }));
  const seatSpots = (['equal', 'double'] as BetType[]).map((type) => {
    const spot = betSpot(
      t(`cardTables.bullBull.${type}`),
      type === 'equal' ? '0.95 : 1' : '×1-3',
      chips.value,
      refresh,
    );
    spots.push({ seat: n, type, spot });
    return spot.node;
  });
  const node = el('div.seat', {}, [row.node, el('div.ct-spots', {}, seatSpots)]);
  return { ...row, node };
});
const felt = el('div.ct-felt', {}, [
  banker.node,
  el('div.ct-motto', { text: t('cardTables.bullBull.deposit') }),
  el(
    'div.seats',
    {},
    seats.map((s) => s.node),
  ),
]);
const result = el('div.result.ct-result', { 'aria-live': 'polite' });
const deal = el('button.primary', { type: 'button', text: t('cardTables.deal') });
const clear = el('button.secondary', { type: 'button', text: t('cardTables.clear') });
clear.addEventListener('click', () => {
  for (const s of spots) s.spot.set(0n);
  refresh();
});
const backs = () => {
  dealBacks(banker.hand, 5);
  for (const s of seats) dealBacks(s.hand, 5);
};

async function play(): Promise<void> {
  const bets = spots
    .filter((s) => s.spot.amount > 0n)
    .map((s) => ({ type: s.type, seat: s.seat, stake: fromMinor(s.spot.amount) }));
  if (bets.length === 0) return shell.toast(t('cardTables.placeBet'), 'info');
  const controls = [deal, clear, ...spots.map((s) => s.spot.node)];
  for (const c of controls) c.disabled = true;
  backs();
  setName(banker.name, '');
  for (const s of seats) {
    setName(s.name, '');
    s.node.classList.remove('won');
  }
  result.textContent = t('cardTables.dealing');
  result.className = 'result ct-result';
  try {
    const answer = await api<{ round: Round; balance: string; fair: { nonce: number } }>('/api/bullbull/play', {
      bets,
    });
    const r = answer.round;
    await turnCards(banker.hand, r.banker.cards, 140);
    setName(banker.name, niuName(r.banker.niu));
    for (const [i, seat] of r.seats.entries()) {
      await turnCards(seats[i]!.hand, seat.cards, 120);
      setName(
        seats[i]!.name,
        `${niuName(seat.niu)} · ${t(seat.won ? 'cardTables.bullBull.beats' : 'cardTables.bullBull.loses')}`,
        seat.won ? 'win' : 'lose',
      );
      seats[i]!.node.classList.toggle('won', seat.won);
    }
    showResult(result, r.stake, r.totalWin);
    shell.setBalance(answer.balance);
    shell.setSeeds({ ...shell.info.seeds, nonce: answer.fair.nonce + 1 });
  } catch (err) {
    result.textContent = '';
    shell.fail(err);
  } finally {
    for (const c of controls) c.disabled = false;
  }
}
deal.addEventListener('click', () => void play());

backs();
refresh();
shell.stage.append(
  felt,
  result,
  el('div.controls', {}, [chips.node, total, clear, deal]),
  el('p.ct-rules', {
    text: t('cardTables.bullBull.rules', { equal: percent(rules.rtp.equal), double: percent(rules.rtp.double) }),
  }),
);
