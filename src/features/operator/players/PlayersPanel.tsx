/**
 * The console's players tab (README "Operator console"): the search by one key with its paged
 * results (username, name, VIP, state, balance, registered, last login), the checker's pending
 * balance adjustments (players.adjust: approve / reject someone else's request), and the open
 * member's page (./PlayerPage.tsx). State: the console root's `players`
 * (src/stores/players/playersConsole.ts); actions are shown only to a role that has them.
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { money } from '../../../../contract/money';
import { PLAYER_SEARCH_KEYS, type PlayerSearchKey } from '../../../stores/players/playersConsole';
import { Paginator } from '../../../components/Paginator';
import { ghostButton, primaryButton } from '../../../components/styles';
import { formatConsoleTime } from '../../../shared/time';
import { useConsoleStores } from '../../../stores';
import { table } from '../../../ui/kit';
import { card, cardTitle, input, muted } from '../ui';
import { PlayerPage } from './PlayerPage';
import { PendingApprovals } from './Approvals';
import { Notice, StateBadge } from './parts';

const k = (key: string) => `operator.console.players.${key}`;

/** The tab over the console root's `players` (useConsoleStores). */
export const PlayersPanel = observer(function PlayersPanel() {
  const { t, i18n } = useTranslation();
  const root = useConsoleStores();
  const store = root.players;
  const lang = i18n.language;
  const canAdjust = root.can('players.adjust');
  useEffect(() => {
    if (canAdjust) void store.loadPending();
  }, [canAdjust, store]);
  if (store.openId !== null) return <PlayerPage />;
  const page = store.results;
  const pages = page ? Math.max(1, Math.ceil(page.total / page.pageSize)) : 1;
  const when = (iso: string | null) => (iso ? formatConsoleTime(iso, lang, 'minute') : t(k('never')));
  return (
    <section
      css={css`
        display: grid;
        gap: 16px;
      `}
      data-testid="operator-players"
    >
      <div css={card}>
        <h2 css={cardTitle}>{t(k('title'))}</h2>
        <p css={muted}>{t(k('intro'))}</p>
        <form
          css={css`
            display: flex;
            flex-wrap: wrap;
            gap: 10px;
            align-items: center;
          `}
          onSubmit={(e) => {
            e.preventDefault();
            void store.search(1);
          }}
        >
          <select
            css={input}
            value={store.by}
            aria-label={t(k('searchBy'))}
            onChange={(e) => store.setBy(e.target.value as PlayerSearchKey)}
            data-testid="players-by"
          >
            {PLAYER_SEARCH_KEYS.map((key) => (
              <option key={key} value={key}>
                {t(k(`keys.${key}`))}
              </option>
            ))}
          </select>
          <input
            css={[
              input,
              css`
                width: 280px;
              `,
            ]}
            value={store.q}
            maxLength={100}
            placeholder={t(k(`keys.${store.by}`))}
            aria-label={t(k('query'))}
            onChange={(e) => store.setQuery(e.target.value)}
            data-testid="players-q"
          />
          <button
            type="submit"
            css={primaryButton}
            disabled={store.searching || store.q.trim() === ''}
            data-testid="players-search"
          >
            {t(k('search'))}
          </button>
        </form>
        {store.searching ? <p css={muted}>{t(k('loading'))}</p> : null}
        {store.searchError !== null ? <Notice ok={false} text={store.searchError || t(k('loadFailed'))} /> : null}
        {!page && !store.searching && store.searchError === null ? <p css={muted}>{t(k('empty'))}</p> : null}
        {page && page.list.length === 0 ? (
          <p css={muted} data-testid="players-none">
            {t(k('noResults'))}
          </p>
        ) : null}
        {page && page.list.length > 0 ? (
          <>
            <p css={muted}>{t(k('results'), { count: page.total })}</p>
            <div
              css={css`
                overflow-x: auto;
              `}
            >
              <table css={table} data-testid="players-results" aria-busy={store.searching}>
                <thead>
                  <tr>
                    <th>{t(k('cols.username'))}</th>
                    <th>{t(k('cols.name'))}</th>
                    <th>{t(k('cols.vip'))}</th>
                    <th>{t(k('cols.state'))}</th>
                    <th data-num="">{t(k('cols.balance'))}</th>
                    <th>{t(k('cols.registered'))}</th>
                    <th>{t(k('cols.lastLogin'))}</th>
                    <th />
                  </tr>
                </thead>
                <tbody>
                  {page.list.map((p) => (
                    <tr key={p.id} data-testid={`player-row-${p.username}`}>
                      <td>
                        <strong>{p.username}</strong>
                      </td>
                      <td>{p.realName ?? t(k('none'))}</td>
                      <td>{t(k('vipLevel'), { level: p.vipLevel })}</td>
                      <td>
                        <StateBadge state={p.state} />
                      </td>
                      <td data-num="" data-nowrap="">
                        {money(p.balance, lang)}
                      </td>
                      <td data-nowrap="">{formatConsoleTime(p.registeredAt, lang, 'minute')}</td>
                      <td data-nowrap="">{when(p.lastLoginAt)}</td>
                      <td>
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
                          onClick={() => void store.open(p.id)}
                          data-testid={`player-open-${p.username}`}
                        >
                          {t(k('open'))}
                        </button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Paginator
              page={page.pageNo}
              totalPages={pages}
              onChange={(n) => void store.search(n)}
              label={t(k('pages'))}
            />
          </>
        ) : null}
      </div>
      {canAdjust ? <PendingApprovals /> : null}
    </section>
  );
});
