/**
 * Raw configuration and API payload types: the TypeScript mirror of schemas/*.json.
 *
 * schemas/ is the single source of truth (validated by ajv in the browser, by Fastify in the
 * server and by `npm run config:validate`); these types must describe the same shapes. Money
 * travels as decimal strings, never floats (house style).
 */

/** The ten game categories of spec section 2 (category path prefixes). */
export const GAME_CATEGORIES = [
  'SPORTS',
  'ESPORTS',
  'LIVE',
  'LOTT',
  'ELOTT',
  'FISH',
  'PVP',
  'RNG',
  'BGS',
  'COCKFIGHT',
] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];

/** The 11 whitelabel flags of spec section 3. */
export const WHITELABEL_FLAGS = [
  'USERNAMEREG3',
  'MOBILENUMREG3',
  'MOBILENUMPASSREG3',
  'REGMOBVERF3',
  'CHNGPASSVERIF3',
  'AGENTPOLICY3',
  'FREEPLAY3',
  'PWDEXPFORCECHANGE3',
  'MOBILEVERCODELOGIN3',
  'PTSYS3',
  'MANPLAYREB3',
] as const;
export type WhitelabelFlag = (typeof WHITELABEL_FLAGS)[number];

/** Every API answer is wrapped in this envelope (spec section 7 reads `value`). */
export interface ApiEnvelope<T> {
  success: boolean;
  /** 0 on success; a stable upper-case error code otherwise. */
  code: number | string;
  message: string;
  value: T;
}

/** A node of the whitelabel tree (spec section 3): enabled only if every ancestor is enabled. */
export interface WhitelabelNode {
  modId: string;
  enabled: boolean;
  childrenNodes: WhitelabelNode[];
}

/** Server-provided validation rule of one registration field (spec sections 3 and 5). */
export interface RegistrationFieldRule {
  enabled: boolean;
  required: boolean;
  /** A regular expression source, or `*` that matches anything. */
  acceptedPattern: string;
  /** Which of the 24 pattern kinds names the message (README "Sign-in extras"). */
  patternId: string;
  minLength: number;
  maxLength: number;
}

/** Registration field names the server may configure (spec section 3, registration user). */
export const REGISTRATION_FIELDS = [
  'username',
  'password',
  'payeeName',
  'email',
  'qqNum',
  'mobileNum',
  'recommenderId',
  'captcha',
  'verificationCode',
  'affiliateCode',
  'paymentPassword',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'birthday',
] as const;
export type RegistrationField = (typeof REGISTRATION_FIELDS)[number];
export type RegistrationRules = Partial<Record<RegistrationField, RegistrationFieldRule>>;

export type CustomerServiceType = 'LIVECHAT' | 'FACEBOOK' | 'TELEGRAM' | 'WHATSAPP';
/** A customer service contact; `path` is encrypted (AES-GCM, see src/api/customerService). */
export interface CustomerServiceContact {
  csType: CustomerServiceType;
  title: string;
  path: string;
}

export type ResourceType = 'Android' | 'TELEGRAM' | 'TELEGRAM1' | 'WHATSAPP';
export interface SiteResource {
  resourceType: ResourceType;
  url: string;
  labelNameEn: string;
}

/** Consolidated contract settings (spec section 3); each switches agent center pages. */
export interface ContractSettings {
  /** Daily salary (daily wage) request type; 0 means off. */
  dailysalreqtype: number;
  /** Dividend request type; 0 means off. */
  divtypereq: number;
  /** Hourly salary contract; 0 means off. */
  contracthoursalreq: number;
  /** Real-time salary request type; 0 means off. */
  realtimesalreqtype: number;
}

/** Permission (site config) response of spec section 3. */
export interface Permission {
  merchantCode: string;
  merchantName: string;
  currency: string;
  currencySymbol: string;
  mainDomain: string;
  domainRoute: { domain: string; merchantCode: string }[];
  customerService: CustomerServiceContact[];
  resources: SiteResource[];
  whitelabel: WhitelabelNode[];
  register: RegistrationRules;
  analytics: { gtagId: string | null };
  imageCDNs: string[];
  launchGameCDNs: string[];
  location: { ip: string; country: string };
  maintenance: boolean;
  regionRestriction: boolean;
  availablePromo: { REFERRAL: { enabled: boolean } };
  merchantWallet: { isSingle: boolean };
  socialLogin: { google: boolean; facebook: boolean };
}

/** System status (spec section 4): 0 normal, 1 maintenance, 2 region restricted. */
export interface SystemStatus {
  status: 0 | 1 | 2;
  maintenance: boolean;
  /** ISO 8601 end time of maintenance when known. */
  maintenanceEnd: string | null;
  regionRestriction: boolean;
  /** The visitor's IP, shown on the blocked-region page. */
  ip: string;
}

/** How a vendor opens: a lobby, a single game, or a VASSALAGE popup listing its games. */
export type VendorOpenKind = 'LOBBY' | 'GAME' | 'VASSALAGE';

/** A vendor as listed in the game menu (spec section 3). */
export interface MenuVendor {
  vassalage: string;
  displayName: string;
  /** The vendor's own category; may differ from the menu category it is listed under. */
  gameType: GameCategory;
  isGame: VendorOpenKind;
  lagerIcon: string;
  logo: string;
  /** Game code launched directly for single-game vendors. */
  gameCode: string | null;
}

/** Game menu entry as the server sends it, before reorganisation (spec section 4). */
export interface GameMenuEntry {
  gameCategory: GameCategory;
  vendors: MenuVendor[];
}

/** A game (spec section 3). */
export interface Game {
  gameId: number;
  nodeId: number;
  nodeName: string;
  gameName: string;
  displayName: string;
  iconUrl: string;
  vassalage: string;
  gameType: GameCategory;
  gameCode: string;
  isGame: VendorOpenKind;
  isHot: 0 | 1;
  isNew: 0 | 1;
  /** Sub-category: JP jackpot, TG table games, AC arcade (spec section 3). */
  subCategory: 'JP' | 'TG' | 'AC' | null;
  freeTrial: boolean;
}

export interface GameListPage {
  games: Game[];
  pageNo: number;
  pageSize: number;
  totalPages: number;
  totalCount: number;
}

/** A vendor lane of GET game vendors (`value.data.lanes`). */
export interface VendorLane {
  title: GameCategory;
  cards: { vassalage: string; gameType: GameCategory; displayName: string; lagerIcon: string; isGame: VendorOpenKind }[];
  gameClassify: string[];
}

export interface WinnerBoardEntry {
  customerName: string;
  /** Decimal string, e.g. "12345.60". */
  winAmount: string;
  iconUrl: string;
  gameName: string;
}

export interface Banner {
  id: number;
  groupName: string;
  url: string;
  linkage: string;
  linkageType: 'NONE' | 'URL' | 'ROUTE' | 'VIDEO';
  title: string;
}

/** Announcement audiences: A logged in, B anonymous, F logged-in first-time (spec section 4). */
export type AnnouncementExecution = 'A' | 'B' | 'F';
export interface Announcement {
  id: number;
  title: string;
  /** HTML; sanitised with DOMPurify before display. */
  content: string;
  execution: AnnouncementExecution;
  /** ISO 8601. */
  createdAt: string;
}

export interface AnnouncementsResponse {
  banners: Banner[];
  player: Announcement[];
  popup: Announcement[];
  promotion: Banner[];
}

export interface Notice {
  id: number;
  title: string;
  content: string;
  createdAt: string;
}

/** Member info (schemas/api/auth-common.json#/definitions/member; spec section 3). */
export interface MemberInfo {
  id: number;
  account: string;
  nickname: string;
  /** 0 member; agent types 1, 2, 41, 42; trial 4. */
  type: number;
  isAgent: boolean;
  isTrial: boolean;
  email: string | null;
  mobileNum: string | null;
  countryDialingCode: string | null;
  affiliateCode: string | null;
}

/** A successful login's value (schemas/api/auth-login-value.json): the server's answer and the browser's contract. */
export interface LoginValue {
  token: string;
  /** First successful login of the account, or logged in with the initial password. */
  firstTimeLogin: boolean;
  /** The password is past its expiry. */
  passwordExpired: boolean;
  /** The password is the merchant's initial password or a temporary one. */
  mustChangePassword: boolean;
  /**
   * The server holds this session to a password change (spec section 4: mustChangePassword, or
   * passwordExpired while PWDEXPFORCECHANGE3 is on, never for sms or firebase logins): every call
   * but changing the password, reading the member and logging out answers 403
   * PASSWORD_CHANGE_REQUIRED. The browser opens the forced change-password dialog on it.
   */
  passwordChangeRequired: boolean;
  member: MemberInfo;
}

/** One footer badge image (payment, certification, social or licence), generated by the server. */
export interface FooterBadge {
  name: string;
  /** Display name, used as the image's alternative text. */
  label: string;
  url: string;
}

/** The footer badge catalogue (GET /media/badges/index.json). */
export type FooterBadges = Record<'payment' | 'certification' | 'social' | 'licence', FooterBadge[]>;

/** A merchant configuration as stored in config-samples/ (schemas/site-config.schema.json). */
export interface SiteConfig {
  $schema?: string;
  description: string;
  systemStatus: Omit<SystemStatus, 'status' | 'ip'>;
  permission: Omit<Permission, 'location' | 'maintenance' | 'regionRestriction' | 'register'>;
  registrationRules: RegistrationRules;
  contractSettings: ContractSettings;
  /** Categories the merchant offers; vendors of other categories are left out of the menu. */
  gameCategories: GameCategory[];
}

// Records (README "Playing"): the betting record and profit report, one contract for the server (server/routes/records) and the browser.

export type RoundStatus = 'open' | 'settled' | 'cancelled';

export interface BetRow {
  roundId: string;
  gameName: string;
  gameCode: string;
  nodeId: number;
  vendor: string;
  vendorName: string;
  category: GameCategory;
  stake: string;
  win: string;
  /** null while the round is open. */
  profit: string | null;
  time: string;
  settledAt: string | null;
  status: RoundStatus;
}

/** Totals of settled rounds: their count and stake, win and profit as decimal strings. */
export interface RecordTotals {
  rounds: number;
  stake: string;
  win: string;
  profit: string;
}

export interface BetPage {
  list: BetRow[];
  pageNo: number;
  pageSize: number;
  totalCount: number;
  totalPages: number;
  /** Totals of the settled rounds of the whole filter. */
  totals: RecordTotals;
}

export interface ProfitReport {
  from: string;
  to: string;
  categories: (RecordTotals & { category: GameCategory })[];
  totals: RecordTotals;
}

/** A saved version of a merchant's configuration as the operator console lists it (README "Operator console"; server/services/config-versions). */
export interface VersionSummary {
  version: number;
  savedBy: string;
  /** ISO 8601. */
  savedAt: string;
  rollbackOf: number | null;
  note: string;
  /** Number of RFC 6902 operations from the previous version. */
  changes: number;
}

// Live configuration (README "Operator console"): the `config` event of the site socket.

/** A top-level section of a merchant's SiteConfig. */
export type LiveConfigSection = Exclude<keyof SiteConfig, '$schema'>;

/**
 * Payload of the site socket's `config` event, published after an operator's save: the new
 * version, the sections the save changed, and the new system status and permission without the
 * visitor's own part (ip, location), which each browser keeps from its own answers. `status` and
 * `permission` may be absent (an older server): the browser then fetches them.
 */
export interface LiveConfigPayload {
  version: number;
  changed: LiveConfigSection[];
  status?: Omit<SystemStatus, 'ip'>;
  permission?: Omit<Permission, 'location'>;
  /** The new game menu in each language, present when `gameCategories` changed. */
  gameMenus?: Partial<Record<'TW' | 'EN', GameMenuEntry[]>>;
}

// Content document (README "Operator console"): announcements and banners as the operator console edits them.

/** A text in both languages of the site. */
export interface LocalisedText {
  tw: string;
  en: string;
}

/** Banner groups (spec section 2): home carousel and video banners. */
export type BannerGroup = 'w_home' | 'w_promotion';

/** One announcement of the content document (schemas/content.schema.json#/definitions/announcement). */
export interface ContentAnnouncement {
  /** Absent for a new announcement; kept for an existing one. */
  id?: number;
  /** PL player (the marquee), PU popup (spec section 3). */
  kind: 'PL' | 'PU';
  execution: AnnouncementExecution;
  title: LocalisedText;
  /** HTML; the server sanitises it with DOMPurify on save. */
  content: LocalisedText;
  active: boolean;
  /** ISO 8601; absent for a new one: the time of the save. */
  publishedAt?: string;
}

/** One banner of the content document (schemas/content.schema.json#/definitions/banner); order within its group is the array order. */
export interface ContentBanner {
  id?: number;
  groupName: BannerGroup;
  title: LocalisedText;
  subtitle: LocalisedText;
  /** `/media/uploads/<id>` of an image uploaded by the merchant's operator; null: generated artwork. */
  imageUrl: string | null;
  linkageType: Banner['linkageType'];
  /** '' for NONE; a same-site route for ROUTE; https or a same-site route for URL; an https video link for VIDEO. */
  linkage: string;
  active: boolean;
}

/** A merchant's announcements and banners, versioned like its configuration (document kind `content`). */
export interface ContentDocument {
  /** In display order: the site shows them in this order (then newest publishedAt for equal places). */
  announcements: ContentAnnouncement[];
  banners: ContentBanner[];
}

/** Payload of the site socket's `content` event: the new content version. */
export interface LiveContentPayload {
  version: number;
}
