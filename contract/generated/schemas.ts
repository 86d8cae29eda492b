/* Generated from schemas/ by npm run contract:generate; do not edit. */
/* eslint-disable */

/**
 * This interface was referenced by `ContentSchema`'s JSON-Schema
 * via the `definition` "id".
 */
export type Id = number;
/**
 * This interface was referenced by `FormSchemaSchema`'s JSON-Schema
 * via the `definition` "formId".
 */
export type FormId =
  | 'register'
  | 'registerMobile'
  | 'login'
  | 'loginSms'
  | 'forgotEmail'
  | 'forgotPhone'
  | 'changePassword'
  | 'ipVerification'
  | 'feedback'
  | 'paymentPasswordSet'
  | 'paymentPasswordChange'
  | 'bindMobile'
  | 'bindEmail'
  | 'bankCard'
  | 'deposit'
  | 'withdraw'
  | 'transferFund'
  | 'transferUpline'
  | 'partlyReceived'
  | 'downlineCreate'
  | 'downlineTransfer'
  | 'rgLimit'
  | 'rgExclusion'
  | 'pointsRedeem'
  | 'pointsConvert'
  | 'promotionApply'
  | 'contractOffer';
/**
 * A key of the forms namespace (sign-in forms), the wallet namespace (money forms) or a feature's namespace (the feature forms: agent, rg, points, promotions, contracts) of src/i18n/locales.
 *
 * This interface was referenced by `FormSchemaSchema`'s JSON-Schema
 * via the `definition` "i18nKey".
 */
export type I18NKey = string;
export type GameCategory =
  'SPORTS' | 'ESPORTS' | 'LIVE' | 'LOTT' | 'ELOTT' | 'FISH' | 'PVP' | 'RNG' | 'BGS' | 'COCKFIGHT';
/**
 * Game menu as the server sends it, before the client's reorganisation (spec section 4): esports and cockfight vendors may be listed under SPORTS, in-house vendors under RNG.
 */
export type GameMenuSchema = {
  gameCategory: GameCategory;
  vendors: Vendor[];
}[];
/**
 * This interface was referenced by `PermissionSchema`'s JSON-Schema
 * via the `definition` "merchantCode".
 */
export type MerchantCode = string;
/**
 * This interface was referenced by `PermissionSchema`'s JSON-Schema
 * via the `definition` "merchantName".
 */
export type MerchantName = string;
/**
 * ISO 4217 code
 *
 * This interface was referenced by `PermissionSchema`'s JSON-Schema
 * via the `definition` "currency".
 */
export type Currency = string;
/**
 * This interface was referenced by `PermissionSchema`'s JSON-Schema
 * via the `definition` "currencySymbol".
 */
export type CurrencySymbol = string;
/**
 * This interface was referenced by `PermissionSchema`'s JSON-Schema
 * via the `definition` "mainDomain".
 */
export type MainDomain = string;
/**
 * This interface was referenced by `PermissionSchema`'s JSON-Schema
 * via the `definition` "domainRoute".
 */
export type DomainRoute = {
  domain: string;
  merchantCode: string;
}[];
/**
 * This interface was referenced by `PermissionSchema`'s JSON-Schema
 * via the `definition` "customerService".
 */
export type CustomerService = {
  csType: 'LIVECHAT' | 'FACEBOOK' | 'TELEGRAM' | 'WHATSAPP';
  title: string;
  /**
   * In config samples: the plain URL. In the permission response: encrypted (base64 of IV + AES-GCM ciphertext).
   */
  path: string;
}[];
/**
 * This interface was referenced by `PermissionSchema`'s JSON-Schema
 * via the `definition` "resources".
 */
export type Resources = {
  resourceType: 'Android' | 'TELEGRAM' | 'TELEGRAM1' | 'WHATSAPP';
  url: string;
  labelNameEn: string;
}[];
/**
 * This interface was referenced by `PermissionSchema`'s JSON-Schema
 * via the `definition` "imageCDNs".
 */
export type ImageCDNs = string[];
/**
 * This interface was referenced by `PermissionSchema`'s JSON-Schema
 * via the `definition` "launchGameCDNs".
 */
export type LaunchGameCDNs = string[];
/**
 * Forest of whitelabel module nodes (spec section 3). A node counts as enabled only when every ancestor is enabled too.
 */
export type WhitelabelTreeSchema = Node[];
/**
 * Decimal string in the merchant currency (contract/money.ts)
 *
 * This interface was referenced by `Agent`'s JSON-Schema
 * via the `definition` "agentMoney".
 */
export type AgentMoney = string;
/**
 * A reporting day yyyy-MM-dd in the merchant's time zone; in a range query from and to are inclusive, at most 92 days apart
 *
 * This interface was referenced by `Agent`'s JSON-Schema
 * via the `definition` "agentDay".
 */
export type AgentDay = string;
/**
 * Report range; custom needs from and to (at most 92 days). Default today
 *
 * This interface was referenced by `Agent`'s JSON-Schema
 * via the `definition` "agentRange".
 */
export type AgentRange = 'today' | 'yesterday' | 'thisWeek' | 'thisMonth' | 'custom';
/**
 * This interface was referenced by `Agent`'s JSON-Schema
 * via the `definition` "agentRevenueKind".
 */
export type AgentRevenueKind = 'dividend' | 'dailyWage' | 'hourlyWage' | 'realtimeSalary' | 'rebate';
/**
 * This interface was referenced by `Agent`'s JSON-Schema
 * via the `definition` "agentTeamTransactionKind".
 */
export type AgentTeamTransactionKind = 'deposit' | 'withdraw' | 'transferIn' | 'transferOut';
/**
 * RFC 6902 JSON patch from the previous version
 */
export type Diff = {
  op: 'add' | 'remove' | 'replace' | 'move' | 'copy' | 'test';
  path: string;
  from?: string;
  value?: unknown;
  [k: string]: unknown | undefined;
}[];
/**
 * Decimal string in the merchant currency (contract/money.ts)
 *
 * This interface was referenced by `Contract`'s JSON-Schema
 * via the `definition` "contractMoney".
 */
export type ContractMoney = string;
/**
 * dividend (divtypereq), daily wage (dailysalreqtype), hourly wage (contracthoursalreq), real-time salary (realtimesalreqtype); also the ledger reason of the payouts
 *
 * This interface was referenced by `Contract`'s JSON-Schema
 * via the `definition` "contractKind".
 */
export type ContractKind = 'dividend' | 'dailyWage' | 'hourlyWage' | 'realtimeSalary';
/**
 * dividend: daily, weekly, semimonthly or monthly; dailyWage: daily; hourlyWage: hour; realtimeSalary: fiveMinutes (spec section 9: every 5 minutes). Periods run on the merchant's reporting time (GMT offset)
 *
 * This interface was referenced by `Contract`'s JSON-Schema
 * via the `definition` "contractPeriod".
 */
export type ContractPeriod = 'daily' | 'weekly' | 'semimonthly' | 'monthly' | 'hour' | 'fiveMinutes';
/**
 * This interface was referenced by `Contract`'s JSON-Schema
 * via the `definition` "contractState".
 */
export type ContractState =
  'offered' | 'active' | 'terminationRequested' | 'rejected' | 'withdrawn' | 'terminated' | 'replaced';
/**
 * Percent with at most two decimals, 0 to 100 (e.g. "1.25" = 1.25 %)
 *
 * This interface was referenced by `Contract`'s JSON-Schema
 * via the `definition` "contractRate".
 */
export type ContractRate = string;
/**
 * Thresholds non-decreasing in both columns and rates non-decreasing down the table; the highest tier whose two thresholds are both reached applies (docs/contracts.md)
 *
 * @minItems 1
 * @maxItems 10
 *
 * This interface was referenced by `Contract`'s JSON-Schema
 * via the `definition` "contractTiers".
 */
export type ContractTiers = ContractTier[];
/**
 * The viewer's side: upline (granted it), downline (holds it), above (an upline of the parties, read only), operator
 *
 * This interface was referenced by `Contract`'s JSON-Schema
 * via the `definition` "contractRole".
 */
export type ContractRole = 'upline' | 'downline' | 'above' | 'operator';
/**
 * Actions of spec section 4: the downline accepts or rejects an offer, the upline withdraws it; either side requests termination, the other accepts or rejects it
 *
 * This interface was referenced by `Contract`'s JSON-Schema
 * via the `definition` "contractAction".
 */
export type ContractAction =
  'accept' | 'reject' | 'withdraw' | 'requestTermination' | 'acceptTermination' | 'rejectTermination';
/**
 * zero: nothing to pay; pending: a dividend waiting for the agent's request (dividend approval on); requested: waiting for the upline's or an operator's approval; paid: the ledger transfer is made (approved); rejected
 *
 * This interface was referenced by `Contract`'s JSON-Schema
 * via the `definition` "settlementState".
 */
export type SettlementState = 'zero' | 'pending' | 'requested' | 'paid' | 'rejected';
/**
 * Dividend process request: the holder requests, the upline (or an operator) approves or rejects
 *
 * This interface was referenced by `Contract`'s JSON-Schema
 * via the `definition` "settlementAction".
 */
export type SettlementAction = 'request' | 'approve' | 'reject';
/**
 * Decimal string in the merchant currency (contract/money.ts)
 *
 * This interface was referenced by `Rewards`'s JSON-Schema
 * via the `definition` "rewardMoney".
 */
export type RewardMoney = string;
/**
 * What the multiple applies to: the bonus alone, or the bonus plus the deposit it came with
 *
 * This interface was referenced by `Rewards`'s JSON-Schema
 * via the `definition` "bonusBase".
 */
export type BonusBase = 'bonus' | 'bonusDeposit';
/**
 * Spec section 3: LOTT lottery, ZY self-operated quick draws, ELOTT electronic lottery (Vietnam), SEA South-East Asian 4D
 *
 * This interface was referenced by `Lottery`'s JSON-Schema
 * via the `definition` "prizeMode".
 */
export type PrizeMode = 'LOTT' | 'ZY' | 'ELOTT' | 'SEA';
/**
 * The area of a game with its own page: VN /vnLottery, SEA /seaLottery
 *
 * This interface was referenced by `Lottery`'s JSON-Schema
 * via the `definition` "lottoArea".
 */
export type LottoArea = 'VN' | 'SEA';
/**
 * This interface was referenced by `Lottery`'s JSON-Schema
 * via the `definition` "vnRegion".
 */
export type VnRegion = 'NORTH' | 'CENTRAL' | 'SOUTH';
/**
 * open: taking bets until closesAt (then waiting for drawAt); drawn: prizes and seed published; void: cancelled, every ticket refunded
 *
 * This interface was referenced by `Lottery`'s JSON-Schema
 * via the `definition` "drawStatus".
 */
export type DrawStatus = 'open' | 'drawn' | 'void';
/**
 * deposit: money deposited; loss: bets minus payouts of settled and open rounds; wager: money bet
 *
 * This interface was referenced by `ResponsibleGaming`'s JSON-Schema
 * via the `definition` "rgLimitKind".
 */
export type RgLimitKind = 'deposit' | 'loss' | 'wager';
/**
 * A calendar day, an ISO week (Monday first) or a calendar month in the member's time zone
 *
 * This interface was referenced by `ResponsibleGaming`'s JSON-Schema
 * via the `definition` "rgPeriod".
 */
export type RgPeriod = 'day' | 'week' | 'month';
/**
 * timeout (24 hours, 7 or 30 days), selfExclusion (6 months, 1 or 5 years), closed (account closed on request)
 *
 * This interface was referenced by `ResponsibleGaming`'s JSON-Schema
 * via the `definition` "rgExclusionKind".
 */
export type RgExclusionKind = 'timeout' | 'selfExclusion' | 'closed';
/**
 * Integer minor units of the merchant currency (e.g. "12345" = 123.45 CNY), may be negative
 *
 * This interface was referenced by `OperatorReports`'s JSON-Schema
 * via the `definition` "reportMinor".
 */
export type ReportMinor = string;
/**
 * A reporting day of the merchant, yyyy-MM-dd
 *
 * This interface was referenced by `OperatorReports`'s JSON-Schema
 * via the `definition` "reportDay".
 */
export type ReportDay = string;
/**
 * One thing a staff member may do in the back office (README "Staff and roles"). Every operator route names the permission it needs.
 *
 * This interface was referenced by `Operator1`'s JSON-Schema
 * via the `definition` "permission".
 */
export type Permission =
  | 'config.edit'
  | 'content.edit'
  | 'agents.manage'
  | 'rewards.manage'
  | 'promotions.manage'
  | 'points.manage'
  | 'chat.reply'
  | 'rg.manage'
  | 'vendors.manage'
  | 'messages.send'
  | 'audit.view'
  | 'payments.view'
  | 'payments.decide'
  | 'payments.pay'
  | 'players.view'
  | 'players.manage'
  | 'players.adjust'
  | 'reports.view'
  | 'staff.manage';
/**
 * automatic: every eligible member takes part and qualifies by events; signUp: the member signs up, then qualifies by events; apply: the member applies with a remark and images, an operator approves or rejects; raffle: the member joins, earns tickets by play or deposit, a provably fair draw picks the winners
 *
 * This interface was referenced by `Promotions`'s JSON-Schema
 * via the `definition` "promotionKind".
 */
export type PromotionKind = 'automatic' | 'signUp' | 'apply' | 'raffle';
/**
 * The operator's lifecycle: draft (not shown), published (shown from startsAt: scheduled before it), ended (ended early by an operator or past endsAt)
 *
 * This interface was referenced by `Promotions`'s JSON-Schema
 * via the `definition` "promotionStatus".
 */
export type PromotionStatus = 'draft' | 'published' | 'ended';
/**
 * The member's state of one promotion (spec section 4, engine/promotions.ts activityState)
 *
 * This interface was referenced by `Promotions`'s JSON-Schema
 * via the `definition` "activityState".
 */
export type ActivityState =
  | 'joinNow'
  | 'applying'
  | 'rejected'
  | 'issued'
  | 'claimed'
  | 'inProgress'
  | 'joined'
  | 'comingSoon'
  | 'registrationClosed'
  | 'applicationForbidden'
  | 'signedUp'
  | 'claimPayout'
  | 'close';
/**
 * What qualifies a member (automatic and signUp kinds): firstDeposit (the first credited deposit of at least target), deposit (a credited deposit of at least target within the period), validBet (valid bet within the period, in category when set, reaching target); none for apply and raffle
 *
 * This interface was referenced by `Promotions`'s JSON-Schema
 * via the `definition` "promotionTrigger".
 */
export type PromotionTrigger = 'none' | 'firstDeposit' | 'deposit' | 'validBet';
/**
 * A positive or zero amount in the merchant currency, at most two decimals
 *
 * This interface was referenced by `Rewards`'s JSON-Schema
 * via the `definition` "rewardAmount".
 */
export type RewardAmount = string;
/**
 * Turnover (wagering) multiple, at most two decimals; 0 means no requirement
 *
 * This interface was referenced by `Rewards`'s JSON-Schema
 * via the `definition` "turnoverMultiple".
 */
export type TurnoverMultiple = number;
/**
 * The stored state of a member's entry: signedUp (counting), applying, rejected, issued (reward offered), joined (raffle), won (raffle prize offered), lost (raffle, no prize)
 *
 * This interface was referenced by `Promotions`'s JSON-Schema
 * via the `definition` "promotionEntryState".
 */
export type PromotionEntryState = 'signedUp' | 'applying' | 'rejected' | 'issued' | 'joined' | 'won' | 'lost';
/**
 * claimable, claimed or expired (not claimed before expiresAt)
 *
 * This interface was referenced by `Rewards`'s JSON-Schema
 * via the `definition` "rewardState".
 */
export type RewardState = 'claimable' | 'claimed' | 'expired';
/**
 * What granted a bonus or a reward (docs/rewards.md "Sources")
 *
 * This interface was referenced by `Rewards`'s JSON-Schema
 * via the `definition` "rewardSource".
 */
export type RewardSource =
  | 'firstDeposit'
  | 'reload'
  | 'referral'
  | 'mission'
  | 'promotion'
  | 'rebate'
  | 'vipLevelUp'
  | 'vipMonthly'
  | 'leaderboard'
  | 'raffle'
  | 'points';
/**
 * active (requirement open), completed (turnover met), expired (past its expiry before completion), forfeited (given up by the member)
 *
 * This interface was referenced by `Rewards`'s JSON-Schema
 * via the `definition` "bonusState".
 */
export type BonusState = 'active' | 'completed' | 'expired' | 'forfeited';
/**
 * Points as a decimal string with at most two decimals
 *
 * This interface was referenced by `Promotions`'s JSON-Schema
 * via the `definition` "pointsValue".
 */
export type PointsValue = string;
/**
 * live, lottery, pvp, slots, sports (earned on valid bets of those categories), deposit (earned on deposits), redeem (spent or returned)
 *
 * This interface was referenced by `Promotions`'s JSON-Schema
 * via the `definition` "pointsType".
 */
export type PointsType = 'live' | 'lottery' | 'pvp' | 'slots' | 'sports' | 'deposit' | 'redeem';
/**
 * Points per 1.00 of valid bet or deposit, at most four decimals
 *
 * This interface was referenced by `Promotions`'s JSON-Schema
 * via the `definition` "pointsRate".
 */
export type PointsRate = string;
/**
 * lifeServices, gift, discount (spec section 3)
 *
 * This interface was referenced by `Promotions`'s JSON-Schema
 * via the `definition` "exchangeType".
 */
export type ExchangeType = 'lifeServices' | 'gift' | 'discount';
/**
 * applying (in process), approved, rejected (spec section 4)
 *
 * This interface was referenced by `Promotions`'s JSON-Schema
 * via the `definition` "redeemStatus".
 */
export type RedeemStatus = 'applying' | 'approved' | 'rejected';
/**
 * This interface was referenced by `RecordsBets`'s JSON-Schema
 * via the `definition` "amount".
 */
export type Amount = string;
/**
 * Percent with at most two decimals, 0 to 100 (e.g. "0.80" = 0.8 %)
 *
 * This interface was referenced by `Rewards`'s JSON-Schema
 * via the `definition` "rewardRate".
 */
export type RewardRate = string;
/**
 * registered, firstDeposit (made one, not yet qualified), qualified (the inviter's reward was granted)
 *
 * This interface was referenced by `Rewards`'s JSON-Schema
 * via the `definition` "referralState".
 */
export type ReferralState = 'registered' | 'firstDeposit' | 'qualified';
/**
 * This interface was referenced by `Rewards`'s JSON-Schema
 * via the `definition` "missionPeriod".
 */
export type MissionPeriod = 'daily' | 'weekly';
/**
 * validBet: bet an amount (in a category when set); deposit: deposit an amount; playDays: play on N days; winRounds: win N rounds
 *
 * This interface was referenced by `Rewards`'s JSON-Schema
 * via the `definition` "missionKind".
 */
export type MissionKind = 'validBet' | 'deposit' | 'playDays' | 'winRounds';
/**
 * validBet: the week's total valid bet; biggestWin: the week's biggest single-round win
 *
 * This interface was referenced by `Rewards`'s JSON-Schema
 * via the `definition` "leaderboardBoard".
 */
export type LeaderboardBoard = 'validBet' | 'biggestWin';
/**
 * system (site and account notices), money (deposits, withdrawals, transfers), contract (agent contracts), reward (bonuses, rewards, VIP), broadcast (the operator's)
 *
 * This interface was referenced by `Rewards`'s JSON-Schema
 * via the `definition` "messageCategory".
 */
export type MessageCategory = 'system' | 'money' | 'contract' | 'reward' | 'broadcast';
/**
 * This interface was referenced by `Rewards`'s JSON-Schema
 * via the `definition` "broadcastAudience".
 */
export type BroadcastAudience = 'all' | 'vipLevel' | 'member';
/**
 * blog or news
 *
 * This interface was referenced by `SitePages`'s JSON-Schema
 * via the `definition` "articleKind".
 */
export type ArticleKind = 'blog' | 'news';
/**
 * Every message the site socket (GET /api/ws; server/routes/socket) sends, `{ type, payload }` (docs/api/member-center.md "Live socket"): one entry per event type. The server publishes only these (server/services/events publish); the browser subscribes by type (src/stores/liveEvents.ts). A new live event is one entry here (STYLE.md "One way per concern").
 */
export type SocketEvent =
  | ReadySocketEvent
  | PongSocketEvent
  | BalanceSocketEvent
  | UnreadSocketEvent
  | RewardsSocketEvent
  | PointsSocketEvent
  | RgSocketEvent
  | ContractSocketEvent
  | DepositSocketEvent
  | WithdrawSocketEvent
  | ConfigSocketEvent
  | ContentSocketEvent
  | PagesSocketEvent
  | ChatSocketEvent
  | PaymentsSocketEvent;
/**
 * A top-level section of a merchant's SiteConfig (schemas/site-config.schema.json properties but $schema).
 */
export type LiveConfigSection =
  'description' | 'systemStatus' | 'permission' | 'registrationRules' | 'contractSettings' | 'gameCategories';

/**
 * Every schema of schemas/ and schemas/api/ by file (the root that makes the generator declare them all).
 */
export interface ContractSchemas {
  'content.schema.json'?: ContentSchema;
  'contract-settings.schema.json'?: ContractSettingsSchema;
  'form-schema.schema.json'?: FormSchemaSchema;
  'game-menu.schema.json'?: GameMenuSchema;
  'permission.schema.json'?: PermissionSchema;
  'registration-rules.schema.json'?: RegistrationRulesSchema;
  'site-config.schema.json'?: SiteConfigSchema;
  'system-status.schema.json'?: SystemStatusSchema;
  'whitelabel-tree.schema.json'?: WhitelabelTreeSchema;
  'api/account-authenticator.json'?: AccountAuthenticator;
  'api/account.json'?: Account;
  'api/agent.json'?: Agent;
  'api/announcements.json'?: Announcements;
  'api/auth-common.json'?: AuthCommon;
  'api/auth-error.json'?: AuthError;
  'api/auth-ip-verification.json'?: AuthIpVerification;
  'api/auth-login.json'?: AuthLogin;
  'api/auth-password.json'?: AuthPassword;
  'api/auth-register.json'?: AuthRegister;
  'api/bank-card.json'?: BankCard;
  'api/console-content.json'?: ConsoleContent;
  'api/console.json'?: Console;
  'api/contract.json'?: Contract;
  'api/customer-service.json'?: CustomerService1;
  'api/deposit.json'?: Deposit;
  'api/envelope.json'?: Envelope;
  'api/error.json'?: Error1;
  'api/favourite-ids.json'?: FavouriteIds;
  'api/favourite-list.json'?: FavouriteList;
  'api/favourite-request.json'?: FavouriteRequest;
  'api/feedback.json'?: Feedback;
  'api/game-list.json'?: GameList;
  'api/game.json'?: Game;
  'api/hot-games.json'?: HotGames;
  'api/launch.json'?: Launch;
  'api/livechat.json'?: Livechat;
  'api/lottery.json'?: Lottery;
  'api/notices.json'?: Notices;
  'api/operator-payments.json'?: OperatorPayments;
  'api/operator-players.json'?: OperatorPlayers;
  'api/operator-reports.json'?: OperatorReports;
  'api/operator-staff.json'?: OperatorStaff;
  'api/operator.json'?: Operator1;
  'api/promotions.json'?: Promotions;
  'api/records-bets.json'?: RecordsBets;
  'api/records-profit.json'?: RecordsProfit;
  'api/resources.json'?: Resources1;
  'api/responsible-gaming.json'?: ResponsibleGaming;
  'api/rewards.json'?: Rewards;
  'api/site-pages.json'?: SitePages;
  'api/socket-event.json'?: SocketEvent;
  'api/vendor-lanes.json'?: VendorLanes;
  'api/wallet.json'?: Wallet;
  'api/winner-board.json'?: WinnerBoard;
  'api/withdraw.json'?: Withdraw;
}
/**
 * A merchant's announcements and banners as the operator console edits and the server versions them (document kind 'content'). Items keep their id; an item without id is new. The announcements' array order is their display order on the site (stored as sort_order; readers then fall back to the newest publishedAt); moving one never changes its publishedAt. Banners are ordered within their group by array order. The server also checks what a schema cannot say (non-empty titles in both languages, linkage targets, VIDEO only in w_promotion, uploads of the merchant) and sanitises announcement HTML with DOMPurify.
 */
export interface ContentSchema {
  /**
   * @maxItems 200
   */
  announcements: Announcement[];
  /**
   * @maxItems 60
   */
  banners: Banner[];
}
/**
 * This interface was referenced by `ContentSchema`'s JSON-Schema
 * via the `definition` "announcement".
 */
export interface Announcement {
  id?: Id;
  /**
   * PL player (the marquee), PU popup (spec section 3)
   */
  kind: 'PL' | 'PU';
  /**
   * Audience: A logged in, B anonymous, F logged-in first time (spec section 4)
   */
  execution: 'A' | 'B' | 'F';
  title: Title;
  content: Html;
  active: boolean;
  /**
   * Addressed to agents only: shown in the agent center's announcements (kind PL), never to members or visitors whatever the execution; absent means false (spec section 2 agentAnnouncement)
   */
  agentsOnly?: boolean;
  /**
   * The time members see; absent for a new announcement: the time of its first save. Not the display order (the array order is)
   */
  publishedAt?: string;
}
/**
 * This interface was referenced by `ContentSchema`'s JSON-Schema
 * via the `definition` "title".
 */
export interface Title {
  tw: string;
  en: string;
}
/**
 * This interface was referenced by `ContentSchema`'s JSON-Schema
 * via the `definition` "html".
 */
export interface Html {
  tw: string;
  en: string;
}
/**
 * This interface was referenced by `ContentSchema`'s JSON-Schema
 * via the `definition` "banner".
 */
export interface Banner {
  id?: Id;
  /**
   * Home carousel or video banners (spec section 2)
   */
  groupName: 'w_home' | 'w_promotion';
  title: Title;
  subtitle: Subtitle;
  /**
   * An image uploaded in the console; null: generated artwork /media/banners/<id>/<lang>.svg
   */
  imageUrl: string | null;
  linkageType: 'NONE' | 'URL' | 'ROUTE' | 'VIDEO';
  linkage: string;
  active: boolean;
}
/**
 * This interface was referenced by `ContentSchema`'s JSON-Schema
 * via the `definition` "subtitle".
 */
export interface Subtitle {
  tw: string;
  en: string;
}
/**
 * Switches for the agent contract pages (spec section 3); 0 means off, any other value names the request type.
 */
export interface ContractSettingsSchema {
  /**
   * Daily salary (daily wage) contracts
   */
  dailysalreqtype: number;
  /**
   * Dividend contracts
   */
  divtypereq: number;
  /**
   * Hourly salary contracts
   */
  contracthoursalreq: number;
  /**
   * Real-time salary contracts (settled every 5 minutes)
   */
  realtimesalreqtype: number;
}
/**
 * One form of the registry (engine/forms/types.ts FormSchema): a sign-in form the engine builds from the registration rules and whitelabel flags, or a member center money form (engine/forms/moneyForms.ts). The JSON Schema of its values, its fields in display order with their messages, the conditions the caller supplies, the asynchronous server checks to await before submit, and the run-time parameters its rules read.
 */
export interface FormSchemaSchema {
  id: FormId;
  /**
   * JSON Schema (draft-07) of the values, with the ajv keyword sameAs and the annotation minimumAge ($id is described under patternProperties so that schema tools do not read it as this schema's own id.)
   */
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#';
    type: 'object';
    properties: {
      [k: string]:
        | {
            [k: string]: unknown | undefined;
          }
        | undefined;
    };
    required: string[];
    allOf?: {
      [k: string]: unknown | undefined;
    }[];
    /**
     * This interface was referenced by `undefined`'s JSON-Schema definition
     * via the `patternProperty` "^\$id$".
     */
    [k: string]:
      | string
      | 'http://json-schema.org/draft-07/schema#'
      | 'object'
      | {
          [k: string]:
            | {
                [k: string]: unknown | undefined;
              }
            | undefined;
        }
      | string[]
      | {
          [k: string]: unknown | undefined;
        }[]
      | undefined;
  };
  /**
   * @minItems 1
   */
  fields: Field[];
  conditions: string[];
  asyncChecks: AsyncCheck[];
  submitKey: I18NKey;
  /**
   * Run-time values the rules read beside the fields, with their defaults (null: not set): decimal limits, option lists, maps such as wallet balances, tables such as an agent's own contract tiers. Never submitted.
   */
  parameters?: {
    [k: string]:
      | string
      | null
      | string[]
      | {
          [k: string]: string | undefined;
        }
      | {
          [k: string]: string | number | undefined;
        }[]
      | undefined;
  };
}
/**
 * This interface was referenced by `FormSchemaSchema`'s JSON-Schema
 * via the `definition` "field".
 */
export interface Field {
  name: string;
  widget:
    | 'text'
    | 'password'
    | 'email'
    | 'tel'
    | 'select'
    | 'checkbox'
    | 'textarea'
    | 'captcha'
    | 'smsCode'
    | 'date'
    | 'file';
  labelKey: I18NKey;
  placeholderKey?: I18NKey;
  autocomplete: string;
  required: boolean;
  maxLength?: number;
  /**
   * @minItems 1
   */
  options?: {
    value: string;
    labelKey: I18NKey;
  }[];
  /**
   * A select whose options are run-time parameters: values names the list of option values, labels a map value -> label key.
   */
  optionsFrom?: {
    values: string;
    labels?: string;
  };
  showCounter?: boolean;
  trim?: boolean;
  patternId?: string;
  sameAs?: string;
  minimumAge?: number;
  dateFormat?: 'yyyy-MM-dd' | 'MM-dd-yyyy';
  shownWhen?: {
    condition: string;
    equals: boolean;
  };
  messages: {
    required?: MessageRef;
    pattern?: MessageRef;
    enum?: MessageRef;
    sameAs?: MessageRef;
    mustAccept?: MessageRef;
    invalidDate?: MessageRef;
    minimumAge?: MessageRef;
    range?: MessageRef;
    balance?: MessageRef;
    length?: MessageRef;
    fileCount?: MessageRef;
    fileType?: MessageRef;
    fileSize?: MessageRef;
    tiersEmpty?: MessageRef;
    tiersTooMany?: MessageRef;
    tierActive?: MessageRef;
    tierAmount?: MessageRef;
    tierRate?: MessageRef;
    tiersNotIncreasing?: MessageRef;
    tiersDuplicate?: MessageRef;
    tierCeiling?: MessageRef;
  };
}
/**
 * This interface was referenced by `FormSchemaSchema`'s JSON-Schema
 * via the `definition` "messageRef".
 */
export interface MessageRef {
  key: I18NKey;
  params?: {
    [k: string]: string | number | undefined;
  };
  /**
   * Interpolation name -> form parameter whose value it takes when the parameter is given (engine/forms/parameters.ts).
   */
  paramsFrom?: {
    [k: string]: string | undefined;
  };
  /**
   * The message used instead while the named parameter is given.
   */
  whenSet?: {
    parameter: string;
    message: MessageRef;
  };
}
/**
 * This interface was referenced by `FormSchemaSchema`'s JSON-Schema
 * via the `definition` "asyncCheck".
 */
export interface AsyncCheck {
  field: string;
  check: 'affiliateCheck' | 'usernameAvailable';
  failureKey: I18NKey;
  whenEmpty: boolean;
}
export interface Vendor {
  /**
   * Vendor code
   */
  vassalage: string;
  displayName: string;
  gameType: GameCategory;
  isGame: 'LOBBY' | 'GAME' | 'VASSALAGE';
  lagerIcon: string;
  logo: string;
  gameCode: string | null;
}
/**
 * GET permission (spec section 3): the merchant settings, the whitelabel tree, the registration rules, the visitor location and the maintenance and regionRestriction flags.
 */
export interface PermissionSchema {
  merchantCode: MerchantCode;
  merchantName: MerchantName;
  currency: Currency;
  currencySymbol: CurrencySymbol;
  mainDomain: MainDomain;
  domainRoute: DomainRoute;
  customerService: CustomerService;
  resources: Resources;
  analytics: Analytics;
  imageCDNs: ImageCDNs;
  launchGameCDNs: LaunchGameCDNs;
  availablePromo: AvailablePromo;
  merchantWallet: MerchantWallet;
  socialLogin: SocialLogin;
  whitelabel: WhitelabelTreeSchema;
  register: RegistrationRulesSchema;
  location: Location;
  maintenance: boolean;
  regionRestriction: boolean;
}
/**
 * This interface was referenced by `PermissionSchema`'s JSON-Schema
 * via the `definition` "analytics".
 */
export interface Analytics {
  gtagId: string | null;
}
/**
 * This interface was referenced by `PermissionSchema`'s JSON-Schema
 * via the `definition` "availablePromo".
 */
export interface AvailablePromo {
  REFERRAL: {
    enabled: boolean;
  };
}
/**
 * This interface was referenced by `PermissionSchema`'s JSON-Schema
 * via the `definition` "merchantWallet".
 */
export interface MerchantWallet {
  isSingle: boolean;
}
/**
 * This interface was referenced by `PermissionSchema`'s JSON-Schema
 * via the `definition` "socialLogin".
 */
export interface SocialLogin {
  google: boolean;
  facebook: boolean;
}
export interface Node {
  /**
   * Module id, e.g. USERNAMEREG3
   */
  modId: string;
  enabled: boolean;
  childrenNodes: Node[];
}
/**
 * Per registration field: enabled, required, acceptedPattern ('*' matches anything), patternId, minLength, maxLength (spec sections 3 and 5).
 */
export interface RegistrationRulesSchema {
  username: FieldRule;
  password: FieldRule;
  payeeName?: FieldRule;
  email?: FieldRule;
  qqNum?: FieldRule;
  mobileNum?: FieldRule;
  recommenderId?: FieldRule;
  captcha?: FieldRule;
  verificationCode?: FieldRule;
  affiliateCode?: FieldRule;
  paymentPassword?: FieldRule;
  line?: FieldRule;
  whatsapp?: FieldRule;
  facebook?: FieldRule;
  wechat?: FieldRule;
  idNumber?: FieldRule;
  birthday?: FieldRule;
}
/**
 * This interface was referenced by `RegistrationRulesSchema`'s JSON-Schema
 * via the `definition` "fieldRule".
 */
export interface FieldRule {
  enabled: boolean;
  required: boolean;
  /**
   * Regular expression source, or * for anything
   */
  acceptedPattern: string;
  /**
   * Pattern kind id naming the message
   */
  patternId: string;
  minLength: number;
  maxLength: number;
}
/**
 * This interface was referenced by `PermissionSchema`'s JSON-Schema
 * via the `definition` "location".
 */
export interface Location {
  ip: string;
  country: string;
}
/**
 * The stored part of the permission response, as a merchant configuration holds it.
 *
 * This interface was referenced by `PermissionSchema`'s JSON-Schema
 * via the `definition` "merchantSettings".
 */
export interface MerchantSettings {
  merchantCode: MerchantCode;
  merchantName: MerchantName;
  currency: Currency;
  currencySymbol: CurrencySymbol;
  mainDomain: MainDomain;
  domainRoute: DomainRoute;
  customerService: CustomerService;
  resources: Resources;
  analytics: Analytics;
  imageCDNs: ImageCDNs;
  launchGameCDNs: LaunchGameCDNs;
  availablePromo: AvailablePromo;
  merchantWallet: MerchantWallet;
  socialLogin: SocialLogin;
  whitelabel: WhitelabelTreeSchema;
}
/**
 * A merchant configuration as stored in config-samples/: what the server serves through the permission, system status, registration rules, contract settings and game menu calls.
 */
export interface SiteConfigSchema {
  $schema?: string;
  /**
   * What this sample is for
   */
  description: string;
  systemStatus: {
    maintenance: boolean;
    maintenanceEnd: string | null;
    regionRestriction: boolean;
  };
  permission: MerchantSettings;
  registrationRules: RegistrationRulesSchema;
  contractSettings: ContractSettingsSchema;
  /**
   * Categories the merchant offers; vendors of other categories are left out of the game menu.
   *
   * @minItems 1
   */
  gameCategories: GameCategory[];
}
/**
 * 0 normal, 1 maintenance, 2 region restricted (spec section 4). The maintenance flag is checked first, then regionRestriction.
 */
export interface SystemStatusSchema {
  status: 0 | 1 | 2;
  maintenance: boolean;
  maintenanceEnd: string | null;
  regionRestriction: boolean;
  ip: string;
}
/**
 * Security center: bind an authenticator app so that a login from a new IP can be verified with its code (spec section 4).
 */
export interface AccountAuthenticator {
  [k: string]: unknown | undefined;
}
/**
 * This interface was referenced by `AccountAuthenticator`'s JSON-Schema
 * via the `definition` "status".
 */
export interface Status {
  /**
   * A confirmed authenticator is bound
   */
  bound: boolean;
}
/**
 * This interface was referenced by `AccountAuthenticator`'s JSON-Schema
 * via the `definition` "setup".
 */
export interface Setup {
  /**
   * Base32 secret to type into the app
   */
  secret: string;
  /**
   * otpauth:// URI shown as a QR code
   */
  uri: string;
}
/**
 * This interface was referenced by `AccountAuthenticator`'s JSON-Schema
 * via the `definition` "confirmBody".
 */
export interface ConfirmBody {
  /**
   * The app's current 6-digit code (confirm and unbind)
   */
  code: string;
}
/**
 * Profile, payment password and mobile / e-mail binding (docs/api/member-center.md "Account").
 */
export interface Account {
  [k: string]: unknown | undefined;
}
/**
 * This interface was referenced by `Account`'s JSON-Schema
 * via the `definition` "profile".
 */
export interface Profile {
  username: string;
  nickname: string;
  type: number;
  payeeName: string | null;
  email: string | null;
  mobile: string | null;
  emailBound: boolean;
  mobileBound: boolean;
  hasPaymentPassword: boolean;
  bankCardCount: number;
  createdAt: string;
  lastLoginAt: string | null;
}
/**
 * This interface was referenced by `Account`'s JSON-Schema
 * via the `definition` "paymentPasswordBody".
 */
export interface PaymentPasswordBody {
  loginPassword?: string;
  oldPassword?: string;
  newPassword: string;
  confirmPassword: string;
}
/**
 * This interface was referenced by `Account`'s JSON-Schema
 * via the `definition` "paymentPasswordValue".
 */
export interface PaymentPasswordValue {
  hasPaymentPassword: boolean;
}
/**
 * This interface was referenced by `Account`'s JSON-Schema
 * via the `definition` "mobileCodeBody".
 */
export interface MobileCodeBody {
  mobileNum: string;
  countryDialingCode?: string;
}
/**
 * This interface was referenced by `Account`'s JSON-Schema
 * via the `definition` "mobileBody".
 */
export interface MobileBody {
  mobileNum: string;
  countryDialingCode?: string;
  verificationCode: string;
}
/**
 * This interface was referenced by `Account`'s JSON-Schema
 * via the `definition` "emailCodeBody".
 */
export interface EmailCodeBody {
  email: string;
}
/**
 * This interface was referenced by `Account`'s JSON-Schema
 * via the `definition` "emailBody".
 */
export interface EmailBody {
  email: string;
  verificationCode: string;
}
/**
 * This interface was referenced by `Account`'s JSON-Schema
 * via the `definition` "codeValue".
 */
export interface CodeValue {
  expiredMinutes: number;
}
/**
 * The agent back office calls (README "Agent center"; spec sections 1, 2 and 6): team overview, downlines, team bets, profit and loss, income, team transactions, transfer to a downline, downline creation, invitation links and agent announcements. Every call needs an agent's token (403 NOT_AGENT otherwise); a downline outside the caller's team answers 404 NOT_IN_TEAM.
 */
export interface Agent {
  [k: string]: unknown | undefined;
}
/**
 * This interface was referenced by `Agent`'s JSON-Schema
 * via the `definition` "agentRangeQuery".
 */
export interface AgentRangeQuery {
  range?: AgentRange;
  from?: AgentDay;
  to?: AgentDay;
}
/**
 * This interface was referenced by `Agent`'s JSON-Schema
 * via the `definition` "agentPageQuery".
 */
export interface AgentPageQuery {
  /**
   * 1-based page; default 1
   */
  page?: number;
  /**
   * Default 20, at most 100
   */
  pageSize?: number;
}
/**
 * This interface was referenced by `Agent`'s JSON-Schema
 * via the `definition` "agentPathStep".
 */
export interface AgentPathStep {
  id: number;
  username: string;
}
/**
 * This interface was referenced by `Agent`'s JSON-Schema
 * via the `definition` "agentOverviewDay".
 */
export interface AgentOverviewDay {
  day: AgentDay;
  newRegistrations: number;
  firstDeposits: number;
  activeMembers: number;
  deposits: AgentMoney;
  withdrawals: AgentMoney;
  validBet: AgentMoney;
  payout: AgentMoney;
  profitLoss: AgentMoney;
}
/**
 * teamSize: the whole team at any depth, not the agent; profitLoss: the team's result as the house sees it (valid bet settled: bets - payouts); income: the agent's own income in the range.
 *
 * This interface was referenced by `Agent`'s JSON-Schema
 * via the `definition` "agentOverview".
 */
export interface AgentOverview {
  from: AgentDay;
  to: AgentDay;
  teamSize: number;
  newRegistrations: number;
  firstDeposits: number;
  activeMembers: number;
  deposits: AgentMoney;
  withdrawals: AgentMoney;
  validBet: AgentMoney;
  payout: AgentMoney;
  profitLoss: AgentMoney;
  income: AgentMoney;
  series: AgentOverviewDay[];
}
/**
 * This interface was referenced by `Agent`'s JSON-Schema
 * via the `definition` "agentDownlinesQuery".
 */
export interface AgentDownlinesQuery {
  /**
   * Default: the agent
   */
  parentId?: number;
  /**
   * Search at any depth: prefix or exact, case-insensitive
   */
  username?: string;
  range?: AgentRange;
  from?: AgentDay;
  to?: AgentDay;
  /**
   * 1-based page; default 1
   */
  page?: number;
  /**
   * Default 20, at most 100
   */
  pageSize?: number;
}
/**
 * This interface was referenced by `Agent`'s JSON-Schema
 * via the `definition` "agentDownline".
 */
export interface AgentDownline {
  id: number;
  username: string;
  nickname: string;
  /**
   * Member type (spec section 3): 0 member, 1/2/41/42 agent
   */
  type: number;
  /**
   * Levels below the agent (1: direct)
   */
  depth: number;
  balance: AgentMoney;
  registeredAt: string;
  lastLoginAt: string | null;
  online: boolean;
  directCount: number;
  teamSize: number;
  deposits: AgentMoney;
  validBet: AgentMoney;
  profitLoss: AgentMoney;
  /**
   * With a username search: the agent down to this match's upline
   */
  path?: AgentPathStep[];
}
/**
 * This interface was referenced by `Agent`'s JSON-Schema
 * via the `definition` "agentDownlinesValue".
 */
export interface AgentDownlinesValue {
  list: AgentDownline[];
  total: number;
  page: number;
  pageSize: number;
  /**
   * The agent down to the parent
   */
  breadcrumb: AgentPathStep[];
}
/**
 * This interface was referenced by `Agent`'s JSON-Schema
 * via the `definition` "agentTeamBetsQuery".
 */
export interface AgentTeamBetsQuery {
  /**
   * A team member's username (case-insensitive)
   */
  username?: string;
  category?: GameCategory;
  vendor?: string;
  status?: 'settled' | 'open' | 'cancelled';
  range?: AgentRange;
  from?: AgentDay;
  to?: AgentDay;
  /**
   * 1-based page; default 1
   */
  page?: number;
  /**
   * Default 20, at most 100
   */
  pageSize?: number;
}
/**
 * This interface was referenced by `Agent`'s JSON-Schema
 * via the `definition` "agentTeamBet".
 */
export interface AgentTeamBet {
  id: number;
  username: string;
  category: string;
  vendor: string;
  gameName: string;
  roundId: string;
  betAmount: AgentMoney;
  validBet: AgentMoney;
  payout: AgentMoney;
  profitLoss: AgentMoney;
  status: 'settled' | 'open' | 'cancelled';
  betAt: string;
  settledAt: string | null;
}
/**
 * This interface was referenced by `Agent`'s JSON-Schema
 * via the `definition` "agentBetTotals".
 */
export interface AgentBetTotals {
  betAmount: AgentMoney;
  validBet: AgentMoney;
  payout: AgentMoney;
  profitLoss: AgentMoney;
}
/**
 * This interface was referenced by `Agent`'s JSON-Schema
 * via the `definition` "agentTeamBetsValue".
 */
export interface AgentTeamBetsValue {
  list: AgentTeamBet[];
  total: number;
  page: number;
  pageSize: number;
  totals: AgentBetTotals;
}
/**
 * This interface was referenced by `Agent`'s JSON-Schema
 * via the `definition` "agentProfitLossDownline".
 */
export interface AgentProfitLossDownline {
  id: number;
  username: string;
  /**
   * Member type (spec section 3): 0 member, 1/2/41/42 agent
   */
  type: number;
  teamSize: number;
  deposits: AgentMoney;
  withdrawals: AgentMoney;
  validBet: AgentMoney;
  payout: AgentMoney;
  profitLoss: AgentMoney;
}
/**
 * This interface was referenced by `Agent`'s JSON-Schema
 * via the `definition` "agentProfitLoss".
 */
export interface AgentProfitLoss {
  from: AgentDay;
  to: AgentDay;
  own: {
    validBet: AgentMoney;
    payout: AgentMoney;
    profitLoss: AgentMoney;
  };
  /**
   * Each direct downline rolled up with its whole team
   */
  downlines: AgentProfitLossDownline[];
  totals: {
    deposits: AgentMoney;
    withdrawals: AgentMoney;
    validBet: AgentMoney;
    payout: AgentMoney;
    profitLoss: AgentMoney;
  };
}
/**
 * This interface was referenced by `Agent`'s JSON-Schema
 * via the `definition` "agentRevenueQuery".
 */
export interface AgentRevenueQuery {
  range?: AgentRange;
  from?: AgentDay;
  to?: AgentDay;
  /**
   * 1-based page; default 1
   */
  page?: number;
  /**
   * Default 20, at most 100
   */
  pageSize?: number;
}
/**
 * This interface was referenced by `Agent`'s JSON-Schema
 * via the `definition` "agentRevenueEntry".
 */
export interface AgentRevenueEntry {
  day: AgentDay;
  kind: AgentRevenueKind;
  amount: AgentMoney;
  reference: string | null;
}
/**
 * This interface was referenced by `Agent`'s JSON-Schema
 * via the `definition` "agentRevenue".
 */
export interface AgentRevenue {
  list: AgentRevenueEntry[];
  total: number;
  page: number;
  pageSize: number;
  totals: {
    dividend: AgentMoney;
    dailyWage: AgentMoney;
    hourlyWage: AgentMoney;
    realtimeSalary: AgentMoney;
    rebate: AgentMoney;
    total: AgentMoney;
  };
}
/**
 * This interface was referenced by `Agent`'s JSON-Schema
 * via the `definition` "agentTeamTransactionsQuery".
 */
export interface AgentTeamTransactionsQuery {
  /**
   * A team member's username (case-insensitive)
   */
  username?: string;
  kind?: AgentTeamTransactionKind;
  range?: AgentRange;
  from?: AgentDay;
  to?: AgentDay;
  /**
   * 1-based page; default 1
   */
  page?: number;
  /**
   * Default 20, at most 100
   */
  pageSize?: number;
}
/**
 * This interface was referenced by `Agent`'s JSON-Schema
 * via the `definition` "agentTeamTransaction".
 */
export interface AgentTeamTransaction {
  /**
   * Unique in the list: kind prefix and record id
   */
  id: string;
  username: string;
  kind: AgentTeamTransactionKind;
  amount: AgentMoney;
  status: string;
  orderNo: string | null;
  createdAt: string;
}
/**
 * This interface was referenced by `Agent`'s JSON-Schema
 * via the `definition` "agentTeamTransactionsValue".
 */
export interface AgentTeamTransactionsValue {
  list: AgentTeamTransaction[];
  total: number;
  page: number;
  pageSize: number;
  totals: {
    deposits: AgentMoney;
    withdrawals: AgentMoney;
    transfersIn: AgentMoney;
    transfersOut: AgentMoney;
  };
}
/**
 * GET profile: the agent header (spec section 2). The reporting zone is the merchant's fixed GMT offset (table merchant_reporting), the day the reports count in.
 *
 * This interface was referenced by `Agent`'s JSON-Schema
 * via the `definition` "agentProfile".
 */
export interface AgentProfile {
  id: number;
  username: string;
  /**
   * Empty when the agent set none
   */
  nickname: string;
  /**
   * Member type (spec section 3): 1/2/41/42 agent
   */
  type: number;
  /**
   * The agent's own invitation code (null when it has none)
   */
  affiliateCode: string | null;
  /**
   * The merchant's reporting zone in minutes east of UTC (480: GMT+08:00)
   */
  utcOffsetMinutes: number;
  /**
   * The offset as the header shows it, e.g. GMT+08:00
   */
  gmtLabel: string;
  /**
   * Members of the team at any depth (the agent excluded)
   */
  teamSize: number;
  /**
   * Direct downlines (depth 1)
   */
  directCount: number;
}
/**
 * This interface was referenced by `Agent`'s JSON-Schema
 * via the `definition` "agentTransferInfo".
 */
export interface AgentTransferInfo {
  balance: AgentMoney;
  min: AgentMoney;
  max: AgentMoney;
  hasPaymentPassword: boolean;
}
/**
 * This interface was referenced by `Agent`'s JSON-Schema
 * via the `definition` "agentTransferBody".
 */
export interface AgentTransferBody {
  downlineId: number;
  /**
   * Decimal string, e.g. "100.50": the one amount pattern of the money bodies (nothing trims); decimals beyond the currency's answer AMOUNT_INVALID
   */
  amount: string;
  paymentPassword: string;
  /**
   * Idempotency id: a replay answers the first result; another amount with it answers 409
   */
  requestId: string;
}
/**
 * This interface was referenced by `Agent`'s JSON-Schema
 * via the `definition` "agentTransferValue".
 */
export interface AgentTransferValue {
  /**
   * The ledger transfer id
   */
  transferId: string;
  balance: AgentMoney;
}
/**
 * This interface was referenced by `Agent`'s JSON-Schema
 * via the `definition` "agentCreateDownlineBody".
 */
export interface AgentCreateDownlineBody {
  username: string;
  password: string;
  accountType: 'member' | 'agent';
  nickname?: string;
}
/**
 * This interface was referenced by `Agent`'s JSON-Schema
 * via the `definition` "agentCreatedDownline".
 */
export interface AgentCreatedDownline {
  id: number;
  username: string;
  /**
   * Member type (spec section 3): 0 member, 1/2/41/42 agent
   */
  type: number;
}
/**
 * This interface was referenced by `Agent`'s JSON-Schema
 * via the `definition` "agentInvitation".
 */
export interface AgentInvitation {
  id: number;
  code: string;
  accountType: 'member' | 'agent';
  /**
   * ${origin}/register?affiliateCode=CODE: the link the QR code encodes
   */
  url: string;
  uses: number;
  enabled: boolean;
  createdAt: string;
}
/**
 * This interface was referenced by `Agent`'s JSON-Schema
 * via the `definition` "agentInvitations".
 */
export interface AgentInvitations {
  list: AgentInvitation[];
}
/**
 * This interface was referenced by `Agent`'s JSON-Schema
 * via the `definition` "agentInvitationBody".
 */
export interface AgentInvitationBody {
  accountType: 'member' | 'agent';
}
/**
 * This interface was referenced by `Agent`'s JSON-Schema
 * via the `definition` "agentInvitationPatch".
 */
export interface AgentInvitationPatch {
  enabled: boolean;
}
/**
 * This interface was referenced by `Agent`'s JSON-Schema
 * via the `definition` "agentIdParams".
 */
export interface AgentIdParams {
  id: number;
}
/**
 * This interface was referenced by `Agent`'s JSON-Schema
 * via the `definition` "agentAnnouncement".
 */
export interface AgentAnnouncement {
  id: number;
  title: string;
  /**
   * Sanitised HTML
   */
  body: string;
  publishedAt: string;
}
/**
 * This interface was referenced by `Agent`'s JSON-Schema
 * via the `definition` "agentAnnouncementsValue".
 */
export interface AgentAnnouncementsValue {
  list: AgentAnnouncement[];
  total: number;
  page: number;
  pageSize: number;
}
/**
 * GET announcements (spec section 7): banners (group w_home), player and popup announcements for the caller's audience, promotion (video banners, group w_promotion). A type not asked for is an empty list. content is HTML the front end sanitises with DOMPurify.
 */
export interface Announcements {
  banners: Banner1[];
  player: Announcement1[];
  popup: Announcement1[];
  promotion: Banner1[];
}
/**
 * This interface was referenced by `Announcements`'s JSON-Schema
 * via the `definition` "banner".
 */
export interface Banner1 {
  id: number;
  groupName: string;
  /**
   * Image
   */
  url: string;
  /**
   * Route, URL or video link
   */
  linkage: string;
  linkageType: 'NONE' | 'URL' | 'ROUTE' | 'VIDEO';
  title: string;
}
/**
 * This interface was referenced by `Announcements`'s JSON-Schema
 * via the `definition` "announcement".
 */
export interface Announcement1 {
  id: number;
  title: string;
  /**
   * HTML
   */
  content: string;
  /**
   * A logged in, B anonymous, F logged-in first-time
   */
  execution: 'A' | 'B' | 'F';
  createdAt: string;
}
/**
 * Shapes shared by the sign-in calls.
 */
export interface AuthCommon {
  [k: string]: unknown | undefined;
}
/**
 * This interface was referenced by `AuthCommon`'s JSON-Schema
 * via the `definition` "member".
 */
export interface Member {
  id: number;
  account: string;
  nickname: string;
  /**
   * 0 member; agent types 1, 2, 41, 42; trial 4 (spec section 3)
   */
  type: number;
  isAgent: boolean;
  isTrial: boolean;
  email: string | null;
  mobileNum: string | null;
  countryDialingCode: string | null;
  /**
   * The agent's own invitation code
   */
  affiliateCode: string | null;
}
/**
 * This interface was referenced by `AuthCommon`'s JSON-Schema
 * via the `definition` "loginValue".
 */
export interface LoginValue {
  /**
   * Bearer token (256 random bits, base64url); keep it in session storage `token`
   */
  token: string;
  /**
   * First successful login, or the password is the merchant's initial password
   */
  firstTimeLogin: boolean;
  /**
   * The password is past its expiry
   */
  passwordExpired: boolean;
  /**
   * The initial password or a temporary one was used
   */
  mustChangePassword: boolean;
  /**
   * The session is held to a password change (mustChangePassword, or passwordExpired while PWDEXPFORCECHANGE3 is on; never for sms or firebase logins): open the forced change-password modal. Until the change, other calls answer 403 PASSWORD_CHANGE_REQUIRED
   */
  passwordChangeRequired: boolean;
  member: Member;
}
/**
 * This interface was referenced by `AuthCommon`'s JSON-Schema
 * via the `definition` "codeValue".
 */
export interface CodeValue1 {
  /**
   * Minutes the code stays valid; the client counts down expiredMinutes x 60 s
   */
  expiredMinutes: number;
}
/**
 * This interface was referenced by `AuthCommon`'s JSON-Schema
 * via the `definition` "mobileCode".
 */
export interface MobileCode {
  /**
   * National mobile number, digits only
   */
  mobileNum: string;
  /**
   * Country dialing code, e.g. 86 or +86; the merchant's default when absent
   */
  countryDialingCode?: string;
}
/**
 * This interface was referenced by `AuthCommon`'s JSON-Schema
 * via the `definition` "registerCode".
 */
export interface RegisterCode {
  /**
   * National mobile number, digits only
   */
  mobileNo?: string;
  /**
   * National mobile number, digits only
   */
  mobileNum?: string;
  /**
   * Country dialing code, e.g. 86 or +86; the merchant's default when absent
   */
  countryDialingCode?: string;
  kind?: 'mobile' | 'username';
}
/**
 * This interface was referenced by `AuthCommon`'s JSON-Schema
 * via the `definition` "securityKey".
 */
export interface SecurityKey {
  kid: string;
  alg: 'RSA-OAEP-256';
  enc: 'A256GCM';
  jwk: {
    kty: 'RSA';
    n: string;
    e: string;
    alg: 'RSA-OAEP-256';
    use: 'enc';
    kid: string;
  };
}
/**
 * This interface was referenced by `AuthCommon`'s JSON-Schema
 * via the `definition` "affiliateValue".
 */
export interface AffiliateValue {
  valid: boolean;
  code: string;
}
/**
 * This interface was referenced by `AuthCommon`'s JSON-Schema
 * via the `definition` "usernameValue".
 */
export interface UsernameValue {
  available: boolean;
}
/**
 * Handed to the altcha widget as is: the widget solves it in workers and sends back base64 JSON of challenge and solution as the login's altcha field. Signed (HMAC), bound to the merchant and the purpose login, valid 5 minutes, accepted once.
 *
 * This interface was referenced by `AuthCommon`'s JSON-Schema
 * via the `definition` "humanCheckChallenge".
 */
export interface HumanCheckChallenge {
  parameters: {
    algorithm: string;
    nonce: string;
    salt: string;
    cost: number;
    keyLength: number;
    keyPrefix: string;
    keySignature?: string;
    memoryCost?: number;
    parallelism?: number;
    /**
     * Unix seconds
     */
    expiresAt?: number;
    data?: {
      merchant?: number;
      purpose?: string;
    };
  };
  signature: string;
}
/**
 * A failed sign-in call: like api/error.json, and value may flag the captcha (captchaRequired) or the new-IP verification (ipVerificationRequired, ticket, methods).
 */
export interface AuthError {
  success: false;
  code: string;
  message: string;
  value: {
    field?: string;
    in?: 'querystring' | 'body' | 'params' | 'headers';
    /**
     * Show the captcha field and load its image
     */
    captchaRequired?: boolean;
    /**
     * Solve a new human check (ALTCHA) before trying again
     */
    humanCheckRequired?: boolean;
    ipVerificationRequired?: boolean;
    /**
     * Identifies the password-checked login awaiting the new-IP code (10 minutes)
     */
    ticket?: string;
    methods?: {
      method: 'sms' | 'email' | 'bankName' | 'google';
      /**
       * Masked phone or email
       */
      target: string;
    }[];
  } | null;
}
export interface AuthIpVerification {
  [k: string]: unknown | undefined;
}
/**
 * This interface was referenced by `AuthIpVerification`'s JSON-Schema
 * via the `definition` "send".
 */
export interface Send {
  ticket: string;
  method: 'sms' | 'email';
}
/**
 * This interface was referenced by `AuthIpVerification`'s JSON-Schema
 * via the `definition` "verify".
 */
export interface Verify {
  ticket: string;
  method: 'sms' | 'email' | 'bankName' | 'google';
  /**
   * The SMS or email verification code, for bankName the payee (account holder) name of one of the member's bank cards, for google the authenticator's 6-digit code
   */
  code: string;
}
/**
 * POST login, sent encrypted. type username: username + password (+ captcha once flagged). type sms: username = mobile number, password = the SMS code. agentLogin: the agent page's login (refuses non-agents). altcha carries the human check (required for username logins). Other extra fields are dropped.
 */
export interface AuthLogin {
  type?: 'username' | 'sms';
  username: string;
  password: string;
  captcha?: string;
  /**
   * The solved ALTCHA challenge (base64 JSON of challenge and solution): the human check of a username login, spec section 4; required for type username, ignored for sms
   */
  altcha?: string;
  agentLogin?: boolean;
  /**
   * Country dialing code, e.g. 86 or +86; the merchant's default when absent
   */
  countryDialingCode?: string;
}
export interface AuthPassword {
  [k: string]: unknown | undefined;
}
/**
 * This interface was referenced by `AuthPassword`'s JSON-Schema
 * via the `definition` "change".
 */
export interface Change {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}
/**
 * This interface was referenced by `AuthPassword`'s JSON-Schema
 * via the `definition` "forgotEmail".
 */
export interface ForgotEmail {
  username: string;
  email: string;
}
/**
 * This interface was referenced by `AuthPassword`'s JSON-Schema
 * via the `definition` "phone".
 */
export interface Phone {
  /**
   * National mobile number, digits only
   */
  mobileNum: string;
  /**
   * Country dialing code, e.g. 86 or +86; the merchant's default when absent
   */
  countryDialingCode?: string;
  /**
   * The SMS or email verification code
   */
  verificationCode: string;
  newPassword: string;
  confirmNewPassword?: string;
}
/**
 * This interface was referenced by `AuthPassword`'s JSON-Schema
 * via the `definition` "freePlay".
 */
export interface FreePlay {
  os?: string;
  platform?: string;
  gatewayVersion?: number;
}
/**
 * PUT register (username tab) and PUT mobile register (username = the mobile number; registerUrl, registerMethod WEB). Sent encrypted. The merchant's registration rules decide which fields are required and their patterns.
 */
export interface AuthRegister {
  [k: string]: unknown | undefined;
}
/**
 * This interface was referenced by `AuthRegister`'s JSON-Schema
 * via the `definition` "username".
 */
export interface Username {
  payeeName?: string;
  email?: string;
  qqNum?: string;
  recommenderId?: string;
  captcha?: string;
  verificationCode?: string;
  affiliateCode?: string;
  paymentPassword?: string;
  line?: string;
  whatsapp?: string;
  facebook?: string;
  wechat?: string;
  idNumber?: string;
  birthday?: string;
  referralCode?: string;
  domain?: string;
  registerUrl?: string;
  username: string;
  password: string;
  confirmPassword: string;
  mobileNum?: string;
  /**
   * Country dialing code, e.g. 86 or +86; the merchant's default when absent
   */
  countryDialingCode?: string;
  login?: boolean;
  registerMethod?: 'WEB';
  firebaseChannel?: string;
  firebaseIdToken?: string;
}
/**
 * This interface was referenced by `AuthRegister`'s JSON-Schema
 * via the `definition` "mobile".
 */
export interface Mobile {
  payeeName?: string;
  email?: string;
  qqNum?: string;
  recommenderId?: string;
  captcha?: string;
  verificationCode?: string;
  affiliateCode?: string;
  paymentPassword?: string;
  line?: string;
  whatsapp?: string;
  facebook?: string;
  wechat?: string;
  idNumber?: string;
  birthday?: string;
  referralCode?: string;
  domain?: string;
  registerUrl?: string;
  username?: string;
  password: string;
  confirmPassword: string;
  mobileNum: string;
  /**
   * Country dialing code, e.g. 86 or +86; the merchant's default when absent
   */
  countryDialingCode?: string;
  login?: boolean;
  registerMethod?: 'WEB';
  firebaseChannel?: string;
  firebaseIdToken?: string;
}
/**
 * Bank cards of the securityCenter with the payee name rules (docs/api/member-center.md "Bank cards").
 */
export interface BankCard {
  [k: string]: unknown | undefined;
}
/**
 * This interface was referenced by `BankCard`'s JSON-Schema
 * via the `definition` "card".
 */
export interface Card {
  id: number;
  bankName: string;
  cardNumber: string;
  payeeName: string;
  createdAt: string;
}
/**
 * This interface was referenced by `BankCard`'s JSON-Schema
 * via the `definition` "list".
 */
export interface List {
  list: {
    id: number;
    bankName: string;
    cardNumber: string;
    payeeName: string;
    createdAt: string;
  }[];
  max: number;
  payeeName: string | null;
}
/**
 * This interface was referenced by `BankCard`'s JSON-Schema
 * via the `definition` "addBody".
 */
export interface AddBody {
  bankName: string;
  cardNumber: string;
  payeeName: string;
  paymentPassword: string;
}
/**
 * Versioned announcements and banners of the operator's merchant: the current version, saving a new one (validated against schemas/content.schema.json and the content rules, announcement HTML sanitised), the version history with diffs, rollback, and banner image uploads. Every call needs the operator token of the request's merchant. Errors use api/console.json#/definitions/error (CONTENT_INVALID carries value.errors with each field's JSON pointer).
 */
export interface ConsoleContent {
  [k: string]: unknown | undefined;
}
/**
 * This interface was referenced by `ConsoleContent`'s JSON-Schema
 * via the `definition` "saveBody".
 */
export interface SaveBody {
  /**
   * The whole content document; checked by the service so every error is reported with its JSON pointer
   */
  content: {
    [k: string]: unknown | undefined;
  };
  /**
   * The version the operator edited; a newer current version refuses the save (409 CONTENT_CONFLICT)
   */
  baseVersion?: number;
  note?: string;
}
/**
 * This interface was referenced by `ConsoleContent`'s JSON-Schema
 * via the `definition` "detail".
 */
export interface Detail {
  version: number;
  savedBy: string;
  savedAt: string;
  rollbackOf: number | null;
  note: string;
  changes: number;
  content: ContentSchema;
  diff: Diff;
}
/**
 * This interface was referenced by `ConsoleContent`'s JSON-Schema
 * via the `definition` "upload".
 */
export interface Upload {
  id: number;
  /**
   * What a banner's imageUrl takes
   */
  url: string;
  contentType: 'image/png' | 'image/jpeg' | 'image/webp';
  /**
   * Bytes
   */
  size: number;
  width: number | null;
  height: number | null;
}
/**
 * Versioned site configuration of the operator's merchant: the current version, saving a new one (validated against schemas/site-config.schema.json and the config lint's error rules), the version history with diffs, and rollback. Every call needs the operator token of the request's merchant. The live version (GET /api/config/version) is public.
 */
export interface Console {
  [k: string]: unknown | undefined;
}
/**
 * This interface was referenced by `Console`'s JSON-Schema
 * via the `definition` "saveBody".
 */
export interface SaveBody1 {
  /**
   * The whole site configuration; checked by the service so every error is reported with its JSON pointer
   */
  config: {
    [k: string]: unknown | undefined;
  };
  /**
   * The version the operator edited; a newer current version refuses the save (409 CONFIG_CONFLICT)
   */
  baseVersion?: number;
  note?: string;
}
/**
 * This interface was referenced by `Console`'s JSON-Schema
 * via the `definition` "summary".
 */
export interface Summary {
  version: number;
  savedBy: string;
  savedAt: string;
  rollbackOf: number | null;
  note: string;
  /**
   * Number of RFC 6902 operations from the previous version
   */
  changes: number;
}
/**
 * This interface was referenced by `Console`'s JSON-Schema
 * via the `definition` "detail".
 */
export interface Detail1 {
  version: number;
  savedBy: string;
  savedAt: string;
  rollbackOf: number | null;
  note: string;
  changes: number;
  config: SiteConfigSchema;
  diff: Diff;
}
/**
 * This interface was referenced by `Console`'s JSON-Schema
 * via the `definition` "page".
 */
export interface Page {
  list: Summary[];
  total: number;
  pageNo: number;
  pageSize: number;
}
/**
 * This interface was referenced by `Console`'s JSON-Schema
 * via the `definition` "liveVersion".
 */
export interface LiveVersion {
  version: number;
}
/**
 * As api/error.json, plus the refused configuration's errors (pointer: RFC 6901 JSON pointer; rule: schema, locked or a lint rule id) and the current version on a conflict.
 *
 * This interface was referenced by `Console`'s JSON-Schema
 * via the `definition` "error".
 */
export interface Error {
  success: false;
  code: string;
  message: string;
  value: {
    field?: string;
    in?: 'querystring' | 'body' | 'params' | 'headers';
    currentVersion?: number;
    errors?: {
      pointer: string;
      message: string;
      rule: string;
      params?: {
        [k: string]: string | number | undefined;
      };
    }[];
  } | null;
}
/**
 * Contracts (dividend, daily wage, hourly wage, real-time salary), their lifecycle and their settlements (spec sections 3, 4 and 7; docs/contracts.md). Money is decimal strings in the merchant currency, rates percent strings.
 */
export interface Contract {
  [k: string]: unknown | undefined;
}
/**
 * This interface was referenced by `Contract`'s JSON-Schema
 * via the `definition` "contractTier".
 */
export interface ContractTier {
  /**
   * Active members (valid bet > 0 in the period) in the team, at least
   */
  minActive: number;
  /**
   * Period valid bet (wages, salaries) or period profit and loss (dividends), at least; decimal string
   */
  minAmount: string;
  rate: ContractRate;
}
/**
 * This interface was referenced by `Contract`'s JSON-Schema
 * via the `definition` "contractParty".
 */
export interface ContractParty {
  id: number;
  username: string;
  nickname: string;
  isAgent: boolean;
}
/**
 * A contract between an upline (null: the merchant, a top agent's contract set by an operator) and one direct downline
 *
 * This interface was referenced by `Contract`'s JSON-Schema
 * via the `definition` "agentContract".
 */
export interface AgentContract {
  id: number;
  kind: ContractKind;
  period: ContractPeriod;
  state: ContractState;
  upline: ContractParty | null;
  downline: ContractParty;
  role: ContractRole;
  tiers: ContractTiers;
  /**
   * ISO 8601 instant
   */
  createdAt: string;
  acceptedAt: string | null;
  endedAt: string | null;
  endReason: ('rejected' | 'withdrawn' | 'mutual' | 'operator' | 'lowerRate' | 'replaced' | 'downlineMoved') | null;
  terminationRequestedBy: ('upline' | 'downline') | null;
  /**
   * What the viewer may do now
   */
  actions: ContractAction[];
}
/**
 * This interface was referenced by `Contract`'s JSON-Schema
 * via the `definition` "contractEvent".
 */
export interface ContractEvent {
  /**
   * ISO 8601 instant
   */
  at: string;
  action: string;
  actor: 'upline' | 'downline' | 'operator' | 'system';
  fromState: ContractState | null;
  toState: ContractState;
}
/**
 * This interface was referenced by `Contract`'s JSON-Schema
 * via the `definition` "contractDetail".
 */
export interface ContractDetail {
  contract: AgentContract;
  events: ContractEvent[];
}
/**
 * This interface was referenced by `Contract`'s JSON-Schema
 * via the `definition` "contractListQuery".
 */
export interface ContractListQuery {
  kind?: ContractKind;
  /**
   * granted: contracts the viewer offered to downlines; received: the viewer's own; default all
   */
  role?: 'granted' | 'received' | 'all';
  /**
   * live: active or terminationRequested; default all
   */
  state?: 'offered' | 'live' | 'ended' | 'all';
  page?: number;
  pageSize?: number;
}
/**
 * This interface was referenced by `Contract`'s JSON-Schema
 * via the `definition` "contractList".
 */
export interface ContractList {
  list: AgentContract[];
  total: number;
  page: number;
  pageSize: number;
}
/**
 * A new contract request (spec section 4) to a direct downline
 *
 * This interface was referenced by `Contract`'s JSON-Schema
 * via the `definition` "contractOfferBody".
 */
export interface ContractOfferBody {
  kind: ContractKind;
  downlineId: number;
  period: ContractPeriod;
  tiers: ContractTiers;
  /**
   * Required (true) when the offer would end contracts the downline granted further down (409 LOWER_RATE_CONFIRM otherwise)
   */
  confirmLowerRate?: boolean;
  /**
   * Idempotency id: a replay answers the first result
   */
  requestId: string;
}
/**
 * This interface was referenced by `Contract`'s JSON-Schema
 * via the `definition` "contractPreviewBody".
 */
export interface ContractPreviewBody {
  kind: ContractKind;
  downlineId: number;
  period: ContractPeriod;
  tiers: ContractTiers;
}
/**
 * What an offer would do: the offering agent's own contract of the kind (its rates are the ceiling; null for an operator), the contracts it would end, the live contract it would replace
 *
 * This interface was referenced by `Contract`'s JSON-Schema
 * via the `definition` "contractPreview".
 */
export interface ContractPreview {
  ceiling: AgentContract | null;
  /**
   * The downline's own grants (and below) whose rates the offer's table would undercut: ended when the offer takes effect
   */
  endsContracts: AgentContract[];
  replaces: AgentContract | null;
}
/**
 * This interface was referenced by `Contract`'s JSON-Schema
 * via the `definition` "contractProcessBody".
 */
export interface ContractProcessBody {
  action: ContractAction;
}
/**
 * This interface was referenced by `Contract`'s JSON-Schema
 * via the `definition` "contractIdParams".
 */
export interface ContractIdParams {
  id: number;
}
/**
 * One contract's settlement for one period: team figures, tier rate, gross = rate x base (capped by the upline's entitlement), the contracted downlines' share, payout = gross - share
 *
 * This interface was referenced by `Contract`'s JSON-Schema
 * via the `definition` "settlement".
 */
export interface Settlement {
  id: number;
  contractId: number;
  kind: ContractKind;
  /**
   * D2026-11-25, W2026-11-23, S2026-11-16, M2026-11, H2026-11-25T13, F2026-11-25T13:05 (reporting time)
   */
  periodKey: string;
  /**
   * ISO 8601 instant
   */
  periodStart: string;
  /**
   * ISO 8601 instant
   */
  periodEnd: string;
  agent: ContractParty;
  activeMembers: number;
  validBet: ContractMoney;
  profitLoss: ContractMoney;
  carriedIn: ContractMoney;
  base: ContractMoney;
  rate: ContractRate;
  gross: ContractMoney;
  downlineShare: ContractMoney;
  payout: ContractMoney;
  carriedOut: ContractMoney;
  state: SettlementState;
  /**
   * ISO 8601 instant
   */
  createdAt: string;
  decidedAt: string | null;
  transferId: string | null;
  actions: SettlementAction[];
}
/**
 * This interface was referenced by `Contract`'s JSON-Schema
 * via the `definition` "settlementListQuery".
 */
export interface SettlementListQuery {
  kind?: ContractKind;
  contractId?: number;
  /**
   * own: the viewer's settlements; granted: those of the contracts the viewer granted; default all
   */
  role?: 'own' | 'granted' | 'all';
  state?: SettlementState;
  from?: string;
  to?: string;
  page?: number;
  pageSize?: number;
}
/**
 * This interface was referenced by `Contract`'s JSON-Schema
 * via the `definition` "settlementList".
 */
export interface SettlementList {
  list: Settlement[];
  total: number;
  page: number;
  pageSize: number;
  totals: {
    payout: ContractMoney;
    paid: ContractMoney;
  };
}
/**
 * This interface was referenced by `Contract`'s JSON-Schema
 * via the `definition` "settlementProcessBody".
 */
export interface SettlementProcessBody {
  action: SettlementAction;
}
/**
 * This interface was referenced by `Contract`'s JSON-Schema
 * via the `definition` "contractPolicy".
 */
export interface ContractPolicy {
  /**
   * Dividends wait for the agent's request and the upline's or an operator's approval
   */
  dividendApproval: boolean;
  /**
   * A dividend period's loss for the house carries into the next period
   */
  carryForward: boolean;
  /**
   * Agents may offer contracts to direct downlines that are members, not agents
   */
  allowMemberContracts: boolean;
}
/**
 * A top agent's contract from the merchant, active at once (replaces the agent's live merchant contract of the kind)
 *
 * This interface was referenced by `Contract`'s JSON-Schema
 * via the `definition` "operatorContractBody".
 */
export interface OperatorContractBody {
  agentId: number;
  kind: ContractKind;
  period: ContractPeriod;
  tiers: ContractTiers;
}
/**
 * This interface was referenced by `Contract`'s JSON-Schema
 * via the `definition` "operatorContractQuery".
 */
export interface OperatorContractQuery {
  kind?: ContractKind;
  state?: 'offered' | 'live' | 'ended' | 'all';
  username?: string;
  page?: number;
  pageSize?: number;
}
/**
 * This interface was referenced by `Contract`'s JSON-Schema
 * via the `definition` "rerunBody".
 */
export interface RerunBody {
  kind: ContractKind;
  periodKey: string;
}
/**
 * This interface was referenced by `Contract`'s JSON-Schema
 * via the `definition` "settleReport".
 */
export interface SettleReport {
  /**
   * Periods looked at
   */
  periods: number;
  /**
   * Contracts in force at those periods' ends
   */
  contracts: number;
  /**
   * Settlement rows written now
   */
  settlements: number;
  /**
   * Ledger transfers made now
   */
  transfers: number;
  paid: ContractMoney;
  /**
   * Settlements already there (a rerun pays nothing twice)
   */
  skipped: number;
}
/**
 * GET customer service (spec section 3): value.list; each path is encrypted: base64(12-byte IV || AES-256-GCM ciphertext || 16-byte tag), key = SHA-256 of UTF-8 'cs:' + merchantCode (server/crypto/customerServicePath.ts).
 */
export interface CustomerService1 {
  list: CustomerService;
}
/**
 * Deposit channels, orders and history, and the demo payment gateway callback (docs/api/member-center.md "Deposit").
 */
export interface Deposit {
  [k: string]: unknown | undefined;
}
/**
 * This interface was referenced by `Deposit`'s JSON-Schema
 * via the `definition` "channels".
 */
export interface Channels {
  currency: string;
  currencySymbol: string;
  channels: {
    code: string;
    type: 'gateway' | 'bank';
    nameTw: string;
    nameEn: string;
    name: string;
    /**
     * Decimal string in the merchant currency
     */
    min: string;
    /**
     * Decimal string in the merchant currency
     */
    max: string;
    bank?: {
      bankName: string;
      accountName: string;
      accountNumber: string;
      branch: string;
    };
  }[];
  /**
   * The deposit bonus the member's next deposit may take (null: none)
   */
  bonusOffer?: DepositBonusOffer | null;
}
/**
 * A deposit bonus the member may take with a deposit: the rule that applies to the next one
 *
 * This interface was referenced by `Rewards`'s JSON-Schema
 * via the `definition` "depositBonusOffer".
 */
export interface DepositBonusOffer {
  kind: 'firstDeposit' | 'reload';
  percent: number;
  maxBonus: RewardMoney;
  minDeposit: RewardMoney;
  multiple: number;
  base: BonusBase;
  expiryDays: number;
}
/**
 * This interface was referenced by `Deposit`'s JSON-Schema
 * via the `definition` "createBody".
 */
export interface CreateBody {
  channel: string;
  /**
   * Decimal string, e.g. "100.50" (checked by the server: AMOUNT_INVALID)
   */
  amount: string;
  payerName?: string;
  /**
   * Optional idempotency id: a repeat moves nothing again
   */
  requestId?: string;
  /**
   * The member takes the deposit bonus offered for this deposit (first deposit or reload; docs/rewards.md "Bonus engine"): granted when the deposit is credited, with its turnover requirement. Absent: no bonus.
   */
  claimBonus?: boolean;
}
/**
 * This interface was referenced by `Deposit`'s JSON-Schema
 * via the `definition` "order".
 */
export interface Order {
  id: number;
  orderNo: string;
  channel: string;
  channelName: string;
  type: 'gateway' | 'bank';
  /**
   * Decimal string in the merchant currency
   */
  amount: string;
  status: 'pending' | 'success' | 'failed' | 'rejected';
  redirectUrl: string | null;
  createdAt: string;
  completedAt: string | null;
  remark: string | null;
}
/**
 * This interface was referenced by `Deposit`'s JSON-Schema
 * via the `definition` "orders".
 */
export interface Orders {
  list: {
    id: number;
    orderNo: string;
    channel: string;
    channelName: string;
    type: 'gateway' | 'bank';
    /**
     * Decimal string in the merchant currency
     */
    amount: string;
    status: 'pending' | 'success' | 'failed' | 'rejected';
    redirectUrl: string | null;
    createdAt: string;
    completedAt: string | null;
    remark: string | null;
  }[];
  total: number;
  pageNo: number;
  pageSize: number;
}
/**
 * This interface was referenced by `Deposit`'s JSON-Schema
 * via the `definition` "gatewayCallback".
 */
export interface GatewayCallback {
  gatewayOrderId: string;
  merchantOrderNo: string;
  amount: string;
  currency: string;
  status: 'PAID' | 'FAILED';
  paidAt: string;
}
/**
 * This interface was referenced by `Deposit`'s JSON-Schema
 * via the `definition` "callbackAnswer".
 */
export interface CallbackAnswer {
  status: string;
}
/**
 * Every API answer: success, code (0 on success, a stable upper-case code otherwise), a localised message and the value (contract/types.ts ApiEnvelope).
 */
export interface Envelope {
  success: boolean;
  code: number | string;
  message: string;
  value: unknown;
}
/**
 * A failed call: success false, a stable code (BAD_REQUEST, NOT_FOUND, RATE_LIMITED, SERVER_ERROR...), a message localised to TW or EN, and for bad input the offending field.
 */
export interface Error1 {
  success: false;
  code: string;
  message: string;
  value: {
    /**
     * The parameter the message is about
     */
    field?: string;
    in?: 'querystring' | 'body' | 'params' | 'headers';
  } | null;
}
/**
 * GET favourite ids (spec section 7): the nodeIds of the member's favourite games the merchant offers.
 */
export interface FavouriteIds {
  nodeIds: number[];
}
/**
 * GET favourite list (page size 999) and GET recent games (page 1 size 20), spec sections 3 and 9: content, pageNum, totalPages; recent games newest first, favourites newest first.
 */
export interface FavouriteList {
  content: Game[];
  pageNum: number;
  pageSize: number;
  totalPages: number;
  totalCount: number;
}
/**
 * A game (spec section 3). displayName and nodeName are in the asked language; gameName is the English name.
 */
export interface Game {
  gameId: number;
  /**
   * Stable node id: favourites payload and card colour theme
   */
  nodeId: number;
  nodeName: string;
  gameName: string;
  displayName: string;
  iconUrl: string;
  /**
   * Vendor code
   */
  vassalage: string;
  gameType: GameCategory;
  gameCode: string;
  isGame: 'LOBBY' | 'GAME' | 'VASSALAGE';
  isHot: 0 | 1;
  isNew: 0 | 1;
  /**
   * JP jackpot, TG table games, AC arcade
   */
  subCategory: 'JP' | 'TG' | 'AC' | null;
  freeTrial: boolean;
  /**
   * Present and true while an operator has the game or its vendor in maintenance (README "Vendor integrations"): its launch answers GAME_MAINTENANCE
   */
  maintenance?: boolean;
}
/**
 * POST add favourite / DELETE remove favourite body (spec section 3 favourite payload: nodeId, vendor, gameType; only nodeId is needed).
 */
export interface FavouriteRequest {
  nodeId: number;
  vendor?: string;
  gameType?: GameCategory;
}
/**
 * The feedback form: content (trimmed, 20 to 200 characters), sender (the user name; the member's username when logged in), type (question type 1 deposit, 2 withdrawal, 3 game, 4 customer service, 6 apply-agent, 0 others) and captcha (the digits of GET captcha, whose id is in the captcha_id cookie). The rules are checked by the same form schema the browser uses (engine/forms feedback).
 */
export interface Feedback {
  content: string;
  sender?: string;
  type: string;
  captcha?: string;
}
/**
 * One page of GET game list (spec section 7). totalPages is 0 when nothing matches.
 */
export interface GameList {
  games: Game[];
  pageNo: number;
  pageSize: number;
  totalPages: number;
  totalCount: number;
}
/**
 * GET hot games (spec section 7): value.list in hot rank order.
 */
export interface HotGames {
  list: Game[];
}
/**
 * GET game launch (spec section 7): the vendor's game URL for the member's token, the language and the mode. The browser opens it in a new window or in the /seamless page.
 */
export interface Launch {
  /**
   * Absolute game URL from the vendor
   */
  url: string;
  mode: 'real' | 'trial';
  nodeId: number;
  gameCode: string;
  vassalage: string;
  gameType: GameCategory;
  displayName: string;
}
/**
 * Live chat (spec section 7: GET model list, GET launch chat returning chatUrl; docs/livechat.md): the merchant's chat desks, the launch of a chat window, the house chat between members (or visitors) and operators, and the console's chat settings.
 */
export interface Livechat {
  [k: string]: unknown | undefined;
}
/**
 * This interface was referenced by `Livechat`'s JSON-Schema
 * via the `definition` "chatModel".
 */
export interface ChatModel {
  /**
   * Stable id: lower-case letters, digits and hyphens
   */
  id: string;
  name: string;
  description: string;
  /**
   * An operator answered within the last 10 minutes, or the provider is external
   */
  online: boolean;
}
/**
 * This interface was referenced by `Livechat`'s JSON-Schema
 * via the `definition` "chatModels".
 */
export interface ChatModels {
  list: ChatModel[];
}
/**
 * This interface was referenced by `Livechat`'s JSON-Schema
 * via the `definition` "chatLaunchQuery".
 */
export interface ChatLaunchQuery {
  /**
   * Stable id: lower-case letters, digits and hyphens
   */
  modelId: string;
}
/**
 * This interface was referenced by `Livechat`'s JSON-Schema
 * via the `definition` "chatLaunch".
 */
export interface ChatLaunch {
  /**
   * Opened by the site in a chat window
   */
  chatUrl: string;
}
/**
 * This interface was referenced by `Livechat`'s JSON-Schema
 * via the `definition` "chatMessage".
 */
export interface ChatMessage {
  id: number;
  from: 'member' | 'agent' | 'system';
  body: string;
  author: string | null;
  /**
   * ISO time
   */
  createdAt: string;
}
/**
 * This interface was referenced by `Livechat`'s JSON-Schema
 * via the `definition` "chatConversation".
 */
export interface ChatConversation {
  id: number;
  modelId: string;
  modelName: string;
  status: 'open' | 'closed';
  /**
   * The member's name, or "Guest" and a number
   */
  name: string;
  messages: ChatMessage[];
}
/**
 * This interface was referenced by `Livechat`'s JSON-Schema
 * via the `definition` "chatSendBody".
 */
export interface ChatSendBody {
  body: string;
}
/**
 * This interface was referenced by `Livechat`'s JSON-Schema
 * via the `definition` "chatSettingsModel".
 */
export interface ChatSettingsModel {
  /**
   * Stable id: lower-case letters, digits and hyphens
   */
  id: string;
  name: {
    TW: string;
    EN: string;
  };
  description: {
    TW: string;
    EN: string;
  };
  greeting: {
    TW: string;
    EN: string;
  };
}
/**
 * This interface was referenced by `Livechat`'s JSON-Schema
 * via the `definition` "chatSettingsBody".
 */
export interface ChatSettingsBody {
  /**
   * house: the platform's own chat, answered in the console; external: a provider's URL
   */
  provider: 'house' | 'external';
  externalUrl: string | null;
  /**
   * @minItems 1
   * @maxItems 10
   */
  models: ChatSettingsModel[];
}
/**
 * This interface was referenced by `Livechat`'s JSON-Schema
 * via the `definition` "chatSettings".
 */
export interface ChatSettings {
  version: number;
  settings: ChatSettingsBody;
}
/**
 * This interface was referenced by `Livechat`'s JSON-Schema
 * via the `definition` "chatSettingsSave".
 */
export interface ChatSettingsSave {
  baseVersion: number;
  settings: ChatSettingsBody;
}
/**
 * This interface was referenced by `Livechat`'s JSON-Schema
 * via the `definition` "operatorChatQuery".
 */
export interface OperatorChatQuery {
  status?: 'open' | 'closed';
  pageNo?: number;
  pageSize?: number;
}
/**
 * This interface was referenced by `Livechat`'s JSON-Schema
 * via the `definition` "operatorChat".
 */
export interface OperatorChat {
  id: number;
  modelId: string;
  name: string;
  username: string | null;
  status: 'open' | 'closed';
  lastMessage: string | null;
  lastMessageAt: string | null;
  /**
   * Member messages after the last agent message
   */
  unread: number;
}
/**
 * This interface was referenced by `Livechat`'s JSON-Schema
 * via the `definition` "operatorChats".
 */
export interface OperatorChats {
  list: OperatorChat[];
  total: number;
  pageNo: number;
  pageSize: number;
}
/**
 * The lotto lobby, lottery games by prize mode, recent results, one draw, opened numbers, Vietnam menus and Vietnam numbers (spec sections 2, 3 and 7; docs/lottery.md). Draws are what the lottery vendors publish through the draw feed. Times are ISO strings, dates YYYY-MM-DD in the game's time zone, odds decimal strings (return per unit staked, stake included).
 */
export interface Lottery {
  [k: string]: unknown | undefined;
}
/**
 * This interface was referenced by `Lottery`'s JSON-Schema
 * via the `definition` "prizeTier".
 */
export interface PrizeTier {
  /**
   * DB, G1-G8 (VN), FIRST, SECOND, THIRD, SPECIAL, CONSOLATION (4D), BALLS (five-ball)
   */
  tier: string;
  numbers: string[];
}
/**
 * This interface was referenced by `Lottery`'s JSON-Schema
 * via the `definition` "betTypeTier".
 */
export interface BetTypeTier {
  tier: string;
  odds: string;
}
/**
 * A published bet type: odds per unit (lo2/lo3: per point and hit), price of one point (lo2/lo3) or null, 4D tier payouts (empty otherwise)
 *
 * This interface was referenced by `Lottery`'s JSON-Schema
 * via the `definition` "betTypeRule".
 */
export interface BetTypeRule {
  /**
   * lo2, lo3, de, cang3, xien2, xien3, xien4 (VN); big, small (4D); big, small, odd, even, ball (five-ball)
   */
  code: string;
  odds: string;
  price: string | null;
  tiers: BetTypeTier[];
}
/**
 * One draw as the vendor published it
 *
 * This interface was referenced by `Lottery`'s JSON-Schema
 * via the `definition` "lotteryDraw".
 */
export interface LotteryDraw {
  gameCode: string;
  drawId: string;
  /**
   * The draw's name in the request language (province, period or draw number)
   */
  label: string;
  localDate: string;
  region: VnRegion | null;
  status: DrawStatus;
  drawAt: string;
  closesAt: string;
  serverSeedHash: string;
  /**
   * Revealed with the result; null while open
   */
  serverSeed: string | null;
  /**
   * The result sheet in sheet order; empty while open or void
   */
  prizes: PrizeTier[];
  /**
   * The numbers a card shows: VN special prize, 4D first to third, the five balls; empty while open
   */
  headline: string[];
  voidReason: string | null;
  /**
   * The vendor's verify page for this draw
   */
  verifyUrl: string | null;
}
/**
 * A lottery game of the merchant with its next open draw (soonest closing) and latest result
 *
 * This interface was referenced by `Lottery`'s JSON-Schema
 * via the `definition` "lotteryGame".
 */
export interface LotteryGame {
  nodeId: number;
  gameCode: string;
  vendorCode: string;
  vendorName: string;
  name: string;
  prizeMode: PrizeMode;
  lottoArea: LottoArea | null;
  region: VnRegion | null;
  iconUrl: string;
  freeTrial: boolean;
  /**
   * Whether the vendor publishes draws (false: no countdown or results)
   */
  published: boolean;
  next: LotteryDraw | null;
  latest: LotteryDraw | null;
}
/**
 * This interface was referenced by `Lottery`'s JSON-Schema
 * via the `definition` "lotteryGroup".
 */
export interface LotteryGroup {
  prizeMode: PrizeMode;
  games: LotteryGame[];
}
/**
 * This interface was referenced by `Lottery`'s JSON-Schema
 * via the `definition` "lotteryLobbyQuery".
 */
export interface LotteryLobbyQuery {
  prizeMode?: PrizeMode;
}
/**
 * The lotto lobby
 *
 * This interface was referenced by `Lottery`'s JSON-Schema
 * via the `definition` "lotteryLobby".
 */
export interface LotteryLobby {
  serverTime: string;
  /**
   * In the order LOTT, ZY, ELOTT, SEA; groups without games are left out
   */
  groups: LotteryGroup[];
}
/**
 * This interface was referenced by `Lottery`'s JSON-Schema
 * via the `definition` "lotteryGamesQuery".
 */
export interface LotteryGamesQuery {
  prizeMode: PrizeMode;
}
/**
 * Lottery games by prize mode
 *
 * This interface was referenced by `Lottery`'s JSON-Schema
 * via the `definition` "lotteryGameList".
 */
export interface LotteryGameList {
  prizeMode: PrizeMode;
  games: {
    nodeId: number;
    gameCode: string;
    vendorCode: string;
    name: string;
    lottoArea: LottoArea | null;
    region: VnRegion | null;
  }[];
}
/**
 * This interface was referenced by `Lottery`'s JSON-Schema
 * via the `definition` "lotteryResultsQuery".
 */
export interface LotteryResultsQuery {
  gameCode: string;
  date?: string;
  pageNo?: number;
  pageSize?: number;
}
/**
 * Recent results of one game: drawn and voided draws, newest first
 *
 * This interface was referenced by `Lottery`'s JSON-Schema
 * via the `definition` "lotteryResults".
 */
export interface LotteryResults {
  gameCode: string;
  name: string;
  list: LotteryDraw[];
  pageNo: number;
  pageSize: number;
  totalCount: number;
  totalPages: number;
}
/**
 * One draw with its game and the bet types published for it
 *
 * This interface was referenced by `Lottery`'s JSON-Schema
 * via the `definition` "lotteryDrawDetail".
 */
export interface LotteryDrawDetail {
  game: {
    nodeId: number;
    gameCode: string;
    name: string;
    prizeMode: PrizeMode;
    lottoArea: LottoArea | null;
  };
  draw: LotteryDraw;
  betTypes: BetTypeRule[];
}
/**
 * Opened numbers: the latest drawn result of every game that has one
 *
 * This interface was referenced by `Lottery`'s JSON-Schema
 * via the `definition` "openedNumbers".
 */
export interface OpenedNumbers {
  list: {
    gameCode: string;
    nodeId: number;
    name: string;
    prizeMode: PrizeMode;
    draw: LotteryDraw;
  }[];
}
/**
 * This interface was referenced by `Lottery`'s JSON-Schema
 * via the `definition` "vnMenusQuery".
 */
export interface VnMenusQuery {
  prizeMode?: 'ELOTT' | 'LOTT';
  device?: 'WEB';
}
/**
 * This interface was referenced by `Lottery`'s JSON-Schema
 * via the `definition` "vnRegionMenu".
 */
export interface VnRegionMenu {
  region: VnRegion;
  nodeId: number;
  gameCode: string;
  name: string;
  /**
   * Local draw time (Asia/Ho_Chi_Minh)
   */
  drawTime: string;
  /**
   * The open draws of the next draw date (one per province)
   */
  draws: LotteryDraw[];
  betTypes: BetTypeRule[];
}
/**
 * Vietnam menus: the regions the merchant offers, North, Central, South
 *
 * This interface was referenced by `Lottery`'s JSON-Schema
 * via the `definition` "vnMenus".
 */
export interface VnMenus {
  prizeMode: string;
  device: string;
  serverTime: string;
  timeZone: 'Asia/Ho_Chi_Minh';
  regions: VnRegionMenu[];
}
/**
 * This interface was referenced by `Lottery`'s JSON-Schema
 * via the `definition` "vnNumbersQuery".
 */
export interface VnNumbersQuery {
  date?: string;
  region?: VnRegion;
}
/**
 * Vietnam numbers: the regional result sheets of a date
 *
 * This interface was referenced by `Lottery`'s JSON-Schema
 * via the `definition` "vnNumbers".
 */
export interface VnNumbers {
  /**
   * The Vietnam date shown (default: the latest date with a result)
   */
  date: string;
  regions: {
    region: VnRegion;
    gameCode: string;
    name: string;
    draws: LotteryDraw[];
  }[];
}
/**
 * A lottery ticket in the betting record: what it bets on and its result
 *
 * This interface was referenced by `Lottery`'s JSON-Schema
 * via the `definition` "lotteryTicketDetail".
 */
export interface LotteryTicketDetail {
  drawId: string;
  drawLabel: string | null;
  drawAt: string | null;
  betType: string;
  mode: string | null;
  numbers: string[];
  points: number | null;
  odds: string | null;
  /**
   * null while the ticket is open
   */
  hits: number | null;
  winningNumbers: string[];
}
/**
 * GET notices (spec section 7): value.list, newest first (the home marquee and the notice modal).
 */
export interface Notices {
  list: {
    id: number;
    title: string;
    content: string;
    createdAt: string;
  }[];
}
/**
 * The console's payments desk (tab payments): deposit and withdrawal queues with filters and state counts, an order's detail with risk signals and timeline, approve / reject with a reason / mark paid, a second approval above the merchant's withdrawal threshold, and that setting.
 */
export interface OperatorPayments {
  [k: string]: unknown | undefined;
}
/**
 * The desk's queue filters (all optional).
 *
 * This interface was referenced by `OperatorPayments`'s JSON-Schema
 * via the `definition` "deskQuery".
 */
export interface DeskQuery {
  /**
   * One state; awaitingSecond: applied withdrawals with a pending second approval
   */
  state?:
    'applied' | 'approved' | 'awaitingSecond' | 'cancelled' | 'failed' | 'paid' | 'pending' | 'rejected' | 'success';
  /**
   * Deposits: the channel code; withdrawals: the bank name
   */
  channel?: string;
  minAmount?: string;
  maxAmount?: string;
  /**
   * Created at or after
   */
  from?: string;
  /**
   * Created before
   */
  to?: string;
  /**
   * Part of the order number or the username
   */
  q?: string;
  sort?: 'newest' | 'oldest' | 'amountDesc' | 'amountAsc';
  pageNo?: number;
  pageSize?: number;
  language?: string;
}
/**
 * This interface was referenced by `OperatorPayments`'s JSON-Schema
 * via the `definition` "deskDeposit".
 */
export interface DeskDeposit {
  id: number;
  orderNo: string;
  username: string;
  /**
   * Decimal string in the merchant currency
   */
  amount: string;
  createdAt: string;
  updatedAt: string | null;
  remark: string | null;
  status: 'pending' | 'success' | 'failed' | 'rejected';
  channel: string;
  channelName: string;
  channelType: 'gateway' | 'bank';
  payerName: string | null;
}
/**
 * This interface was referenced by `OperatorPayments`'s JSON-Schema
 * via the `definition` "deskWithdrawal".
 */
export interface DeskWithdrawal {
  id: number;
  orderNo: string;
  username: string;
  /**
   * Decimal string in the merchant currency
   */
  amount: string;
  createdAt: string;
  updatedAt: string | null;
  remark: string | null;
  status: 'applied' | 'approved' | 'rejected' | 'paid' | 'cancelled';
  bankName: string;
  /**
   * Masked
   */
  cardNumber: string;
  payeeName: string;
  approval: DeskApproval | null;
  confirmation: 'received' | 'notReceived' | 'partlyReceived' | null;
}
/**
 * The maker-checker request of a withdrawal above the threshold (server/services/operator/approvals.ts).
 *
 * This interface was referenced by `OperatorPayments`'s JSON-Schema
 * via the `definition` "deskApproval".
 */
export interface DeskApproval {
  id: number;
  state: 'pending' | 'approved' | 'rejected';
  requestedBy: string;
  requestedAt: string;
  decidedBy: string | null;
  decidedAt: string | null;
}
/**
 * This interface was referenced by `OperatorPayments`'s JSON-Schema
 * via the `definition` "deskDepositPage".
 */
export interface DeskDepositPage {
  list: DeskDeposit[];
  total: number;
  pageNo: number;
  pageSize: number;
  /**
   * Orders of the merchant per state (all filters but the state applied), for the badges
   */
  counts: {
    [k: string]: number | undefined;
  };
  currency: string;
}
/**
 * This interface was referenced by `OperatorPayments`'s JSON-Schema
 * via the `definition` "deskWithdrawalPage".
 */
export interface DeskWithdrawalPage {
  list: DeskWithdrawal[];
  total: number;
  pageNo: number;
  pageSize: number;
  /**
   * Orders of the merchant per state (all filters but the state applied), for the badges
   */
  counts: {
    [k: string]: number | undefined;
  };
  currency: string;
}
/**
 * This interface was referenced by `OperatorPayments`'s JSON-Schema
 * via the `definition` "deskTimelineEntry".
 */
export interface DeskTimelineEntry {
  action:
    | 'created'
    | 'approve'
    | 'reject'
    | 'paid'
    | 'approvalRequested'
    | 'approvalApproved'
    | 'approvalRejected'
    | 'confirmed'
    | 'cancelled';
  at: string;
  /**
   * Staff username, or the member's for their own steps
   */
  by: string;
  byMember: boolean;
  status: string | null;
  note: string | null;
}
/**
 * Risk signals computed by the server (docs: payments desk).
 *
 * This interface was referenced by `OperatorPayments`'s JSON-Schema
 * via the `definition` "deskRisk".
 */
export interface DeskRisk {
  /**
   * Decimal string in the merchant currency
   */
  turnoverOwed: string;
  openBonuses: number;
  /**
   * No earlier withdrawal of the member was approved or paid
   */
  firstWithdrawal: boolean;
  /**
   * The withdrawal's bank card was added less than 24 hours before the request
   */
  cardAddedRecently: boolean;
  cardAddedAt: string | null;
  /**
   * Other members (usernames, at most 10) who signed in from one of the member's addresses in the last 30 days
   */
  sharedIp: string[];
  /**
   * Other members (at most 10) with the same browser signature in the last 30 days
   */
  sharedDevice: string[];
  rg: {
    excluded: boolean;
    kind: string | null;
    endsAt: string | null;
    /**
     * Limits set
     */
    limits: number;
  };
  deposits: {
    count: number;
    /**
     * Decimal string in the merchant currency
     */
    total: string;
  };
  withdrawals: {
    count: number;
    /**
     * Decimal string in the merchant currency
     */
    total: string;
  };
}
/**
 * This interface was referenced by `OperatorPayments`'s JSON-Schema
 * via the `definition` "deskDetail".
 */
export interface DeskDetail {
  kind: 'deposit' | 'withdrawal';
  currency: string;
  deposit: DeskDeposit | null;
  withdrawal: DeskWithdrawal | null;
  member: {
    id: number;
    username: string;
    vipLevel: number;
    upline: string | null;
    registeredAt: string;
  };
  cardAddedAt: string | null;
  timeline: DeskTimelineEntry[];
  risk: DeskRisk;
  /**
   * Decimal string in the merchant currency
   */
  threshold: string;
  needsSecondApproval: boolean;
}
/**
 * A rejection: a reason from the list (shown to the member in their language) and an optional note, shown too
 *
 * This interface was referenced by `OperatorPayments`'s JSON-Schema
 * via the `definition` "deskRejectBody".
 */
export interface DeskRejectBody {
  reason:
    'payerMismatch' | 'notReceived' | 'amountMismatch' | 'bankDetailsInvalid' | 'riskReview' | 'duplicate' | 'other';
  note?: string;
}
/**
 * This interface was referenced by `OperatorPayments`'s JSON-Schema
 * via the `definition` "deskActionBody".
 */
export interface DeskActionBody {
  note?: string;
}
/**
 * This interface was referenced by `OperatorPayments`'s JSON-Schema
 * via the `definition` "deskAnswer".
 */
export interface DeskAnswer {
  detail: DeskDetail;
  outcome: 'done' | 'awaitingSecond';
}
/**
 * This interface was referenced by `OperatorPayments`'s JSON-Schema
 * via the `definition` "deskSettings".
 */
export interface DeskSettings {
  /**
   * Decimal string in the merchant currency
   */
  withdrawalApprovalThreshold: string;
  currency: string;
  updatedAt: string | null;
  updatedBy: string | null;
  canEdit: boolean;
}
/**
 * This interface was referenced by `OperatorPayments`'s JSON-Schema
 * via the `definition` "deskSettingsBody".
 */
export interface DeskSettingsBody {
  /**
   * 0 turns the second approval off
   */
  withdrawalApprovalThreshold: string;
}
/**
 * This interface was referenced by `OperatorPayments`'s JSON-Schema
 * via the `definition` "deskKindParams".
 */
export interface DeskKindParams {
  kind: 'deposits' | 'withdrawals';
  id: number;
}
/**
 * The console's players tab (README "Operator console"): search, a member's page and records, lock/unlock, forced password change, close sessions, notes, maker-checker balance adjustments. Amounts are decimal strings.
 */
export interface OperatorPlayers {
  [k: string]: unknown | undefined;
}
/**
 * This interface was referenced by `OperatorPlayers`'s JSON-Schema
 * via the `definition` "searchQuery".
 */
export interface SearchQuery {
  by?: 'username' | 'mobile' | 'email' | 'name' | 'ip' | 'card';
  q: string;
  pageNo?: number;
  pageSize?: number;
  language?: 'TW' | 'EN';
}
/**
 * This interface was referenced by `OperatorPlayers`'s JSON-Schema
 * via the `definition` "pageQuery".
 */
export interface PageQuery {
  pageNo?: number;
  pageSize?: number;
  language?: 'TW' | 'EN';
}
/**
 * This interface was referenced by `OperatorPlayers`'s JSON-Schema
 * via the `definition` "playerRow".
 */
export interface PlayerRow {
  id: number;
  username: string;
  realName: string | null;
  type: number;
  vipLevel: number;
  state: 'active' | 'locked';
  /**
   * Decimal string in the merchant's currency
   */
  balance: string;
  registeredAt: string;
  lastLoginAt: string | null;
}
/**
 * This interface was referenced by `OperatorPlayers`'s JSON-Schema
 * via the `definition` "playerPage".
 */
export interface PlayerPage {
  list: PlayerRow[];
  total: number;
  pageNo: number;
  pageSize: number;
}
/**
 * This interface was referenced by `OperatorPlayers`'s JSON-Schema
 * via the `definition` "note".
 */
export interface Note {
  id: number;
  body: string;
  at: string;
  by: string;
}
/**
 * This interface was referenced by `OperatorPlayers`'s JSON-Schema
 * via the `definition` "adjustment".
 */
export interface Adjustment {
  id: number;
  memberId: number;
  username: string;
  direction: 'credit' | 'debit';
  /**
   * Decimal string in the merchant's currency
   */
  amount: string;
  reason: string;
  state: 'pending' | 'approved' | 'rejected';
  requestedBy: string;
  requestedAt: string;
  decidedBy: string | null;
  decidedAt: string | null;
  decisionNote: string;
}
/**
 * This interface was referenced by `OperatorPlayers`'s JSON-Schema
 * via the `definition` "adjustmentPage".
 */
export interface AdjustmentPage {
  list: Adjustment[];
  total: number;
  pageNo: number;
  pageSize: number;
}
/**
 * This interface was referenced by `OperatorPlayers`'s JSON-Schema
 * via the `definition` "adjustmentQuery".
 */
export interface AdjustmentQuery {
  state?: 'pending' | 'approved' | 'rejected';
  pageNo?: number;
  pageSize?: number;
  language?: 'TW' | 'EN';
}
/**
 * This interface was referenced by `OperatorPlayers`'s JSON-Schema
 * via the `definition` "playerDetail".
 */
export interface PlayerDetail {
  id: number;
  username: string;
  nickname: string;
  realName: string | null;
  type: number;
  mobile: string | null;
  email: string | null;
  bankCards: {
    bankName: string;
    number: string;
    removed: boolean;
  }[];
  registeredAt: string;
  lastLoginAt: string | null;
  vipLevel: number;
  uplines: {
    id: number;
    username: string;
    type: number;
    depth: number;
  }[];
  balances: {
    kind: string;
    vendorCode: string | null;
    /**
     * Decimal string in the merchant's currency
     */
    balance: string;
    currency: string;
  }[];
  currency: string;
  turnover: {
    activeBonuses: number;
    /**
     * Decimal string in the merchant's currency
     */
    bonusAmount: string;
    /**
     * Decimal string in the merchant's currency
     */
    remaining: string;
  };
  state: 'active' | 'locked';
  lock: null | {
    reason: string;
    at: string;
    by: string;
  };
  mustChangePassword: boolean;
  liveSessions: number;
  rg: RgProfile;
  notes: Note[];
  pendingAdjustments: Adjustment[];
}
/**
 * This interface was referenced by `ResponsibleGaming`'s JSON-Schema
 * via the `definition` "rgProfile".
 */
export interface RgProfile {
  /**
   * IANA time zone the periods follow
   */
  timeZone: string;
  limits: RgLimit[];
  realityCheckMinutes: 0 | 15 | 30 | 60;
  exclusion: RgExclusion | null;
}
/**
 * This interface was referenced by `ResponsibleGaming`'s JSON-Schema
 * via the `definition` "rgLimit".
 */
export interface RgLimit {
  kind: RgLimitKind;
  period: RgPeriod;
  amount: RewardMoney | null;
  used: RewardMoney;
  remaining: RewardMoney | null;
  /**
   * ISO time
   */
  periodEndsAt: string;
  pending: {
    amount: RewardMoney | null;
    /**
     * ISO time
     */
    effectiveAt: string;
  } | null;
}
/**
 * This interface was referenced by `ResponsibleGaming`'s JSON-Schema
 * via the `definition` "rgExclusion".
 */
export interface RgExclusion {
  kind: RgExclusionKind;
  /**
   * ISO time
   */
  startsAt: string;
  endsAt: string | null;
}
/**
 * This interface was referenced by `OperatorPlayers`'s JSON-Schema
 * via the `definition` "ledgerRow".
 */
export interface LedgerRow {
  id: number;
  at: string;
  reason: string;
  reference: string | null;
  /**
   * Decimal string in the merchant's currency
   */
  amount: string;
  /**
   * Decimal string in the merchant's currency
   */
  balanceAfter: string;
}
/**
 * This interface was referenced by `OperatorPlayers`'s JSON-Schema
 * via the `definition` "ledgerPage".
 */
export interface LedgerPage {
  list: LedgerRow[];
  total: number;
  pageNo: number;
  pageSize: number;
}
/**
 * This interface was referenced by `OperatorPlayers`'s JSON-Schema
 * via the `definition` "betRow".
 */
export interface BetRow {
  id: number;
  roundId: string;
  game: string;
  category: string;
  /**
   * Decimal string in the merchant's currency
   */
  stake: string;
  /**
   * Decimal string in the merchant's currency
   */
  win: string;
  status: string;
  at: string;
  settledAt: string | null;
}
/**
 * This interface was referenced by `OperatorPlayers`'s JSON-Schema
 * via the `definition` "betPage".
 */
export interface BetPage {
  list: BetRow[];
  total: number;
  pageNo: number;
  pageSize: number;
}
/**
 * This interface was referenced by `OperatorPlayers`'s JSON-Schema
 * via the `definition` "bonusRow".
 */
export interface BonusRow {
  id: number;
  title: string;
  source: string;
  /**
   * Decimal string in the merchant's currency
   */
  amount: string;
  /**
   * Decimal string in the merchant's currency
   */
  required: string;
  /**
   * Decimal string in the merchant's currency
   */
  done: string;
  state: string;
  at: string;
  expiresAt: string;
}
/**
 * This interface was referenced by `OperatorPlayers`'s JSON-Schema
 * via the `definition` "bonusPage".
 */
export interface BonusPage {
  list: BonusRow[];
  total: number;
  pageNo: number;
  pageSize: number;
}
/**
 * This interface was referenced by `OperatorPlayers`'s JSON-Schema
 * via the `definition` "paymentRow".
 */
export interface PaymentRow {
  id: number;
  orderNo: string;
  channel: string;
  /**
   * Decimal string in the merchant's currency
   */
  amount: string;
  status: string;
  at: string;
}
/**
 * This interface was referenced by `OperatorPlayers`'s JSON-Schema
 * via the `definition` "paymentPage".
 */
export interface PaymentPage {
  list: PaymentRow[];
  total: number;
  pageNo: number;
  pageSize: number;
}
/**
 * This interface was referenced by `OperatorPlayers`'s JSON-Schema
 * via the `definition` "loginRow".
 */
export interface LoginRow {
  id: number;
  at: string;
  ip: string;
  device: string;
  result: string;
  loginType: string;
}
/**
 * This interface was referenced by `OperatorPlayers`'s JSON-Schema
 * via the `definition` "loginPage".
 */
export interface LoginPage {
  list: LoginRow[];
  total: number;
  pageNo: number;
  pageSize: number;
}
/**
 * This interface was referenced by `OperatorPlayers`'s JSON-Schema
 * via the `definition` "actionBody".
 */
export interface ActionBody {
  reason?: string;
}
/**
 * This interface was referenced by `OperatorPlayers`'s JSON-Schema
 * via the `definition` "noteBody".
 */
export interface NoteBody {
  body: string;
}
/**
 * This interface was referenced by `OperatorPlayers`'s JSON-Schema
 * via the `definition` "playerState".
 */
export interface PlayerState {
  locked: boolean;
  lockReason: string | null;
  mustChangePassword: boolean;
  liveSessions: number;
}
/**
 * This interface was referenced by `OperatorPlayers`'s JSON-Schema
 * via the `definition` "adjustBody".
 */
export interface AdjustBody {
  direction: 'credit' | 'debit';
  /**
   * Decimal string of the merchant currency, e.g. "150.25" (more decimals than the currency has: AMOUNT_INVALID)
   */
  amount: string;
  reason: string;
  idempotencyKey: string;
}
/**
 * This interface was referenced by `OperatorPlayers`'s JSON-Schema
 * via the `definition` "adjustRequested".
 */
export interface AdjustRequested {
  id: number;
  created: boolean;
}
/**
 * This interface was referenced by `OperatorPlayers`'s JSON-Schema
 * via the `definition` "decideBody".
 */
export interface DecideBody {
  note?: string;
}
/**
 * The merchant business reports of the console (server/services/operator/reports.ts): per day, vendor and game category in the merchant reporting time zone, every figure a sum of ledger transfers. Permission reports.view.
 */
export interface OperatorReports {
  [k: string]: unknown | undefined;
}
/**
 * This interface was referenced by `OperatorReports`'s JSON-Schema
 * via the `definition` "operatorReportQuery".
 */
export interface OperatorReportQuery {
  /**
   * First day, yyyy-MM-dd (merchant reporting day)
   */
  from: string;
  /**
   * Last day, yyyy-MM-dd, inclusive; at most 92 days after from
   */
  to: string;
}
/**
 * Bets settled through the seamless wallet: betCount and turnover (debits less rollbacks), payout (credits), settledStake (stakes of closed rounds), ggr = settledStake - payout, activePlayers (members with a bet)
 *
 * This interface was referenced by `OperatorReports`'s JSON-Schema
 * via the `definition` "reportGameFigures".
 */
export interface ReportGameFigures {
  betCount: number;
  turnover: ReportMinor;
  payout: ReportMinor;
  settledStake: ReportMinor;
  ggr: ReportMinor;
  activePlayers: number;
}
/**
 * The game figures plus bonuses, rebates, commissions (agent wages and salary), dividends, ngr = ggr - bonuses - rebates - commissions - dividends, deposits and withdrawals paid (count, sum), first-time depositors and new registrations
 *
 * This interface was referenced by `OperatorReports`'s JSON-Schema
 * via the `definition` "reportFigures".
 */
export interface ReportFigures {
  betCount: number;
  turnover: ReportMinor;
  payout: ReportMinor;
  settledStake: ReportMinor;
  ggr: ReportMinor;
  activePlayers: number;
  bonuses: ReportMinor;
  rebates: ReportMinor;
  commissions: ReportMinor;
  dividends: ReportMinor;
  ngr: ReportMinor;
  depositCount: number;
  deposits: ReportMinor;
  withdrawalCount: number;
  withdrawals: ReportMinor;
  firstDepositors: number;
  registrations: number;
}
/**
 * This interface was referenced by `OperatorReports`'s JSON-Schema
 * via the `definition` "operatorReport".
 */
export interface OperatorReport {
  from: ReportDay;
  to: ReportDay;
  /**
   * The merchant reporting offset, minutes east of UTC
   */
  utcOffsetMinutes: number;
  /**
   * e.g. GMT+08:00
   */
  timeZone: string;
  currency: string;
  summary: ReportFigures;
  /**
   * Every day of the range in order, empty days included
   */
  days: {
    day: ReportDay;
    betCount: number;
    turnover: ReportMinor;
    payout: ReportMinor;
    settledStake: ReportMinor;
    ggr: ReportMinor;
    activePlayers: number;
    bonuses: ReportMinor;
    rebates: ReportMinor;
    commissions: ReportMinor;
    dividends: ReportMinor;
    ngr: ReportMinor;
    depositCount: number;
    deposits: ReportMinor;
    withdrawalCount: number;
    withdrawals: ReportMinor;
    firstDepositors: number;
    registrations: number;
  }[];
  /**
   * Vendors with bets in the range, highest turnover first
   */
  vendors: {
    vendorCode: string;
    nameTw: string;
    nameEn: string;
    betCount: number;
    turnover: ReportMinor;
    payout: ReportMinor;
    settledStake: ReportMinor;
    ggr: ReportMinor;
    activePlayers: number;
  }[];
  /**
   * Game categories with bets in the range, highest turnover first
   */
  categories: {
    category: GameCategory;
    betCount: number;
    turnover: ReportMinor;
    payout: ReportMinor;
    settledStake: ReportMinor;
    ggr: ReportMinor;
    activePlayers: number;
  }[];
}
/**
 * Staff sign-in with a required second factor (TOTP), staff accounts, roles, sessions and the audit log of a merchant's back office (README "Staff and roles").
 */
export interface OperatorStaff {
  [k: string]: unknown | undefined;
}
/**
 * This interface was referenced by `OperatorStaff`'s JSON-Schema
 * via the `definition` "signInBody".
 */
export interface SignInBody {
  merchantCode?: string;
  username: string;
  password: string;
}
/**
 * The password was right: give the code (or enrol a second factor) with this challenge.
 *
 * This interface was referenced by `OperatorStaff`'s JSON-Schema
 * via the `definition` "signInChallenge".
 */
export interface SignInChallenge {
  step: 'code' | 'enrol';
  challenge: string;
  /**
   * Enrolment: the Base32 TOTP secret.
   */
  secret?: string;
  /**
   * Enrolment: the otpauth:// URI for the QR code.
   */
  uri?: string;
}
/**
 * This interface was referenced by `OperatorStaff`'s JSON-Schema
 * via the `definition` "codeBody".
 */
export interface CodeBody {
  challenge: string;
  code: string;
}
/**
 * This interface was referenced by `OperatorStaff`'s JSON-Schema
 * via the `definition` "signInSession".
 */
export interface SignInSession {
  token: string;
  operator: Operator;
  mustChangePassword: boolean;
}
/**
 * The signed-in staff member: who, their role and what it allows.
 *
 * This interface was referenced by `Operator1`'s JSON-Schema
 * via the `definition` "operator".
 */
export interface Operator {
  id: number;
  username: string;
  name: string;
  role: {
    id: number;
    /**
     * A built-in role's code (owner, finance, risk, service, marketing, content) or custom.
     */
    code: string;
    /**
     * A custom role's name; empty for a built-in role, which the console names in its language.
     */
    name: string;
  };
  permissions: Permission[];
}
/**
 * This interface was referenced by `OperatorStaff`'s JSON-Schema
 * via the `definition` "staffMember".
 */
export interface StaffMember {
  id: number;
  username: string;
  name: string;
  role: {
    id: number;
    code: string;
    name: string;
  };
  active: boolean;
  lastSignInAt: string | null;
  totp: boolean;
  mustChangePassword: boolean;
  locked: boolean;
  sessions: number;
}
/**
 * This interface was referenced by `OperatorStaff`'s JSON-Schema
 * via the `definition` "staffList".
 */
export interface StaffList {
  list: StaffMember[];
}
/**
 * This interface was referenced by `OperatorStaff`'s JSON-Schema
 * via the `definition` "staffCreateBody".
 */
export interface StaffCreateBody {
  username: string;
  name: string;
  roleId: number;
  password: string;
}
/**
 * This interface was referenced by `OperatorStaff`'s JSON-Schema
 * via the `definition` "staffStateBody".
 */
export interface StaffStateBody {
  active: boolean;
}
/**
 * This interface was referenced by `OperatorStaff`'s JSON-Schema
 * via the `definition` "staffPasswordBody".
 */
export interface StaffPasswordBody {
  password: string;
}
/**
 * This interface was referenced by `OperatorStaff`'s JSON-Schema
 * via the `definition` "staffRoleBody".
 */
export interface StaffRoleBody {
  roleId: number;
}
/**
 * This interface was referenced by `OperatorStaff`'s JSON-Schema
 * via the `definition` "role".
 */
export interface Role {
  id: number;
  code: string;
  name: string;
  builtin: boolean;
  permissions: Permission[];
  staff: number;
}
/**
 * This interface was referenced by `OperatorStaff`'s JSON-Schema
 * via the `definition` "roleList".
 */
export interface RoleList {
  list: Role[];
}
/**
 * This interface was referenced by `OperatorStaff`'s JSON-Schema
 * via the `definition` "roleBody".
 */
export interface RoleBody {
  name?: string;
  /**
   * @maxItems 64
   */
  permissions: string[];
}
/**
 * An active session (not revoked, not idle past the limit).
 *
 * This interface was referenced by `OperatorStaff`'s JSON-Schema
 * via the `definition` "session".
 */
export interface Session {
  id: number;
  createdAt: string;
  lastSeenAt: string;
  ip: string;
  userAgent: string;
  current: boolean;
}
/**
 * This interface was referenced by `OperatorStaff`'s JSON-Schema
 * via the `definition` "sessionList".
 */
export interface SessionList {
  list: Session[];
}
/**
 * This interface was referenced by `OperatorStaff`'s JSON-Schema
 * via the `definition` "account".
 */
export interface Account1 {
  id: number;
  username: string;
  name: string;
  role: {
    id: number;
    code: string;
    name: string;
  };
  mustChangePassword: boolean;
  sessions: Session[];
}
/**
 * This interface was referenced by `OperatorStaff`'s JSON-Schema
 * via the `definition` "passwordChangeBody".
 */
export interface PasswordChangeBody {
  current: string;
  password: string;
}
/**
 * This interface was referenced by `OperatorStaff`'s JSON-Schema
 * via the `definition` "done".
 */
export interface Done {
  done: boolean;
}
/**
 * This interface was referenced by `OperatorStaff`'s JSON-Schema
 * via the `definition` "auditQuery".
 */
export interface AuditQuery {
  language?: 'TW' | 'EN';
  pageNo?: number;
  pageSize?: number;
  targetType?: string;
  operatorId?: number;
  action?: string;
  from?: string;
  to?: string;
}
/**
 * This interface was referenced by `OperatorStaff`'s JSON-Schema
 * via the `definition` "auditEntry".
 */
export interface AuditEntry {
  id: number;
  operator: string;
  operatorId: number;
  operatorName: string;
  action: string;
  targetType: string;
  targetId: number | null;
  before: unknown;
  after: unknown;
  ip: string;
  at: string;
}
/**
 * This interface was referenced by `OperatorStaff`'s JSON-Schema
 * via the `definition` "auditPage".
 */
export interface AuditPage {
  list: AuditEntry[];
  total: number;
  pageNo: number;
  pageSize: number;
}
/**
 * This interface was referenced by `OperatorStaff`'s JSON-Schema
 * via the `definition` "auditFacets".
 */
export interface AuditFacets {
  operators: {
    id: number;
    username: string;
    name: string;
  }[];
  actions: string[];
}
/**
 * Operator sign-in, deposit and withdrawal review, audit log (docs/api/member-center.md "Operators"). Operator tokens are separate from member tokens.
 */
export interface Operator1 {
  [k: string]: unknown | undefined;
}
/**
 * This interface was referenced by `Operator1`'s JSON-Schema
 * via the `definition` "loginBody".
 */
export interface LoginBody {
  merchantCode?: string;
  username: string;
  password: string;
}
/**
 * This interface was referenced by `Operator1`'s JSON-Schema
 * via the `definition` "loginValue".
 */
export interface LoginValue1 {
  token: string;
  operator: Operator;
}
/**
 * This interface was referenced by `Operator1`'s JSON-Schema
 * via the `definition` "actionBody".
 */
export interface ActionBody1 {
  remark?: string;
}
/**
 * This interface was referenced by `Operator1`'s JSON-Schema
 * via the `definition` "deposits".
 */
export interface Deposits {
  list: {
    id: number;
    orderNo: string;
    channel: string;
    channelName: string;
    type: 'gateway' | 'bank';
    /**
     * Decimal string in the merchant currency
     */
    amount: string;
    status: 'pending' | 'success' | 'failed' | 'rejected';
    redirectUrl: string | null;
    createdAt: string;
    completedAt: string | null;
    remark: string | null;
    username: string;
    payerName: string | null;
  }[];
  total: number;
  pageNo: number;
  pageSize: number;
}
/**
 * This interface was referenced by `Operator1`'s JSON-Schema
 * via the `definition` "deposit".
 */
export interface Deposit1 {
  id: number;
  orderNo: string;
  channel: string;
  channelName: string;
  type: 'gateway' | 'bank';
  /**
   * Decimal string in the merchant currency
   */
  amount: string;
  status: 'pending' | 'success' | 'failed' | 'rejected';
  redirectUrl: string | null;
  createdAt: string;
  completedAt: string | null;
  remark: string | null;
  username: string;
  payerName: string | null;
}
/**
 * This interface was referenced by `Operator1`'s JSON-Schema
 * via the `definition` "withdrawals".
 */
export interface Withdrawals {
  list: {
    id: number;
    orderNo: string;
    /**
     * Decimal string in the merchant currency
     */
    amount: string;
    status: 'applied' | 'approved' | 'rejected' | 'paid' | 'cancelled';
    bankCard: null | {
      id: number;
      bankName: string;
      cardNumber: string;
      payeeName: string;
    };
    createdAt: string;
    reviewedAt: string | null;
    paidAt: string | null;
    remark: string | null;
    confirmation: null | {
      result: 'received' | 'notReceived' | 'partlyReceived';
      remainingAmount: string | null;
      proofs: {
        id: number;
        url: string;
      }[];
      confirmedAt: string | null;
      auto: boolean;
    };
    proofs: {
      id: number;
      url: string;
    }[];
    confirmDeadline: string | null;
    username: string;
  }[];
  total: number;
  pageNo: number;
  pageSize: number;
}
/**
 * This interface was referenced by `Operator1`'s JSON-Schema
 * via the `definition` "withdrawal".
 */
export interface Withdrawal {
  id: number;
  orderNo: string;
  /**
   * Decimal string in the merchant currency
   */
  amount: string;
  status: 'applied' | 'approved' | 'rejected' | 'paid' | 'cancelled';
  bankCard: null | {
    id: number;
    bankName: string;
    cardNumber: string;
    payeeName: string;
  };
  createdAt: string;
  reviewedAt: string | null;
  paidAt: string | null;
  remark: string | null;
  confirmation: null | {
    result: 'received' | 'notReceived' | 'partlyReceived';
    remainingAmount: string | null;
    proofs: {
      id: number;
      url: string;
    }[];
    confirmedAt: string | null;
    auto: boolean;
  };
  proofs: {
    id: number;
    url: string;
  }[];
  confirmDeadline: string | null;
  username: string;
}
/**
 * This interface was referenced by `Operator1`'s JSON-Schema
 * via the `definition` "audit".
 */
export interface Audit {
  list: {
    id: number;
    operator: string;
    action: string;
    targetType: string;
    targetId: number | null;
    before: unknown;
    after: unknown;
    ip: string;
    at: string;
  }[];
  total: number;
  pageNo: number;
  pageSize: number;
}
/**
 * A page of the merchant's members found by username (README "Operator console": the agents screen), in username order.
 *
 * This interface was referenced by `Operator1`'s JSON-Schema
 * via the `definition` "members".
 */
export interface Members {
  list: {
    id: number;
    username: string;
    nickname: string;
    /**
     * 0 member, 1/2/41/42 agent (spec section 3)
     */
    type: number;
    uplineUsername: string | null;
    /**
     * Downlines at any depth
     */
    teamSize: number;
    registeredAt: string;
  }[];
  total: number;
  pageNo: number;
  pageSize: number;
}
/**
 * A member's tree fields after make-agent or move.
 *
 * This interface was referenced by `Operator1`'s JSON-Schema
 * via the `definition` "treeMember".
 */
export interface TreeMember {
  id: number;
  username: string;
  type: number;
  uplineId: number | null;
  affiliateCode: string | null;
}
/**
 * Promotions, the activity center, applications, raffles, the points mall (PTSYS3) and their operator console (spec sections 2, 3, 4, 7 and 9; docs/promotions.md). Money is decimal strings in the merchant currency, points decimal strings with two decimals.
 */
export interface Promotions {
  [k: string]: unknown | undefined;
}
/**
 * This interface was referenced by `Promotions`'s JSON-Schema
 * via the `definition` "promotionReward".
 */
export interface PromotionReward {
  /**
   * fixed: amount; percent: percent of the qualifying deposit or valid bet, at most max
   */
  type: 'fixed' | 'percent';
  amount: RewardAmount;
  /**
   * Percent with at most two decimals (percent type)
   */
  percent: number;
  max: RewardAmount;
}
/**
 * How a member qualifies and what the reward is; the reward is offered to the reward center with the turnover multiple
 *
 * This interface was referenced by `Promotions`'s JSON-Schema
 * via the `definition` "promotionRule".
 */
export interface PromotionRule {
  trigger: PromotionTrigger;
  category: GameCategory | null;
  target: RewardAmount;
  reward: PromotionReward;
  multiple: TurnoverMultiple;
}
/**
 * This interface was referenced by `Promotions`'s JSON-Schema
 * via the `definition` "rafflePrize".
 */
export interface RafflePrize {
  name: {
    TW: string;
    EN: string;
  };
  amount: RewardAmount;
  count: number;
}
/**
 * One ticket per ticketPerValidBet of valid bet and per ticketPerDeposit deposited while joined (null: not earned that way)
 *
 * This interface was referenced by `Promotions`'s JSON-Schema
 * via the `definition` "raffleRule".
 */
export interface RaffleRule {
  ticketPerValidBet: RewardAmount | null;
  ticketPerDeposit: RewardAmount | null;
  /**
   * Most tickets one member can hold
   */
  maxTickets: number;
  /**
   * When the draw runs (after endsAt or at it)
   */
  drawAt: string;
  /**
   * In rank order: the first prize first
   *
   * @minItems 1
   * @maxItems 20
   */
  prizes: RafflePrize[];
}
/**
 * This interface was referenced by `Promotions`'s JSON-Schema
 * via the `definition` "promotionCategory".
 */
export interface PromotionCategory {
  code: string;
  /**
   * In the request language
   */
  name: string;
}
/**
 * This interface was referenced by `Promotions`'s JSON-Schema
 * via the `definition` "promotionCategorySetting".
 */
export interface PromotionCategorySetting {
  code: string;
  name: {
    TW: string;
    EN: string;
  };
}
/**
 * This interface was referenced by `Promotions`'s JSON-Schema
 * via the `definition` "promotionSettings".
 */
export interface PromotionSettings {
  version: number;
  /**
   * @maxItems 20
   */
  categories: PromotionCategorySetting[];
}
/**
 * This interface was referenced by `Promotions`'s JSON-Schema
 * via the `definition` "promotionSettingsSave".
 */
export interface PromotionSettingsSave {
  baseVersion: number;
  /**
   * @maxItems 20
   */
  categories: PromotionCategorySetting[];
}
/**
 * This interface was referenced by `Promotions`'s JSON-Schema
 * via the `definition` "promotionImage".
 */
export interface PromotionImage {
  id: number;
  /**
   * Served to the member and operators only
   */
  url: string;
}
/**
 * This interface was referenced by `Promotions`'s JSON-Schema
 * via the `definition` "promotionEntry".
 */
export interface PromotionEntry {
  id: number;
  state: PromotionEntryState;
  progress: RewardMoney;
  target: RewardMoney | null;
  percent: number;
  remark: string | null;
  images: PromotionImage[];
  rejectReason: string | null;
  reviewedAt: string | null;
  reward: RewardMoney | null;
  rewardId: number | null;
  rewardState: RewardState | null;
  tickets: number;
  /**
   * ISO time
   */
  createdAt: string;
}
/**
 * This interface was referenced by `Promotions`'s JSON-Schema
 * via the `definition` "promotion".
 */
export interface Promotion {
  id: number;
  category: string;
  kind: PromotionKind;
  title: string;
  summary: string;
  image: string | null;
  /**
   * ISO time
   */
  startsAt: string;
  /**
   * ISO time
   */
  endsAt: string;
  signUpEndsAt: string | null;
  drawAt: string | null;
  state: ActivityState;
  rule: PromotionRule;
  /**
   * The reward in words in the request language, e.g. "100% up to 500.00, 10x turnover"
   */
  rewardText: string;
  vipLevels: number[];
  entry: PromotionEntry | null;
}
/**
 * This interface was referenced by `Promotions`'s JSON-Schema
 * via the `definition` "promotionListQuery".
 */
export interface PromotionListQuery {
  category?: string;
  pageNo?: number;
  pageSize?: number;
}
/**
 * This interface was referenced by `Promotions`'s JSON-Schema
 * via the `definition` "promotionList".
 */
export interface PromotionList {
  list: Promotion[];
  total: number;
  pageNo: number;
  pageSize: number;
  categories: PromotionCategory[];
  availablePromoCount: number;
}
/**
 * This interface was referenced by `Promotions`'s JSON-Schema
 * via the `definition` "raffleWinner".
 */
export interface RaffleWinner {
  rank: number;
  prize: string;
  amount: RewardMoney;
  /**
   * Masked
   */
  username: string;
  ticket: number;
  me: boolean;
}
/**
 * This interface was referenced by `Promotions`'s JSON-Schema
 * via the `definition` "raffleEntrant".
 */
export interface RaffleEntrant {
  /**
   * Masked
   */
  username: string;
  firstTicket: number;
  tickets: number;
}
/**
 * This interface was referenced by `Promotions`'s JSON-Schema
 * via the `definition` "raffleView".
 */
export interface RaffleView {
  rule: {
    ticketPerValidBet: RewardMoney | null;
    ticketPerDeposit: RewardMoney | null;
    maxTickets: number;
    /**
     * ISO time
     */
    drawAt: string;
    prizes: {
      name: string;
      amount: RewardMoney;
      count: number;
    }[];
  };
  /**
   * SHA-256 of the server seed, published before any ticket
   */
  serverSeedHash: string;
  drawn: boolean;
  drawnAt: string | null;
  serverSeed: string | null;
  clientSeed: string | null;
  totalTickets: number;
  myTickets: number;
  winners: RaffleWinner[];
  /**
   * Ticket ranges the draw used, in ticket order (after the draw)
   */
  entrants: RaffleEntrant[];
}
/**
 * The draw recomputed from the revealed seed
 *
 * This interface was referenced by `Promotions`'s JSON-Schema
 * via the `definition` "raffleVerify".
 */
export interface RaffleVerify {
  ok: boolean;
  hashMatches: boolean;
  winnersMatch: boolean;
  recomputed: RaffleWinner[];
}
/**
 * This interface was referenced by `Promotions`'s JSON-Schema
 * via the `definition` "promotionDetails".
 */
export interface PromotionDetails {
  promotion: Promotion;
  /**
   * Sanitised HTML in the request language
   */
  termsHtml: string;
  raffle: RaffleView | null;
}
/**
 * This interface was referenced by `Promotions`'s JSON-Schema
 * via the `definition` "activityListQuery".
 */
export interface ActivityListQuery {
  /**
   * active: entries still running or waiting for a claim; history: the rest
   */
  status?: 'active' | 'history';
  pageNo?: number;
  pageSize?: number;
}
/**
 * This interface was referenced by `Promotions`'s JSON-Schema
 * via the `definition` "activityList".
 */
export interface ActivityList {
  list: Promotion[];
  total: number;
  pageNo: number;
  pageSize: number;
}
/**
 * This interface was referenced by `Promotions`'s JSON-Schema
 * via the `definition` "promotionJoinAnswer".
 */
export interface PromotionJoinAnswer {
  promotion: Promotion;
}
/**
 * Multipart: field remark and up to 3 files (png or jpg, at most 5 MB each, checked by content)
 *
 * This interface was referenced by `Promotions`'s JSON-Schema
 * via the `definition` "promotionApplyFields".
 */
export interface PromotionApplyFields {
  /**
   * At most 140 characters (spec section 5)
   */
  remark?: string;
}
/**
 * This interface was referenced by `Promotions`'s JSON-Schema
 * via the `definition` "promotionClaimAnswer".
 */
export interface PromotionClaimAnswer {
  promotion: Promotion;
  reward: Reward;
  bonus: Bonus;
  balance: RewardMoney;
}
/**
 * This interface was referenced by `Rewards`'s JSON-Schema
 * via the `definition` "reward".
 */
export interface Reward {
  id: number;
  source: RewardSource;
  title: string;
  amount: RewardMoney;
  multiple: number;
  state: RewardState;
  /**
   * ISO time
   */
  createdAt: string;
  expiresAt: string | null;
  claimedAt: string | null;
  bonusId: number | null;
}
/**
 * This interface was referenced by `Rewards`'s JSON-Schema
 * via the `definition` "bonus".
 */
export interface Bonus {
  id: number;
  source: RewardSource;
  /**
   * The grant's rule in the request language, e.g. "First deposit bonus 100% up to 1,000"
   */
  title: string;
  amount: RewardMoney;
  depositAmount: RewardMoney | null;
  base: BonusBase;
  multiple: number;
  required: RewardMoney;
  done: RewardMoney;
  remaining: RewardMoney;
  /**
   * done / required in percent, 100 when completed
   */
  progress: number;
  /**
   * Percent of a valid bet each category contributes, as fixed at the grant
   */
  contributions: {
    SPORTS?: number;
    ESPORTS?: number;
    LIVE?: number;
    LOTT?: number;
    ELOTT?: number;
    FISH?: number;
    PVP?: number;
    RNG?: number;
    BGS?: number;
    COCKFIGHT?: number;
  };
  state: BonusState;
  /**
   * ISO time
   */
  createdAt: string;
  /**
   * ISO time
   */
  expiresAt: string;
  endedAt: string | null;
  returned: RewardMoney | null;
}
/**
 * This interface was referenced by `Promotions`'s JSON-Schema
 * via the `definition` "promotionBody".
 */
export interface PromotionBody {
  category: string;
  kind: PromotionKind;
  title: {
    TW: string;
    EN: string;
  };
  summary: {
    TW: string;
    EN: string;
  };
  termsHtml: {
    TW: string;
    EN: string;
  };
  image: string | null;
  /**
   * ISO time
   */
  startsAt: string;
  /**
   * ISO time
   */
  endsAt: string;
  signUpEndsAt: string | null;
  /**
   * Empty: every level
   *
   * @maxItems 20
   */
  vipLevels: number[];
  rule: PromotionRule;
  raffle: RaffleRule | null;
  sort: number;
}
/**
 * Cost: offered = rewards put in reward centers, paid = claimed (bonus grants)
 *
 * This interface was referenced by `Promotions`'s JSON-Schema
 * via the `definition` "promotionStats".
 */
export interface PromotionStats {
  entries: number;
  applying: number;
  issued: number;
  claimed: number;
  offered: RewardMoney;
  paid: RewardMoney;
  tickets: number;
}
/**
 * This interface was referenced by `Promotions`'s JSON-Schema
 * via the `definition` "operatorPromotion".
 */
export interface OperatorPromotion {
  id: number;
  status: PromotionStatus;
  version: number;
  body: PromotionBody;
  serverSeedHash: string | null;
  drawnAt: string | null;
  /**
   * ISO time
   */
  createdAt: string;
  publishedAt: string | null;
  endedAt: string | null;
  stats: PromotionStats;
}
/**
 * This interface was referenced by `Promotions`'s JSON-Schema
 * via the `definition` "operatorPromotionQuery".
 */
export interface OperatorPromotionQuery {
  status?: PromotionStatus;
  pageNo?: number;
  pageSize?: number;
}
/**
 * This interface was referenced by `Promotions`'s JSON-Schema
 * via the `definition` "operatorPromotions".
 */
export interface OperatorPromotions {
  list: OperatorPromotion[];
  total: number;
  pageNo: number;
  pageSize: number;
}
/**
 * This interface was referenced by `Promotions`'s JSON-Schema
 * via the `definition` "promotionSave".
 */
export interface PromotionSave {
  /**
   * 0 to create; the version the edit started from, else 409
   */
  baseVersion: number;
  body: PromotionBody;
}
/**
 * This interface was referenced by `Promotions`'s JSON-Schema
 * via the `definition` "applicationQuery".
 */
export interface ApplicationQuery {
  promotionId?: number;
  state?: 'applying' | 'rejected' | 'issued';
  pageNo?: number;
  pageSize?: number;
}
/**
 * This interface was referenced by `Promotions`'s JSON-Schema
 * via the `definition` "application".
 */
export interface Application {
  id: number;
  promotionId: number;
  promotionTitle: string;
  username: string;
  vipLevel: number;
  state: PromotionEntryState;
  remark: string | null;
  images: PromotionImage[];
  rejectReason: string | null;
  reward: RewardMoney | null;
  reviewedBy: string | null;
  reviewedAt: string | null;
  /**
   * ISO time
   */
  createdAt: string;
}
/**
 * This interface was referenced by `Promotions`'s JSON-Schema
 * via the `definition` "applications".
 */
export interface Applications {
  list: Application[];
  total: number;
  pageNo: number;
  pageSize: number;
}
/**
 * Reward amount; absent: the promotion's fixed amount
 *
 * This interface was referenced by `Promotions`'s JSON-Schema
 * via the `definition` "applicationApprove".
 */
export interface ApplicationApprove {
  /**
   * Decimal string, e.g. "88.00" (checked by the server: at most two decimals, APPLICATION_AMOUNT_INVALID)
   */
  amount?: string;
}
/**
 * This interface was referenced by `Promotions`'s JSON-Schema
 * via the `definition` "applicationReject".
 */
export interface ApplicationReject {
  reason: string;
}
/**
 * This interface was referenced by `Promotions`'s JSON-Schema
 * via the `definition` "pointsSettingsBody".
 */
export interface PointsSettingsBody {
  rates: {
    live: PointsRate;
    lottery: PointsRate;
    pvp: PointsRate;
    slots: PointsRate;
    sports: PointsRate;
    deposit: PointsRate;
  };
  /**
   * Points per 1.00 of cash when converting
   */
  ratio: number;
  /**
   * Fewest points one conversion takes
   */
  convertMin: number;
  convertMultiple: TurnoverMultiple;
}
/**
 * This interface was referenced by `Promotions`'s JSON-Schema
 * via the `definition` "pointsSettings".
 */
export interface PointsSettings {
  version: number;
  settings: PointsSettingsBody;
}
/**
 * This interface was referenced by `Promotions`'s JSON-Schema
 * via the `definition` "pointsSettingsSave".
 */
export interface PointsSettingsSave {
  baseVersion: number;
  settings: PointsSettingsBody;
}
/**
 * This interface was referenced by `Promotions`'s JSON-Schema
 * via the `definition` "pointsConfig".
 */
export interface PointsConfig {
  /**
   * PTSYS3
   */
  enabled: boolean;
  settings: PointsSettingsBody;
  exchangeTypes: ExchangeType[];
}
/**
 * pending: earned on today's valid bets, credited after the reporting day closes
 *
 * This interface was referenced by `Promotions`'s JSON-Schema
 * via the `definition` "pointsBalance".
 */
export interface PointsBalance {
  points: PointsValue;
  pending: PointsValue;
  earnedTotal: PointsValue;
  spentTotal: PointsValue;
}
/**
 * This interface was referenced by `Promotions`'s JSON-Schema
 * via the `definition` "pointsItem".
 */
export interface PointsItem {
  id: number;
  name: string;
  description: string;
  image: string | null;
  exchangeType: ExchangeType;
  points: PointsValue;
  amountRequired: RewardMoney;
  available: number;
  perMemberLimit: number | null;
  needsDelivery: boolean;
  redeemable: boolean;
  reason: string | null;
}
/**
 * This interface was referenced by `Promotions`'s JSON-Schema
 * via the `definition` "pointsItemQuery".
 */
export interface PointsItemQuery {
  exchangeType?: ExchangeType;
  pageNo?: number;
  pageSize?: number;
}
/**
 * This interface was referenced by `Promotions`'s JSON-Schema
 * via the `definition` "pointsItems".
 */
export interface PointsItems {
  list: PointsItem[];
  total: number;
  pageNo: number;
  pageSize: number;
}
/**
 * This interface was referenced by `Promotions`'s JSON-Schema
 * via the `definition` "pointsDelivery".
 */
export interface PointsDelivery {
  name: string;
  phone: string;
  address: string;
}
/**
 * This interface was referenced by `Promotions`'s JSON-Schema
 * via the `definition` "pointsRedeemBody".
 */
export interface PointsRedeemBody {
  itemId: number;
  quantity: number;
  paymentPassword: string;
  /**
   * Client id of this request: the same id again answers the first result and moves nothing
   */
  requestId: string;
  delivery?: PointsDelivery;
}
/**
 * This interface was referenced by `Promotions`'s JSON-Schema
 * via the `definition` "pointsConvertBody".
 */
export interface PointsConvertBody {
  /**
   * Whole points
   */
  points: number;
  paymentPassword: string;
  /**
   * Client id of this request: the same id again answers the first result and moves nothing
   */
  requestId: string;
}
/**
 * This interface was referenced by `Promotions`'s JSON-Schema
 * via the `definition` "pointsRedemption".
 */
export interface PointsRedemption {
  id: number;
  kind: 'item' | 'convert';
  itemName: string | null;
  exchangeType: ExchangeType | null;
  quantity: number;
  points: PointsValue;
  amount: RewardMoney | null;
  status: RedeemStatus;
  reason: string | null;
  /**
   * ISO time
   */
  createdAt: string;
  reviewedAt: string | null;
}
/**
 * This interface was referenced by `Promotions`'s JSON-Schema
 * via the `definition` "pointsRedeemAnswer".
 */
export interface PointsRedeemAnswer {
  redemption: PointsRedemption;
  points: PointsValue;
  balance: RewardMoney;
}
/**
 * This interface was referenced by `Promotions`'s JSON-Schema
 * via the `definition` "pointsRedemptionQuery".
 */
export interface PointsRedemptionQuery {
  status?: RedeemStatus;
  pageNo?: number;
  pageSize?: number;
}
/**
 * This interface was referenced by `Promotions`'s JSON-Schema
 * via the `definition` "pointsRedemptions".
 */
export interface PointsRedemptions {
  list: PointsRedemption[];
  total: number;
  pageNo: number;
  pageSize: number;
}
/**
 * This interface was referenced by `Promotions`'s JSON-Schema
 * via the `definition` "pointsRecord".
 */
export interface PointsRecord {
  id: number;
  type: PointsType;
  amount: RewardMoney | null;
  points: PointsValue;
  status: 'credited' | 'applying' | 'approved' | 'rejected' | 'returned';
  remark: string | null;
  balance: PointsValue;
  quantity: number | null;
  /**
   * ISO time
   */
  createdAt: string;
}
/**
 * This interface was referenced by `Promotions`'s JSON-Schema
 * via the `definition` "pointsRecordQuery".
 */
export interface PointsRecordQuery {
  type?: PointsType;
  /**
   * ISO time
   */
  from?: string;
  /**
   * ISO time
   */
  to?: string;
  pageNo?: number;
  pageSize?: number;
}
/**
 * This interface was referenced by `Promotions`'s JSON-Schema
 * via the `definition` "pointsRecords".
 */
export interface PointsRecords {
  list: PointsRecord[];
  total: number;
  pageNo: number;
  pageSize: number;
}
/**
 * This interface was referenced by `Promotions`'s JSON-Schema
 * via the `definition` "pointsItemBody".
 */
export interface PointsItemBody {
  name: {
    TW: string;
    EN: string;
  };
  description: {
    TW: string;
    EN: string;
  };
  image: string | null;
  exchangeType: ExchangeType;
  points: number;
  amountRequired: RewardAmount;
  stock: number;
  perMemberLimit: number | null;
  needsDelivery: boolean;
  active: boolean;
  sort: number;
}
/**
 * This interface was referenced by `Promotions`'s JSON-Schema
 * via the `definition` "operatorPointsItem".
 */
export interface OperatorPointsItem {
  id: number;
  version: number;
  body: PointsItemBody;
  redeemed: number;
  applying: number;
  /**
   * ISO time
   */
  createdAt: string;
}
/**
 * This interface was referenced by `Promotions`'s JSON-Schema
 * via the `definition` "operatorPointsItems".
 */
export interface OperatorPointsItems {
  list: OperatorPointsItem[];
  total: number;
  pageNo: number;
  pageSize: number;
}
/**
 * This interface was referenced by `Promotions`'s JSON-Schema
 * via the `definition` "pointsItemSave".
 */
export interface PointsItemSave {
  baseVersion: number;
  body: PointsItemBody;
}
/**
 * This interface was referenced by `Promotions`'s JSON-Schema
 * via the `definition` "pointsStockBody".
 */
export interface PointsStockBody {
  /**
   * Added to the stock (negative removes, never below 0)
   */
  delta: number;
}
/**
 * This interface was referenced by `Promotions`'s JSON-Schema
 * via the `definition` "operatorRedemptionQuery".
 */
export interface OperatorRedemptionQuery {
  status?: RedeemStatus;
  username?: string;
  pageNo?: number;
  pageSize?: number;
}
/**
 * This interface was referenced by `Promotions`'s JSON-Schema
 * via the `definition` "operatorRedemption".
 */
export interface OperatorRedemption {
  username: string;
  delivery: PointsDelivery | null;
  redemption: PointsRedemption;
  reviewedBy: string | null;
}
/**
 * This interface was referenced by `Promotions`'s JSON-Schema
 * via the `definition` "operatorRedemptions".
 */
export interface OperatorRedemptions {
  list: OperatorRedemption[];
  total: number;
  pageNo: number;
  pageSize: number;
}
/**
 * This interface was referenced by `Promotions`'s JSON-Schema
 * via the `definition` "redemptionReject".
 */
export interface RedemptionReject {
  reason: string;
}
/**
 * One page of the member's game rounds, newest first, with the totals of the filter's settled rounds. Amounts are decimal strings; profit is win - stake (null while a round is open).
 */
export interface RecordsBets {
  list: {
    roundId: string;
    gameName: string;
    gameCode: string;
    nodeId: number;
    vendor: string;
    vendorName: string;
    category: GameCategory;
    stake: Amount;
    win: Amount;
    profit: Amount | null;
    time: string;
    settledAt: string | null;
    status: 'open' | 'settled' | 'cancelled';
    lottery: LotteryTicketDetail | null;
  }[];
  pageNo: number;
  pageSize: number;
  totalCount: number;
  totalPages: number;
  totals: Totals;
}
/**
 * This interface was referenced by `RecordsBets`'s JSON-Schema
 * via the `definition` "totals".
 */
export interface Totals {
  rounds: number;
  stake: Amount;
  win: Amount;
  profit: Amount;
}
/**
 * The member's settled rounds per category over the period: rounds, stake, win, profit (win - stake), and the totals. Amounts are decimal strings.
 */
export interface RecordsProfit {
  from: string;
  to: string;
  categories: {
    category: GameCategory;
    rounds: number;
    stake: Amount;
    win: Amount;
    profit: Amount;
  }[];
  totals: Totals;
}
/**
 * GET resources (spec section 3): value.list keyed by resourceType (Android, TELEGRAM, TELEGRAM1, WHATSAPP) with url and labelNameEn.
 */
export interface Resources1 {
  list: Resources;
}
/**
 * Deposit, loss and wager limits, the reality check, time-out, self-exclusion and account closure (docs/responsible-gaming.md), enforced by the server on every path where money moves in or is put at risk.
 */
export interface ResponsibleGaming {
  [k: string]: unknown | undefined;
}
/**
 * This interface was referenced by `ResponsibleGaming`'s JSON-Schema
 * via the `definition` "rgLimitBody".
 */
export interface RgLimitBody {
  kind: RgLimitKind;
  period: RgPeriod;
  amount: string | null;
  /**
   * The browser's IANA time zone
   */
  timeZone?: string;
}
/**
 * This interface was referenced by `ResponsibleGaming`'s JSON-Schema
 * via the `definition` "rgRealityCheckBody".
 */
export interface RgRealityCheckBody {
  minutes: 0 | 15 | 30 | 60;
}
/**
 * This interface was referenced by `ResponsibleGaming`'s JSON-Schema
 * via the `definition` "rgTimeoutBody".
 */
export interface RgTimeoutBody {
  duration: '24h' | '7d' | '30d';
  /**
   * The login password, confirming the choice
   */
  password: string;
}
/**
 * This interface was referenced by `ResponsibleGaming`'s JSON-Schema
 * via the `definition` "rgSelfExclusionBody".
 */
export interface RgSelfExclusionBody {
  duration: '6m' | '1y' | '5y';
  password: string;
}
/**
 * This interface was referenced by `ResponsibleGaming`'s JSON-Schema
 * via the `definition` "rgClosureBody".
 */
export interface RgClosureBody {
  password: string;
  /**
   * At most 200 characters once trimmed (RG_REASON_TOO_LONG, the engine form rgExclusion); the schema takes its input cap (engine/forms REASON_INPUT_MAX) so that the form decides
   */
  reason?: string;
}
/**
 * What the reality check shows: the session's time and net result (payouts - bets)
 *
 * This interface was referenced by `ResponsibleGaming`'s JSON-Schema
 * via the `definition` "rgSession".
 */
export interface RgSession {
  /**
   * The login of this session
   */
  startedAt: string;
  minutes: number;
  bets: RewardMoney;
  payouts: RewardMoney;
  net: RewardMoney;
}
/**
 * This interface was referenced by `ResponsibleGaming`'s JSON-Schema
 * via the `definition` "rgEvent".
 */
export interface RgEvent {
  id: number;
  /**
   * limit.set, limit.decrease, limit.raiseRequested, limit.removeRequested, limit.applied, realityCheck.set, timeout.start, selfExclusion.start, account.close, exclusion.end
   */
  action: string;
  /**
   * The change: kind, period, amounts (decimal strings), from, effectiveAt, minutes, duration, endsAt, reason
   */
  detail: {
    [k: string]: unknown | undefined;
  };
  /**
   * ISO time
   */
  createdAt: string;
}
/**
 * This interface was referenced by `ResponsibleGaming`'s JSON-Schema
 * via the `definition` "rgEvents".
 */
export interface RgEvents {
  list: RgEvent[];
  total: number;
  pageNo: number;
  pageSize: number;
}
/**
 * This interface was referenced by `ResponsibleGaming`'s JSON-Schema
 * via the `definition` "operatorRgQuery".
 */
export interface OperatorRgQuery {
  username: string;
}
/**
 * Read-only: nobody lifts a time-out or a self-exclusion early
 *
 * This interface was referenced by `ResponsibleGaming`'s JSON-Schema
 * via the `definition` "operatorRgView".
 */
export interface OperatorRgView {
  username: string;
  profile: RgProfile;
  events: RgEvent[];
}
/**
 * The bonus engine (grants with turnover requirements), the reward center, referral, missions and leaderboard, manual rebate, VIP, platform messages and the operator's reward settings (spec sections 2, 4 and 7; docs/rewards.md). Money is decimal strings in the merchant currency.
 */
export interface Rewards {
  [k: string]: unknown | undefined;
}
/**
 * A text in both interface languages
 *
 * This interface was referenced by `Rewards`'s JSON-Schema
 * via the `definition` "localText".
 */
export interface LocalText {
  TW: string;
  EN: string;
}
/**
 * This interface was referenced by `Rewards`'s JSON-Schema
 * via the `definition` "bonusListQuery".
 */
export interface BonusListQuery {
  state?: BonusState;
  source?: RewardSource;
  /**
   * ISO time
   */
  from?: string;
  /**
   * ISO time
   */
  to?: string;
  pageNo?: number;
  pageSize?: number;
}
/**
 * This interface was referenced by `Rewards`'s JSON-Schema
 * via the `definition` "bonusList".
 */
export interface BonusList {
  list: Bonus[];
  total: number;
  pageNo: number;
  pageSize: number;
  /**
   * Open requirements of the member: how many and the turnover still needed before a withdrawal
   */
  summary: {
    activeCount: number;
    remaining: RewardMoney;
  };
}
/**
 * This interface was referenced by `Rewards`'s JSON-Schema
 * via the `definition` "bonusIdParams".
 */
export interface BonusIdParams {
  id: number;
}
/**
 * This interface was referenced by `Rewards`'s JSON-Schema
 * via the `definition` "forfeitAnswer".
 */
export interface ForfeitAnswer {
  bonus: Bonus;
  balance: RewardMoney;
}
/**
 * This interface was referenced by `Rewards`'s JSON-Schema
 * via the `definition` "rewardListQuery".
 */
export interface RewardListQuery {
  /**
   * claimable: waiting rewards; history: claimed and expired
   */
  status?: 'claimable' | 'history';
  source?: RewardSource;
  pageNo?: number;
  pageSize?: number;
}
/**
 * This interface was referenced by `Rewards`'s JSON-Schema
 * via the `definition` "rewardList".
 */
export interface RewardList {
  list: Reward[];
  total: number;
  pageNo: number;
  pageSize: number;
  claimableCount: number;
  claimableTotal: RewardMoney;
}
/**
 * This interface was referenced by `Rewards`'s JSON-Schema
 * via the `definition` "rewardIdParams".
 */
export interface RewardIdParams {
  id: number;
}
/**
 * A claimed reward, the bonus grant it became, the balance after; a repeated claim answers the same
 *
 * This interface was referenced by `Rewards`'s JSON-Schema
 * via the `definition` "claimAnswer".
 */
export interface ClaimAnswer {
  reward: Reward;
  bonus: Bonus;
  balance: RewardMoney;
}
/**
 * This interface was referenced by `Rewards`'s JSON-Schema
 * via the `definition` "memberState".
 */
export interface MemberState {
  balance: RewardMoney;
  currency: string;
  currencySymbol: string;
  /**
   * The merchant runs VIP levels
   */
  hasVip: boolean;
  vipLabelName: string | null;
  vipRankLevel: number | null;
  availablePromoCount: number;
  unreadMessage: number;
  /**
   * Claimable rewards (rewardCenter badge)
   */
  rewardCount: number;
  /**
   * Completed missions not yet claimed (missionLeaderboard badge)
   */
  missionCount: number;
}
/**
 * Payload of the site socket's `rewards` event
 *
 * This interface was referenced by `Rewards`'s JSON-Schema
 * via the `definition` "rewardCounts".
 */
export interface RewardCounts {
  rewardCount: number;
  missionCount: number;
}
/**
 * This interface was referenced by `Rewards`'s JSON-Schema
 * via the `definition` "referralRules".
 */
export interface ReferralRules {
  rewardPerFriend: RewardMoney;
  minFirstDeposit: RewardMoney;
  minTurnover: RewardMoney;
  multiple: number;
}
/**
 * This interface was referenced by `Rewards`'s JSON-Schema
 * via the `definition` "referralInfo".
 */
export interface ReferralInfo {
  code: string;
  /**
   * The register link carrying ?referralCode=
   */
  link: string;
  rules: ReferralRules;
  totals: {
    invited: number;
    firstDeposit: number;
    qualified: number;
    earned: RewardMoney;
  };
}
/**
 * This interface was referenced by `Rewards`'s JSON-Schema
 * via the `definition` "referralFriend".
 */
export interface ReferralFriend {
  /**
   * Masked
   */
  username: string;
  /**
   * ISO time
   */
  registeredAt: string;
  state: ReferralState;
  firstDepositAt: string | null;
  qualifiedAt: string | null;
  turnover: RewardMoney;
  reward: RewardMoney | null;
  rewardState: RewardState | null;
}
/**
 * This interface was referenced by `Rewards`'s JSON-Schema
 * via the `definition` "referralFriendsQuery".
 */
export interface ReferralFriendsQuery {
  state?: ReferralState;
  pageNo?: number;
  pageSize?: number;
}
/**
 * This interface was referenced by `Rewards`'s JSON-Schema
 * via the `definition` "referralFriends".
 */
export interface ReferralFriends {
  list: ReferralFriend[];
  total: number;
  pageNo: number;
  pageSize: number;
}
/**
 * This interface was referenced by `Rewards`'s JSON-Schema
 * via the `definition` "mission".
 */
export interface Mission {
  id: string;
  period: MissionPeriod;
  kind: MissionKind;
  category: GameCategory | null;
  title: string;
  /**
   * Money for validBet and deposit, a count otherwise
   */
  target: string;
  /**
   * Same unit as target, capped at it
   */
  progress: string;
  percent: number;
  reward: RewardMoney;
  multiple: number;
  /**
   * inProgress, completed (reward waiting in the reward center), claimed
   */
  state: 'inProgress' | 'completed' | 'claimed';
  rewardId: number | null;
  /**
   * ISO time
   */
  endsAt: string;
}
/**
 * This interface was referenced by `Rewards`'s JSON-Schema
 * via the `definition` "missionSummary".
 */
export interface MissionSummary {
  daily: Mission[];
  weekly: Mission[];
  /**
   * ISO time
   */
  dailyEndsAt: string;
  /**
   * ISO time
   */
  weeklyEndsAt: string;
  completedUnclaimed: number;
}
/**
 * This interface was referenced by `Rewards`'s JSON-Schema
 * via the `definition` "leaderboardQuery".
 */
export interface LeaderboardQuery {
  board: LeaderboardBoard;
  period?: 'current' | 'previous';
}
/**
 * This interface was referenced by `Rewards`'s JSON-Schema
 * via the `definition` "leaderboardEntry".
 */
export interface LeaderboardEntry {
  rank: number;
  /**
   * Masked
   */
  username: string;
  value: RewardMoney;
  prize: RewardMoney | null;
  me: boolean;
}
/**
 * This interface was referenced by `Rewards`'s JSON-Schema
 * via the `definition` "leaderboard".
 */
export interface Leaderboard {
  board: LeaderboardBoard;
  periodKey: string;
  /**
   * ISO time
   */
  from: string;
  /**
   * ISO time
   */
  to: string;
  closed: boolean;
  entries: LeaderboardEntry[];
  me: {
    rank: number | null;
    value: RewardMoney;
  } | null;
  prizes: RewardMoney[];
}
/**
 * This interface was referenced by `Rewards`'s JSON-Schema
 * via the `definition` "rebateCategory".
 */
export interface RebateCategory {
  category: GameCategory;
  rate: RewardRate;
  validBet: RewardMoney;
  accrued: RewardMoney;
}
/**
 * This interface was referenced by `Rewards`'s JSON-Schema
 * via the `definition` "rebateInfo".
 */
export interface RebateInfo {
  enabled: boolean;
  vipLevel: number;
  vipName: string | null;
  multiple: number;
  minClaim: RewardMoney;
  categories: RebateCategory[];
  validBet: RewardMoney;
  claimable: RewardMoney;
  lastClaimAt: string | null;
}
/**
 * This interface was referenced by `Rewards`'s JSON-Schema
 * via the `definition` "rebateClaimBody".
 */
export interface RebateClaimBody {
  /**
   * Client id of this claim: the same id again answers the first claim
   */
  requestId: string;
}
/**
 * This interface was referenced by `Rewards`'s JSON-Schema
 * via the `definition` "rebateClaim".
 */
export interface RebateClaim {
  id: number;
  amount: RewardMoney;
  validBet: RewardMoney;
  /**
   * ISO time
   */
  createdAt: string;
  bonusId: number | null;
  details: RebateCategory[];
}
/**
 * This interface was referenced by `Rewards`'s JSON-Schema
 * via the `definition` "rebateClaimAnswer".
 */
export interface RebateClaimAnswer {
  claim: RebateClaim;
  balance: RewardMoney;
}
/**
 * This interface was referenced by `Rewards`'s JSON-Schema
 * via the `definition` "rebateClaims".
 */
export interface RebateClaims {
  list: RebateClaim[];
  total: number;
  pageNo: number;
  pageSize: number;
}
/**
 * This interface was referenced by `Rewards`'s JSON-Schema
 * via the `definition` "vipLevelView".
 */
export interface VipLevelView {
  level: number;
  name: string;
  minValidBet: RewardMoney;
  minDeposits: RewardMoney;
  levelUpGift: RewardMoney;
  monthlyGift: RewardMoney;
  rebateRates: {
    SPORTS?: RewardRate;
    ESPORTS?: RewardRate;
    LIVE?: RewardRate;
    LOTT?: RewardRate;
    ELOTT?: RewardRate;
    FISH?: RewardRate;
    PVP?: RewardRate;
    RNG?: RewardRate;
    BGS?: RewardRate;
    COCKFIGHT?: RewardRate;
  };
}
/**
 * This interface was referenced by `Rewards`'s JSON-Schema
 * via the `definition` "vipInfo".
 */
export interface VipInfo {
  enabled: boolean;
  levels: VipLevelView[];
  me: {
    level: number;
    name: string;
    totalValidBet: RewardMoney;
    totalDeposits: RewardMoney;
    next: {
      level: number;
      name: string;
      validBetNeeded: RewardMoney;
      depositsNeeded: RewardMoney;
      percent: number;
    } | null;
  };
}
/**
 * This interface was referenced by `Rewards`'s JSON-Schema
 * via the `definition` "depositBonusRule".
 */
export interface DepositBonusRule {
  enabled: boolean;
  /**
   * Bonus = deposit x percent / 100 (at most two decimals)
   */
  percent: number;
  maxBonus: RewardAmount;
  minDeposit: RewardAmount;
  multiple: TurnoverMultiple;
  base: BonusBase;
  expiryDays: number;
}
/**
 * This interface was referenced by `Rewards`'s JSON-Schema
 * via the `definition` "vipLevelSetting".
 */
export interface VipLevelSetting {
  level: number;
  name: LocalText;
  minValidBet: RewardAmount;
  minDeposits: RewardAmount;
  levelUpGift: RewardAmount;
  monthlyGift: RewardAmount;
  /**
   * Manual rebate rate per category at this level (absent: 0)
   */
  rebateRates: {
    SPORTS?: RewardRate;
    ESPORTS?: RewardRate;
    LIVE?: RewardRate;
    LOTT?: RewardRate;
    ELOTT?: RewardRate;
    FISH?: RewardRate;
    PVP?: RewardRate;
    RNG?: RewardRate;
    BGS?: RewardRate;
    COCKFIGHT?: RewardRate;
  };
}
/**
 * This interface was referenced by `Rewards`'s JSON-Schema
 * via the `definition` "missionSetting".
 */
export interface MissionSetting {
  /**
   * Stable id
   */
  id: string;
  enabled: boolean;
  period: MissionPeriod;
  kind: MissionKind;
  category: GameCategory | null;
  /**
   * Money (validBet, deposit) or a count (playDays 1..7, winRounds)
   */
  target: string;
  reward: RewardAmount;
  multiple: TurnoverMultiple;
  title: LocalText;
}
/**
 * This interface was referenced by `Rewards`'s JSON-Schema
 * via the `definition` "leaderboardSetting".
 */
export interface LeaderboardSetting {
  enabled: boolean;
  /**
   * Prize by rank: prizes[0] to the first
   *
   * @maxItems 50
   */
  prizes: RewardAmount[];
  multiple: TurnoverMultiple;
}
/**
 * This interface was referenced by `Rewards`'s JSON-Schema
 * via the `definition` "rewardSettingsBody".
 */
export interface RewardSettingsBody {
  /**
   * Percent of a valid bet each category adds to a turnover requirement (absent: 100)
   */
  contributions: {
    SPORTS?: number;
    ESPORTS?: number;
    LIVE?: number;
    LOTT?: number;
    ELOTT?: number;
    FISH?: number;
    PVP?: number;
    RNG?: number;
    BGS?: number;
    COCKFIGHT?: number;
  };
  firstDeposit: DepositBonusRule;
  reload: DepositBonusRule;
  rebate: {
    multiple: TurnoverMultiple;
    minClaim: RewardAmount;
  };
  vip: {
    enabled: boolean;
    giftMultiple: TurnoverMultiple;
    /**
     * @minItems 1
     * @maxItems 20
     */
    levels: VipLevelSetting[];
  };
  referral: {
    rewardPerFriend: RewardAmount;
    minFirstDeposit: RewardAmount;
    minTurnover: RewardAmount;
    multiple: TurnoverMultiple;
  };
  /**
   * @maxItems 30
   */
  missions: MissionSetting[];
  leaderboards: {
    validBet: LeaderboardSetting;
    biggestWin: LeaderboardSetting;
  };
  /**
   * Days a reward of the reward center waits to be claimed
   */
  rewardExpiryDays: number;
  /**
   * Days a claimed reward's turnover requirement stays open
   */
  bonusExpiryDays: number;
}
/**
 * This interface was referenced by `Rewards`'s JSON-Schema
 * via the `definition` "rewardSettings".
 */
export interface RewardSettings {
  /**
   * 0 while the merchant runs the defaults
   */
  version: number;
  updatedAt: string | null;
  settings: RewardSettingsBody;
}
/**
 * This interface was referenced by `Rewards`'s JSON-Schema
 * via the `definition` "rewardSettingsSave".
 */
export interface RewardSettingsSave {
  /**
   * The version the edit started from: a save over a newer one answers 409
   */
  baseVersion: number;
  settings: RewardSettingsBody;
}
/**
 * This interface was referenced by `Rewards`'s JSON-Schema
 * via the `definition` "messageDeleteBody".
 */
export interface MessageDeleteBody {
  /**
   * @minItems 1
   * @maxItems 100
   */
  ids: number[];
}
/**
 * An operator's platform message (docs/rewards.md "Platform messages"): to every real member (all), to the members at VIP level `vipLevel` (vipLevel; members without a VIP record are level 0) or to the member named `username` (member). Plain text in TW and EN.
 *
 * This interface was referenced by `Rewards`'s JSON-Schema
 * via the `definition` "broadcastBody".
 */
export interface BroadcastBody {
  audience: BroadcastAudience;
  /**
   * Required with audience vipLevel
   */
  vipLevel?: number;
  /**
   * Required with audience member: the member's username in this merchant
   */
  username?: string;
  /**
   * The title in both interface languages
   */
  title: {
    TW: string;
    EN: string;
  };
  content: {
    TW: string;
    EN: string;
  };
}
/**
 * One sent broadcast of the operator console's history: its audience, texts, how many members it reached and the operator who sent it
 *
 * This interface was referenced by `Rewards`'s JSON-Schema
 * via the `definition` "broadcast".
 */
export interface Broadcast {
  id: number;
  audience: BroadcastAudience;
  vipLevel: number | null;
  /**
   * The recipient's username (audience member), else null
   */
  username: string | null;
  title: LocalText;
  content: LocalText;
  /**
   * How many members it reached
   */
  recipients: number;
  /**
   * The sending operator's username
   */
  operator: string;
  /**
   * ISO time
   */
  createdAt: string;
}
/**
 * This interface was referenced by `Rewards`'s JSON-Schema
 * via the `definition` "broadcasts".
 */
export interface Broadcasts {
  list: Broadcast[];
  total: number;
  pageNo: number;
  pageSize: number;
}
/**
 * This interface was referenced by `Rewards`'s JSON-Schema
 * via the `definition` "operatorBonusQuery".
 */
export interface OperatorBonusQuery {
  username?: string;
  state?: BonusState;
  source?: RewardSource;
  pageNo?: number;
  pageSize?: number;
}
/**
 * This interface was referenced by `Rewards`'s JSON-Schema
 * via the `definition` "operatorBonus".
 */
export interface OperatorBonus {
  username: string;
  bonus: Bonus;
}
/**
 * This interface was referenced by `Rewards`'s JSON-Schema
 * via the `definition` "operatorBonuses".
 */
export interface OperatorBonuses {
  list: OperatorBonus[];
  total: number;
  pageNo: number;
  pageSize: number;
  /**
   * Cost of the filtered grants: granted, taken back by forfeit or expiry, turnover still open
   */
  totals: {
    granted: RewardMoney;
    returned: RewardMoney;
    open: RewardMoney;
  };
}
/**
 * Blog, news, about us, the help center and the app download page (spec sections 2, 7 and 9; docs/site-pages.md). The console edits one versioned `pages` document per merchant (pagesDocument); the site reads it through the public calls.
 */
export interface SitePages {
  [k: string]: unknown | undefined;
}
/**
 * This interface was referenced by `SitePages`'s JSON-Schema
 * via the `definition` "pagesCategory".
 */
export interface PagesCategory {
  /**
   * Stable id: lower-case letters, digits and hyphens
   */
  code: string;
  name: {
    tw: string;
    en: string;
  };
}
/**
 * A blog or news article in both languages; the body is HTML, sanitised on save
 *
 * This interface was referenced by `SitePages`'s JSON-Schema
 * via the `definition` "pagesArticle".
 */
export interface PagesArticle {
  /**
   * Stable id: lower-case letters, digits and hyphens
   */
  id: string;
  kind: ArticleKind;
  /**
   * Stable id: lower-case letters, digits and hyphens
   */
  category: string;
  title: {
    tw: string;
    en: string;
  };
  summary: {
    tw: string;
    en: string;
  };
  body: {
    tw: string;
    en: string;
  };
  cover: string | null;
  /**
   * Shown from this time on (a future time schedules it)
   */
  publishedAt: string;
  active: boolean;
}
/**
 * This interface was referenced by `SitePages`'s JSON-Schema
 * via the `definition` "helpArticle".
 */
export interface HelpArticle {
  /**
   * Stable id: lower-case letters, digits and hyphens
   */
  id: string;
  anchor: string | null;
  title: {
    tw: string;
    en: string;
  };
  body: {
    tw: string;
    en: string;
  };
}
/**
 * This interface was referenced by `SitePages`'s JSON-Schema
 * via the `definition` "helpSection".
 */
export interface HelpSection {
  /**
   * Stable id: lower-case letters, digits and hyphens
   */
  id: string;
  title: {
    tw: string;
    en: string;
  };
  /**
   * @maxItems 50
   */
  articles: HelpArticle[];
}
/**
 * This interface was referenced by `SitePages`'s JSON-Schema
 * via the `definition` "pagesDocument".
 */
export interface PagesDocument {
  categories: {
    /**
     * @maxItems 20
     */
    blog: PagesCategory[];
    /**
     * @maxItems 20
     */
    news: PagesCategory[];
  };
  /**
   * @maxItems 500
   */
  articles: PagesArticle[];
  about: {
    title: {
      tw: string;
      en: string;
    };
    body: {
      tw: string;
      en: string;
    };
  };
  /**
   * @maxItems 30
   */
  help: HelpSection[];
}
/**
 * The console's save of the pages document (PUT consolePages), the shape of console-content.json saveBody under the key `pages`
 *
 * This interface was referenced by `SitePages`'s JSON-Schema
 * via the `definition` "pagesSaveBody".
 */
export interface PagesSaveBody {
  /**
   * The whole pages document; checked by the service so every error is reported with its JSON pointer
   */
  pages: {
    [k: string]: unknown | undefined;
  };
  /**
   * The version the operator edited; a newer current version refuses the save (409 PAGES_CONFLICT)
   */
  baseVersion?: number;
  note?: string;
}
/**
 * This interface was referenced by `SitePages`'s JSON-Schema
 * via the `definition` "articleCard".
 */
export interface ArticleCard {
  id: string;
  kind: ArticleKind;
  category: string;
  categoryName: string;
  title: string;
  summary: string;
  cover: string | null;
  /**
   * ISO time
   */
  publishedAt: string;
}
/**
 * This interface was referenced by `SitePages`'s JSON-Schema
 * via the `definition` "articleListQuery".
 */
export interface ArticleListQuery {
  kind: ArticleKind;
  category?: string;
  pageNo?: number;
  pageSize?: number;
}
/**
 * This interface was referenced by `SitePages`'s JSON-Schema
 * via the `definition` "articleList".
 */
export interface ArticleList {
  list: ArticleCard[];
  total: number;
  pageNo: number;
  pageSize: number;
  categories: {
    code: string;
    name: string;
  }[];
}
/**
 * This interface was referenced by `SitePages`'s JSON-Schema
 * via the `definition` "articleQuery".
 */
export interface ArticleQuery {
  kind: ArticleKind;
}
/**
 * previous is the next older article of the same kind, next the next newer
 *
 * This interface was referenced by `SitePages`'s JSON-Schema
 * via the `definition` "articleDetails".
 */
export interface ArticleDetails {
  article: ArticleCard;
  /**
   * Sanitised HTML in the request language
   */
  body: string;
  previous: ArticleCard | null;
  next: ArticleCard | null;
}
/**
 * This interface was referenced by `SitePages`'s JSON-Schema
 * via the `definition` "aboutPage".
 */
export interface AboutPage {
  title: string;
  /**
   * Sanitised HTML
   */
  body: string;
}
/**
 * This interface was referenced by `SitePages`'s JSON-Schema
 * via the `definition` "helpContent".
 */
export interface HelpContent {
  sections: {
    id: string;
    title: string;
    articles: {
      id: string;
      anchor: string | null;
      title: string;
      /**
       * Sanitised HTML
       */
      body: string;
    }[];
  }[];
}
/**
 * This interface was referenced by `SitePages`'s JSON-Schema
 * via the `definition` "helpQuery".
 */
export interface HelpQuery {
  /**
   * Search words: articles whose title or text contains every word (case-insensitive)
   */
  q?: string;
}
/**
 * This interface was referenced by `SitePages`'s JSON-Schema
 * via the `definition` "downloadApp".
 */
export interface DownloadApp {
  platform: 'ios' | 'android' | 'lite';
  url: string | null;
  version: string | null;
  size: string | null;
  updatedAt: string | null;
}
/**
 * This interface was referenced by `SitePages`'s JSON-Schema
 * via the `definition` "downloadInfo".
 */
export interface DownloadInfo {
  apps: DownloadApp[];
}
/**
 * Once per open socket, right after it is accepted (the browser catches up).
 */
export interface ReadySocketEvent {
  type: 'ready';
  payload: EmptyPayload;
}
/**
 * No payload (`{}`).
 */
export interface EmptyPayload {}
/**
 * The answer to the client's `{ type: 'ping' }`.
 */
export interface PongSocketEvent {
  type: 'pong';
  payload: EmptyPayload;
}
/**
 * Member: the main wallet changed (after the ledger commit).
 */
export interface BalanceSocketEvent {
  type: 'balance';
  payload: BalancePayload;
}
/**
 * The member's new main wallet balance after a ledger commit (docs/api/member-center.md "Live socket").
 */
export interface BalancePayload {
  /**
   * Decimal string (house style: money is never a float).
   */
  balance: string;
  currency: string;
}
/**
 * Member: a platform message arrived.
 */
export interface UnreadSocketEvent {
  type: 'unread';
  payload: UnreadPayload;
}
/**
 * The member's unread platform messages.
 */
export interface UnreadPayload {
  count: number;
}
/**
 * Member: the reward center's and missions' badge counts (docs/rewards.md "Reward center").
 */
export interface RewardsSocketEvent {
  type: 'rewards';
  payload: RewardsPayload;
}
/**
 * Payload of the site socket's `rewards` event
 */
export interface RewardsPayload {
  rewardCount: number;
  missionCount: number;
}
/**
 * Member: the points balance changed.
 */
export interface PointsSocketEvent {
  type: 'points';
  payload: PointsPayload;
}
/**
 * The member's new points balance (docs/promotions.md "Points (PTSYS3)").
 */
export interface PointsPayload {
  /**
   * Decimal string with two decimals (engine/promotions.ts pointsText).
   */
  points: string;
}
/**
 * Member: a responsible-gaming break started.
 */
export interface RgSocketEvent {
  type: 'rg';
  payload: RgPayload;
}
/**
 * A time-out, self-exclusion or closure started (docs/responsible-gaming.md): every page of the member logs out.
 */
export interface RgPayload {
  action: 'loggedOut';
  kind: RgExclusionKind;
  /**
   * When the break ends (ISO); null: no end.
   */
  until: string | null;
}
/**
 * Member: an agent contract changed.
 */
export interface ContractSocketEvent {
  type: 'contract';
  payload: ContractPayload;
}
/**
 * A contract changed (docs/contracts.md "Lifecycle"), sent to the other party (an operator's change to both).
 */
export interface ContractPayload {
  id: number;
  kind: ContractKind;
  state: ContractState;
}
/**
 * Member: a deposit order changed state.
 */
export interface DepositSocketEvent {
  type: 'deposit';
  payload: DepositPayload;
}
/**
 * A deposit order of the member changed state.
 */
export interface DepositPayload {
  id: number;
  orderNo: string;
  status: 'pending' | 'success' | 'failed' | 'rejected';
}
/**
 * Member: a withdrawal changed state.
 */
export interface WithdrawSocketEvent {
  type: 'withdraw';
  payload: WithdrawPayload;
}
/**
 * A withdrawal of the member changed state.
 */
export interface WithdrawPayload {
  id: number;
  orderNo: string;
  status: 'applied' | 'approved' | 'rejected' | 'paid' | 'cancelled';
}
/**
 * Every socket of the merchant: a new site configuration version.
 */
export interface ConfigSocketEvent {
  type: 'config';
  payload: ConfigPayload;
}
/**
 * Published after an operator's save (README "Operator console"): the new version, the sections the save changed, and the new system status and permission without the visitor's own part (ip, location), which each browser keeps from its own answers. `status` and `permission` may be absent (an older server): the browser then fetches them.
 */
export interface ConfigPayload {
  version: number;
  changed: LiveConfigSection[];
  status?: LiveSystemStatus;
  permission?: LivePermission;
  /**
   * The new game menu in each language, present when `gameCategories` changed.
   */
  gameMenus?: {
    TW?: GameMenuSchema;
    EN?: GameMenuSchema;
  };
}
/**
 * The system status without the visitor's own `ip`.
 */
export interface LiveSystemStatus {
  status: 0 | 1 | 2;
  maintenance: boolean;
  maintenanceEnd: string | null;
  regionRestriction: boolean;
}
/**
 * The permission without the visitor's own `location`.
 */
export interface LivePermission {
  merchantCode: MerchantCode;
  merchantName: MerchantName;
  currency: Currency;
  currencySymbol: CurrencySymbol;
  mainDomain: MainDomain;
  domainRoute: DomainRoute;
  customerService: CustomerService;
  resources: Resources;
  analytics: Analytics;
  imageCDNs: ImageCDNs;
  launchGameCDNs: LaunchGameCDNs;
  availablePromo: AvailablePromo;
  merchantWallet: MerchantWallet;
  socialLogin: SocialLogin;
  whitelabel: WhitelabelTreeSchema;
  register: RegistrationRulesSchema;
  maintenance: boolean;
  regionRestriction: boolean;
}
/**
 * Every socket of the merchant: a new content version.
 */
export interface ContentSocketEvent {
  type: 'content';
  payload: ContentPayload;
}
/**
 * The merchant's new content version (announcements and banners).
 */
export interface ContentPayload {
  version: number;
}
/**
 * Every socket of the merchant: a new site pages version.
 */
export interface PagesSocketEvent {
  type: 'pages';
  payload: PagesPayload;
}
/**
 * The merchant's new site pages version (docs/site-pages.md).
 */
export interface PagesPayload {
  version: number;
}
/**
 * Chat sockets only (?chat=, ?operator=): a live chat change.
 */
export interface ChatSocketEvent {
  type: 'chat';
  payload: ChatPayload;
}
/**
 * A live chat change (docs/livechat.md "Live updates").
 */
export interface ChatPayload {
  conversationId: number;
  /**
   * message: a new message; opened: a new or re-launched conversation; closed: an operator closed it; revoked: its token was replaced.
   */
  kind: 'message' | 'opened' | 'closed' | 'revoked';
  message?: ChatMessage;
}
/**
 * Back-office sockets only (?operator=, the console; carried with the chat events): a payments desk change of the operator's merchant.
 */
export interface PaymentsSocketEvent {
  type: 'payments';
  payload: PaymentsPayload;
}
/**
 * The console's payments desk (schemas/api/operator-payments.json): a deposit or withdrawal of the merchant was created or changed state, or a second approval was asked for.
 */
export interface PaymentsPayload {
  kind: 'deposit' | 'withdrawal';
  id: number;
  orderNo: string;
  /**
   * The order's state after the change (deposit or withdrawal status).
   */
  status: string;
  /**
   * created: a new order; state: its state moved; approval: a second approval was asked for or decided; confirmed: the member confirmed a paid withdrawal.
   */
  change: 'created' | 'state' | 'approval' | 'confirmed';
}
/**
 * GET game vendors (spec section 7): value.data.lanes, one lane per category the merchant offers (by the vendors' own gameType), with the vendor cards and gameClassify (the vendor codes).
 */
export interface VendorLanes {
  data: {
    lanes: Lane[];
  };
}
/**
 * This interface was referenced by `VendorLanes`'s JSON-Schema
 * via the `definition` "lane".
 */
export interface Lane {
  title: GameCategory;
  cards: {
    vassalage: string;
    gameType: GameCategory;
    displayName: string;
    lagerIcon: string;
    isGame: 'LOBBY' | 'GAME' | 'VASSALAGE';
  }[];
  gameClassify: string[];
}
/**
 * Member wallet calls (docs/api/member-center.md): balance, merchant wallet, vendor wallets, transfers, upline transfer, account record, messages; and the error envelope of every money call.
 */
export interface Wallet {
  [k: string]: unknown | undefined;
}
/**
 * As api/error.json; value may also carry the allowed range (min, max) or the payment-password attempts left.
 *
 * This interface was referenced by `Wallet`'s JSON-Schema
 * via the `definition` "error".
 */
export interface Error2 {
  success: false;
  code: string;
  message: string;
  value: {
    field?: string;
    in?: 'querystring' | 'body' | 'params' | 'headers';
    /**
     * Decimal string in the merchant currency
     */
    min?: string;
    /**
     * Decimal string in the merchant currency
     */
    max?: string;
    remainingAttempts?: number;
  } | null;
}
/**
 * This interface was referenced by `Wallet`'s JSON-Schema
 * via the `definition` "balance".
 */
export interface Balance {
  /**
   * Decimal string in the merchant currency
   */
  balance: string;
  currency: string;
  /**
   * Sent by GET balance; absent from the site socket's balance event, where the browser keeps the symbol it has
   */
  currencySymbol?: string;
}
/**
 * This interface was referenced by `Wallet`'s JSON-Schema
 * via the `definition` "unread".
 */
export interface Unread {
  count: number;
}
/**
 * This interface was referenced by `Wallet`'s JSON-Schema
 * via the `definition` "messages".
 */
export interface Messages {
  list: {
    id: number;
    category: MessageCategory;
    title: string;
    content: string;
    read: boolean;
    createdAt: string;
  }[];
  total: number;
  pageNo: number;
  pageSize: number;
}
/**
 * Query of GET /api/member/messages: a page of the member's messages, newest first; with `category` only that category's (docs/rewards.md "Platform messages")
 *
 * This interface was referenced by `Wallet`'s JSON-Schema
 * via the `definition` "messagesQuery".
 */
export interface MessagesQuery {
  /**
   * TW (default) or EN; without it, Accept-Language decides
   */
  language?: 'TW' | 'EN';
  pageNo?: number;
  pageSize?: number;
  category?: MessageCategory;
}
/**
 * This interface was referenced by `Wallet`'s JSON-Schema
 * via the `definition` "readBody".
 */
export interface ReadBody {
  /**
   * @maxItems 200
   */
  ids?: number[];
}
/**
 * This interface was referenced by `Wallet`'s JSON-Schema
 * via the `definition` "merchantWallet".
 */
export interface MerchantWallet1 {
  isSingle: boolean;
}
/**
 * This interface was referenced by `Wallet`'s JSON-Schema
 * via the `definition` "vendorWallets".
 */
export interface VendorWallets {
  isSingle: boolean;
  /**
   * Decimal string in the merchant currency
   */
  main: string;
  currency: string;
  wallets: {
    vendorCode: string;
    name: string;
    /**
     * Decimal string in the merchant currency
     */
    balance: string;
  }[];
}
/**
 * This interface was referenced by `Wallet`'s JSON-Schema
 * via the `definition` "transferBody".
 */
export interface TransferBody {
  from: string;
  to: string;
  /**
   * Decimal string, e.g. "100.50" (checked by the server: AMOUNT_INVALID)
   */
  amount: string;
  /**
   * Optional idempotency id: a repeat moves nothing again
   */
  requestId?: string;
}
/**
 * This interface was referenced by `Wallet`'s JSON-Schema
 * via the `definition` "transferValue".
 */
export interface TransferValue {
  /**
   * Decimal string in the merchant currency
   */
  main: string;
  vendorCode: string;
  /**
   * Decimal string in the merchant currency
   */
  vendorBalance: string;
}
/**
 * This interface was referenced by `Wallet`'s JSON-Schema
 * via the `definition` "recallValue".
 */
export interface RecallValue {
  /**
   * Decimal string in the merchant currency
   */
  main: string;
  /**
   * Decimal string in the merchant currency
   */
  recalled: string;
}
/**
 * This interface was referenced by `Wallet`'s JSON-Schema
 * via the `definition` "uplineInfo".
 */
export interface UplineInfo {
  upline: string | null;
  /**
   * Decimal string in the merchant currency
   */
  min: string;
  /**
   * Decimal string in the merchant currency
   */
  max: string;
  /**
   * Decimal string in the merchant currency
   */
  balance: string;
  hasPaymentPassword: boolean;
}
/**
 * This interface was referenced by `Wallet`'s JSON-Schema
 * via the `definition` "uplineBody".
 */
export interface UplineBody {
  /**
   * Decimal string, e.g. "100.50" (checked by the server: AMOUNT_INVALID)
   */
  amount: string;
  paymentPassword: string;
  /**
   * Optional idempotency id: a repeat moves nothing again
   */
  requestId?: string;
}
/**
 * This interface was referenced by `Wallet`'s JSON-Schema
 * via the `definition` "uplineValue".
 */
export interface UplineValue {
  /**
   * Decimal string in the merchant currency
   */
  balance: string;
  upline: string;
}
/**
 * This interface was referenced by `Wallet`'s JSON-Schema
 * via the `definition` "transactions".
 */
export interface Transactions {
  list: {
    id: number;
    time: string;
    type: 'deposit' | 'withdraw' | 'transfer' | 'upline' | 'bet' | 'payout' | 'bonus' | 'commission' | 'adjustment';
    reason: string;
    /**
     * Decimal string in the merchant currency
     */
    amount: string;
    /**
     * Decimal string in the merchant currency
     */
    balanceAfter: string;
    reference: string | null;
    counterparty: string | null;
  }[];
  total: number;
  pageNo: number;
  pageSize: number;
  totals: {
    /**
     * Decimal string in the merchant currency
     */
    in: string;
    /**
     * Decimal string in the merchant currency
     */
    out: string;
    /**
     * Decimal string in the merchant currency
     */
    net: string;
  };
}
/**
 * GET winner board (spec sections 3 and 7): value.list, biggest wins first; winAmount is a decimal string with two decimals, customerName is masked.
 */
export interface WinnerBoard {
  /**
   * @maxItems 50
   */
  list: {
    customerName: string;
    winAmount: string;
    iconUrl: string;
    gameName: string;
  }[];
}
/**
 * Withdraw settings, applications, history, cancellation, confirmation with proofs (docs/api/member-center.md "Withdraw").
 */
export interface Withdraw {
  [k: string]: unknown | undefined;
}
/**
 * This interface was referenced by `Withdraw`'s JSON-Schema
 * via the `definition` "settings".
 */
export interface Settings {
  /**
   * Decimal string in the merchant currency
   */
  min: string;
  /**
   * Decimal string in the merchant currency
   */
  max: string;
  /**
   * Decimal string in the merchant currency
   */
  dailyMax: string;
  /**
   * Decimal string in the merchant currency
   */
  balance: string;
  currency: string;
  hasPaymentPassword: boolean;
  cards: {
    id: number;
    bankName: string;
    cardNumber: string;
    payeeName: string;
    createdAt: string;
  }[];
  confirmMinutes: number;
}
/**
 * This interface was referenced by `Withdraw`'s JSON-Schema
 * via the `definition` "createBody".
 */
export interface CreateBody1 {
  /**
   * Decimal string, e.g. "100.50" (checked by the server: AMOUNT_INVALID)
   */
  amount: string;
  bankCardId: number;
  paymentPassword: string;
  /**
   * Optional idempotency id: a repeat moves nothing again
   */
  requestId?: string;
}
/**
 * This interface was referenced by `Withdraw`'s JSON-Schema
 * via the `definition` "withdrawal".
 */
export interface Withdrawal1 {
  id: number;
  orderNo: string;
  /**
   * Decimal string in the merchant currency
   */
  amount: string;
  status: 'applied' | 'approved' | 'rejected' | 'paid' | 'cancelled';
  bankCard: null | {
    id: number;
    bankName: string;
    cardNumber: string;
    payeeName: string;
  };
  createdAt: string;
  reviewedAt: string | null;
  paidAt: string | null;
  remark: string | null;
  confirmation: null | {
    result: 'received' | 'notReceived' | 'partlyReceived';
    remainingAmount: string | null;
    proofs: {
      id: number;
      url: string;
    }[];
    confirmedAt: string | null;
    auto: boolean;
  };
  proofs: {
    id: number;
    url: string;
  }[];
  confirmDeadline: string | null;
}
/**
 * This interface was referenced by `Withdraw`'s JSON-Schema
 * via the `definition` "withdrawals".
 */
export interface Withdrawals1 {
  list: {
    id: number;
    orderNo: string;
    /**
     * Decimal string in the merchant currency
     */
    amount: string;
    status: 'applied' | 'approved' | 'rejected' | 'paid' | 'cancelled';
    bankCard: null | {
      id: number;
      bankName: string;
      cardNumber: string;
      payeeName: string;
    };
    createdAt: string;
    reviewedAt: string | null;
    paidAt: string | null;
    remark: string | null;
    confirmation: null | {
      result: 'received' | 'notReceived' | 'partlyReceived';
      remainingAmount: string | null;
      proofs: {
        id: number;
        url: string;
      }[];
      confirmedAt: string | null;
      auto: boolean;
    };
    proofs: {
      id: number;
      url: string;
    }[];
    confirmDeadline: string | null;
  }[];
  total: number;
  pageNo: number;
  pageSize: number;
}
/**
 * This interface was referenced by `Withdraw`'s JSON-Schema
 * via the `definition` "confirmBody".
 */
export interface ConfirmBody1 {
  result: 'received' | 'notReceived' | 'partlyReceived';
  remainingAmount?: string;
}
/**
 * This interface was referenced by `Withdraw`'s JSON-Schema
 * via the `definition` "proofs".
 */
export interface Proofs {
  proofs: {
    id: number;
    url: string;
  }[];
}
