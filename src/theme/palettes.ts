/**
 * Fixed palettes: colours that keep their value whatever the theme, so they are named constants
 * here rather than per-theme tokens (tokens.ts). Each is drawn with its own ink, so it reads on the
 * dark and the light theme alike:
 *   - third parties' brand colours (their brand guidelines, never themed);
 *   - the medal, lottery ball and VIP tier palettes (the colour is the meaning);
 *   - QR codes (dark modules on white, or scanners fail);
 *   - decorative art (placeholders, generated covers, category cards) and a few feature panels that
 *     are dark or vivid in both themes with white text on them (colors.onVivid).
 * Features read these, never a hex literal of their own (eslint.config.js refuses one in src/features).
 */

/** A two-stop gradient's colours, from the top left to the bottom right. */
export type GradientStops = readonly [from: string, to: string];

/** Third-party sign-in brands' colours (their brand guidelines); their mark is white on it. */
export const BRAND_COLOURS = {
  google: '#ea4335',
  facebook: '#1877f2',
} as const;

/** Medals of ranks 1 to 3 (gold, silver, bronze) and the ink of a number drawn on one. */
export const MEDALS = {
  colours: ['#f5c542', '#c0c7d1', '#d08b4c'],
  ink: '#3b2a00',
} as const;

/** The medal colour of a rank (1 to 3), or undefined below the podium. */
export function medalOf(rank: number): string | undefined {
  return rank >= 1 && rank <= 3 ? MEDALS.colours[rank - 1] : undefined;
}

/** Lottery balls by tone: a white ball, a red one (a special prize), a gold one (a top prize), each with its ink. */
export const LOTTERY_BALLS = {
  plain: {
    background: 'radial-gradient(circle at 32% 28%, #ffffff 0%, #e8edf7 45%, #b9c3d8 100%)',
    ink: '#1b2340',
  },
  red: {
    background: 'radial-gradient(circle at 32% 28%, #ff9aa8 0%, #e5334b 50%, #9e1328 100%)',
    ink: '#ffffff',
  },
  gold: {
    background: 'radial-gradient(circle at 32% 28%, #fff1b8 0%, #f5c451 50%, #b57b10 100%)',
    ink: '#3b2a00',
  },
} as const;

/** VIP tier colours from the first level to the fifth and above (iron, silver, gold, diamond, amethyst). */
export const VIP_TIER_COLOURS = ['#8a8f98', '#9aa7b8', '#e0a526', '#7dd3fc', '#a855f7'] as const;

/** The quiet zone behind a QR code: white in every theme (the code's modules are black). */
export const QR_BACKGROUND = '#ffffff';

/**
 * Decorative art, the same in both themes (white text sits on every entry): the promotion image
 * placeholders (picked by category), the generated article covers (picked by category), the point
 * mall's item types and the "hot" badge of a game.
 */
export const ART = {
  promotionPlaceholders: [
    ['#7c3aed', '#db2777'],
    ['#0ea5e9', '#6366f1'],
    ['#f59e0b', '#ef4444'],
    ['#10b981', '#0ea5e9'],
    ['#f43f5e', '#f59e0b'],
    ['#334155', '#b45309'],
  ] as readonly GradientStops[],
  articleCovers: [
    ['#1f2b6c', '#5b3fd6'],
    ['#0f4c5c', '#1fa37a'],
    ['#5a1a3a', '#d6456b'],
    ['#3b2a0a', '#d9961c'],
    ['#14304f', '#2f80ed'],
    ['#2d1457', '#9b51e0'],
  ] as readonly GradientStops[],
  /** The point mall's item types: teal to sky, orange to rose, violet to pink. */
  mallTypes: {
    lifeServices: ['#0ea5a4', '#38bdf8'],
    gift: ['#f97316', '#f43f5e'],
    discount: ['#8b5cf6', '#ec4899'],
  } as const satisfies Record<string, GradientStops>,
  hotBadge: 'linear-gradient(135deg, #ff7a18, #ff2e63)',
} as const;

/**
 * Feature panels that keep one look in both themes (dark or vivid, white text on them), like the
 * hero gradient does: the jackpot (its panel, the number's gradient and its gold), the sign-in
 * dialog's perks aside, the point mall's header (and its glow), a saved bank card and the app icon
 * tile of the mobile download page.
 */
export const PANELS = {
  jackpot: {
    background: 'radial-gradient(90% 180% at 50% 0%, #3a2a0a 0%, #1a1306 55%, #0d0a04 100%)',
    number: 'linear-gradient(180deg, #fff3c4 10%, #f7c948 55%, #ffb300 100%)',
    gold: '#f7c948',
  },
  authAside: 'radial-gradient(120% 100% at 0% 0%, #3b4f9a 0%, #18224a 60%, #0c1230 100%)',
  points: {
    background: 'linear-gradient(135deg, #4b2bd1, #8a3ffc 55%, #c2417a)',
    glow: '#4b2bd1',
  },
  bankCard: 'linear-gradient(135deg, #2b3a67 0%, #4b2c83 100%)',
  appIcon: 'linear-gradient(135deg, #2a1a5e, #0b0b2b)',
} as const;
