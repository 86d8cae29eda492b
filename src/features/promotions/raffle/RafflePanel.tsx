/**
 * The raffle section of a promotion's details (docs/promotions.md "Raffles"; spec section 7's
 * raffle promotion claim), shown by the details modal when `details.raffle` is not null: the
 * member's tickets with how far the next one is, how tickets are earned, the draw time with a
 * countdown, the prizes, the published seed hash; after the draw the winners (my row highlighted),
 * the revealed server seed and client seed, "Verify the draw" (the public recomputation) and
 * "Claim prize" when the member won and has not claimed (then `onChanged()` reloads the details).
 * Money through contract/money.ts with the wallet's symbol; every text through i18next (raffle.*).
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fromMinor, money, toMinor } from '../../../../contract/money';
import type { PromotionDetails, RaffleVerify } from '../../../../contract/types';
import { Icon } from '../../../components/Icon';
import { ghostButton, primaryButton } from '../../../components/styles';
import { useStores } from '../../../stores';
import type { RaffleApi } from '../../../stores/promotions/PromotionsStore';
import { Notice, Pill, StatusPill, table } from '../../../ui/kit';
import { formatTime } from '../../../shared/time';
import { countdownText } from '../../../ui/Countdown';
import { EmptyState, PROGRESS_GRADIENT, ProgressBar, Skeleton } from '../../../ui/rewardUi';

export interface RafflePanelProps {
  /** The promotion's details; `details.raffle` is not null. */
  details: PromotionDetails;
  /** Called after the member claimed a prize or joined, so the page reloads the details. */
  onChanged: () => void;
  /** The raffle calls (tests pass a fake); the page's default client otherwise. */
  api?: RaffleApi;
}

const section = css`
  display: grid;
  gap: 10px;
  padding: 16px 18px;
  border-radius: var(--r-lg);
  border: 1px solid var(--c-border);
  background: var(--c-surface);
`;
const heading = css`
  display: flex;
  align-items: center;
  gap: 8px;
  margin: 0;
  font-size: 15px;
  font-weight: 800;
  color: var(--c-text);
`;
const tile = css`
  display: grid;
  gap: 4px;
  padding: 14px 16px;
  border-radius: var(--r-lg);
  border: 1px solid var(--c-border);
  background: var(--c-surface);
  min-width: 0;
`;
const tileLabel = css`
  font-size: 12px;
  color: var(--c-muted);
`;
const tileValue = css`
  font-size: 22px;
  font-weight: 800;
  font-variant-numeric: tabular-nums;
  color: var(--c-text);
`;
const mono = css`
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: 12.5px;
`;

/** A live countdown text to `to`; calls `onEnd` once when it is reached. */
function useCountdown(to: string, onEnd?: () => void): { left: number; text: string } {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = Date.parse(to) - now;
  const ended = useRef(left <= 0);
  useEffect(() => {
    if (left <= 0 && !ended.current) {
      ended.current = true;
      onEnd?.();
    }
  }, [left, onEnd]);
  return { left, text: countdownText(left, (count) => t('raffle.days', { count })) };
}

/** A seed: monospace, truncated in the middle with the whole value as a tooltip, and a copy button. */
function SeedLine({ label, value, testId }: { label: string; value: string | null; testId: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState<'ok' | 'failed' | null>(null);
  const copy = async () => {
    if (!value) return;
    try {
      await navigator.clipboard.writeText(value);
      setCopied('ok');
    } catch {
      setCopied('failed');
    }
  };
  const short = value && value.length > 28 ? `${value.slice(0, 14)}…${value.slice(-12)}` : value;
  return (
    <div
      css={css`
        display: grid;
        grid-template-columns: 220px minmax(0, 1fr) auto;
        gap: 10px;
        align-items: center;
      `}
    >
      <span css={tileLabel}>{label}</span>
      <code
        data-testid={testId}
        title={value ?? undefined}
        css={[
          mono,
          css`
            padding: 6px 10px;
            border-radius: var(--r-md, 10px);
            background: color-mix(in srgb, var(--c-text) 6%, transparent);
            color: ${value ? 'var(--c-text)' : 'var(--c-muted)'};
            overflow: hidden;
            text-overflow: ellipsis;
            white-space: nowrap;
          `,
        ]}
      >
        {short ?? t('raffle.seedHidden')}
      </code>
      {value ? (
        <button
          type="button"
          css={[
            ghostButton,
            css`
              height: 30px;
              padding: 0 12px;
              font-size: 12px;
            `,
          ]}
          onClick={() => void copy()}
          aria-label={`${t('raffle.copy')}: ${label}`}
          data-testid={`${testId}-copy`}
        >
          {copied === 'ok' ? t('raffle.copied') : copied === 'failed' ? t('raffle.copyFailed') : t('raffle.copy')}
        </button>
      ) : (
        <span />
      )}
    </div>
  );
}

/** A titled block of the panel. */
function Block({
  title,
  icon,
  children,
  testId,
}: {
  title: string;
  icon: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <section css={section} aria-label={title} data-testid={testId}>
      <h4 css={heading}>
        <Icon name={icon} size={18} />
        {title}
      </h4>
      {children}
    </section>
  );
}

const problemText = (err: unknown): string => (err instanceof Error ? err.message : String(err));

export const RafflePanel = observer(function RafflePanel({ details, onChanged, api }: RafflePanelProps) {
  const { t, i18n } = useTranslation();
  const { wallet, promotions } = useStores();
  const lang = i18n.language;
  const symbol = wallet.symbol;
  const calls = api ?? promotions.raffleCalls();
  const raffle = details.raffle;
  const promotion = details.promotion;
  const [verify, setVerify] = useState<{ busy: boolean; result: RaffleVerify | null; error: string | null }>({
    busy: false,
    result: null,
    error: null,
  });
  const [claim, setClaim] = useState<{ busy: boolean; done: string | null; error: string | null }>({
    busy: false,
    done: null,
    error: null,
  });
  // a second click before the first answer sends nothing (the server answers a repeat the same anyway)
  const claiming = useRef(false);
  const drawAt = raffle?.rule.drawAt ?? promotion.endsAt;
  // once the draw time passes, reload the details a little later to show the results
  const reloadAfterDraw = () => {
    if (!raffle?.drawn) setTimeout(onChanged, 5000);
  };
  const countdown = useCountdown(drawAt, reloadAfterDraw);

  if (!raffle) return <Skeleton rows={3} height={72} />;

  const cash = (amount: string) => money(amount, lang, symbol);
  const entry = promotion.entry;
  const status = raffle.drawn ? 'drawn' : Date.parse(promotion.endsAt) <= Date.now() ? 'waiting' : 'open';
  const mine = raffle.winners.find((w) => w.me) ?? null;

  // how far the next ticket is: only valid bet is counted on the entry (its progress), so only that way is computable
  let next: ReactNode = null;
  if (!raffle.drawn && entry && entry.state === 'joined') {
    const per = raffle.rule.ticketPerValidBet ? toMinor(raffle.rule.ticketPerValidBet) : null;
    const bet = toMinor(entry.progress) ?? 0n;
    if (raffle.myTickets >= raffle.rule.maxTickets)
      next = <Notice tone="good">{t('raffle.maxReached', { count: raffle.rule.maxTickets })}</Notice>;
    else if (per && per > 0n) {
      const into = bet % per;
      const percent = Number((into * 10_000n) / per) / 100;
      next = (
        <div
          css={css`
            display: grid;
            gap: 6px;
          `}
          data-testid="raffle-next-ticket"
        >
          <span
            css={css`
              font-size: 13px;
              color: var(--c-text);
            `}
          >
            {t('raffle.nextTicket', { amount: cash(fromMinor(per - into)) })}
          </span>
          <ProgressBar percent={percent} label={t('raffle.nextTicketLabel')} color={PROGRESS_GRADIENT} />
        </div>
      );
    }
  } else if (!raffle.drawn && promotion.state === 'joinNow')
    next = (
      <p
        css={css`
          margin: 0;
          font-size: 13px;
          color: var(--c-muted);
        `}
      >
        {t('raffle.joinToEarn')}
      </p>
    );

  const runVerify = async () => {
    setVerify({ busy: true, result: null, error: null });
    try {
      setVerify({ busy: false, result: await calls.verify(promotion.id), error: null });
    } catch (err) {
      setVerify({ busy: false, result: null, error: problemText(err) });
    }
  };
  const runClaim = async () => {
    if (claiming.current) return;
    claiming.current = true;
    setClaim({ busy: true, done: null, error: null });
    try {
      const answer = await calls.claim(promotion.id);
      setClaim({ busy: false, done: t('raffle.claimedDone', { amount: cash(answer.reward.amount) }), error: null });
      onChanged();
    } catch (err) {
      setClaim({ busy: false, done: null, error: problemText(err) });
    } finally {
      claiming.current = false;
    }
  };

  return (
    <div
      data-testid="raffle-panel"
      css={css`
        display: grid;
        gap: 14px;
      `}
    >
      <div
        css={css`
          display: flex;
          align-items: center;
          justify-content: space-between;
          gap: 12px;
        `}
      >
        <h3
          css={[
            heading,
            css`
              font-size: 18px;
            `,
          ]}
        >
          <Icon name="trophy" size={20} />
          {t('raffle.title')}
        </h3>
        <StatusPill tone={status === 'drawn' ? 'neutral' : status === 'waiting' ? 'wait' : 'good'}>
          {t(
            status === 'drawn'
              ? 'raffle.statusDrawn'
              : status === 'waiting'
                ? 'raffle.statusWaiting'
                : 'raffle.statusOpen',
          )}
        </StatusPill>
      </div>

      <div
        css={css`
          display: grid;
          grid-template-columns: repeat(3, minmax(0, 1fr));
          gap: 12px;
        `}
      >
        <div
          css={[
            tile,
            css`
              border-color: color-mix(in srgb, var(--c-gold) 45%, var(--c-border));
            `,
          ]}
        >
          <span css={tileLabel}>{t('raffle.myTickets')}</span>
          <strong
            css={[
              tileValue,
              css`
                color: var(--c-gold);
              `,
            ]}
            data-testid="raffle-my-tickets"
          >
            {raffle.myTickets}
          </strong>
        </div>
        <div css={tile}>
          <span css={tileLabel}>{t('raffle.totalTickets')}</span>
          <strong css={tileValue} data-testid="raffle-total-tickets">
            {raffle.totalTickets}
          </strong>
        </div>
        <div css={tile}>
          <span css={tileLabel}>{t('raffle.drawAt')}</span>
          <strong
            css={[
              tileValue,
              css`
                font-size: 16px;
              `,
            ]}
          >
            {formatTime(drawAt, lang)}
          </strong>
          <span
            css={css`
              font-size: 12px;
              font-weight: 700;
              color: ${raffle.drawn ? 'var(--c-muted)' : 'var(--c-primary)'};
              font-variant-numeric: tabular-nums;
            `}
            data-testid="raffle-countdown"
          >
            {raffle.drawn
              ? t('raffle.drawnAt', { time: formatTime(raffle.drawnAt, lang) })
              : countdown.left > 0
                ? t('raffle.drawIn', { time: countdown.text })
                : t('raffle.drawing')}
          </span>
        </div>
      </div>

      {raffle.drawn && entry ? (
        mine ? (
          <div
            data-testid="raffle-result"
            css={css`
              display: flex;
              align-items: center;
              justify-content: space-between;
              gap: 12px;
              padding: 14px 18px;
              border-radius: var(--r-lg);
              background: linear-gradient(
                90deg,
                color-mix(in srgb, var(--c-gold) 22%, transparent),
                color-mix(in srgb, var(--c-primary) 14%, transparent)
              );
              border: 1px solid color-mix(in srgb, var(--c-gold) 50%, transparent);
            `}
          >
            <strong
              css={css`
                font-size: 15px;
                color: var(--c-text);
              `}
            >
              {t('raffle.youWon', { prize: mine.prize, amount: cash(mine.amount) })}
            </strong>
            {promotion.state === 'claimed' || claim.done ? (
              <StatusPill tone="good">{t('raffle.claimed')}</StatusPill>
            ) : promotion.state === 'claimPayout' ? (
              <button
                type="button"
                css={primaryButton}
                disabled={claim.busy}
                aria-busy={claim.busy}
                onClick={() => void runClaim()}
                data-testid="raffle-claim"
              >
                {claim.busy ? t('raffle.claiming') : t('raffle.claim')}
              </button>
            ) : entry.rewardState === 'expired' ? (
              <StatusPill tone="neutral">{t('raffle.expired')}</StatusPill>
            ) : null}
          </div>
        ) : entry.state === 'lost' ? (
          <Notice tone="info" testId="raffle-result">
            {t('raffle.youLost')}
          </Notice>
        ) : null
      ) : null}
      {claim.done ? (
        <Notice tone="good" testId="raffle-claim-done">
          {claim.done}
        </Notice>
      ) : null}
      {claim.error ? (
        <Notice tone="bad" testId="raffle-claim-error">
          {claim.error}
        </Notice>
      ) : null}

      {!raffle.drawn ? (
        <Block title={t('raffle.earnTitle')} icon="star" testId="raffle-earn">
          <ul
            css={css`
              margin: 0;
              padding-left: 18px;
              display: grid;
              gap: 4px;
              font-size: 13px;
              color: var(--c-text);
            `}
          >
            {raffle.rule.ticketPerValidBet ? (
              <li>{t('raffle.earnValidBet', { amount: cash(raffle.rule.ticketPerValidBet) })}</li>
            ) : null}
            {raffle.rule.ticketPerDeposit ? (
              <li>{t('raffle.earnDeposit', { amount: cash(raffle.rule.ticketPerDeposit) })}</li>
            ) : null}
            <li>{t('raffle.earnMax', { count: raffle.rule.maxTickets })}</li>
          </ul>
          <p
            css={css`
              margin: 0;
              font-size: 12px;
              color: var(--c-muted);
            `}
          >
            {t('raffle.earnWhileJoined')}
          </p>
          {next}
        </Block>
      ) : null}

      <Block title={t('raffle.prizesTitle')} icon="gift" testId="raffle-prizes">
        <table css={table}>
          <thead>
            <tr>
              <th>{t('raffle.colRank')}</th>
              <th>{t('raffle.colPrize')}</th>
              <th data-num>{t('raffle.colAmount')}</th>
              <th data-num>{t('raffle.colCount')}</th>
            </tr>
          </thead>
          <tbody>
            {raffle.rule.prizes.map((p, i) => (
              <tr key={i}>
                <td data-nowrap>
                  <Pill colour={i === 0 ? 'var(--c-gold)' : 'var(--c-primary)'} small>
                    {t('raffle.rank', { rank: i + 1 })}
                  </Pill>
                </td>
                <td>{p.name}</td>
                <td
                  data-num
                  css={css`
                    font-weight: 700;
                    color: var(--c-gold);
                  `}
                >
                  {cash(p.amount)}
                </td>
                <td data-num>{t('raffle.prizeCount', { count: p.count })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Block>

      {raffle.drawn ? (
        <Block title={t('raffle.winnersTitle')} icon="trophy" testId="raffle-winners">
          {raffle.winners.length === 0 ? (
            <EmptyState
              icon="trophy"
              text={t('raffle.noWinners')}
              hint={t('raffle.noWinnersHint')}
              testId="raffle-no-winners"
            />
          ) : (
            <table css={table}>
              <thead>
                <tr>
                  <th>{t('raffle.colRank')}</th>
                  <th>{t('raffle.colPrize')}</th>
                  <th>{t('raffle.colMember')}</th>
                  <th data-num>{t('raffle.colTicket')}</th>
                  <th data-num>{t('raffle.colAmount')}</th>
                </tr>
              </thead>
              <tbody>
                {raffle.winners.map((w, i) => (
                  <tr
                    key={i}
                    data-me={w.me ? 'true' : undefined}
                    data-testid={w.me ? 'raffle-winner-me' : undefined}
                    css={
                      w.me
                        ? css`
                            background: color-mix(in srgb, var(--c-gold) 14%, transparent);
                          `
                        : undefined
                    }
                  >
                    <td data-nowrap>{t('raffle.rank', { rank: w.rank })}</td>
                    <td>{w.prize}</td>
                    <td data-nowrap>
                      <span
                        css={css`
                          display: inline-flex;
                          gap: 6px;
                          align-items: center;
                        `}
                      >
                        {w.username}
                        {w.me ? (
                          <Pill colour="var(--c-gold)" small>
                            {t('raffle.me')}
                          </Pill>
                        ) : null}
                      </span>
                    </td>
                    <td data-num css={mono}>
                      #{w.ticket}
                    </td>
                    <td
                      data-num
                      css={css`
                        font-weight: 700;
                        color: var(--c-gold);
                      `}
                    >
                      {cash(w.amount)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {raffle.entrants.length > 0 ? (
            <details>
              <summary
                css={css`
                  cursor: pointer;
                  font-size: 13px;
                  color: var(--c-primary);
                  font-weight: 700;
                `}
              >
                {t('raffle.entrantsTitle', { count: raffle.entrants.length })}
              </summary>
              <div
                css={css`
                  max-height: 220px;
                  overflow: auto;
                  margin-top: 8px;
                `}
              >
                <table css={table} data-testid="raffle-entrants">
                  <thead>
                    <tr>
                      <th>{t('raffle.colMember')}</th>
                      <th data-num>{t('raffle.colTickets')}</th>
                      <th data-num>{t('raffle.colRange')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {raffle.entrants.map((e, i) => (
                      <tr key={i}>
                        <td>{e.username}</td>
                        <td data-num>{e.tickets}</td>
                        <td data-num css={mono}>
                          #{e.firstTicket} – #{e.firstTicket + e.tickets - 1}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </details>
          ) : null}
        </Block>
      ) : null}

      <Block title={t('raffle.fairTitle')} icon="shield" testId="raffle-fairness">
        <p
          css={css`
            margin: 0;
            font-size: 12.5px;
            color: var(--c-muted);
            line-height: 1.6;
          `}
        >
          {t('raffle.fairIntro')}
        </p>
        <SeedLine label={t('raffle.seedHash')} value={raffle.serverSeedHash || null} testId="raffle-seed-hash" />
        <SeedLine label={t('raffle.serverSeed')} value={raffle.serverSeed} testId="raffle-server-seed" />
        {raffle.drawn ? (
          <SeedLine label={t('raffle.clientSeed')} value={raffle.clientSeed} testId="raffle-client-seed" />
        ) : null}
        {raffle.drawn ? (
          <div
            css={css`
              display: grid;
              gap: 8px;
              justify-items: start;
            `}
          >
            <button
              type="button"
              css={ghostButton}
              disabled={verify.busy}
              aria-busy={verify.busy}
              onClick={() => void runVerify()}
              data-testid="raffle-verify"
            >
              <Icon name="shield" size={16} />
              {verify.busy ? t('raffle.verifying') : t('raffle.verify')}
            </button>
            {verify.result ? (
              <Notice tone={verify.result.ok ? 'good' : 'bad'} testId="raffle-verify-result">
                {verify.result.ok
                  ? t('raffle.verifyOk')
                  : [
                      !verify.result.hashMatches ? t('raffle.verifyHashBad') : null,
                      !verify.result.winnersMatch ? t('raffle.verifyWinnersBad') : null,
                    ]
                      .filter(Boolean)
                      .join(' ')}
                {verify.result.recomputed.length > 0 ? (
                  <>
                    <br />
                    {t('raffle.verifyRecomputed', {
                      tickets: verify.result.recomputed.map((w) => `#${w.ticket}`).join(', '),
                    })}
                  </>
                ) : null}
              </Notice>
            ) : null}
            {verify.error ? (
              <Notice tone="bad" testId="raffle-verify-error">
                {verify.error}
              </Notice>
            ) : null}
          </div>
        ) : null}
      </Block>
    </div>
  );
});
