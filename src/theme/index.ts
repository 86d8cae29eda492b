export { darkTheme, lightTheme, themeOf, type AppTheme, type ThemeName } from './tokens';
export { cssVariables, cssVariablesText } from './cssVars';
export { ThemeRoot } from './ThemeRoot';
export { GlobalStyles } from './GlobalStyles';
export {
  ART,
  BRAND_COLOURS,
  LOTTERY_BALLS,
  MEDALS,
  PANELS,
  QR_BACKGROUND,
  VIP_TIER_COLOURS,
  medalOf,
} from './palettes';
export type { GradientStops } from './palettes';
