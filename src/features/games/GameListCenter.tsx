/**
 * Game list pages /live /fish /rng /pvp /bgs (spec section 2): vendor tabs, filters NEW FAV ALL
 * HOT RECENT and JP TG AC, pages of 20 with the Paginator, and search on slots. /rng?vassalage=X
 * preselects vendor X. FAV and RECENT need login: guests get the login popup and stay where they
 * are. Another page brings the top of the list into view (the pager sits below the grid). Lazy
 * chunk GameListCenter.
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Paginator } from '../../components/Paginator';
import type { GameCategory } from '../../../contract/types';
import { useStores } from '../../stores';
import { LOGIN_FILTERS, type LobbyClassify, type LobbyQuery } from '../../stores/GamesStore';
import { PageHero } from '../shared/PageHero';
import { useContentStores } from '../shared/useContentStores';
import { FilterBar, VendorTabs } from './LobbyFilters';
import { GameGrid } from '../shared/GameGrid';

export const GameListCenter = observer(function GameListCenter({ category }: { category: GameCategory }) {
  const { t, i18n } = useTranslation();
  const { ui, config } = useStores();
  const { games } = useContentStores();
  const [searchParams] = useSearchParams();
  const info = config.categories.find((c) => c.category === category);
  const vendors = info?.vendors ?? [];
  const preselect = searchParams.get('vassalage');
  const [query, setQuery] = useState<LobbyQuery>({
    category,
    vendor: preselect && vendors.some((v) => v.vassalage === preselect) ? preselect : (preselect ?? null),
    classify: 'ALL',
    page: 1,
    keyword: '',
  });

  useEffect(() => {
    void games.loadLobby(query, i18n.language);
  }, [games, query, i18n.language]);

  const list = useRef<HTMLElement>(null);
  const showPage = (page: number) => {
    setQuery((q) => ({ ...q, page }));
    list.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  };
  const update = (patch: Partial<LobbyQuery>) => setQuery((q) => ({ ...q, page: 1, ...patch }));
  const handleFilter = (classify: LobbyClassify) => {
    if (LOGIN_FILTERS.includes(classify) && !ui.requireLogin()) return;
    update({ classify });
  };
  const title = t(`categories.${category}`);
  const { lobby, lobbyStatus } = games;
  return (
    <div
      css={css`
        display: flex;
        flex-direction: column;
        gap: 22px;
      `}
    >
      <PageHero
        icon={category.toLowerCase()}
        title={t('games.lobbyTitle', { category: title })}
        text={t(`categories.blurb.${category}`)}
        titleId="lobby-title"
        aside={
          <div
            css={css`
              text-align: right;
            `}
          >
            <div
              css={css`
                font-size: 30px;
                font-weight: 900;
                color: var(--c-on-vivid-accent);
              `}
            >
              {vendors.length}
            </div>
            <div
              css={css`
                font-size: 12px;
                color: color-mix(in srgb, var(--c-on-vivid) 70%, transparent);
              `}
            >
              {t('games.providers', { count: vendors.length })}
            </div>
          </div>
        }
      />
      <VendorTabs vendors={vendors} value={query.vendor} onChange={(vendor) => update({ vendor })} />
      <FilterBar
        value={query.classify}
        onChange={handleFilter}
        showSubCategories={category === 'RNG'}
        {...(category === 'RNG' ? { onSearch: (keyword: string) => update({ keyword }), keyword: query.keyword } : {})}
      />
      <section
        ref={list}
        css={css`
          scroll-margin-top: calc(var(--header-h, 64px) + 16px);
        `}
        aria-labelledby="lobby-title"
        aria-busy={lobbyStatus === 'loading'}
        data-testid="lobby-grid"
      >
        <p
          css={css`
            margin: 0 0 12px;
            color: var(--c-muted);
            font-size: 13px;
          `}
          role="status"
        >
          {lobbyStatus === 'loading' ? t('common.loading') : t('games.results', { count: lobby.totalCount })}
        </p>
        {lobbyStatus === 'error' ? (
          <p
            role="alert"
            css={css`
              padding: 40px;
              text-align: center;
              color: var(--c-danger);
            `}
          >
            {t('games.loadFailed')}
          </p>
        ) : lobby.games.length === 0 && lobbyStatus !== 'loading' ? (
          <p
            css={css`
              padding: 60px;
              text-align: center;
              color: var(--c-muted);
              border: 1px dashed var(--c-border);
              border-radius: var(--r-lg);
            `}
          >
            {t('games.noGames')}
          </p>
        ) : (
          <GameGrid games={lobby.games} dimmed={lobbyStatus === 'loading'} />
        )}
      </section>
      <Paginator page={query.page} totalPages={lobby.totalPages} onChange={showPage} />
    </div>
  );
});

export default GameListCenter;
