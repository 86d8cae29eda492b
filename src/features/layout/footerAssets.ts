/**
 * Footer constants (spec section 9): vendor carousel 10 per view at speed 3000, the footer vendor
 * icons PG, EG2, PT, JDB, CQ9, FC, JL, BGS (shown first). The payment, certification, social and
 * licence images come from the server's badge catalogue (ContentStore.footerBadges).
 */
export const FOOTER_VENDOR_ICONS = ['PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS'] as const;
export const FOOTER_CAROUSEL_PER_VIEW = 10;
export const FOOTER_CAROUSEL_SPEED_MS = 3000;

/** Orders vendors with the footer vendor icons first, without duplicates. */
export function footerVendorOrder<T extends { vassalage: string }>(vendors: readonly T[]): T[] {
  const unique = [...new Map(vendors.map((v) => [v.vassalage, v])).values()];
  const rank = (code: string) => {
    const i = (FOOTER_VENDOR_ICONS as readonly string[]).indexOf(code);
    return i === -1 ? FOOTER_VENDOR_ICONS.length : i;
  };
  return unique.sort((a, b) => rank(a.vassalage) - rank(b.vassalage));
}
