/**
 * What the table page (tables.ts) and its boards share: the rules GET /api/session publishes for
 * a table (server/vendors/house/service/tableGames.ts tableRulesOf), a bet on the board and the
 * board's interface.
 */

/** A bet on the board: the engine's bet type (a wheel's spot, `ticket` for keno) and what it covers. */
export interface BoardBet {
  type: string;
  pick?: number[];
}
/** A bet as POST /api/table/play takes it: the stake a decimal string. */
export type WireBet = BoardBet & { stake: string };

/** The table rules: the family and variant, stakes (decimal strings) and the engine's figures. */
export interface TableRules {
  family: 'BGS_ROULETTE' | 'BGS_SICBO' | 'BGS_FANTAN' | 'BGS_WHEEL' | 'BGS_MEGABALL' | 'BGS_KENO';
  variant: string;
  verifyGame: string;
  minTotal: string;
  maxTotal: string;
  // Roulette
  pockets?: number;
  redNumbers?: number[];
  betTypes?: { type: string; returns?: number; covers?: number; rtp: number }[];
  // Sic bo
  returns?: {
    evenMoney: number;
    triple: number;
    anyTriple: number;
    double: number;
    combination: number;
    single: number[];
  };
  totals?: { total: number; returns: number; rtp: number }[];
  // Fan tan
  nimPush?: number;
  // Wheels
  segments?: string[];
  spots?: { spot: string; pays?: number; bonus?: [number, number][]; rtp: number }[];
  topSlot?: { spots: [string | null, number][]; multipliers: [number, number][] } | null;
  // Keno and Mega Ball
  numbers?: number;
  drawn?: number;
  maxPick?: number;
  paytables?: { pick: number; returns: number[]; rtp: number }[];
  megaBall?: { multipliers: [number, number][] } | null;
}

/** What a board needs of the page: the rules, how to place the chosen chip on a bet, the chip's value (minor units). */
export interface BoardContext {
  rules: TableRules & { stakes: string[] };
  place(bet: BoardBet): void;
  chip(): bigint;
}

/** A round as the route answers it (amounts as decimal strings). */
export type Round = Record<string, unknown> & { totalWin: string; stake: string };

/** A family's board: its layout, how it shows chips and a result, and its texts. */
export interface Board {
  node: HTMLElement;
  /** The i18n key of the play button (spin, roll, ...). */
  actionKey: string;
  /** Shows the amounts placed per bet key (`type:pick`). */
  showBets(amounts: ReadonlyMap<string, bigint>): void;
  /** Draws the round's result (animated); resolves when it is shown. */
  reveal(round: Round): Promise<void>;
  /** Clears the last result's highlights. */
  reset(): void;
  /** One line naming the result. */
  describe(round: Round): string;
  /** The history road's bead for the round. */
  bead(round: Round): HTMLElement;
  /** The rules line under the table (`pct` formats an RTP fraction as a percentage). */
  rulesText(pct: (rtp: number) => string): string;
  /** Keno and Mega Ball keep their own bets (the picked numbers) instead of chips on spots. */
  own?: {
    bets(stake: bigint): WireBet[];
    undo(): void;
    clear(): void;
    restore(bets: WireBet[]): void;
    onChange(listener: () => void): void;
  };
}

/** A chip stack for a spot: the amount in short form (1.5K) or empty. */
export function chipText(amount: bigint | undefined): string {
  if (!amount) return '';
  const units = Number(amount) / 100;
  if (units >= 1000) return `${(units / 1000).toFixed(units % 1000 === 0 ? 0 : 1)}K`;
  return units % 1 === 0 ? String(units) : units.toFixed(2);
}
