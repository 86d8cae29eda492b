/**
 * Sandbox slots play their own definitions (docs/sandbox-provider.md "Slots"): two catalogue
 * slots of different layouts (PG-002, 5x3 on 20 lines; PG-006, 5x3 on 243 ways, both read from
 * slotDefinitionOf over the catalogue below) launched through the platform, spun with real
 * debits and credits, each round the one playSlot(definition, fairRng(inputs), stake) plays from
 * the revealed seeds, verified on its own reels by the verifier; bad stakes, foreign sessions and
 * bad verify bodies are refused with nothing moved.
 */
import { describe, expect, it } from '@jest/globals';
import { balanceOf } from '../../../../server/ledger/index.ts';
import { fairRng } from '../../../../server/vendors/house/fair/rng.ts';
import { betUnitsOf } from '../../../../server/vendors/house/games/slots/definition.ts';
import { playSlot } from '../../../../server/vendors/house/games/slots/play.ts';
import { slotDefinitionRtp } from '../../../../server/vendors/house/games/slots/rtp.ts';
import { sandboxCatalogue } from '../../../../server/vendors/house/sandbox/catalogue.ts';
import { catalogueSlotDefinition } from '../../../../server/vendors/house/sandbox/slots.ts';
import { moneyJson } from '../../../../server/vendors/house/service/views.ts';
import { launchSession, minor, play, startWorldPerFile, type HouseWorld } from './support.ts';

let w: HouseWorld;
startWorldPerFile((world) => (w = world));
const wallet = async () => balanceOf(w.t.db, { kind: 'member', memberId: w.memberId, merchantId: w.merchantId });

interface Rules {
  id: string;
  reels: number;
  rows: number;
  payModel: 'lines' | 'ways';
  lines: number[][];
  ways: number | null;
  betUnits: number;
  symbols: { id: string; name: { TW: string; EN: string }; role: string; pays: Record<string, number> }[];
  wild: { id: string; reels: number[]; multiplier: number } | null;
  scatter: { id: string; freeSpins: { multiplier: number } | null } | null;
  rtp: number;
  hitRate: number;
  volatility: string;
  stakes: string[];
}
interface SpinAnswer {
  round: { stake: string; totalWin: string; base: { grid: string[][]; wins: unknown[] }; freeSpins: unknown[] };
  balance: string;
  fair: { serverSeedHash: string; clientSeed: string; nonce: number };
}

/** The two games of this file, as the catalogue defines them. */
const GAMES = [
  { code: 'PG-002', layout: { reels: 5, rows: 3, payModel: 'lines', lines: 20 } },
  { code: 'PG-006', layout: { reels: 5, rows: 3, payModel: 'ways', ways: 243 } },
] as const;

describe('the games picked for this file', () => {
  it('are catalogue slots of the layouts the tests say', () => {
    for (const { code, layout } of GAMES) {
      const d = catalogueSlotDefinition(code)!;
      expect([d.reels, d.rows, d.payModel.kind]).toEqual([layout.reels, layout.rows, layout.payModel]);
      if (d.payModel.kind === 'lines') expect(d.payModel.lines).toHaveLength(20);
    }
    expect(catalogueSlotDefinition('EVO-001')).toBeNull();
  });
});

describe.each(GAMES)('sandbox slot $code', ({ code }) => {
  const definition = catalogueSlotDefinition(code)!;
  const node = sandboxCatalogue().get(code)!.nodeId;

  it('publishes its own definition in the session rules', async () => {
    const session = await launchSession(w, `nodeId=${node}&mode=real&language=EN`);
    const { status, body } = await play<{ game: string; rules: Rules }>(w, 'GET', '/api/session', session);
    expect(status).toBe(200);
    const rules = body.rules;
    expect(rules).toMatchObject({
      id: code,
      reels: definition.reels,
      rows: definition.rows,
      payModel: definition.payModel.kind,
      betUnits: betUnitsOf(definition),
      volatility: definition.volatility,
    });
    expect(rules.rtp).toBeCloseTo(slotDefinitionRtp(definition).total, 12);
    expect(rules.rtp).toBeGreaterThanOrEqual(0.94);
    expect(rules.hitRate).toBeGreaterThan(0);
    expect(rules.symbols.map((s) => s.id)).toEqual(definition.symbols.map((s) => s.id));
    for (const s of rules.symbols) {
      expect(s.name.EN).not.toBe('');
      expect(s.name.TW).not.toBe('');
    }
    if (definition.payModel.kind === 'ways') expect(rules.ways).toBe(definition.rows ** definition.reels);
    else expect(rules.lines).toEqual(definition.payModel.lines);
    const units = BigInt(betUnitsOf(definition));
    expect(rules.stakes.map(minor)).toEqual([1n, 5n, 10n, 25n, 50n, 100n, 250n, 500n].map((c) => c * units));
  });

  it('spins its own definition with a real debit and credit, and the verifier replays it on its reels', async () => {
    const session = await launchSession(w, `nodeId=${node}&mode=real&language=EN`);
    const stake = BigInt(betUnitsOf(definition)) * 5n;
    const answers: SpinAnswer[] = [];
    for (let i = 0; i < 3; i++) {
      const before = await wallet();
      const spin = await play<SpinAnswer>(w, 'POST', '/api/slot/spin', session, { stake: moneyJson(stake) });
      expect(spin.status).toBe(200);
      const win = minor(spin.body.round.totalWin);
      expect(await wallet()).toBe(before - stake + win);
      expect(minor(spin.body.balance)).toBe(before - stake + win);
      answers.push(spin.body);
    }
    const rotated = await play<{ revealed: { serverSeed: string; clientSeed: string; rounds: number } }>(
      w,
      'POST',
      '/api/seeds/rotate',
      session,
      {},
    );
    const { serverSeed, clientSeed } = rotated.body.revealed;
    for (const answer of answers) {
      const inputs = { serverSeed, clientSeed, nonce: answer.fair.nonce };
      const expected = playSlot(definition, fairRng(inputs), stake);
      expect(answer.round).toEqual(JSON.parse(JSON.stringify(moneyJson(expected))));
      const verified = await play<{ outcome: Record<string, unknown> }>(w, 'POST', '/api/verify', session, {
        game: 'slot',
        ...inputs,
        catalogueGame: code,
      });
      expect(verified.status).toBe(200);
      const units = betUnitsOf(definition) * 100;
      const replay = playSlot(definition, fairRng(inputs), BigInt(units));
      expect(verified.body.outcome).toMatchObject({
        gameCode: code,
        grid: expected.base.grid,
        stops: expected.base.stops,
        freeSpins: expected.freeSpins.length,
        winInBets: Number(replay.totalWin) / units,
      });
      // The in-house slot's reels give another screen from the same inputs.
      const house = await play<{ outcome: { grid: string[][] } }>(w, 'POST', '/api/verify', session, {
        game: 'slot',
        ...inputs,
      });
      expect(house.body.outcome.grid).not.toEqual(expected.base.grid);
    }
  });

  it('refuses a stake off its rule, moving nothing', async () => {
    const session = await launchSession(w, `nodeId=${node}&mode=real&language=EN`);
    const units = BigInt(betUnitsOf(definition));
    const before = await wallet();
    // Below one coin per bet unit, off the step, above the largest bet, nothing.
    for (const stake of [units - 1n, units + 1n, units * 5000n + units, 0n])
      expect((await play(w, 'POST', '/api/slot/spin', session, { stake: moneyJson(stake) })).body).toEqual({
        error: 'INVALID_REQUEST',
      });
    for (const body of [{ stake: 'five' }, {}, { stake: '-1.00' }, { stake: '1.005' }])
      expect((await play(w, 'POST', '/api/slot/spin', session, body)).status).toBe(400);
    expect(await wallet()).toBe(before);
  });
});

describe('foreign sessions and bad verify bodies', () => {
  it('refuses a spin on a session of another game or no session, moving nothing', async () => {
    const before = await wallet();
    const baccarat = await launchSession(w, `nodeId=90002&mode=real&language=EN`);
    const info = await play<{ game: string }>(w, 'GET', '/api/session', baccarat);
    expect(info.body.game).not.toBe('BGS_SLOT');
    const foreign = await play(w, 'POST', '/api/slot/spin', baccarat, { stake: '1.00' });
    expect([foreign.status, foreign.body]).toEqual([403, { error: 'WRONG_GAME' }]);
    expect((await play(w, 'POST', '/api/slot/spin', 'no-such-session', { stake: '1.00' })).status).toBe(401);
    expect(await wallet()).toBe(before);
  });

  it('refuses to verify on a game code that is not a catalogue slot', async () => {
    const body = { game: 'slot', serverSeed: 's', clientSeed: 'c', nonce: 0 };
    for (const catalogueGame of ['EVO-001', 'NOPE-001', 'PG 002'])
      expect((await play(w, 'POST', '/api/verify', '', { ...body, catalogueGame })).status).toBe(400);
  });
});
