/**
 * The site's side of a one-click social sign-in (spec sections 2 and 5): the provider's callback
 * (server/routes/auth/social.ts) sends the browser to `/?socialLogin=<provider>` with a one-time
 * ticket in an http-only cookie, or to `/?socialError=<CODE>`. On either, this hook removes the
 * parameter from the address (a reload must not replay it), then completes the login (with the
 * first-login action, as every login), or shows the reason in the notice dialog in the visitor's
 * language.
 */
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useStores } from '../../stores';
import { showFirstLoginPopup } from '../../shared/announcementPopup';

/** Reasons the notice names; any other code gets the general message. */
export const SOCIAL_ERRORS = [
  'SOCIAL_CANCELLED',
  'SOCIAL_STATE_INVALID',
  'SOCIAL_PROVIDER_FAILED',
  'SOCIAL_NOT_CONFIGURED',
  'FEATURE_OFF',
  'NOT_MEMBER',
  'ACCOUNT_LOCKED',
  'TICKET_INVALID',
] as const;

/** The i18n key of the notice for a social sign-in failure code. */
export const socialErrorKey = (code: string | number | null | undefined): string =>
  `auth.social.errors.${(SOCIAL_ERRORS as readonly unknown[]).includes(code) ? String(code) : 'other'}`;

export function useSocialReturn(): void {
  const stores = useStores();
  const { auth, ui } = stores;
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const search = new URLSearchParams(location.search);
    const provider = search.get('socialLogin');
    const error = search.get('socialError');
    if (!provider && !error) return;
    search.delete('socialLogin');
    search.delete('socialError');
    const rest = search.toString();
    void navigate(
      { pathname: location.pathname, search: rest ? `?${rest}` : '', hash: location.hash },
      { replace: true },
    );
    if (error) {
      ui.showNotice(socialErrorKey(error));
      return;
    }
    void auth.completeSocial().then((outcome) => {
      if (!outcome.ok) ui.showNotice(socialErrorKey(outcome.code));
      // the end of every login (spec section 4): the first-login action on a first sign-in
      else void showFirstLoginPopup(stores);
    });
  }, [location.search, location.pathname, location.hash, stores, auth, ui, navigate]);
}
