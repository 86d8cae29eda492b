/**
 * A confirmation for the vendor integrations page (README "Vendor integrations"): the site's modal
 * with a message, cancel and confirm; confirm waits while the change runs.
 */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/Modal';
import { ghostButton, primaryButton } from '../../../components/styles';

/** A confirm dialog; `onConfirm` runs the change (the dialog stays until the caller closes it). */
export function ConfirmDialog({
  open,
  title,
  message,
  busy,
  onConfirm,
  onCancel,
  testId,
}: {
  open: boolean;
  title: string;
  message: string;
  busy: boolean;
  onConfirm(): void;
  onCancel(): void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={title}
      onClose={onCancel}
      size="sm"
      testId={testId}
      footer={
        <div
          css={css`
            display: flex;
            justify-content: flex-end;
            gap: 10px;
          `}
        >
          <button type="button" css={ghostButton} onClick={onCancel} disabled={busy}>
            {t('operator.console.vendors.maintenance.cancel')}
          </button>
          <button
            type="button"
            css={primaryButton}
            onClick={onConfirm}
            disabled={busy}
            data-testid={`${testId}-confirm`}
          >
            {t('operator.console.vendors.maintenance.confirm')}
          </button>
        </div>
      }
    >
      <p
        css={css`
          margin: 0;
          font-size: 14px;
          line-height: 1.6;
        `}
      >
        {message}
      </p>
    </Modal>
  );
}
