/** 繁體中文：遊戲大廳、遊戲中心與遊戲卡片。 */
import type { Shape } from '../../shape';
import type { games as en } from '../en/games';

export const games: Shape<typeof en> = {
  filters: {
    NEW: '最新',
    FAV: '收藏',
    ALL: '全部',
    HOT: '熱門',
    RECENT: '最近',
    JP: '彩池',
    TG: '桌面遊戲',
    AC: '街機',
  },
  filterLabel: '遊戲篩選',
  subCategoryLabel: '子類別',
  vendorTabs: '遊戲平台',
  allVendors: '全部平台',
  search: '搜尋遊戲',
  searchPlaceholder: '搜尋電子遊戲…',
  searchButton: '搜尋',
  results: '共 {{count}} 款遊戲',
  noGames: '沒有符合條件的遊戲。',
  loadFailed: '遊戲載入失敗。',
  enterLobby: '進入',
  immediateGame: '立即遊戲',
  vendorGames: '{{vendor}} 遊戲',
  centerTitle: '{{category}}',
  centerSubtitle: '選擇平台，立即開始',
  providers: '{{count}} 個平台',
  favourites: '我的收藏',
  recent: '最近遊戲',
  favouritesHint: '登入後即可查看您收藏的遊戲。',
  recentHint: '登入後即可查看您最近玩過的遊戲。',
  lobbyTitle: '{{category}}大廳',
};
