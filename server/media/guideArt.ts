/**
 * The install guide pictures of the app download pages (docs/site-pages.md "App download"):
 * 480 x 600 SVG phone mock-ups, one per step, in TW or EN, served as
 * /media/guides/<platform>/<step>/<lang>.svg. Each shows the phone screen of the step with the
 * control to tap ringed in gold:
 *   ios:     1 open the link in Safari, 2 install, 3 trust the enterprise profile in Settings >
 *            General > VPN & Device Management, 4 open the app;
 *   android: 1 download the APK, 2 allow installs from this source, 3 install, 4 open the app;
 *   lite:    1 open the site in the phone's browser, 2 Safari: Share > Add to Home Screen,
 *            3 Chrome: menu > Install app, 4 open it from the home screen.
 * No merchant data: the same picture serves every site (the page around it names the merchant).
 */
import { emblem, emblemDefs } from './emblems.ts';
import { esc, FONT, fitFontSize, PALETTES, type Palette } from './svg.ts';

/** The platforms of the guides (the download page's tabs). */
export const GUIDE_PLATFORMS = ['ios', 'android', 'lite'] as const;
export type GuidePlatform = (typeof GUIDE_PLATFORMS)[number];
/** Steps per platform, numbered from 1 (the download pages draw the same count). */
export const GUIDE_STEPS: Readonly<Record<GuidePlatform, number>> = { ios: 4, android: 4, lite: 4 };
export type GuideLanguage = 'TW' | 'EN';

const W = 480;
const H = 600;
/** The phone screen's box inside the mock-up. */
const SX = 132;
const SY = 62;
const SW = 216;
const SH = 476;

type Texts = Record<string, { TW: string; EN: string }>;

/** The words drawn on the mock-up screens (the phone's own UI: Safari, Settings, Chrome...). */
const WORDS: Texts = {
  app: { TW: '娛樂城 App', EN: 'Casino App' },
  install: { TW: '安裝', EN: 'Install' },
  cancel: { TW: '取消', EN: 'Cancel' },
  open: { TW: '打開', EN: 'Open' },
  installIos: { TW: '是否安裝此 App？', EN: 'Install this app?' },
  installing: { TW: '正在安裝…', EN: 'Installing…' },
  settings: { TW: '設定', EN: 'Settings' },
  general: { TW: '一般', EN: 'General' },
  vpn: { TW: 'VPN 與裝置管理', EN: 'VPN & Device Management' },
  enterprise: { TW: '企業級 App', EN: 'Enterprise app' },
  trustTitle: { TW: '信任此開發者', EN: 'Trust this developer' },
  trust: { TW: '信任', EN: 'Trust' },
  downloadApk: { TW: '下載 APK', EN: 'Download APK' },
  downloaded: { TW: '下載完成', EN: 'Download complete' },
  unknownApps: { TW: '安裝不明應用程式', EN: 'Install unknown apps' },
  allowSource: { TW: '允許這個來源的應用程式', EN: 'Allow from this source' },
  installAndroid: { TW: '要安裝這個應用程式嗎？', EN: 'Do you want to install this app?' },
  installed: { TW: '已安裝應用程式', EN: 'App installed' },
  done: { TW: '完成', EN: 'Done' },
  share: { TW: '分享', EN: 'Share' },
  addHome: { TW: '加入主畫面', EN: 'Add to Home Screen' },
  copy: { TW: '拷貝', EN: 'Copy' },
  bookmark: { TW: '加入書籤', EN: 'Add Bookmark' },
  installApp: { TW: '安裝應用程式', EN: 'Install app' },
  newTab: { TW: '新分頁', EN: 'New tab' },
  history: { TW: '記錄', EN: 'History' },
  welcome: { TW: '立即遊戲', EN: 'Play now' },
};

const word = (key: keyof typeof WORDS, lang: GuideLanguage) => (WORDS[key] as { TW: string; EN: string })[lang];

/** Step captions used as the picture's accessible title. */
const CAPTIONS: Record<GuidePlatform, Texts> = {
  ios: {
    1: { TW: '用 Safari 打開下載連結', EN: 'Open the link in Safari' },
    2: { TW: '點「安裝」', EN: 'Tap Install' },
    3: { TW: '設定 > 一般 > VPN 與裝置管理：信任', EN: 'Settings > General > VPN & Device Management: Trust' },
    4: { TW: '從主畫面打開 App', EN: 'Open the app from the home screen' },
  },
  android: {
    1: { TW: '下載 APK 檔案', EN: 'Download the APK' },
    2: { TW: '允許這個來源的應用程式', EN: 'Allow installs from this source' },
    3: { TW: '點「安裝」', EN: 'Tap Install' },
    4: { TW: '打開 App', EN: 'Open the app' },
  },
  lite: {
    1: { TW: '用手機瀏覽器打開網站', EN: "Open the site in the phone's browser" },
    2: { TW: 'Safari：分享 > 加入主畫面', EN: 'Safari: Share > Add to Home Screen' },
    3: { TW: 'Chrome：選單 > 安裝應用程式', EN: 'Chrome: menu > Install app' },
    4: { TW: '從主畫面打開', EN: 'Open it from the home screen' },
  },
};

/** The caption of a step, or null for an unknown platform or step. */
export function guideCaption(platform: string, step: number, lang: GuideLanguage): string | null {
  const texts = (CAPTIONS as Record<string, Texts | undefined>)[platform]?.[String(step)];
  return texts ? texts[lang] : null;
}

const PALETTE: Palette = PALETTES[3] as Palette;

const text = (
  x: number,
  y: number,
  value: string,
  size: number,
  opts: { fill?: string; weight?: number; anchor?: 'start' | 'middle' | 'end'; width?: number } = {},
) => {
  const fs = opts.width ? fitFontSize(value, opts.width, size, 8) : size;
  return `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${fs}" font-weight="${opts.weight ?? 600}" fill="${opts.fill ?? '#1c1c28'}" text-anchor="${opts.anchor ?? 'start'}">${esc(value)}</text>`;
};

/** A gold ring around the control to tap, with a fingertip at its lower right corner (the label stays readable). */
const tap = (cx: number, cy: number, rx: number, ry: number) =>
  `<rect x="${cx - rx}" y="${cy - ry}" width="${rx * 2}" height="${ry * 2}" rx="${Math.min(ry, 16)}" fill="none" stroke="#ffc300" stroke-width="4"/><rect x="${cx - rx - 7}" y="${cy - ry - 7}" width="${rx * 2 + 14}" height="${ry * 2 + 14}" rx="${Math.min(ry, 16) + 7}" fill="none" stroke="#ffc300" stroke-opacity=".35" stroke-width="3"/>` +
  `<g transform="translate(${cx + rx - 6},${cy + ry + 22})"><circle r="20" fill="#ffc300" opacity=".35"/><path d="M-6,-2 L-6,-22 Q-6,-28 0,-28 Q6,-28 6,-22 L6,-6 L16,-4 Q24,-2 22,8 L18,26 L-8,26 L-18,6 Q-20,0 -14,-1 Z" fill="#fff" stroke="#2b2b3a" stroke-width="2.5" stroke-linejoin="round"/></g>`;

/** The merchant-neutral app icon (crown on the site palette). */
const appIcon = (x: number, y: number, size: number, id: string) =>
  `<g transform="translate(${x},${y})"><rect width="${size}" height="${size}" rx="${size * 0.23}" fill="url(#${id}-icon)"/><g transform="translate(${size / 2},${size / 2 + size * 0.04}) scale(${(size / 240).toFixed(3)})">${emblem('crown', id)}</g></g>`;

/** A browser's address bar (Safari at the bottom is drawn at the top here for clarity). */
const addressBar = (y: number, host: string) =>
  `<rect x="${SX + 10}" y="${y}" width="${SW - 20}" height="28" rx="9" fill="#e9e9ef"/><path d="M${SX + 24},${y + 11} h8 v9 h-8 z M${SX + 25.5},${y + 11} v-3 a2.5,2.5 0 0 1 5,0 v3" fill="none" stroke="#6b6b7b" stroke-width="1.6"/>${text(SX + 38, y + 19, host, 11, { fill: '#3a3a4a', weight: 500 })}`;

/** The site's mobile page as the browser shows it. */
const sitePage = (id: string, lang: GuideLanguage, y: number, button: string) =>
  `<rect x="${SX}" y="${y}" width="${SW}" height="${SY + SH - y}" fill="url(#${id}-site)"/>${appIcon(SX + SW / 2 - 36, y + 34, 72, id)}${text(SX + SW / 2, y + 134, word('app', lang), 17, { fill: '#fff', weight: 800, anchor: 'middle' })}` +
  `<rect x="${SX + 30}" y="${y + 160}" width="${SW - 60}" height="40" rx="20" fill="#ffc300"/>${text(SX + SW / 2, y + 185, button, 15, { weight: 800, anchor: 'middle', width: SW - 80 })}` +
  `<rect x="${SX + 30}" y="${y + 222}" width="${SW - 60}" height="10" rx="5" fill="#fff" opacity=".18"/><rect x="${SX + 30}" y="${y + 242}" width="${SW - 100}" height="10" rx="5" fill="#fff" opacity=".18"/>`;

/** A centred alert dialog with two buttons; `primary` (0 or 1) is ringed. */
const dialog = (title: string, buttons: [string, string], primary: 0 | 1, style: 'ios' | 'android') => {
  const x = SX + 18;
  const w = SW - 36;
  const y = SY + 150;
  const h = 132;
  const shade = `<rect x="${SX}" y="${SY}" width="${SW}" height="${SH}" fill="#000" opacity=".45"/>`;
  const box = `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${style === 'ios' ? 16 : 22}" fill="#fbfbfd"/>${text(SX + SW / 2, y + 44, title, 14, { weight: 700, anchor: 'middle', width: w - 24 })}`;
  const by = y + h - 40;
  const bw = w / 2;
  const btns = buttons
    .map((b, i) =>
      text(x + bw * i + bw / 2, by + 25, b, 14, {
        fill: i === primary ? '#0a64d6' : '#6b6b7b',
        weight: i === primary ? 800 : 600,
        anchor: 'middle',
        width: bw - 16,
      }),
    )
    .join('');
  const line =
    style === 'ios' ? `<path d="M${x},${by} h${w} M${x + bw},${by} v40" stroke="#d6d6de" stroke-width="1"/>` : '';
  return shade + box + line + btns + tap(x + bw * primary + bw / 2, by + 20, bw / 2 - 8, 15);
};

/** A home screen with app icons; the app's icon is ringed. */
const homeScreen = (id: string, lang: GuideLanguage) => {
  const colors = [
    '#34c759',
    '#0a84ff',
    '#ff9f0a',
    '#ff375f',
    '#5e5ce6',
    '#64d2ff',
    '#30d158',
    '#bf5af2',
    '#ffd60a',
    '#8e8e93',
    '#ff6482',
  ];
  const icons: string[] = [];
  let k = 0;
  for (let row = 0; row < 4; row += 1) {
    for (let col = 0; col < 4; col += 1) {
      const x = SX + 18 + col * 48;
      const y = SY + 60 + row * 70;
      if (row === 2 && col === 1) {
        icons.push(
          appIcon(x, y, 40, id),
          text(x + 20, y + 56, word('app', lang), 9, { fill: '#fff', anchor: 'middle', width: 60 }),
        );
        continue;
      }
      icons.push(
        `<rect x="${x}" y="${y}" width="40" height="40" rx="10" fill="${colors[k % colors.length]}"/><rect x="${x + 8}" y="${y + 50}" width="24" height="6" rx="3" fill="#fff" opacity=".5"/>`,
      );
      k += 1;
    }
  }
  const dock = `<rect x="${SX + 12}" y="${SY + SH - 86}" width="${SW - 24}" height="66" rx="20" fill="#fff" opacity=".25"/>${[0, 1, 2, 3].map((i) => `<rect x="${SX + 24 + i * 48}" y="${SY + SH - 73}" width="40" height="40" rx="10" fill="${colors[(i + 5) % colors.length]}"/>`).join('')}`;
  return `<rect x="${SX}" y="${SY}" width="${SW}" height="${SH}" fill="url(#${id}-wall)"/>${icons.join('')}${dock}${tap(SX + 18 + 48 + 20, SY + 60 + 140 + 20, 26, 26)}`;
};

/** A settings page with a back title and rows; the row at `ring` is ringed. */
const settingsList = (
  title: string,
  crumb: string,
  rows: Array<{ label: string; toggle?: boolean; action?: string }>,
  ring: number,
) => {
  const out: string[] = [
    `<rect x="${SX}" y="${SY}" width="${SW}" height="${SH}" fill="#f2f2f7"/>`,
    text(SX + 14, SY + 54, `‹ ${crumb}`, 12, { fill: '#0a64d6', weight: 600, width: SW - 28 }),
    text(SX + 14, SY + 86, title, 19, { weight: 800, width: SW - 28 }),
  ];
  rows.forEach((r, i) => {
    const y = SY + 110 + i * 46;
    out.push(
      `<rect x="${SX + 10}" y="${y}" width="${SW - 20}" height="40" rx="10" fill="#fff"/>`,
      text(SX + 22, y + 25, r.label, 12, { weight: 600, width: r.toggle || r.action ? SW - 100 : SW - 50 }),
    );
    if (r.toggle)
      out.push(
        `<rect x="${SX + SW - 62}" y="${y + 9}" width="40" height="22" rx="11" fill="#34c759"/><circle cx="${SX + SW - 33}" cy="${y + 20}" r="9" fill="#fff"/>`,
      );
    else if (r.action)
      out.push(text(SX + SW - 24, y + 25, r.action, 12, { fill: '#0a64d6', weight: 800, anchor: 'end' }));
    else out.push(`<path d="M${SX + SW - 30},${y + 14} l6,6 l-6,6" fill="none" stroke="#b0b0bb" stroke-width="2"/>`);
  });
  const y = SY + 110 + ring * 46;
  out.push(tap(SX + SW / 2, y + 20, SW / 2 - 12, 22));
  return out.join('');
};

/** A bottom sheet (Safari's share sheet or Chrome's menu) over the site page; row `ring` is ringed. */
const sheet = (rows: string[], ring: number, from: 'bottom' | 'top') => {
  const h = rows.length * 42 + 24;
  const y = from === 'bottom' ? SY + SH - h : SY + 40;
  const x = from === 'bottom' ? SX : SX + 60;
  const w = from === 'bottom' ? SW : SW - 66;
  const out = [
    `<rect x="${SX}" y="${SY}" width="${SW}" height="${SH}" fill="#000" opacity=".35"/>`,
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="16" fill="#fbfbfd"/>`,
  ];
  rows.forEach((r, i) => {
    const ry = y + 12 + i * 42;
    out.push(
      `<rect x="${x + 14}" y="${ry + 11}" width="18" height="18" rx="5" fill="${i === ring ? '#0a64d6' : '#c8c8d2'}"/>`,
      text(x + 42, ry + 25, r, 12, { weight: i === ring ? 800 : 600, width: w - 56 }),
    );
  });
  out.push(tap(x + w / 2, y + 12 + ring * 42 + 20, w / 2 - 8, 18));
  return out.join('');
};

const HOST = 'm/download';

/** The screen of one step (inside the phone's screen box). */
function screen(platform: GuidePlatform, step: number, lang: GuideLanguage, id: string): string {
  const bar = `<rect x="${SX}" y="${SY}" width="${SW}" height="70" fill="#f7f7fa"/>${addressBar(SY + 30, HOST)}`;
  const page = (button: string) => sitePage(id, lang, SY + 70, button) + bar;
  if (platform === 'ios') {
    if (step === 1)
      return (
        page(word('install', lang)) +
        tap(SX + SW / 2, SY + 70 + 180, SW / 2 - 34, 20) +
        `<g transform="translate(${SX + SW / 2},${SY + SH - 40})"><circle r="18" fill="#0a84ff"/><circle r="12" fill="none" stroke="#fff" stroke-width="2"/><path d="M-4,4 L3,-3 L6,-6 L-3,3 Z" fill="#fff"/></g>`
      );
    if (step === 2)
      return (
        page(word('install', lang)) +
        dialog(word('installIos', lang), [word('cancel', lang), word('install', lang)], 1, 'ios')
      );
    if (step === 3)
      return settingsList(
        word('vpn', lang),
        `${word('settings', lang)} › ${word('general', lang)}`,
        [{ label: word('enterprise', lang) }, { label: word('trustTitle', lang), action: word('trust', lang) }],
        1,
      );
    return homeScreen(id, lang);
  }
  if (platform === 'android') {
    if (step === 1) {
      const y = SY + SH - 64;
      return (
        page(word('downloadApk', lang)) +
        `<rect x="${SX + 8}" y="${y}" width="${SW - 16}" height="52" rx="12" fill="#2b2b3a"/>${text(SX + 20, y + 22, 'app.apk', 11, { fill: '#fff', weight: 700 })}${text(SX + 20, y + 40, word('downloaded', lang), 10, { fill: '#c8c8d2', weight: 500, width: SW - 100 })}${text(SX + SW - 22, y + 32, word('open', lang), 12, { fill: '#8ab4f8', weight: 800, anchor: 'end' })}` +
        tap(SX + SW / 2, SY + 70 + 180, SW / 2 - 34, 20)
      );
    }
    if (step === 2)
      return settingsList(
        word('unknownApps', lang),
        word('settings', lang),
        [{ label: 'Chrome' }, { label: word('allowSource', lang), toggle: true }],
        1,
      );
    if (step === 3)
      return (
        page(word('downloadApk', lang)) +
        dialog(word('installAndroid', lang), [word('cancel', lang), word('install', lang)], 1, 'android')
      );
    return (
      `<rect x="${SX}" y="${SY}" width="${SW}" height="${SH}" fill="#fbfbfd"/>${appIcon(SX + SW / 2 - 40, SY + 120, 80, id)}${text(SX + SW / 2, SY + 236, word('app', lang), 17, { weight: 800, anchor: 'middle' })}${text(SX + SW / 2, SY + 264, `✓ ${word('installed', lang)}`, 13, { fill: '#188038', weight: 700, anchor: 'middle', width: SW - 30 })}` +
      `<rect x="${SX + 16}" y="${SY + SH - 70}" width="${(SW - 44) / 2}" height="40" rx="20" fill="none" stroke="#c8c8d2" stroke-width="2"/>${text(SX + 16 + (SW - 44) / 4, SY + SH - 44, word('done', lang), 13, { weight: 700, anchor: 'middle', fill: '#0a64d6' })}` +
      `<rect x="${SX + 28 + (SW - 44) / 2}" y="${SY + SH - 70}" width="${(SW - 44) / 2}" height="40" rx="20" fill="#0a64d6"/>${text(SX + 28 + (SW - 44) * 0.75, SY + SH - 44, word('open', lang), 13, { weight: 800, anchor: 'middle', fill: '#fff' })}` +
      tap(SX + 28 + (SW - 44) * 0.75, SY + SH - 50, (SW - 44) / 4 + 2, 20)
    );
  }
  if (step === 1) return page(word('welcome', lang)) + tap(SX + SW / 2, SY + 44, SW / 2 - 10, 16);
  if (step === 2)
    return (
      page(word('welcome', lang)) +
      sheet([word('copy', lang), word('bookmark', lang), word('addHome', lang)], 2, 'bottom') +
      text(SX + SW / 2, SY + SH - 3 * 42 - 36, word('share', lang), 13, { fill: '#fff', weight: 800, anchor: 'middle' })
    );
  if (step === 3)
    return (
      page(word('welcome', lang)) +
      sheet([word('newTab', lang), word('history', lang), word('installApp', lang)], 2, 'top')
    );
  return homeScreen(id, lang);
}

/**
 * The SVG document of a guide step: a phone mock-up on the site palette with a big step number.
 * Returns null for an unknown platform or a step outside 1..GUIDE_STEPS[platform] (the route's 404).
 */
export function guideArt(platform: string, step: number, lang: GuideLanguage): string | null {
  const caption = guideCaption(platform, step, lang);
  if (!caption) return null;
  const p = platform as GuidePlatform;
  const id = `g-${p}-${step}`;
  const body = `<defs>${emblemDefs(PALETTE, id)}
<linearGradient id="${id}-bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${PALETTE.from}"/><stop offset="1" stop-color="${PALETTE.to}"/></linearGradient>
<linearGradient id="${id}-icon" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2a1a5e"/><stop offset="1" stop-color="#0b0b2b"/></linearGradient>
<linearGradient id="${id}-site" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1a0536"/><stop offset="1" stop-color="#3b28cc"/></linearGradient>
<linearGradient id="${id}-wall" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#5e5ce6"/><stop offset=".55" stop-color="#bf5af2"/><stop offset="1" stop-color="#ff6482"/></linearGradient>
<clipPath id="${id}-screen"><rect x="${SX}" y="${SY}" width="${SW}" height="${SH}" rx="26"/></clipPath></defs>
<rect width="${W}" height="${H}" rx="28" fill="url(#${id}-bg)"/>
<circle cx="${W / 2}" cy="${H / 2}" r="230" fill="${PALETTE.glow}" opacity=".12"/>
<circle cx="70" cy="80" r="44" fill="#ffc300"/>${text(70, 97, String(step), 46, { weight: 900, anchor: 'middle', fill: '#1a1306' })}
<rect x="${SX - 14}" y="${SY - 22}" width="${SW + 28}" height="${SH + 44}" rx="40" fill="#0d0d14" stroke="#3a3a4a" stroke-width="3"/>
<g clip-path="url(#${id}-screen)">${screen(p, step, lang, id)}</g>
<rect x="${SX + SW / 2 - 38}" y="${SY + 8}" width="76" height="20" rx="10" fill="#0d0d14"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" role="img" aria-label="${esc(caption)}"><title>${esc(caption)}</title>${body}</svg>`;
}
