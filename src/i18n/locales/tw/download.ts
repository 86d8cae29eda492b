/**
 * Traditional Chinese: The app download page and the mobile download page (docs/site-pages.md "App download"), addressed as `download.*`.
 */
export const download = {
  meta: {
    title: 'App 下載',
    description: '下載 {{name}} iOS 與 Android App，或將輕量版加入主畫面：QR 碼、圖解安裝教學與常見問題。',
    mobileTitle: '安裝 App',
  },
  title: '下載 App',
  subtitle: '娛樂城、體育與真人遊戲隨身玩：用手機相機掃描 QR 碼，一分鐘完成安裝。',
  scan: '用手機相機掃描',
  qrLabel: '{{app}} QR 碼',
  apps: {
    ios: { name: 'iOS App', note: 'iPhone 與 iPad · iOS 13 以上' },
    android: { name: 'Android App', note: '手機與平板 · Android 8.0 以上' },
    lite: { name: '輕量版 App', note: '任何手機 · 免安裝' },
  },
  button: { ios: '安裝到 iPhone', android: '下載 APK', lite: '開啟輕量版' },
  version: '版本',
  size: '大小',
  updated: '更新日期',
  noInstall: '免下載',
  latest: '最新版',
  unavailable: '暫未提供',
  unavailableHint: '此 App 目前暫未提供，請改用輕量版。',
  error: '無法載入 App 資訊。',
  retry: '重試',
  guide: {
    title: '安裝教學',
    subtitle: '依照您手機的步驟操作，每張圖都標示了要點擊的位置。',
    tabsLabel: '安裝教學平台',
    tabs: { ios: 'iOS', android: 'Android', lite: '輕量版' },
    step: '步驟 {{n}}',
    steps: {
      ios: {
        s1: { title: '用 Safari 打開下載連結', text: '用相機掃描 iOS QR 碼，或在 Safari 打開連結，點「安裝」。' },
        s2: { title: '安裝 App', text: '在對話框中確認「安裝」，下載期間 App 圖示會出現在主畫面。' },
        s3: {
          title: '信任企業級描述檔',
          text: '前往「設定 > 一般 > VPN 與裝置管理」，選擇我們的企業級 App，點「信任」。',
        },
        s4: { title: '打開 App', text: '點主畫面上的 App 圖示並登入，之後的更新會在 App 內提示。' },
      },
      android: {
        s1: { title: '下載 APK 檔案', text: '掃描 Android QR 碼或點「下載 APK」，下載完成後點「打開」。' },
        s2: {
          title: '允許這個來源的應用程式',
          text: '若出現提示，請進入設定，為瀏覽器開啟「允許這個來源的應用程式」，再返回。',
        },
        s3: { title: '安裝 App', text: '點「安裝」，稍候幾秒即可完成安裝。' },
        s4: { title: '打開 App', text: '點「打開」，或在主畫面找到 App 圖示並登入。' },
      },
      lite: {
        s1: {
          title: '用手機瀏覽器打開網站',
          text: '掃描輕量版 QR 碼，或用 Safari（iPhone）或 Chrome（Android）打開網站。',
        },
        s2: {
          title: 'iPhone：分享 > 加入主畫面',
          text: '在 Safari 點「分享」按鈕，選擇「加入主畫面」，再點「新增」。',
        },
        s3: {
          title: 'Android：選單 > 安裝應用程式',
          text: '在 Chrome 打開 ⋮ 選單，點「安裝應用程式」（或「加到主畫面」）。',
        },
        s4: { title: '從主畫面打開', text: '輕量版以全螢幕開啟，操作如同 App，而且永遠是最新版本。' },
      },
    },
  },
  faq: {
    title: '常見問題',
    items: {
      q1: {
        q: '為什麼 iOS 顯示「未受信任的企業級開發者」？',
        a: 'iOS App 以企業憑證發佈。請前往「設定 > 一般 > VPN 與裝置管理」，選擇描述檔並點「信任」一次，之後即可正常開啟。',
      },
      q2: {
        q: 'Android 阻擋安裝怎麼辦？',
        a: 'Android 只會安裝您允許來源的 App。出現提示時請進入設定，為瀏覽器開啟「允許這個來源的應用程式」，再點一次「安裝」。',
      },
      q3: {
        q: 'App 與網站是同一個帳號嗎？',
        a: '是的，餘額、注單、獎勵與訊息完全同步。登入狀態下掃描 iOS QR 碼，打開 App 時即已登入。',
      },
      q4: {
        q: '什麼是輕量版 App？',
        a: '放在主畫面上的手機版網站捷徑，無需下載、不佔空間，以全螢幕開啟並永遠保持最新。',
      },
      q5: { q: '如何更新 App？', a: '有新版本時 App 會提示您更新，您也可以在本頁重新下載，帳號與設定都會保留。' },
    },
  },
  panel: { installGuide: '安裝教學' },
  footerLink: 'App 下載',
  mobile: {
    title: '安裝 App',
    subtitle: '使用 {{name}} App，隨時隨地暢玩。',
    installIos: '安裝到 iPhone',
    installAndroid: '下載 Android 版',
    installLite: '安裝輕量版 App',
    addToHome: '如何加入主畫面',
    openInApp: '在 App 中打開',
    openHint: '已經安裝？直接以登入狀態打開 App。',
    stepsTitle: '安裝步驟',
    liteTitle: '將輕量版加入主畫面',
    liteSubtitle: '無需下載：網站以全螢幕開啟，使用起來就像 App。',
    otherDevices: '其他裝置',
    language: '語言',
    fullPage: 'App 下載頁',
  },
};
