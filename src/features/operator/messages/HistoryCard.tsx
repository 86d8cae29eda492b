/** The sent broadcasts of the console's Messages tab: paged, newest first, with audience, recipients and operator. */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { Broadcast } from '../../../../contract/types';
import { Paginator } from '../../../components/Paginator';
import { ghostButton } from '../../../components/styles';
import type { BroadcastStore } from '../../../stores/operator/BroadcastStore';
import { Bone } from '../../../ui/reportUi';
import { table } from '../../../ui/kit';
import { card, cardTitle, muted } from '../ui';
import { formatConsoleTime } from '../../../shared/time';
import { formatCount } from '../../../../contract/money';

/** An ISO instant as date and time in the console's language. */
const when = (iso: string, lang: 'TW' | 'EN') => formatConsoleTime(iso, lang);

export const HistoryCard = observer(function HistoryCard({ store }: { store: BroadcastStore }) {
  const { t, i18n } = useTranslation();
  const m = (key: string, params?: Record<string, unknown>) => t(`operator.console.messages.history.${key}`, params);
  const lang = i18n.language === 'EN' ? 'EN' : 'TW';
  const page = store.history;
  const audience = (b: Broadcast) =>
    b.audience === 'all'
      ? m('all')
      : b.audience === 'vipLevel'
        ? m('vipLevel', { level: b.vipLevel })
        : m('member', { username: b.username ?? m('removed') });
  return (
    <section css={card} data-testid="broadcast-history">
      <div>
        <h2 css={cardTitle}>{m('title')}</h2>
        <p
          css={[
            muted,
            css`
              font-size: 12px;
            `,
          ]}
        >
          {m('intro')}
        </p>
      </div>
      {store.historyError ? (
        <div
          role="alert"
          css={css`
            display: grid;
            gap: 10px;
            justify-items: start;
          `}
          data-testid="broadcast-history-error"
        >
          <span
            css={[
              muted,
              css`
                color: var(--c-danger);
              `,
            ]}
          >
            {store.historyError.message ?? t('operator.console.messages.notices.failed')}
          </span>
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
            onClick={() => void store.loadHistory(store.historyPage)}
          >
            {m('retry')}
          </button>
        </div>
      ) : null}
      {!page && !store.historyError ? (
        <div
          aria-busy="true"
          css={css`
            display: grid;
            gap: 12px;
          `}
          data-testid="broadcast-history-loading"
        >
          {Array.from({ length: 5 }, (_, i) => (
            <Bone key={i} height={18} />
          ))}
        </div>
      ) : null}
      {page && page.list.length === 0 ? (
        <p
          css={[
            muted,
            css`
              padding: 24px 0;
              text-align: center;
            `,
          ]}
          data-testid="broadcast-history-empty"
        >
          {m('empty')}
        </p>
      ) : null}
      {page && page.list.length > 0 ? (
        <div
          css={css`
            overflow-x: auto;
            opacity: ${store.historyLoading ? 0.6 : 1};
          `}
          aria-busy={store.historyLoading}
        >
          <table css={table} data-testid="broadcast-history-table">
            <thead>
              <tr>
                <th>{m('time')}</th>
                <th>{m('audience')}</th>
                <th>{m('message')}</th>
                <th data-num="">{m('recipients')}</th>
                <th>{m('operator')}</th>
              </tr>
            </thead>
            <tbody>
              {page.list.map((b) => (
                <tr key={b.id} data-testid="broadcast-row" data-id={b.id}>
                  <td data-nowrap="">{when(b.createdAt, lang)}</td>
                  <td data-nowrap="">{audience(b)}</td>
                  <td
                    css={css`
                      max-width: 420px;
                    `}
                  >
                    <strong
                      css={css`
                        display: block;
                        overflow: hidden;
                        text-overflow: ellipsis;
                        white-space: nowrap;
                      `}
                    >
                      {b.title[lang]}
                    </strong>
                    <span
                      css={css`
                        display: block;
                        overflow: hidden;
                        text-overflow: ellipsis;
                        white-space: nowrap;
                        color: var(--c-muted);
                        font-size: 12px;
                      `}
                    >
                      {b.content[lang].split('\n')[0]}
                    </span>
                  </td>
                  <td data-num="">{formatCount(b.recipients, lang)}</td>
                  <td data-nowrap="">{b.operator || m('removed')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {page && store.historyPages > 1 ? (
        <Paginator
          page={store.historyPage}
          totalPages={store.historyPages}
          onChange={(p) => void store.loadHistory(p)}
          label={m('pages')}
        />
      ) : null}
    </section>
  );
});
