/** Shared styles and the points display of the points mall page (light and dark through the site's CSS variables). */
import { css } from '@emotion/react';
import { formatAmount } from '../../../contract/money';

/**
 * Points as the member reads them: the wire's decimal string (two decimals) with the language's
 * thousands separators, whole points without decimals: "7855.50" -> "7,855.50", "800.00" -> "800",
 * "-150.00" -> "-150".
 */
export function showPoints(value: string, lang: string): string {
  const negative = value.startsWith('-');
  const shown = formatAmount(negative ? value.slice(1) : value, lang).replace(/[.,]00$/, '');
  return negative ? `-${shown}` : shown;
}

export const field = css`
  display: grid;
  gap: 6px;
  font-size: 13px;
  color: var(--c-muted);
  & input,
  & select {
    height: 40px;
    padding: 0 12px;
    border-radius: var(--r-md, 10px);
    border: 1px solid var(--c-border);
    background: var(--c-surface);
    color: var(--c-text);
    font-size: 14px;
    font-variant-numeric: tabular-nums;
  }
  & input:focus,
  & select:focus {
    outline: 2px solid color-mix(in srgb, var(--c-primary) 60%, transparent);
    outline-offset: 1px;
  }
`;

export const filterBar = css`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: 12px;
  margin-bottom: 14px;
`;
