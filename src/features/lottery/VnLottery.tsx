/**
 * /vnLottery, Vietnam lottery (docs/lottery.md sections 2 and 6; spec section 7 "Vietnam menus",
 * "Vietnam numbers"): region tabs North / Central / South (Miền Bắc / Trung / Nam), the region's
 * draws of the next draw date (province, draw time in ICT, countdown, "Bet now" to
 * /vnLottery?gameCode=), the result sheet of a date (default the latest) in the regional layout
 * with the lô endings table and each draw's fairness data, and the region's bet types with their
 * odds and prices.
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { VnRegion } from '../../../contract/types';
import { ghostButton, primaryButton } from '../../components/styles';
import { inputBase } from '../../renderers/form/styles';
import { useStores } from '../../stores';
import { formatDrawTime, formatLocalDate, todayIn, VN_TIME_ZONE, zoneName } from '../../stores/lottery/drawTime';
import { betNowLink } from '../../stores/lottery/lobbyRules';
import { VN_REGIONS } from '../../stores/lottery/VnPageModel';
import { LoadFailed, Notice, table } from '../../ui/kit';
import { EmptyState, Skeleton } from '../../ui/rewardUi';
import { PageHero } from '../shared/PageHero';
import { FairnessBox } from './DrawSheet';
import { DrawCountdown } from './DrawCountdown';
import { lotteryPanel, mutedText, panelHead, useLotteryPage } from './lotteryUi';
import { VnBetTypes } from './VnBetTypes';
import { LoEndingsTable, NorthSheet, RegionalSheet } from './VnSheets';

const regionTab = (active: boolean) => css`
  flex: 1;
  display: grid;
  justify-items: center;
  gap: 2px;
  padding: 10px 12px;
  border-radius: var(--r-md);
  border: 1px solid ${active ? 'transparent' : 'var(--c-border)'};
  background: ${active ? 'var(--g-primary)' : 'var(--c-surface)'};
  color: ${active ? 'var(--c-on-primary)' : 'var(--c-text)'};
  cursor: pointer;
  transition: all 0.15s ease;
  &:hover {
    border-color: var(--c-primary);
  }
`;

export const VnLottery = observer(function VnLottery() {
  const { t, i18n } = useTranslation();
  const { lottery } = useStores();
  const page = lottery.vn;
  const lang = i18n.language;

  useLotteryPage(page, 'vn');

  const menu = page.regionMenu;
  const regionName = t(`lottery.regions.${page.region}`);
  const draws = menu?.draws ?? [];
  const drawDate = draws[0]?.localDate ?? null;
  const { date: sheetDate, draws: sheetDraws } = page.regionSheet;

  return (
    <div
      css={css`
        display: flex;
        flex-direction: column;
        gap: 22px;
      `}
      data-testid="vn-lottery"
    >
      <PageHero icon="elott" title={t('lottery.vn.title')} text={t('lottery.vn.subtitle')} titleId="vn-title" />
      <div
        role="tablist"
        aria-label={t('lottery.regions.label')}
        css={css`
          display: flex;
          gap: 10px;
        `}
      >
        {VN_REGIONS.map((r: VnRegion) => {
          const m = page.menus.data?.regions.find((x) => x.region === r);
          return (
            <button
              key={r}
              type="button"
              role="tab"
              aria-selected={page.region === r}
              css={regionTab(page.region === r)}
              onClick={() => page.setRegion(r)}
              data-testid={`region-${r}`}
            >
              <strong
                css={css`
                  font-size: 16px;
                `}
              >
                {t(`lottery.regions.${r}`)}
              </strong>
              <span
                css={css`
                  font-size: 12px;
                  opacity: 0.8;
                `}
              >
                {t(`lottery.regionsVi.${r}`)}
                {m ? ` · ${t('lottery.vn.dailyAt', { time: m.drawTime })}` : ''}
              </span>
            </button>
          );
        })}
      </div>
      {page.menus.failed && !page.menus.data ? (
        <LoadFailed
          message={page.menus.errorText(t('lottery.error'))}
          onRetry={() => void page.load()}
          retryLabel={t('lottery.retry')}
        />
      ) : null}
      <div
        css={css`
          display: grid;
          grid-template-columns: minmax(0, 1fr) 380px;
          gap: 22px;
          align-items: start;
        `}
      >
        <div
          css={css`
            display: grid;
            gap: 22px;
            min-width: 0;
          `}
        >
          <section css={lotteryPanel} aria-labelledby="vn-draws-title" data-testid="vn-draws">
            <div css={panelHead}>
              <h2 id="vn-draws-title">
                {drawDate && drawDate !== todayIn(VN_TIME_ZONE)
                  ? t('lottery.vn.nextDraws', { date: formatLocalDate(drawDate, lang) })
                  : t('lottery.vn.todayDraws')}
              </h2>
              <span css={mutedText}>{t('lottery.results.timesIn', { zone: zoneName(VN_TIME_ZONE) })}</span>
            </div>
            {page.menus.loading && !page.menus.data ? (
              <Skeleton rows={2} height={44} />
            ) : !menu && page.menus.data ? (
              <EmptyState icon="elott" text={t('lottery.vn.notOffered')} testId="vn-not-offered" />
            ) : draws.length === 0 ? (
              <EmptyState icon="clock" text={t('lottery.vn.noDraws')} testId="vn-no-draws" />
            ) : (
              <table css={table}>
                <thead>
                  <tr>
                    <th>{t('lottery.vn.province')}</th>
                    <th>{t('lottery.vn.drawTime')}</th>
                    <th>{t('lottery.vn.countdown')}</th>
                    <th />
                  </tr>
                </thead>
                <tbody>
                  {draws.map((d) => (
                    <tr key={d.drawId} data-testid="vn-draw-row">
                      <td
                        css={css`
                          font-weight: 800;
                          font-size: 14px;
                        `}
                      >
                        {d.label}
                      </td>
                      <td data-nowrap>{formatDrawTime(d.drawAt, lang, VN_TIME_ZONE)}</td>
                      <td>
                        <DrawCountdown draw={d} />
                      </td>
                      <td
                        css={css`
                          text-align: right;
                        `}
                      >
                        <Link
                          to={betNowLink({ gameCode: menu!.gameCode, lottoArea: 'VN' })}
                          css={[
                            primaryButton,
                            css`
                              height: 32px;
                              padding: 0 14px;
                              font-size: 13px;
                              text-decoration: none;
                            `,
                          ]}
                          data-testid="vn-bet-now"
                        >
                          {t('lottery.card.betNow')}
                        </Link>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>

          <section css={lotteryPanel} aria-labelledby="vn-sheet-title" data-testid="vn-sheet">
            <div css={panelHead}>
              <h2 id="vn-sheet-title">{t('lottery.vn.sheet', { region: regionName })}</h2>
              <div
                css={css`
                  display: flex;
                  align-items: center;
                  gap: 8px;
                `}
              >
                <label
                  css={css`
                    display: inline-flex;
                    align-items: center;
                    gap: 8px;
                    font-size: 13px;
                    color: var(--c-muted);
                  `}
                >
                  {t('lottery.vn.date')}
                  <input
                    type="date"
                    css={[
                      inputBase,
                      css`
                        width: 170px;
                        height: 36px;
                      `,
                    ]}
                    value={page.date ?? sheetDate ?? ''}
                    onChange={(e) => void page.setDate(e.target.value || null)}
                    data-testid="vn-date"
                  />
                </label>
                <button
                  type="button"
                  css={[
                    ghostButton,
                    css`
                      height: 36px;
                    `,
                  ]}
                  disabled={page.date === null}
                  onClick={() => void page.setDate(null)}
                >
                  {t('lottery.vn.latest')}
                </button>
              </div>
            </div>
            {sheetDate ? (
              <strong
                css={css`
                  font-size: 14px;
                `}
                data-testid="vn-sheet-date"
              >
                {formatLocalDate(sheetDate, lang)}
                {page.region === 'NORTH' && sheetDraws[0] ? ` · ${sheetDraws[0].label}` : ''}
              </strong>
            ) : null}
            {page.numbers.loading && !page.numbers.data ? (
              <Skeleton rows={4} height={40} />
            ) : page.numbers.failed ? (
              <Notice tone="bad">{page.numbers.errorText(t('lottery.error'))}</Notice>
            ) : sheetDraws.length === 0 ? (
              <EmptyState
                icon="clock"
                text={t('lottery.vn.noSheet')}
                hint={t('lottery.vn.noSheetHint')}
                testId="vn-no-sheet"
              />
            ) : (
              <div
                css={[
                  css`
                    display: grid;
                    gap: 16px;
                  `,
                  page.numbers.loading
                    ? css`
                        opacity: 0.6;
                      `
                    : null,
                ]}
              >
                {sheetDraws
                  .filter((d) => d.status === 'void')
                  .map((d) => (
                    <Notice key={d.drawId} tone="bad" testId="vn-void">
                      {d.label}:{' '}
                      {d.voidReason
                        ? t('lottery.results.voidReason', { reason: d.voidReason })
                        : t('lottery.results.voidNoReason')}
                    </Notice>
                  ))}
                {page.region === 'NORTH' ? <NorthSheet draw={sheetDraws[0]!} /> : <RegionalSheet draws={sheetDraws} />}
                <div
                  css={css`
                    display: grid;
                    gap: 6px;
                  `}
                >
                  <h3
                    css={css`
                      margin: 0;
                      font-size: 15px;
                      font-weight: 800;
                    `}
                  >
                    {t('lottery.vn.loTitle')}
                  </h3>
                  <span css={mutedText}>{t('lottery.vn.loHint')}</span>
                  <LoEndingsTable draws={sheetDraws} />
                </div>
                <div
                  css={css`
                    display: grid;
                    grid-template-columns: repeat(auto-fit, minmax(260px, 1fr));
                    gap: 10px;
                  `}
                >
                  {sheetDraws.map((d) => (
                    <details
                      key={d.drawId}
                      css={css`
                        font-size: 13px;
                        summary {
                          cursor: pointer;
                          font-weight: 700;
                          margin-bottom: 6px;
                        }
                      `}
                    >
                      <summary>
                        {t('lottery.results.fairness')} · {d.label}
                      </summary>
                      <FairnessBox draw={d} />
                    </details>
                  ))}
                </div>
              </div>
            )}
          </section>
        </div>
        <VnBetTypes menu={menu} regionName={regionName} loading={page.menus.loading && !page.menus.data} />
      </div>
    </div>
  );
});

export default VnLottery;
