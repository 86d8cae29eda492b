/**
 * What one route draws, behind the registry's guard (spec section 2; engine/menus/pages.ts): a page
 * that is off goes home, guests go to /login only for routes that need login; lottery pages need a
 * token. Home routes share one HomePage and open their dialog (login, register with ?referralCode
 * or an invitation link's ?affiliateCode, help with #term); closing that dialog returns to /.
 */
import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import type { ModalName } from '../../../engine/registryTypes';
import { useStores } from '../../stores';
import { HomePage } from '../home/HomePage';
import { LAZY_AREAS } from './lazyAreas';
import { guardRedirect, type RouteDef } from './routeTable';

function HomeRoute({ modal }: { modal: 'login' | 'register' | 'help' | null }) {
  const { ui } = useStores();
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (!modal) return undefined;
    const params: Record<string, string> = {};
    const search = new URLSearchParams(location.search);
    // agents' invitation links carry ?affiliateCode= (README "Agent center"); spec section 2 names ?referralCode=
    const referralCode = search.get('referralCode') ?? search.get('affiliateCode');
    if (modal === 'register' && referralCode) params.referralCode = referralCode;
    if (modal === 'help' && location.hash) params.anchor = location.hash.slice(1);
    if (ui.modal?.name !== modal) ui.openModal(modal as ModalName, params);
    return reaction(
      () => ui.modal,
      (open) => {
        if (!open) void navigate('/', { replace: true });
      },
    );
  }, [modal, location.search, location.hash, ui, navigate]);
  return <HomePage />;
}

/**
 * Draws `children` when the registry allows the route's page to this session, otherwise sends the
 * visitor where {@link guardRedirect} says (home for a page that is off, as for an unknown path;
 * /login or the page's own refusal for a role it does not admit). Re-evaluated when the live
 * configuration or the session changes, so a page switched off is left at once.
 */
export const RouteGate = observer(function RouteGate({ page, children }: { page: string; children: ReactNode }) {
  const { session, config } = useStores();
  const redirect = guardRedirect({ page }, session.role, !!session.token, config.pages);
  if (redirect) return <Navigate to={redirect} replace />;
  return <>{children}</>;
});

function RouteView({ route }: { route: RouteDef }) {
  const view = route.view;
  switch (view.kind) {
    case 'home':
      return <HomeRoute modal={view.modal} />;
    case 'agent':
    case 'agentHome':
      return null;
    case 'lazy': {
      const Area = LAZY_AREAS[view.area] as React.ComponentType<Record<string, unknown>>;
      return (
        <Area
          {...(view.category ? { category: view.category } : {})}
          {...(view.variant ? { variant: view.variant } : {})}
        />
      );
    }
  }
}

/** One route of the table behind its {@link RouteGate}. */
export function RouteElement({ route }: { route: RouteDef }) {
  return (
    <RouteGate page={route.page}>
      <RouteView route={route} />
    </RouteGate>
  );
}
