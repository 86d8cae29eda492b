/** Logout confirmation (spec section 2: sign out with a confirmation; after logout go to /). */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Modal } from '../../components/Modal';
import { ghostButton, primaryButton } from '../../components/styles';
import { useStores } from '../../stores';

export function LogoutConfirm() {
  const { t } = useTranslation();
  const { ui, session } = useStores();
  const navigate = useNavigate();
  const handleConfirm = () => {
    session.clear();
    ui.closeModal();
    void navigate('/');
  };
  return (
    <Modal
      open
      size="sm"
      title={t('modals.logout.title')}
      onClose={() => ui.closeModal()}
      testId="logout-modal"
      footer={
        <>
          <button type="button" css={ghostButton} onClick={() => ui.closeModal()}>
            {t('common.cancel')}
          </button>
          <button type="button" css={primaryButton} onClick={handleConfirm}>
            {t('common.confirm')}
          </button>
        </>
      }
    >
      <p
        css={css`
          margin: 0;
          color: var(--c-muted);
        `}
      >
        {t('modals.logout.message')}
      </p>
    </Modal>
  );
}
