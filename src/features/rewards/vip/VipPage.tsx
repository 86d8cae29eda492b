/**
 * VIP (docs/rewards.md "VIP"; reached from the header's account menu and its VIP chip): the
 * member's level with its cumulative valid bet and deposits and a progress bar toward the next
 * level on each (both thresholds must be reached), then the level table (thresholds, level-up and
 * monthly gifts) and the rebate rate of every level per game category.
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { money, toMinor } from '../../../../contract/money';
import { GAME_CATEGORIES, type GameCategory, type VipInfo } from '../../../../contract/types';
import { Icon } from '../../../components/Icon';
import type { CenterPageProps } from '../../../renderers/CenterPageRenderer';
import { useStores } from '../../../stores';
import { Card, LoadFailed, Notice, StatusPill, table } from '../../../ui/kit';
import { PageHeader, ProgressBar, Skeleton } from '../../../ui/rewardUi';
import { VIP_TIER_COLOURS } from '../../../theme/palettes';

/** The tier colour of a level index (the fifth and above share the last). */
const tierOf = (index: number) => VIP_TIER_COLOURS[Math.min(index, VIP_TIER_COLOURS.length - 1)]!;

/** Progress (0..100) of `have` from the current threshold to the next one. */
function progress(have: string, from: string, to: string): number {
  const h = toMinor(have) ?? 0n;
  const f = toMinor(from) ?? 0n;
  const tt = toMinor(to) ?? 0n;
  if (tt <= f || h >= tt) return 100;
  if (h <= f) return 0;
  return Number(((h - f) * 1000n) / (tt - f)) / 10;
}

/** The member's level, totals and progress. */
const MyLevel = observer(function MyLevel({ info }: { info: VipInfo }) {
  const { t, i18n } = useTranslation();
  const { wallet } = useStores();
  const lang = i18n.language;
  const symbol = wallet.symbol;
  const me = info.me;
  const index = Math.max(
    0,
    info.levels.findIndex((l) => l.level === me.level),
  );
  const current = info.levels[index];
  const next = me.next ? info.levels.find((l) => l.level === me.next!.level) : undefined;
  const color = tierOf(index);
  const rows = next
    ? [
        {
          label: t('rewardCenter.vip.totalValidBet'),
          have: me.totalValidBet,
          need: me.next!.validBetNeeded,
          to: next.minValidBet,
          from: current?.minValidBet ?? '0',
          key: 'needValidBet' as const,
        },
        {
          label: t('rewardCenter.vip.totalDeposits'),
          have: me.totalDeposits,
          need: me.next!.depositsNeeded,
          to: next.minDeposits,
          from: current?.minDeposits ?? '0',
          key: 'needDeposits' as const,
        },
      ]
    : [];
  return (
    <section
      data-testid="vip-me"
      aria-label={t('rewardCenter.vip.current')}
      css={css`
        display: grid;
        grid-template-columns: 220px minmax(0, 1fr);
        gap: 22px;
        padding: 22px;
        margin-bottom: 18px;
        border-radius: var(--r-lg);
        border: 1px solid color-mix(in srgb, ${color} 45%, var(--c-border));
        background: linear-gradient(135deg, color-mix(in srgb, ${color} 20%, var(--c-surface)), var(--c-surface) 65%);
      `}
    >
      <div
        css={css`
          display: grid;
          justify-items: center;
          align-content: center;
          gap: 6px;
          text-align: center;
        `}
      >
        <span
          css={css`
            display: grid;
            place-items: center;
            width: 76px;
            height: 76px;
            border-radius: 50%;
            color: var(--c-on-vivid);
            background: linear-gradient(135deg, ${color}, color-mix(in srgb, ${color} 55%, var(--c-shade)));
            box-shadow: 0 8px 22px color-mix(in srgb, ${color} 45%, transparent);
          `}
        >
          <Icon name="vip" size={38} />
        </span>
        <span
          css={css`
            font-size: 12px;
            color: var(--c-muted);
          `}
        >
          {t('rewardCenter.vip.current')}
        </span>
        <strong
          data-testid="vip-level-name"
          css={css`
            font-size: 22px;
            font-weight: 800;
          `}
        >
          {me.name}
        </strong>
        <StatusPill tone="wait">{t('rewardCenter.vip.level', { level: me.level })}</StatusPill>
      </div>
      <div
        css={css`
          display: grid;
          align-content: center;
          gap: 16px;
        `}
      >
        {me.next ? (
          <>
            <div
              css={css`
                display: flex;
                justify-content: space-between;
                align-items: baseline;
                gap: 12px;
              `}
            >
              <strong
                css={css`
                  font-size: 16px;
                `}
              >
                {t('rewardCenter.vip.next', { name: me.next.name })}
              </strong>
              <span
                css={css`
                  font-size: 13px;
                  color: var(--c-muted);
                `}
                data-testid="vip-percent"
              >
                {t('rewardCenter.vip.progress', { percent: me.next.percent })}
              </span>
            </div>
            {rows.map((r) => {
              const done = (toMinor(r.need) ?? 0n) === 0n;
              return (
                <div
                  key={r.key}
                  css={css`
                    display: grid;
                    gap: 6px;
                  `}
                >
                  <div
                    css={css`
                      display: flex;
                      justify-content: space-between;
                      align-items: baseline;
                      gap: 12px;
                      font-size: 13px;
                    `}
                  >
                    <span
                      css={css`
                        color: var(--c-muted);
                      `}
                    >
                      {r.label}
                    </span>
                    <span
                      css={css`
                        white-space: nowrap;
                        font-variant-numeric: tabular-nums;
                      `}
                    >
                      <strong>{money(r.have, lang, symbol)}</strong> / {money(r.to, lang, symbol)}
                    </span>
                  </div>
                  <ProgressBar
                    percent={progress(r.have, r.from, r.to)}
                    label={r.label}
                    color={`linear-gradient(90deg, ${color}, ${tierOf(index + 1)})`}
                  />
                  <span
                    css={css`
                      justify-self: end;
                      font-size: 12px;
                      color: ${done ? 'var(--c-success)' : 'var(--c-muted)'};
                      font-weight: ${done ? 700 : 400};
                    `}
                  >
                    {done
                      ? t('rewardCenter.vip.reached')
                      : t(`rewardCenter.vip.${r.key}`, { amount: money(r.need, lang, symbol) })}
                  </span>
                </div>
              );
            })}
          </>
        ) : (
          <p
            css={css`
              margin: 0;
              font-size: 15px;
              font-weight: 700;
            `}
          >
            {t('rewardCenter.vip.top')}
          </p>
        )}
      </div>
    </section>
  );
});

export default observer(function VipPage(_props: CenterPageProps) {
  const { t, i18n } = useTranslation();
  const { vip, wallet } = useStores();
  const lang = i18n.language;
  const symbol = wallet.symbol;

  useEffect(() => {
    void vip.load();
  }, [vip, lang]);

  const info = vip.info.data;
  const categories: GameCategory[] = info
    ? GAME_CATEGORIES.filter((c) => info.levels.some((l) => l.rebateRates[c] !== undefined))
    : [];

  return (
    <div data-testid="vip-page">
      <PageHeader icon="vip" title={t('rewardCenter.vip.title')} subtitle={t('rewardCenter.vip.subtitle')} />
      {vip.info.failed ? (
        <LoadFailed message={vip.info.errorText(t('rewardCenter.vip.loadFailed'))} onRetry={() => vip.info.reload()} />
      ) : !info ? (
        <Skeleton rows={3} height={110} />
      ) : (
        <>
          {info.enabled ? <MyLevel info={info} /> : <Notice tone="info">{t('rewardCenter.vip.disabled')}</Notice>}
          <Card title={t('rewardCenter.vip.table')} testId="vip-levels">
            <table css={table}>
              <thead>
                <tr>
                  <th>{t('rewardCenter.vip.colLevel')}</th>
                  <th data-num="">{t('rewardCenter.vip.colValidBet')}</th>
                  <th data-num="">{t('rewardCenter.vip.colDeposits')}</th>
                  <th data-num="">{t('rewardCenter.vip.colLevelUpGift')}</th>
                  <th data-num="">{t('rewardCenter.vip.colMonthlyGift')}</th>
                </tr>
              </thead>
              <tbody>
                {info.levels.map((l, i) => {
                  const mine = info.enabled && l.level === info.me.level;
                  return (
                    <tr
                      key={l.level}
                      data-current={mine || undefined}
                      css={
                        mine
                          ? css`
                              background: color-mix(in srgb, var(--c-gold) 12%, transparent);
                            `
                          : undefined
                      }
                    >
                      <td>
                        <span
                          css={css`
                            display: inline-flex;
                            align-items: center;
                            gap: 8px;
                            font-weight: 700;
                          `}
                        >
                          <span
                            css={css`
                              color: ${tierOf(i)};
                              display: inline-flex;
                            `}
                          >
                            <Icon name="vip" size={18} />
                          </span>
                          {l.name}
                          {mine ? <StatusPill tone="wait">{t('rewardCenter.vip.you')}</StatusPill> : null}
                        </span>
                      </td>
                      <td data-num="">{money(l.minValidBet, lang, symbol)}</td>
                      <td data-num="">{money(l.minDeposits, lang, symbol)}</td>
                      <td
                        data-num=""
                        css={css`
                          color: var(--c-gold);
                          font-weight: 700;
                        `}
                      >
                        {(toMinor(l.levelUpGift) ?? 0n) > 0n ? money(l.levelUpGift, lang, symbol) : '—'}
                      </td>
                      <td
                        data-num=""
                        css={css`
                          color: var(--c-gold);
                          font-weight: 700;
                        `}
                      >
                        {(toMinor(l.monthlyGift) ?? 0n) > 0n ? money(l.monthlyGift, lang, symbol) : '—'}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </Card>
          <div
            css={css`
              height: 16px;
            `}
          />
          <Card title={t('rewardCenter.vip.rates')} testId="vip-rates">
            <div
              css={css`
                overflow-x: auto;
              `}
            >
              <table css={table}>
                <thead>
                  <tr>
                    <th>{t('rewardCenter.vip.colLevel')}</th>
                    {categories.map((c) => (
                      <th key={c} data-num="">
                        {t(`categories.${c}`)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {info.levels.map((l) => (
                    <tr key={l.level}>
                      <td
                        css={css`
                          font-weight: 700;
                          white-space: nowrap;
                        `}
                      >
                        {l.name}
                      </td>
                      {categories.map((c) => (
                        <td key={c} data-num="">
                          {l.rebateRates[c] ? `${l.rebateRates[c]} %` : '—'}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </Card>
        </>
      )}
    </div>
  );
});
