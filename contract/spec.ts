/**
 * The business constants and limits of spec section 9, one name each, grouped by the rows of its
 * table (in the table's order). The browser and the server both import them from here; nothing
 * else defines these values. Rows that hold no value the code uses (points do not expire, the
 * registration bonus text, the unconfirmed withdrawal minutes which are a merchant setting, the
 * merchant code storage) are stated in the spec only.
 */

// ---- Announcement page size

/** Announcement titles per page (spec section 9, announcement page size). */
export const ANNOUNCEMENT_PAGE_SIZE = 9;
/** Paginator: page links kept at each end (spec section 9, announcement page size). */
export const PAGINATOR_MARGIN = 1;
/** Paginator: page links around the current page (spec section 9, announcement page size). */
export const PAGINATOR_RANGE = 5;

// ---- Feedback description

/** Feedback question types in display order (spec section 9, feedback: 1 deposit ... 6 apply-agent, 0 others). */
export const FEEDBACK_TYPES = ['1', '2', '3', '4', '6', '0'] as const;
/** Feedback description length in characters after trimming (spec section 9, feedback description: 20 to 200). */
export const FEEDBACK_CONTENT = { min: 20, max: 200 } as const;

// ---- Activity comment or remark

/** Longest activity comment or remark in characters (spec section 9, activity comment or remark). */
export const ACTIVITY_COMMENT_MAX = 140;

// ---- Uploads

/** Largest uploaded image in bytes, 5 MB (spec section 9, uploads). */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** Most images of one upload, e.g. withdrawal proofs (spec section 9, uploads). */
export const UPLOAD_MAX_IMAGES = 3;
/** Accepted image types, read from the content (spec section 9, uploads: png or jpg). */
export const UPLOAD_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;

// ---- Age

/** Age to register, in years (spec section 9, age: 18; one text says 21, configurable). */
export const REGISTER_MINIMUM_AGE = 18;
/** Minimum age of the birthday field, in whole years (spec section 9, age: birthday 21 or older). */
export const MINIMUM_BIRTHDAY_AGE = 21;

// ---- Remember-me cookies

/** Lifetime of the remember-me cookies in ms, 1 day (spec section 9, remember-me cookies). */
export const REMEMBER_ME_MS = 86_400_000;

// ---- SMS countdown

/** SMS countdown with firebase, in seconds (spec section 9, SMS countdown; otherwise expiredMinutes x 60 s). */
export const SMS_FIREBASE_COUNTDOWN_S = 60;
/** Too many code requests: the wait in ms, 5 minutes (spec section 9, SMS countdown). */
export const SMS_TOO_MANY_WAIT_MS = 5 * 60_000;

// ---- Captcha refresh, SMS button throttle

/** Captcha refresh throttle in ms (spec section 9, captcha refresh: 1 second). */
export const CAPTCHA_REFRESH_MS = 1000;
/** Send-code (SMS) button throttle in ms (spec section 9, SMS button throttle: 1 second). */
export const SEND_CODE_THROTTLE_MS = 1000;

// ---- Favourite toggle throttle

/** Favourite toggle throttle in ms (spec section 9, favourite toggle throttle). */
export const FAVOURITE_THROTTLE_MS = 1000;

// ---- Real-time salary settlement

/** Real-time salary settlement period in ms, every 5 minutes (spec section 9, real-time salary settlement). */
export const REALTIME_SALARY_SETTLEMENT_MS = 5 * 60_000;

// ---- Slots filter

/** Slots filter: minimum bet in yuan (spec section 9, slots filter: 1 yuan or more). */
export const SLOTS_MINIMUM_BET = 1;
/** Slots filter: minimum number of lines (spec section 9, slots filter: 25 lines or more). */
export const SLOTS_MINIMUM_LINES = 25;

// ---- Winner board

/** Winner board size, the `limitNum` of the call (spec section 9, winner board: limit 20). */
export const WINNER_LIMIT = 20;
/** Winners featured at the top; the list starts at the next one (spec section 9, winner board: top 3, list from 4). */
export const WINNER_FEATURED = 3;
/** Winner board scroll step in px per frame (spec section 9, winner board: scroll step 0.5). */
export const WINNER_SCROLL_STEP = 0.5;
/** Winner amounts: fraction digits, shown with thousands separators (spec section 9, winner board). */
export const WINNER_AMOUNT_DECIMALS = 2;

// ---- Game list page size

/** Page size of game lists (spec section 9, game list page size). */
export const GAME_PAGE_SIZE = 20;
/** Most items of a home vendor section (spec section 9, game list page size: home sections at most 12). */
export const HOME_SECTION_LIMIT = 12;
/** Recent games page size, always page 1 (spec section 9, game list page size: recent page 1 size 20). */
export const RECENT_PAGE_SIZE = 20;
/** Favourite list page size (spec section 9, game list page size: favourites 999). */
export const FAVOURITE_PAGE_SIZE = 999;
/** clientType of game list calls (spec section 9, game list page size: clientType 3). */
export const CLIENT_TYPE = 3;
/** Platform of the client, e.g. the registration method (spec section 9, game list page size: platform WEB). */
export const PLATFORM = 'WEB';
/** Platform of game list calls (spec section 9, game list page size: platform for lists html5-desktop). */
export const LIST_PLATFORM = 'html5-desktop';

// ---- Hot carousel

/** Hot games carousel: slides in view (spec section 9, hot carousel). */
export const HOT_SLIDES = 4;
/** Hot games carousel autoplay delay in ms (spec section 9, hot carousel). */
export const HOT_AUTOPLAY_MS = 1200;
/** Hot games carousel transition speed in ms (spec section 9, hot carousel). */
export const HOT_SPEED_MS = 1100;
/** The hot carousel shows arrows above this many items (spec section 9, hot carousel: more than 7). */
export const HOT_ARROWS_ABOVE = 7;
/** Other carousels show arrows above this many items (spec section 9, hot carousel: more than 12 for others). */
export const OTHER_ARROWS_ABOVE = 12;

// ---- Banner carousel

/** Banner carousel autoplay delay in ms (spec section 9, banner carousel). */
export const BANNER_AUTOPLAY_MS = 5000;
/** Banner carousel transition speed in ms (spec section 9, banner carousel). */
export const BANNER_SPEED_MS = 1000;

// ---- Footer vendor carousel

/** Footer vendor carousel: vendors in view (spec section 9, footer vendor carousel). */
export const FOOTER_CAROUSEL_PER_VIEW = 10;
/** Footer vendor carousel transition speed in ms (spec section 9, footer vendor carousel). */
export const FOOTER_CAROUSEL_SPEED_MS = 3000;
/** Footer vendor icons, shown first and in this order (spec section 9, footer vendor carousel). */
export const FOOTER_VENDOR_ICONS = ['PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS'] as const;

// ---- Drop menu

/** The drop menu uses its large layout above this many vendors (spec section 9, drop menu). */
export const DROP_MENU_LARGE_ABOVE = 10;

// ---- Jackpot display

/** Jackpot display lower bound in minor units (cents): 100,000,000.00 (spec section 9, jackpot display). */
export const JACKPOT_MIN = 100_000_000_00;
/** Jackpot display upper bound in minor units (cents): 150,000,000.00 (spec section 9, jackpot display). */
export const JACKPOT_MAX = 150_000_000_00;

// ---- QR code size

/** QR code size in px (spec section 9, QR code size). */
export const QR_SIZE = 120;

// ---- Lazy load time-out

/** Lazy load time-out in ms, 120 seconds (spec section 9, lazy load time-out). */
export const LAZY_LOAD_TIMEOUT_MS = 120_000;

// ---- Languages

/** The site's languages (spec section 9, languages: TW and EN). */
export const LANGUAGES = ['TW', 'EN'] as const;
/** A language of the site (spec section 9, languages). */
export type Language = (typeof LANGUAGES)[number];
/** Default and fallback language (spec section 9, languages: default TW, fallback TW). */
export const DEFAULT_LANGUAGE: Language = 'TW';

/**
 * The BCP 47 locale of a language code, for Intl formatting and <html lang>: EN is en-US, any
 * other value zh-TW (the default language, spec section 9, languages).
 */
export function intlLocale(lang: string): string {
  return lang === 'EN' ? 'en-US' : 'zh-TW';
}

// ---- Modal default size

/** Modal default (minimum) width in px (spec section 9, modal default size: 200 by 200, draggable). */
export const MODAL_DEFAULT_WIDTH = 200;
/** Modal default (minimum) height in px (spec section 9, modal default size: 200 by 200, draggable). */
export const MODAL_DEFAULT_HEIGHT = 200;

// ---- Lists

/** Vendors excluded from the random game (spec section 9, lists: empty). */
export const EXCLUDED_RANDOM_GAME_VENDORS: readonly string[] = [];
/** The cockfight game list (spec section 9, lists: empty). */
export const COCKFIGHT_GAME_LIST: readonly string[] = [];
