/**
 * The raffle panel of a promotion's details (docs/promotions.md "Raffles"): before the draw the
 * member's tickets with the next-ticket hint, how tickets are earned, the prizes, the countdown
 * and the copyable seed hash; after it the winners with my row highlighted, the revealed seeds,
 * "Verify the draw" showing the recomputation, and "Claim prize" calling the claim once, showing
 * the result and reloading the details; a refused claim shows the server's message; a raffle
 * without winners shows its empty state; TW texts too.
 */
import { describe, expect, it } from '@jest/globals';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { PromotionClaimAnswer, PromotionDetails, RaffleVerify, RaffleView } from '../../contract/types';
import { ApiProblem } from '../../src/api/client';
import type { RaffleApi } from '../../src/api/raffle';
import { RafflePanel } from '../../src/features/promotions/raffle/RafflePanel';
import { createI18n } from '../../src/i18n';
import { StoreProvider } from '../../src/stores';
import { loadedStore } from './helpers';

const HASH = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';
const SEED = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';
const CLIENT = '2c26b46b68ffc68ff99b453c1d30413413422d706483bfa0f98a5e886266e7ae';

function raffleView(patch: Partial<RaffleView> = {}): RaffleView {
  return {
    rule: {
      ticketPerValidBet: '100.00',
      ticketPerDeposit: '50.00',
      maxTickets: 20,
      drawAt: new Date(Date.now() + 2 * 86_400_000 + 3_600_000).toISOString(),
      prizes: [
        { name: 'Grand prize', amount: '888.00', count: 1 },
        { name: 'Second prize', amount: '188.00', count: 2 },
      ],
    },
    serverSeedHash: HASH,
    drawn: false,
    drawnAt: null,
    serverSeed: null,
    clientSeed: null,
    totalTickets: 37,
    myTickets: 4,
    winners: [],
    entrants: [],
    ...patch,
  };
}

function details(
  raffle: RaffleView,
  state: PromotionDetails['promotion']['state'],
  entry: Partial<NonNullable<PromotionDetails['promotion']['entry']>> | null,
): PromotionDetails {
  return {
    promotion: {
      id: 42,
      category: 'daily',
      kind: 'raffle',
      title: 'Lucky raffle',
      summary: 'Bet and deposit to earn tickets',
      image: null,
      startsAt: new Date(Date.now() - 86_400_000).toISOString(),
      endsAt: new Date(Date.now() + 86_400_000).toISOString(),
      signUpEndsAt: null,
      drawAt: raffle.rule.drawAt,
      state,
      rule: {
        trigger: 'none',
        category: null,
        target: '0.00',
        reward: { type: 'fixed', amount: '0.00', percent: 0, max: '0.00' },
        multiple: 1,
      },
      rewardText: '3 prizes, top prize 888.00',
      vipLevels: [],
      entry: entry
        ? {
            id: 7,
            state: 'joined',
            progress: '265.00',
            target: null,
            percent: 0,
            remark: null,
            images: [],
            rejectReason: null,
            reviewedAt: null,
            reward: null,
            rewardId: null,
            rewardState: null,
            tickets: raffle.myTickets,
            createdAt: new Date().toISOString(),
            ...entry,
          }
        : null,
    },
    termsHtml: '<p>Terms</p>',
    raffle,
  };
}

const drawn = (me: boolean) =>
  raffleView({
    drawn: true,
    drawnAt: '2026-11-20T12:00:00.000Z',
    serverSeed: SEED,
    clientSeed: CLIENT,
    totalTickets: 12,
    myTickets: 3,
    winners: [
      { rank: 1, prize: 'Grand prize', amount: '888.00', username: 'ab***yz', ticket: 7, me },
      { rank: 2, prize: 'Second prize', amount: '188.00', username: 'cd***wx', ticket: 2, me: false },
    ],
    entrants: [
      { username: 'cd***wx', firstTicket: 1, tickets: 3 },
      { username: 'ab***yz', firstTicket: 4, tickets: 9 },
    ],
  });

function fakeApi(over: Partial<RaffleApi> = {}): RaffleApi & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    claim: async (id) => {
      calls.push(`claim:${id}`);
      return {
        promotion: {} as PromotionClaimAnswer['promotion'],
        reward: {
          id: 5,
          source: 'raffle',
          title: 'Lucky raffle - Grand prize',
          amount: '888.00',
          multiple: 1,
          state: 'claimed',
          createdAt: '',
          expiresAt: null,
          claimedAt: '',
          bonusId: 9,
        },
        bonus: {} as PromotionClaimAnswer['bonus'],
        balance: '1888.00',
      };
    },
    verify: async (id) => {
      calls.push(`verify:${id}`);
      return {
        ok: true,
        hashMatches: true,
        winnersMatch: true,
        recomputed: [
          { rank: 1, prize: 'Grand prize', amount: '888.00', username: 'ab***yz', ticket: 7, me: false },
          { rank: 2, prize: 'Second prize', amount: '188.00', username: 'cd***wx', ticket: 2, me: false },
        ],
      } satisfies RaffleVerify;
    },
    ...over,
  };
}

async function show(
  d: PromotionDetails,
  api: RaffleApi,
  lang: 'EN' | 'TW' = 'EN',
  onChanged: () => void = () => undefined,
) {
  const store = await loadedStore();
  return render(
    <I18nextProvider i18n={createI18n(lang)}>
      <StoreProvider store={store}>
        <RafflePanel details={d} onChanged={onChanged} api={api} />
      </StoreProvider>
    </I18nextProvider>,
  );
}

describe('before the draw', () => {
  it('shows my tickets, how far the next ticket is, how to earn, the prizes, the countdown and the copyable seed hash', async () => {
    let copied = '';
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async (text: string) => void (copied = text) },
    });
    await show(details(raffleView(), 'joined', {}), fakeApi());
    expect(screen.getByTestId('raffle-my-tickets')).toHaveTextContent('4');
    expect(screen.getByTestId('raffle-total-tickets')).toHaveTextContent('37');
    // 265.00 of valid bet: 65.00 into the next 100.00, 35.00 to go
    const next = screen.getByTestId('raffle-next-ticket');
    expect(next).toHaveTextContent(/Bet .*35\.00 more for your next ticket/);
    expect(within(next).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '65');
    const earn = screen.getByTestId('raffle-earn');
    expect(earn).toHaveTextContent(/1 ticket for every .*100\.00 of valid bet/);
    expect(earn).toHaveTextContent(/1 ticket for every .*50\.00 deposited/);
    expect(earn).toHaveTextContent('At most 20 tickets per member');
    const prizes = within(screen.getByTestId('raffle-prizes')).getAllByRole('row');
    expect(prizes).toHaveLength(3);
    expect(prizes[1]).toHaveTextContent(/No\. 1.*Grand prize.*888\.00.*× 1/);
    expect(screen.getByTestId('raffle-countdown')).toHaveTextContent(/Draw in 2 days (00:59|01:00):\d\d/);
    const hash = screen.getByTestId('raffle-seed-hash');
    expect(hash).toHaveAttribute('title', HASH);
    expect(hash.textContent).toContain('…');
    expect(screen.getByTestId('raffle-server-seed')).toHaveTextContent('Revealed after the draw');
    expect(screen.queryByTestId('raffle-verify')).toBeNull();
    expect(screen.queryByTestId('raffle-claim')).toBeNull();
    await act(async () => fireEvent.click(screen.getByTestId('raffle-seed-hash-copy')));
    expect(copied).toBe(HASH);
    expect(screen.getByTestId('raffle-seed-hash-copy')).toHaveTextContent('Copied successfully');
  });

  it('says the maximum is reached, or asks a visitor to join, and speaks TW', async () => {
    const full = await show(details(raffleView({ myTickets: 20 }), 'joined', {}), fakeApi());
    expect(screen.getByText('You hold the maximum of 20 tickets')).toBeInTheDocument();
    full.unmount();
    await show(details(raffleView({ myTickets: 0 }), 'joinNow', null), fakeApi(), 'TW');
    expect(screen.getByText('參加抽獎後即可開始累積抽獎券。')).toBeInTheDocument();
    expect(screen.getByTestId('raffle-earn')).toHaveTextContent('每位會員最多 20 張抽獎券');
  });
});

describe('after the draw', () => {
  it('lists the winners with my row, reveals the seeds, verifies the draw and claims the prize once', async () => {
    const api = fakeApi();
    let changed = 0;
    await show(
      details(drawn(true), 'claimPayout', { state: 'won', rewardState: 'claimable', rewardId: 5, reward: '888.00' }),
      api,
      'EN',
      () => changed++,
    );
    const winners = screen.getByTestId('raffle-winners');
    const mine = within(winners).getByTestId('raffle-winner-me');
    expect(mine).toHaveTextContent(/ab\*\*\*yz.*Me.*#7.*888\.00/);
    expect(
      within(winners)
        .getAllByRole('row')
        .filter((r) => r.closest('[data-testid=raffle-entrants]') === null),
    ).toHaveLength(3);
    expect(screen.getByTestId('raffle-server-seed')).toHaveAttribute('title', SEED);
    expect(screen.getByTestId('raffle-client-seed')).toHaveAttribute('title', CLIENT);
    expect(screen.getByTestId('raffle-result')).toHaveTextContent(/Congratulations! You won Grand prize: .*888\.00/);
    expect(within(screen.getByTestId('raffle-entrants')).getAllByRole('row')[2]).toHaveTextContent(
      /ab\*\*\*yz.*9.*#4 – #12/,
    );

    await act(async () => fireEvent.click(screen.getByTestId('raffle-verify')));
    expect(await screen.findByTestId('raffle-verify-result')).toHaveTextContent(/Verified: .*#7, #2/);

    const button = screen.getByTestId('raffle-claim');
    await act(async () => {
      fireEvent.click(button);
      fireEvent.click(button);
    });
    expect(api.calls.filter((c) => c.startsWith('claim'))).toEqual(['claim:42']);
    expect(await screen.findByTestId('raffle-claim-done')).toHaveTextContent(
      /Prize claimed: .*888\.00 added to your balance/,
    );
    expect(changed).toBe(1);
    expect(screen.queryByTestId('raffle-claim')).toBeNull();
  });

  it('shows a claimed prize without the button, a refused claim with the server message, and a failed check', async () => {
    const claimed = await show(
      details(drawn(true), 'claimed', { state: 'won', rewardState: 'claimed', rewardId: 5 }),
      fakeApi(),
    );
    expect(screen.queryByTestId('raffle-claim')).toBeNull();
    expect(screen.getByTestId('raffle-result')).toHaveTextContent('Prize claimed');
    claimed.unmount();

    const api = fakeApi({
      claim: async () => {
        throw new ApiProblem('badRequest', 'There is no raffle prize to claim', 409, 'RAFFLE_NOTHING_TO_CLAIM');
      },
      verify: async () => ({ ok: false, hashMatches: false, winnersMatch: true, recomputed: [] }),
    });
    await show(details(drawn(true), 'claimPayout', { state: 'won', rewardState: 'claimable', rewardId: 5 }), api);
    await act(async () => fireEvent.click(screen.getByTestId('raffle-claim')));
    expect(await screen.findByTestId('raffle-claim-error')).toHaveTextContent('There is no raffle prize to claim');
    await act(async () => fireEvent.click(screen.getByTestId('raffle-verify')));
    expect(await screen.findByTestId('raffle-verify-result')).toHaveTextContent(
      'The revealed seed does not match the published hash.',
    );
  });

  it('tells a member who lost, and shows the empty state of a raffle without winners', async () => {
    const lost = await show(details(drawn(false), 'close', { state: 'lost' }), fakeApi());
    expect(screen.getByTestId('raffle-result')).toHaveTextContent('Your tickets did not win this time.');
    expect(screen.queryByTestId('raffle-winner-me')).toBeNull();
    lost.unmount();
    await show(
      details(
        raffleView({
          drawn: true,
          drawnAt: '2026-11-20T12:00:00.000Z',
          serverSeed: SEED,
          clientSeed: CLIENT,
          totalTickets: 0,
          myTickets: 0,
        }),
        'close',
        null,
      ),
      fakeApi(),
      'TW',
    );
    expect(screen.getByTestId('raffle-no-winners')).toHaveTextContent('沒有中獎者');
    expect(screen.getByTestId('raffle-countdown')).toHaveTextContent('開獎於');
  });
});
