/**
 * The daily draw schedules of the in-house scheduled lotteries (docs/lottery.md sections 1-4):
 * - Vietnam (ICT, UTC+7, Asia/Ho_Chi_Minh): North every day at 18:15, named after the province
 *   of the weekday; Central 17:15 and South 16:15, one draw per province of the weekday;
 * - SEA 4D (MYT, UTC+8, Asia/Kuala_Lumpur): Wednesday, Saturday and Sunday at 19:00, labelled
 *   with a running draw number ("Draw 5123/26").
 * Betting closes DAILY_CLOSE_MS (15 minutes) before each draw. Neither zone has daylight saving,
 * so local dates and times are computed with fixed offsets. Draw ids: VNN-20261126,
 * VNC-20261126-DNG, VNS-20261126-HCM, SEA-20261128. Times are epoch milliseconds, dates
 * YYYY-MM-DD in the game's time zone.
 */

export const DRAW_GAMES = ['BGS_VN_NORTH', 'BGS_VN_CENTRAL', 'BGS_VN_SOUTH', 'BGS_SEA_4D'] as const;
export type DrawGameCode = (typeof DRAW_GAMES)[number];
export type VnRegion = 'NORTH' | 'CENTRAL' | 'SOUTH';

/** Betting closes this long before a daily draw (docs/lottery.md section 4). */
export const DAILY_CLOSE_MS = 15 * 60_000;

/** A province: its code in draw ids, its Vietnamese name (EN label) and its name in 漢字 (TW label). */
export interface Province {
  code: string;
  en: string;
  tw: string;
}

const P = (code: string, en: string, tw: string): Province => ({ code, en, tw });
const HN = P('HN', 'Hà Nội', '河內');
const QN = P('QN', 'Quảng Ninh', '廣寧');
const BN = P('BN', 'Bắc Ninh', '北寧');
const HP = P('HP', 'Hải Phòng', '海防');
const ND = P('ND', 'Nam Định', '南定');
const TB = P('TB', 'Thái Bình', '太平');
const TTH = P('TTH', 'Thừa Thiên Huế', '承天順化');
const PY = P('PY', 'Phú Yên', '富安');
const DLK = P('DLK', 'Đắk Lắk', '多樂');
const QNM = P('QNM', 'Quảng Nam', '廣南');
const DNG = P('DNG', 'Đà Nẵng', '峴港');
const KH = P('KH', 'Khánh Hòa', '慶和');
const BDI = P('BDI', 'Bình Định', '平定');
const QT = P('QT', 'Quảng Trị', '廣治');
const QB = P('QB', 'Quảng Bình', '廣平');
const GL = P('GL', 'Gia Lai', '嘉萊');
const NT = P('NT', 'Ninh Thuận', '寧順');
const QNG = P('QNG', 'Quảng Ngãi', '廣義');
const DNO = P('DNO', 'Đắk Nông', '得農');
const KT = P('KT', 'Kon Tum', '崑嵩');
const HCM = P('HCM', 'TP. Hồ Chí Minh', '胡志明市');
const DT = P('DT', 'Đồng Tháp', '同塔');
const CM = P('CM', 'Cà Mau', '金甌');
const BTR = P('BTR', 'Bến Tre', '檳椥');
const VT = P('VT', 'Vũng Tàu', '頭頓');
const BL = P('BL', 'Bạc Liêu', '薄遼');
const DN = P('DN', 'Đồng Nai', '同奈');
const CT = P('CT', 'Cần Thơ', '芹苴');
const ST = P('ST', 'Sóc Trăng', '朔莊');
const TN = P('TN', 'Tây Ninh', '西寧');
const AG = P('AG', 'An Giang', '安江');
const BTH = P('BTH', 'Bình Thuận', '平順');
const VL = P('VL', 'Vĩnh Long', '永隆');
const BD = P('BD', 'Bình Dương', '平陽');
const TV = P('TV', 'Trà Vinh', '茶榮');
const LA = P('LA', 'Long An', '隆安');
const BP = P('BP', 'Bình Phước', '平福');
const HG = P('HG', 'Hậu Giang', '後江');
const TG = P('TG', 'Tiền Giang', '前江');
const KG = P('KG', 'Kiên Giang', '堅江');
const DL = P('DL', 'Đà Lạt', '大叻');

/** Provinces by weekday, index 0 = Sunday (docs/lottery.md section 2). */
export const VN_PROVINCES: Readonly<Record<VnRegion, readonly (readonly Province[])[]>> = {
  NORTH: [[TB], [HN], [QN], [BN], [HN], [HP], [ND]],
  CENTRAL: [
    [KT, KH, TTH],
    [TTH, PY],
    [DLK, QNM],
    [DNG, KH],
    [BDI, QT, QB],
    [GL, NT],
    [DNG, QNG, DNO],
  ],
  SOUTH: [
    [TG, KG, DL],
    [HCM, DT, CM],
    [BTR, VT, BL],
    [DN, CT, ST],
    [TN, AG, BTH],
    [VL, BD, TV],
    [HCM, LA, BP, HG],
  ],
};

/** A game's place and clock: area, region, IANA time zone and its fixed offset, draw time. */
export interface DrawClock {
  area: 'VN' | 'SEA';
  region: VnRegion | null;
  timeZone: 'Asia/Ho_Chi_Minh' | 'Asia/Kuala_Lumpur';
  /** Offset of the time zone from UTC (ms); no daylight saving in either zone. */
  offsetMs: number;
  /** Local draw time, minutes after midnight. */
  drawMinute: number;
  /** Draw weekdays (0 = Sunday). */
  weekdays: readonly number[];
}

const ICT = 7 * 3600_000;
const MYT = 8 * 3600_000;
const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];

export const DRAW_CLOCKS: Readonly<Record<DrawGameCode, DrawClock>> = {
  BGS_VN_NORTH: {
    area: 'VN',
    region: 'NORTH',
    timeZone: 'Asia/Ho_Chi_Minh',
    offsetMs: ICT,
    drawMinute: 18 * 60 + 15,
    weekdays: EVERY_DAY,
  },
  BGS_VN_CENTRAL: {
    area: 'VN',
    region: 'CENTRAL',
    timeZone: 'Asia/Ho_Chi_Minh',
    offsetMs: ICT,
    drawMinute: 17 * 60 + 15,
    weekdays: EVERY_DAY,
  },
  BGS_VN_SOUTH: {
    area: 'VN',
    region: 'SOUTH',
    timeZone: 'Asia/Ho_Chi_Minh',
    offsetMs: ICT,
    drawMinute: 16 * 60 + 15,
    weekdays: EVERY_DAY,
  },
  BGS_SEA_4D: {
    area: 'SEA',
    region: null,
    timeZone: 'Asia/Kuala_Lumpur',
    offsetMs: MYT,
    drawMinute: 19 * 60,
    weekdays: [0, 3, 6],
  },
};

/** One draw of the schedule (not yet opened: no seed). */
export interface ScheduledDraw {
  gameCode: DrawGameCode;
  drawId: string;
  /** The draw's date in the game's time zone, YYYY-MM-DD. */
  localDate: string;
  drawAt: number;
  closesAt: number;
  label: { TW: string; EN: string };
  region: VnRegion | null;
}

const DAY_MS = 86_400_000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 of a YYYY-MM-DD date. RangeError when it is not a real date. */
export function dayNumber(localDate: string): number {
  const m = DATE.exec(localDate);
  if (!m) throw new RangeError(`not a date: ${localDate}`);
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  if (new Date(ms).toISOString().slice(0, 10) !== localDate) throw new RangeError(`not a date: ${localDate}`);
  return ms / DAY_MS;
}

/** The YYYY-MM-DD date of a day number (days since 1970-01-01). */
export const dateOfDay = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** The local date (YYYY-MM-DD) of instant `at` (ms) in `gameCode`'s time zone. */
export function localDateOf(gameCode: DrawGameCode, at: number): string {
  return dateOfDay(Math.floor((at + DRAW_CLOCKS[gameCode].offsetMs) / DAY_MS));
}

/** SEA 4D draw numbers: SEA-20261128 is draw 5123 (docs/lottery.md section 3), counted on over draw days. */
const SEA_BASE = { day: dayNumber('2026-11-28'), number: 5123 };

/** Wednesday, Saturday and Sunday dates in the day numbers [0, day) (1970-01-01 was a Thursday). */
function drawDaysBefore(day: number): number {
  const weeks = Math.floor(day / 7);
  let count = weeks * 3;
  for (let d = weeks * 7; d < day; d++) if ([0, 3, 6].includes((d + 4) % 7)) count += 1;
  return count;
}

/**
 * The running number of the SEA 4D draw on `localDate` (a Wednesday, Saturday or Sunday):
 * 5123 on 2026-11-28, one more per draw day after it.
 * @throws RangeError when the date is not a draw day.
 */
export function seaDrawNumber(localDate: string): number {
  const day = dayNumber(localDate);
  if (![0, 3, 6].includes((day + 4) % 7)) throw new RangeError(`${localDate} is not a 4D draw day`);
  return SEA_BASE.number + drawDaysBefore(day) - drawDaysBefore(SEA_BASE.day);
}

/**
 * The draws of `gameCode` on the local date `localDate` (empty when it draws on no such weekday):
 * North one, Central and South one per province of the weekday, 4D one on Wed, Sat and Sun.
 * @throws RangeError for a malformed date.
 */
export function drawsOfDate(gameCode: DrawGameCode, localDate: string): ScheduledDraw[] {
  const clock = DRAW_CLOCKS[gameCode];
  const day = dayNumber(localDate);
  const weekday = (day + 4) % 7;
  if (!clock.weekdays.includes(weekday)) return [];
  const drawAt = day * DAY_MS + clock.drawMinute * 60_000 - clock.offsetMs;
  const compact = localDate.replaceAll('-', '');
  const at = { gameCode, localDate, drawAt, closesAt: drawAt - DAILY_CLOSE_MS, region: clock.region };
  if (clock.region === null) {
    const n = seaDrawNumber(localDate);
    const no = `${n}/${localDate.slice(2, 4)}`;
    return [{ ...at, drawId: `SEA-${compact}`, label: { TW: `第${no}期`, EN: `Draw ${no}` } }];
  }
  const provinces = VN_PROVINCES[clock.region][weekday]!;
  if (clock.region === 'NORTH')
    return [{ ...at, drawId: `VNN-${compact}`, label: { TW: provinces[0]!.tw, EN: provinces[0]!.en } }];
  const prefix = clock.region === 'CENTRAL' ? 'VNC' : 'VNS';
  return provinces.map((p) => ({ ...at, drawId: `${prefix}-${compact}-${p.code}`, label: { TW: p.tw, EN: p.en } }));
}

/**
 * The draws of the next draw date of `gameCode`: the first local date after `afterDate` (when
 * given: the date of the draws just drawn) whose draw time is after `after` (ms). This is what
 * opens when a date's draws are all drawn or voided (docs/lottery.md section 4), and what a fresh
 * desk opens (`afterDate` omitted: today's draws while their time is still ahead).
 */
export function nextDrawDate(gameCode: DrawGameCode, after: number, afterDate?: string): ScheduledDraw[] {
  let day = Math.max(
    Math.floor((after + DRAW_CLOCKS[gameCode].offsetMs) / DAY_MS),
    afterDate === undefined ? -Infinity : dayNumber(afterDate) + 1,
  );
  for (let i = 0; i < 14; i++, day++) {
    const draws = drawsOfDate(gameCode, dateOfDay(day));
    if (draws.length > 0 && draws[0]!.drawAt > after) return draws;
  }
  throw new Error(`no draw of ${gameCode} within two weeks`);
}

/** True when `code` is one of the scheduled draw games. */
export function isDrawGame(code: string): code is DrawGameCode {
  return (DRAW_GAMES as readonly string[]).includes(code);
}
