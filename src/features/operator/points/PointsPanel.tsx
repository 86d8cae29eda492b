/** SCAFFOLD (replaced by the points implementation): the console's Points mall tab (docs/promotions.md "Points"). */
export function PointsPanel() {
  return <section data-testid="operator-points" />;
}
