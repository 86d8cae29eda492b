/**
 * 網站頁面的訊息（docs/site-pages.md）：公開查詢與後台的頁面文件。鍵以 `pages` 開頭。
 */
export const sitePages = {
  pagesArticleNotFound: '文章不存在或已下架',
  pagesBlankText: '此文字不可空白（中文與英文皆須填寫）',
  pagesBlankBody: '內容不可空白（中文與英文皆須填寫）',
  pagesDuplicateId: '此編號重複，每個編號必須唯一',
  pagesDuplicateAnchor: '此錨點已被其他說明文章使用',
  pagesUnknownCategory: '此類文章沒有這個分類',
  pagesBadCover: '封面必須是本站上傳的圖片或 https:// 網址',
};
