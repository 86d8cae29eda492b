/**
 * Shared style fragments (Emotion `css`) built on the theme's CSS variables, so every screen uses
 * the same buttons, chips and panels.
 */
import { css } from '@emotion/react';

export const buttonBase = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  height: 40px;
  padding: 0 20px;
  border: 0;
  border-radius: var(--r-pill);
  font-weight: 700;
  font-size: 14px;
  letter-spacing: 0.01em;
  cursor: pointer;
  white-space: nowrap;
  transition:
    transform 0.15s ease,
    box-shadow 0.2s ease,
    background 0.2s ease,
    filter 0.2s ease;
  &:hover {
    transform: translateY(-1px);
  }
  &:active {
    transform: translateY(0);
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
    transform: none;
  }
`;

export const primaryButton = css`
  ${buttonBase};
  background: var(--g-primary);
  color: var(--c-on-primary);
  box-shadow: 0 6px 16px color-mix(in srgb, var(--c-primary) 35%, transparent);
  &:hover {
    filter: brightness(1.06);
    box-shadow: 0 10px 24px color-mix(in srgb, var(--c-primary) 45%, transparent);
  }
`;

export const accentButton = css`
  ${buttonBase};
  background: var(--g-accent);
  color: var(--c-on-accent);
  box-shadow: 0 6px 16px color-mix(in srgb, var(--c-accent) 30%, transparent);
`;

export const ghostButton = css`
  ${buttonBase};
  background: transparent;
  color: var(--c-text);
  border: 1px solid var(--c-border);
  &:hover {
    background: var(--c-hover);
    border-color: var(--c-primary);
  }
`;

export const iconButton = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  border-radius: 50%;
  border: 1px solid var(--c-border);
  background: var(--c-surface);
  color: var(--c-text);
  cursor: pointer;
  transition:
    background 0.15s ease,
    color 0.15s ease,
    border-color 0.15s ease;
  &:hover {
    background: var(--c-hover);
    color: var(--c-primary);
    border-color: var(--c-primary);
  }
`;

export const panel = css`
  background: var(--c-surface);
  border: 1px solid var(--c-border);
  border-radius: var(--r-lg);
  box-shadow: var(--shadow-card);
`;

export const chip = (active: boolean) => css`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  height: 34px;
  padding: 0 16px;
  border-radius: var(--r-pill);
  border: 1px solid ${active ? 'transparent' : 'var(--c-border)'};
  background: ${active ? 'var(--g-primary)' : 'var(--c-surface)'};
  color: ${active ? 'var(--c-on-primary)' : 'var(--c-text)'};
  font-weight: 600;
  font-size: 13px;
  cursor: pointer;
  transition: all 0.15s ease;
  &:hover {
    border-color: var(--c-primary);
    color: ${active ? 'var(--c-on-primary)' : 'var(--c-primary)'};
  }
`;

export const sectionTitle = css`
  display: flex;
  align-items: center;
  gap: 10px;
  font-size: 20px;
  font-weight: 800;
  letter-spacing: 0.01em;
  color: var(--c-text);
  & svg {
    color: var(--c-primary);
  }
`;

/**
 * The shell every card shares (game cards, vendor cards): surface, border, radius, shadow and the
 * transitions their hover lift uses. Cards add their own hover colours.
 */
export const cardShell = css`
  position: relative;
  display: flex;
  flex-direction: column;
  border-radius: var(--r-lg);
  overflow: hidden;
  background: var(--c-surface);
  border: 1px solid var(--c-border);
  box-shadow: var(--shadow-card);
  transition:
    transform 0.2s ease,
    box-shadow 0.2s ease,
    border-color 0.2s ease;
`;
