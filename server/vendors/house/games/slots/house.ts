/**
 * The in-house slot "Dragon Fortune Reels" (slotRules.ts, README "In-house games") as a
 * SlotDefinition: its published strips, 20 lines, paytable, wild on reels 2-4 (no multiplier),
 * scatter pays and 10 free spins at 3+ scatters with every win doubled, retriggering. It plays
 * through the one slot engine (play.ts) and its exact RTP is rtp.ts's (95.997%); the rounds are
 * the ones its former engine played from the same fair inputs (the tests hold a digest of 5,000
 * of them), so earlier rounds verify as they did.
 */
import {
  FREE_SPIN_MULTIPLIER,
  FREE_SPINS_AWARDED,
  LINE_PAYS,
  PAYLINES,
  REEL_STRIPS,
  SCATTER_PAYS,
  SLOT_REELS,
  SLOT_ROWS,
} from '../slotRules.ts';
import type { SlotDefinition } from './definition.ts';

/** The in-house slot's rules as a SlotDefinition (line pays in line bets, scatter pays in total bets). */
export const HOUSE_SLOT_DEFINITION: SlotDefinition = {
  id: 'BGS_SLOT',
  name: 'Dragon Fortune Reels',
  reels: SLOT_REELS,
  rows: SLOT_ROWS,
  payModel: { kind: 'lines', lines: PAYLINES },
  symbols: Object.entries(LINE_PAYS).map(([id, [three, four, five]]) => ({
    id,
    name: id,
    pays: { 3: three, 4: four, 5: five },
  })),
  wild: { id: 'WILD', reels: [1, 2, 3], multiplier: 1 },
  scatter: {
    id: 'SCATTER',
    pays: { 3: SCATTER_PAYS[0], 4: SCATTER_PAYS[1], 5: SCATTER_PAYS[2] },
    freeSpins: { awards: { 3: FREE_SPINS_AWARDED }, multiplier: FREE_SPIN_MULTIPLIER, retrigger: true },
  },
  strips: REEL_STRIPS,
  volatility: 'medium',
};
