/**
 * Form styles on the theme's CSS variables (var(--c-…)): a tall rounded input with a focus ring,
 * inline error lines, counters and the captcha / SMS-code add-ons.
 */
import { css } from '@emotion/react';

export const formBox = css`
  display: flex;
  flex-direction: column;
  gap: 14px;
`;

export const fieldBox = css`
  display: flex;
  flex-direction: column;
  gap: 6px;
`;

export const labelText = css`
  font-size: 13px;
  font-weight: 600;
  color: var(--c-muted);
`;

export const inputBase = css`
  width: 100%;
  height: 44px;
  padding: 0 14px;
  border-radius: var(--r-md);
  border: 1px solid var(--c-border);
  background: var(--c-surface-2);
  color: var(--c-text);
  font-size: 14px;
  outline: none;
  transition:
    border-color 0.15s ease,
    box-shadow 0.15s ease,
    background 0.15s ease;
  &::placeholder {
    color: var(--c-muted);
    opacity: 0.8;
  }
  &:focus {
    border-color: var(--c-primary);
    background: var(--c-surface);
    box-shadow: 0 0 0 3px color-mix(in srgb, var(--c-primary) 22%, transparent);
  }
  &[aria-invalid='true'] {
    border-color: var(--c-danger);
    box-shadow: 0 0 0 3px color-mix(in srgb, var(--c-danger) 16%, transparent);
  }
`;

export const textareaInput = css`
  ${inputBase};
  height: auto;
  min-height: 110px;
  padding: 12px 14px;
  resize: vertical;
  line-height: 1.5;
  font-family: inherit; /* browsers default textareas to monospace */
`;

export const row = css`
  display: flex;
  align-items: stretch;
  gap: 8px;
`;

export const sideButton = css`
  flex-shrink: 0;
  min-width: 108px;
  height: 44px;
  padding: 0 14px;
  border-radius: var(--r-md);
  border: 1px solid var(--c-primary);
  background: color-mix(in srgb, var(--c-primary) 12%, transparent);
  color: var(--c-primary);
  font-weight: 700;
  font-size: 13px;
  cursor: pointer;
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

export const captchaImage = css`
  height: 44px;
  min-width: 108px;
  border-radius: var(--r-md);
  border: 1px solid var(--c-border);
  background: #fff;
  cursor: pointer;
  padding: 0;
  overflow: hidden;
  img {
    display: block;
    height: 100%;
  }
  span {
    padding: 0 10px;
    font-size: 12px;
    color: #555;
  }
`;

export const checkboxRow = css`
  display: flex;
  align-items: flex-start;
  gap: 10px;
  font-size: 13px;
  color: var(--c-text);
  cursor: pointer;
  input {
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: var(--c-primary);
    flex-shrink: 0;
  }
`;

export const errorText = css`
  margin: 0;
  font-size: 12px;
  color: var(--c-danger);
`;

export const counterText = css`
  align-self: flex-end;
  font-size: 12px;
  color: var(--c-muted);
  font-variant-numeric: tabular-nums;
`;

export const formAlert = css`
  margin: 0;
  padding: 10px 14px;
  border-radius: var(--r-md);
  background: color-mix(in srgb, var(--c-danger) 14%, transparent);
  color: var(--c-danger);
  font-size: 13px;
  font-weight: 600;
`;

export const submitButton = css`
  height: 46px;
  width: 100%;
  margin-top: 4px;
`;
