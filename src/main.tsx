/**
 * Entry point: one axios client, every API module over it (createApis) as the stores' MST
 * environment, then the configuration load (spec section 4) and, as soon as the system status
 * says the site is open, the home content in parallel with the rest of the configuration.
 * i18next starts in the stored language (each language is a lazy chunk, loaded before the first
 * render while the configuration loads).
 */
import { reaction, when } from 'mobx';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createHttp } from './api/client';
import { createApis } from './api';
import { createAuthApi } from './api/auth';
import { fetchConfigVersion } from './api/operator';
import { App } from './App';
import { startHomeContent } from './features/layout/useContentLoader';
import { createAppI18n, ensureLanguage, intlLocale } from './i18n/core';
import { createRootStore } from './stores';

let lang = 'TW';
// A token in the URL query (spec section 4) starts a session like one in session storage.
try {
  const queryToken = new URLSearchParams(location.search).get('token');
  if (queryToken) sessionStorage.setItem('token', queryToken);
} catch {
  // no session storage: the token is not kept
}
const http = createHttp({
  getToken: () => {
    try {
      return sessionStorage.getItem('token');
    } catch {
      return null;
    }
  },
  getLanguage: () => lang,
});
const store = createRootStore({
  // every API module over the one client (src/api/index.ts createApis)
  ...createApis(http),
  // Live configuration (README "Operator console"): the site socket tells of a new version; the store catches up by version.
  liveConfig: { getVersion: () => fetchConfigVersion(http), language: () => lang },
  // Logout revokes the token it forgets (the shared client reads the already-cleared storage).
  revokeToken: (token) => createAuthApi(createHttp({ getToken: () => token, getLanguage: () => lang })).logout(),
});
lang = store.ui.lang;

void store.config.load();
// A stored token keeps the user logged in across reloads: load the member info (spec section 4).
void store.auth.restore();
// The home content needs only the language: start it once the status says the site is open
// (systemState 0), instead of after the permission and the game menu.
void when(() => store.config.systemState === 0).then(() => startHomeContent(store));

const container = document.getElementById('root');
if (!container) throw new Error('index.html needs <div id="root">');

void createAppI18n(store.ui.lang).then((i18n) => {
  reaction(
    () => store.ui.lang,
    (next) => {
      lang = next;
      document.documentElement.lang = intlLocale(next);
      ensureLanguage(i18n, next).then(
        () => i18n.changeLanguage(next),
        () => undefined, // the language chunk did not load: keep the current texts
      );
    },
    { fireImmediately: true },
  );
  createRoot(container).render(
    <StrictMode>
      <App store={store} i18n={i18n} />
    </StrictMode>,
  );
});
