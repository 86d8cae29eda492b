/** SCAFFOLD (replaced by its implementation): the console's read-only Responsible gaming tab (docs/responsible-gaming.md). */
export function RgPanel() {
  return <section data-testid="operator-rg" />;
}
