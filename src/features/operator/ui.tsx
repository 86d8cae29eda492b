/** Small building blocks of the operator console: cards, switches, inputs, field errors. */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { panel } from '../../components/styles';
import type { VersionedDocument } from '../../stores/OperatorStore';
import { refusalText } from './refusalText';

export const card = css`
  ${panel};
  padding: 20px 22px;
  display: flex;
  flex-direction: column;
  gap: 14px;
`;

export const cardTitle = css`
  margin: 0;
  font-size: 16px;
  font-weight: 800;
  color: var(--c-text);
`;

export const muted = css`
  margin: 0;
  color: var(--c-muted);
  font-size: 13px;
  line-height: 1.5;
`;

export const input = css`
  height: 36px;
  padding: 0 10px;
  border-radius: var(--r-md);
  border: 1px solid var(--c-border);
  background: var(--c-bg-elevated);
  color: var(--c-text);
  font: inherit;
  font-size: 13px;
  min-width: 0;
  &:focus {
    outline: 2px solid color-mix(in srgb, var(--c-primary) 60%, transparent);
    border-color: var(--c-primary);
  }
  &[aria-invalid='true'] {
    border-color: var(--c-danger);
  }
`;

/** An on/off switch (a checkbox with role switch), labelled. */
export function Switch({
  checked,
  onChange,
  label,
  testId,
  disabled,
}: {
  checked: boolean;
  onChange: (on: boolean) => void;
  label: string;
  testId?: string;
  disabled?: boolean;
}) {
  return (
    <label
      css={css`
        display: inline-flex;
        align-items: center;
        gap: 10px;
        cursor: ${disabled ? 'not-allowed' : 'pointer'};
        font-size: 14px;
        color: var(--c-text);
        opacity: ${disabled ? 0.55 : 1};
      `}
    >
      <input
        type="checkbox"
        role="switch"
        checked={checked}
        disabled={disabled}
        aria-label={label}
        data-testid={testId}
        onChange={(e) => onChange(e.target.checked)}
        css={css`
          appearance: none;
          width: 40px;
          height: 22px;
          border-radius: 11px;
          background: ${checked ? 'var(--c-success)' : 'var(--c-border)'};
          position: relative;
          cursor: inherit;
          transition: background 0.15s;
          flex: none;
          &::after {
            content: '';
            position: absolute;
            top: 3px;
            left: ${checked ? '21px' : '3px'};
            width: 16px;
            height: 16px;
            border-radius: 50%;
            background: var(--c-on-vivid);
            transition: left 0.15s;
          }
          &:focus-visible {
            outline: 2px solid var(--c-primary);
            outline-offset: 2px;
          }
        `}
      />
      <span>{label}</span>
    </label>
  );
}

/** The errors of a refused save of a document at `pointer` (or below it unless `exact`), shown next to the field. */
export const FieldErrors = observer(function FieldErrors({
  store,
  pointer,
  exact = false,
}: {
  store: Pick<VersionedDocument, 'errors' | 'errorsAt'>;
  pointer: string;
  exact?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const errors = exact ? store.errors.filter((e) => e.pointer === pointer) : store.errorsAt(pointer);
  if (errors.length === 0) return null;
  return (
    <ul
      data-testid="field-error"
      data-pointer={pointer}
      role="alert"
      css={css`
        margin: 4px 0 0;
        padding: 0;
        list-style: none;
        color: var(--c-danger);
        font-size: 12px;
        line-height: 1.4;
      `}
    >
      {errors.map((e) => (
        <li key={`${e.pointer}:${e.rule}:${e.message}`}>{refusalText(t, i18n, e)}</li>
      ))}
    </ul>
  );
});

/** A titled card; `wide` spans two columns of a grid. */
export function Section({
  title,
  intro,
  children,
  testId,
  wide = false,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
  testId?: string;
  wide?: boolean;
}) {
  return (
    <section
      css={[
        card,
        wide &&
          css`
            grid-column: span 2;
            @media (max-width: 900px) {
              grid-column: auto;
            }
          `,
      ]}
      data-testid={testId}
    >
      <h2 css={cardTitle}>{title}</h2>
      {intro ? <p css={muted}>{intro}</p> : null}
      {children}
    </section>
  );
}
