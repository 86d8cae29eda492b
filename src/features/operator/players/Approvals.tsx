/**
 * The checker's list of the players tab (README "Staff and roles" maker-checker): the merchant's
 * pending balance adjustments with approve / reject; a staff member's own requests show as theirs,
 * without the buttons (the server refuses a self-approval too). Shown to players.adjust only.
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { money } from '../../../../contract/money';
import { ghostButton, primaryButton } from '../../../components/styles';
import { formatConsoleTime } from '../../../shared/time';
import { useConsoleStores } from '../../../stores';
import { table } from '../../../ui/kit';
import { card, cardTitle, muted } from '../ui';
import { Notice } from './parts';

const k = (key: string) => `operator.console.players.${key}`;

/** The checker's list: pending balance adjustments, approve / reject (not one's own). */
export const PendingApprovals = observer(function PendingApprovals() {
  const { t, i18n } = useTranslation();
  const root = useConsoleStores();
  const store = root.players;
  const lang = i18n.language;
  const me = root.identity?.username;
  const list = store.pending?.list ?? [];
  return (
    <div css={card} data-testid="players-approvals">
      <div
        css={css`
          display: flex;
          align-items: center;
          gap: 12px;
        `}
      >
        <h2 css={cardTitle}>{t(k('approvals.title'))}</h2>
        <button
          type="button"
          css={[
            ghostButton,
            css`
              margin-left: auto;
              height: 30px;
              padding: 0 12px;
              font-size: 13px;
            `,
          ]}
          disabled={store.pendingLoading}
          onClick={() => void store.loadPending()}
        >
          {t(k('approvals.refresh'))}
        </button>
      </div>
      <p css={muted}>{t(k('approvals.intro'))}</p>
      {store.openId === null && store.notice ? (
        <Notice ok={store.notice.ok} text={store.notice.text || t(k('actions.failed'))} />
      ) : null}
      {store.pendingLoading && !store.pending ? <p css={muted}>{t(k('loading'))}</p> : null}
      {store.pendingError !== null ? <Notice ok={false} text={store.pendingError || t(k('loadFailed'))} /> : null}
      {store.pending && list.length === 0 ? <p css={muted}>{t(k('approvals.empty'))}</p> : null}
      {list.length > 0 ? (
        <table css={table}>
          <thead>
            <tr>
              <th>{t(k('approvals.member'))}</th>
              <th>{t(k('approvals.request'))}</th>
              <th>{t(k('approvals.askedBy'))}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {list.map((a) => (
              <tr key={a.id} data-testid={`approval-${a.id}`}>
                <td>
                  <strong>{a.username}</strong>
                </td>
                <td>
                  {t(k('adjust.line'), {
                    direction: t(k(`adjust.${a.direction}`)),
                    amount: money(a.amount, lang),
                    reason: a.reason,
                  })}
                </td>
                <td data-nowrap="">
                  {a.requestedBy} · {formatConsoleTime(a.requestedAt, lang, 'minute')}
                </td>
                <td data-nowrap="">
                  {a.requestedBy === me ? (
                    <span css={muted}>{t(k('approvals.yours'))}</span>
                  ) : (
                    <span
                      css={css`
                        display: inline-flex;
                        gap: 8px;
                      `}
                    >
                      <button
                        type="button"
                        css={[
                          primaryButton,
                          css`
                            height: 30px;
                            padding: 0 12px;
                            font-size: 13px;
                          `,
                        ]}
                        disabled={store.acting}
                        onClick={() => void store.decide(a.id, 'approve', t(k('approvals.approved')))}
                        data-testid={`approve-${a.id}`}
                      >
                        {t(k('approvals.approve'))}
                      </button>
                      <button
                        type="button"
                        css={[
                          ghostButton,
                          css`
                            height: 30px;
                            padding: 0 12px;
                            font-size: 13px;
                          `,
                        ]}
                        disabled={store.acting}
                        onClick={() => void store.decide(a.id, 'reject', t(k('approvals.rejected')))}
                        data-testid={`reject-${a.id}`}
                      >
                        {t(k('approvals.reject'))}
                      </button>
                    </span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </div>
  );
});
