/**
 * The one-minute lottery (README "Playing", category ELOTT): Fast Lotto 3's balls and returns with
 * ELOTTO_SCHEDULE (a draw every minute, betting closes 5 s before), seeded as BGS_ELOTT under the
 * vendor BGS_ELOTT, launched through the platform and settled through the protocol at the draw.
 */
import { describe, expect, it } from '@jest/globals';
import { ELOTTO_SCHEDULE, lotteryPeriod } from '../../../../server/vendors/house/games/lottery.ts';
import { launchSession, play, roundOf, seededGame, startWorldPerFile, type HouseWorld } from './support.ts';

describe('one-minute draw periods', () => {
  it('draws every minute with their own ids, apart from Fast Lotto 3', () => {
    const t = Date.UTC(2026, 10, 21, 12, 0, 30);
    const p = lotteryPeriod(t, ELOTTO_SCHEDULE);
    expect(p.drawAt - p.opens).toBe(60_000);
    expect(p.drawId).toBe('E20261121-0721');
    expect(lotteryPeriod(p.drawAt, ELOTTO_SCHEDULE).drawId).toBe('E20261121-0722');
    expect(lotteryPeriod(t).drawId).toBe('20261121-241');
  });
});

let w: HouseWorld;
startWorldPerFile((world) => (w = world));

describe('ELOTT in the platform', () => {
  it('is seeded as BGS_ELOTT under an ELOTT vendor', async () => {
    expect(await seededGame(w, 'BGS_ELOTT')).toEqual({ gameType: 'ELOTT', vendor: 'BGS_ELOTT', vendorType: 'ELOTT' });
  });

  it('closes betting 5 s before the draw and settles the bets of the draw through the protocol', async () => {
    const session = await launchSession(w, 'vassalage=BGS_ELOTT');
    const state = await play<{ next: { drawId: string; drawAt: string; closesAt: string; open: boolean } }>(
      w,
      'GET',
      '/api/elottery/state',
      session,
    );
    expect(state.body.next.drawId.startsWith('E')).toBe(true);
    expect(Date.parse(state.body.next.drawAt) - Date.parse(state.body.next.closesAt)).toBe(5_000);
    expect(Date.parse(state.body.next.drawAt) - w.clock.now).toBeLessThanOrEqual(60_000);
    const big = await play<{ bet: { roundId: string } }>(w, 'POST', '/api/elottery/bet', session, {
      pick: { kind: 'big' },
      stake: '10.00',
    });
    expect(big.status).toBe(200);
    // The Fast Lotto 3 endpoints refuse an ELOTT session.
    expect((await play(w, 'GET', '/api/lottery/state', session)).status).toBeGreaterThanOrEqual(400);
    const saved = w.clock.now;
    w.clock.now = Date.parse(state.body.next.closesAt);
    expect(
      (await play(w, 'POST', '/api/elottery/bet', session, { pick: { kind: 'odd' }, stake: '10.00' })).body,
    ).toEqual({ error: 'BETTING_CLOSED' });
    w.clock.now = Date.parse(state.body.next.drawAt) + 1;
    await w.house.tick();
    const after = await play<{ history: { drawId: string; balls: number[] }[] }>(
      w,
      'GET',
      '/api/elottery/state',
      session,
    );
    const draw = after.body.history[0]!;
    expect(draw.drawId).toBe(state.body.next.drawId);
    const sum = draw.balls.reduce((a, b) => a + b, 0);
    expect(await roundOf(w, big.body.bet.roundId)).toMatchObject({
      status: 'settled',
      winMinor: sum >= 23 ? 1920n : 0n,
    });
    w.clock.now = Math.max(saved, w.clock.now);
  });
});
