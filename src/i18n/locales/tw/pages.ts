/** 繁體中文：整頁畫面。 */
import type { Shape } from '../../shape';
import type { pages as en } from '../en/pages';

export const pages: Shape<typeof en> = {
  loadingSite: '網站載入中…',
  errorTitle: '連線異常',
  maintenance: {
    title: '系統維護中',
    message: '我們正在升級系統，以提供更好的服務，網站很快就會恢復。',
    endsAt: '預計於 {{time}} 結束',
    unknownEnd: '我們將盡快恢復服務。',
  },
  blocked: {
    title: '訪問受限',
    message: '您所在的地區無法使用本服務。',
    ip: '您的 IP 位址：{{ip}}',
  },
  contactService: '聯絡客服',
  member: {
    title: '會員專區',
    text: '您的帳戶、錢包與紀錄都在這裡。',
  },
  promotions: {
    title: '優惠活動',
    text: '紅利、返水與活動，人人有份。',
  },
  pointMall: {
    title: '積分商城',
    text: '以積分兌換禮品、折扣與生活服務。',
  },
  seamless: {
    title: '遊戲',
    text: '登入後遊戲將在此開啟。',
  },
  lottery: {
    title: '彩票',
    text: '開啟彩票遊戲開始投注。',
  },
  loginToContinue: '登入以繼續',
};
