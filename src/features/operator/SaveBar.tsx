/**
 * The save bar of one versioned document of the console (README "Operator console"): whether the draft has
 * unsaved changes, the outcome of the last save, a note for the history, discard and save.
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ghostButton, primaryButton } from '../../components/styles';
import type { VersionedDocumentView } from '../../stores/OperatorStore';
import { input } from './ui';

export const SaveBar = observer(function SaveBar({
  doc: store,
  testId,
  liveLabel = 'operator.console.upToDate',
}: {
  doc: VersionedDocumentView;
  testId: string;
  liveLabel?: string;
}) {
  const { t } = useTranslation();
  const [note, setNote] = useState('');
  const handleSave = async () => {
    await store.save(note);
    if (store.success) setNote('');
  };
  return (
    <div
      css={css`
        position: sticky;
        bottom: 0;
        z-index: 5;
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: 10px 14px;
        padding: 14px 20px;
        border-top: 1px solid var(--c-border);
        background: color-mix(in srgb, var(--c-surface) 92%, transparent);
        backdrop-filter: blur(8px);
      `}
    >
      <span
        data-testid="draft-state"
        css={css`
          font-weight: 700;
          color: ${store.dirty ? 'var(--c-warning)' : 'var(--c-success)'};
        `}
      >
        {store.dirty ? t('operator.console.unsaved') : t(liveLabel)}
      </span>
      <span
        role="status"
        data-testid="save-outcome"
        css={css`
          font-size: 13px;
          color: ${store.failure ? 'var(--c-danger)' : 'var(--c-success)'};
        `}
      >
        {/* Field errors are marked below their fields; any other refusal (a conflict, nothing to save,
            the network) is the server's own localised message. */}
        {store.failure
          ? store.errors.length > 0
            ? t('operator.console.refused')
            : store.failure
          : store.success
            ? t(store.success)
            : ''}
      </span>
      <input
        css={[
          input,
          css`
            margin-left: auto;
            width: min(280px, 100%);
          `,
        ]}
        aria-label={t('operator.console.note')}
        placeholder={t('operator.console.note')}
        maxLength={200}
        value={note}
        onChange={(e) => setNote(e.target.value)}
      />
      <button type="button" css={ghostButton} disabled={!store.dirty || store.busy} onClick={() => store.discard()}>
        {t('operator.console.discard')}
      </button>
      <button
        type="button"
        data-testid={testId}
        css={primaryButton}
        disabled={!store.dirty || store.busy}
        onClick={() => void handleSave()}
      >
        {store.busy ? t('operator.console.saving') : t('operator.console.save')}
      </button>
    </div>
  );
});
