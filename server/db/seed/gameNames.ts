/**
 * Word lists for the seeded game names, in English and Traditional Chinese. Slot names are made
 * from an adjective and a noun; the other categories use fixed lists of classic games.
 */
export type Name = readonly [en: string, tw: string];

export const SLOT_ADJECTIVES: readonly Name[] = [
  ['Golden', '黃金'], ['Lucky', '幸運'], ['Mystic', '神秘'], ['Royal', '皇家'], ['Wild', '狂野'], ['Mega', '超級'],
  ['Jade', '翡翠'], ['Crystal', '水晶'], ['Thunder', '雷霆'], ['Sacred', '神聖'], ['Imperial', '帝王'], ['Neon', '霓虹'],
  ['Lunar', '月光'], ['Blazing', '烈焰'], ['Ancient', '遠古'], ['Diamond', '鑽石'], ['Sweet', '甜蜜'], ['Cosmic', '宇宙'],
  ['Emerald', '碧綠'], ['Frozen', '冰封'], ['Shadow', '暗影'], ['Ruby', '紅寶石'], ['Silver', '白銀'], ['Eternal', '永恆'],
];

export const SLOT_NOUNS: readonly Name[] = [
  ['Dragon', '神龍'], ['Phoenix', '鳳凰'], ['Tiger', '猛虎'], ['Panda', '熊貓'], ['Koi', '錦鯉'], ['Pharaoh', '法老'],
  ['Treasures', '寶藏'], ['Empire', '帝國'], ['Fortunes', '財富'], ['Gems', '寶石'], ['Buffalo', '野牛'], ['Wolf', '狼王'],
  ['Lion', '雄獅'], ['Goddess', '女神'], ['Temple', '神殿'], ['Pirates', '海盜'], ['Fruits', '水果'], ['Stars', '星辰'],
  ['Samurai', '武士'], ['Ninja', '忍者'], ['Dynasty', '王朝'], ['Legends', '傳說'], ['Riches', '財寶'], ['Lanterns', '燈籠'],
  ['Carnival', '嘉年華'], ['Safari', '狩獵'], ['Galaxy', '銀河'], ['Candy', '糖果'], ['Wizard', '巫師'], ['Viking', '維京'],
];

export const SLOT_SUFFIXES: readonly Name[] = [
  ['Megaways', '萬途'], ['Deluxe', '豪華版'], ['Hold & Win', '聚寶'], ['Rush', '狂潮'], ['Link', '連環'],
];

/** RNG table games (sub-category TG). */
export const TABLE_GAMES: readonly Name[] = [
  ['European Roulette', '歐式輪盤'], ['Classic Blackjack', '經典21點'], ['Video Poker', '視頻撲克'], ['Baccarat Deluxe', '豪華百家樂'],
  ['Sic Bo Dice', '骰寶'], ['Three Card Poker', '三張撲克'], ['Casino Hold\'em', '賭場德州撲克'], ['Red Dog', '紅狗'],
  ['Pai Gow Poker', '牌九撲克'], ['Caribbean Stud', '加勒比撲克'], ['American Roulette', '美式輪盤'], ['Jacks or Better', '對J高手'],
];

/** RNG arcade games (sub-category AC). */
export const ARCADE_GAMES: readonly Name[] = [
  ['Crash Rocket', '火箭衝天'], ['Mini Keno', '迷你基諾'], ['Lucky Wheel', '幸運轉盤'], ['Goal Rush', '射門狂熱'],
  ['Tower Climb', '登塔挑戰'], ['Penalty Kick', '點球大戰'], ['Space Shooter', '太空射擊'], ['Bubble Pop', '泡泡爆破'],
  ['Lucky Plinko', '幸運彈珠'], ['Coin Pusher', '推幣機'], ['Racing Derby', '賽馬大賽'], ['Fruit Slot Machine', '水果拉霸'],
];

export const LIVE_GAMES: readonly Name[] = [
  ['Baccarat', '百家樂'], ['Speed Baccarat', '極速百家樂'], ['No Commission Baccarat', '免佣百家樂'], ['Dragon Tiger', '龍虎'],
  ['Roulette', '輪盤'], ['Sic Bo', '骰寶'], ['Blackjack', '二十一點'], ['Fan Tan', '番攤'], ['Bull Bull', '牛牛'],
  ['Lightning Roulette', '閃電輪盤'], ['Baccarat Squeeze', '咪牌百家樂'], ['Crazy Time', '瘋狂時刻'], ['Mega Ball', '超級球'],
];

export const FISH_GAMES: readonly Name[] = [
  ['Ocean King', '海王'], ['Fishing Legend', '捕魚傳說'], ['Golden Shark', '金鯊'], ['Dragon Fishing', '龍王捕魚'],
  ['Mermaid Hunt', '美人魚狩獵'], ['Deep Sea Treasure', '深海寶藏'], ['Jackpot Fishing', '彩金捕魚'], ['Fishing War', '捕魚大戰'],
  ['Bomb Fishing', '炸彈捕魚'], ['Happy Fishing', '歡樂捕魚'], ['Monster Awaken', '怪獸覺醒'], ['Ocean Lord', '海洋霸主'],
  ['Crab King', '蟹王'], ['Lucky Fishing', '幸運捕魚'], ['Mega Fishing', '超級捕魚'], ['Star Hunter', '星際捕魚'],
  ['Fortune God Fishing', '財神捕魚'], ['Dinosaur Tycoon', '恐龍大亨'],
];

export const PVP_GAMES: readonly Name[] = [
  ['Texas Hold\'em', '德州撲克'], ['Grab Banker Niu Niu', '搶莊牛牛'], ['Fight the Landlord', '鬥地主'], ['Two-Player Mahjong', '二人麻將'],
  ['Blackjack Duel', '21點對決'], ['Rummy', '拉米'], ['Teen Patti', '三張牌'], ['Pai Gow', '牌九'], ['Sam Gong', '三公'],
  ['Golden Flower', '炸金花'], ['Thirteen Cards', '十三水'], ['Red Black War', '紅黑大戰'], ['Hundred Baccarat', '百人百家樂'],
  ['Hundred Dragon Tiger', '百人龍虎'], ['Fruit Machine', '水果機'], ['Tongbi Niu Niu', '通比牛牛'], ['Happy Landlord', '歡樂鬥地主'],
  ['Hundred Bull Fight', '百人牛牛'], ['Hundred Sic Bo', '百人骰寶'], ['Two-Eight Bar', '二八槓'], ['Running Fast', '跑得快'],
  ['Tien Len', '越南撲克'], ['Pusoy', '菲律賓十三張'], ['Omaha', '奧馬哈'], ['Short Deck Hold\'em', '短牌德州'],
  ['Blackjack Tournament', '21點錦標賽'], ['Mahjong Showdown', '麻將對戰'],
];

export const BGS_GAMES: readonly Name[] = [
  ['Crash', '爆點'], ['Mines', '掃雷'], ['Plinko', '彈珠台'], ['Dice', '骰子'], ['Limbo', '極限'], ['Hi-Lo', '猜大小'],
  ['Keno', '基諾'], ['Wheel', '幸運輪'], ['Tower', '高塔'], ['Coin Flip', '擲硬幣'], ['Double', '雙倍'], ['Hash Dice', '哈希骰子'],
];

export const LOTT_GAMES: Readonly<Record<string, readonly Name[]>> = {
  TCG: [['Fast 3', '快三'], ['PK10 Racing', '北京賽車'], ['Lucky SSC', '時時彩'], ['11 Select 5', '11選5'], ['Happy 8', '快樂8'], ['Mark Six', '六合彩']],
  VR: [['VR Speedy Car', 'VR賽車'], ['VR 1.5 Min SSC', 'VR1.5分彩'], ['VR Fast 3', 'VR快三'], ['VR Keno', 'VR快樂彩'], ['VR Boat Race', 'VR賽艇'], ['VR Bingo', 'VR賓果']],
  TCG_LOTTO_VN: [['Northern Lottery', '北部彩'], ['Central Lottery', '中部彩'], ['Southern Lottery', '南部彩'], ['VN Fast 5', '越南極速5分彩']],
};
