/**
 * The route tree: the agent-only layout for /agent and /agentHome, the site layout for every other
 * route of the table, and unknown paths sent home. Every route is drawn behind its RouteGate, which
 * asks the registry whether its page is allowed (engine/menus/pages.ts). The center page components are provided to
 * every menu below, so a menu offers only the center pages this build can draw, and the parts
 * (./parts.ts) to every page.
 */
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { CenterPagesProvider } from '../../renderers/center/offeredPages';
import { PartsProvider } from '../../renderers/parts';
import { AppLayout } from '../layout/AppLayout';
import { CENTER_PAGE_COMPONENTS } from './centerPages';
import { PARTS } from './parts';
import { RouteElement, RouteGate } from './RouteElement';
import { ROUTES } from './routeTable';
import { ScrollManager } from './ScrollManager';

/** The agent pages are their own chunk: nothing of them is needed by the site's routes. */
const AgentLayout = lazy(() => import('../layout/AgentLayout').then((m) => ({ default: m.AgentLayout })));
const AgentLanding = lazy(() => import('../agent/AgentPages').then((m) => ({ default: m.AgentLanding })));
const AgentHome = lazy(() => import('../agent/AgentPages').then((m) => ({ default: m.AgentHome })));

export function AppRoutes() {
  return (
    <CenterPagesProvider tables={CENTER_PAGE_COMPONENTS}>
      <PartsProvider parts={PARTS}>
        <ScrollManager />
        <Routes>
          <Route
            element={
              <Suspense fallback={null}>
                <AgentLayout />
              </Suspense>
            }
          >
            <Route
              path="/agent"
              element={
                <RouteGate page="agent">
                  <AgentLanding />
                </RouteGate>
              }
            />
            <Route
              path="/agentHome"
              element={
                <RouteGate page="agentHome">
                  <AgentHome />
                </RouteGate>
              }
            />
          </Route>
          {ROUTES.filter((r) => r.shell === false).map((r) => (
            <Route
              key={r.path}
              path={r.path}
              element={
                <Suspense fallback={null}>
                  <RouteElement route={r} />
                </Suspense>
              }
            />
          ))}
          <Route element={<AppLayout />}>
            {ROUTES.filter((r) => r.view.kind !== 'agent' && r.view.kind !== 'agentHome' && r.shell !== false).map(
              (r) => (
                <Route key={r.path} path={r.path} element={<RouteElement route={r} />} />
              ),
            )}
            <Route path="*" element={<Navigate to="/" replace />} />
          </Route>
        </Routes>
      </PartsProvider>
    </CenterPagesProvider>
  );
}
