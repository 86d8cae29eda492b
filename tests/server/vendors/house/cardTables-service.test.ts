/**
 * The sandbox card tables through the platform wallet (docs/sandbox-provider.md "Card tables in
 * the sandbox"): each catalogue kind launched from the platform plays on its engine; dragon tiger
 * and bull bull debit the stake (bull bull the deposit) and credit the return in one call; each
 * decision table debits the first stakes at the deal, a decision's extra stake as the round's
 * second debit, and closes with one credit, both decisions of each table played; every round
 * equals the engine's result for its fair inputs; an unfinished round shows again (hidden cards
 * left out); bad bets, decisions out of turn and foreign sessions are refused with nothing debited.
 */
import { describe, expect, it } from '@jest/globals';
import { and, eq } from 'drizzle-orm';
import { gameRounds, vendorTransactions } from '../../../../server/db/schema.ts';
import { balanceOf } from '../../../../server/ledger/index.ts';
import { fairRng } from '../../../../server/vendors/house/fair/rng.ts';
import { playBullBull } from '../../../../server/vendors/house/games/bullBull.ts';
import {
  replayCardTable,
  type CardTable,
  type CardTableMove,
  type CardTableState,
} from '../../../../server/vendors/house/games/cardTable.ts';
import { playDragonTiger } from '../../../../server/vendors/house/games/dragonTiger.ts';
import { setPaiGow, type PaiGowCard } from '../../../../server/vendors/house/games/paiGowPoker.ts';
import { sandboxCatalogue } from '../../../../server/vendors/house/sandbox/catalogue.ts';
import { moneyJson } from '../../../../server/vendors/house/service/views.ts';
import { launchSession, minor, play, startWorldPerFile, type HouseWorld } from './support.ts';

let w: HouseWorld;
startWorldPerFile((world) => (w = world));

const wallet = async () => balanceOf(w.t.db, { kind: 'member', memberId: w.memberId, merchantId: w.merchantId });

/** The node id and vendor of the first catalogue game of `kind`. */
function gameOf(kind: string): { nodeId: number; vendor: string; gameCode: string } {
  const game = [...sandboxCatalogue().values()].find((g) => g.sandbox.kind === kind);
  if (!game) throw new Error(`no catalogue game of kind ${kind}`);
  return { nodeId: game.nodeId, vendor: game.vendorCode, gameCode: game.gameCode };
}

/** The platform's transactions of a round (kind, transaction id suffix, amount), oldest first. */
async function ledgerOf(roundId: string, vendor: string) {
  const [round] = await w.t.db.select().from(gameRounds).where(eq(gameRounds.roundId, roundId));
  const rows = await w.t.db
    .select()
    .from(vendorTransactions)
    .where(and(eq(vendorTransactions.roundRef, round!.id), eq(vendorTransactions.integrationCode, vendor)));
  return {
    round: round!,
    txs: rows.sort((a, b) => a.id - b.id).map((r) => [r.kind, r.transactionId.slice(roundId.length), r.amountMinor]),
  };
}

/** The fair inputs of the session's round `nonce` (the server seed is the session's secret one). */
const inputsOf = (session: string, nonce: number) => {
  const secret = w.house.sessions.get(session).seeds.secret;
  return { serverSeed: secret.serverSeed, clientSeed: secret.clientSeed, nonce };
};

interface Answer {
  round: { roundId?: string; status: string; stake: string; totalWin: string; decisions: string[] } & Record<
    string,
    unknown
  >;
  balance: string;
}

describe('one-shot card tables', () => {
  it('plays dragon tiger: one debit of the stakes, one credit of the engine round', async () => {
    const { nodeId, vendor, gameCode } = gameOf('dragonTiger');
    const session = await launchSession(w, `nodeId=${nodeId}&mode=real`);
    expect(w.house.sessions.get(session)).toMatchObject({ gameCode: 'BGS_DRAGON_TIGER', catalogueGame: gameCode });
    const before = await wallet();
    const res = await play<{ round: Record<string, unknown>; fair: { nonce: number }; balance: string }>(
      w,
      'POST',
      '/api/dragontiger/play',
      session,
      { bets: { dragon: '2.00', tie: '1.00' } },
    );
    expect(res.status).toBe(200);
    const expected = playDragonTiger(fairRng(inputsOf(session, res.body.fair.nonce)), { dragon: 200n, tie: 100n });
    expect(res.body.round).toEqual(moneyJson(expected));
    const after = await wallet();
    expect(after).toBe(before - 300n + expected.totalWin);
    expect(minor(res.body.balance)).toBe(after);
    const rounds = await w.t.db.select().from(gameRounds).where(eq(gameRounds.integrationCode, vendor));
    const last = rounds.sort((a, b) => b.id - a.id)[0]!;
    expect((await ledgerOf(last.roundId, vendor)).txs).toEqual([
      ['debit', ':d1', 300n],
      ['credit', ':c', expected.totalWin],
    ]);
  });

  it('plays bull bull: the deposit (3 stakes on double) debited, the engine round credited', async () => {
    const { nodeId } = gameOf('bullBull');
    const session = await launchSession(w, `nodeId=${nodeId}&mode=real`);
    const before = await wallet();
    const res = await play<{ round: Record<string, unknown>; fair: { nonce: number }; balance: string }>(
      w,
      'POST',
      '/api/bullbull/play',
      session,
      {
        bets: [
          { type: 'double', seat: 2, stake: '1.00' },
          { type: 'equal', seat: 3, stake: '2.00' },
        ],
      },
    );
    expect(res.status).toBe(200);
    const expected = playBullBull(fairRng(inputsOf(session, res.body.fair.nonce)), [
      { type: 'double', pick: [2], stake: 100n },
      { type: 'equal', pick: [3], stake: 200n },
    ]);
    expect(expected.stake).toBe(500n);
    expect(res.body.round).toEqual(moneyJson(expected));
    expect(await wallet()).toBe(before - 500n + expected.totalWin);
  });

  it('refuses bad bets and other games’ calls with nothing debited', async () => {
    const dt = await launchSession(w, `nodeId=${gameOf('dragonTiger').nodeId}&mode=real`);
    const before = await wallet();
    const refusals: [string, string, unknown][] = [
      ['/api/dragontiger/play', dt, { bets: {} }],
      ['/api/dragontiger/play', dt, { bets: { dragon: '0.10' } }],
      ['/api/dragontiger/play', dt, { bets: { dragon: 'abc' } }],
      ['/api/dragontiger/play', dt, { bets: { phoenix: '1.00' } }],
      ['/api/bullbull/play', dt, { bets: [{ type: 'equal', seat: 1, stake: '1.00' }] }],
      ['/api/cardtable/deal', dt, { stake: '1.00' }],
      ['/api/dragontiger/play', 'not-a-session', { bets: { dragon: '1.00' } }],
    ];
    for (const [url, session, body] of refusals) {
      const res = await play<{ error: string }>(w, 'POST', url, session, body);
      expect([url, body, res.status >= 400 && res.status < 500]).toEqual([url, body, true]);
    }
    const bull = await launchSession(w, `nodeId=${gameOf('bullBull').nodeId}&mode=real`);
    for (const bets of [
      [],
      [{ type: 'triple', seat: 1, stake: '1.00' }],
      [{ type: 'equal', seat: 4, stake: '1.00' }],
    ]) {
      const res = await play(w, 'POST', '/api/bullbull/play', bull, { bets });
      expect(res.status).toBe(400);
    }
    expect(await wallet()).toBe(before);
  });
});

/** Per table: its kind, the decisions of the two rounds played, the deal body. */
const TABLES: {
  table: CardTable;
  kind: string;
  moves: [CardTableMove, CardTableMove];
  deal: Record<string, string>;
}[] = [
  {
    table: 'videoPoker',
    kind: 'videoPoker',
    moves: [
      { decision: 'draw', held: [true, true, false, false, true] },
      { decision: 'draw', held: [false, false, false, false, false] },
    ],
    deal: { stake: '1.00' },
  },
  {
    table: 'redDog',
    kind: 'redDog',
    moves: [{ decision: 'raise' }, { decision: 'stand' }],
    deal: { stake: '1.00' },
  },
  {
    table: 'threeCardPoker',
    kind: 'threeCardPoker',
    moves: [{ decision: 'play' }, { decision: 'fold' }],
    deal: { stake: '1.00', pairPlus: '1.00' },
  },
  {
    table: 'casinoHoldem',
    kind: 'casinoHoldem',
    moves: [{ decision: 'call' }, { decision: 'fold' }],
    deal: { stake: '1.00' },
  },
  {
    table: 'caribbeanStud',
    kind: 'caribbeanStud',
    moves: [{ decision: 'raise' }, { decision: 'fold' }],
    deal: { stake: '1.00' },
  },
  {
    table: 'paiGowPoker',
    kind: 'paiGowPoker',
    moves: [{ decision: 'houseWay' }, { decision: 'set', front: [0, 1] }],
    deal: { stake: '1.00' },
  },
];

/** The first two cards (indexes) that make a legal pai gow set of `cards`. */
function firstLegalFront(cards: PaiGowCard[]): number[] {
  for (let i = 0; i < 7; i++)
    for (let j = i + 1; j < 7; j++) {
      try {
        return setPaiGow(cards, [i, j]).frontIndexes;
      } catch {
        // foul: try the next pair
      }
    }
  throw new Error('no legal set');
}

/** The first stakes of a deal body (minor units). */
const firstOf = (deal: Record<string, string>) => Object.values(deal).reduce((s, v) => s + minor(v), 0n);

describe('decision card tables', () => {
  for (const { table, kind, moves: planned, deal } of TABLES) {
    it(`plays ${table}: both decisions, the extra stake as the round's next debit, one credit`, async () => {
      const { nodeId, vendor } = gameOf(kind);
      const session = await launchSession(w, `nodeId=${nodeId}&mode=real`);
      for (const move of planned.map((m) => ({ ...m }))) {
        let dealt: { status: number; body: Answer };
        let roundId: string;
        // Red dog's pairs and consecutive cards settle at the deal: deal again until a spread.
        for (let i = 0; ; i++) {
          const before = await wallet();
          dealt = await play<Answer>(w, 'POST', '/api/cardtable/deal', session, deal);
          expect(dealt.status).toBe(200);
          if (dealt.body.round.status === 'deciding') {
            roundId = w.house.sessions.get(session).hand!.roundId;
            expect(await wallet()).toBe(before - firstOf(deal));
            break;
          }
          expect(await wallet()).toBe(before - firstOf(deal) + minor(dealt.body.round.totalWin));
          expect(i).toBeLessThan(40);
        }
        const nonce = (dealt.body.round.fair as { nonce: number }).nonce;
        const before = await wallet();
        // A reload shows the round again, without the hidden cards.
        const state = await play<Answer>(w, 'GET', '/api/cardtable/state', session);
        expect(state.body.round).toEqual(dealt.body.round);
        expect(JSON.stringify(state.body.round)).not.toContain('"dealer":');
        expect(JSON.stringify(state.body.round)).not.toContain('"deck"');
        expect(JSON.stringify(state.body.round)).not.toContain('"third"');
        // Out of turn: another deal, a decision of another table.
        expect((await play(w, 'POST', '/api/cardtable/deal', session, deal)).body).toEqual({
          error: 'HAND_IN_PROGRESS',
        });
        const foreign = table === 'casinoHoldem' ? 'raise' : 'call';
        expect((await play(w, 'POST', '/api/cardtable/decide', session, { decision: foreign })).status).toBe(400);
        expect(await wallet()).toBe(before);

        // Pai gow's own set: the first legal front of the dealt seven (a foul one is refused).
        if (move.decision === 'set') move.front = firstLegalFront(dealt.body.round.player as PaiGowCard[]);
        const res = await play<Answer>(w, 'POST', '/api/cardtable/decide', session, move);
        expect(res.status).toBe(200);
        expect(res.body.round.status).toBe('done');
        const bets = table === 'threeCardPoker' ? { stake: 100n, pairPlus: 100n } : { stake: 100n };
        const expected: CardTableState = replayCardTable(table, fairRng(inputsOf(session, nonce)), bets, [move]);
        expect(res.body.round.result).toEqual(moneyJson(expected.result));
        expect([res.body.round.stake, res.body.round.totalWin]).toEqual(moneyJson([expected.stake, expected.totalWin]));
        const extra = expected.stake - firstOf(deal);
        const { round, txs } = await ledgerOf(roundId, vendor);
        expect(txs).toEqual([
          ['debit', ':d1', firstOf(deal)],
          ...(extra > 0n ? [['debit', ':d2', extra]] : []),
          ['credit', ':c', expected.totalWin],
        ]);
        expect([round.stakeMinor, round.winMinor, round.status]).toEqual([
          expected.stake,
          expected.totalWin,
          'settled',
        ]);
        const after = await wallet();
        expect(after).toBe(before - extra + expected.totalWin);
        expect(minor(res.body.balance)).toBe(after);
        expect(w.house.sessions.get(session).hand).toBeNull();
        // Nothing to decide once done.
        expect((await play(w, 'POST', '/api/cardtable/decide', session, move)).body).toEqual({ error: 'NO_HAND' });
      }
    });
  }

  it('refuses bad deals and bad decisions with nothing debited', async () => {
    const vp = await launchSession(w, `nodeId=${gameOf('videoPoker').nodeId}&mode=real`);
    const pg = await launchSession(w, `nodeId=${gameOf('paiGowPoker').nodeId}&mode=real`);
    const before = await wallet();
    for (const body of [{ stake: '0.50' }, { stake: '1.00', pairPlus: '1.00' }, { stake: '1.2.0' }, {}])
      expect((await play(w, 'POST', '/api/cardtable/deal', vp, body)).status).toBe(400);
    expect((await play(w, 'POST', '/api/cardtable/decide', vp, { decision: 'draw' })).body).toEqual({
      error: 'NO_HAND',
    });
    expect((await play(w, 'POST', '/api/dragontiger/play', vp, { bets: { dragon: '1.00' } })).body).toEqual({
      error: 'WRONG_GAME',
    });
    expect(await wallet()).toBe(before);

    expect((await play(w, 'POST', '/api/cardtable/deal', vp, { stake: '1.00' })).status).toBe(200);
    const dealtAt = await wallet();
    for (const body of [
      { decision: 'draw' },
      { decision: 'draw', held: [true, true] },
      { decision: 'draw', held: [true, true, true, true, 'x'] },
      { decision: 'fold' },
    ])
      expect((await play(w, 'POST', '/api/cardtable/decide', vp, body)).status).toBe(400);
    // Another session's round is not this one's: the pai gow session has none.
    expect((await play(w, 'POST', '/api/cardtable/decide', pg, { decision: 'houseWay' })).body).toEqual({
      error: 'NO_HAND',
    });
    expect((await play(w, 'POST', '/api/cardtable/decide', 'someone-else', { decision: 'houseWay' })).body).toEqual({
      error: 'SESSION_NOT_FOUND',
    });
    expect(await wallet()).toBe(dealtAt);
    expect(w.house.sessions.get(vp).hand).not.toBeNull();

    expect((await play(w, 'POST', '/api/cardtable/deal', pg, { stake: '1.00' })).status).toBe(200);
    const pgAt = await wallet();
    // Two of the same card, an index out of the seven: refused. A foul set is refused too.
    for (const front of [
      [1, 1],
      [0, 7],
    ])
      expect((await play(w, 'POST', '/api/cardtable/decide', pg, { decision: 'set', front })).status).toBe(400);
    expect(await wallet()).toBe(pgAt);
  });
});
