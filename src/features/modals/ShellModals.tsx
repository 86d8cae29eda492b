/**
 * Dialogs whose forms come from the form registry: feedback, forgot password and change password. Each is a
 * complete accessible dialog whose form area is a {@link FormSlot}.
 */
import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/Modal';
import { FormSlot, type FormSlotId } from '../auth/FormSlot';
import '../auth/slots';

const TITLES: Record<'feedback' | 'forgotPassword' | 'changePassword', string> = {
  feedback: 'modals.feedback.title',
  forgotPassword: 'modals.auth.forgotPassword',
  changePassword: 'modals.password.title',
};

export function FormShellModal({
  name,
  onClose,
  params,
}: {
  name: keyof typeof TITLES;
  onClose: () => void;
  params: Record<string, string>;
}) {
  const { t } = useTranslation();
  // A forced password change (spec section 4) must not be dismissed: no Escape, no close button.
  const forced = name === 'changePassword' && params.forced === 'true';
  return (
    <Modal open size="md" title={t(TITLES[name])} onClose={onClose} dismissible={!forced} testId={`${name}-modal`}>
      <FormSlot id={name as FormSlotId} params={params} />
    </Modal>
  );
}
