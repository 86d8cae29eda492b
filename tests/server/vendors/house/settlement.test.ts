/**
 * Rounds that stay open across calls: a blackjack hand (a double is a second debit of the same
 * round), a sports bet settled when its fixture finishes and a lottery bet settled at the draw,
 * both credited through the protocol after the player's calls are over.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { gameRounds } from '../../../../server/db/schema.ts';
import { MATCH_MS } from '../../../../server/vendors/house/service/sportsBook.ts';
import { launchSession, minor, play, roundOf, startWorldPerFile, type HouseWorld } from './support.ts';

let w: HouseWorld;
startWorldPerFile((world) => (w = world));

interface Hand {
  hand: {
    status: string;
    actions: string[];
    dealer: unknown[];
    stake: string;
    totalWin: string;
    outcome: string | null;
  };
  balance: string;
}

describe('blackjack', () => {
  it('keeps the hole card hidden, refuses a second deal, and settles a double as two debits and one credit', async () => {
    const session = await launchSession(w, 'nodeId=90004');
    let deal: { status: number; body: Hand } | null = null;
    for (let i = 0; i < 20; i++) {
      deal = await play<Hand>(w, 'POST', '/api/blackjack/deal', session, { stake: '5.00' });
      if (deal.body.hand.status === 'insurance')
        deal = await play<Hand>(w, 'POST', '/api/blackjack/noInsurance', session);
      if (deal.body.hand.status === 'playing') break;
    }
    expect(deal!.body.hand.status).toBe('playing');
    expect(deal!.body.hand.dealer).toHaveLength(1);
    expect((await play(w, 'POST', '/api/blackjack/deal', session, { stake: '5.00' })).body).toEqual({
      error: 'HAND_IN_PROGRESS',
    });
    const calls = w.calls.length;
    const done = await play<Hand>(w, 'POST', '/api/blackjack/double', session);
    expect(done.body.hand).toMatchObject({ status: 'done', stake: '10.00' });
    expect(w.calls.slice(calls)).toEqual(['/api/vendor/v1/debit', '/api/vendor/v1/credit']);
    expect((await play(w, 'POST', '/api/blackjack/stand', session)).body).toEqual({ error: 'NO_HAND' });
    const rounds = await w.t.db.select().from(gameRounds).where(eq(gameRounds.memberId, w.memberId));
    const last = rounds.sort((a, b) => a.id - b.id).at(-1)!;
    expect([last.stakeMinor, last.winMinor, last.status]).toEqual([1000n, minor(done.body.hand.totalWin), 'settled']);
  });
});

describe('sports book', () => {
  it('takes a bet before kick-off, refuses one after, and credits the return when the fixture ends', async () => {
    const session = await launchSession(w, 'vassalage=BGS_SPORTS');
    const board = await play<{ fixtures: { id: string; kickoff: string; odds: Record<string, string> }[] }>(
      w,
      'GET',
      '/api/sports/board',
      session,
    );
    expect(board.body.fixtures.length).toBeGreaterThanOrEqual(6);
    const fixture = board.body.fixtures[0]!;
    const bet = await play<{ bet: { roundId: string; status: string; odds: number } }>(
      w,
      'POST',
      '/api/sports/bet',
      session,
      { fixtureId: fixture.id, pick: 'home', stake: '10.00' },
    );
    expect(bet.status).toBe(200);
    expect(bet.body.bet.status).toBe('open');
    expect(await roundOf(w, bet.body.bet.roundId)).toMatchObject({ status: 'open', stakeMinor: 1000n });
    w.clock.now = Date.parse(fixture.kickoff);
    expect(
      (await play(w, 'POST', '/api/sports/bet', session, { fixtureId: fixture.id, pick: 'away', stake: '10.00' })).body,
    ).toEqual({ error: 'BETTING_CLOSED' });
    w.clock.now += MATCH_MS;
    await w.house.tick();
    const after = await play<{
      finished: { id: string; result: { outcome: string; serverSeed: string } }[];
      bets: { roundId: string; status: string; win: string }[];
    }>(w, 'GET', '/api/sports/board', session);
    const result = after.body.finished.find((f) => f.id === fixture.id)!.result;
    const mine = after.body.bets.find((b) => b.roundId === bet.body.bet.roundId)!;
    expect(mine.status).toBe(result.outcome === 'home' ? 'won' : 'lost');
    expect(await roundOf(w, bet.body.bet.roundId)).toMatchObject({ status: 'settled', winMinor: minor(mine.win) });
    const odds = BigInt(Math.round(Number(fixture.odds.home) * 100));
    expect(minor(mine.win)).toBe(result.outcome === 'home' ? (1000n * odds) / 100n : 0n);
    expect(after.body.finished.length).toBeGreaterThan(0);
  });
});

describe('fast lottery', () => {
  it('settles the bets of a draw when it is drawn and keeps the result with its revealed seed', async () => {
    const session = await launchSession(w, 'vassalage=BGS_LOTT');
    const state = await play<{ next: { drawId: string; drawAt: string; serverSeedHash: string; open: boolean } }>(
      w,
      'GET',
      '/api/lottery/state',
      session,
    );
    expect(state.body.next.open).toBe(true);
    const big = await play<{ bet: { roundId: string } }>(w, 'POST', '/api/lottery/bet', session, {
      pick: { kind: 'big' },
      stake: '10.00',
    });
    const ball = await play<{ bet: { roundId: string } }>(w, 'POST', '/api/lottery/bet', session, {
      pick: { kind: 'ball', position: 0, digit: 7 },
      stake: '1.00',
    });
    expect([big.status, ball.status]).toEqual([200, 200]);
    expect(
      (
        await play(w, 'POST', '/api/lottery/bet', session, {
          pick: { kind: 'ball', position: 9, digit: 1 },
          stake: '1.00',
        })
      ).status,
    ).toBe(400);
    w.clock.now = Date.parse(state.body.next.drawAt) + 1;
    await w.house.tick();
    const after = await play<{
      history: { drawId: string; balls: number[]; serverSeedHash: string }[];
      next: { drawId: string };
    }>(w, 'GET', '/api/lottery/state', session);
    const draw = after.body.history[0]!;
    expect(draw.drawId).toBe(state.body.next.drawId);
    expect(draw.serverSeedHash).toBe(state.body.next.serverSeedHash);
    expect(after.body.next.drawId).not.toBe(draw.drawId);
    const sum = draw.balls.reduce((a, b) => a + b, 0);
    expect(await roundOf(w, big.body.bet.roundId)).toMatchObject({
      status: 'settled',
      winMinor: sum >= 23 ? 1920n : 0n,
    });
    expect(await roundOf(w, ball.body.bet.roundId)).toMatchObject({
      status: 'settled',
      winMinor: draw.balls[0] === 7 ? 960n : 0n,
    });
  });
});

describe('a restart of the vendor', () => {
  it('still settles the sports and lottery bets and the blackjack hand that were debited before it', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'house-state-'));
    const stateFile = path.join(dir, 'house-state.json');
    const first = await w.buildHouse({ stateFile });
    const launch = async (vassalage: string) => {
      const res = await w.t.app.inject({
        method: 'GET',
        url: `/api/games/launch?vassalage=${vassalage}&mode=real`,
        headers: { authorization: `Bearer ${w.memberToken}` },
      });
      return new URL(res.json().value.url as string).searchParams.get('session')!;
    };
    // The platform launches against the vendor it knows; the sessions are opened on `first` directly.
    const sports = first.sessions.open({ ...w.house.sessions.get(await launch('BGS_SPORTS')), gameCode: 'BGS_SPORTS' });
    const lotto = first.sessions.open({ ...w.house.sessions.get(await launch('BGS_LOTT')), gameCode: 'BGS_LOTTO' });
    const fixture = first.sports.board().fixtures[1]!;
    const sportsBet = await first.sports.place(sports, fixture.id, 'draw', 500n);
    const lottoBet = await first.lottery.place(lotto, { kind: 'odd' }, 300n);
    const pvp = first.sessions.open({ ...w.house.sessions.get(await launch('BGS_PVP')), gameCode: 'BGS_PVP' });
    let hand: { hand: { status: string } } = { hand: { status: 'done' } };
    // A hand still on (playing, or waiting for the insurance choice) when the vendor stops.
    for (let i = 0; i < 20 && hand.hand.status === 'done'; i++) {
      const res = await first.app.inject({
        method: 'POST',
        url: '/api/blackjack/deal',
        headers: { 'x-house-session': pvp.id, 'content-type': 'application/json' },
        payload: JSON.stringify({ stake: '4.00' }),
      });
      hand = res.json();
    }
    const handRound = pvp.hand!.roundId;
    expect(await roundOf(w, handRound)).toMatchObject({ status: 'open', stakeMinor: 400n });
    await first.app.close();

    const second = await w.buildHouse({ stateFile });
    w.clock.now = Math.max(fixture.endsAt, first.lottery.state().next.drawAt) + 1;
    await second.tick();
    const sportsRound = await roundOf(w, sportsBet.roundId);
    const lottoRound = await roundOf(w, lottoBet.roundId);
    expect(sportsRound!.status).toBe('settled');
    expect(lottoRound!.status).toBe('settled');
    const result = second.sports.board().finished.find((f) => f.id === fixture.id)!.result!;
    expect(sportsRound!.winMinor).toBe(result.outcome === 'draw' ? (500n * BigInt(fixture.odds.draw)) / 100n : 0n);
    const balls = second.lottery.state().history.find((d) => d.drawId === lottoBet.drawId)!.balls;
    expect(lottoRound!.winMinor).toBe(balls.reduce((a, b) => a + b, 0) % 2 === 1 ? 576n : 0n);
    expect((await roundOf(w, handRound))!.status).toBe('settled');
    await second.app.close();
    rmSync(dir, { recursive: true, force: true });
  });
});
