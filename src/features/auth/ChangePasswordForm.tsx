/**
 * Change password (spec section 4), drawn by the generic FormRenderer: the old password is asked
 * unless it is known (right after a login that forced the change); success reloads the login
 * info, closes the dialog and goes to /. A forced change says why and offers logging out, the
 * only other way out (AuthStore keeps the dialog in front until one of them happens).
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Icon } from '../../components/Icon';
import { ghostButton } from '../../components/styles';
import { FormRenderer } from '../../renderers/FormRenderer';
import { useStores } from '../../stores';
import { FormGate } from './FormGate';

const forcedNote = css`
  display: flex;
  gap: 10px;
  align-items: flex-start;
  margin: 0 0 14px;
  padding: 12px 14px;
  border-radius: var(--r-md);
  background: color-mix(in srgb, var(--c-warning) 12%, transparent);
  font-size: 13px;
  line-height: 1.5;
  & > span {
    flex: none;
    color: var(--c-warning);
  }
`;

export const ChangePasswordForm = observer(function ChangePasswordForm() {
  const { t } = useTranslation();
  const { auth, ui } = useStores();
  const navigate = useNavigate();
  const known = auth.knownPassword;
  const forced = auth.passwordChangeRequired;
  const onSubmit = async (values: Record<string, unknown>) => {
    const str = (k: string) => (typeof values[k] === 'string' ? (values[k] as string) : '');
    const result = await auth.changePassword({
      oldPassword: known ?? str('oldPassword'),
      newPassword: str('newPassword'),
      confirmNewPassword: str('confirmNewPassword'),
    });
    if (!result.ok) return result.message;
    ui.closeModal();
    ui.showToast('common.success.passwordChanged');
    void navigate('/');
    return null;
  };
  const handleLogout = () => ui.openModal('logoutConfirm');
  return (
    <>
      {forced ? (
        <p css={forcedNote} role="note">
          <Icon name="shield" size={18} />
          {t('auth.forcedChange.intro')}
        </p>
      ) : null}
      <FormGate id="changePassword">
        {(form, validators) => (
          <FormRenderer
            form={form}
            validators={validators}
            conditions={{ oldPasswordKnown: known !== null }}
            onSubmit={onSubmit}
          />
        )}
      </FormGate>
      {forced ? (
        <button
          type="button"
          css={[
            ghostButton,
            css`
              width: 100%;
              margin-top: 10px;
            `,
          ]}
          onClick={handleLogout}
          data-testid="changePassword-logout"
        >
          {t('forms.actions.logout')}
        </button>
      ) : null}
    </>
  );
});
