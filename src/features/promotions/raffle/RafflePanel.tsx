/**
 * SCAFFOLD (replaced by the raffle implementation): the raffle section of a promotion's details
 * (docs/promotions.md "Raffles"): rules, my tickets, the seed hash, results and the fairness check.
 */
import type { PromotionDetails } from '../../../../contract/types';

export interface RafflePanelProps {
  /** The promotion's details; `details.raffle` is not null. */
  details: PromotionDetails;
  /** Called after the member claimed a prize or joined, so the page reloads the details. */
  onChanged: () => void;
}

export function RafflePanel(_props: RafflePanelProps) {
  return <section data-testid="raffle-panel" />;
}
