/**
 * The configuration and API payload types both sides use, by the names the code speaks: each one
 * is (part of) a declaration generated from schemas/ (contract/generated/schemas.ts, written by
 * `npm run contract:generate`), so it cannot drift from its schema; the API payloads of each area
 * are in ./types/<area>.ts and re-exported at the end of this file. Only the generic envelope,
 * the literal unions of the value constants below and the footer payloads, which no
 * schema describes, are written here. Money travels as decimal strings, never floats (house style).
 */
import type {
  Announcement as SchemaContentAnnouncement,
  Announcement1,
  Announcements,
  Banner as SchemaContentBanner,
  Banner1,
  ContentSchema,
  ContractSettingsSchema,
  CustomerService,
  Envelope,
  FieldRule,
  Game as SchemaGame,
  GameCategory as SchemaGameCategory,
  GameList,
  GameMenuSchema,
  Lane,
  LoginValue as SchemaLoginValue,
  Member,
  Node,
  Notices,
  PermissionSchema,
  RecordsBets,
  RecordsProfit,
  RegistrationRulesSchema,
  Resources,
  SiteConfigSchema,
  SocketEvent as SchemaSocketEvent,
  LiveConfigSection as SchemaLiveConfigSection,
  Summary,
  SystemStatusSchema,
  Title,
  Totals,
  Vendor,
  WinnerBoard,
} from './generated/schemas';
import { everyMemberOf } from './types/everyMemberOf';

/** One of the ten game categories of spec section 2 (category path prefixes; schemas/game-menu.schema.json). */
export type GameCategory = SchemaGameCategory;

/** The ten game categories of spec section 2, in menu order. */
export const GAME_CATEGORIES = everyMemberOf<GameCategory>()([
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
] as const);

/** The 11 whitelabel flags of spec section 3 (the schema's `modId` is any string). */
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

/** Every API answer is wrapped in this envelope (schemas/api/envelope.json; spec section 7 reads `value`). */
export type ApiEnvelope<T> = Omit<Envelope, 'value'> & { value: T };

/** A node of the whitelabel tree (spec section 3): enabled only if every ancestor is enabled. */
export type WhitelabelNode = Node;

/** Server-provided validation rule of one registration field (spec sections 3 and 5). */
export type RegistrationFieldRule = FieldRule;

/** Per registration field, its rule (schemas/registration-rules.schema.json). */
export type RegistrationRules = RegistrationRulesSchema;
/** Registration field names the server may configure (spec section 3, registration user). */
export type RegistrationField = keyof RegistrationRules;

/** The registration fields, in the order of the schema. */
export const REGISTRATION_FIELDS = everyMemberOf<RegistrationField>()([
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
] as const);

/** A customer service contact; `path` is encrypted (AES-GCM, see src/api/customerService). */
export type CustomerServiceContact = CustomerService[number];
export type CustomerServiceType = CustomerServiceContact['csType'];

export type SiteResource = Resources[number];
export type ResourceType = SiteResource['resourceType'];

/** Consolidated contract settings (spec section 3); each switches agent center pages. */
export type ContractSettings = ContractSettingsSchema;

/** Permission (site config) response of spec section 3. */
export type Permission = PermissionSchema;

/** System status (spec section 4): 0 normal, 1 maintenance, 2 region restricted. */
export type SystemStatus = SystemStatusSchema;

/** A vendor as listed in the game menu (spec section 3). */
export type MenuVendor = Vendor;
/** How a vendor opens: a lobby, a single game, or a VASSALAGE popup listing its games. */
export type VendorOpenKind = MenuVendor['isGame'];

/** Game menu entry as the server sends it, before reorganisation (spec section 4). */
export type GameMenuEntry = GameMenuSchema[number];

/** A game (spec section 3). */
export type Game = SchemaGame;
export type GameListPage = GameList;

/** A vendor lane of GET game vendors (`value.data.lanes`). */
export type VendorLane = Lane;

export type WinnerBoardEntry = WinnerBoard['list'][number];

export type Banner = Banner1;
export type Announcement = Announcement1;
/** Announcement audiences: A logged in, B anonymous, F logged-in first-time (spec section 4). */
export type AnnouncementExecution = Announcement['execution'];
export type AnnouncementsResponse = Announcements;

export type Notice = Notices['list'][number];

/** Member info (schemas/api/auth-common.json#/definitions/member; spec section 3). */
export type MemberInfo = Member;

/** A successful login's value (schemas/api/auth-common.json#/definitions/loginValue). */
export type LoginValue = SchemaLoginValue;

/** One footer badge image (payment, certification, social or licence), generated by the server. */
export interface FooterBadge {
  name: string;
  /** Display name, used as the image's alternative text. */
  label: string;
  url: string;
}

/** The footer badge catalogue (GET /media/badges/index.json; a static file, no API schema). */
export type FooterBadges = Record<'payment' | 'certification' | 'social' | 'licence', FooterBadge[]>;

/** A merchant configuration as stored in config-samples/ (schemas/site-config.schema.json). */
export type SiteConfig = SiteConfigSchema;

// Records: the betting record and profit report (server/routes/records and the browser).

export type BetPage = RecordsBets;
export type BetRow = BetPage['list'][number];
export type RoundStatus = BetRow['status'];
/** Totals of settled rounds: their count and stake, win and profit as decimal strings. */
export type RecordTotals = Totals;
export type ProfitReport = RecordsProfit;

/** A saved version of a merchant's configuration as the operator console lists it (server/services/config-versions). */
export type VersionSummary = Summary;

// Live events of the site socket (schemas/api/socket-event.json, generated; docs/api/member-center.md "Live socket").

/**
 * One message of the site socket, `{ type, payload }`: the discriminated union of every event the
 * server sends (server/services/events `publish`, server/routes/socket), one entry per event of the
 * schema. Narrow it by `type`; a new live event is one entry in the schema (STYLE.md "One way per concern").
 */
export type SocketEvent = SchemaSocketEvent;
/** The type of a socket event: 'balance', 'config', 'chat'... */
export type SocketEventType = SocketEvent['type'];
/** The event of type `T`, e.g. `SocketEventOf<'balance'>`. */
export type SocketEventOf<T extends SocketEventType> = Extract<SocketEvent, { type: T }>;
/** Event type -> its payload, e.g. `SocketEventPayloads['balance']` is `{ balance, currency }`. */
export type SocketEventPayloads = { [E in SocketEvent as E['type']]: E['payload'] };

/**
 * Which socket carries each event (server/routes/socket decides, the browser's hub follows):
 * `any`: every socket (its own `ready` and `pong`); `site`: every socket of the merchant, the
 * visitor's token-less one included (a logged-in page hears these on its site socket, not twice);
 * `member`: only the sockets of the member the event names (or of every member of the merchant);
 * `chat`: only the live chat sockets (`?chat=`, `?operator=`; docs/livechat.md).
 */
export const SOCKET_EVENT_AUDIENCE = {
  ready: 'any',
  pong: 'any',
  balance: 'member',
  unread: 'member',
  rewards: 'member',
  points: 'member',
  rg: 'member',
  contract: 'member',
  deposit: 'member',
  withdraw: 'member',
  config: 'site',
  content: 'site',
  pages: 'site',
  chat: 'chat',
  payments: 'chat', // the console's back-office socket (?operator=) only, as the chat events
} as const satisfies Record<SocketEventType, 'any' | 'site' | 'member' | 'chat'>;
export type SocketAudience = (typeof SOCKET_EVENT_AUDIENCE)[SocketEventType];

/** Every socket event type, in the schema's order (a compile-time check keeps it complete). */
export const SOCKET_EVENT_TYPES = everyMemberOf<SocketEventType>()([
  'ready',
  'pong',
  'balance',
  'unread',
  'rewards',
  'points',
  'rg',
  'contract',
  'deposit',
  'withdraw',
  'config',
  'content',
  'pages',
  'chat',
  'payments',
] as const);

/** A top-level section of a merchant's SiteConfig (the `changed` list of the `config` event). */
export type LiveConfigSection = SchemaLiveConfigSection;
/** Compile-time check: the schema's section list is exactly the SiteConfig's sections. */
export const LIVE_CONFIG_SECTIONS = everyMemberOf<Exclude<keyof SiteConfig, '$schema'>>()(
  everyMemberOf<LiveConfigSection>()([
    'description',
    'systemStatus',
    'permission',
    'registrationRules',
    'contractSettings',
    'gameCategories',
  ] as const),
);

/**
 * Payload of the site socket's `config` event, published after an operator's save: the new
 * version, the sections the save changed, and the new system status and permission without the
 * visitor's own part (ip, location), which each browser keeps from its own answers. `status` and
 * `permission` may be absent (an older server): the browser then fetches them; `gameMenus` holds
 * the new game menu in each language when `gameCategories` changed.
 */
export type LiveConfigPayload = SocketEventPayloads['config'];

// Content document: announcements and banners as the operator console edits them (schemas/content.schema.json).

/** A text in both languages of the site. */
export type LocalisedText = Title;

/** One announcement of the content document. */
export type ContentAnnouncement = SchemaContentAnnouncement;
/** One banner of the content document; order within its group is the array order. */
export type ContentBanner = SchemaContentBanner;
/** Banner groups (spec section 2): home carousel and video banners. */
export type BannerGroup = ContentBanner['groupName'];

/** A merchant's announcements and banners, versioned like its configuration (document kind `content`). */
export type ContentDocument = ContentSchema;

/** Payload of the site socket's `content` event: the new content version. */
export type LiveContentPayload = SocketEventPayloads['content'];

// Member center: account, bank cards, wallet, deposit and withdraw payloads (contract/types/member-center.ts).
export type * from './types/member-center';
export { TRANSACTION_RECORD_TYPES } from './types/member-center';

// Sign-in and authenticator payloads (contract/types/auth.ts).
export type * from './types/auth';

// Operator console payloads (contract/types/console.ts).
export type * from './types/console';

// Playing: launch, favourites and the records query (contract/types/play.ts).
export type * from './types/play';

// The registry's form schemas (contract/types/forms.ts).
export type * from './types/forms';
export { everyMemberOf } from './types/everyMemberOf';

// Agent center payloads (contract/types/agent.ts).
export type * from './types/agent';

// Agent contracts and their settlements (contract/types/contracts.ts).
export type * from './types/contracts';

// Rewards: bonus engine, reward center, referral, missions, leaderboard, rebate, VIP, broadcasts (contract/types/rewards.ts).
export type * from './types/rewards';

// Promotions, activity center, raffles, points mall (contract/types/promotions.ts).
export type * from './types/promotions';

// Site pages, responsible gaming, live chat (contract/types/site.ts).
export type * from './types/site';

// Lottery: lobby, results, Vietnam menus and numbers (contract/types/lottery.ts).
export type * from './types/lottery';
export { PRIZE_MODES } from './types/lottery';

// Staff sign-in, accounts, roles, sessions, audit log (contract/types/staff.ts).
export type * from './types/staff';
