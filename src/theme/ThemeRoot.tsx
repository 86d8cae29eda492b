/**
 * Provides the Emotion theme and the global styles for a theme name (persisted by UiStore). Also mirrors the name on <html data-theme> for renderers that prefer a selector.
 */
import { ThemeProvider } from '@emotion/react';
import { useEffect, type ReactNode } from 'react';
import { GlobalStyles } from './GlobalStyles';
import { themeOf } from './tokens';

export function ThemeRoot({ name, children }: { name: string; children: ReactNode }) {
  const theme = themeOf(name);
  useEffect(() => {
    document.documentElement.dataset.theme = theme.name;
  }, [theme.name]);
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyles theme={theme} />
      {children}
    </ThemeProvider>
  );
}
