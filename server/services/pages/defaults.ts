/**
 * The default pages of a merchant that never saved its own (docs/site-pages.md "The pages
 * document"): a starter blog (3 categories, 6 posts), news (2 categories, 5 items), about us and a
 * help center of 5 sections (3 to 5 articles each, the terms and conditions under anchor `term`,
 * about us under `about`), in Traditional Chinese and English. Publish times are fixed instants
 * (never "now"), so the defaults are the same document on every read and version 1 stays version 1.
 * The demo seed saves them as version 1 of every demo merchant (server/db/seed/pages.ts).
 */
import type { HelpArticle, HelpSection, PagesArticle, PagesCategory, PagesDocument } from '../../../contract/types.ts';

type Pair = { tw: string; en: string };
const pair = (tw: string, en: string): Pair => ({ tw, en });
const cat = (code: string, tw: string, en: string): PagesCategory => ({ code, name: pair(tw, en) });
/** `<p>` paragraphs, then an optional list. */
const html = (paragraphs: string[], list: string[] = [], heading?: string) =>
  [
    ...(heading ? [`<h3>${heading}</h3>`] : []),
    ...paragraphs.map((p) => `<p>${p}</p>`),
    ...(list.length > 0 ? [`<ul>${list.map((i) => `<li>${i}</li>`).join('')}</ul>`] : []),
  ].join('');

interface ArticleSeed {
  id: string;
  kind: PagesArticle['kind'];
  category: string;
  at: string;
  title: [string, string];
  summary: [string, string];
  body: [string, string];
}

const article = (a: ArticleSeed): PagesArticle => ({
  id: a.id,
  kind: a.kind,
  category: a.category,
  title: pair(...a.title),
  summary: pair(...a.summary),
  body: pair(...a.body),
  cover: null,
  publishedAt: a.at,
  active: true,
});

const BLOG: ArticleSeed[] = [
  {
    id: 'baccarat-basics',
    kind: 'blog',
    category: 'guides',
    at: '2026-08-04T02:00:00.000Z',
    title: ['百家樂新手入門：莊、閒、和一次看懂', 'Baccarat basics: banker, player and tie explained'],
    summary: [
      '從牌點計算到補牌規則，五分鐘掌握百家樂的基本玩法與常見下注選擇。',
      'From counting the cards to the third-card rule: the game and its main bets in five minutes.',
    ],
    body: [
      html(
        [
          '百家樂是真人娛樂場中最受歡迎的遊戲之一。每局由「莊家」與「閒家」各發兩張牌，點數最接近 9 的一方獲勝。',
          '10、J、Q、K 計為 0 點，A 計為 1 點，其餘按牌面計算；總點數超過 10 時只取個位數。',
        ],
        ['押莊勝：賠率 1 賠 0.95（扣除 5% 佣金）', '押閒勝：賠率 1 賠 1', '押和局：賠率 1 賠 8'],
        '基本規則',
      ) + html(['建議新手先以閒家或莊家為主，避開賠率高但機率低的和局，並為每一次遊戲設定預算。']),
      html(
        [
          'Baccarat is one of the most popular live casino games. Each round deals two cards to the Banker and two to the Player; the hand closest to 9 wins.',
          'Tens and picture cards count as 0, an ace as 1, the rest at face value; when a hand passes 10 only the last digit counts.',
        ],
        ['Banker wins: pays 0.95 to 1 (5% commission)', 'Player wins: pays 1 to 1', 'Tie: pays 8 to 1'],
        'The rules',
      ) +
        html([
          'New players do best sticking to Banker or Player bets, leaving the long-shot tie aside, and setting a budget for every session.',
        ]),
    ],
  },
  {
    id: 'slot-volatility',
    kind: 'blog',
    category: 'guides',
    at: '2026-08-21T04:30:00.000Z',
    title: ['電子遊戲的波動度是什麼？', 'What slot volatility means for you'],
    summary: [
      '高波動與低波動的電子遊戲差在哪裡？了解 RTP 與波動度，挑選適合自己節奏的遊戲。',
      'High or low volatility? How RTP and volatility shape a slot, and how to pick one that suits your pace.',
    ],
    body: [
      html(
        ['RTP（返還率）代表長期下注中平均返還給玩家的比例，而波動度描述獎金出現的頻率與大小。'],
        ['低波動：小獎頻繁，適合長時間遊玩', '中波動：兼顧頻率與獎金大小', '高波動：中獎間隔較長，但可能出現大獎'],
      ) + html(['選擇遊戲時，請依照自己的預算與遊戲時間決定，並善用遊戲內的說明頁了解各項特色功能。']),
      html(
        [
          'RTP (return to player) is the share of all stakes a game pays back over the long run; volatility describes how often and how big the wins are.',
        ],
        [
          'Low volatility: frequent small wins, good for long sessions',
          'Medium volatility: a balance of frequency and size',
          'High volatility: longer gaps, bigger possible wins',
        ],
      ) +
        html([
          'Pick a game that fits your budget and the time you want to play, and read its help page to learn its features.',
        ]),
    ],
  },
  {
    id: 'world-football-preview',
    kind: 'blog',
    category: 'sports',
    at: '2026-09-12T10:00:00.000Z',
    title: ['足球投注前必看的五個數據', 'Five numbers to check before a football bet'],
    summary: [
      '近期狀態、主客場表現、進球數據……用數據讓你的體育投注更有依據。',
      'Form, home and away records, goals for and against: the numbers that make a football bet an informed one.',
    ],
    body: [
      html(
        ['體育投注的樂趣在於分析。以下五個數據能幫助你快速判斷比賽走勢：'],
        ['近五場戰績與進失球', '主場與客場的勝率差異', '主力球員傷停狀況', '雙方歷史交鋒紀錄', '賠率的變動方向'],
      ) + html(['請記得：數據只能提高判斷的依據，無法保證結果。理性投注，量力而為。']),
      html(
        ['The fun of sports betting is in the analysis. These five numbers give a quick read of a match:'],
        [
          'Results and goals in the last five games',
          'Home and away win rates',
          'Injuries and suspensions of key players',
          'Head-to-head history',
          'Which way the odds are moving',
        ],
      ) + html(['Remember: numbers inform a bet, they never guarantee it. Bet with your head and within your means.']),
    ],
  },
  {
    id: 'basketball-handicap',
    kind: 'blog',
    category: 'sports',
    at: '2026-10-03T06:15:00.000Z',
    title: ['籃球讓分盤怎麼看？', 'Reading a basketball handicap'],
    summary: [
      '讓分、大小分與獨贏有什麼不同？一篇文章帶你看懂籃球常見玩法。',
      'Handicap, totals and moneyline: the common basketball markets in one read.',
    ],
    body: [
      html(
        ['籃球比賽比分高、節奏快，因此讓分盤是最常見的玩法。讓分代表強隊需要多贏指定分數才算過盤。'],
        ['讓分盤：強隊讓分，需贏超過讓分數', '大小分：預測兩隊總得分高於或低於盤口', '獨贏：只需預測哪一隊獲勝'],
      ),
      html(
        [
          'Basketball is high scoring and fast, which is why the handicap is its most popular market: the favourite must win by more than the handicap for the bet to win.',
        ],
        [
          'Handicap: the favourite gives points and must win by more',
          'Totals: the combined score over or under the line',
          'Moneyline: simply pick the winner',
        ],
      ),
    ],
  },
  {
    id: 'set-a-budget',
    kind: 'blog',
    category: 'play-smart',
    at: '2026-10-20T08:00:00.000Z',
    title: ['聰明娛樂：為自己設定遊戲預算', 'Play smart: set yourself a budget'],
    summary: [
      '娛樂應該是輕鬆的。學會設定預算與時間，讓每一次遊戲都在掌控之中。',
      'Gaming should be fun. A budget and a time limit keep every session under your control.',
    ],
    body: [
      html(
        ['負責任博彩從規劃開始。開始遊戲前，先決定本次願意花費的金額與時間，並確實遵守。'],
        ['只使用閒置資金遊戲', '設定時間提醒，定時休息', '不要追逐損失', '需要時使用帳戶的限額與冷靜期功能'],
      ),
      html(
        [
          'Responsible play starts with a plan. Before you play, decide how much money and time this session gets, and keep to it.',
        ],
        [
          'Only play with money you can spare',
          'Set a time reminder and take breaks',
          'Never chase losses',
          'Use your account’s limits and time-out when you need them',
        ],
      ),
    ],
  },
  {
    id: 'vip-explained',
    kind: 'blog',
    category: 'play-smart',
    at: '2026-11-05T03:00:00.000Z',
    title: ['VIP 等級如何晉升？', 'How VIP levels work'],
    summary: [
      '有效投注累積即可晉升 VIP，享受晉級禮金、每週返水與專屬客服。',
      'Valid bets move you up the VIP levels, with level-up gifts, weekly rebates and a dedicated host.',
    ],
    body: [
      html(
        ['VIP 等級依據有效投注額計算，達到門檻即自動晉升，並可於獎勵中心領取晉級禮金。'],
        ['晉級禮金：每升一級即可領取', '返水比例：等級越高，返水越多', '專屬服務：高等級會員享有專屬客服'],
      ),
      html(
        [
          'VIP levels follow your valid bets: reach a threshold and you move up automatically, with a level-up gift waiting in the reward center.',
        ],
        [
          'Level-up gift: for every new level',
          'Rebate rate: the higher the level, the higher the rebate',
          'Dedicated service: a personal host at the top levels',
        ],
      ),
    ],
  },
];

const NEWS: ArticleSeed[] = [
  {
    id: 'new-live-tables',
    kind: 'news',
    category: 'platform',
    at: '2026-09-01T01:00:00.000Z',
    title: ['真人娛樂場新增 12 張百家樂桌', '12 new baccarat tables in the live casino'],
    summary: [
      '全新高畫質百家樂桌已上線，提供更多限紅選擇與中英文荷官。',
      'New HD baccarat tables are live, with more table limits and Chinese and English dealers.',
    ],
    body: [
      html(['為提供更好的遊戲體驗，真人娛樂場即日起新增 12 張高畫質百家樂桌，並提供多種限紅選擇，歡迎會員體驗。']),
      html([
        'From today the live casino has 12 new HD baccarat tables with a wider choice of table limits. Come and try them.',
      ]),
    ],
  },
  {
    id: 'maintenance-october',
    kind: 'news',
    category: 'notice',
    at: '2026-10-08T02:00:00.000Z',
    title: ['十月系統維護公告', 'October system maintenance'],
    summary: [
      '系統將於 10 月 15 日 03:00 至 05:00 進行例行維護，期間部分遊戲暫停服務。',
      'Routine maintenance on 15 October from 03:00 to 05:00; some games will pause during the window.',
    ],
    body: [
      html(
        ['親愛的會員您好：為提升服務品質，系統將於 10 月 15 日 03:00 至 05:00（GMT+8）進行例行維護。'],
        ['維護期間部分遊戲暫停服務', '存款與提款將順延處理', '維護完成後將自動恢復'],
      ),
      html(
        [
          'Dear members: to keep the service at its best, routine maintenance runs on 15 October from 03:00 to 05:00 (GMT+8).',
        ],
        [
          'Some games pause during the window',
          'Deposits and withdrawals are processed afterwards',
          'Everything resumes automatically when it is done',
        ],
      ),
    ],
  },
  {
    id: 'new-payment-channel',
    kind: 'news',
    category: 'platform',
    at: '2026-10-22T05:00:00.000Z',
    title: ['新增快速存款管道', 'A new fast deposit channel'],
    summary: [
      '新增超商代碼與行動支付存款，最快一分鐘到帳。',
      'Convenience-store codes and mobile payments added: deposits credited in as little as a minute.',
    ],
    body: [
      html(['我們新增了超商代碼與行動支付兩種存款方式，會員可於存款頁面選擇，最快一分鐘即可到帳。']),
      html([
        'Two new ways to deposit are available on the deposit page, convenience-store codes and mobile payments, credited in as little as a minute.',
      ]),
    ],
  },
  {
    id: 'app-update',
    kind: 'news',
    category: 'platform',
    at: '2026-11-10T09:00:00.000Z',
    title: ['App 全新版本上線', 'The new app is out'],
    summary: [
      '全新介面、更快的載入速度與指紋登入，立即更新體驗。',
      'A new look, faster loading and fingerprint login: update now.',
    ],
    body: [
      html(['新版 App 帶來全新介面設計與更快的遊戲載入速度，並支援指紋與臉部辨識登入。請至 App 下載頁面更新。']),
      html([
        'The new app brings a fresh design, faster game loading and fingerprint or face login. Update it from the app download page.',
      ]),
    ],
  },
  {
    id: 'security-reminder',
    kind: 'news',
    category: 'notice',
    at: '2026-11-18T03:30:00.000Z',
    title: ['帳戶安全提醒', 'Keep your account safe'],
    summary: [
      '客服人員不會向您索取密碼或驗證碼，請提高警覺，慎防詐騙。',
      'Our staff will never ask for your password or a verification code. Stay alert to scams.',
    ],
    body: [
      html(
        ['近期有不法人士冒用客服名義進行詐騙。提醒您：'],
        ['客服不會索取您的密碼或簡訊驗證碼', '請勿點擊來路不明的連結', '建議啟用雙重驗證以保護帳戶'],
      ),
      html(
        ['Fraudsters have recently posed as our customer service. Please remember:'],
        [
          'We never ask for your password or an SMS code',
          'Do not open links you do not trust',
          'Turn on two-step verification to protect your account',
        ],
      ),
    ],
  },
];

const help = (id: string, anchor: string | null, title: [string, string], body: [string, string]): HelpArticle => ({
  id,
  anchor,
  title: pair(...title),
  body: pair(...body),
});
const section = (id: string, title: [string, string], articles: HelpArticle[]): HelpSection => ({
  id,
  title: pair(...title),
  articles,
});

const ABOUT_TW =
  html(
    [
      '我們是一個專注於亞洲市場的線上娛樂平台，提供體育、真人娛樂場、電子遊戲、彩票、捕魚與棋牌等多元遊戲，並與國際知名遊戲供應商合作。',
    ],
    [],
    '我們的使命',
  ) +
  html(
    [],
    [
      '公平：所有遊戲皆經獨立機構測試與認證',
      '安全：資料全程加密，資金由雙重記帳系統管理',
      '貼心：24 小時中英文客服，隨時為您服務',
      '負責任：提供限額、冷靜期與自我排除等工具',
    ],
    '我們的承諾',
  ) +
  html(['本平台依法取得博彩營運執照，僅限年滿 18 歲的玩家參與。'], [], '合規經營');
const ABOUT_EN =
  html(
    [
      'We are an online entertainment platform for the Asian market, offering sports, live casino, slots, lottery, fishing and card games with the world’s leading game providers.',
    ],
    [],
    'Our mission',
  ) +
  html(
    [],
    [
      'Fair: every game is tested and certified by independent labs',
      'Safe: your data is encrypted and funds are kept on a double-entry ledger',
      'Caring: customer service in Chinese and English, 24 hours a day',
      'Responsible: limits, time-outs and self-exclusion whenever you need them',
    ],
    'Our promise',
  ) +
  html(
    ['The platform operates under a gaming licence and is open only to players aged 18 and over.'],
    [],
    'Licensed and regulated',
  );

const TERMS_TW = html(
  ['使用本平台即表示您同意以下條款與細則：'],
  [
    '會員須年滿 18 歲，且每人僅限註冊一個帳戶。',
    '會員須妥善保管帳戶密碼，帳戶下的所有投注視為本人操作。',
    '所有優惠須完成指定的流水要求後方可提款；濫用優惠者，平台有權取消其獎金。',
    '如遇系統錯誤或不可抗力因素，平台有權取消相關投注並退還本金。',
    '平台保留修改條款之權利，修改後將於網站公告。',
  ],
);
const TERMS_EN = html(
  ['By using the platform you agree to these terms and conditions:'],
  [
    'Members must be 18 or older, and each person may hold one account only.',
    'Members keep their password safe; every bet placed on an account counts as the holder’s own.',
    'A bonus can be withdrawn only once its turnover requirement is met; abuse of promotions forfeits the bonus.',
    'Bets affected by a system error or force majeure may be voided and the stake returned.',
    'We may change these terms; changes are announced on the site.',
  ],
);

/** The default pages (see the file's comment). A fresh copy on every call: callers may change it. */
export function defaultPages(): PagesDocument {
  return {
    categories: {
      blog: [
        cat('guides', '遊戲攻略', 'Game guides'),
        cat('sports', '體育分析', 'Sports insight'),
        cat('play-smart', '聰明娛樂', 'Play smart'),
      ],
      news: [cat('platform', '平台消息', 'Platform news'), cat('notice', '系統公告', 'Notices')],
    },
    articles: [...BLOG, ...NEWS].map(article),
    about: { title: pair('關於我們', 'About us'), body: pair(ABOUT_TW, ABOUT_EN) },
    help: [
      section(
        'account',
        ['帳戶與安全', 'Account and security'],
        [
          help(
            'register',
            null,
            ['如何註冊帳戶？', 'How do I open an account?'],
            [
              html(['點擊右上角「註冊」，填寫帳號、密碼與手機號碼並完成驗證即可。註冊後可立即登入。']),
              html([
                'Click Register at the top right, fill in a username, password and mobile number and complete the check. You can log in straight away.',
              ]),
            ],
          ),
          help(
            'forgot-password',
            null,
            ['忘記密碼怎麼辦？', 'I forgot my password'],
            [
              html(['在登入視窗點選「忘記密碼」，透過綁定的手機或電子郵件接收驗證碼後即可重設密碼。']),
              html([
                'Choose “Forgot password” in the login window; a code sent to your bound phone or e-mail lets you set a new one.',
              ]),
            ],
          ),
          help(
            'two-step',
            null,
            ['如何啟用雙重驗證？', 'How do I turn on two-step verification?'],
            [
              html(['前往會員中心 → 安全中心，綁定驗證器 App 後，登入與提款時都需輸入動態驗證碼。']),
              html([
                'Go to Member center → Security and bind an authenticator app; logins and withdrawals then ask for its code.',
              ]),
            ],
          ),
          help(
            'profile',
            null,
            ['如何修改個人資料？', 'How do I change my details?'],
            [
              html(['在會員中心的「個人資料」頁面可修改暱稱與聯絡方式；真實姓名綁定後如需變更請聯繫客服。']),
              html([
                'Your nickname and contacts can be changed on the Member center’s Profile page; to change a bound real name, contact customer service.',
              ]),
            ],
          ),
        ],
      ),
      section(
        'payments',
        ['存款與提款', 'Deposits and withdrawals'],
        [
          help(
            'deposit-methods',
            null,
            ['有哪些存款方式？', 'How can I deposit?'],
            [
              html(['支援銀行轉帳、超商代碼、行動支付與加密貨幣，可在存款頁面查看每種方式的限額。']),
              html([
                'Bank transfer, convenience-store codes, mobile payments and crypto; each method’s limits are shown on the deposit page.',
              ]),
            ],
          ),
          help(
            'withdraw-time',
            null,
            ['提款需要多久？', 'How long does a withdrawal take?'],
            [
              html(['提款申請審核通過後，一般於 5 至 30 分鐘內到帳；首次提款需完成銀行卡綁定。']),
              html([
                'Once approved, a withdrawal usually arrives within 5 to 30 minutes; your first one needs a bound bank card.',
              ]),
            ],
          ),
          help(
            'turnover',
            null,
            ['什麼是流水要求？', 'What is a turnover requirement?'],
            [
              html([
                '流水要求是指提款前須完成的有效投注金額，例如 100 元獎金搭配 10 倍流水，需完成 1,000 元有效投注。',
              ]),
              html([
                'Turnover is the valid bet amount to complete before a withdrawal: a 100 bonus with 10x turnover needs 1,000 in valid bets.',
              ]),
            ],
          ),
        ],
      ),
      section(
        'games',
        ['遊戲與投注', 'Games and betting'],
        [
          help(
            'valid-bet',
            null,
            ['什麼是有效投注？', 'What is a valid bet?'],
            [
              html(['有效投注是已結算且有輸贏的投注金額；和局、取消或對沖的投注不計入。']),
              html(['A valid bet is a settled stake that won or lost; ties, voided and hedged bets do not count.']),
            ],
          ),
          help(
            'game-disconnect',
            null,
            ['遊戲中斷線怎麼辦？', 'What if a game disconnects?'],
            [
              html(['已下注的局數將由遊戲供應商依規則結算，您可在投注紀錄中查詢結果。']),
              html([
                'Bets already placed are settled by the game provider under its rules; see the result in your betting records.',
              ]),
            ],
          ),
          help(
            'trial-play',
            null,
            ['可以免費試玩嗎？', 'Can I try games for free?'],
            [
              html(['部分遊戲提供試玩模式，使用試玩帳戶即可體驗，試玩餘額無法提領。']),
              html(['Many games have a trial mode on a trial account; its balance cannot be withdrawn.']),
            ],
          ),
        ],
      ),
      section(
        'rewards',
        ['優惠與獎勵', 'Promotions and rewards'],
        [
          help(
            'claim-rewards',
            null,
            ['如何領取優惠？', 'How do I claim a reward?'],
            [
              html(['符合條件的獎勵會出現在獎勵中心，點擊「領取」即可入帳。']),
              html(['Rewards you qualify for appear in the reward center; click Claim to have them credited.']),
            ],
          ),
          help(
            'rebate',
            null,
            ['返水如何計算？', 'How is the rebate worked out?'],
            [
              html(['返水依據每日有效投注與 VIP 等級的返水比例計算，可於返水頁面手動領取。']),
              html(['The rebate is your daily valid bets times your VIP level’s rate, claimable on the rebate page.']),
            ],
          ),
          help(
            'referral',
            null,
            ['推薦好友有什麼獎勵？', 'What do I get for inviting friends?'],
            [
              html(['好友透過您的推薦連結註冊並完成存款後，您即可獲得推薦獎金。']),
              html(['When a friend signs up with your link and makes a deposit, you receive a referral bonus.']),
            ],
          ),
        ],
      ),
      section(
        'policies',
        ['條款與政策', 'Terms and policies'],
        [
          help('terms', 'term', ['條款與細則', 'Terms and conditions'], [TERMS_TW, TERMS_EN]),
          help(
            'privacy',
            'privacy',
            ['隱私權政策', 'Privacy policy'],
            [
              html(['我們僅為提供服務與遵守法規之目的蒐集您的個人資料，並以加密方式保存，絕不出售給第三方。']),
              html([
                'We collect personal data only to run the service and meet the law, keep it encrypted, and never sell it to anyone.',
              ]),
            ],
          ),
          help(
            'responsible',
            'responsible',
            ['負責任博彩', 'Responsible gaming'],
            [
              html(['博彩應是一種娛樂。您可在會員中心設定存款、投注與損失限額，或申請冷靜期與自我排除。']),
              html([
                'Gaming should be entertainment. Set deposit, bet and loss limits in the Member center, or take a time-out or self-exclusion.',
              ]),
            ],
          ),
          help('about-us', 'about', ['關於我們', 'About us'], [ABOUT_TW, ABOUT_EN]),
        ],
      ),
    ],
  };
}
