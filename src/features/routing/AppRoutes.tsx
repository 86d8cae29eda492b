/**
 * The route tree: the agent-only layout for /agent and /agentHome, the site layout for every other
 * route of the table, and unknown paths sent home.
 */
import { Navigate, Route, Routes } from 'react-router-dom';
import { AgentLayout } from '../agent/AgentLayout';
import { AgentHome, AgentLanding } from '../agent/AgentPages';
import { AppLayout } from '../layout/AppLayout';
import { RouteElement } from './RouteElement';
import { ROUTES } from './routeTable';
import { ScrollManager } from './ScrollManager';

export function AppRoutes() {
  return (
    <>
      <ScrollManager />
      <Routes>
        <Route element={<AgentLayout />}>
          <Route path="/agent" element={<AgentLanding />} />
          <Route path="/agentHome" element={<AgentHome />} />
        </Route>
        <Route element={<AppLayout />}>
          {ROUTES.filter((r) => r.view.kind !== 'agent' && r.view.kind !== 'agentHome').map((r) => (
            <Route key={r.path} path={r.path} element={<RouteElement route={r} />} />
          ))}
          <Route path="*" element={<Navigate to="/" replace />} />
        </Route>
      </Routes>
    </>
  );
}
