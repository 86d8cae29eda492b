/**
 * The reward center (spec section 2 member center; docs/rewards.md "Reward center"): the claimable
 * rewards and the history (claimed, expired) in two tabs, filtered by source and paged; each a
 * card with its source's icon and name, title, amount, turnover multiple and the time left before
 * it expires; the claim button disables while the claim is on its way and shows the result. The
 * claimable count and total head the page; the header's badge follows the server's live counts.
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { money } from '../../../../contract/money';
import type { Reward, RewardSource } from '../../../../contract/types';
import { Paginator } from '../../../components/Paginator';
import { primaryButton } from '../../../components/styles';
import { Tabs, tabPanelProps, useTabsId } from '../../../components/Tabs';
import type { CenterPageProps } from '../../../renderers/CenterPageRenderer';
import { useStores } from '../../../stores';
import { REWARD_PAGE_SIZE, type RewardTab } from '../../../stores/rewards/RewardCenterStore';
import { Notice, StatusPill } from '../../../ui/kit';
import { formatTime } from '../../../shared/time';
import { EmptyState, PageHeader, Skeleton, SourceBadge, SOURCE_LOOK, Tiles, timeLeft } from '../../../ui/rewardUi';

const SOURCES = Object.keys(SOURCE_LOOK) as RewardSource[];

const cardCss = css`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  gap: 6px 14px;
  align-items: center;
  padding: 16px 18px;
  border-radius: var(--r-lg);
  border: 1px solid var(--c-border);
  background: var(--c-surface);
  box-shadow: var(--shadow-card);
`;
const metaRow = css`
  display: flex;
  flex-wrap: wrap;
  gap: 6px 14px;
  font-size: 12px;
  color: var(--c-muted);
`;

/** One reward card. */
const RewardCard = observer(function RewardCard({ reward, now }: { reward: Reward; now: number }) {
  const { t, i18n } = useTranslation();
  const { rewardCenter, wallet } = useStores();
  const lang = i18n.language;
  const symbol = wallet.symbol;
  const result = rewardCenter.results[reward.id];
  const busy = rewardCenter.claiming(reward.id);
  const left = reward.state === 'claimable' && reward.expiresAt ? timeLeft(reward.expiresAt, now, t) : null;
  const soon = reward.expiresAt !== null && Date.parse(reward.expiresAt) - now < 86_400_000;
  const when =
    reward.state === 'claimed'
      ? t('rewardCenter.center.claimedAt', { time: formatTime(reward.claimedAt, lang) })
      : reward.state === 'expired'
        ? t('rewardCenter.center.expiredAt', { time: formatTime(reward.expiresAt, lang) })
        : left
          ? t('rewardCenter.center.expiresIn', { time: left })
          : t('rewardCenter.center.noExpiry');
  return (
    <article
      css={[
        cardCss,
        reward.state !== 'claimable'
          ? css`
              opacity: 0.86;
            `
          : null,
      ]}
      data-testid={`reward-${reward.id}`}
      aria-label={reward.title}
    >
      <SourceBadge source={reward.source} />
      <div
        css={css`
          min-width: 0;
        `}
      >
        <div
          css={css`
            font-size: 12px;
            font-weight: 700;
            color: ${SOURCE_LOOK[reward.source].color};
          `}
        >
          {t(`rewardCenter.sources.${reward.source}`)}
        </div>
        <div
          css={css`
            font-weight: 700;
            font-size: 15px;
            overflow: hidden;
            text-overflow: ellipsis;
            white-space: nowrap;
          `}
          title={reward.title}
        >
          {reward.title}
        </div>
        <div css={metaRow}>
          <span>
            {reward.multiple > 0
              ? t('rewardCenter.center.turnover', { multiple: reward.multiple })
              : t('rewardCenter.center.noTurnover')}
          </span>
          <span
            css={
              left && soon
                ? css`
                    color: var(--c-danger);
                    font-weight: 700;
                  `
                : undefined
            }
            data-testid="reward-expiry"
          >
            {when}
          </span>
        </div>
      </div>
      <div
        css={css`
          display: grid;
          justify-items: end;
          gap: 8px;
        `}
      >
        <strong
          css={css`
            font-size: 22px;
            font-weight: 800;
            color: var(--c-gold);
            font-variant-numeric: tabular-nums;
            white-space: nowrap;
          `}
        >
          {money(reward.amount, lang, symbol)}
        </strong>
        {reward.state === 'claimable' ? (
          <button
            type="button"
            css={[
              primaryButton,
              css`
                height: 34px;
                min-width: 96px;
              `,
            ]}
            disabled={busy}
            aria-busy={busy}
            onClick={() => void rewardCenter.claim(reward.id)}
            data-testid={`claim-${reward.id}`}
          >
            {busy ? t('rewardCenter.center.claiming') : t('rewardCenter.center.claim')}
          </button>
        ) : (
          <StatusPill tone={reward.state === 'claimed' ? 'good' : 'neutral'}>
            {t(`rewardCenter.center.state.${reward.state}`)}
          </StatusPill>
        )}
      </div>
      {result && !result.ok ? (
        <div
          css={css`
            grid-column: 1 / -1;
          `}
        >
          <Notice tone="bad" testId={`claim-result-${reward.id}`}>
            {result.message ?? t('rewardCenter.center.claimFailed')}
          </Notice>
        </div>
      ) : null}
    </article>
  );
});

export default observer(function RewardCenterPage(_props: CenterPageProps) {
  const { t, i18n } = useTranslation();
  const { rewardCenter, wallet } = useStores();
  const tabsId = useTabsId();
  const [now, setNow] = useState(() => Date.now());
  const lang = i18n.language;

  useEffect(() => {
    void rewardCenter.load();
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => {
      clearInterval(timer);
      rewardCenter.reset();
    };
  }, [rewardCenter, lang]);

  // a claim elsewhere (another tab) or a new reward changes the live badge: the list follows it
  const badge = wallet.rewardCount;
  useEffect(() => {
    if (rewardCenter.list.data && rewardCenter.list.data.claimableCount !== badge) void rewardCenter.load();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- follows the live badge only; the list is read at that moment
  }, [badge]);

  const data = rewardCenter.list.data;
  const claimed = rewardCenter.lastClaim;
  const tabs: { id: RewardTab; label: string }[] = [
    { id: 'claimable', label: t('rewardCenter.center.tabs.claimable') },
    { id: 'history', label: t('rewardCenter.center.tabs.history') },
  ];

  return (
    <div data-testid="reward-center-page">
      <PageHeader
        icon="rewardCenter"
        title={t('rewardCenter.center.title')}
        subtitle={t('rewardCenter.center.subtitle')}
      />
      <Tiles
        items={[
          {
            label: t('rewardCenter.center.claimableCount'),
            value: data ? data.claimableCount : '—',
            testId: 'claimable-count',
          },
          {
            label: t('rewardCenter.center.claimableTotal'),
            value: data ? money(data.claimableTotal, lang, wallet.symbol) : '—',
            accent: true,
            testId: 'claimable-total',
          },
        ]}
      />
      {claimed ? (
        <Notice tone="good" testId="claim-success">
          {Number(claimed.bonus.required) > 0
            ? t('rewardCenter.center.claimed', {
                amount: money(claimed.reward.amount, lang, wallet.symbol),
                required: money(claimed.bonus.required, lang, wallet.symbol),
              })
            : t('rewardCenter.center.claimedNoTurnover', { amount: money(claimed.reward.amount, lang, wallet.symbol) })}
        </Notice>
      ) : null}
      <div
        css={css`
          display: flex;
          gap: 12px;
          align-items: center;
          margin-bottom: 14px;
        `}
      >
        <div
          css={css`
            flex: 0 1 320px;
          `}
        >
          <Tabs
            items={tabs}
            value={rewardCenter.tab}
            onChange={(tab) => void rewardCenter.setTab(tab)}
            label={t('rewardCenter.center.tabsLabel')}
            baseId={tabsId}
          />
        </div>
        <label
          css={css`
            margin-left: auto;
            display: flex;
            align-items: center;
            gap: 8px;
            font-size: 13px;
            color: var(--c-muted);
          `}
        >
          {t('rewardCenter.center.sourceFilter')}
          <select
            value={rewardCenter.source ?? ''}
            onChange={(e) => void rewardCenter.setSource(e.target.value || null)}
            data-testid="reward-source"
            css={css`
              height: 36px;
              padding: 0 10px;
              border-radius: var(--r-md, 10px);
              border: 1px solid var(--c-border);
              background: var(--c-surface);
              color: var(--c-text);
            `}
          >
            <option value="">{t('rewardCenter.center.allSources')}</option>
            {SOURCES.map((s) => (
              <option key={s} value={s}>
                {t(`rewardCenter.sources.${s}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div {...tabPanelProps(tabsId, rewardCenter.tab)}>
        {rewardCenter.list.failed ? (
          <div
            role="alert"
            css={css`
              display: grid;
              gap: 10px;
              justify-items: start;
              color: var(--c-muted);
            `}
          >
            <span>{rewardCenter.list.errorText(t('rewardCenter.center.loadFailed'))}</span>
            <button type="button" css={primaryButton} onClick={() => rewardCenter.list.reload()}>
              {t('wallet.center.retry')}
            </button>
          </div>
        ) : !data ? (
          <Skeleton rows={3} />
        ) : data.list.length === 0 ? (
          rewardCenter.tab === 'claimable' ? (
            <EmptyState
              icon="gift"
              text={t('rewardCenter.center.emptyClaimable')}
              hint={t('rewardCenter.center.emptyClaimableHint')}
              testId="rewards-empty"
            />
          ) : (
            <EmptyState icon="clock" text={t('rewardCenter.center.emptyHistory')} testId="rewards-empty" />
          )
        ) : (
          <>
            <div
              css={css`
                display: grid;
                gap: 12px;
              `}
              aria-busy={rewardCenter.list.loading}
            >
              {data.list.map((r) => (
                <RewardCard key={r.id} reward={r} now={now} />
              ))}
            </div>
            {data.total > REWARD_PAGE_SIZE ? (
              <div
                css={css`
                  margin-top: 14px;
                `}
              >
                <Paginator
                  page={rewardCenter.page}
                  totalPages={Math.ceil(data.total / REWARD_PAGE_SIZE)}
                  onChange={(p) => void rewardCenter.setPage(p)}
                  label={t('rewardCenter.center.pages')}
                />
              </div>
            ) : null}
          </>
        )}
      </div>
    </div>
  );
});
