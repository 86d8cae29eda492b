/** 繁體中文：營運後台內容（公告與橫幅）的檢查規則，每條規則名稱一則訊息。 */
import type { content as en } from '../en/content.ts';

export const content: Record<keyof typeof en, string> = {
  'title-both-languages': '標題不可空白（中文與英文都要填寫）',
  'content-both-languages': '內容不可空白（中文與英文都要填寫）',
  'linkage-none': '「無連結」時不可填寫連結',
  'linkage-route': '站內路徑須以 / 開頭，例如 /promotions',
  'linkage-url': '網址須為 https:// 或以 / 開頭的站內路徑',
  'linkage-video': '影片連結須為 https:// 網址',
  'video-group': '影片連結只能用於影片橫幅（w_promotion）',
  'unknown-id': '此項目不屬於本商戶目前的內容',
  'duplicate-id': '同一項目出現兩次',
  'unknown-upload': '圖片不存在或不屬於本商戶',
};
