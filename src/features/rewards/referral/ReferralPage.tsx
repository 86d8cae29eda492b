/**
 * Invite friends (spec section 2 "referral", section 1 /register?referralCode=, section 9 QR code
 * size; docs/rewards.md "Referral"): the member's referral code and invitation link with its QR
 * code (qrcode.react, QR_SIZE) and copy buttons ('copied successfully'), the rules as steps, the
 * totals, and the invited friends (masked) with their state, valid bet and reward, filtered by
 * state and paged. Loading skeletons, empty states; light and dark through the theme variables.
 * A merchant without the referral promotion answers FEATURE_OFF, shown as the server's message.
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { QRCodeSVG } from 'qrcode.react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chip, ghostButton } from '../../../components/styles';
import type { CenterPageProps } from '../../../renderers/CenterPageRenderer';
import { useStores } from '../../../stores';
import { REFERRAL_STATES } from '../../../stores/rewards/ReferralStore';
import type { ReferralFriend, ReferralInfo, ReferralState, RewardState } from '../../../../contract/types';
import { QR_SIZE } from '../../../../contract/spec';
import {
  AgentLoad,
  EmptyState,
  Figure,
  figureGrid,
  PagedRows,
  useMoney,
  useResource,
  useTime,
} from '../../../ui/reportUi';
import { card, Notice, StatusPill, type Tone } from '../../../ui/kit';
import { QR_BACKGROUND } from '../../../theme/palettes';

const STATE_TONE: Record<ReferralState, Tone> = { registered: 'neutral', firstDeposit: 'wait', qualified: 'good' };
const REWARD_TONE: Record<RewardState, Tone> = { claimable: 'wait', claimed: 'good', expired: 'neutral' };

const mono = css`
  font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
`;
const small = css`
  height: 32px;
  padding: 0 14px;
  font-size: 12px;
`;

/** The code, the link, the QR code and the copy buttons. */
function ShareCard({ info, onCopy }: { info: ReferralInfo; onCopy(text: string): void }) {
  const { t } = useTranslation();
  return (
    <section
      data-testid="referral-share"
      aria-label={t('missions.referral.title')}
      css={[
        card,
        css`
          display: grid;
          grid-template-columns: minmax(0, 1fr) ${QR_SIZE + 24}px;
          gap: 24px;
          align-items: center;
          background: linear-gradient(
            135deg,
            color-mix(in srgb, var(--c-primary) 16%, var(--c-surface)),
            var(--c-surface) 60%
          );
        `,
      ]}
    >
      <div
        css={css`
          display: grid;
          gap: 14px;
          min-width: 0;
        `}
      >
        <p
          css={css`
            margin: 0;
            color: var(--c-muted);
            font-size: 13px;
            max-width: 620px;
          `}
        >
          {t('missions.referral.intro')}
        </p>
        <div
          css={css`
            display: grid;
            gap: 6px;
          `}
        >
          <span
            css={css`
              font-size: 12px;
              font-weight: 700;
              color: var(--c-muted);
            `}
          >
            {t('missions.referral.code')}
          </span>
          <div
            css={css`
              display: flex;
              flex-wrap: wrap;
              align-items: center;
              gap: 12px;
            `}
          >
            <strong
              data-testid="referral-code"
              css={[
                mono,
                css`
                  font-size: 28px;
                  letter-spacing: 4px;
                  color: var(--c-gold);
                `,
              ]}
            >
              {info.code}
            </strong>
            <button type="button" css={[ghostButton, small]} onClick={() => onCopy(info.code)} data-testid="copy-code">
              {t('missions.referral.copyCode')}
            </button>
          </div>
        </div>
        <div
          css={css`
            display: grid;
            gap: 6px;
          `}
        >
          <span
            css={css`
              font-size: 12px;
              font-weight: 700;
              color: var(--c-muted);
            `}
          >
            {t('missions.referral.link')}
          </span>
          <div
            css={css`
              display: flex;
              align-items: center;
              gap: 10px;
              min-width: 0;
            `}
          >
            <code
              data-testid="referral-link"
              css={[
                mono,
                css`
                  flex: 1;
                  min-width: 0;
                  padding: 8px 12px;
                  border-radius: var(--r-md, 10px);
                  border: 1px solid var(--c-border);
                  background: var(--c-bg, transparent);
                  font-size: 13px;
                  white-space: nowrap;
                  overflow: hidden;
                  text-overflow: ellipsis;
                `,
              ]}
              title={info.link}
            >
              {info.link}
            </code>
            <button type="button" css={[ghostButton, small]} onClick={() => onCopy(info.link)} data-testid="copy-link">
              {t('missions.referral.copyLink')}
            </button>
          </div>
        </div>
      </div>
      <div
        css={css`
          padding: 12px;
          border-radius: 12px;
          background: ${QR_BACKGROUND};
          box-shadow: var(--shadow-card);
          justify-self: end;
        `}
      >
        <QRCodeSVG value={info.link} size={QR_SIZE} level="M" title={t('missions.referral.qr')} />
      </div>
    </section>
  );
}

/** The rules as numbered steps. */
function Rules({ info }: { info: ReferralInfo }) {
  const { t } = useTranslation();
  const fmt = useMoney();
  const r = info.rules;
  const steps = [
    t('missions.referral.ruleRegister'),
    t('missions.referral.ruleDeposit', { amount: fmt(r.minFirstDeposit) }),
    t('missions.referral.ruleTurnover', { amount: fmt(r.minTurnover) }),
    t('missions.referral.ruleReward', {
      amount: fmt(r.rewardPerFriend),
      turnover:
        r.multiple > 0 ? t('missions.common.multiple', { multiple: r.multiple }) : t('missions.common.noTurnover'),
    }),
  ];
  return (
    <section css={card} aria-label={t('missions.referral.rulesTitle')} data-testid="referral-rules">
      <h4
        css={css`
          margin: 0 0 14px;
          font-size: 16px;
          font-weight: 800;
        `}
      >
        {t('missions.referral.rulesTitle')}
      </h4>
      <ol
        css={css`
          list-style: none;
          margin: 0;
          padding: 0;
          display: grid;
          grid-template-columns: repeat(4, minmax(0, 1fr));
          gap: 14px;
          counter-reset: step;
        `}
      >
        {steps.map((text) => (
          <li
            key={text}
            css={css`
              counter-increment: step;
              display: grid;
              gap: 8px;
              align-content: start;
              font-size: 13px;
              line-height: 1.5;
              &::before {
                content: counter(step);
                display: grid;
                place-items: center;
                width: 28px;
                height: 28px;
                border-radius: 50%;
                background: var(--c-primary);
                color: var(--c-on-primary);
                font-weight: 800;
              }
            `}
          >
            {text}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** One friend's row. */
function FriendRow({ f }: { f: ReferralFriend }) {
  const { t } = useTranslation();
  const fmt = useMoney();
  const time = useTime();
  return (
    <tr data-testid="referral-friend">
      <td css={mono}>{f.username}</td>
      <td data-nowrap="" title={time(f.registeredAt)}>
        {time(f.registeredAt).slice(0, 10)}
      </td>
      <td>
        <StatusPill tone={STATE_TONE[f.state]}>{t(`missions.referral.states.${f.state}`)}</StatusPill>
      </td>
      <td data-nowrap="" title={time(f.firstDepositAt)}>
        {f.firstDepositAt ? time(f.firstDepositAt).slice(0, 10) : '—'}
      </td>
      <td data-num="">{fmt(f.turnover)}</td>
      <td data-num="">
        {f.reward ? (
          <span
            css={css`
              display: inline-grid;
              justify-items: end;
              gap: 4px;
            `}
          >
            <strong>{fmt(f.reward)}</strong>
            {f.rewardState ? (
              <StatusPill tone={REWARD_TONE[f.rewardState]}>
                {t(`missions.referral.rewardStates.${f.rewardState}`)}
              </StatusPill>
            ) : null}
          </span>
        ) : (
          '—'
        )}
      </td>
    </tr>
  );
}

/** The friends card: state filter, table and paging. */
const Friends = observer(function Friends() {
  const { t } = useTranslation();
  const { referral } = useStores();
  const result = useResource(referral.friends, () => referral.loadFriends(), [], t('missions.common.loadFailed'));
  const states: (ReferralState | null)[] = [null, ...REFERRAL_STATES];
  return (
    <section css={card} aria-label={t('missions.referral.friendsTitle')} data-testid="referral-friends">
      <div
        css={css`
          display: flex;
          flex-wrap: wrap;
          align-items: center;
          justify-content: space-between;
          gap: 10px;
          margin-bottom: 12px;
        `}
      >
        <h4
          css={css`
            margin: 0;
            font-size: 16px;
            font-weight: 800;
          `}
        >
          {t('missions.referral.friendsTitle')}
        </h4>
        <div
          role="group"
          aria-label={t('missions.referral.columns.state')}
          css={css`
            display: flex;
            flex-wrap: wrap;
            gap: 8px;
          `}
        >
          {states.map((s) => (
            <button
              key={s ?? 'all'}
              type="button"
              css={chip(referral.state === s)}
              aria-pressed={referral.state === s}
              onClick={() => referral.setState(s)}
              data-testid={`friends-${s ?? 'all'}`}
            >
              {s ? t(`missions.referral.states.${s}`) : t('missions.referral.filterAll')}
            </button>
          ))}
        </div>
      </div>
      <AgentLoad result={result} rows={4}>
        {(page) =>
          page.total === 0 ? (
            <EmptyState text={t('missions.referral.noFriends')} hint={t('missions.referral.noFriendsHint')} />
          ) : (
            <PagedRows
              rows={page.list.length}
              total={page.total}
              page={referral.page}
              onPage={(p) => referral.setPage(p)}
              head={
                <tr>
                  <th>{t('missions.referral.columns.username')}</th>
                  <th>{t('missions.referral.columns.registeredAt')}</th>
                  <th>{t('missions.referral.columns.state')}</th>
                  <th>{t('missions.referral.columns.firstDepositAt')}</th>
                  <th data-num="">{t('missions.referral.columns.turnover')}</th>
                  <th data-num="">{t('missions.referral.columns.reward')}</th>
                </tr>
              }
            >
              {page.list.map((f, i) => (
                <FriendRow key={`${referral.page}-${i}`} f={f} />
              ))}
            </PagedRows>
          )
        }
      </AgentLoad>
    </section>
  );
});

/** The referral center page (default export: the center page registry loads it lazily). */
export default observer(function ReferralPage(_props: CenterPageProps) {
  const { t } = useTranslation();
  const { referral } = useStores();
  const fmt = useMoney();
  const info = useResource(referral.info, () => referral.loadInfo(), [], t('missions.common.loadFailed'));
  const [notice, setNotice] = useState<{ tone: 'good' | 'bad'; text: string } | null>(null);
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), 3000);
    return () => clearTimeout(timer);
  }, [notice]);
  const handleCopy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setNotice({ tone: 'good', text: t('missions.referral.copied') });
    } catch {
      setNotice({ tone: 'bad', text: t('missions.referral.copyFailed') });
    }
  };
  return (
    <div
      data-testid="referral-page"
      css={css`
        display: grid;
        grid-template-columns: minmax(0, 1fr);
        gap: 16px;
      `}
    >
      {notice ? (
        <Notice tone={notice.tone} testId={notice.tone === 'good' ? 'referral-copied' : 'referral-copy-failed'}>
          {notice.text}
        </Notice>
      ) : null}
      <AgentLoad result={info} cards={4} rows={3}>
        {(v) => (
          <div
            css={css`
              display: grid;
              gap: 16px;
            `}
          >
            <ShareCard info={v} onCopy={(text) => void handleCopy(text)} />
            <div
              css={[
                figureGrid,
                css`
                  grid-template-columns: repeat(4, minmax(0, 1fr));
                `,
              ]}
              data-testid="referral-totals"
            >
              <Figure label={t('missions.referral.totalsInvited')} value={String(v.totals.invited)} />
              <Figure label={t('missions.referral.totalsFirstDeposit')} value={String(v.totals.firstDeposit)} />
              <Figure
                label={t('missions.referral.totalsQualified')}
                value={String(v.totals.qualified)}
                tone="var(--c-success)"
              />
              <Figure label={t('missions.referral.totalsEarned')} value={fmt(v.totals.earned)} tone="var(--c-gold)" />
            </div>
            <Rules info={v} />
          </div>
        )}
      </AgentLoad>
      {info.data ? <Friends /> : null}
    </div>
  );
});
