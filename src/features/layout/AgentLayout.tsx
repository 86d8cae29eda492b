/**
 * Agent-only layout for /agent and /agentHome (spec section 2): a slim header with the brand, the
 * language and theme switches and a way back to the main site; for a logged-in agent also the GMT
 * offset of the merchant's reporting zone with a live clock in it (AgentClock.tsx), the nickname
 * and sign out (the logout confirmation). No side menu, footer or service menu.
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router-dom';
import { Icon } from '../../components/Icon';
import { iconButton } from '../../components/styles';
import { useStores } from '../../stores';
import { BrandMark } from '../../ui/BrandMark';
import { ModalHost } from '../modals/ModalHost';
import { AgentHeaderClock } from '../agent/AgentClock';
import { PageFallback } from '../shared/PageFallback';

export const AgentLayout = observer(function AgentLayout() {
  const { t } = useTranslation();
  const { ui, config, session } = useStores();
  const name = config.permission?.merchantName ?? t('common.appName');
  return (
    <div
      css={css`
        min-height: 100vh;
        display: flex;
        flex-direction: column;
      `}
    >
      <header
        css={css`
          display: flex;
          align-items: center;
          justify-content: space-between;
          height: var(--header-h);
          padding: 0 28px;
          background: var(--g-header);
          border-bottom: 1px solid var(--c-border);
        `}
      >
        <div
          css={css`
            display: flex;
            align-items: center;
            gap: 14px;
          `}
        >
          <BrandMark name={name} />
          <span
            css={css`
              padding: 3px 10px;
              border-radius: var(--r-pill);
              background: var(--g-accent);
              color: var(--c-on-accent);
              font-size: 12px;
              font-weight: 800;
            `}
          >
            {t('layout.agent.title')}
          </span>
        </div>
        <div
          css={css`
            display: flex;
            align-items: center;
            gap: 10px;
          `}
        >
          {session.isAgent ? (
            <>
              <AgentHeaderClock />
              <span
                css={css`
                  display: inline-flex;
                  align-items: center;
                  gap: 6px;
                  font-weight: 700;
                `}
                data-testid="agent-nickname"
              >
                <Icon name="user" size={16} />
                {session.member?.nickname || session.member?.account}
              </span>
            </>
          ) : null}
          <button
            type="button"
            css={iconButton}
            onClick={() => ui.toggleLang()}
            aria-label={`${t('layout.language')}: ${t(`common.languages.${ui.lang}`)}`}
          >
            <Icon name="language" size={18} />
          </button>
          <button
            type="button"
            css={iconButton}
            onClick={() => ui.toggleTheme()}
            aria-label={ui.theme === 'dark' ? t('layout.lightMode') : t('layout.darkMode')}
          >
            <Icon name={ui.theme === 'dark' ? 'sun' : 'moon'} size={18} />
          </button>
          <Link
            to="/"
            css={css`
              display: inline-flex;
              align-items: center;
              gap: 6px;
              color: var(--c-muted);
              font-weight: 600;
              &:hover {
                color: var(--c-primary);
              }
            `}
          >
            <Icon name="chevronLeft" size={16} />
            {t('layout.agent.backToSite')}
          </Link>
          {session.isAgent ? (
            <button
              type="button"
              css={iconButton}
              onClick={() => ui.openModal('logoutConfirm')}
              aria-label={t('agent.layout.signOut')}
              title={t('agent.layout.signOut')}
              data-testid="agent-sign-out"
            >
              <Icon name="logout" size={18} />
            </button>
          ) : null}
        </div>
      </header>
      <main
        id="main"
        css={css`
          flex: 1;
          display: flex;
        `}
      >
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </main>
      <ModalHost />
    </div>
  );
});
