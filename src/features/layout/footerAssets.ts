/**
 * Footer constants (spec section 9): vendor carousel 10 per view at speed 3000, the footer vendor
 * icons PG, EG2, PT, JDB, CQ9, FC, JL, BGS (shown first), and the payment, certification, social
 * and licence images under /footer.
 */
export const FOOTER_VENDOR_ICONS = ['PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS'] as const;
export const FOOTER_CAROUSEL_PER_VIEW = 10;
export const FOOTER_CAROUSEL_SPEED_MS = 3000;

export const PAYMENT_IMAGES = [
  { src: '/footer/pay-visa.svg', alt: 'Visa' },
  { src: '/footer/pay-mastercard.svg', alt: 'Mastercard' },
  { src: '/footer/pay-unionpay.svg', alt: 'UnionPay' },
  { src: '/footer/pay-usdt.svg', alt: 'USDT' },
  { src: '/footer/pay-alipay.svg', alt: 'Alipay' },
  { src: '/footer/pay-bank.svg', alt: 'Bank transfer' },
];
export const CERTIFICATION_IMAGES = [
  { src: '/footer/cert-gli.svg', alt: 'GLI' },
  { src: '/footer/cert-itech.svg', alt: 'iTech Labs' },
  { src: '/footer/cert-bmm.svg', alt: 'BMM Testlabs' },
  { src: '/footer/cert-ecogra.svg', alt: 'eCOGRA' },
];
export const LICENCE_IMAGES = [
  { src: '/footer/lic-pagcor.svg', alt: 'PAGCOR' },
  { src: '/footer/lic-curacao.svg', alt: 'Curaçao eGaming' },
  { src: '/footer/lic-mga.svg', alt: 'Malta Gaming Authority' },
  { src: '/footer/lic-18.svg', alt: '18+' },
];
export const SOCIAL_IMAGES = [
  { src: '/footer/social-facebook.svg', alt: 'Facebook' },
  { src: '/footer/social-telegram.svg', alt: 'Telegram' },
  { src: '/footer/social-whatsapp.svg', alt: 'WhatsApp' },
  { src: '/footer/social-youtube.svg', alt: 'YouTube' },
  { src: '/footer/social-instagram.svg', alt: 'Instagram' },
];

/** Orders vendors with the footer vendor icons first, without duplicates. */
export function footerVendorOrder<T extends { vassalage: string }>(vendors: readonly T[]): T[] {
  const unique = [...new Map(vendors.map((v) => [v.vassalage, v])).values()];
  const rank = (code: string) => {
    const i = (FOOTER_VENDOR_ICONS as readonly string[]).indexOf(code);
    return i === -1 ? FOOTER_VENDOR_ICONS.length : i;
  };
  return unique.sort((a, b) => rank(a.vassalage) - rank(b.vassalage));
}
