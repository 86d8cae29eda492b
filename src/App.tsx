/**
 * The application shell: i18n, theme (Emotion + CSS variables), stores and router, then the system
 * state decides what renders (spec section 4): loading, the load failure page, maintenance (1),
 * blocked region (2) or the site (0).
 */
import type { i18n as I18n } from 'i18next';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './features/routing/AppRoutes';
import { BlockedPage, ErrorPage, LoadingPage, MaintenancePage } from './features/system/SystemPages';
import { StoreProvider, useStores, type RootStore } from './stores';
import { ThemeRoot } from './theme';

/** Chooses the screen for the configuration's load state and system state. */
export const SystemGate = observer(function SystemGate({ children }: { children: ReactNode }) {
  const { config } = useStores();
  if (config.loadState === 'error') return <ErrorPage />;
  if (config.loadState !== 'ready') return <LoadingPage />;
  if (config.systemState === 1) return <MaintenancePage />;
  if (config.systemState === 2) return <BlockedPage />;
  return <>{children}</>;
});

const ThemedRoot = observer(function ThemedRoot({ children }: { children: ReactNode }) {
  const { ui } = useStores();
  return <ThemeRoot name={ui.theme}>{children}</ThemeRoot>;
});

export interface AppProps {
  store: RootStore;
  i18n: I18n;
  /** Router wrapper; tests pass a MemoryRouter. */
  Router?: (props: { children: ReactNode }) => ReactNode;
}

export function App({ store, i18n, Router = BrowserRouter }: AppProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <StoreProvider store={store}>
        <ThemedRoot>
          <Router>
            <SystemGate>
              <AppRoutes />
            </SystemGate>
          </Router>
        </ThemedRoot>
      </StoreProvider>
    </I18nextProvider>
  );
}
