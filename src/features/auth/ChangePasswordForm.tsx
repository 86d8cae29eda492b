/**
 * Change password (spec section 4), drawn by the generic FormRenderer: the old password is asked
 * unless it is known (right after a login that forced the change); success reloads the login
 * info, closes the dialog and goes to /.
 */
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { FormRenderer } from '../../renderers/FormRenderer';
import { useStores } from '../../stores';
import { FormGate } from './FormGate';

export const ChangePasswordForm = observer(function ChangePasswordForm() {
  const { auth, ui } = useStores();
  const navigate = useNavigate();
  const known = auth.knownPassword;
  const onSubmit = async (values: Record<string, unknown>) => {
    const str = (k: string) => (typeof values[k] === 'string' ? (values[k] as string) : '');
    const result = await auth.changePassword({ oldPassword: known ?? str('oldPassword'), newPassword: str('newPassword'), confirmNewPassword: str('confirmNewPassword') });
    if (!result.ok) return result.message;
    ui.closeModal();
    void navigate('/');
    return null;
  };
  return (
    <FormGate id="changePassword">
      {(form, validators) => <FormRenderer form={form} validators={validators} conditions={{ oldPasswordKnown: known !== null }} onSubmit={onSubmit} />}
    </FormGate>
  );
});
