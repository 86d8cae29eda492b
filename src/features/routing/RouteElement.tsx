/**
 * What one route draws, behind the guard (spec section 2): guests go to /login only for routes that
 * need login; lottery pages need a token. Home routes share one HomePage and open their dialog
 * (login, register with ?referralCode or an invitation link's ?affiliateCode, help with #term); closing that dialog returns to /.
 */
import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
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

export const RouteElement = observer(function RouteElement({ route }: { route: RouteDef }) {
  const { session } = useStores();
  const redirect = guardRedirect(route, session.isLoggedIn, !!session.token);
  if (redirect) return <Navigate to={redirect} replace />;
  const view = route.view;
  switch (view.kind) {
    case 'home':
      return <HomeRoute modal={view.modal} />;
    case 'agent':
    case 'agentHome':
      return null;
    case 'lazy': {
      const Area = LAZY_AREAS[view.area] as React.ComponentType<Record<string, unknown>>;
      return <Area {...(view.category ? { category: view.category } : {})} {...(view.variant ? { variant: view.variant } : {})} />;
    }
  }
});
