export { darkTheme, lightTheme, themeOf, type AppTheme, type ThemeName } from './tokens';
export { cssVariables, cssVariablesText } from './cssVars';
export { ThemeRoot } from './ThemeRoot';
export { GlobalStyles } from './GlobalStyles';
