/**
 * The sandbox card tables' engine codes and published rules (docs/sandbox-provider.md "Card
 * tables in the sandbox"): which table each engine code plays, and what its page shows (stakes,
 * paytables and RTPs as fractions, returns in hundredths of the stake where the engine publishes
 * them so).
 */
import { BULL_BULL_DEPOSIT, bullBullRtp, BULL_BULL_WIN_SHARE } from '../games/bullBull.ts';
import type { CardTable } from '../games/cardTable.ts';
import { CARIBBEAN_RAISE_ODDS, CARIBBEAN_STUD_RTP } from '../games/caribbeanStud.ts';
import { CASINO_HOLDEM_RTP, HOLDEM_ANTE_ODDS } from '../games/casinoHoldem.ts';
import { DRAGON_TIGER_RETURNS, dragonTigerRtp } from '../games/dragonTiger.ts';
import { PAI_GOW_RTP, PAI_GOW_WIN_RETURN } from '../games/paiGowPoker.ts';
import { RED_DOG_ODDS, RED_DOG_TRIPS_ODDS, redDogRtp } from '../games/redDog.ts';
import { ANTE_BONUS, PAIR_PLUS } from '../games/threeCardPoker.ts';
import { JACKS_OR_BETTER_96, VIDEO_POKER_RTP } from '../games/videoPoker.ts';
import type { HouseGameCode } from './sessions.ts';
import { STAKES } from './stakes.ts';

/** The table each decision game's engine code plays. */
export const CARD_TABLE_OF: Readonly<Partial<Record<HouseGameCode, CardTable>>> = {
  BGS_VIDEO_POKER: 'videoPoker',
  BGS_RED_DOG: 'redDog',
  BGS_THREE_CARD: 'threeCardPoker',
  BGS_HOLDEM: 'casinoHoldem',
  BGS_CARIBBEAN: 'caribbeanStud',
  BGS_PAI_GOW: 'paiGowPoker',
};

/** Three card poker's published RTPs (threeCardPoker.ts: exact, by enumeration; the house edges 2.32% and 3.37%). */
const THREE_CARD_RTP = { ante: 0.96627, pairPlus: 0.97683 };

/**
 * The published rules of a card table engine code, or null for another game.
 * @returns `table`, `stakes` (minor units) and the game's paytable and RTP.
 */
export function cardTableRulesOf(game: HouseGameCode): Record<string, unknown> | null {
  const stakes = STAKES.table.choices;
  switch (game) {
    case 'BGS_DRAGON_TIGER':
      return {
        table: 'dragonTiger',
        stakes,
        returns: DRAGON_TIGER_RETURNS,
        rtp: { dragon: dragonTigerRtp('dragon'), tie: dragonTigerRtp('tie'), suitedTie: dragonTigerRtp('suitedTie') },
      };
    case 'BGS_BULL':
      return {
        table: 'bullBull',
        stakes,
        deposit: BULL_BULL_DEPOSIT,
        winShare: BULL_BULL_WIN_SHARE,
        rtp: { equal: bullBullRtp('equal'), double: bullBullRtp('double') },
      };
    case 'BGS_VIDEO_POKER':
      return { table: 'videoPoker', stakes, paytable: JACKS_OR_BETTER_96, rtp: VIDEO_POKER_RTP };
    case 'BGS_RED_DOG':
      return { table: 'redDog', stakes, odds: RED_DOG_ODDS, tripsOdds: RED_DOG_TRIPS_ODDS, rtp: redDogRtp() };
    case 'BGS_THREE_CARD':
      return { table: 'threeCardPoker', stakes, anteBonus: ANTE_BONUS, pairPlus: PAIR_PLUS, rtp: THREE_CARD_RTP };
    case 'BGS_HOLDEM':
      return { table: 'casinoHoldem', stakes, anteOdds: HOLDEM_ANTE_ODDS, rtp: CASINO_HOLDEM_RTP };
    case 'BGS_CARIBBEAN':
      return { table: 'caribbeanStud', stakes, raiseOdds: CARIBBEAN_RAISE_ODDS, rtp: CARIBBEAN_STUD_RTP };
    case 'BGS_PAI_GOW':
      return { table: 'paiGowPoker', stakes, winReturn: PAI_GOW_WIN_RETURN, rtp: PAI_GOW_RTP };
    default:
      return null;
  }
}
