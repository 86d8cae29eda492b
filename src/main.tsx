/**
 * Entry point: one axios client, the stores (configuration API and web API through the MST
 * environment), i18next in the stored language, then the configuration load (spec section 4).
 */
import { reaction } from 'mobx';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createHttp } from './api/client';
import { createWebApi } from './api';
import { App } from './App';
import { createI18n, intlLocale } from './i18n';
import { createRootStore } from './stores';
import { createHttpSiteApi } from './stores/httpSiteApi';

let lang = 'TW';
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
const store = createRootStore({ api: createHttpSiteApi(http), web: createWebApi(http) });
const i18n = createI18n(store.ui.lang);

reaction(
  () => store.ui.lang,
  (next) => {
    lang = next;
    void i18n.changeLanguage(next);
    document.documentElement.lang = intlLocale(next);
  },
  { fireImmediately: true },
);

void store.config.load();

const container = document.getElementById('root');
if (!container) throw new Error('index.html needs <div id="root">');
createRoot(container).render(
  <StrictMode>
    <App store={store} i18n={i18n} />
  </StrictMode>,
);
