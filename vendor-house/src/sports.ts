/**
 * BGS Sportsbook: the coming fixtures with 1X2 odds, a bet slip (pick, stake, possible return,
 * place bet), the player's bets with their status, and the last results with their revealed
 * seeds. Refreshes every 5 s; bets are settled by the server when a match ends. The same page
 * is the esports book (esports.html: /api/esports, two-way odds) and the cockfight (cockfight.html:
 * /api/cockfight, meron / wala / draw), each with its own titles and rules.
 */
import { api } from './api';
import { LANG, t } from './i18n';
import { formatAmount, formatMinorUnits, minorOf } from '../../contract/money';
import { el, mountShell, stakeSelector } from './shell';
import './sports.css';

type Pick = 'home' | 'draw' | 'away';
interface Team {
  code: string;
  en: string;
  tw: string;
}
interface Fixture {
  id: string;
  home: Team;
  away: Team;
  kickoff: string;
  endsAt: string;
  odds: Record<Pick, string>;
  serverSeedHash: string;
  result: { outcome: Pick; score: [number, number]; serverSeed: string } | null;
}
interface Bet {
  roundId: string;
  fixtureId: string;
  pick: Pick;
  odds: number;
  stake: string;
  status: 'open' | 'won' | 'lost';
  win: string;
}
interface Board {
  fixtures: Fixture[];
  finished: Fixture[];
  bets: Bet[];
  balance: string | null;
}

/** Which book this page shows, by its page name: esports(.html), cockfight(.html) or sports(.html), the football one. */
const PAGE = location.pathname
  .split('/')
  .pop()!
  .replace(/\.html$/, '');
const BOOK = PAGE === 'esports' || PAGE === 'cockfight' ? PAGE : 'sports';
/** The esports and cockfight books' own texts (title, picks, rules, ...); every other text is the sports book's. */
const OWN = ['title', 'pick.', 'upcoming', 'rules', 'live', 'kickoffIn'];
const k = (key: string) =>
  `${BOOK !== 'sports' && OWN.some((o) => key === o || (o.endsWith('.') && key.startsWith(o))) ? BOOK : 'sports'}.${key}`;

const shell = await mountShell(k('title'));
const name = (team: Team) => (LANG === 'en' ? team.en : team.tw);
const clock = (iso: string) =>
  new Date(iso).toLocaleTimeString(LANG === 'en' ? 'en-GB' : 'zh-TW', { hour: '2-digit', minute: '2-digit' });
let board: Board = { fixtures: [], finished: [], bets: [], balance: null };
let selection: { fixture: Fixture; pick: Pick } | null = null;

const list = el('div.fixtures');
const slip = el('aside.panel.slip');
const myBets = el('div.panel.history');
const results = el('div.panel.history');
const stakes = stakeSelector(shell.info.rules.stakes, 1);
/** Recomputes the slip's possible return (set by the slip of the current selection). */
let updateReturn = () => {};
stakes.node.addEventListener('click', () => updateReturn());

function countdown(iso: string): string {
  const ms = Date.parse(iso) - Date.now();
  if (ms <= 0) return t(k('live'));
  const s = Math.floor(ms / 1000);
  return t(k('kickoffIn'), { time: `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}` });
}

function renderFixtures(): void {
  list.replaceChildren(
    ...board.fixtures.map((f) => {
      const live = Date.parse(f.kickoff) <= Date.now();
      const odds = (['home', 'draw', 'away'] as Pick[])
        .filter((p) => Number(f.odds[p]) > 0)
        .map((p) => {
          const b = el(
            'button.odd',
            { type: 'button', 'aria-pressed': String(selection?.fixture.id === f.id && selection.pick === p) },
            [el('span.pick', { text: t(k(`pick.${p}`)) }), el('strong', { text: f.odds[p] })],
          );
          b.disabled = live;
          b.addEventListener('click', () => {
            selection = { fixture: f, pick: p };
            renderFixtures();
            renderSlip();
          });
          return b;
        });
      return el(`div.fixture${live ? '.live' : ''}`, {}, [
        el('div.when', {}, [
          el('span.time', { text: clock(f.kickoff) }),
          el('span.count', { text: countdown(f.kickoff) }),
        ]),
        el('div.teams', {}, [
          el('span', { text: name(f.home) }),
          el('span.vs', { text: 'VS' }),
          el('span', { text: name(f.away) }),
        ]),
        el('div.odds', {}, odds),
      ]);
    }),
  );
}

function renderSlip(): void {
  const place = el('button.primary', { type: 'button', text: t('sports.place') });
  if (!selection) {
    slip.replaceChildren(el('h2', { text: t('sports.slip') }), el('p.empty', { text: t('sports.pickOdds') }));
    return;
  }
  const { fixture, pick } = selection;
  const ret = el('strong');
  updateReturn = () =>
    (ret.textContent = formatMinorUnits((minorOf(stakes.value()) * minorOf(fixture.odds[pick])) / 100n));
  updateReturn();
  place.addEventListener('click', async () => {
    place.disabled = true;
    try {
      const answer = await api<{ bet: Bet; balance: string }>(`/api/${BOOK}/bet`, {
        fixtureId: fixture.id,
        pick,
        stake: stakes.value(),
      });
      shell.setBalance(answer.balance);
      shell.toast(t('sports.placed'), 'win');
      selection = null;
      await refresh();
    } catch (err) {
      shell.fail(err);
      place.disabled = false;
    }
  });
  slip.replaceChildren(
    el('h2', { text: t('sports.slip') }),
    el('div.sel', {}, [
      el('span', { text: `${name(fixture.home)} VS ${name(fixture.away)}` }),
      el('strong', { text: `${t(k(`pick.${pick}`))} @ ${fixture.odds[pick]}` }),
    ]),
    stakes.node,
    el('div.ret', {}, [el('span', { text: t('sports.return') }), ret]),
    place,
  );
}

function fixtureName(id: string): string {
  const f = [...board.fixtures, ...board.finished].find((x) => x.id === id);
  return f ? `${name(f.home)} VS ${name(f.away)}` : id;
}

function renderLists(): void {
  myBets.replaceChildren(
    el('h2', { text: t('sports.myBets') }),
    board.bets.length === 0
      ? el('p.empty', { text: t('sports.noBets') })
      : el('table.list', {}, [
          el('thead', {}, [
            el(
              'tr',
              {},
              ['match', 'pick', 'stake', 'status'].map((c) => el('th', { text: t(`sports.col.${c}`) })),
            ),
          ]),
          el(
            'tbody',
            {},
            board.bets.map((b) =>
              el('tr', {}, [
                el('td', { text: fixtureName(b.fixtureId) }),
                el('td', { text: `${t(k(`pick.${b.pick}`))} @ ${(b.odds / 100).toFixed(2)}` }),
                el('td', { text: formatAmount(b.stake) }),
                el(`td.${b.status}`, {
                  text:
                    b.status === 'won'
                      ? `${t('sports.status.won')} +${formatAmount(b.win)}`
                      : t(`sports.status.${b.status}`),
                }),
              ]),
            ),
          ),
        ]),
  );
  results.replaceChildren(
    el('h2', { text: t('sports.results') }),
    el('table.list', {}, [
      el(
        'tbody',
        {},
        board.finished
          .slice(0, 8)
          .map((f) =>
            el('tr', {}, [
              el('td', { text: clock(f.kickoff) }),
              el('td', { text: name(f.home) }),
              el('td.score', { text: `${f.result!.score[0]} : ${f.result!.score[1]}` }),
              el('td', { text: name(f.away) }),
              el('td', {}, [el('code.seed', { text: f.result!.serverSeed.slice(0, 16), title: f.result!.serverSeed })]),
            ]),
          ),
      ),
    ]),
  );
}

async function refresh(): Promise<void> {
  try {
    const before = board.bets.filter((b) => b.status === 'open').map((b) => b.roundId);
    board = await api<Board>(`/api/${BOOK}/board`);
    for (const b of board.bets)
      if (before.includes(b.roundId) && b.status === 'won')
        shell.toast(t('common.youWin', { amount: formatAmount(b.win) }), 'win');
    if (board.balance) shell.setBalance(board.balance);
    renderFixtures();
    renderLists();
  } catch (err) {
    shell.fail(err);
  }
}

renderSlip();
shell.stage.append(
  el('div.book', {}, [el('section.main', {}, [el('h2.section', { text: t(k('upcoming')) }), list]), slip]),
  el('div.lists', {}, [myBets, results]),
  el('p.rules', { text: t(k('rules')) }),
);
await refresh();
setInterval(() => void refresh(), 5000);
setInterval(renderFixtures, 1000);
