/**
 * Maps theme tokens to CSS custom properties. The names are a public contract for every renderer:
 * --c-bg, --c-bg-elevated, --c-surface, --c-surface-2, --c-hover, --c-text, --c-muted, --c-primary,
 * --c-on-primary, --c-accent, --c-on-accent, --c-border, --c-danger, --c-success, --c-warning,
 * --c-info, --c-highlight, --c-gold, --c-on-gold, --c-on-vivid, --c-on-vivid-accent, --c-shade, --c-shadow,
 * --c-overlay, --g-primary, --g-accent, --g-header, --g-hero, --g-card, --g-gold, --g-danger, --shadow-card,
 * --shadow-raised, --shadow-glow, --r-sm, --r-md, --r-lg, --r-pill, --font-body, --font-display,
 * --font-mono, --side-open, --side-closed, --header-h, --content-w.
 */
import type { AppTheme } from './tokens';

const kebab = (s: string): string => s.replace(/([a-z])([A-Z0-9])/g, '$1-$2').toLowerCase();

/** Returns the CSS variables of a theme as a name -> value record. */
export function cssVariables(theme: AppTheme): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const [k, v] of Object.entries(theme.colors)) vars[`--c-${kebab(k)}`] = v;
  for (const [k, v] of Object.entries(theme.gradients)) vars[`--g-${kebab(k)}`] = v;
  for (const [k, v] of Object.entries(theme.shadows)) vars[`--shadow-${kebab(k)}`] = v;
  for (const [k, v] of Object.entries(theme.radii)) vars[`--r-${k}`] = v;
  for (const [k, v] of Object.entries(theme.fonts)) vars[`--font-${k}`] = v;
  vars['--side-open'] = theme.layout.sideOpen;
  vars['--side-closed'] = theme.layout.sideClosed;
  vars['--header-h'] = theme.layout.header;
  vars['--content-w'] = theme.layout.content;
  return vars;
}

/** Serialises the variables as a CSS declaration block body. */
export function cssVariablesText(theme: AppTheme): string {
  return Object.entries(cssVariables(theme))
    .map(([k, v]) => `${k}: ${v};`)
    .join('\n');
}
