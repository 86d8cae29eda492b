/**
 * 繁體中文：部落格、最新消息、關於我們與幫助中心頁面（docs/site-pages.md），以 `sitePages.*` 取用。
 */
export const sitePages = {
  blog: {
    title: '部落格',
    intro: '遊戲攻略、體育分析與聰明娛樂小技巧。',
    description: '遊戲攻略、體育投注分析，以及聰明又負責任的娛樂技巧。',
  },
  news: {
    title: '最新消息',
    intro: '平台消息、新遊戲上線與服務公告。',
    description: '最新平台消息、新遊戲、存款管道與系統服務公告。',
  },
  about: {
    title: '關於我們',
    intro: '認識我們，以及我們對玩家的承諾。',
    description: '認識我們：合法經營、公平安全，並提供中英文服務的線上娛樂平台。',
  },
  help: {
    title: '幫助中心',
    intro: '帳戶、存提款、遊戲與優惠的常見問題解答。',
    description: '帳戶、存款、提款、遊戲、優惠與條款等常見問題解答。',
    search: '搜尋幫助中心',
    searchPlaceholder: '輸入問題，例如：提款',
    sections: '主題',
    noResults: '找不到與「{{query}}」相關的內容。',
    noResultsHint: '請換個關鍵字或減少字詞，或聯繫線上客服。',
    clear: '清除搜尋',
    results: '找到 {{count}} 篇文章',
    results_one: '找到 1 篇文章',
    fullPage: '前往幫助中心',
  },
  list: {
    all: '全部',
    categories: '分類',
    empty: '目前還沒有文章',
    emptyText: '文章發布後會立即顯示在這裡。',
    read: '閱讀全文',
    failed: '文章載入失敗。',
    retry: '重試',
    total: '共 {{count}} 篇',
    total_one: '共 1 篇',
    pages: '分頁',
  },
  article: {
    back: '返回{{list}}',
    previous: '上一篇',
    next: '下一篇',
    notFound: '找不到文章',
    notFoundText: '這篇文章不存在或已下架。',
    failed: '文章載入失敗。',
    published: '發布於 {{date}}',
    more: '更多文章',
  },
  failed: '頁面載入失敗。',
};
