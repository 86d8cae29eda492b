/**
 * Small parts of the console's Promotions tab: a labelled field with its refusal, local date-time
 * conversions for datetime-local inputs, a confirmation dialog, and an image fetched with the
 * operator token shown from a blob URL (application images are private: docs/promotions.md "Entries").
 */
import { css } from '@emotion/react';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/Modal';
import { ghostButton, primaryButton } from '../../../components/styles';
import { muted } from '../ui';

const K = 'operator.console.promotions';

/** An ISO time as a datetime-local value in the browser's zone ('' for none). */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local value (browser zone) as an ISO time; null for an empty or unreadable value. */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

export const fieldLabel = css`
  display: grid;
  align-content: start;
  gap: 6px;
  font-size: 12px;
  font-weight: 700;
  color: var(--c-muted);
  min-width: 0;
  & > span:first-of-type {
    letter-spacing: 0.02em;
  }
`;

const errorText = css`
  margin: 0;
  color: var(--c-danger);
  font-size: 12px;
  font-weight: 600;
`;

/** A label over its control, with a hint and the refusal naming this field; `group` for several controls (a labelled group instead of a label). */
export function Field({
  label,
  error,
  hint,
  children,
  testId,
  group = false,
}: {
  label: string;
  error?: string | null;
  hint?: string;
  children: ReactNode;
  testId?: string;
  group?: boolean;
}) {
  const Tag = group ? 'div' : 'label';
  return (
    <Tag css={fieldLabel} data-testid={testId} {...(group ? { role: 'group', 'aria-label': label } : {})}>
      <span>{label}</span>
      {children}
      {hint ? (
        <span
          css={[
            muted,
            css`
              font-size: 11px;
              font-weight: 400;
            `,
          ]}
        >
          {hint}
        </span>
      ) : null}
      {error ? (
        <span role="alert" css={errorText} data-testid="promo-field-error">
          {error}
        </span>
      ) : null}
    </Tag>
  );
}

/** A confirmation dialog (publish, end). */
export function ConfirmDialog({
  open,
  title,
  text,
  onConfirm,
  onClose,
  busy,
  testId,
}: {
  open: boolean;
  title: string;
  text: string;
  onConfirm(): void;
  onClose(): void;
  busy: boolean;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={title}
      onClose={onClose}
      size="sm"
      testId={testId}
      footer={
        <div
          css={css`
            display: flex;
            gap: 10px;
            justify-content: flex-end;
          `}
        >
          <button type="button" css={ghostButton} onClick={onClose}>
            {t(`${K}.editor.cancel`)}
          </button>
          <button
            type="button"
            css={primaryButton}
            disabled={busy}
            onClick={onConfirm}
            data-testid={`${testId}-confirm`}
          >
            {t(`${K}.editor.confirm`)}
          </button>
        </div>
      }
    >
      <p
        css={[
          muted,
          css`
            font-size: 14px;
          `,
        ]}
      >
        {text}
      </p>
    </Modal>
  );
}

/** A blob URL of the image `load()` fetches (revoked when it changes or unmounts); null while loading; 'failed' on an error. */
export function useBlobUrl(key: string, load: () => Promise<Blob>): string | null | 'failed' {
  // The result carries its key: after a change of key the hook answers null until the new load ends.
  const [got, setGot] = useState<{ key: string; url: string | 'failed' } | null>(null);
  useEffect(() => {
    let gone = false;
    let made: string | null = null;
    load().then(
      (blob) => {
        if (gone) return;
        made = URL.createObjectURL(blob);
        setGot({ key, url: made });
      },
      () => !gone && setGot({ key, url: 'failed' }),
    );
    return () => {
      gone = true;
      if (made) URL.revokeObjectURL(made);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- fetches again when the key changes; load is a fresh closure each render
  }, [key]);
  return got?.key === key ? got.url : null;
}
