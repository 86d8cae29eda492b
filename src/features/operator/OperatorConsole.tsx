/**
 * The operator console at /operator (README "Operator console"): its own sign-in and token, then the
 * merchant's configuration in four tabs (features, registration, site settings, history) over one
 * draft, the announcements and banners in their own tab over a second draft (each saved as a
 * new version with a note by its own save bar; a refused save shows each error next to its field),
 * the agents screen (find members, make agents, move members with their team; audited) and the
 * agent contracts (./contracts/ContractsPanel.tsx; docs/contracts.md) and the Messages tab, the operator's
 * broadcasts (./messages/MessagesPanel.tsx; docs/rewards.md "Platform messages").
 * Built from the site's engine, renderers, theme and i18n; its texts are added to i18next here.
 * Its state is one console root store (src/stores/ConsoleRootStore.ts), created here once when the
 * console mounts over the operator-token client and provided to every tab (useConsoleStores).
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OperatorPermission } from '../../../contract/types';
import { ghostButton } from '../../components/styles';
import { tabPanelProps, useTabsId } from '../../components/Tabs';
import { addConsoleTexts } from '../../i18n/console';
import { ConsoleStoreProvider, useConsoleStores, useStores } from '../../stores';
import { consoleEnv, createConsoleRootStore } from '../../stores/ConsoleRootStore';
import type { OperatorStore } from '../../stores/OperatorStore';
import { AgentsPanel } from './AgentsPanel';
import { ConsoleNav, type ConsoleGroup } from './ConsoleNav';
import { ContractsPanel } from './contracts/ContractsPanel';
import { ContentEditor } from './ContentEditor';
import { FeatureTree } from './FeatureTree';
import { HistoryPanel } from './HistoryPanel';
import { LoginPanel } from './LoginPanel';
import { MessagesPanel } from './messages/MessagesPanel';
import { RegistrationEditor } from './RegistrationEditor';
import { RewardsPanel } from './rewards/RewardsPanel';
import { PromotionsPanel } from './promotions/PromotionsPanel';
import { PointsPanel } from './points/PointsPanel';
import { PagesPanel } from './pages/PagesPanel';
import { PaymentsPanel } from './payments/PaymentsPanel';
import { PlayersPanel } from './players/PlayersPanel';
import { ChatPanel } from './chat/ChatPanel';
import { RgPanel } from './rg/RgPanel';
import { ReportsPanel } from './merchantReports/ReportsPanel';
import { VendorsPanel } from './vendors/VendorsPanel';
import { AccountPanel } from './staff/AccountPanel';
import { AuditPanel } from './staff/AuditPanel';
import { StaffPanel } from './staff/StaffPanel';
import { SaveBar } from './SaveBar';
import { SiteSettings } from './SiteSettings';
import { muted } from './ui';
import { VersionBadges } from './VersionBadges';

/**
 * The console's tabs in order, each with the permission that shows it (README "Staff and roles"):
 * a staff member sees only the tabs their role allows; the server checks every call again. `saves`:
 * the document the tab edits, saved by the save bar under it (none: the tab saves its own records).
 */
interface ConsoleTab {
  id: string;
  /** The desk the navigation lists it under (./ConsoleNav.tsx). */
  group: ConsoleGroup;
  permission: OperatorPermission;
  saves?: 'config' | 'content';
}
const TABS = [
  { id: 'payments', group: 'operations', permission: 'payments.view' },
  { id: 'players', group: 'operations', permission: 'players.view' },
  { id: 'reports', group: 'operations', permission: 'reports.view' },
  { id: 'features', group: 'site', permission: 'config.edit', saves: 'config' },
  { id: 'registration', group: 'site', permission: 'config.edit', saves: 'config' },
  { id: 'site', group: 'site', permission: 'config.edit', saves: 'config' },
  { id: 'content', group: 'site', permission: 'content.edit', saves: 'content' },
  { id: 'pages', group: 'site', permission: 'content.edit' },
  { id: 'agents', group: 'agents', permission: 'agents.manage' },
  { id: 'contracts', group: 'agents', permission: 'agents.manage' },
  { id: 'rewards', group: 'marketing', permission: 'rewards.manage' },
  { id: 'promotions', group: 'marketing', permission: 'promotions.manage' },
  { id: 'points', group: 'marketing', permission: 'points.manage' },
  { id: 'chat', group: 'service', permission: 'chat.reply' },
  { id: 'rg', group: 'service', permission: 'rg.manage' },
  { id: 'vendors', group: 'admin', permission: 'vendors.manage' },
  { id: 'messages', group: 'marketing', permission: 'messages.send' },
  { id: 'staff', group: 'admin', permission: 'staff.manage' },
  { id: 'audit', group: 'admin', permission: 'audit.view' },
  { id: 'history', group: 'site', permission: 'config.edit', saves: 'config' },
] as const satisfies readonly ConsoleTab[];
type Tab = (typeof TABS)[number]['id'];

/** Adds the console texts to the language in use once its site texts are loaded. */
function useConsoleTexts() {
  const { i18n } = useTranslation();
  addConsoleTexts(i18n);
}

const Workspace = observer(function Workspace({
  store,
  account,
  onCloseAccount,
}: {
  store: OperatorStore;
  account: boolean;
  onCloseAccount: () => void;
}) {
  const { t } = useTranslation();
  const allowed = TABS.filter((entry) => store.can(entry.permission));
  const [chosen, setTab] = useState<Tab | null>(null);
  const tab = allowed.find((entry) => entry.id === chosen)?.id ?? allowed[0]?.id ?? null;
  const baseId = useTabsId();
  const saves = (TABS as readonly ConsoleTab[]).find((entry) => entry.id === tab)?.saves;
  // "my account" (README "Staff and roles"): from the header, and the only screen while a new password is due
  if (account || store.mustChangePassword)
    return (
      <div
        css={css`
          padding: 20px;
          flex: 1;
        `}
      >
        <AccountPanel onBack={onCloseAccount} />
      </div>
    );
  if (!tab)
    return (
      <p
        css={[
          muted,
          css`
            padding: 40px 20px;
            text-align: center;
          `,
        ]}
        data-testid="console-no-tabs"
      >
        {t('operator.console.noTabs')}
      </p>
    );
  return (
    <>
      <div
        css={css`
          display: grid;
          grid-template-columns: 216px minmax(0, 1fr);
          gap: 20px;
          align-items: start;
          padding: 20px;
          flex: 1;
        `}
      >
        <nav
          css={css`
            position: sticky;
            top: 16px;
          `}
        >
          <ConsoleNav items={allowed} value={tab} onChange={setTab} baseId={baseId} />
        </nav>
        <div
          {...tabPanelProps(baseId, tab)}
          css={css`
            min-width: 0;
          `}
        >
          {tab === 'features' ? <FeatureTree store={store} /> : null}
          {tab === 'registration' ? <RegistrationEditor store={store} /> : null}
          {tab === 'site' ? <SiteSettings store={store} /> : null}
          {tab === 'content' ? <ContentEditor store={store} /> : null}
          {tab === 'agents' ? <AgentsPanel store={store} /> : null}
          {tab === 'contracts' ? <ContractsPanel store={store} onOpenSettings={() => setTab('site')} /> : null}
          {tab === 'rewards' ? <RewardsPanel /> : null}
          {tab === 'promotions' ? <PromotionsPanel /> : null}
          {tab === 'points' ? <PointsPanel /> : null}
          {tab === 'pages' ? <PagesPanel /> : null}
          {tab === 'chat' ? <ChatPanel /> : null}
          {tab === 'rg' ? <RgPanel /> : null}
          {tab === 'vendors' ? <VendorsPanel /> : null}
          {tab === 'payments' ? <PaymentsPanel /> : null}
          {tab === 'players' ? <PlayersPanel /> : null}
          {tab === 'reports' ? <ReportsPanel /> : null}
          {tab === 'messages' ? <MessagesPanel /> : null}
          {tab === 'staff' ? <StaffPanel /> : null}
          {tab === 'audit' ? <AuditPanel /> : null}
          {tab === 'history' ? <HistoryPanel store={store} /> : null}
        </div>
      </div>
      {saves === 'content' ? (
        <SaveBar doc={store.content} testId="save-content" liveLabel="operator.console.content.upToDate" />
      ) : saves === 'config' ? (
        <SaveBar doc={store} testId="save-config" />
      ) : null}
    </>
  );
});

/**
 * The console's screen (header, then the sign-in or the tabs) over the console root of the nearest
 * ConsoleStoreProvider (tests provide a root over fakes).
 */
export const ConsoleScreen = observer(function ConsoleScreen() {
  useConsoleTexts();
  const { t } = useTranslation();
  const { ui, config } = useStores();
  const store = useConsoleStores();
  const [account, setAccount] = useState(false);
  useEffect(() => void store.load(), [store]);
  return (
    <div
      css={css`
        min-height: 100vh;
        display: flex;
        flex-direction: column;
        background: var(--c-bg);
        color: var(--c-text);
      `}
      data-testid="operator-console"
    >
      <header
        css={css`
          display: flex;
          flex-wrap: wrap;
          align-items: center;
          gap: 10px 18px;
          padding: 16px 20px;
          border-bottom: 1px solid var(--c-border);
          background: var(--c-surface);
        `}
      >
        {/* the title gives way (its subtitle wraps) so the merchant, versions and buttons keep one row */}
        <div
          css={css`
            flex: 1 1 220px;
            min-width: 0;
          `}
        >
          <strong
            css={css`
              font-size: 18px;
              font-weight: 800;
              background: var(--g-primary);
              -webkit-background-clip: text;
              background-clip: text;
              color: transparent;
            `}
          >
            {t('operator.console.title')}
          </strong>
          <p
            css={[
              muted,
              css`
                font-size: 12px;
              `,
            ]}
          >
            {t('operator.console.subtitle')}
          </p>
        </div>
        <span
          css={[
            muted,
            css`
              margin-left: auto;
              display: inline-flex;
              flex-wrap: wrap;
              align-items: center;
              gap: 8px;
            `,
          ]}
        >
          <span>
            {t('operator.console.merchant')}:{' '}
            <b
              css={css`
                color: var(--c-text);
              `}
            >
              {config.permission?.merchantName ?? store.current?.config.permission.merchantName ?? '—'}
            </b>
          </span>
          <VersionBadges store={store} />
        </span>
        <button
          type="button"
          css={[
            ghostButton,
            css`
              height: 34px;
            `,
          ]}
          onClick={() => ui.toggleLang()}
        >
          {t('operator.console.language')}
        </button>
        <button
          type="button"
          css={[
            ghostButton,
            css`
              height: 34px;
            `,
          ]}
          onClick={() => ui.toggleTheme()}
        >
          {ui.theme === 'dark' ? t('operator.console.theme.light') : t('operator.console.theme.dark')}
        </button>
        {store.loggedIn ? (
          <button
            type="button"
            css={[
              ghostButton,
              css`
                height: 34px;
              `,
            ]}
            aria-pressed={account}
            onClick={() => setAccount(!account)}
            data-testid="console-account"
          >
            {t('operator.console.account')}
            {store.identity ? ` · ${store.identity.name}` : ''}
          </button>
        ) : null}
        {store.loggedIn ? (
          <button
            type="button"
            css={[
              ghostButton,
              css`
                height: 34px;
              `,
            ]}
            onClick={() => {
              setAccount(false);
              store.logout();
            }}
          >
            {t('operator.console.logout')}
          </button>
        ) : null}
      </header>
      {store.loggedIn ? (
        <Workspace store={store} account={account} onCloseAccount={() => setAccount(false)} />
      ) : (
        <LoginPanel store={store} />
      )}
    </div>
  );
});

/**
 * The operator console at /operator: creates the console root once for this mount (every API of
 * createApis over the operator-token client, in the site's UI language) and provides it.
 * @throws MissingApiError (at mount) when the environment lacks a console API: a wiring mistake.
 */
export function OperatorConsole() {
  const { ui } = useStores();
  const [root] = useState(() => createConsoleRootStore(consoleEnv(() => ui.lang)));
  return (
    <ConsoleStoreProvider store={root}>
      <ConsoleScreen />
    </ConsoleStoreProvider>
  );
}

export default OperatorConsole;
