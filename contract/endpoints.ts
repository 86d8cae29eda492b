/**
 * The public API paths: the contract between the front end (src/api) and the reference server
 * (server/routes). Spec section 7 names the calls but not their paths; these are ours.
 * Every answer is an {@link ApiEnvelope} (contract/types.ts).
 */
export const ENDPOINTS = {
  systemStatus: '/api/system/status',
  permission: '/api/site/permission',
  gameMenu: '/api/games/menu',
  gameVendors: '/api/games/vendors',
  gameList: '/api/games/list',
  hotGames: '/api/games/hot',
  winnerBoard: '/api/winners',
  announcements: '/api/announcements',
  notices: '/api/notices',
  customerService: '/api/customer-service',
  resources: '/api/resources',
  contractSettings: '/api/agent/consolidated',
  // Agent center (README "Agent center"; schemas/api/agent.json). Agent token (403 NOT_AGENT otherwise).
  agentProfile: '/api/agent/profile', // GET the header: nickname, affiliate code, reporting zone (GMT label), team size
  agentOverview: '/api/agent/overview', // GET range, from, to
  agentDownlines: '/api/agent/downlines', // GET parentId, username, range, from, to, page, pageSize
  agentCreateDownline: '/api/agent/downlines', // POST {username, password, accountType, nickname}
  agentTeamBets: '/api/agent/team-bets', // GET username, category, vendor, status, from, to, page, pageSize
  agentProfitLoss: '/api/agent/profit-loss', // GET range, from, to
  agentRevenue: '/api/agent/revenue', // GET from, to, page, pageSize
  agentTeamTransactions: '/api/agent/team-transactions', // GET username, kind, from, to, page, pageSize
  agentTransfer: '/api/agent/transfer', // GET info; POST {downlineId, amount, paymentPassword, requestId}
  agentInvitations: '/api/agent/invitations', // GET list; POST {accountType}
  agentInvitation: '/api/agent/invitations/:id', // PATCH {enabled}
  agentAnnouncements: '/api/agent/announcements', // GET page, pageSize
  // Agent contracts (README "Contracts"; docs/contracts.md; schemas/api/contract.json). Token of a real member (agents and, where the merchant allows, members).
  contracts: '/api/contracts', // GET list (kind, role, state, page, pageSize); POST a new contract request (offer) to a direct downline
  contractPreview: '/api/contracts/preview', // POST: the ceiling, the lower-rate warning (contracts the offer would end), the contract it replaces
  contract: '/api/contracts/:id', // GET one contract and its events
  contractProcess: '/api/contracts/:id/process', // POST {action}: accept, reject, withdraw, requestTermination, acceptTermination, rejectTermination
  contractSettlements: '/api/contracts/settlements', // GET (kind, contractId, role, state, from, to, page, pageSize)
  contractSettlementProcess: '/api/contracts/settlements/:id/process', // POST {action}: request, approve, reject (dividend process request)
  operatorContracts: '/api/operator/contracts', // GET list; POST a top agent's contract from the merchant (operator token)
  operatorContractTerminate: '/api/operator/contracts/:id/terminate', // POST (operator token)
  operatorContractPolicy: '/api/operator/contract-policy', // GET, PUT {dividendApproval, carryForward, allowMemberContracts} (operator token)
  operatorSettlements: '/api/operator/contract-settlements', // GET (kind, state, page, pageSize) (operator token)
  operatorSettlementProcess: '/api/operator/contract-settlements/:id/process', // POST {action: approve|reject} (operator token)
  operatorSettlementRerun: '/api/operator/contract-settlements/rerun', // POST {kind, periodKey}: settle a period again, paying nothing twice (operator token)
  // Rewards (README "Rewards"; docs/rewards.md; schemas/api/rewards.json). Token of a real member unless said.
  memberState: '/api/member/state', // GET: the public state (balance, VIP, counts of the badges)
  bonuses: '/api/rewards/bonuses', // GET (state, source, from, to, pageNo, pageSize): bonusDetails
  bonusForfeit: '/api/rewards/bonuses/:id/forfeit', // POST: give up an active bonus (its unplayed amount goes back)
  rewards: '/api/rewards/center', // GET (status claimable|history, source, pageNo, pageSize): rewardCenter
  rewardClaim: '/api/rewards/center/:id/claim', // POST: claim once (a repeat answers the same)
  referral: '/api/rewards/referral', // GET: code, link, rules, totals (404 FEATURE_OFF without availablePromo.REFERRAL)
  referralFriends: '/api/rewards/referral/friends', // GET (state, pageNo, pageSize)
  missions: '/api/rewards/missions', // GET: mission summary (spec section 7)
  leaderboard: '/api/rewards/leaderboard', // GET (board, period): mission leaderboard (spec section 7)
  rebate: '/api/rewards/rebate', // GET: manual rebate accrued since the last claim (MANPLAYREB3)
  rebateClaim: '/api/rewards/rebate/claim', // POST {requestId}
  rebateClaims: '/api/rewards/rebate/claims', // GET (pageNo, pageSize)
  vip: '/api/rewards/vip', // GET: the level table and the member's progress
  memberMessagesDelete: '/api/member/messages/delete', // POST {ids}
  operatorRewardSettings: '/api/operator/rewards/settings', // GET, PUT {baseVersion, settings} (operator token)
  operatorBonuses: '/api/operator/rewards/bonuses', // GET (username, state, source, pageNo, pageSize) (operator token)
  operatorBroadcasts: '/api/operator/messages', // GET history; POST a broadcast (operator token)
  // Promotions and the points mall (docs/promotions.md; schemas/api/promotions.json). Member calls need a real member's token unless said.
  promotions: '/api/promotions', // GET (category, pageNo, pageSize): the catalogue; no token: a visitor's states
  promotionDetails: '/api/promotions/:id', // GET: details with the sanitised terms and the raffle; no token: a visitor's state
  promotionActivities: '/api/promotions/activities', // GET (status active|history, pageNo, pageSize): the activity center
  promotionJoin: '/api/promotions/:id/join', // POST: join now (signUp and raffle kinds)
  promotionApply: '/api/promotions/:id/apply', // POST multipart (remark, files <= 3 png/jpg <= 5 MB): application successful
  promotionImage: '/api/promotions/images/:id', // GET: an application image (its member, or an operator token)
  promotionClaim: '/api/promotions/:id/claim', // POST: claim an issued reward (a repeat answers the same)
  raffleClaim: '/api/promotions/:id/raffle/claim', // POST: raffle promotion claim (spec section 7): the prize won
  raffleVerify: '/api/promotions/:id/raffle/verify', // GET: the draw recomputed from the revealed seed (public)
  pointsBalance: '/api/points/balance', // GET: points balance (PTSYS3; 404 FEATURE_OFF otherwise, like every points call)
  pointsConfig: '/api/points/config', // GET: rates, ratio, exchange types
  pointsRewards: '/api/points/rewards', // GET (exchangeType, pageNo, pageSize): the items
  pointsRedeem: '/api/points/redeem', // POST (enc) {itemId, quantity, paymentPassword, requestId, delivery?}
  pointsConvert: '/api/points/convert', // POST (enc) {points, paymentPassword, requestId}: points to cash at the ratio
  pointsRedemptions: '/api/points/redemptions', // GET (status, pageNo, pageSize): redeem history
  pointsRecords: '/api/points/records', // GET (type, from, to, pageNo, pageSize): member transaction detail (points details)
  operatorPromotions: '/api/operator/promotions', // GET (status, pageNo, pageSize); POST {baseVersion: 0, body} creates a draft (operator token)
  operatorPromotion: '/api/operator/promotions/:id', // GET; PUT {baseVersion, body} (operator token)
  operatorPromotionPublish: '/api/operator/promotions/:id/publish', // POST (operator token)
  operatorPromotionEnd: '/api/operator/promotions/:id/end', // POST (operator token)
  operatorPromotionSettings: '/api/operator/promotion-settings', // GET; PUT {baseVersion, categories} (operator token)
  operatorApplications: '/api/operator/promotion-applications', // GET (promotionId, state, pageNo, pageSize) (operator token)
  operatorApplicationApprove: '/api/operator/promotion-applications/:id/approve', // POST {amount?} (operator token)
  operatorApplicationReject: '/api/operator/promotion-applications/:id/reject', // POST {reason} (operator token)
  operatorApplicationImage: '/api/operator/promotion-applications/images/:id', // GET: an application image (operator token)
  operatorPointsSettings: '/api/operator/points/settings', // GET; PUT {baseVersion, settings} (operator token)
  operatorPointsItems: '/api/operator/points/items', // GET (pageNo, pageSize); POST {baseVersion: 0, body} (operator token)
  operatorPointsItem: '/api/operator/points/items/:id', // PUT {baseVersion, body} (operator token)
  operatorPointsStock: '/api/operator/points/items/:id/stock', // POST {delta} (operator token)
  operatorPointsRedemptions: '/api/operator/points/redemptions', // GET (status, username, pageNo, pageSize) (operator token)
  operatorRedemptionApprove: '/api/operator/points/redemptions/:id/approve', // POST (operator token)
  operatorRedemptionReject: '/api/operator/points/redemptions/:id/reject', // POST {reason}: the points go back, the stock too (operator token)
  // Site pages (docs/site-pages.md; schemas/api/site-pages.json). Public.
  articles: '/api/site/articles', // GET (kind blog|news, category, pageNo, pageSize)
  article: '/api/site/articles/:id', // GET (kind): the article with the previous and next
  aboutPage: '/api/site/about', // GET
  helpContent: '/api/site/help', // GET (q): help center content (spec section 7)
  downloadInfo: '/api/site/download', // GET (token optional): the app download page's apps
  // Responsible gaming (docs/responsible-gaming.md; schemas/api/responsible-gaming.json). Token of a real member unless said.
  rgProfile: '/api/rg', // GET: limits with usage and pending changes, reality check, exclusion
  rgLimit: '/api/rg/limits', // PUT {kind, period, amount|null, timeZone}: a decrease at once, a raise or removal after 24 hours
  rgRealityCheck: '/api/rg/reality-check', // PUT {minutes}
  rgTimeout: '/api/rg/timeout', // POST {duration, password}: logs the member out everywhere
  rgSelfExclusion: '/api/rg/self-exclusion', // POST {duration, password}
  rgClosure: '/api/rg/closure', // POST {password, reason?}
  rgSession: '/api/rg/session', // GET: the session's time and net result (reality check)
  rgEvents: '/api/rg/events', // GET (pageNo, pageSize): the audit trail of the member's changes
  operatorRg: '/api/operator/rg', // GET (username): a member's responsible gaming, read-only (operator token)
  operatorReport: '/api/operator/reports', // GET (from, to): the merchant's business report per day, vendor and category (operator token, reports.view)
  // Live chat (docs/livechat.md; schemas/api/livechat.json; spec section 7). Models and launch work for visitors too.
  chatModels: '/api/livechat/models', // GET: model list
  chatLaunch: '/api/livechat/launch', // GET (modelId): {chatUrl}
  chatConversation: '/api/livechat/conversation', // GET: the house chat of the chat token (header x-chat-token)
  chatSend: '/api/livechat/conversation/messages', // POST {body} (header x-chat-token)
  operatorChatSettings: '/api/operator/livechat/settings', // GET; PUT {baseVersion, settings} (operator token)
  operatorChats: '/api/operator/livechat/conversations', // GET (status, pageNo, pageSize) (operator token)
  operatorChat: '/api/operator/livechat/conversations/:id', // GET with messages (operator token)
  operatorChatReply: '/api/operator/livechat/conversations/:id/messages', // POST {body} (operator token)
  operatorChatClose: '/api/operator/livechat/conversations/:id/close', // POST (operator token)
  // Lottery (docs/lottery.md; schemas/api/lottery.json; spec sections 2, 3 and 7). Public: results are public information.
  lotteryLobby: '/api/lottery/lobby', // GET (prizeMode?): lotto lobby, games grouped by prize mode with next draw and latest result
  lotteryGames: '/api/lottery/games', // GET (prizeMode): lottery games by prize mode
  lotteryResults: '/api/lottery/results', // GET (gameCode, date?, pageNo, pageSize): recent results
  lotteryDraw: '/api/lottery/draws/:gameCode/:drawId', // GET: one draw's sheet, seeds and bet types
  lotteryOpened: '/api/lottery/opened', // GET: opened numbers, the latest result of every game
  vnMenus: '/api/lottery/vn/menus', // GET (prizeMode, device WEB): Vietnam menus
  vnNumbers: '/api/lottery/vn/numbers', // GET (date?, region?): Vietnam numbers, the regional result sheets
  languageNotify: '/api/i18n/language',
  footerBadges: '/media/badges/index.json',
  // Accounts and sign-in (README "Sign-in extras"). (enc) = body encrypted with src/api/secure.ts.
  securityKey: '/api/security/key',
  captcha: '/api/auth/captcha',
  captchaRequired: '/api/auth/captcha/required', // GET: whether this IP's next login must carry the captcha
  login: '/api/auth/login', // POST (enc): username or sms login
  loginCode: '/api/auth/login/code', // POST: SMS code for sms login
  loginIpVerificationCode: '/api/auth/login/ip-verification/code', // POST: send the new-IP code
  loginIpVerification: '/api/auth/login/ip-verification', // POST: check it and log in
  freePlay: '/api/auth/free-play', // POST (enc): trial account
  logout: '/api/auth/logout', // DELETE (token)
  memberInfo: '/api/member/info', // GET (token)
  changePassword: '/api/member/password', // POST (token, enc)
  affiliateCheck: '/api/auth/affiliate/check', // GET code, domain
  usernameCheck: '/api/auth/username/check', // GET username
  register: '/api/auth/register', // PUT (enc)
  registerMobile: '/api/auth/register/mobile', // PUT (enc)
  registerCode: '/api/auth/register/code', // POST: registration SMS code
  forgotByEmail: '/api/auth/password/forgot/email', // POST form-encoded username, email
  forgotCode: '/api/auth/password/forgot/code', // POST: SMS code for set password by phone
  setPasswordByPhone: '/api/auth/password/phone', // POST (enc)
  humanCheck: '/api/auth/human-check', // GET: an ALTCHA challenge for the login's human check
  feedback: '/api/feedback', // PUT {content, sender, type, captcha}
  socialLogin: '/api/auth/social/:provider', // GET: the provider's sign-in URL (google, facebook)
  socialCallback: '/api/auth/social/:provider/callback', // GET: the provider sends the browser here (redirects to the site)
  socialComplete: '/api/auth/social/complete', // POST: the callback's one-time ticket (cookie) for the login answer
  // Member center and money (README "Money"; docs/api/member-center.md).
  walletBalance: '/api/wallet/balance', // GET (token)
  unreadCount: '/api/member/messages/unread-count', // GET (token)
  memberMessages: '/api/member/messages', // GET (token)
  memberMessagesRead: '/api/member/messages/read', // POST (token)
  merchantWallet: '/api/wallet/merchant', // GET (token): isSingle
  vendorWallets: '/api/wallet/vendors', // GET (token)
  walletTransfer: '/api/wallet/transfer', // POST (token): main <-> vendor
  walletRecall: '/api/wallet/recall', // POST (token): every vendor wallet back to main
  transferUpline: '/api/wallet/transfer-upline', // GET info, POST transfer (token)
  transactionHistory: '/api/wallet/transactions', // GET (token): account record
  accountProfile: '/api/account/profile', // GET (token)
  paymentPassword: '/api/account/payment-password', // POST (token): set or change
  bindMobileCode: '/api/account/mobile/code', // POST (token)
  bindMobile: '/api/account/mobile', // POST (token)
  bindEmailCode: '/api/account/email/code', // POST (token)
  bindEmail: '/api/account/email', // POST (token)
  bankCards: '/api/account/bank-cards', // GET, POST; DELETE /:id (token)
  depositChannels: '/api/deposit/channels', // GET (token)
  depositOrders: '/api/deposit/orders', // GET, POST; GET /:id (token)
  withdrawSettings: '/api/withdraw/settings', // GET (token)
  withdrawOrders: '/api/withdraw/orders', // GET, POST; GET /:id, POST /:id/cancel, /:id/proofs (multipart), /:id/confirm (token)
  withdrawProofs: '/api/withdraw/proofs', // GET /:id (token): a proof image
  socket: '/api/ws', // WebSocket, ?token=
  paymentCallbackDemo: '/api/payment/callback/demo', // POST from the demo gateway (HMAC signed)
  operatorLogin: '/api/operator/login', // POST {username, password}: a challenge, step code or enrol (README "Staff and roles")
  operatorLoginCode: '/api/operator/login/code', // POST {challenge, code}: the TOTP step, answers the session token
  operatorStaff: '/api/operator/staff', // GET list; POST {username, name, roleId, password} (staff.manage)
  operatorStaffState: '/api/operator/staff/:id/state', // POST {active} (staff.manage)
  operatorStaffPassword: '/api/operator/staff/:id/password', // POST {password}: reset, new password due at next sign-in (staff.manage)
  operatorStaffRole: '/api/operator/staff/:id/role', // POST {roleId} (staff.manage)
  operatorStaffSessions: '/api/operator/staff/:id/sessions', // GET active sessions (staff.manage)
  operatorSessionRevoke: '/api/operator/sessions/:id/revoke', // POST: own session, or anyone's with staff.manage
  operatorRoles: '/api/operator/roles', // GET list; POST {name, permissions} (staff.manage)
  operatorRole: '/api/operator/roles/:id', // PUT {name?, permissions}; DELETE an unused custom role (staff.manage)
  operatorAccount: '/api/operator/account', // GET own account and sessions (signed in)
  operatorAccountPassword: '/api/operator/account/password', // POST {current, password} (signed in)
  operatorAuditFacets: '/api/operator/audit/facets', // GET staff and actions to filter by (audit.view)
  operatorMe: '/api/operator/me', // GET: the signed-in staff member, their role and permissions (operator token)
  operatorDeposits: '/api/operator/deposits', // GET; POST /:id/approve, /:id/reject (operator token)
  operatorWithdrawals: '/api/operator/withdrawals', // GET; POST /:id/approve, /:id/reject, /:id/paid (operator token)
  operatorAudit: '/api/operator/audit', // GET ?targetType=&operatorId=&action=&from=&to= (paged; audit.view)
  operatorPaymentsQueue: '/api/operator/payments/:kind', // GET deposits|withdrawals (state, channel, minAmount, maxAmount, from, to, q, sort, pageNo, pageSize) with counts per state (operator token)
  operatorPaymentsOrder: '/api/operator/payments/:kind/:id', // GET an order's detail: member, timeline, risk signals; POST /approve {note?}, /reject {reason, note?}, /paid {note?} (operator token)
  operatorPaymentsSettings: '/api/operator/payments-settings', // GET; PUT {withdrawalApprovalThreshold} (operator token)
  operatorMembers: '/api/operator/members', // GET ?username= (paged); POST /:id/make-agent {type}, /:id/move {uplineId} (operator token; README "Agents")
  operatorPlayers: '/api/operator/players', // GET ?by=&q= (paged); GET /:id; GET /:id/{ledger,bets,bonuses,deposits,withdrawals,logins}; POST /:id/{lock,unlock,force-password-change,close-sessions,notes,adjustments} (operator token; README "Operator console")
  operatorAdjustments: '/api/operator/adjustments', // GET ?state= (paged); POST /:id/approve, /:id/reject {note}: maker-checker balance adjustments (operator token)
  // Playing (README "Playing"; docs/vendor-protocol.md).
  gameLaunch: '/api/games/launch', // GET (token unless mode trial): gameId or nodeId or vassalage, language, mode real|trial
  favouriteIds: '/api/games/favourites/ids', // GET (token)
  favourites: '/api/games/favourites', // GET list (token); POST add {nodeId}; DELETE remove {nodeId}
  recentGames: '/api/games/recent', // GET (token): page, pageSize
  bettingRecord: '/api/records/bets', // GET (token): personalHistoryCopy
  profitReport: '/api/records/profit', // GET (token): personalProfit
  vendorApi: '/api/vendor/v1', // POST /balance, /debit, /credit, /rollback, /draw (vendor-signed; /draw is the lottery draw feed, docs/lottery.md)
  // Operators switch features live (README "Operator console").
  consoleConfig: '/api/console/config', // GET current version, PUT save a new one (operator token)
  consoleVersions: '/api/console/versions', // GET history; GET /:version; POST /:version/rollback (operator token)
  configVersion: '/api/config/version', // GET: the merchant's live configuration version (public; socket catch-up)
  authenticator: '/api/account/authenticator', // GET status; POST /setup; POST /confirm; POST /unbind (token): Google code binding
  consoleContent: '/api/console/content', // GET current announcements and banners, PUT save a new version (operator token)
  consoleContentVersions: '/api/console/content/versions', // GET history; GET /:version; POST /:version/rollback (operator token)
  consoleContentUploads: '/api/console/content/uploads', // POST a banner image, multipart field file (operator token)
  consolePages: '/api/console/pages', // GET the site pages document, PUT save a new version (operator token; docs/site-pages.md)
  consolePagesVersions: '/api/console/pages/versions', // GET history; GET /:version; POST /:version/rollback (operator token)
} as const;

export type EndpointName = keyof typeof ENDPOINTS;
