/** 繁體中文：營運人員即時變更站點設定時，網站顯示的訊息（README「Operator console」）。 */
export const operator = {
  live: {
    pageWithdrawn: '此頁面剛由站點關閉，已為您返回首頁。',
  },
};
