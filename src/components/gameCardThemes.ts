/**
 * The six colour themes of game cards (spec section 2: cards cycle through six colour themes by
 * nodeId). Theme index = nodeId % 6.
 */
export const GAME_CARD_THEMES = [
  { name: 'ruby', from: '#ff4d6d', to: '#8a1538', glow: 'rgba(255, 77, 109, 0.45)' },
  { name: 'amber', from: '#ffb938', to: '#b15c00', glow: 'rgba(255, 185, 56, 0.45)' },
  { name: 'emerald', from: '#2ee59d', to: '#0b7a55', glow: 'rgba(46, 229, 157, 0.4)' },
  { name: 'sapphire', from: '#4d8dff', to: '#1d3a9e', glow: 'rgba(77, 141, 255, 0.45)' },
  { name: 'amethyst', from: '#b36bff', to: '#5a1f9e', glow: 'rgba(179, 107, 255, 0.45)' },
  { name: 'teal', from: '#22d3ee', to: '#0e6f86', glow: 'rgba(34, 211, 238, 0.4)' },
] as const;

export type GameCardTheme = (typeof GAME_CARD_THEMES)[number];

/** Theme index of a node id: nodeId % 6 (non-negative for any integer). */
export function themeIndexOf(nodeId: number): number {
  const n = Math.trunc(nodeId) % GAME_CARD_THEMES.length;
  return n < 0 ? n + GAME_CARD_THEMES.length : n;
}

export function gameCardTheme(nodeId: number): GameCardTheme {
  return GAME_CARD_THEMES[themeIndexOf(nodeId)]!;
}
