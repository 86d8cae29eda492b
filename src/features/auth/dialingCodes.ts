/**
 * Country dialing codes of the mobile forms (spec section 3: countryDialingCode is sent with
 * mobile numbers) and the default: the visitor's country (permission.location.country), else the
 * merchant's market (permission.currency), else 86 (the server's default too). The cookie
 * loginTypeSms keeps the SMS login's mobile number with its code (spec section 3, cookies).
 */
import { REMEMBER_ME_MS } from '../../../contract/spec';

export interface DialingCode {
  code: string;
  /** ISO 3166-1 alpha-2 country. */
  country: string;
}

export const DIALING_CODES: readonly DialingCode[] = [
  { code: '886', country: 'TW' },
  { code: '86', country: 'CN' },
  { code: '852', country: 'HK' },
  { code: '853', country: 'MO' },
  { code: '65', country: 'SG' },
  { code: '60', country: 'MY' },
  { code: '66', country: 'TH' },
  { code: '84', country: 'VN' },
  { code: '63', country: 'PH' },
  { code: '62', country: 'ID' },
  { code: '81', country: 'JP' },
  { code: '82', country: 'KR' },
  { code: '91', country: 'IN' },
  { code: '1', country: 'US' },
  { code: '44', country: 'GB' },
];

const BY_CURRENCY: Record<string, string> = {
  TWD: '886',
  CNY: '86',
  RMB: '86',
  HKD: '852',
  MOP: '853',
  SGD: '65',
  MYR: '60',
  THB: '66',
  VND: '84',
  PHP: '63',
  IDR: '62',
  JPY: '81',
  KRW: '82',
  INR: '91',
  USD: '1',
  GBP: '44',
};

/** The default code for a visitor country and merchant currency. */
export function defaultDialingCode(country: string | null | undefined, currency: string | null | undefined): string {
  const byCountry = DIALING_CODES.find((d) => d.country === (country ?? '').toUpperCase());
  return byCountry?.code ?? BY_CURRENCY[(currency ?? '').toUpperCase()] ?? '86';
}

const SMS_COOKIE = 'loginTypeSms';

/** Keeps the SMS login's number and code for a day: `+<code> <number>` (spec section 3; lifetime: spec section 9, remember-me cookies). */
export function saveSmsLoginCookie(code: string, mobile: string): void {
  document.cookie = `${SMS_COOKIE}=${encodeURIComponent(`+${code} ${mobile}`)}; Max-Age=${REMEMBER_ME_MS / 1000}; Path=/; SameSite=Lax`;
}

/** The remembered SMS login, or null. */
export function rememberedSmsLogin(): { code: string; mobile: string } | null {
  const raw = document.cookie.split('; ').find((c) => c.startsWith(`${SMS_COOKIE}=`));
  if (!raw) return null;
  const m = /^\+(\d{1,4}) (\d{4,20})$/.exec(decodeURIComponent(raw.slice(SMS_COOKIE.length + 1)));
  return m ? { code: m[1]!, mobile: m[2]! } : null;
}
