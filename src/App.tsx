/**
 * The application shell: i18n, theme (Emotion + CSS variables), stores and router, then the system
 * state decides what renders (spec section 4): loading, the load failure page, maintenance (1),
 * blocked region (2) or the site (0).
 */
import type { i18n as I18n } from 'i18next';
import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { lazy, startTransition, Suspense, useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { AppRoutes } from './features/routing/AppRoutes';
import { BlockedPage, ErrorPage, LoadingPage, MaintenancePage } from './features/system/SystemPages';
import { StoreProvider, useStores, type RootStore } from './stores';
import { ThemeRoot } from './theme';

/** The operator console is its own chunk (README "Operator console"): nothing of it loads for the site. */
const OperatorConsole = lazy(() => import('./features/operator/OperatorConsole'));

type Screen = 'error' | 'loading' | 'maintenance' | 'blocked' | 'site';

/** The screen for the configuration's load state and system state (spec section 4). */
function screenOf(config: RootStore['config']): Screen {
  if (config.loadState === 'error') return 'error';
  if (config.loadState !== 'ready') return 'loading';
  if (config.systemState === 1) return 'maintenance';
  if (config.systemState === 2) return 'blocked';
  return 'site';
}

/**
 * Chooses the screen for the configuration's load state and system state. The switch is a React
 * transition: the site (layout and home) renders in short slices while the loading screen stays up,
 * instead of one long task that blocks the page.
 */
export function SystemGate({ children }: { children: ReactNode }) {
  const { config } = useStores();
  const [screen, setScreen] = useState<Screen>(() => screenOf(config));
  useEffect(
    () =>
      reaction(
        () => screenOf(config),
        (next) => startTransition(() => setScreen(next)),
        { fireImmediately: true },
      ),
    [config],
  );
  switch (screen) {
    case 'error':
      return <ErrorPage />;
    case 'loading':
      return <LoadingPage />;
    case 'maintenance':
      return <MaintenancePage />;
    case 'blocked':
      return <BlockedPage />;
    case 'site':
      return <>{children}</>;
  }
}

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
            <Routes>
              {/* The operator console (README "Operator console") stays reachable in maintenance: outside the system gate. */}
              <Route
                path="/operator/*"
                element={
                  <Suspense fallback={null}>
                    <OperatorConsole />
                  </Suspense>
                }
              />
              <Route
                path="*"
                element={
                  <SystemGate>
                    <AppRoutes />
                  </SystemGate>
                }
              />
            </Routes>
          </Router>
        </ThemedRoot>
      </StoreProvider>
    </I18nextProvider>
  );
}
