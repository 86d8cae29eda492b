/**
 * Draw times of the lottery pages (docs/lottery.md sections 1, 4 and 6): each game's time zone
 * (Vietnam ICT, SEA 4D MYT, other games the member's own), where a draw stands (taking bets, closed
 * and waiting for the draw, drawing, drawn, void), the countdown text, and times and dates shown in
 * the game's time zone with Intl.DateTimeFormat.
 */
import type { LotteryDraw, LottoArea } from '../../../contract/types';
import { intlLocale } from '../../i18n/core';

/** Vietnam draws are local to ICT, UTC+7 (docs/lottery.md section 1). */
export const VN_TIME_ZONE = 'Asia/Ho_Chi_Minh';
/** SEA 4D draws are local to MYT, UTC+8 (docs/lottery.md section 1). */
export const SEA_TIME_ZONE = 'Asia/Kuala_Lumpur';

/** The short names the draw times of docs/lottery.md section 1 use. */
const ZONE_ABBREVIATIONS: Record<string, string> = { [VN_TIME_ZONE]: 'ICT', [SEA_TIME_ZONE]: 'MYT' };

/** A time zone as a line names it: `ICT (GMT+7)`, `MYT (GMT+8)`, else its offset from Intl (`GMT+8`). */
export function zoneName(timeZone: string, at: number = Date.now()): string {
  const offset =
    new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'shortOffset' })
      .formatToParts(new Date(at))
      .find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
  const short = ZONE_ABBREVIATIONS[timeZone];
  return short ? `${short} (${offset})` : offset;
}

/**
 * The time zone a game's draws are shown in: VN `Asia/Ho_Chi_Minh`, SEA `Asia/Kuala_Lumpur`;
 * undefined (the member's own) for games without an area, such as the five-ball quick draws,
 * which have no local draw date of their own (docs/lottery.md section 1).
 */
export function gameTimeZone(area: LottoArea | null | undefined): string | undefined {
  if (area === 'VN') return VN_TIME_ZONE;
  if (area === 'SEA') return SEA_TIME_ZONE;
  return undefined;
}

/**
 * Where a draw stands at `now` (ms): `open` until `closesAt` (taking bets), `closed` until `drawAt`
 * (betting closed, waiting for the draw), `drawing` once `drawAt` has passed while the vendor has not
 * published it, `drawn` or `void` as published (schemas/api/lottery.json drawStatus).
 */
export type DrawPhase = 'open' | 'closed' | 'drawing' | 'drawn' | 'void';

/** The {@link DrawPhase} of `draw` at `now` (ms since the epoch). */
export function drawPhase(draw: Pick<LotteryDraw, 'status' | 'closesAt' | 'drawAt'>, now: number): DrawPhase {
  if (draw.status !== 'open') return draw.status;
  if (now < Date.parse(draw.closesAt)) return 'open';
  if (now < Date.parse(draw.drawAt)) return 'closed';
  return 'drawing';
}

/** A duration split for a countdown: whole days, hours, minutes and seconds (never negative). */
export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** `ms` as {@link CountdownParts}, rounded down to the second; 0 for a passed instant. */
export function countdownParts(ms: number): CountdownParts {
  const total = Number.isFinite(ms) ? Math.max(0, Math.floor(ms / 1000)) : 0;
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

/**
 * A countdown as lottery sites show it: `hh:mm:ss`, with the days in front through `dayLabel`
 * (e.g. `2d 04:05:06`, `2天 04:05:06`) when a day or more is left.
 */
export function formatCountdown(ms: number, dayLabel: (days: number) => string): string {
  const p = countdownParts(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  const clock = `${pad(p.hours)}:${pad(p.minutes)}:${pad(p.seconds)}`;
  return p.days > 0 ? `${dayLabel(p.days)} ${clock}` : clock;
}

const formats = new Map<string, Intl.DateTimeFormat>();

function formatter(
  lang: string,
  timeZone: string | undefined,
  kind: 'time' | 'dateTime' | 'date',
): Intl.DateTimeFormat {
  const key = `${lang}|${timeZone ?? ''}|${kind}`;
  let f = formats.get(key);
  if (!f) {
    const zone = timeZone ? { timeZone } : {};
    const options: Intl.DateTimeFormatOptions =
      kind === 'time'
        ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', ...zone }
        : kind === 'dateTime'
          ? {
              year: 'numeric',
              month: '2-digit',
              day: '2-digit',
              hour: '2-digit',
              minute: '2-digit',
              hourCycle: 'h23',
              ...zone,
            }
          : { year: 'numeric', month: '2-digit', day: '2-digit', weekday: 'short', ...zone };
    f = new Intl.DateTimeFormat(intlLocale(lang), options);
    formats.set(key, f);
  }
  return f;
}

/** The zone's short name after a time: ICT or MYT (docs/lottery.md section 1), else its offset; none for the member's own zone. */
function zoneSuffix(timeZone: string | undefined): string {
  if (!timeZone) return '';
  return ` ${ZONE_ABBREVIATIONS[timeZone] ?? zoneName(timeZone)}`;
}

/** An ISO instant as the draw time in `timeZone` with the zone's short name (`18:15 ICT`), or in the member's zone without one; '' when invalid. */
export function formatDrawTime(iso: string, lang: string, timeZone?: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : `${formatter(lang, timeZone, 'time').format(d)}${zoneSuffix(timeZone)}`;
}

/** An ISO instant as date and time in `timeZone` with the zone's short name (`11/28/2026, 19:00 MYT`); '' when invalid. */
export function formatDrawDateTime(iso: string, lang: string, timeZone?: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : `${formatter(lang, timeZone, 'dateTime').format(d)}${zoneSuffix(timeZone)}`;
}

/**
 * A local draw date (`YYYY-MM-DD`, already in the game's time zone) with its weekday
 * (`Thu, 11/26/2026`, `2026/11/26 週四`); the text itself when it is not a date.
 */
export function formatLocalDate(localDate: string, lang: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(localDate);
  if (!m) return localDate;
  // noon UTC of that calendar day, shown in UTC: the same day whatever the member's zone
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), 12));
  return formatter(lang, 'UTC', 'date').format(d);
}

/** Today's date (`YYYY-MM-DD`) in `timeZone` (the member's when undefined) at `now` (ms). */
export function todayIn(timeZone: string | undefined, now: number = Date.now()): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    ...(timeZone ? { timeZone } : {}),
  }).formatToParts(new Date(now));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}
