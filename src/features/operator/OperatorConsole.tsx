/**
 * The operator console at /operator (issue 6 item 3): its own sign-in and token, then the
 * merchant's configuration in four tabs (features, registration, site settings, history) over one
 * draft, saved as a new version with a note; a refused save shows each error next to its field.
 * Built from the site's engine, renderers, theme and i18n; its texts are added to i18next here.
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createHttp } from '../../api/client';
import { createOperatorApi } from '../../api/operator';
import { ghostButton, primaryButton } from '../../components/styles';
import { Tabs, tabPanelProps, useTabsId } from '../../components/Tabs';
import { useStores } from '../../stores';
import { OperatorStoreModel, sessionTokenStore, type OperatorStore } from '../../stores/OperatorStore';
import { FeatureTree } from './FeatureTree';
import { HistoryPanel } from './HistoryPanel';
import { LoginPanel } from './LoginPanel';
import { RegistrationEditor } from './RegistrationEditor';
import { SiteSettings } from './SiteSettings';
import { en, tw } from './texts';
import { input, muted } from './ui';

type Tab = 'features' | 'registration' | 'site' | 'history';
const TABS: readonly Tab[] = ['features', 'registration', 'site', 'history'];

/** Adds the console texts to the language in use once its site texts are loaded. */
function useConsoleTexts() {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  if (i18n.hasResourceBundle(lang, 'translation') && !i18n.exists('operator.console.title', { lng: lang, fallbackLng: [] })) {
    i18n.addResourceBundle(lang, 'translation', { operator: { console: lang === 'EN' ? en : tw } }, true, true);
  }
}

const SaveBar = observer(function SaveBar({ store }: { store: OperatorStore }) {
  const { t } = useTranslation();
  const [note, setNote] = useState('');
  const handleSave = async () => {
    await store.save(note);
    if (store.success) setNote('');
  };
  return (
    <div
      css={css`
        position: sticky;
        bottom: 0;
        z-index: 5;
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: 10px 14px;
        padding: 14px 20px;
        border-top: 1px solid var(--c-border);
        background: color-mix(in srgb, var(--c-surface) 92%, transparent);
        backdrop-filter: blur(8px);
      `}
    >
      <span data-testid="draft-state" css={css`font-weight: 700; color: ${store.dirty ? 'var(--c-warning)' : 'var(--c-success)'};`}>
        {store.dirty ? t('operator.console.unsaved') : t('operator.console.upToDate')}
      </span>
      <span role="status" data-testid="save-outcome" css={css`font-size: 13px; color: ${store.failure ? 'var(--c-danger)' : 'var(--c-success)'};`}>
        {store.failure ? `${t('operator.console.refused')} ${store.errors.length > 0 ? '' : store.failure}` : store.success ? t(store.success) : ''}
      </span>
      <input css={[input, css`margin-left: auto; width: min(280px, 100%);`]} aria-label={t('operator.console.note')} placeholder={t('operator.console.note')} maxLength={200} value={note} onChange={(e) => setNote(e.target.value)} />
      <button type="button" css={ghostButton} disabled={!store.dirty || store.busy} onClick={() => store.discard()}>
        {t('operator.console.discard')}
      </button>
      <button type="button" data-testid="save-config" css={primaryButton} disabled={!store.dirty || store.busy} onClick={() => void handleSave()}>
        {store.busy ? t('operator.console.saving') : t('operator.console.save')}
      </button>
    </div>
  );
});

const Workspace = observer(function Workspace({ store }: { store: OperatorStore }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('features');
  const baseId = useTabsId();
  return (
    <>
      <div css={css`padding: 0 20px;`}>
        <Tabs items={TABS.map((id) => ({ id, label: t(`operator.console.tabs.${id}`) }))} value={tab} onChange={setTab} label={t('operator.console.title')} baseId={baseId} />
      </div>
      <div {...tabPanelProps(baseId, tab)} css={css`padding: 20px; flex: 1;`}>
        {tab === 'features' ? <FeatureTree store={store} /> : null}
        {tab === 'registration' ? <RegistrationEditor store={store} /> : null}
        {tab === 'site' ? <SiteSettings store={store} /> : null}
        {tab === 'history' ? <HistoryPanel store={store} /> : null}
      </div>
      <SaveBar store={store} />
    </>
  );
});

export const OperatorConsole = observer(function OperatorConsole() {
  useConsoleTexts();
  const { t } = useTranslation();
  const { ui, config } = useStores();
  const store = useMemo(() => {
    const http = createHttp({ getToken: sessionTokenStore.get, getLanguage: () => ui.lang });
    return OperatorStoreModel.create({}, { operatorApi: createOperatorApi(http) });
  }, [ui]);
  useEffect(() => void store.load(), [store]);
  const version = store.current?.version;
  return (
    <div css={css`min-height: 100vh; display: flex; flex-direction: column; background: var(--c-bg); color: var(--c-text);`} data-testid="operator-console">
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
        <div>
          <strong css={css`font-size: 18px; font-weight: 800; background: var(--g-primary); -webkit-background-clip: text; background-clip: text; color: transparent;`}>{t('operator.console.title')}</strong>
          <p css={[muted, css`font-size: 12px;`]}>{t('operator.console.subtitle')}</p>
        </div>
        <span css={[muted, css`margin-left: auto;`]}>
          {t('operator.console.merchant')}: <b css={css`color: var(--c-text);`}>{config.permission?.merchantName ?? store.current?.config.permission.merchantName ?? '—'}</b>
          {version ? <span data-testid="current-version"> · {t('operator.console.version', { version })}</span> : null}
        </span>
        <button type="button" css={[ghostButton, css`height: 34px;`]} onClick={() => ui.toggleLang()}>
          {t('operator.console.language')}
        </button>
        <button type="button" css={[ghostButton, css`height: 34px;`]} onClick={() => ui.toggleTheme()}>
          {ui.theme === 'dark' ? t('operator.console.theme.light') : t('operator.console.theme.dark')}
        </button>
        {store.loggedIn ? (
          <button type="button" css={[ghostButton, css`height: 34px;`]} onClick={() => store.logout()}>
            {t('operator.console.logout')}
          </button>
        ) : null}
      </header>
      {store.loggedIn ? <Workspace store={store} /> : <LoginPanel store={store} />}
    </div>
  );
});

export default OperatorConsole;
