/**
 * Footer vendor order (spec section 9, footer vendor carousel): the footer vendor icons
 * (FOOTER_VENDOR_ICONS of contract/spec.ts) are shown first. The payment, certification, social and
 * licence images come from the server's badge catalogue (ContentStore.footerBadges).
 */
import { FOOTER_VENDOR_ICONS } from '../../../contract/spec';

/** Orders vendors with the footer vendor icons first, without duplicates. */
export function footerVendorOrder<T extends { vassalage: string }>(vendors: readonly T[]): T[] {
  const unique = [...new Map(vendors.map((v) => [v.vassalage, v])).values()];
  const rank = (code: string) => {
    const i = (FOOTER_VENDOR_ICONS as readonly string[]).indexOf(code);
    return i === -1 ? FOOTER_VENDOR_ICONS.length : i;
  };
  return unique.sort((a, b) => rank(a.vassalage) - rank(b.vassalage));
}
