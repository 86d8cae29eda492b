/**
 * /seaLottery, SEA 4D (docs/lottery.md sections 3 and 6): the next 4D draw with its countdown and
 * "Bet now" (/seaLottery?gameCode=), the latest sheet (1st, 2nd, 3rd prominently, 10 Special,
 * 10 Consolation), the Big and Small payout tables as the vendor publishes them, and the past draws
 * (date filter, pages, prize tables, seeds, verify link). Times in MYT.
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { BetTypeRule } from '../../../contract/types';
import { chip, primaryButton } from '../../components/styles';
import { useStores } from '../../stores';
import { formatDrawDateTime, formatLocalDate, SEA_TIME_ZONE, zoneName } from '../../stores/lottery/drawTime';
import { betNowLink } from '../../stores/lottery/lobbyRules';
import { LoadFailed, table } from '../../ui/kit';
import { EmptyState, Skeleton } from '../../ui/rewardUi';
import { PageHero } from '../shared/PageHero';
import { DrawCountdown } from './DrawCountdown';
import { formatDecimal } from '../../../contract/money';
import { lotteryPanel, mutedText, panelHead, useBetTypeName, useLotteryPage } from './lotteryUi';
import { ResultsPanel } from './ResultsPanel';
import { SeaSheetView } from './SeaSheetView';

/** A 4D bet type's payout table: each tier's return per 1 staked. */
function PayoutTable({ rule }: { rule: BetTypeRule }) {
  const { t, i18n } = useTranslation();
  const name = useBetTypeName();
  return (
    <div
      css={css`
        min-width: 0;
      `}
      data-testid="sea-payout"
      data-code={rule.code}
    >
      <h3
        css={css`
          margin: 0 0 6px;
          font-size: 15px;
          font-weight: 800;
        `}
      >
        {name(rule.code)}
      </h3>
      <table css={table}>
        <thead>
          <tr>
            <th>{t('lottery.sea.prize')}</th>
            <th data-num>{t('lottery.sea.pays')}</th>
          </tr>
        </thead>
        <tbody>
          {rule.tiers.map((tier) => (
            <tr key={tier.tier}>
              <td>{t(`lottery.tiers.${tier.tier}`, { defaultValue: tier.tier })}</td>
              <td
                data-num
                css={css`
                  font-weight: 800;
                  color: var(--c-gold);
                `}
              >
                {formatDecimal(tier.odds, i18n.language)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export const SeaLottery = observer(function SeaLottery() {
  const { t, i18n } = useTranslation();
  const { lottery } = useStores();
  const page = lottery.sea;
  const lang = i18n.language;

  useLotteryPage(page, 'sea');

  const game = page.game;
  const next = game?.next ?? null;
  const latest = game?.latest ?? null;
  const payouts = (page.detail.data?.betTypes ?? []).filter((b) => b.tiers.length > 0);

  return (
    <div
      css={css`
        display: flex;
        flex-direction: column;
        gap: 22px;
      `}
      data-testid="sea-lottery"
    >
      <PageHero icon="elott" title={t('lottery.sea.title')} text={t('lottery.sea.subtitle')} titleId="sea-title" />
      {page.games.length > 1 ? (
        <div
          role="group"
          css={css`
            display: flex;
            gap: 8px;
          `}
        >
          {page.games.map((g) => (
            <button
              key={g.gameCode}
              type="button"
              css={chip(g.gameCode === game?.gameCode)}
              aria-pressed={g.gameCode === game?.gameCode}
              onClick={() => void page.selectGame(g.gameCode)}
            >
              {g.name}
            </button>
          ))}
        </div>
      ) : null}
      {page.lobby.loading && !page.lobby.data ? (
        <Skeleton rows={2} height={180} />
      ) : page.lobby.failed ? (
        <LoadFailed
          message={page.lobby.errorText(t('lottery.error'))}
          onRetry={() => void page.load()}
          retryLabel={t('lottery.retry')}
        />
      ) : !game ? (
        <EmptyState
          icon="elott"
          text={t('lottery.sea.notOffered')}
          hint={t('lottery.sea.notOfferedHint')}
          testId="sea-not-offered"
        />
      ) : (
        <>
          <div
            css={css`
              display: grid;
              grid-template-columns: 340px minmax(0, 1fr);
              gap: 22px;
              align-items: stretch;
            `}
          >
            <section
              css={[
                lotteryPanel,
                css`
                  align-content: start;
                  background: var(--g-hero);
                  color: var(--c-on-vivid);
                  border: 0;
                `,
              ]}
              aria-labelledby="sea-next-title"
              data-testid="sea-next"
            >
              <h2
                id="sea-next-title"
                css={css`
                  margin: 0;
                  font-size: 15px;
                  font-weight: 800;
                  opacity: 0.85;
                `}
              >
                {t('lottery.sea.nextDraw')} · {game.name}
              </h2>
              {!game.published ? (
                <span>{t('lottery.card.notPublished')}</span>
              ) : next ? (
                <>
                  <strong
                    css={css`
                      font-size: 26px;
                      font-weight: 900;
                    `}
                  >
                    {next.label}
                  </strong>
                  <span
                    css={css`
                      font-size: 14px;
                    `}
                  >
                    {formatLocalDate(next.localDate, lang)}
                  </span>
                  <span
                    css={css`
                      font-size: 13px;
                      opacity: 0.85;
                    `}
                  >
                    {t('lottery.sea.drawAt', { time: formatDrawDateTime(next.drawAt, lang, SEA_TIME_ZONE) })}
                  </span>
                  <span
                    css={css`
                      font-size: 13px;
                      opacity: 0.85;
                    `}
                  >
                    {t('lottery.sea.closesAt', { time: formatDrawDateTime(next.closesAt, lang, SEA_TIME_ZONE) })}
                  </span>
                  <div
                    css={css`
                      padding: 10px 12px;
                      border-radius: var(--r-md);
                      background: color-mix(in srgb, var(--c-shade) 28%, transparent);
                      time {
                        color: var(--c-on-vivid) !important;
                        font-size: 16px !important;
                      }
                    `}
                  >
                    <DrawCountdown draw={next} />
                  </div>
                </>
              ) : (
                <span>{t('lottery.sea.noNext')}</span>
              )}
              <Link
                to={betNowLink(game)}
                css={[
                  primaryButton,
                  css`
                    text-decoration: none;
                  `,
                ]}
                data-testid="sea-bet-now"
              >
                {t('lottery.card.betNow')}
              </Link>
            </section>
            <section css={lotteryPanel} aria-labelledby="sea-latest-title" data-testid="sea-latest">
              <div css={panelHead}>
                <h2 id="sea-latest-title">{t('lottery.sea.latest')}</h2>
                {latest ? (
                  <span css={mutedText}>
                    {latest.label} · {formatLocalDate(latest.localDate, lang)}
                  </span>
                ) : null}
              </div>
              {latest && latest.status === 'drawn' ? (
                <SeaSheetView draw={latest} />
              ) : (
                <EmptyState icon="clock" text={t('lottery.sea.noLatest')} testId="sea-no-latest" />
              )}
            </section>
          </div>
          <section css={lotteryPanel} aria-labelledby="sea-payouts-title" data-testid="sea-payouts">
            <div css={panelHead}>
              <h2 id="sea-payouts-title">{t('lottery.sea.payouts')}</h2>
              <span css={mutedText}>{t('lottery.results.timesIn', { zone: zoneName(SEA_TIME_ZONE) })}</span>
            </div>
            {page.detail.loading && !page.detail.data && (next || latest) ? (
              <Skeleton rows={2} height={60} />
            ) : payouts.length === 0 ? (
              <span css={mutedText}>{t('lottery.sea.noPayouts')}</span>
            ) : (
              <div
                css={css`
                  display: grid;
                  grid-template-columns: repeat(${Math.min(payouts.length, 3)}, minmax(0, 1fr));
                  gap: 18px;
                `}
              >
                {payouts.map((rule) => (
                  <PayoutTable key={rule.code} rule={rule} />
                ))}
              </div>
            )}
          </section>
          <ResultsPanel results={page.results} game={game} title={t('lottery.sea.past')} />
        </>
      )}
    </div>
  );
});

export default SeaLottery;
