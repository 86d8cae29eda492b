/** Styles of the responsible gaming pieces (theme variables: light and dark). */
import { css } from '@emotion/react';

/** A labelled form field (label text above the control). */
export const field = css`
  display: grid;
  gap: 6px;
  font-size: 13px;
  color: var(--c-muted);
  min-width: 0;
  input,
  select {
    width: 100%;
    min-width: 0;
    height: 40px;
    padding: 0 12px;
    border-radius: var(--r-md, 8px);
    border: 1px solid var(--c-border);
    background: var(--c-surface);
    color: var(--c-text);
    font-size: 14px;
  }
  input:focus,
  select:focus {
    outline: 2px solid var(--c-primary);
    outline-offset: 1px;
  }
`;

/** A usage bar filled to `share` (0..1): primary, amber past 80 %, red when full. */
export const progressBar = (share: number) => css`
  height: 8px;
  border-radius: 99px;
  background: var(--c-border);
  position: relative;
  overflow: hidden;
  &::after {
    content: '';
    position: absolute;
    inset: 0 auto 0 0;
    width: ${Math.round(share * 100)}%;
    border-radius: 99px;
    background: ${share >= 1 ? 'var(--c-danger)' : share >= 0.8 ? 'var(--c-warning)' : 'var(--c-primary)'};
  }
`;
