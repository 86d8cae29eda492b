/**
 * The theme's tokens (src/theme/tokens.ts): both themes define every token with a value,
 * cssVariables emits each one as its CSS variable, every theme variable a feature reads exists,
 * and the tone tokens read on both themes' surfaces.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cssVariables, darkTheme, lightTheme, type AppTheme } from '../../src/theme';
import { ART, LOTTERY_BALLS, MEDALS, VIP_TIER_COLOURS, medalOf } from '../../src/theme/palettes';

const themes: AppTheme[] = [darkTheme, lightTheme];
const kebab = (s: string) => s.replace(/([a-z])([A-Z0-9])/g, '$1-$2').toLowerCase();

/** Every token group of a theme with the prefix of its CSS variables. */
const groups = (theme: AppTheme) =>
  [
    ['colors', '--c-', theme.colors],
    ['gradients', '--g-', theme.gradients],
    ['shadows', '--shadow-', theme.shadows],
    ['radii', '--r-', theme.radii],
    ['fonts', '--font-', theme.fonts],
  ] as const;

/** Relative luminance of a #rrggbb colour (WCAG 2). */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? sourceFiles(join(dir, d.name)) : /\.tsx?$/.test(d.name) ? [join(dir, d.name)] : [],
  );
}

describe('theme tokens', () => {
  it('both themes define the same tokens, each with a value', () => {
    const empty: string[] = [];
    for (const [name] of groups(darkTheme)) {
      expect(Object.keys(lightTheme[name]).sort()).toEqual(Object.keys(darkTheme[name]).sort());
      for (const theme of themes)
        for (const [key, value] of Object.entries(theme[name]))
          if (typeof value !== 'string' || value.trim() === '') empty.push(`${theme.name} ${name}.${key}`);
    }
    expect(empty).toEqual([]);
  });

  it('cssVariables emits every token as its CSS variable with the theme value', () => {
    for (const theme of themes) {
      const vars = cssVariables(theme);
      for (const [, prefix, tokens] of groups(theme))
        for (const [key, value] of Object.entries(tokens)) expect(vars[`${prefix}${kebab(key)}`]).toBe(value);
      expect(vars['--side-open']).toBe(theme.layout.sideOpen);
      expect(vars['--content-w']).toBe(theme.layout.content);
    }
  });

  it('emits the semantic tokens the features use, with a value in each theme', () => {
    const added = [
      '--c-info',
      '--c-highlight',
      '--c-on-gold',
      '--c-on-vivid',
      '--c-on-vivid-accent',
      '--c-shade',
      '--c-shadow',
      '--g-gold',
      '--g-danger',
    ];
    for (const theme of themes) {
      const vars = cssVariables(theme);
      for (const name of added) expect(vars[name]).toMatch(/\S/);
    }
  });

  it('every theme variable a feature reads without a fallback is defined', () => {
    const defined = new Set(Object.keys(cssVariables(darkTheme)));
    const missing: string[] = [];
    let read = 0;
    for (const file of sourceFiles('src/features')) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/var\((--(?:c|g|shadow|r|font)-[a-z0-9-]+)\s*([,)])/g)) {
        read += 1;
        if (m[2] === ')' && !defined.has(m[1]!)) missing.push(`${file}: ${m[1]}`);
      }
    }
    expect(read).toBeGreaterThan(100);
    expect(missing).toEqual([]);
  });

  it('the tone colours read on the surfaces of both themes', () => {
    for (const theme of themes) {
      const c = theme.colors;
      for (const tone of [c.info, c.highlight, c.danger, c.success, c.muted])
        expect(contrast(tone, c.surface)).toBeGreaterThanOrEqual(3);
      expect(contrast(c.text, c.surface)).toBeGreaterThanOrEqual(7);
    }
  });
});

describe('fixed palettes', () => {
  it('gives three medals with their ink, and a medal only to the podium', () => {
    expect(MEDALS.colours).toHaveLength(3);
    for (const colour of MEDALS.colours) expect(contrast(MEDALS.ink, colour)).toBeGreaterThanOrEqual(4.5);
    expect([0, 1, 2, 3, 4].map(medalOf)).toEqual([undefined, ...MEDALS.colours, undefined]);
  });

  it('gives every lottery ball tone a background and an ink, five VIP tiers and whole art sets', () => {
    for (const ball of Object.values(LOTTERY_BALLS)) {
      expect(ball.background).toMatch(/gradient/);
      expect(ball.ink).toMatch(/^#[0-9a-f]{6}$/);
    }
    expect(VIP_TIER_COLOURS).toHaveLength(5);
    expect(ART.promotionPlaceholders.length).toBeGreaterThan(0);
    for (const [from, to] of [...ART.promotionPlaceholders, ...ART.articleCovers, ...Object.values(ART.mallTypes)]) {
      expect(from).toMatch(/^#[0-9a-f]{6}$/);
      expect(to).toMatch(/^#[0-9a-f]{6}$/);
    }
  });
});
