/**
 * Presentational pieces shared by the member center pages: cards, a key-value list, status pills,
 * notices, a data table and the loading / error / empty states. Styles use the theme variables so
 * the pages follow light and dark themes.
 */
import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ghostButton } from '../components/styles';
import { signOf } from '../../contract/money';

export const card = css`
  padding: 18px 20px;
  border-radius: var(--r-lg);
  background: var(--c-surface);
  border: 1px solid var(--c-border);
  box-shadow: var(--shadow-card);
`;
export const grid2 = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(300px, 1fr));
  gap: 16px;
  align-items: start;
`;
export const stack = css`
  display: grid;
  gap: 16px;
`;
export const cardTitle = css`
  display: flex;
  align-items: center;
  gap: 10px;
  margin: 0 0 12px;
  font-size: 16px;
  font-weight: 800;
  & svg {
    color: var(--c-primary);
  }
`;
export const hint = css`
  margin: -6px 0 12px;
  color: var(--c-muted);
  font-size: 13px;
`;
/** A two-column term / value list (profile, order details). */
export const definitionList = css`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: 10px 18px;
  margin: 0;
  font-size: 14px;
  dt {
    color: var(--c-muted);
  }
  dd {
    margin: 0;
    font-weight: 600;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 4px 8px;
    overflow-wrap: anywhere;
  }
`;
export const figure = css`
  font-size: 26px;
  font-weight: 800;
  font-variant-numeric: tabular-nums;
  color: var(--c-gold);
`;

/** A titled card. */
export function Card({
  title,
  icon,
  hintText,
  children,
  testId,
}: {
  title?: string;
  icon?: ReactNode;
  hintText?: string;
  children?: ReactNode;
  testId?: string;
}) {
  return (
    <section css={card} data-testid={testId} aria-label={title}>
      {title ? (
        <h4 css={cardTitle}>
          {icon}
          {title}
        </h4>
      ) : null}
      {hintText ? <p css={hint}>{hintText}</p> : null}
      {children}
    </section>
  );
}

const tones = {
  good: 'var(--c-success, #1fa971)',
  bad: 'var(--c-danger, #e5484d)',
  wait: 'var(--c-gold, #e0a526)',
  neutral: 'var(--c-muted, #8a8f98)',
} as const;
export type Tone = keyof typeof tones;

/** A coloured pill: text in `colour` on a 14 % tint of it; `small` for tags inside list rows. Other props (data-*) go on the span. */
export function Pill({
  colour,
  small = false,
  children,
  ...rest
}: { colour: string; small?: boolean; children: ReactNode } & Record<`data-${string}`, string>) {
  return (
    <span
      {...rest}
      css={css`
        display: inline-flex;
        align-items: center;
        height: ${small ? 20 : 24}px;
        padding: 0 ${small ? 8 : 10}px;
        border-radius: var(--r-pill);
        font-size: ${small ? 11 : 12}px;
        font-weight: 700;
        color: ${colour};
        background: color-mix(in srgb, ${colour} 14%, transparent);
        white-space: nowrap;
      `}
    >
      {children}
    </span>
  );
}

/** A coloured status pill. */
export function StatusPill({ tone, children }: { tone: Tone; children: ReactNode }) {
  return (
    <Pill colour={tones[tone]} data-tone={tone}>
      {children}
    </Pill>
  );
}

/** A success or error line (role status / alert). */
export function Notice({
  tone,
  children,
  testId,
}: {
  tone: 'good' | 'bad' | 'info';
  children: ReactNode;
  testId?: string;
}) {
  const c = tone === 'good' ? tones.good : tone === 'bad' ? tones.bad : 'var(--c-primary)';
  return (
    <p
      role={tone === 'bad' ? 'alert' : 'status'}
      data-testid={testId}
      css={css`
        margin: 0 0 12px;
        padding: 10px 14px;
        border-radius: var(--r-md, 10px);
        border: 1px solid color-mix(in srgb, ${c} 40%, transparent);
        background: color-mix(in srgb, ${c} 10%, transparent);
        color: var(--c-text);
        font-size: 13px;
      `}
    >
      {children}
    </p>
  );
}

/**
 * A load that failed: the server's message (or the page's fallback text) and a retry button, in
 * the site's error tone; the one failed-load state of every page (member site, agent center,
 * console). `retryLabel` defaults to the common "retry" text.
 */
export function LoadFailed({
  message,
  onRetry,
  retryLabel,
  testId,
}: {
  message: ReactNode;
  onRetry(): void;
  retryLabel?: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      data-testid={testId}
      css={css`
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: 10px 14px;
        margin: 0 0 12px;
        padding: 10px 14px;
        border-radius: var(--r-md, 10px);
        border: 1px solid color-mix(in srgb, ${tones.bad} 40%, transparent);
        background: color-mix(in srgb, ${tones.bad} 8%, transparent);
        color: var(--c-text);
        font-size: 13px;
      `}
    >
      <span>{message}</span>
      <button type="button" css={ghostButton} onClick={onRetry}>
        {retryLabel ?? t('wallet.center.retry')}
      </button>
    </div>
  );
}

/** Loading, error (with retry) or the content. */
export function LoadState({
  loading,
  error,
  onRetry,
  children,
}: {
  loading: boolean;
  error: string | null;
  onRetry(): void;
  children: () => ReactNode;
}) {
  const { t } = useTranslation();
  if (error) return <LoadFailed message={error} onRetry={onRetry} />;
  if (loading)
    return (
      <p
        aria-busy="true"
        css={css`
          color: var(--c-muted);
          font-size: 13px;
        `}
      >
        {t('wallet.center.loading')}
      </p>
    );
  return <>{children()}</>;
}

export const table = css`
  width: 100%;
  border-collapse: collapse;
  font-size: 13px;
  th {
    text-align: left;
    font-weight: 700;
    color: var(--c-muted);
    padding: 10px 12px;
    border-bottom: 1px solid var(--c-border);
    white-space: nowrap;
  }
  td {
    padding: 11px 12px;
    border-bottom: 1px solid var(--c-border);
    vertical-align: middle;
  }
  tbody tr:hover {
    background: var(--c-hover);
  }
  td[data-nowrap] {
    white-space: nowrap;
  }
  td[data-num] {
    text-align: right;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  th[data-num] {
    text-align: right;
  }
`;

/** A bank card's short label: the bank and the last four digits of the (masked) number. */
export function cardLabel(card: { bankName: string; cardNumber: string }): string {
  return `${card.bankName} ···· ${card.cardNumber.replace(/\D/g, '').slice(-4)}`;
}

/** The empty state of a list. */
export function Empty() {
  const { t } = useTranslation();
  return (
    <p
      css={css`
        margin: 0;
        padding: 28px 0;
        text-align: center;
        color: var(--c-muted);
      `}
    >
      {t('wallet.common.noRecords')}
    </p>
  );
}

/** The colour of a signed decimal amount: success above zero, danger below, plain at zero or when unknown (null). */
export function amountTone(amount: string | null): string {
  const sign = amount === null ? 0 : signOf(amount);
  return sign > 0 ? 'var(--c-success, #1fa971)' : sign < 0 ? 'var(--c-danger, #e5484d)' : 'inherit';
}

/** A row of `columns` equal totals cards: each a div with its label in a span and its figure in a strong. */
export const totalsGrid = (columns: number) => css`
  display: grid;
  grid-template-columns: repeat(${columns}, 1fr);
  gap: 12px;
  margin-bottom: 14px;
  & > div {
    padding: 12px 16px;
  }
  & span {
    display: block;
    font-size: 12px;
    color: var(--c-muted);
  }
  & strong {
    font-size: 18px;
    font-variant-numeric: tabular-nums;
  }
`;
