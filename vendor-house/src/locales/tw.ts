/** 自研遊戲頁面的繁體中文文字（預設語言；與 en.ts 的鍵值一致，有測試）。 */
import type en from './en';

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

const tw: Shape<typeof en> = {
  common: { lobby: '返回大廳', trial: '免費試玩', balance: '餘額', stake: '投注額', youWin: '恭喜贏得 {{amount}}！', noWin: '本局未中獎' },
  errors: {
    INVALID_REQUEST: '投注內容無效。', SESSION_NOT_FOUND: '遊戲連線已結束，請從大廳重新進入遊戲。', WRONG_GAME: '此連線屬於其他遊戲。',
    INSUFFICIENT_FUNDS: '餘額不足。', RESPONSIBLE_GAMING_LIMIT: '此注單因您的責任博彩設定（限額或暫停）而無法進行，請至會員中心的責任博彩查看。', INVALID_TOKEN: '登入已過期，請重新進入遊戲。', BETTING_CLOSED: '此場次已停止投注。',
    HAND_IN_PROGRESS: '請先完成目前這一手牌。', NO_HAND: '目前沒有進行中的牌局。', BET_REFUSED: '投注被拒絕。', PLATFORM_UNAVAILABLE: '暫時無法連線錢包，投注已退回，請稍後再試。',
    NETWORK: '網路錯誤，請檢查連線。', INTERNAL_ERROR: '發生錯誤，請稍後再試。', RATE_LIMITED: '操作太頻繁，請稍候。',
    DRAW_NOT_FOUND: '此期已不接受投注，請選擇開放中的期數。', GAME_NOT_FOUND: '此遊戲目前無法使用。',
  },
  fair: { title: '可驗證公平', serverSeedHash: '伺服器種子雜湊', serverSeed: '伺服器種子', clientSeed: '客戶端種子', nonce: '序號', rotate: '更換種子', revealed: '上一個伺服器種子（共 {{rounds}} 局）：', verify: '驗證牌局', verifyLast: '驗證最後一局' },
  slot: {
    title: '龍運五軸', spin: '旋轉', noWin: '未中獎，再轉一次！', freeSpinsWon: '獲得 {{count}} 次免費旋轉！所有獎金 ×{{multiplier}}', freeSpin: '免費旋轉 {{n}} / {{count}} · 已贏 {{win}}', freeSpinsTotal: '免費旋轉共贏得 {{win}}',
    paytable: '賠率表與連線', rules: '5 軸、20 條固定連線，由最左軸起算。RTP {{rtp}}%（依公開的滾輪帶精確計算）。任意位置 3 個以上寶藏符號獲得 {{spins}} 次免費旋轉，期間獎金 ×{{multiplier}}，可再次觸發。',
    totalBet: '倍總投注', wildRule: 'WILD 只出現在第 2、3、4 軸，可替代寶藏以外的所有符號。連線獎金為單線投注（總投注 ÷ 20）的倍數。',
    sym: { WILD: '百搭', SCATTER: '寶藏（分散）', DRAGON: '龍', PHOENIX: '鳳', TIGER: '虎', KOI: '鯉', A: 'A', K: 'K', Q: 'Q', J: 'J', TEN: '10' },
  },
  baccarat: {
    title: '皇家百家樂', player: '閒', banker: '莊', tie: '和', playerPair: '閒對', bankerPair: '莊對', totalBet: '總投注 {{amount}}', road: '珠盤路', deal: '發牌', clear: '清除', placeBet: '請先在桌上下注。',
    wins: { player: '閒贏 {{p}} 比 {{b}}', banker: '莊贏 {{b}} 比 {{p}}', tie: '和局 {{p}} : {{b}}' }, bead: { player: '閒', banker: '莊', tie: '和' },
    rules: '8 副牌，標準補牌規則。閒 1 賠 1，莊 1 賠 0.95，和 1 賠 8（和局時莊閒注退回），對子 1 賠 11。RTP：莊 98.94%、閒 98.76%、和 85.64%、對子 89.64%。',
  },
  fishing: {
    title: '深海獵人', sea: '海洋：點擊魚發射砲彈', shots: '發射 {{count}}', caught: '捕獲 {{count}}', net: '淨輸贏 {{amount}}', escaped: '逃走了',
    rules: '每發砲彈花費投注額。倍數 ×N 的魚以 {{rtp}}% ÷ N 的機率捕獲，捕獲時贏得投注額 ×N：每種魚的 RTP 皆為 {{rtp}}%。',
    kinds: { clownfish: '小丑魚', pufferfish: '河豚', angelfish: '神仙魚', turtle: '海龜', octopus: '章魚', lanternfish: '燈籠魚', shark: '鯊魚', goldenDragon: '黃金龍' },
  },
  blackjack: {
    title: '莊家對決', deal: '發牌', hit: '要牌', stand: '停牌', double: '加倍', split: '分牌', insurance: '買保險', noInsurance: '不買保險',
    dealer: '莊家', you: '玩家', hand: '第 {{n}} 手', doubled: '已加倍', banner: '黑傑克 3 賠 2 · 保險 2 賠 1 · 莊家 17 點一律停牌',
    outcome: { blackjack: '黑傑克！', win: '玩家獲勝', push: '平手', lose: '莊家獲勝' }, returned: '返還 {{amount}}', yourMove: '已投注 {{stake}}：請選擇動作。', handMove: '請操作第 {{n}} 手（總投注 {{stake}}）。',
    placeBet: '選擇投注額後發牌。', insuranceOffer: '莊家明牌為 A。保險費 {{amount}}，莊家為黑傑克時 2 賠 1。',
    insured: '已買保險 {{amount}}', insurancePaid: '保險賠付 {{amount}}', insuranceLost: '保險未中', record: '本局序號 {{nonce}} · 驗證用動作：', roundReturn: '本局返還 {{amount}}（總投注 {{stake}}）',
    rules: '每局使用重新洗牌的 6 副牌。莊家 17 點一律停牌，並先查看黑傑克。黑傑克 3 賠 2，獲勝 1 賠 1。莊家明牌為 A 時可買保險（投注額的一半，2 賠 1）；手持黑傑克時買保險即等同平賠。前兩張牌可加倍，分牌後亦可。兩張點數相同的牌可分牌一次（10、J、Q、K 視為相同）；A 分牌後各只發一張，分牌後的 21 點不算黑傑克。以基本策略遊玩的返還率約 99.5%。',
  },
  sports: {
    title: 'BGS體育投注', live: '比賽中', kickoffIn: '{{time}} 後開賽', pick: { home: '主勝', draw: '和局', away: '客勝' }, place: '確認投注', slip: '投注單', pickOdds: '點選賠率加入投注單。',
    return: '可贏金額', placed: '投注成功', myBets: '我的注單', noBets: '尚無注單。', col: { match: '賽事', pick: '選項', stake: '投注額', status: '狀態' }, status: { open: '未結算', won: '贏', lost: '輸' },
    results: '賽果', upcoming: '即將開賽',
    rules: '全場賽果（1X2）。每 2 分鐘開賽一場，比賽 90 秒；開賽即停止投注。賠率含 5% 利潤。賽果由每場的伺服器種子決定，並隨賽果公開。',
  },
  esports: {
    title: 'BGS電競投注', live: '比賽中', kickoffIn: '{{time}} 後開賽', pick: { home: '隊伍一', draw: '和局', away: '隊伍二' }, upcoming: '即將開賽（英雄聯盟 · CS2 · Dota 2）',
    rules: '獨贏（兩項盤），三戰兩勝。每 2 分鐘開賽一場，比賽 90 秒；開賽即停止投注。賠率含 5% 利潤。賽果由每場的伺服器種子決定，並隨賽果公開。',
  },
  cockfight: {
    title: 'BGS鬥雞場', live: '比賽中', kickoffIn: '{{time}} 後開打', pick: { home: '龍（Meron）', draw: '和局', away: '鳳（Wala）' }, upcoming: '即將開打（龍 · 鳳）',
    rules: '押龍（紅方，先列者）／鳳（藍方）／和局，公開賠率含 5% 利潤。每 2 分鐘開打一場，比賽 90 秒；開打即停止投注。賽果由每場的伺服器種子決定，並隨賽果公開。',
  },
  elottery: {
    title: '極速一分彩',
    rules: '每分鐘開出五顆 0-9 號球；開獎前 5 秒停止投注。大（總和 23-45）／小（0-22）與單／雙 1 賠 1.92；單一號球猜中數字 1 賠 9.6。每種投注 RTP 96%。',
  },
  lottery: {
    title: '極速三分彩', big: '大', small: '小', odd: '單', even: '雙', ball: '第 {{n}} 球', ballPick: '第 {{n}} 球 = {{digit}}', place: '確認投注', noPicks: '尚未選號', placed: '已投注 {{count}} 注',
    sum: '第 {{draw}} 期：總和 {{sum}} · {{size}} · {{parity}}', nextDraw: '下一期 {{draw}} · 種子雜湊', history: '開獎紀錄', col: { draw: '期號', balls: '號碼', sum: '總和', seed: '伺服器種子' },
    myBets: '我的注單', noBets: '尚無注單。', status: { open: '待開獎', won: '中獎', lost: '未中' }, closesIn: '距離封盤', drawing: '開獎中…', lastResult: '上期開獎', yourPicks: '已選：',
    rules: '每 3 分鐘開出 5 顆 0-9 的號碼，開獎前 10 秒封盤。大（總和 23-45）/ 小（0-22）與單 / 雙 1 賠 0.92；單球號碼 1 賠 8.6。每種投注的 RTP 為 96%。',
  },
  draws: {
    tabs: { betting: '投注', tickets: '我的注單', results: '開獎結果' },
    openDraws: '開放中的期數', closesIn: '距離封盤', closedDrawIn: '已封盤 · 距離開獎', drawing: '開獎中…即將公布結果', closed: '已封盤', days: '{{count}}天',
    drawId: '期號 {{id}}', drawAt: '{{time}} 開獎', noDraw: '目前沒有開放投注的期數。', seedHash: '種子雜湊', copy: '複製', copied: '已複製種子雜湊', copyFailed: '無法複製，請手動選取雜湊複製。',
    fairRule: '每一期都有自己的伺服器種子：封盤前公開其 SHA-256 雜湊，開獎時公開種子，號碼為 HMAC-SHA256(種子, 期號) 依開獎表順序讀出。',
    verifyDraw: '驗證開獎', refusedCode: '投注被拒絕（{{code}}）。',
    slip: {
      title: '投注單', empty: '投注單是空的：請選號後加入。', total: '總投注額', lines: '共 {{count}} 張注單', place: '確認投注', clear: '清空投注單', remove: '移除',
      placing: '投注中…', placed: '已投注 {{count}} 張注單，總投注額 {{amount}}。', refusedLine: '第 {{n}} 行：{{message}}',
    },
    invalid: {
      noNumbers: '請至少選擇一個號碼。', badNumber: '號碼不符合此玩法。', tooManyNumbers: '每行最多 {{max}} 個號碼。', xienCount: 'Xiên {{k}}（串）至少需要 {{k}} 個不同號碼。',
      tooManyLines: '投注單最多 {{max}} 張注單。', pointsRange: '點數須為 1 至 {{maxPoints}} 的整數。', stakeRange: '投注額須介於 {{min}} 與 {{maxStake}} 之間。',
      lineTotal: '每張注單合計金額須介於 {{min}} 與 {{maxStake}} 之間。', rollNeedsR: '滾號：請將其中一位寫成 R，例如 12R4。', rNeedsRoll: '含 R 的號碼為滾號，請選擇「滾號」。', boxSameDigits: '全包與分包至少需要兩個不同數字，請改用直買。', noStake: '請輸入大或小的投注額。',
    },
    tickets: {
      open: '未開獎注單（{{count}}）', settled: '已結算注單（{{count}}）', none: '沒有注單。', nextDraw: '您未開獎注單的下一期：{{label}}，{{time}} 後開獎',
      col: { placed: '投注時間', draw: '期數', bet: '玩法', numbers: '號碼', amount: '投注額', odds: '賠率', status: '狀態', hits: '中獎次數', win: '派彩' },
      status: { open: '待開獎', won: '中獎', lost: '未中獎', void: '作廢（已退款）' },
    },
    results: {
      title: '開獎結果', date: '開獎日期', latest: '最新', prev: '前一天', next: '後一天', none: '{{date}} 沒有開獎結果。', seeds: '種子（可驗證公平）',
      verify: '驗證', void: '本期作廢，投注已退款。{{reason}}',
    },
  },
  vnlottery: {
    title: '越南彩', region: { NORTH: '越南北部彩 · Miền Bắc', CENTRAL: '越南中部彩 · Miền Trung', SOUTH: '越南南部彩 · Miền Nam' },
    regionShort: { NORTH: '北部', CENTRAL: '中部', SOUTH: '南部' }, sheetTitle: '越南{{region}}開獎 · {{date}}', prize: '獎項',
    tier: { DB: '特別獎', G1: '一等獎', G2: '二等獎', G3: '三等獎', G4: '四等獎', G5: '五等獎', G6: '六等獎', G7: '七等獎', G8: '八等獎' },
    betType: '玩法', types: { lo2: '包組二碼 Lô 2 số', lo3: '包組三碼 Lô 3 số', de: '特碼二碼 Đề', cang3: '特碼三碼 3 càng', xien2: '串二 Xiên 2', xien3: '串三 Xiên 3', xien4: '串四 Xiên 4' },
    priced: '1點 = {{price}} · 1賠{{odds}}', odds: '1賠{{odds}}',
    info: {
      lo2: '包組二碼（Lô 2 số）：開獎表每個獎號的末兩碼；號碼每出現一次（nháy）即賠付一次。每點 {{price}}，每次中獎每點賠 {{odds}}。',
      lo3: '包組三碼（Lô 3 số）：每個三碼以上獎號的末三碼；每出現一次即賠付一次。每點 {{price}}，每次中獎每點賠 {{odds}}。',
      de: '特碼二碼（Đề）：特別獎（ĐB）的末兩碼。每個號碼按投注額 1 賠 {{odds}}。',
      cang3: '特碼三碼（3 càng）：特別獎（ĐB）的末三碼。每個號碼按投注額 1 賠 {{odds}}。',
      xien2: '串二（Xiên 2）：兩個號碼都須出現在末兩碼中（各出現一次即可）。可選 2 個以上號碼，每一組兩碼為一張注單。1 賠 {{odds}}。',
      xien3: '串三（Xiên 3）：三個號碼都須出現在末兩碼中。可選 3 個以上號碼，每一組三碼為一張注單。1 賠 {{odds}}。',
      xien4: '串四（Xiên 4）：四個號碼都須出現在末兩碼中。可選 4 個以上號碼，每一組四碼為一張注單。1 賠 {{odds}}。',
    },
    quick: { head: '頭{{d}}', tail: '尾{{d}}', even: '雙 Chẵn', odd: '單 Lẻ', big: '大 50-99', small: '小 00-49', clear: '清除' },
    typed: '輸入號碼（以逗號或空格分隔）', typedAdd: '加入號碼', typedInvalid: '不是 {{digits}} 位數的號碼：{{numbers}}',
    chosen: '已選（{{count}}）：', pickHint: '請在號碼盤點選或直接輸入號碼。', xienHint: '請至少選擇 {{k}} 個號碼。',
    points: '每號點數（điểm）', stakePerNumber: '每號投注額', stakePerCombo: '每組投注額', pointsEach: '{{points}} 點', stakeEach: '每號 {{amount}}', stakeCombo: '每組 {{amount}}',
    costPoints: '{{count}} 個號碼 × {{points}} 點 × {{price}} = {{total}}', costStake: '{{count}} 個號碼 × {{stake}} = {{total}}', costXien: '{{count}} 組 × {{stake}} = {{total}}',
    perHit: '每次中獎派彩 {{amount}}', perCombo: '每組中獎派彩 {{amount}}',
    quickPick: '機選', quickPickCount: '機選號碼數', quickPickN: '{{count}} 個號碼', add: '加入投注單', added: '已加入 {{count}} 張注單。',
    display: { label: '顯示', d0: '完整', d2: '末兩碼', d3: '末三碼' },
    endings: { title: '頭尾表（Lô tô）', head: '頭', tail: '尾', lotto: '末兩碼' },
  },
  sealottery: {
    title: '4D彩', entry: '選號', number: '號碼（4 位數，R 為滾號）', modeLabel: '投注方式', enterNumber: '請輸入 4 位數字或按「幸運選號」。',
    bet: { big: '大', small: '小' }, mode: { straight: '直買', box: '全包 Box', ibox: '分包 iBox', roll: '滾號 Roll' },
    modeInfo: {
      straight: '直買：號碼須與開出的號碼完全相同。', box: '全包：號碼的每一種不同排列，每個排列各下全額。',
      ibox: '分包：號碼的每一種不同排列，投注額平均分配：每個排列的獎金為該獎項除以排列數。', roll: '滾號：寫成 R 的那一位由 0 滾到 9，共十個號碼，每個號碼各下全額。',
    },
    combinations: '{{count}} 個組合', lineTotal: '本行合計 {{amount}}', iboxPays: '頭獎每 1 元賠 {{odds}}（大，{{full}} ÷ 組合數）',
    lucky: '幸運選號', add: '加入投注單', added: '{{number}} 已加入投注單。',
    payouts: '每 1 元賠付', payoutNote: '含本金。大：五組獎項皆派彩；小：只派前三獎。每週三、六、日 19:00 MYT 開獎，18:45 封盤。', prize: '獎項',
    tier: { FIRST: '頭獎', SECOND: '二獎', THIRD: '三獎', SPECIAL: '特別獎', CONSOLATION: '安慰獎' },
    pastDraws: '往期開獎', noResults: '尚未有開獎結果。',
  },
  verify: {
    title: '驗證牌局', intro: '每個結果都是 HMAC-SHA256(伺服器種子, 客戶端種子:序號:游標)。遊戲前您會看到伺服器種子的 SHA-256 雜湊，更換種子後種子即公開。在此輸入即可重新計算該局結果。',
    game: '遊戲', fish: '射擊的魚', check: '驗證', result: '重新計算的結果', invalid: '請檢查輸入內容後再試。', shoe: '牌靴順序（前 16 張，依 玩家、莊家、玩家、莊家… 發出）', actions: '玩家動作（黑傑克，以逗號分隔）', bjRound: '依這些動作重演的牌局：{{actions}}', insured: '已買保險',
    slotWin: '獎金：{{win}} 倍總投注，免費旋轉：{{free}} 次，停輪位置：{{stops}}', caught: '捕獲（機率 {{chance}}%）', escaped: '逃走（機率 {{chance}}%）',
    gameCode: '彩種', drawId: '期號', expectedHash: '公開的種子雜湊（選填）', hashMatch: '種子的 SHA-256 與公開的雜湊相符。', hashMismatch: '種子的 SHA-256 與公開的雜湊不相符！',
    sheet: '{{drawId}} 重新計算的號碼', drawIntro: '每期號碼為 HMAC-SHA256(伺服器種子, 期號) 依開獎表順序讀出。輸入期號與公開的種子即可重新計算。',
    drawGames: { BGS_VN_NORTH: '越南北部彩（Miền Bắc）', BGS_VN_CENTRAL: '越南中部彩（Miền Trung）', BGS_VN_SOUTH: '越南南部彩（Miền Nam）', BGS_SEA_4D: '4D彩', BGS_LOTTO: '極速三分彩', BGS_ELOTT: '極速一分彩' },
    games: { draw: '彩票開獎（越南彩、4D）', slot: '龍運五軸', baccarat: '皇家百家樂', fishing: '深海獵人', blackjack: '莊家對決', sports: '體育投注（客戶端種子 = 賽事編號）', esports: '電競投注（客戶端種子 = 賽事編號）', cockfight: '鬥雞（客戶端種子 = 場次編號）', lottery: '極速三分彩（客戶端種子 = 期號）' },
  },
};

export default tw;
