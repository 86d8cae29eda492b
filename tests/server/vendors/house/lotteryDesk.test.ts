/**
 * The lottery desk's draws do not wait for payouts (e2e flake of session 4: the one-minute
 * lottery refused every bet while the shared settlement loop waited on another game's credits):
 * once a draw's time has passed, a bet goes on the next draw at once, even while the last draw's
 * credits are still pending; the drawn bets are credited from the kept result, and a result with
 * open bets is kept beyond the 30 shown.
 */
import { describe, expect, it } from '@jest/globals';
import { ELOTTO_SCHEDULE, lotteryPeriod, settlePick } from '../../../../server/vendors/house/games/lottery.ts';
import { LotteryDesk } from '../../../../server/vendors/house/service/lotteryDesk.ts';
import type { HouseSession } from '../../../../server/vendors/house/service/sessions.ts';
import type { HouseWallet } from '../../../../server/vendors/house/service/wallet.ts';

const session = { id: 's1', playerId: 'p1', mode: 'real', currency: 'CNY' } as unknown as HouseSession;

/** A wallet whose credits wait until released (a platform that answers slowly). */
function slowWallet() {
  const credits: { roundId: string; win: bigint }[] = [];
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const wallet = {
    debit: async () => undefined,
    credit: async (_payer: unknown, roundId: string, win: bigint) => {
      await gate;
      credits.push({ roundId, win });
      return 0n;
    },
  } as unknown as HouseWallet;
  return { wallet, credits, release: () => release() };
}

describe('lottery desk', () => {
  it('opens the next draw when the time has passed, while the last draw’s credits are still pending', async () => {
    let now = lotteryPeriod(Date.UTC(2026, 10, 21, 12, 0, 10), ELOTTO_SCHEDULE).opens + 1000;
    const { wallet, credits, release } = slowWallet();
    const desk = new LotteryDesk(wallet, () => now, ELOTTO_SCHEDULE);
    const first = await desk.place(session, { kind: 'big' }, 1000n);
    now = desk.state().next.drawAt + 1;
    const settling = desk.tick(); // stuck on the slow credit
    const next = desk.state().next;
    expect(next.drawId).not.toBe(first.drawId);
    expect(next.open).toBe(true);
    const second = await desk.place(session, { kind: 'odd' }, 1000n);
    expect(second.drawId).toBe(next.drawId);
    expect(desk.state().history[0]!.drawId).toBe(first.drawId);

    release();
    await settling;
    const balls = desk.state().history[0]!.balls;
    expect(credits).toEqual([{ roundId: first.roundId, win: settlePick({ kind: 'big' }, 1000n, balls) }]);
    expect(first.status).not.toBe('open');
    expect(second.status).toBe('open');
  });

  it('keeps a result with open bets beyond the 30 shown until its bets are credited', async () => {
    let now = lotteryPeriod(Date.UTC(2026, 10, 21, 13, 0, 10), ELOTTO_SCHEDULE).opens + 1000;
    const { wallet, credits, release } = slowWallet();
    const desk = new LotteryDesk(wallet, () => now, ELOTTO_SCHEDULE);
    const bet = await desk.place(session, { kind: 'even' }, 500n);
    // 35 draws pass while the platform does not answer: state() draws each as its time comes.
    for (let i = 0; i < 35; i++) {
      now = desk.state().next.drawAt + 1;
      desk.state();
    }
    expect(desk.state().history).toHaveLength(30);
    release();
    await desk.tick();
    expect(credits.map((c) => c.roundId)).toEqual([bet.roundId]);
    expect(bet.status).not.toBe('open');
  });
});
