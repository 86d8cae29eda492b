/**
 * Design tokens for the two themes. The same values are exposed as CSS variables
 * on :root (see cssVars.ts) so that every component, including the engine helper's renderers, can
 * style itself with `var(--c-...)` and a theme switch costs one attribute change.
 */
export type ThemeName = 'dark' | 'light';

export interface ThemeColors {
  /** Page background. */
  bg: string;
  /** Slightly raised background (side menu, header). */
  bgElevated: string;
  /** Card and panel background. */
  surface: string;
  /** Second surface level (inputs, hovered rows). */
  surface2: string;
  /** Hover tint on surfaces. */
  hover: string;
  text: string;
  /** Secondary text. */
  muted: string;
  /** Brand colour: buttons, active tabs, links. */
  primary: string;
  /** Text drawn on the primary colour. */
  onPrimary: string;
  /** Second accent (teal in dark, gold in light). */
  accent: string;
  onAccent: string;
  border: string;
  danger: string;
  success: string;
  warning: string;
  /** Informational tone (blue): running and joined states. */
  info: string;
  /** Violet highlight for out-of-band things: broadcasts, coming-soon states. */
  highlight: string;
  /** Gold used for money and the jackpot whatever the theme. */
  gold: string;
  /** Text drawn on the gold gradient and gold badges (dark brown in both themes). */
  onGold: string;
  /**
   * Text and marks on fills that stay dark or vivid in both themes: the hero gradient, images, art
   * gradients, danger and success badges, switch knobs. Mixed with transparent for muted text and
   * glassy tiles on those fills.
   */
  onVivid: string;
  /** Highlighted text (amounts, titles) on the same dark or vivid fills: a light gold. */
  onVividAccent: string;
  /** Near-black behind played media (game frames, videos), darkening mixes and scrims on images. */
  shade: string;
  /** Base colour of drop shadows, mixed with transparent (black in dark, a navy tint in light). */
  shadow: string;
  /** Overlay behind dialogs. */
  overlay: string;
}

export interface ThemeGradients {
  /** Primary buttons. */
  primary: string;
  /** Secondary (accent) buttons. */
  accent: string;
  /** Header bar. */
  header: string;
  /** Hero panels such as the jackpot and the winner board. */
  hero: string;
  /** Card image fallback. */
  card: string;
  /** Gold badges: trophies, step numbers, the jackpot's icon (text on it: colors.onGold). */
  gold: string;
  /** Danger badges such as the blocked page's icon. */
  danger: string;
}

export interface AppTheme {
  name: ThemeName;
  colors: ThemeColors;
  gradients: ThemeGradients;
  shadows: { card: string; raised: string; glow: string };
  radii: { sm: string; md: string; lg: string; pill: string };
  fonts: { body: string; display: string; mono: string };
  layout: { sideOpen: string; sideClosed: string; header: string; content: string };
}

const shared = {
  radii: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  fonts: {
    body: "'Inter', 'Segoe UI', 'PingFang TC', 'Microsoft JhengHei', 'Noto Sans TC', system-ui, sans-serif",
    display: "'Montserrat', 'Inter', 'Segoe UI', 'PingFang TC', 'Microsoft JhengHei', system-ui, sans-serif",
    mono: "'JetBrains Mono', 'SFMono-Regular', Consolas, monospace",
  },
  layout: { sideOpen: '232px', sideClosed: '72px', header: '68px', content: '1240px' },
};

export const darkTheme: AppTheme = {
  name: 'dark',
  colors: {
    bg: '#0a0f1e',
    bgElevated: '#0e1428',
    surface: '#141c34',
    surface2: '#1c2646',
    hover: 'rgba(255, 255, 255, 0.06)',
    text: '#eef1f8',
    muted: '#8f9ab8',
    primary: '#f5c451',
    onPrimary: '#231804',
    accent: '#1fd1bf',
    onAccent: '#03201d',
    border: 'rgba(148, 163, 209, 0.16)',
    danger: '#ff5873',
    success: '#2fd37a',
    warning: '#ffb020',
    info: '#4c9aff',
    highlight: '#8b5cf6',
    gold: '#f7c948',
    onGold: '#231804',
    onVivid: '#ffffff',
    onVividAccent: '#ffe08a',
    shade: '#05070f',
    shadow: '#000000',
    overlay: 'rgba(3, 6, 16, 0.72)',
  },
  gradients: {
    primary: 'linear-gradient(135deg, #ffe08a 0%, #f5c451 45%, #d9961c 100%)',
    accent: 'linear-gradient(135deg, #3ee6d3 0%, #14b8a6 100%)',
    header: 'linear-gradient(180deg, rgba(16, 23, 46, 0.98) 0%, rgba(12, 18, 36, 0.96) 100%)',
    hero: 'radial-gradient(120% 140% at 0% 0%, #2a3a72 0%, #141c34 55%, #0e1428 100%)',
    card: 'linear-gradient(160deg, #24305a 0%, #141c34 100%)',
    gold: 'linear-gradient(135deg, #ffe08a, #d9961c)',
    danger: 'linear-gradient(135deg, #ff8a9b, #e23a57)',
  },
  shadows: {
    card: '0 6px 18px rgba(0, 0, 0, 0.35)',
    raised: '0 14px 36px rgba(0, 0, 0, 0.5)',
    glow: '0 0 0 1px rgba(245, 196, 81, 0.5), 0 8px 28px rgba(245, 196, 81, 0.25)',
  },
  ...shared,
};

export const lightTheme: AppTheme = {
  name: 'light',
  colors: {
    bg: '#f3f5fa',
    bgElevated: '#ffffff',
    surface: '#ffffff',
    surface2: '#eef2f8',
    hover: 'rgba(15, 23, 42, 0.05)',
    text: '#131a2e',
    muted: '#5f6b87',
    primary: '#0d8f83',
    onPrimary: '#ffffff',
    accent: '#d99418',
    onAccent: '#ffffff',
    border: '#e2e7f0',
    danger: '#e23a57',
    success: '#17a35d',
    warning: '#c77c00',
    info: '#2563eb',
    highlight: '#7c3aed',
    gold: '#c98a0e',
    onGold: '#231804',
    onVivid: '#ffffff',
    onVividAccent: '#ffe08a',
    shade: '#05070f',
    shadow: '#142040',
    overlay: 'rgba(15, 23, 42, 0.55)',
  },
  gradients: {
    primary: 'linear-gradient(135deg, #14b8a6 0%, #0d8f83 100%)',
    accent: 'linear-gradient(135deg, #fbcf5f 0%, #e0a024 100%)',
    header: 'linear-gradient(180deg, #ffffff 0%, #fbfcfe 100%)',
    hero: 'radial-gradient(120% 140% at 0% 0%, #13395a 0%, #0d2742 55%, #0a1c31 100%)',
    card: 'linear-gradient(160deg, #e8eef8 0%, #d9e2f0 100%)',
    gold: 'linear-gradient(135deg, #fcd670, #c98a0e)',
    danger: 'linear-gradient(135deg, #ff8a9b, #e23a57)',
  },
  shadows: {
    card: '0 4px 14px rgba(20, 32, 64, 0.08)',
    raised: '0 16px 40px rgba(20, 32, 64, 0.16)',
    glow: '0 0 0 1px rgba(13, 143, 131, 0.45), 0 8px 24px rgba(13, 143, 131, 0.2)',
  },
  ...shared,
};

/** The theme of a name; unknown names fall back to dark (the default look). */
export function themeOf(name: string | null | undefined): AppTheme {
  return name === 'light' ? lightTheme : darkTheme;
}

declare module '@emotion/react' {
  // Emotion's Theme is augmented with our tokens so `useTheme()` is typed.
  export interface Theme extends AppTheme {}
}
