/**
 * The forced password change's guard (spec section 4: forced change on first login or expiry),
 * kept apart from the AuthStore that installs it.
 */
import { reaction } from 'mobx';
import { addDisposer, hasParent } from 'mobx-state-tree';
import { rootOf } from './rootView';

/** Dialogs a member may see while a forced change is pending: the change itself and the logout confirmation. */
const ALLOWED_WHILE_FORCED = new Set(['changePassword', 'logoutConfirm']);

/**
 * Keeps a forced password change in front (spec section 4: forced change on first login or expiry):
 * while `passwordChangeRequired` and logged in, any other dialog (a first-login popup, a menu
 * action, a dialog being replaced that still hears Escape) or none at all gives way to the forced
 * change dialog again, whatever the timing. Logging out (or a change) releases it; logout also
 * forgets the password kept for the form.
 */
export function guardForcedChange(self: {
  passwordChangeRequired: boolean;
  setPasswordChangeRequired(v: boolean): void;
  setKnownPassword(p: string | null): void;
}): void {
  if (!hasParent(self)) return;
  const { session, ui } = rootOf(self);
  if (!session || !ui) return;
  addDisposer(
    self,
    reaction(
      () => session.isLoggedIn,
      (loggedIn) => {
        if (loggedIn) return;
        self.setPasswordChangeRequired(false);
        self.setKnownPassword(null);
      },
    ),
  );
  addDisposer(
    self,
    reaction(
      () => (self.passwordChangeRequired && session.isLoggedIn ? ui.modal : false),
      (modal) => {
        if (modal === false) return;
        if (
          modal &&
          ALLOWED_WHILE_FORCED.has(modal.name) &&
          (modal.name !== 'changePassword' || modal.params.forced === 'true')
        )
          return;
        ui.openModal('changePassword', { forced: 'true' });
      },
      { fireImmediately: true },
    ),
  );
}
