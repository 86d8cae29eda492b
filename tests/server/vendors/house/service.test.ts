/**
 * The in-house vendor service against the real platform (README "In-house games"): launched through the
 * platform's launch route, every round debits and credits the member through the signed
 * protocol, a failed debit is rolled back, a lost credit is retried, trial mode never calls the
 * platform, and the round is recorded once on the platform with the same figures.
 */
import { createHmac } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { and, eq } from 'drizzle-orm';
import { gameRounds } from '../../../../server/db/schema.ts';
import { balanceOf, transfer } from '../../../../server/ledger/index.ts';
import { SECRET } from '../../services/vendor-protocol/support.ts';
import { launchSession, play, startWorldPerFile, type HouseWorld } from './support.ts';

let w: HouseWorld;
startWorldPerFile((world) => (w = world));
const wallet = async () => balanceOf(w.t.db, { kind: 'member', memberId: w.memberId, merchantId: w.merchantId });
const money = (minor: bigint) => `${minor / 100n}.${String(minor % 100n).padStart(2, '0')}`;
interface Spin {
  round: { stake: string; totalWin: string; base: { grid: string[][] } };
  balance: string;
  fair: { serverSeedHash: string; clientSeed: string; nonce: number };
}

describe('launch', () => {
  it('refuses an unsigned launch and a wrong signature with INVALID_SIGNATURE, signing its answer', async () => {
    const body = JSON.stringify({ requestId: 'x' });
    const res = await w.house.app.inject({
      method: 'POST',
      url: '/launch',
      headers: { 'content-type': 'application/json', 'x-vendor-code': 'BGS', 'x-signature': 'ab'.repeat(32) },
      payload: body,
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ status: 'INVALID_SIGNATURE' });
    expect(res.headers['x-signature']).toBe(createHmac('sha256', SECRET).update(res.body).digest('hex'));
  });

  it('answers a signed but invalid launch with INVALID_REQUEST', async () => {
    const body = JSON.stringify({ requestId: 'x' });
    const res = await w.house.app.inject({
      method: 'POST',
      url: '/launch',
      headers: {
        'content-type': 'application/json',
        'x-vendor-code': 'BGS',
        'x-signature': createHmac('sha256', SECRET).update(body).digest('hex'),
      },
      payload: body,
    });
    expect([res.statusCode, res.json().status]).toEqual([400, 'INVALID_REQUEST']);
  });

  it('opens a session through the platform launch and shows the platform balance and the seed hash', async () => {
    const session = await launchSession(w, 'nodeId=90001&mode=real&language=EN');
    const res = await play<{
      game: string;
      mode: string;
      language: string;
      balance: string;
      seeds: { serverSeedHash: string; nonce: number };
    }>(w, 'GET', '/api/session', session);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ game: 'BGS_SLOT', mode: 'real', language: 'EN', balance: money(await wallet()) });
    expect(res.body.seeds.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(res.body.seeds.nonce).toBe(0);
    expect((await play(w, 'GET', '/api/session', 'no-such-session')).status).toBe(401);
  });
});

describe('a slot round in real mode', () => {
  it('debits the stake and credits the win through the protocol, recorded once on the platform', async () => {
    const session = await launchSession(w, 'nodeId=90001');
    const before = await wallet();
    const res = await play<Spin>(w, 'POST', '/api/slot/spin', session, { stake: '2.00' });
    expect(res.status).toBe(200);
    const win = BigInt(res.body.round.totalWin.replace('.', ''));
    expect(await wallet()).toBe(before - 200n + win);
    expect(res.body.balance).toBe(money(before - 200n + win));
    const rounds = await w.t.db
      .select()
      .from(gameRounds)
      .where(and(eq(gameRounds.memberId, w.memberId), eq(gameRounds.status, 'settled')));
    const mine = rounds.at(-1)!;
    expect([mine.stakeMinor, mine.winMinor]).toEqual([200n, win]);
    expect(w.calls.slice(-2)).toEqual(['/api/vendor/v1/debit', '/api/vendor/v1/credit']);
  });

  it('refuses a stake the member cannot cover, moving nothing', async () => {
    const session = await launchSession(w, 'nodeId=90001');
    const all = await wallet();
    const move = (amount: bigint, out: boolean, key: string) =>
      transfer(w.t.db, {
        merchantId: w.merchantId,
        idempotencyKey: `house-test:${key}`,
        debit: out ? { kind: 'member', memberId: w.memberId } : { kind: 'house' },
        credit: out ? { kind: 'house' } : { kind: 'member', memberId: w.memberId },
        amount,
        currency: 'CNY',
        reason: 'test.fund',
      });
    await move(all - 100n, true, 'drain');
    const res = await play(w, 'POST', '/api/slot/spin', session, { stake: '2.00' });
    expect([res.status, res.body]).toEqual([409, { error: 'INSUFFICIENT_FUNDS' }]);
    expect(await wallet()).toBe(100n);
    await move(all - 100n, false, 'refill');
  });

  it('refuses bad stakes with 400 (not on the 20-line step, not an amount, missing)', async () => {
    const session = await launchSession(w, 'nodeId=90001');
    for (const body of [{ stake: '0.30' }, { stake: '-1' }, { stake: 'two' }, {}])
      expect((await play(w, 'POST', '/api/slot/spin', session, body)).status).toBe(400);
  });

  it('rolls the debit back when the platform does not answer it, and tells the player', async () => {
    const session = await launchSession(w, 'nodeId=90001');
    const before = await wallet();
    w.failNext('debit', 3);
    const res = await play(w, 'POST', '/api/slot/spin', session, { stake: '1.00' });
    expect([res.status, res.body]).toEqual([503, { error: 'PLATFORM_UNAVAILABLE' }]);
    expect(w.calls.slice(-4)).toEqual([
      '/api/vendor/v1/debit',
      '/api/vendor/v1/debit',
      '/api/vendor/v1/debit',
      '/api/vendor/v1/rollback',
    ]);
    expect(await wallet()).toBe(before);
  });

  it('does not trust an unsigned answer: a forged OK to the debit is no answer, so the bet is rolled back', async () => {
    const session = await launchSession(w, 'nodeId=90001');
    const before = await wallet();
    w.failNext('debit', 3, true);
    const res = await play(w, 'POST', '/api/slot/spin', session, { stake: '1.00' });
    expect([res.status, res.body]).toEqual([503, { error: 'PLATFORM_UNAVAILABLE' }]);
    expect(w.calls.at(-1)).toBe('/api/vendor/v1/rollback');
    expect(await wallet()).toBe(before);
  });

  it('retries a lost credit with the same transaction, so the win arrives once', async () => {
    const session = await launchSession(w, 'nodeId=90001');
    const before = await wallet();
    w.failNext('credit', 2);
    const res = await play<Spin>(w, 'POST', '/api/slot/spin', session, { stake: '1.00' });
    expect(res.status).toBe(200);
    expect(w.calls.slice(-3)).toEqual(['/api/vendor/v1/credit', '/api/vendor/v1/credit', '/api/vendor/v1/credit']);
    expect(await wallet()).toBe(before - 100n + BigInt(res.body.round.totalWin.replace('.', '')));
  });

  it('lets the player verify a round after rotating the seed', async () => {
    const session = await launchSession(w, 'nodeId=90001');
    const spin = await play<Spin>(w, 'POST', '/api/slot/spin', session, { stake: '0.20' });
    const rotated = await play<{ revealed: { serverSeed: string; serverSeedHash: string } }>(
      w,
      'POST',
      '/api/seeds/rotate',
      session,
      { clientSeed: 'lucky-me' },
    );
    expect(rotated.body.revealed.serverSeedHash).toBe(spin.body.fair.serverSeedHash);
    const check = await play<{ serverSeedHash: string; outcome: { grid: string[][] } }>(
      w,
      'POST',
      '/api/verify',
      session,
      {
        game: 'slot',
        serverSeed: rotated.body.revealed.serverSeed,
        clientSeed: spin.body.fair.clientSeed,
        nonce: spin.body.fair.nonce,
      },
    );
    expect(check.body.serverSeedHash).toBe(spin.body.fair.serverSeedHash);
    expect(check.body.outcome.grid).toEqual(spin.body.round.base.grid);
  });
});

describe('trial mode', () => {
  it('plays with a virtual balance and never calls the platform', async () => {
    const session = await launchSession(w, 'nodeId=90002&mode=trial', undefined);
    const before = await wallet();
    const callsBefore = w.calls.length;
    const state = await play<{ balance: string; mode: string }>(w, 'GET', '/api/session', session);
    expect(state.body).toMatchObject({ mode: 'trial', balance: '2000.00' });
    const res = await play<{ round: { stake: string; totalWin: string }; balance: string }>(
      w,
      'POST',
      '/api/baccarat/deal',
      session,
      { bets: { banker: '10.00' } },
    );
    expect(res.status).toBe(200);
    expect(res.body.balance).toBe(money(200_000n - 1000n + BigInt(res.body.round.totalWin.replace('.', ''))));
    expect(w.calls.length).toBe(callsBefore);
    expect(await wallet()).toBe(before);
  });

  it('deals baccarat and blackjack rounds that the verifier recomputes card for card after the seed is revealed', async () => {
    const baccarat = await launchSession(w, 'nodeId=90002&mode=trial', undefined);
    const dealt = await play<{
      round: { player: { rank: number }[]; banker: { rank: number }[]; winner: string };
      fair: { clientSeed: string; nonce: number };
    }>(w, 'POST', '/api/baccarat/deal', baccarat, { bets: { player: '5.00', tie: '1.00' } });
    const seed = (await play<{ revealed: { serverSeed: string } }>(w, 'POST', '/api/seeds/rotate', baccarat, {})).body
      .revealed.serverSeed;
    const check = await play<{ outcome: { player: string[]; banker: string[]; winner: string } }>(
      w,
      'POST',
      '/api/verify',
      baccarat,
      { game: 'baccarat', serverSeed: seed, clientSeed: dealt.body.fair.clientSeed, nonce: dealt.body.fair.nonce },
    );
    expect(check.body.outcome.winner).toBe(dealt.body.round.winner);
    const rank = (label: string) =>
      (({ A: 1, J: 11, Q: 12, K: 13 }) as Record<string, number>)[label.slice(0, -1)] ?? Number(label.slice(0, -1));
    expect(check.body.outcome.player.map(rank)).toEqual(dealt.body.round.player.map((c) => c.rank));
    expect(check.body.outcome.banker.map(rank)).toEqual(dealt.body.round.banker.map((c) => c.rank));

    const pvp = await launchSession(w, 'nodeId=90004&mode=trial', undefined);
    const hand = await play<{
      hand: { hands: { cards: { rank: number }[] }[]; status: string };
      fair: { clientSeed: string; nonce: number };
    }>(w, 'POST', '/api/blackjack/deal', pvp, { stake: '2.00' });
    for (let status = hand.body.hand.status; status !== 'done';) {
      status = (
        await play<{ hand: { status: string } }>(
          w,
          'POST',
          `/api/blackjack/${status === 'insurance' ? 'noInsurance' : 'stand'}`,
          pvp,
        )
      ).body.hand.status;
    }
    const pvpSeed = (await play<{ revealed: { serverSeed: string } }>(w, 'POST', '/api/seeds/rotate', pvp, {})).body
      .revealed.serverSeed;
    const shoe = await play<{ outcome: { player: string[] } }>(w, 'POST', '/api/verify', pvp, {
      game: 'blackjack',
      serverSeed: pvpSeed,
      clientSeed: hand.body.fair.clientSeed,
      nonce: hand.body.fair.nonce,
    });
    expect(shoe.body.outcome.player.map(rank)).toEqual(hand.body.hand.hands[0]!.cards.slice(0, 2).map((c) => c.rank));
    expect(
      (await play(w, 'POST', '/api/verify', pvp, { game: 'poker', serverSeed: 'x', clientSeed: 'y', nonce: 0 })).status,
    ).toBe(400);
  });
});
