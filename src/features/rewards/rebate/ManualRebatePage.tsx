/**
 * Manual rebate (spec section 2 header account menu, MANPLAYREB3; docs/rewards.md "Manual
 * rebate"): the member's VIP level, the rebate to claim and the valid bet since the last claim,
 * per game category the rate, valid bet and rebate, the minimum and the turnover multiple, the
 * claim button (a new requestId per click; disabled while on its way or below the minimum) with
 * its result, and the paged claim history.
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { money, toMinor } from '../../../../contract/money';
import type { RebateInfo } from '../../../../contract/types';
import { Icon } from '../../../components/Icon';
import { Paginator } from '../../../components/Paginator';
import { primaryButton } from '../../../components/styles';
import type { CenterPageProps } from '../../../renderers/CenterPageRenderer';
import { useStores } from '../../../stores';
import { REBATE_PAGE_SIZE } from '../../../stores/rewards/RebateStore';
import { newRequestId } from '../../../shared/requestId';
import { Card, Notice, StatusPill, table } from '../../../ui/kit';
import { formatTime } from '../../../shared/time';
import { EmptyState, PageHeader, Skeleton, Tiles } from '../../../ui/rewardUi';

const minorOf = (text: string) => toMinor(text) ?? 0n;

/** The claim panel: the rebate to claim, its rules and the button. */
const ClaimPanel = observer(function ClaimPanel({ info }: { info: RebateInfo }) {
  const { t, i18n } = useTranslation();
  const { rebate, wallet } = useStores();
  const lang = i18n.language;
  const symbol = wallet.symbol;
  const amount = minorOf(info.claimable);
  const below = amount < minorOf(info.minClaim);
  const result = rebate.result;
  return (
    <section
      aria-label={t('rewardCenter.rebate.claimable')}
      css={css`
        display: grid;
        grid-template-columns: minmax(0, 1fr) auto;
        gap: 10px 18px;
        align-items: center;
        padding: 20px 22px;
        margin-bottom: 18px;
        border-radius: var(--r-lg);
        border: 1px solid color-mix(in srgb, var(--c-gold) 40%, var(--c-border));
        background: linear-gradient(
          135deg,
          color-mix(in srgb, var(--c-gold) 16%, var(--c-surface)),
          var(--c-surface) 70%
        );
      `}
    >
      <div>
        <div
          css={css`
            font-size: 13px;
            color: var(--c-muted);
          `}
        >
          {t('rewardCenter.rebate.claimable')}
        </div>
        <div
          data-testid="rebate-claimable"
          css={css`
            font-size: 32px;
            font-weight: 800;
            color: var(--c-gold);
            font-variant-numeric: tabular-nums;
          `}
        >
          {money(info.claimable, lang, symbol)}
        </div>
        <div
          css={css`
            display: flex;
            flex-wrap: wrap;
            gap: 6px 16px;
            font-size: 12px;
            color: var(--c-muted);
            margin-top: 4px;
          `}
        >
          <span>{t('rewardCenter.rebate.minimum', { amount: money(info.minClaim, lang, symbol) })}</span>
          <span>
            {info.multiple > 0
              ? t('rewardCenter.rebate.multiple', { multiple: info.multiple })
              : t('rewardCenter.rebate.noMultiple')}
          </span>
          <span>
            {info.lastClaimAt
              ? t('rewardCenter.rebate.lastClaim', { time: formatTime(info.lastClaimAt, lang) })
              : t('rewardCenter.rebate.neverClaimed')}
          </span>
        </div>
      </div>
      <div
        css={css`
          display: grid;
          justify-items: end;
          gap: 6px;
        `}
      >
        <button
          type="button"
          css={[
            primaryButton,
            css`
              height: 44px;
              min-width: 150px;
              font-size: 15px;
            `,
          ]}
          disabled={rebate.claiming || below}
          aria-busy={rebate.claiming}
          onClick={() => void rebate.claim(newRequestId())}
          data-testid="rebate-claim"
        >
          {rebate.claiming ? t('rewardCenter.rebate.claiming') : t('rewardCenter.rebate.claim')}
        </button>
        {below ? (
          <span
            css={css`
              font-size: 12px;
              color: var(--c-muted);
            `}
          >
            {t('rewardCenter.rebate.belowMinimum', { amount: money(info.minClaim, lang, symbol) })}
          </span>
        ) : null}
      </div>
      {result ? (
        <div
          css={css`
            grid-column: 1 / -1;
          `}
        >
          {result.ok ? (
            <Notice tone="good" testId="rebate-result">
              {t('rewardCenter.rebate.claimed', { amount: money(result.answer.claim.amount, lang, symbol) })}
            </Notice>
          ) : (
            <Notice tone="bad" testId="rebate-result">
              {result.message ?? t('rewardCenter.rebate.claimFailed')}
            </Notice>
          )}
        </div>
      ) : null}
    </section>
  );
});

export default observer(function ManualRebatePage(_props: CenterPageProps) {
  const { t, i18n } = useTranslation();
  const { rebate, wallet } = useStores();
  const lang = i18n.language;
  const symbol = wallet.symbol;

  useEffect(() => {
    void rebate.loadInfo();
    void rebate.loadClaims();
    return () => rebate.reset();
  }, [rebate, lang]);

  const info = rebate.info.data;
  const claims = rebate.claims.data;

  return (
    <div data-testid="manual-rebate-page">
      <PageHeader
        icon="manualRebate"
        title={t('rewardCenter.rebate.title')}
        subtitle={t('rewardCenter.rebate.subtitle')}
      />
      {rebate.info.failed ? (
        <div
          role="alert"
          css={css`
            display: grid;
            gap: 10px;
            justify-items: start;
            color: var(--c-muted);
          `}
        >
          <span>{rebate.info.errorText(t('rewardCenter.rebate.loadFailed'))}</span>
          <button type="button" css={primaryButton} onClick={() => rebate.info.reload()}>
            {t('wallet.center.retry')}
          </button>
        </div>
      ) : !info ? (
        <Skeleton rows={3} height={96} />
      ) : (
        <>
          <Tiles
            items={[
              {
                label: t('rewardCenter.rebate.level'),
                value: (
                  <span
                    css={css`
                      display: inline-flex;
                      align-items: center;
                      gap: 8px;
                    `}
                  >
                    <Icon name="vip" size={20} />
                    {info.vipName ?? t('rewardCenter.vip.level', { level: info.vipLevel })}
                  </span>
                ),
                testId: 'rebate-level',
              },
              {
                label: t('rewardCenter.rebate.validBet'),
                value: money(info.validBet, lang, symbol),
                testId: 'rebate-valid-bet',
              },
            ]}
          />
          <ClaimPanel info={info} />
          <Card title={t('rewardCenter.rebate.byCategory')} testId="rebate-categories">
            <table css={table}>
              <thead>
                <tr>
                  <th>{t('rewardCenter.rebate.category')}</th>
                  <th data-num="">{t('rewardCenter.rebate.rate')}</th>
                  <th data-num="">{t('rewardCenter.rebate.categoryValidBet')}</th>
                  <th data-num="">{t('rewardCenter.rebate.accrued')}</th>
                </tr>
              </thead>
              <tbody>
                {info.categories.map((c) => (
                  <tr key={c.category} data-testid={`rebate-row-${c.category}`}>
                    <td>{t(`categories.${c.category}`)}</td>
                    <td data-num="">{c.rate} %</td>
                    <td data-num="">{money(c.validBet, lang, symbol)}</td>
                    <td
                      data-num=""
                      css={css`
                        font-weight: 700;
                        color: ${minorOf(c.accrued) > 0n ? 'var(--c-gold)' : 'inherit'};
                      `}
                    >
                      {money(c.accrued, lang, symbol)}
                    </td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr
                  css={css`
                    td {
                      font-weight: 800;
                      padding: 11px 12px;
                    }
                  `}
                >
                  <td>{t('rewardCenter.rebate.total')}</td>
                  <td />
                  <td data-num="">{money(info.validBet, lang, symbol)}</td>
                  <td
                    data-num=""
                    css={css`
                      color: var(--c-gold);
                    `}
                  >
                    {money(info.claimable, lang, symbol)}
                  </td>
                </tr>
              </tfoot>
            </table>
          </Card>
        </>
      )}
      <div
        css={css`
          height: 16px;
        `}
      />
      <Card title={t('rewardCenter.rebate.history')} testId="rebate-history">
        {rebate.claims.failed ? (
          <Notice tone="bad">{rebate.claims.errorText(t('rewardCenter.rebate.loadFailed'))}</Notice>
        ) : !claims ? (
          <Skeleton rows={2} height={44} />
        ) : claims.list.length === 0 ? (
          <EmptyState icon="clock" text={t('rewardCenter.rebate.emptyHistory')} testId="rebate-history-empty" />
        ) : (
          <>
            <table css={table} aria-busy={rebate.claims.loading}>
              <thead>
                <tr>
                  <th>{t('rewardCenter.rebate.time')}</th>
                  <th>{t('rewardCenter.rebate.details')}</th>
                  <th data-num="">{t('rewardCenter.rebate.categoryValidBet')}</th>
                  <th data-num="">{t('rewardCenter.rebate.amount')}</th>
                </tr>
              </thead>
              <tbody>
                {claims.list.map((c) => (
                  <tr key={c.id}>
                    <td data-nowrap="">{formatTime(c.createdAt, lang)}</td>
                    <td>
                      <span
                        css={css`
                          display: flex;
                          flex-wrap: wrap;
                          gap: 4px;
                        `}
                      >
                        {c.details.map((d) => (
                          <StatusPill key={d.category} tone="neutral">
                            {t(`categories.${d.category}`)} {money(d.accrued, lang, symbol)}
                          </StatusPill>
                        ))}
                      </span>
                    </td>
                    <td data-num="">{money(c.validBet, lang, symbol)}</td>
                    <td
                      data-num=""
                      css={css`
                        font-weight: 800;
                        color: var(--c-success);
                      `}
                    >
                      +{money(c.amount, lang, symbol)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            {claims.total > REBATE_PAGE_SIZE ? (
              <div
                css={css`
                  margin-top: 12px;
                `}
              >
                <Paginator
                  page={rebate.page}
                  totalPages={Math.ceil(claims.total / REBATE_PAGE_SIZE)}
                  onChange={(p) => void rebate.setPage(p)}
                  label={t('rewardCenter.rebate.pages')}
                />
              </div>
            ) : null}
          </>
        )}
      </Card>
    </div>
  );
});
