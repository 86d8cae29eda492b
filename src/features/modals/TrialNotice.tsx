/**
 * Notices raised by UiStore.showNotice, e.g. in_need_true_account for trial users (spec section 5):
 * an alert dialog with the localised message.
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/Modal';
import { primaryButton } from '../../components/styles';
import { useStores } from '../../stores';

export const NoticeDialog = observer(function NoticeDialog() {
  const { t } = useTranslation();
  const { ui } = useStores();
  if (!ui.notice) return null;
  const key = ui.notice.includes('.') ? ui.notice : `errors.${ui.notice}`;
  return (
    <Modal
      open
      size="sm"
      title={t('modals.trialNotice.title')}
      onClose={() => ui.clearNotice()}
      testId="notice-dialog"
      footer={
        <button type="button" css={primaryButton} onClick={() => ui.clearNotice()}>
          {t('common.confirm')}
        </button>
      }
    >
      <p
        role="alert"
        css={css`
          margin: 0;
        `}
      >
        {t(key)}
      </p>
    </Modal>
  );
});
