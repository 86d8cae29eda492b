/**
 * Seeded merchant content: home banners (group w_home), video banners (group
 * w_promotion, YouTube watch?v= and youtu.be links plus one non-YouTube link that the front end
 * must refuse), popup and player announcements with HTML content for audiences A, B and F, and
 * notices. Deterministic: dates count back from a fixed day.
 */
type Bi = { en: string; tw: string };

export interface BannerSeed {
  groupName: 'w_home' | 'w_promotion';
  title: Bi;
  subtitle: Bi;
  linkage: string;
  linkageType: 'NONE' | 'URL' | 'ROUTE' | 'VIDEO';
}

export interface AnnouncementSeed {
  kind: 'PL' | 'PU';
  execution: 'A' | 'B' | 'F';
  title: Bi;
  content: Bi;
  publishedAt: Date;
}

export interface NoticeSeed {
  title: Bi;
  content: Bi;
  publishedAt: Date;
}

/** The day seeded dates count back from. */
export const SEED_DAY = Date.UTC(2026, 10, 1, 10, 0, 0);
const daysAgo = (d: number, h = 0) => new Date(SEED_DAY - d * 86_400_000 - h * 3_600_000);

export const BANNER_SEEDS: readonly BannerSeed[] = [
  {
    groupName: 'w_home',
    title: { en: '100% Welcome Bonus', tw: '首存100%紅利' },
    subtitle: { en: 'Double your first deposit up to ¥8,888', tw: '首筆存款加倍送，最高¥8,888' },
    linkage: '/promotions',
    linkageType: 'ROUTE',
  },
  {
    groupName: 'w_home',
    title: { en: 'Live Casino Week', tw: '真人娛樂週' },
    subtitle: { en: 'Baccarat, roulette and more with real dealers', tw: '百家樂、輪盤，真人荷官即時開局' },
    linkage: '/live',
    linkageType: 'ROUTE',
  },
  {
    groupName: 'w_home',
    title: { en: 'Slots Tournament', tw: '電子老虎機錦標賽' },
    subtitle: { en: '¥1,000,000 prize pool every month', tw: '每月百萬獎池等你來拿' },
    linkage: '/rng',
    linkageType: 'ROUTE',
  },
  {
    groupName: 'w_home',
    title: { en: 'Football Specials', tw: '足球特別賽事' },
    subtitle: { en: 'Enhanced odds on every big match', tw: '焦點賽事賠率加碼' },
    linkage: '/sports',
    linkageType: 'ROUTE',
  },
  {
    groupName: 'w_home',
    title: { en: 'Invite Friends, Earn Together', tw: '邀請好友 一起賺' },
    subtitle: { en: 'Share your link and get a bonus for every friend', tw: '分享專屬連結，每位好友都有獎勵' },
    linkage: 'https://royal-ace.example/referral',
    linkageType: 'URL',
  },
  {
    groupName: 'w_promotion',
    title: { en: 'Grand Opening Highlights', tw: '盛大開幕精彩回顧' },
    subtitle: { en: 'Watch the show', tw: '立即觀看' },
    linkage: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
    linkageType: 'VIDEO',
  },
  {
    groupName: 'w_promotion',
    title: { en: 'How to Play Baccarat', tw: '百家樂玩法教學' },
    subtitle: { en: 'A two-minute guide', tw: '兩分鐘快速上手' },
    linkage: 'https://youtu.be/YE7VzlLtp-4',
    linkageType: 'VIDEO',
  },
  {
    groupName: 'w_promotion',
    title: { en: 'Jackpot Winners Stories', tw: '彩金得主故事' },
    subtitle: { en: "Meet this month's big winners", tw: '本月大獎得主專訪' },
    linkage: 'https://www.youtube.com/watch?v=ScMzIvxBSi4',
    linkageType: 'VIDEO',
  },
  {
    groupName: 'w_promotion',
    title: { en: 'Behind the Scenes', tw: '幕後花絮' },
    subtitle: { en: 'Hosted on another video site', tw: '其他影片平台' },
    linkage: 'https://vimeo.com/76979871',
    linkageType: 'VIDEO',
  },
];

const popup = (execution: 'A' | 'B' | 'F', title: Bi, content: Bi, d: number): AnnouncementSeed => ({
  kind: 'PU',
  execution,
  title,
  content,
  publishedAt: daysAgo(d, d % 5),
});

/** 15 popup announcements (12 for anonymous visitors, so the 9-per-page paginator shows) and 4 player ones. */
export const ANNOUNCEMENT_SEEDS: readonly AnnouncementSeed[] = [
  popup(
    'B',
    { en: 'Welcome to Royal Ace', tw: '歡迎來到皇家王牌' },
    {
      en: '<p>Welcome! Register today and claim your <strong>100% welcome bonus</strong>.</p><ul><li>Fast deposits</li><li>24/7 live chat</li><li>Hundreds of games</li></ul>',
      tw: '<p>歡迎光臨！立即註冊即可領取<strong>100%首存紅利</strong>。</p><ul><li>極速存款</li><li>24小時線上客服</li><li>數百款遊戲</li></ul>',
    },
    0,
  ),
  popup(
    'B',
    { en: 'Scheduled maintenance on Tuesday', tw: '週二例行維護公告' },
    {
      en: '<p>Sports betting will be unavailable on <b>Tuesday 03:00–05:00</b> for scheduled maintenance. Other games are not affected.</p>',
      tw: '<p>體育投注將於<b>週二 03:00–05:00</b>進行例行維護，其他遊戲不受影響。</p>',
    },
    1,
  ),
  popup(
    'B',
    { en: 'New slots from PG Soft', tw: 'PG電子全新遊戲上線' },
    {
      en: '<p>Ten new slot games are live. Look for the <em>NEW</em> badge in the <a href="/rng">slots lobby</a>.</p>',
      tw: '<p>十款全新電子遊戲已上線，請到<a href="/rng">電子遊戲大廳</a>尋找<em>NEW</em>標籤。</p>',
    },
    2,
  ),
  popup(
    'B',
    { en: 'Responsible gaming', tw: '理性博彩' },
    {
      en: '<p>Play for fun. You must be <strong>18 or older</strong> to register. Set deposit limits in the security center.</p>',
      tw: '<p>理性娛樂，量力而為。須年滿<strong>18歲</strong>方可註冊，可於安全中心設定存款限額。</p>',
    },
    3,
  ),
  popup(
    'B',
    { en: 'Security notice', tw: '安全提示' },
    {
      en: '<p>We never ask for your password.<img src="x" onerror="alert(\'xss\')"> Report suspicious messages to customer service.</p><script>alert("xss")</script>',
      tw: '<p>我們絕不會索取您的密碼。<img src="x" onerror="alert(\'xss\')">如收到可疑訊息請聯絡客服。</p><script>alert("xss")</script>',
    },
    4,
  ),
  popup(
    'B',
    { en: 'Live casino: new baccarat tables', tw: '真人娛樂：新增百家樂桌台' },
    {
      en: '<p>Evolution opens <strong>four new baccarat tables</strong> with squeeze and speed modes.</p>',
      tw: '<p>EVO真人新增<strong>四張百家樂桌台</strong>，支援咪牌與極速模式。</p>',
    },
    5,
  ),
  popup(
    'B',
    { en: 'Deposit channels updated', tw: '存款通道更新' },
    {
      en: '<ol><li>Bank transfer: 1–3 minutes</li><li>E-wallet: instant</li><li>USDT: 1 confirmation</li></ol>',
      tw: '<ol><li>銀行轉帳：1–3分鐘</li><li>電子錢包：即時到帳</li><li>USDT：1個確認</li></ol>',
    },
    6,
  ),
  popup(
    'B',
    { en: 'Fishing festival', tw: '捕魚嘉年華' },
    {
      en: '<p>Catch the golden shark for <strong>double rewards</strong> all weekend.</p>',
      tw: '<p>週末期間捕獲金鯊可獲<strong>雙倍獎勵</strong>。</p>',
    },
    7,
  ),
  popup(
    'B',
    { en: 'Esports season opens', tw: '電競賽季開打' },
    {
      en: '<p>Bet on League of Legends, Dota 2 and CS with IA, TF and IM Esports.</p>',
      tw: '<p>IA、TF、IM電競提供英雄聯盟、Dota 2、CS等賽事投注。</p>',
    },
    8,
  ),
  popup(
    'B',
    { en: 'Download our Android app', tw: '下載Android應用程式' },
    {
      en: '<p>Scan the QR code in the side menu to install the app. <a href="https://royal-ace.example/app" target="_blank" rel="noopener">Install guide</a></p>',
      tw: '<p>掃描側邊選單的QR碼即可安裝。<a href="https://royal-ace.example/app" target="_blank" rel="noopener">安裝教學</a></p>',
    },
    9,
  ),
  popup(
    'B',
    { en: 'Lottery draw times', tw: '彩票開獎時間' },
    {
      en: '<p>Vietnam lottery draws at <b>18:15</b> (north), <b>17:15</b> (central) and <b>16:15</b> (south).</p>',
      tw: '<p>越南彩開獎時間：北部<b>18:15</b>、中部<b>17:15</b>、南部<b>16:15</b>。</p>',
    },
    10,
  ),
  popup(
    'B',
    { en: 'Customer service hours', tw: '客服服務時間' },
    {
      en: '<p>Live chat is open <strong>24 hours a day</strong>. Telegram and WhatsApp answer within 5 minutes.</p>',
      tw: '<p>線上客服<strong>全天24小時</strong>服務，Telegram與WhatsApp五分鐘內回覆。</p>',
    },
    11,
  ),
  popup(
    'A',
    { en: 'Members: weekly rebate credited', tw: '會員每週返水已派發' },
    {
      en: '<p>Your weekly rebate has been credited. Check <strong>bonus details</strong> in the member center.</p>',
      tw: '<p>每週返水已派發，請至會員中心<strong>紅利明細</strong>查看。</p>',
    },
    1,
  ),
  popup(
    'A',
    { en: 'VIP level upgrade', tw: 'VIP等級升級' },
    {
      en: '<p>Reach a new VIP level this month and receive an upgrade bonus.</p>',
      tw: '<p>本月晉升VIP等級即可獲得晉級禮金。</p>',
    },
    3,
  ),
  popup(
    'F',
    { en: 'Welcome, new member!', tw: '新會員您好！' },
    {
      en: '<p>Thanks for joining. Complete your profile in the <strong>security center</strong> to unlock withdrawals.</p>',
      tw: '<p>感謝加入！請至<strong>安全中心</strong>完善資料以開通提款。</p>',
    },
    0,
  ),
  {
    kind: 'PL',
    execution: 'B',
    title: { en: 'Daily check-in rewards', tw: '每日簽到獎勵' },
    content: { en: '<p>Log in every day to collect points.</p>', tw: '<p>每日登入即可累積積分。</p>' },
    publishedAt: daysAgo(2),
  },
  {
    kind: 'PL',
    execution: 'A',
    title: { en: 'Points mall restocked', tw: '積分商城補貨' },
    content: { en: '<p>New gifts in the points mall.</p>', tw: '<p>積分商城上架新禮品。</p>' },
    publishedAt: daysAgo(4),
  },
  {
    kind: 'PL',
    execution: 'B',
    title: { en: 'Referral program', tw: '推薦好友計畫' },
    content: { en: '<p>Invite friends and earn a share of their play.</p>', tw: '<p>邀請好友，共享獎勵。</p>' },
    publishedAt: daysAgo(6),
  },
  {
    kind: 'PL',
    execution: 'F',
    title: { en: 'First deposit guide', tw: '首存教學' },
    content: { en: '<p>Make your first deposit in three steps.</p>', tw: '<p>三步驟完成首存。</p>' },
    publishedAt: daysAgo(8),
  },
];

export const NOTICE_SEEDS: readonly NoticeSeed[] = [
  {
    title: { en: 'Welcome bonus: 100% on your first deposit, up to ¥8,888', tw: '首存100%紅利，最高¥8,888' },
    content: {
      en: 'Deposit today and we double it. Wagering requirement 15x.',
      tw: '今日存款即享雙倍，流水要求15倍。',
    },
    publishedAt: daysAgo(0),
  },
  {
    title: { en: 'Sports maintenance Tuesday 03:00–05:00', tw: '體育週二03:00–05:00維護' },
    content: {
      en: 'Sports betting pauses during maintenance; open bets are kept.',
      tw: '維護期間暫停體育投注，未結算注單保留。',
    },
    publishedAt: daysAgo(1),
  },
  {
    title: { en: 'Slots tournament: ¥1,000,000 monthly prize pool', tw: '電子錦標賽：每月百萬獎池' },
    content: {
      en: 'Every spin on tournament slots earns leaderboard points.',
      tw: '指定電子遊戲每次旋轉皆累積排行積分。',
    },
    publishedAt: daysAgo(2),
  },
  {
    title: { en: 'New e-wallet deposit channel', tw: '新增電子錢包存款通道' },
    content: { en: 'Instant e-wallet deposits are now available.', tw: '現已支援電子錢包即時存款。' },
    publishedAt: daysAgo(3),
  },
  {
    title: { en: 'Beware of phishing sites', tw: '謹防釣魚網站' },
    content: {
      en: 'Always check the address bar. We never ask for your password.',
      tw: '請確認網址列，我們絕不會索取您的密碼。',
    },
    publishedAt: daysAgo(5),
  },
  {
    title: { en: 'Vietnam lottery now live', tw: '越南彩正式上線' },
    content: { en: 'North, central and south draws every day.', tw: '北部、中部、南部每日開獎。' },
    publishedAt: daysAgo(7),
  },
];
