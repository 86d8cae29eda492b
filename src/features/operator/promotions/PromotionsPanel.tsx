/** SCAFFOLD (replaced by the console promotions implementation): the console's Promotions tab (docs/promotions.md "Operator console"). */
export function PromotionsPanel() {
  return <section data-testid="operator-promotions" />;
}
