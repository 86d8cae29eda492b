/** SCAFFOLD (replaced by its implementation): the member center's Responsible gaming page (docs/responsible-gaming.md). */
export default function ResponsibleGamingPage() {
  return <section data-testid="rg-page" />;
}
