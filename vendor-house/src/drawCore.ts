/**
 * The draw games' browser API shapes and their pure helpers (docs/lottery.md section 7: the
 * in-house vendor's GET /api/draws/state, POST /api/draws/slip, GET /api/draws/tickets, GET
 * /api/draws/results): countdowns, times in the draw's time zone with the zone's name, exact slip
 * sums in minor units and the mapping of a refusal to a text key and a slip line. No DOM and no
 * i18n here (tests/server/vendors/house/pages-draws.test.ts).
 */
import { fromMinor, toMinor } from '../../contract/money';

/** `{ TW, EN }` texts of a draw label (schemas/vendor/common.json localizedLabel). */
export interface Label {
  TW: string;
  EN: string;
}

/** One prize tier of a sheet, numbers as drawn (leading zeros kept). */
export interface PrizeTier {
  tier: string;
  numbers: string[];
}

/** A draw that takes bets (`open` false once betting has closed and it is not yet drawn). */
export interface OpenDraw {
  drawId: string;
  label: Label;
  localDate: string;
  drawAt: string;
  closesAt: string;
  serverSeedHash: string;
  open: boolean;
}

/** A drawn or voided draw with its revealed seed. */
export interface DrawResult {
  drawId: string;
  label: Label;
  localDate: string;
  drawAt: string;
  status: 'drawn' | 'void';
  prizes: PrizeTier[];
  serverSeed: string | null;
  serverSeedHash: string;
  voidReason?: string | null;
}

/** A bet type with its published odds (stake included) and, for lô, the price of one point. */
export interface BetTypeInfo {
  code: string;
  odds: string;
  price: string | null;
  rtp?: string | number;
  /** 4D: the payout per 1 staked of each prize tier (docs/lottery.md section 7 calls it prizes, the draw feed tiers). */
  prizes?: { tier: string; odds: string }[];
  tiers?: { tier: string; odds: string }[];
}

/** The vendor's limits on a slip: stakes are decimal strings per number or combination. */
export interface DrawLimits {
  minStake: string;
  maxStake: string;
  maxLines: number;
  maxNumbers: number;
  maxPoints: number;
}

/** A placed ticket (one slip line). */
export interface Ticket {
  ticketId: string;
  drawId: string;
  label: Label;
  betType: string;
  mode: string | null;
  numbers: string[];
  points: number | null;
  stake: string;
  odds: string;
  status: 'open' | 'won' | 'lost' | 'void';
  win: string;
  hits: number;
  winningNumbers: string[];
  placedAt: string;
  settledAt: string | null;
}

/** GET /api/draws/state. */
export interface DrawState {
  game: string;
  area: 'VN' | 'SEA';
  region: 'NORTH' | 'CENTRAL' | 'SOUTH' | null;
  timeZone: string;
  serverTime: string;
  draws: OpenDraw[];
  results: DrawResult[];
  betTypes: BetTypeInfo[];
  limits: DrawLimits;
  tickets: Ticket[];
  balance: string | null;
}

/** One line of POST /api/draws/slip. */
export interface SlipLine {
  betType: string;
  mode?: 'straight' | 'box' | 'ibox' | 'roll';
  numbers: string[];
  points?: number;
  stake?: string;
}

/** The 4D tier payouts of a bet type, whichever name the answer uses. */
export const tierOdds = (bet: BetTypeInfo): { tier: string; odds: string }[] => bet.prizes ?? bet.tiers ?? [];

/**
 * A countdown of `ms` milliseconds as whole days and an `HH:MM:SS` clock, seconds rounded up so
 * the clock reads 00:00:00 only when the time has come; negative times count as 0.
 * Example: 90_061_000 -> { days: 1, clock: '01:01:01' }.
 */
export function formatCountdown(ms: number): { days: number; clock: string } {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const days = Math.floor(total / 86_400);
  const rest = total % 86_400;
  const two = (n: number) => String(n).padStart(2, '0');
  return { days, clock: `${two(Math.floor(rest / 3600))}:${two(Math.floor((rest % 3600) / 60))}:${two(rest % 60)}` };
}

/** Names of the draw time zones as the players know them (docs/lottery.md section 1: ICT, MYT). */
const ZONE_NAMES: Record<string, string> = {
  'Asia/Ho_Chi_Minh': 'ICT',
  'Asia/Saigon': 'ICT',
  'Asia/Bangkok': 'ICT',
  'Asia/Kuala_Lumpur': 'MYT',
  'Asia/Singapore': 'SGT',
};

/** The short name of an IANA time zone: ICT, MYT, else what Intl calls it (e.g. GMT+7). */
export function zoneName(timeZone: string): string {
  const known = ZONE_NAMES[timeZone];
  if (known) return known;
  try {
    return (
      new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' })
        .formatToParts(0)
        .find((p) => p.type === 'timeZoneName')?.value ?? timeZone
    );
  } catch {
    return timeZone;
  }
}

/** The Intl locale of a page language: TW zh-TW, EN en-GB (day before month, as in Vietnam and Malaysia). */
export const dateLocale = (lang: 'tw' | 'en') => (lang === 'en' ? 'en-GB' : 'zh-TW');

/**
 * An ISO time in the draw's time zone with the zone's name, through Intl.DateTimeFormat:
 * `time` "18:15 ICT", `date` "2026/11/26 (週四)" or "Thu 26/11/2026", `full` both.
 */
export function formatDrawTime(
  iso: string,
  timeZone: string,
  lang: 'tw' | 'en',
  part: 'time' | 'date' | 'full' = 'full',
): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  const locale = dateLocale(lang);
  const time = `${new Intl.DateTimeFormat(locale, { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at)} ${zoneName(timeZone)}`;
  if (part === 'time') return time;
  const date = new Intl.DateTimeFormat(locale, {
    timeZone,
    weekday: 'short',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
  return part === 'date' ? date : `${date} ${time}`;
}

/** A local date YYYY-MM-DD (a draw's `localDate`) written for the page language, e.g. "26/11/2026 (Thu)". */
export function formatLocalDate(localDate: string, lang: 'tw' | 'en'): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(localDate);
  if (!m) return localDate;
  const at = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), 12));
  return new Intl.DateTimeFormat(dateLocale(lang), {
    timeZone: 'UTC',
    weekday: 'short',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

/** Today's date YYYY-MM-DD in `timeZone` at `now` (ms), the form of `localDate`. */
export function localToday(timeZone: string, now: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(now),
  );
}

/** A decimal string (odds, a price) as a plain number without trailing zeros, through Intl: "27.00" -> "27", "2500" -> "2,500", "104.1666" stays. */
export function plainNumber(text: string, lang: 'tw' | 'en'): string {
  return text.trim() !== '' && Number.isFinite(Number(text))
    ? new Intl.NumberFormat(lang === 'en' ? 'en-US' : 'zh-TW', { maximumFractionDigits: 4 }).format(text as `${number}`)
    : text;
}

/** A seed hash shortened for a header: the first 8 and last 6 hex digits ("3fa9c2d1…9e0b12"). */
export const shortHash = (hash: string) => (hash.length > 16 ? `${hash.slice(0, 8)}…${hash.slice(-6)}` : hash);

/** A decimal string as minor units, 0 when it is not an amount. */
export const minorOrZero = (text: string | undefined | null): bigint => (text ? (toMinor(text) ?? 0n) : 0n);

/** The sum of minor amounts as a decimal string ("12.50"). */
export const sumAmounts = (amounts: bigint[]): string => fromMinor(amounts.reduce((a, b) => a + b, 0n));

/**
 * True when `text` is a stake the slip may carry: a decimal with at most 2 decimals, more than 0
 * and within `[min, max]` (the vendor's limits, decimal strings).
 */
export function stakeWithin(text: string, min: string, max: string): boolean {
  if (!/^\d{1,12}(\.\d{1,2})?$/.test(text.trim())) return false;
  const v = toMinor(text.trim());
  const lo = toMinor(min) ?? 0n;
  const hi = toMinor(max);
  return v !== null && v > 0n && v >= lo && (hi === null || v <= hi);
}

/** The error codes the draw endpoints answer that have a text of their own (errors.<CODE>). */
export const KNOWN_ERRORS = [
  'INVALID_REQUEST',
  'SESSION_NOT_FOUND',
  'WRONG_GAME',
  'INSUFFICIENT_FUNDS',
  'RESPONSIBLE_GAMING_LIMIT',
  'INVALID_TOKEN',
  'BETTING_CLOSED',
  'BET_REFUSED',
  'PLATFORM_UNAVAILABLE',
  'NETWORK',
  'INTERNAL_ERROR',
  'RATE_LIMITED',
  'DRAW_NOT_FOUND',
  'GAME_NOT_FOUND',
] as const;

/** A refused slip as the page shows it: the text key, its code and the slip line it points at. */
export interface Refusal {
  code: string;
  key: string;
  /** Index of the refused line in the slip as sent, or null for the whole slip. */
  line: number | null;
}

/**
 * Reads a refusal answer `{ error: CODE, line?: index }` (docs/lottery.md section 7) into the text
 * key to show (`errors.<CODE>` for a known code, `draws.refusedCode` naming any other) and the
 * line index when it is a whole number inside the slip of `lineCount` lines.
 */
export function refusalOf(body: unknown, lineCount: number): Refusal {
  const b = (body && typeof body === 'object' ? body : {}) as { error?: unknown; line?: unknown };
  const code = typeof b.error === 'string' && /^[A-Z0-9_]{1,40}$/.test(b.error) ? b.error : 'INTERNAL_ERROR';
  const line =
    typeof b.line === 'number' && Number.isInteger(b.line) && b.line >= 0 && b.line < lineCount ? b.line : null;
  return {
    code,
    key: (KNOWN_ERRORS as readonly string[]).includes(code) ? `errors.${code}` : 'draws.refusedCode',
    line,
  };
}

/** The draw to show first: the one open for betting that closes soonest, else the first. */
export function firstDraw(draws: OpenDraw[]): OpenDraw | null {
  const open = draws.filter((d) => d.open).sort((a, b) => Date.parse(a.closesAt) - Date.parse(b.closesAt));
  return open[0] ?? draws[0] ?? null;
}
