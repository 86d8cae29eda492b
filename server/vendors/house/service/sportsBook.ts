/**
 * The sports book's schedule and bets (README "In-house games"): a fixture starts every FIXTURE_EVERY_MS
 * and FIXTURES_AHEAD are open for bets at any time; betting on a fixture closes at kick-off, the
 * match lasts MATCH_MS and is then settled: its result comes from its own server seed (hash shown
 * with the fixture, seed revealed with the result; client seed = fixture id, nonce 0, teams with
 * nonce 1), and every bet on it is closed with a credit of its return (0 when lost) through the
 * protocol, also after the player left the game. `tick(now)` drives it (a timer in the service).
 * The esports book is the same class with ESPORTS_RULES (fixture ids 'es-…', two-way odds), the
 * cockfight with COCKFIGHT_RULES (fight ids 'cf-…', meron / wala / draw).
 * A bet is kept as `placing` before its debit goes (saved: the state file, or the vendor's
 * database), so a restart or another vendor process finding it there rolls the debit back
 * (`cancelled`, then dropped once the rollback is answered): no debit without its bet.
 */
import { hashServerSeed, newServerSeed } from '../fair/seeds.ts';
import { fairRng } from '../fair/rng.ts';
import {
  fixtureOdds,
  pickTeams,
  playFixture,
  settleSportsBet,
  SPORTS_RULES,
  type BookRules,
  type SportsOutcome,
} from '../games/sports.ts';
import { HouseError } from './errors.ts';
import { keepOpenAndRecent, placeDebit, rollBackCancelled } from './recentBets.ts';
import type { HouseSession } from './sessions.ts';
import { newRoundId, samePlayer } from './sessions.ts';
import type { HouseWallet, Payer } from './wallet.ts';

export const FIXTURE_EVERY_MS = 2 * 60_000;
export const FIXTURES_AHEAD = 6;
export const MATCH_MS = 90_000;
/** Settled bets kept in memory and in the state file. */
const KEEP_SETTLED = 500;
const HISTORY = 20;

export interface Fixture {
  id: string;
  home: number;
  away: number;
  kickoff: number;
  endsAt: number;
  odds: Record<SportsOutcome, number>;
  serverSeedHash: string;
  result: { outcome: SportsOutcome; score: [number, number]; serverSeed: string } | null;
}

export interface SportsBet {
  roundId: string;
  fixtureId: string;
  pick: SportsOutcome;
  odds: number;
  stake: bigint;
  /** placing: debit under way; open: debited, waiting for the result; won / lost: credited; cancelled: its debit to roll back. */
  status: 'placing' | 'open' | 'won' | 'lost' | 'cancelled';
  win: bigint;
  placedAt: number;
  payer: Payer;
}

/** The public view of a fixture (team names, odds as decimals with '0.00' = not offered, no seed until settled). */
export function fixtureView(f: Fixture, rules: BookRules = SPORTS_RULES) {
  const team = (i: number) => ({ code: rules.teams[i]!.code, en: rules.teams[i]!.en, tw: rules.teams[i]!.tw });
  return {
    id: f.id,
    home: team(f.home),
    away: team(f.away),
    kickoff: new Date(f.kickoff).toISOString(),
    endsAt: new Date(f.endsAt).toISOString(),
    odds: {
      home: (f.odds.home / 100).toFixed(2),
      draw: (f.odds.draw / 100).toFixed(2),
      away: (f.odds.away / 100).toFixed(2),
    },
    serverSeedHash: f.serverSeedHash,
    result: f.result,
  };
}

export interface SportsSnapshot {
  fixtures: (Fixture & { serverSeed: string })[];
  finished: Fixture[];
  bets: SportsBet[];
}

export class SportsBook {
  private readonly fixtures = new Map<string, Fixture & { serverSeed: string }>();
  private readonly bets: SportsBet[] = [];
  private readonly finished: Fixture[] = [];

  /** Called after every change worth keeping (a bet placed, a fixture settled): the service saves the book. */
  onChange: () => void = () => undefined;

  /**
   * @param rules the book's teams and odds rules (football by default, ESPORTS_RULES for esports).
   * @param prefix fixture id prefix ('fx' football, 'es' esports, 'cf' cockfight).
   */
  constructor(
    private readonly wallet: HouseWallet,
    private readonly now: () => number,
    readonly rules: BookRules = SPORTS_RULES,
    private readonly prefix = 'fx',
  ) {
    this.schedule();
  }

  /** Everything needed to settle after a restart (open fixtures with their seeds, bets, results). */
  snapshot(): SportsSnapshot {
    keepOpenAndRecent(this.bets, KEEP_SETTLED);
    return {
      fixtures: [...this.fixtures.values()],
      finished: this.finished,
      bets: this.bets.map(({ payer: { session: _s, ...payer }, ...bet }) => ({ ...bet, payer })),
    };
  }

  /** Takes over a snapshot (the open bets are then settled by the next ticks; a bet cut short while placing is rolled back). */
  restore(snap: SportsSnapshot): void {
    this.fixtures.clear();
    for (const f of snap.fixtures) this.fixtures.set(f.id, f);
    this.finished.splice(0, this.finished.length, ...snap.finished);
    this.bets.splice(
      0,
      this.bets.length,
      ...snap.bets.map((b): SportsBet => (b.status === 'placing' ? { ...b, status: 'cancelled' } : b)),
    );
    this.schedule();
  }

  /**
   * Keeps FIXTURES_AHEAD fixtures not yet kicked off. A new fixture is a change worth keeping (its
   * seed's hash is shown from now on), so it calls onChange.
   */
  private schedule(): void {
    const now = this.now();
    const slot = Math.floor(now / FIXTURE_EVERY_MS) * FIXTURE_EVERY_MS;
    let added = false;
    for (let i = 1; i <= FIXTURES_AHEAD; i++) {
      const kickoff = slot + i * FIXTURE_EVERY_MS;
      const id = `${this.prefix}-${kickoff.toString(36)}`;
      if (this.fixtures.has(id) || this.finished.some((f) => f.id === id)) continue;
      const serverSeed = newServerSeed();
      const [home, away] = pickTeams(fairRng({ serverSeed, clientSeed: id, nonce: 1 }), this.rules);
      const teams = this.rules.teams;
      this.fixtures.set(id, {
        id,
        home,
        away,
        kickoff,
        endsAt: kickoff + MATCH_MS,
        odds: fixtureOdds(teams[home]!.strength, teams[away]!.strength, this.rules),
        serverSeed,
        serverSeedHash: hashServerSeed(serverSeed),
        result: null,
      });
      added = true;
    }
    if (added) this.onChange();
  }

  /** Open and live fixtures (by kick-off) and the last finished ones (newest first). */
  board(): { fixtures: Fixture[]; finished: Fixture[] } {
    const strip = ({ serverSeed: _s, ...f }: Fixture & { serverSeed: string }): Fixture => f;
    return {
      fixtures: [...this.fixtures.values()].sort((a, b) => a.kickoff - b.kickoff).map(strip),
      finished: this.finished.slice(0, HISTORY),
    };
  }

  /** A session's bets, newest first (not those being placed or cancelled). */
  betsOf(session: HouseSession): SportsBet[] {
    return this.bets
      .filter((b) => samePlayer(b.payer, session) && b.status !== 'placing' && b.status !== 'cancelled')
      .reverse()
      .slice(0, 30);
  }

  /**
   * Places a single bet: debits the stake (the round stays open until the fixture is settled).
   * @throws HouseError BETTING_CLOSED (unknown fixture or kicked off), INVALID_REQUEST (an outcome
   *   the book does not offer, e.g. a draw in esports), or the debit's refusals.
   */
  async place(session: HouseSession, fixtureId: string, pick: SportsOutcome, stake: bigint): Promise<SportsBet> {
    const fixture = this.fixtures.get(fixtureId);
    if (!fixture || this.now() >= fixture.kickoff) throw new HouseError('BETTING_CLOSED');
    if (fixture.odds[pick] === 0) throw new HouseError('INVALID_REQUEST', 'pick');
    const roundId = newRoundId();
    const payer: Payer = { ...session, session };
    const bet: SportsBet = {
      roundId,
      fixtureId,
      pick,
      odds: fixture.odds[pick],
      stake,
      status: 'placing',
      win: 0n,
      placedAt: this.now(),
      payer,
    };
    this.bets.push(bet);
    this.onChange();
    await placeDebit(
      this.bets,
      bet,
      () => this.wallet.debit(payer, roundId, 1, stake),
      () => this.onChange(),
    );
    return bet;
  }

  /**
   * Plays the finished fixtures (their results kept first), then credits every open bet of a
   * played fixture, one at a time; a credit that fails leaves its bet open for the next tick
   * without holding the others back. Schedules new fixtures.
   * @throws AggregateError of the credits that failed (after the rest was settled and kept).
   */
  async tick(): Promise<void> {
    const now = this.now();
    const failures: unknown[] = await rollBackCancelled(this.bets, this.wallet, () => this.onChange());
    for (const fixture of [...this.fixtures.values()]) {
      if (now < fixture.endsAt) continue;
      const { outcome, score } = playFixture(
        fairRng({ serverSeed: fixture.serverSeed, clientSeed: fixture.id, nonce: 0 }),
        fixture.home,
        fixture.away,
        this.rules,
      );
      fixture.result = { outcome, score, serverSeed: fixture.serverSeed };
      this.fixtures.delete(fixture.id);
      const { serverSeed: _s, ...shown } = fixture;
      this.finished.unshift(shown);
      this.onChange();
    }
    const results = new Map(this.finished.map((f) => [f.id, f.result]));
    let paid = false;
    for (const bet of this.bets.filter((b) => b.status === 'open' && results.get(b.fixtureId))) {
      const win = settleSportsBet(bet.stake, bet.odds, bet.pick, results.get(bet.fixtureId)!.outcome);
      try {
        await this.wallet.credit(bet.payer, bet.roundId, win);
      } catch (err) {
        failures.push(err);
        continue;
      }
      bet.win = win;
      bet.status = win > 0n ? 'won' : 'lost';
      paid = true;
    }
    // Results beyond the shown HISTORY go once none of their bets is open any more.
    const open = new Set(this.bets.filter((b) => b.status === 'open').map((b) => b.fixtureId));
    const kept = this.finished.filter((f, i) => i < HISTORY || open.has(f.id));
    if (kept.length !== this.finished.length) this.finished.splice(0, this.finished.length, ...kept);
    keepOpenAndRecent(this.bets, KEEP_SETTLED);
    if (paid) this.onChange();
    this.schedule();
    if (failures.length > 0)
      throw new AggregateError(failures, `${this.prefix}: ${failures.length} bet(s) not settled yet`);
  }
}
