/**
 * /agent: agent login landing (spec section 2; the login dialog opens in agent mode, without
 * remember-password). /agentHome: the agent center for agents; everybody else goes to /agent.
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router-dom';
import { Icon } from '../../components/Icon';
import { primaryButton } from '../../components/styles';
import { useStores } from '../../stores';
import { CenterPageRenderer } from '../../renderers/CenterPageRenderer';
import { DEFAULT_CENTER_PAGES } from '../../../engine/menus/centerMenus';
import type { MenuEntry } from '../../../engine/registryTypes';
import { AgentIcon } from './agentIcons';

const POINTS = [
  { key: 'team', icon: 'agent' },
  { key: 'income', icon: 'personalProfit' },
  { key: 'contracts', icon: 'terms' },
];

function Hero({ children }: { children: React.ReactNode }) {
  return (
    <div
      css={css`
        flex: 1;
        display: flex;
        align-items: center;
        justify-content: center;
        padding: 48px;
        background:
          radial-gradient(50% 60% at 20% 20%, color-mix(in srgb, var(--c-accent) 22%, transparent), transparent 70%),
          radial-gradient(50% 60% at 90% 80%, color-mix(in srgb, var(--c-primary) 20%, transparent), transparent 70%),
          var(--c-bg);
      `}
    >
      <section
        css={css`
          width: 100%;
          max-width: 980px;
          display: grid;
          grid-template-columns: 1.2fr 1fr;
          gap: 40px;
          align-items: center;
        `}
      >
        {children}
      </section>
    </div>
  );
}

export const AgentLanding = observer(function AgentLanding() {
  const { t } = useTranslation();
  const { ui, session } = useStores();
  if (session.isAgent) return <Navigate to="/agentHome" replace />;
  return (
    <Hero>
      <div>
        <h1
          css={css`
            font-size: 40px;
            font-weight: 900;
            line-height: 1.15;
          `}
        >
          {t('layout.agent.title')}
        </h1>
        <p
          css={css`
            margin: 14px 0 28px;
            font-size: 16px;
            color: var(--c-muted);
            line-height: 1.7;
          `}
        >
          {t('layout.agent.subtitle')}
        </p>
        <button
          type="button"
          css={primaryButton}
          onClick={() => ui.openModal('login', { agent: 'true' })}
          data-testid="agent-login"
        >
          <Icon name="user" size={16} />
          {t('layout.agent.loginCta')}
        </button>
      </div>
      <ul
        css={css`
          list-style: none;
          margin: 0;
          padding: 0;
          display: flex;
          flex-direction: column;
          gap: 14px;
        `}
      >
        {POINTS.map((p) => (
          <li
            key={p.key}
            css={css`
              display: flex;
              align-items: center;
              gap: 14px;
              padding: 18px 20px;
              border-radius: var(--r-lg);
              background: var(--c-surface);
              border: 1px solid var(--c-border);
              box-shadow: var(--shadow-card);
              font-weight: 700;
            `}
          >
            <span
              css={css`
                display: inline-flex;
                padding: 10px;
                border-radius: 12px;
                background: var(--g-accent);
                color: var(--c-on-accent);
              `}
            >
              <Icon name={p.icon} size={20} />
            </span>
            {t(`layout.agent.points.${p.key}`)}
          </li>
        ))}
      </ul>
    </Hero>
  );
});

const renderIcon = (icon: string, _entry: MenuEntry) => <AgentIcon name={icon} size={20} />;

/**
 * /agentHome (spec section 2 "Agent center menu"): the agent center in the page's right panel.
 * The generic CenterPageRenderer draws the left navigation from the registry's agent center menu
 * (the contract pages show per the consolidated contract settings, and only pages of the build's
 * table, src/features/routing/centerPages.ts) and the current page, kept in `?page=` (default
 * agentTeamOverview) so a reload or a link lands on it; other query parameters go to the page.
 */
export const AgentHome = observer(function AgentHome() {
  const { wallet } = useStores();
  const [search, setSearch] = useSearchParams();
  const page = search.get('page') || DEFAULT_CENTER_PAGES.agent;
  const params = Object.fromEntries([...search.entries()].filter(([k]) => k !== 'page'));
  return (
    <div
      data-testid="agent-home"
      css={css`
        flex: 1;
        min-width: 0;
        background: var(--c-bg);
        & > [data-center] {
          min-height: calc(100vh - var(--header-h));
          grid-template-columns: 240px minmax(0, 1fr);
        }
      `}
    >
      <CenterPageRenderer
        center="agent"
        page={page}
        badges={wallet.badges}
        renderIcon={renderIcon}
        params={params}
        onPageChange={(next) => setSearch({ page: next })}
      />
    </div>
  );
});
