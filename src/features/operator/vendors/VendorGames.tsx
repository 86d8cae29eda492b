/**
 * The drawer's games of one integration (README "Vendor integrations"): search by name or code,
 * pages of VENDOR_GAMES_PAGE_SIZE, and a maintenance switch per game that applies at once.
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ghostButton } from '../../../components/styles';
import type { VendorConsoleStore } from '../../../stores/vendors/vendorConsole';
import { LoadFailed, table } from '../../../ui/kit';
import { cardTitle, input, muted, Switch } from '../ui';

const k = (key: string) => `operator.console.vendors.games.${key}`;

/** The games section over the vendor store's open integration. */
export const VendorGames = observer(function VendorGames({ store }: { store: VendorConsoleStore }) {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useState(store.gamesSearch);
  const page = store.games;
  const tw = i18n.language === 'TW';
  return (
    <section data-testid="operator-vendor-games">
      <h3 css={cardTitle}>{t(k('title'))}</h3>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          store.searchGames(search);
        }}
        css={css`
          margin-bottom: 10px;
        `}
      >
        <input
          css={input}
          type="search"
          value={search}
          placeholder={t(k('search'))}
          aria-label={t(k('search'))}
          onChange={(e) => setSearch(e.target.value)}
          data-testid="operator-vendor-games-search"
        />
      </form>
      {store.gamesError !== null ? (
        <LoadFailed message={store.gamesError || t(k('loadFailed'))} onRetry={() => void store.reloadGames()} />
      ) : null}
      {store.gamesLoading && !page ? <p css={muted}>{t(k('loading'))}</p> : null}
      {page && page.list.length === 0 ? <p css={muted}>{t(k('empty'))}</p> : null}
      {page && page.list.length > 0 ? (
        <>
          <table css={table} aria-busy={store.gamesLoading}>
            <thead>
              <tr>
                <th>{t(k('name'))}</th>
                <th>{t(k('code'))}</th>
                <th>{t(k('column'))}</th>
              </tr>
            </thead>
            <tbody>
              {page.list.map((g) => (
                <tr key={g.gameId} data-testid={`operator-vendor-game-${g.gameCode}`}>
                  <td>{tw ? g.nameTw : g.nameEn}</td>
                  <td css={muted}>{g.gameCode}</td>
                  <td>
                    <Switch
                      checked={g.maintenance}
                      disabled={store.busy}
                      label={t(k(g.maintenance ? 'maintenance' : 'open'))}
                      onChange={(on) => void store.setGameMaintenance(g.gameId, on)}
                      testId={`operator-vendor-game-switch-${g.gameCode}`}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <div
            css={css`
              display: flex;
              align-items: center;
              justify-content: flex-end;
              gap: 10px;
              margin-top: 10px;
            `}
          >
            <button
              type="button"
              css={ghostButton}
              disabled={store.gamesPage <= 1 || store.gamesLoading}
              onClick={() => store.setGamesPage(store.gamesPage - 1)}
            >
              {t(k('previous'))}
            </button>
            <span css={muted}>{t(k('page'), { page: store.gamesPage, pages: store.gamesPages })}</span>
            <button
              type="button"
              css={ghostButton}
              disabled={store.gamesPage >= store.gamesPages || store.gamesLoading}
              onClick={() => store.setGamesPage(store.gamesPage + 1)}
              data-testid="operator-vendor-games-next"
            >
              {t(k('next'))}
            </button>
          </div>
        </>
      ) : null}
    </section>
  );
});
