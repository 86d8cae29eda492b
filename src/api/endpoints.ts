/**
 * The public API paths: the contract between the front end (src/api) and the reference server
 * (server/routes). Spec section 7 names the calls but not their paths; these are ours.
 * Every answer is an {@link ApiEnvelope} (see src/engine/types.ts).
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
  languageNotify: '/api/i18n/language',
  footerBadges: '/media/badges/index.json',
  // Accounts and sign-in (issue 3). (enc) = body encrypted with src/api/secure.ts.
  securityKey: '/api/security/key',
  captcha: '/api/auth/captcha',
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
} as const;

export type EndpointName = keyof typeof ENDPOINTS;
