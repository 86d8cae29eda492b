/** The confirmation before messages are deleted (messageV2): names the one message, or counts the ticked ones. */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../../components/Modal';
import { ghostButton, primaryButton } from '../../../../components/styles';

/** What to delete: the ids, and the title when it is one opened message. */
export interface DeleteRequest {
  ids: number[];
  title?: string;
}

export function DeleteConfirm({
  request,
  busy,
  onCancel,
  onConfirm,
}: {
  request: DeleteRequest | null;
  busy: boolean;
  onCancel(): void;
  onConfirm(ids: number[]): void;
}) {
  const { t } = useTranslation();
  if (!request) return null;
  return (
    <Modal
      open
      size="sm"
      title={t('messages.confirmTitle')}
      onClose={onCancel}
      testId="messages-confirm"
      footer={
        <div
          css={css`
            display: flex;
            gap: 10px;
            justify-content: flex-end;
          `}
        >
          <button type="button" css={ghostButton} onClick={onCancel}>
            {t('messages.cancel')}
          </button>
          <button
            type="button"
            css={[
              primaryButton,
              css`
                background: var(--c-danger);
                box-shadow: none;
              `,
            ]}
            disabled={busy}
            onClick={() => onConfirm(request.ids)}
            data-testid="messages-confirm-delete"
          >
            {t('messages.confirmDelete')}
          </button>
        </div>
      }
    >
      <p
        css={css`
          margin: 0;
          line-height: 1.6;
          overflow-wrap: anywhere;
        `}
      >
        {request.title !== undefined
          ? t('messages.confirmOne', { title: request.title })
          : t('messages.confirmMany', { count: request.ids.length })}
      </p>
    </Modal>
  );
}
