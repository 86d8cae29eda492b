/**
 * Global styles: the theme's CSS variables on :root plus base element styles. Focus rings stay
 * visible for keyboard users (accessibility).
 */
import { Global, css } from '@emotion/react';
import type { AppTheme } from './tokens';
import { cssVariablesText } from './cssVars';

export function GlobalStyles({ theme }: { theme: AppTheme }) {
  return (
    <Global
      styles={css`
        :root {
          ${cssVariablesText(theme)}
          color-scheme: ${theme.name};
        }
        *,
        *::before,
        *::after {
          box-sizing: border-box;
        }
        html,
        body {
          margin: 0;
          padding: 0;
          min-width: 1280px;
          background: var(--c-bg);
          color: var(--c-text);
          font-family: var(--font-body);
          font-size: 14px;
          line-height: 1.5;
          -webkit-font-smoothing: antialiased;
        }
        body {
          transition:
            background-color 0.2s ease,
            color 0.2s ease;
        }
        a {
          color: inherit;
          text-decoration: none;
        }
        button {
          font: inherit;
          color: inherit;
        }
        img {
          display: block;
          max-width: 100%;
        }
        h1,
        h2,
        h3,
        h4 {
          font-family: var(--font-display);
          margin: 0;
        }
        :focus-visible {
          outline: 2px solid var(--c-accent);
          outline-offset: 2px;
        }
        ::selection {
          background: var(--c-primary);
          color: var(--c-on-primary);
        }
        ::-webkit-scrollbar {
          width: 8px;
          height: 8px;
        }
        ::-webkit-scrollbar-thumb {
          background: var(--c-border);
          border-radius: 8px;
        }
        .visually-hidden {
          position: absolute !important;
          width: 1px;
          height: 1px;
          overflow: hidden;
          clip: rect(0 0 0 0);
          white-space: nowrap;
        }
      `}
    />
  );
}
