/**
 * Variant-driven styles of the generic MenuRenderer. Colours and sizes come from the theme's CSS
 * variables (src/theme/cssVars.ts), so both themes apply without code here.
 */
import { css, type SerializedStyles } from '@emotion/react';

export type MenuVariant = 'topNav' | 'side' | 'footer' | 'floating' | 'account' | 'center' | 'list';

export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;

const reset = css`
  list-style: none;
  margin: 0;
  padding: 0;
`;

/** The clickable element of an entry, shared by all variants. */
export const itemBase = css`
  position: relative;
  display: flex;
  align-items: center;
  gap: 10px;
  width: 100%;
  padding: 8px 12px;
  border: 0;
  border-radius: var(--r-md, 10px);
  background: transparent;
  color: inherit;
  font: inherit;
  text-decoration: none;
  text-align: start;
  cursor: pointer;
  white-space: nowrap;
  transition:
    background 0.15s ease,
    color 0.15s ease;
  &:hover,
  &:focus-visible {
    background: var(--c-hover);
    color: var(--c-primary);
  }
  &:focus-visible {
    outline: 2px solid var(--c-primary);
    outline-offset: 1px;
  }
  &[aria-current] {
    color: var(--c-primary);
    background: var(--c-hover);
    font-weight: 600;
  }
`;

export const badge = css`
  min-width: 18px;
  height: 18px;
  padding: 0 5px;
  margin-inline-start: auto;
  border-radius: var(--r-pill, 999px);
  background: var(--c-danger, #e5484d);
  color: #fff;
  font-size: 11px;
  font-weight: 700;
  line-height: 18px;
  text-align: center;
`;

/** The list element per variant. */
export const listStyles: Record<MenuVariant, SerializedStyles> = {
  topNav: css`
    ${reset};
    display: flex;
    align-items: center;
    gap: 2px;
    & > li > a,
    & > li > button {
      padding: 10px 14px;
      font-weight: 600;
    }
  `,
  side: css`
    ${reset};
    display: flex;
    flex-direction: column;
    gap: 2px;
  `,
  footer: css`
    ${reset};
    display: flex;
    flex-wrap: wrap;
    gap: 4px 8px;
    color: var(--c-muted);
    font-size: 13px;
    & > li > a,
    & > li > button {
      width: auto;
      padding: 4px 8px;
    }
  `,
  floating: css`
    ${reset};
    display: flex;
    flex-direction: column;
    gap: 6px;
    & > li > a,
    & > li > button {
      justify-content: center;
      width: 44px;
      height: 44px;
      padding: 0;
      border-radius: var(--r-pill, 999px);
      background: var(--c-surface);
      box-shadow: var(--shadow-card);
    }
  `,
  account: css`
    ${reset};
    display: flex;
    flex-direction: column;
    min-width: 200px;
    padding: 6px;
  `,
  center: css`
    ${reset};
    display: flex;
    flex-direction: column;
    gap: 2px;
    & [aria-current] {
      box-shadow: inset 3px 0 0 var(--c-primary);
    }
  `,
  list: css`
    ${reset};
    display: flex;
    flex-direction: column;
  `,
};

/** An entry that has a hover/focus drop menu. */
export const dropHost = css`
  position: relative;
  &:hover > ul,
  &:focus-within > ul {
    display: grid;
  }
`;

/** The drop menu: one column normally, a wide grid in the large layout (above 10 vendors). */
export const dropMenu = css`
  ${reset};
  display: none;
  position: absolute;
  top: 100%;
  left: 0;
  z-index: 30;
  min-width: 200px;
  padding: 8px;
  gap: 2px;
  border: 1px solid var(--c-border);
  border-radius: var(--r-lg, 16px);
  background: var(--c-bg-elevated);
  box-shadow: var(--shadow-raised);
  grid-template-columns: 1fr;
  &[data-layout='large'] {
    grid-template-columns: repeat(4, minmax(160px, 1fr));
    min-width: 680px;
  }
`;
