/**
 * The sandbox's roulette, dice, wheel and draw tables (docs/sandbox-provider.md "Status", tables):
 * each catalogue game of these kinds launches through the platform on its engine and variant,
 * plays a round per POST /api/table/play with real debits and credits in the member's wallet, the
 * round equals the engine's for the revealed fair inputs (and the verifier's outcome), the session
 * publishes the table's rules, and a bad bet (unknown type, bad pick, stake out of range, a foreign
 * session) is refused with nothing debited.
 */
import { describe, expect, it } from '@jest/globals';
import { balanceOf } from '../../../../server/ledger/index.ts';
import { fairRng } from '../../../../server/vendors/house/fair/rng.ts';
import { verifyRound } from '../../../../server/vendors/house/fair/verify.ts';
import type { TableBet } from '../../../../server/vendors/house/games/tableKit.ts';
import { sandboxCatalogue, sandboxGameOf } from '../../../../server/vendors/house/sandbox/catalogue.ts';
import { tableOf, type TableGame } from '../../../../server/vendors/house/service/tableGames.ts';
import { moneyJson } from '../../../../server/vendors/house/service/views.ts';
import { launchSession, minor, play, startWorldPerFile, type HouseWorld } from './support.ts';

let w: HouseWorld;
startWorldPerFile((world) => (w = world));

const wallet = async () => balanceOf(w.t.db, { kind: 'member', memberId: w.memberId, merchantId: w.merchantId });
const debits = () => w.calls.filter((c) => c.endsWith('/debit')).length;

/** The catalogue game `gameCode` (its node id and sandbox parameters). */
const game = (gameCode: string) => {
  const entry = sandboxCatalogue().get(gameCode);
  if (!entry) throw new Error(`no catalogue game ${gameCode}`);
  return entry;
};

/** A bet as the page sends it, its stake in minor units. */
const bet = (type: string, stake: bigint, pick?: number[]) => ({
  type,
  ...(pick ? { pick } : {}),
  stake: `${stake / 100n}.${String(stake % 100n).padStart(2, '0')}`,
});

interface Answer {
  game: string;
  variant: string;
  round: { stake: string; totalWin: string };
  balance: string;
  fair: { serverSeedHash: string; clientSeed: string; nonce: number };
}

/** One case per kind: a catalogue game, the engine and variant it plays, a board of bets and the verifier's game. */
const CASES: {
  gameCode: string;
  engine: TableGame;
  variant: string;
  bets: { type: string; pick?: number[]; stake: bigint }[];
  verify: string;
}[] = [
  {
    gameCode: 'EVO-002',
    engine: 'BGS_ROULETTE',
    variant: 'european',
    verify: 'rouletteEuropean',
    bets: [
      { type: 'straight', pick: [17], stake: 100n },
      { type: 'split', pick: [0, 3], stake: 100n },
      { type: 'corner', pick: [17, 18, 20, 21], stake: 200n },
      { type: 'dozen', pick: [2], stake: 300n },
      { type: 'red', stake: 500n },
    ],
  },
  {
    gameCode: 'PG-016',
    engine: 'BGS_ROULETTE',
    variant: 'american',
    verify: 'rouletteAmerican',
    bets: [
      { type: 'straight', pick: [37], stake: 100n },
      { type: 'split', pick: [0, 37], stake: 100n },
      { type: 'column', pick: [3], stake: 500n },
      { type: 'odd', stake: 500n },
    ],
  },
  {
    gameCode: 'EVO-007',
    engine: 'BGS_ROULETTE',
    variant: 'lightning',
    verify: 'rouletteLightning',
    bets: [
      { type: 'straight', pick: [7], stake: 100n },
      { type: 'sixLine', pick: [1, 2, 3, 4, 5, 6], stake: 200n },
      { type: 'high', stake: 500n },
    ],
  },
  {
    gameCode: 'EVO-003',
    engine: 'BGS_SICBO',
    variant: 'classic',
    verify: 'sicBo',
    bets: [
      { type: 'big', stake: 500n },
      { type: 'total', pick: [10], stake: 100n },
      { type: 'combination', pick: [2, 5], stake: 100n },
      { type: 'single', pick: [6], stake: 100n },
      { type: 'anyTriple', stake: 100n },
    ],
  },
  {
    gameCode: 'EVO-005',
    engine: 'BGS_FANTAN',
    variant: 'classic',
    verify: 'fanTan',
    bets: [
      { type: 'fan', pick: [3], stake: 200n },
      { type: 'nim', pick: [1, 2], stake: 200n },
      { type: 'kwok', pick: [4, 1], stake: 200n },
      { type: 'even', stake: 200n },
    ],
  },
  {
    gameCode: 'EVO-009',
    engine: 'BGS_WHEEL',
    variant: 'crazyTime',
    verify: 'crazyTime',
    bets: [
      { type: '1', stake: 500n },
      { type: '10', stake: 100n },
      { type: 'coinFlip', stake: 100n },
      { type: 'crazyTime', stake: 100n },
    ],
  },
  {
    gameCode: 'MG-018',
    engine: 'BGS_WHEEL',
    variant: 'luckyWheel',
    verify: 'luckyWheel',
    bets: [
      { type: '1', stake: 500n },
      { type: '23', stake: 100n },
    ],
  },
  {
    gameCode: 'EVO-010',
    engine: 'BGS_MEGABALL',
    variant: 'megaBall',
    verify: 'megaBall',
    bets: [
      { type: 'ticket', pick: [3, 14, 25, 36, 47], stake: 200n },
      { type: 'ticket', pick: [51], stake: 100n },
    ],
  },
  {
    gameCode: 'PP-019',
    engine: 'BGS_KENO',
    variant: 'mini',
    verify: 'miniKeno',
    bets: [
      { type: 'ticket', pick: [1, 9, 17, 33], stake: 300n },
      { type: 'ticket', pick: [40, 2], stake: 100n },
    ],
  },
];

describe('the sandbox tables', () => {
  it('maps every catalogue game of these kinds to its engine, variant and the table page', () => {
    const tables = [...sandboxCatalogue().values()].filter((g) =>
      ['roulette', 'sicBo', 'fanTan', 'wheel', 'megaBall', 'keno'].includes(g.sandbox.kind),
    );
    expect(tables).toHaveLength(17);
    for (const g of tables) expect(sandboxGameOf(g)).toMatchObject({ available: true, page: 'tables' });
    for (const c of CASES) {
      const sandbox = game(c.gameCode).sandbox;
      expect(sandbox).toMatchObject({ engine: c.engine });
      expect(tableOf(c.engine, sandbox.available ? sandbox.variant : undefined).variant).toBe(c.variant);
    }
    expect(game('V8-005').sandbox).toMatchObject({ engine: 'BGS_SICBO', variant: 'hundred' });
    expect(game('DG-001').sandbox).toMatchObject({ engine: 'BGS_ROULETTE', variant: 'european' });
  });

  for (const c of CASES)
    it(`plays ${c.gameCode} (${c.variant}) with real debits and credits, the round the engine's for the revealed seed`, async () => {
      const session = await launchSession(w, `nodeId=${game(c.gameCode).nodeId}&mode=real`);
      const info = await play<{ game: string; rules: Record<string, unknown> }>(w, 'GET', '/api/session', session);
      expect(info.body).toMatchObject({
        game: c.engine,
        rules: { variant: c.variant, verifyGame: c.verify, minTotal: '1.00', maxTotal: '10000.00' },
      });
      const before = await wallet();
      const debitsBefore = debits();
      const answer = await play<Answer>(w, 'POST', '/api/table/play', session, {
        bets: c.bets.map((b) => bet(b.type, b.stake, b.pick)),
      });
      expect(answer.status).toBe(200);
      const total = c.bets.reduce((s, b) => s + b.stake, 0n);
      const win = minor(answer.body.round.totalWin);
      expect(minor(answer.body.round.stake)).toBe(total);
      expect(debits()).toBe(debitsBefore + 1);
      expect(await wallet()).toBe(before - total + win);
      expect(minor(answer.body.balance)).toBe(before - total + win);

      const revealed = await play<{ revealed: { serverSeed: string; clientSeed: string; rounds: number } }>(
        w,
        'POST',
        '/api/seeds/rotate',
        session,
        {},
      );
      const { serverSeed, clientSeed } = revealed.body.revealed;
      expect([clientSeed, answer.body.fair.nonce]).toEqual([answer.body.fair.clientSeed, 0]);
      const bets: TableBet[] = c.bets.map((b) => ({ ...b }));
      const engine = tableOf(c.engine, c.variant).play(fairRng({ serverSeed, clientSeed, nonce: 0 }), bets);
      expect(answer.body.round).toEqual(moneyJson(engine));
      const verified = verifyRound({ game: c.verify as 'keno', serverSeed, clientSeed, nonce: 0 });
      expect(verified.serverSeedHash).toBe(answer.body.fair.serverSeedHash);
      expect(answer.body.round).toMatchObject(verified.outcome);
    });

  it('publishes each table’s bet types, returns and exact RTPs', async () => {
    const rules = async (gameCode: string) =>
      (
        await play<{ rules: Record<string, unknown> }>(
          w,
          'GET',
          '/api/session',
          await launchSession(w, `nodeId=${game(gameCode).nodeId}&mode=real`),
        )
      ).body.rules;
    const american = await rules('PG-016');
    expect(american).toMatchObject({ pockets: 38, doubleZero: 37 });
    expect(american.betTypes).toContainEqual({ type: 'split', covers: 2, returns: 1800, rtp: 36 / 38 });
    const lightning = await rules('EVO-007');
    expect((lightning.betTypes as { type: string; returns: number; rtp: number }[])[0]).toMatchObject({
      type: 'straight',
      returns: 3000,
    });
    expect((lightning.betTypes as { rtp: number }[])[0]!.rtp).toBeCloseTo(0.97111, 5);
    const sicbo = await rules('EVO-003');
    expect(sicbo.totals).toContainEqual({ total: 4, returns: 6100, rtp: expect.closeTo(0.84722, 5) });
    const fanTan = await rules('EVO-005');
    expect(fanTan.betTypes).toContainEqual({ type: 'fan', returns: 385, rtp: expect.closeTo(0.9625, 6) });
    const wheel = await rules('MG-018');
    expect((wheel.segments as string[]).length).toBe(50);
    expect(wheel.spots).toContainEqual({ spot: '23', pays: 23, rtp: expect.closeTo(0.96, 6) });
    const keno = await rules('PP-019');
    expect(keno).toMatchObject({ numbers: 40, drawn: 10, maxPick: 5, megaBall: null });
    const mega = await rules('EVO-010');
    expect(mega).toMatchObject({ numbers: 51, drawn: 20, maxPick: 5 });
  });

  it('refuses bad bets and foreign sessions with nothing debited', async () => {
    const roulette = await launchSession(w, `nodeId=${game('EVO-002').nodeId}&mode=real`);
    const keno = await launchSession(w, `nodeId=${game('PP-019').nodeId}&mode=real`);
    const wheel = await launchSession(w, `nodeId=${game('MG-018').nodeId}&mode=real`);
    const slot = await launchSession(w, `nodeId=${game('PG-001').nodeId}&mode=real`);
    const before = await wallet();
    const debitsBefore = debits();
    const refused: [string, unknown, number, string][] = [
      [roulette, { bets: [bet('basket', 100n)] }, 400, 'INVALID_REQUEST'],
      [roulette, { bets: [bet('split', 100n, [1, 5])] }, 400, 'INVALID_REQUEST'],
      [roulette, { bets: [bet('straight', 100n, [37])] }, 400, 'INVALID_REQUEST'],
      [roulette, { bets: [bet('red', 100n, [1])] }, 400, 'INVALID_REQUEST'],
      [roulette, { bets: [bet('red', 50n)] }, 400, 'INVALID_REQUEST'],
      [roulette, { bets: [bet('red', 600_000n), bet('black', 600_000n)] }, 400, 'INVALID_REQUEST'],
      [roulette, { bets: [{ type: 'red', stake: '0.00' }, bet('black', 100n)] }, 400, 'INVALID_REQUEST'],
      [roulette, { bets: [{ type: 'red', stake: 'ten' }] }, 400, 'INVALID_REQUEST'],
      [roulette, { bets: [] }, 400, 'INVALID_REQUEST'],
      [keno, { bets: [bet('ticket', 100n, [1, 2, 3, 4, 5, 6])] }, 400, 'INVALID_REQUEST'],
      [keno, { bets: [bet('ticket', 100n, [41])] }, 400, 'INVALID_REQUEST'],
      [keno, { bets: [bet('ticket', 100n, [4, 4])] }, 400, 'INVALID_REQUEST'],
      [keno, { bets: [bet('red', 100n)] }, 400, 'INVALID_REQUEST'],
      [wheel, { bets: [bet('coinFlip', 100n)] }, 400, 'INVALID_REQUEST'],
      [wheel, { bets: [bet('1', 100n, [1])] }, 400, 'INVALID_REQUEST'],
      [slot, { bets: [bet('red', 100n)] }, 403, 'WRONG_GAME'],
      ['no-such-session', { bets: [bet('red', 100n)] }, 401, 'SESSION_NOT_FOUND'],
    ];
    for (const [session, body, status, error] of refused) {
      const res = await play<{ error: string }>(w, 'POST', '/api/table/play', session, body);
      expect([JSON.stringify(body), res.status, res.body.error]).toEqual([JSON.stringify(body), status, error]);
    }
    // A table session on another game's route is refused too.
    const spin = await play<{ error: string }>(w, 'POST', '/api/slot/spin', roulette, { stake: '2.00' });
    expect([spin.status, spin.body.error]).toEqual([403, 'WRONG_GAME']);
    expect(debits()).toBe(debitsBefore);
    expect(await wallet()).toBe(before);
  });

  it('plays a trial round on the session’s virtual balance without calling the platform', async () => {
    const session = await launchSession(w, `nodeId=${game('JDB-018').nodeId}&mode=trial`);
    const calls = w.calls.length;
    const answer = await play<Answer>(w, 'POST', '/api/table/play', session, { bets: [bet('small', 1000n)] });
    expect(answer.status).toBe(200);
    expect(minor(answer.body.balance)).toBe(200_000n - 1000n + minor(answer.body.round.totalWin));
    expect(w.calls.length).toBe(calls);
  });
});
