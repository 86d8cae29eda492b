/**
 * The app download pages (docs/site-pages.md "App download"): /download shows the three apps with
 * QR codes of QR_SIZE that encode exactly the URLs GET download answered (compared with
 * qrcode.react's own drawing of each URL), buttons, version and size, an unavailable Android app
 * without a code, the install guide tabs with a picture per step in the page language, the FAQ, the
 * page title and meta description, and a reload when the session changes; /m/download follows
 * ?lang, offers the phone's platform (user agent), the lite steps for ?app=lite and "Open in app"
 * with the deep link for ?token. The guide's step counts match the server's pictures.
 */
import '../support/webPolyfills';
import { afterEach, describe, expect, it } from '@jest/globals';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QRCodeSVG } from 'qrcode.react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { QR_SIZE } from '../../contract/spec';
import type { DownloadInfo } from '../../contract/types';
import type { DownloadApi } from '../../src/api/download';
import Download from '../../src/features/download/Download';
import { createI18n } from '../../src/i18n';
import { createRootStore, StoreProvider, type RootStore } from '../../src/stores';
import { appDeepLink, GUIDE_STEP_COUNT, phonePlatform } from '../../src/stores/download';
import type { StoreEnv } from '../../src/stores/env';
import { readFileSync } from 'node:fs';
import { fakeApi, loadSample } from '../support/samples';
import { emptyWebApi, fakeStoreEnv } from '../support/storeEnv';

const IOS = 'http://site.test/m/download?lang=EN&token=tok-123';
const APK = 'https://royal-ace.example/app/royal-ace.apk';
const LITE = 'http://site.test/m/download?app=lite&lang=EN';

function infoWith(android: string | null): DownloadInfo {
  return {
    apps: [
      { platform: 'ios', url: IOS, version: '3.8.2', size: '62.4 MB', updatedAt: '2025-05-12T08:00:00.000Z' },
      android
        ? {
            platform: 'android',
            url: android,
            version: '3.8.2',
            size: '48.7 MB',
            updatedAt: '2025-05-12T08:00:00.000Z',
          }
        : { platform: 'android', url: null, version: null, size: null, updatedAt: null },
      { platform: 'lite', url: LITE, version: null, size: null, updatedAt: null },
    ],
  };
}

/** A download API answering `info`, counting its calls. */
function fakeDownload(info: DownloadInfo): DownloadApi & { calls: number } {
  const api = {
    calls: 0,
    info: async () => {
      api.calls += 1;
      return info;
    },
  };
  return api;
}

async function storeWith(download: DownloadApi): Promise<RootStore> {
  const env = fakeStoreEnv({ api: fakeApi(loadSample('default.json')), web: emptyWebApi(), download }) as StoreEnv;
  const store = createRootStore(env, {});
  await store.config.load();
  return store;
}

function renderPage(store: RootStore, path: string, lang: 'TW' | 'EN' = 'EN') {
  return render(
    <I18nextProvider i18n={createI18n(lang)}>
      <StoreProvider store={store}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/download" element={<Download variant="page" />} />
            <Route path="/m/download" element={<Download variant="mobile" />} />
          </Routes>
        </MemoryRouter>
      </StoreProvider>
    </I18nextProvider>,
  );
}

/** The modules (dark squares) path of qrcode.react's drawing of `url` at QR_SIZE. */
const modulesOf = (svg: Element) => {
  const paths = [...svg.querySelectorAll('path')].map((p) => p.getAttribute('d'));
  return paths[paths.length - 1];
};

function expectedModules(url: string): string | null | undefined {
  const own = render(<QRCodeSVG value={url} size={QR_SIZE} level="M" />);
  const d = modulesOf(own.container.querySelector('svg') as SVGSVGElement);
  own.unmount();
  return d;
}

const setUserAgent = (ua: string) =>
  Object.defineProperty(window.navigator, 'userAgent', { value: ua, configurable: true });
const DESKTOP_UA = window.navigator.userAgent;
afterEach(() => {
  setUserAgent(DESKTOP_UA);
});

describe('/download', () => {
  it('draws the three apps with QR codes of the answered URLs, buttons, version and size', async () => {
    const store = await storeWith(fakeDownload(infoWith(APK)));
    renderPage(store, '/download');
    await screen.findByTestId('download-app-ios');
    for (const [platform, url] of [
      ['ios', IOS],
      ['android', APK],
      ['lite', LITE],
    ] as const) {
      const card = screen.getByTestId(`download-app-${platform}`);
      const svg = card.querySelector('svg[data-value]') as SVGSVGElement;
      expect(svg.getAttribute('data-value')).toBe(url);
      expect(svg.getAttribute('height')).toBe(String(QR_SIZE));
      // the drawn modules are qrcode.react's for that exact URL, not just a label
      expect(modulesOf(svg)).toBe(expectedModules(url));
      expect(within(card).getByTestId(`download-button-${platform}`).getAttribute('href')).toBe(url);
    }
    const ios = screen.getByTestId('download-app-ios');
    expect(within(ios).getByText('3.8.2')).toBeTruthy();
    expect(within(ios).getByText('62.4 MB')).toBeTruthy();
    expect(within(screen.getByTestId('download-app-lite')).getByText('No download')).toBeTruthy();
    expect(document.querySelectorAll('svg[data-value]')).toHaveLength(3);
    expect(document.title).toBe('App download | Royal Ace');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toContain(
      'Download the Royal Ace app',
    );
  });

  it('shows an unavailable Android app without a code', async () => {
    const store = await storeWith(fakeDownload(infoWith(null)));
    renderPage(store, '/download');
    await screen.findByTestId('download-unavailable-android');
    expect(document.querySelectorAll('svg[data-value]')).toHaveLength(2);
    expect(
      within(screen.getByTestId('download-app-android')).getByRole('button', { name: 'Not offered yet' }),
    ).toHaveProperty('disabled', true);
  });

  it('shows the skeleton first, then the guide tabs with a picture per step in the page language, and the FAQ', async () => {
    const store = await storeWith(fakeDownload(infoWith(APK)));
    renderPage(store, '/download', 'TW');
    expect(screen.getByTestId('download-skeleton')).toBeTruthy();
    await screen.findByTestId('download-app-ios');
    const images = () =>
      [...screen.getByTestId('download-guide').querySelectorAll('img')].map((i) => i.getAttribute('src'));
    expect(images()).toEqual([1, 2, 3, 4].map((n) => `/media/guides/ios/${n}/TW.svg`));
    expect(screen.getByText('信任企業級描述檔')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Android' }));
    expect(images()).toEqual([1, 2, 3, 4].map((n) => `/media/guides/android/${n}/TW.svg`));
    expect(screen.getByText('允許這個來源的應用程式')).toBeTruthy();
    expect(within(screen.getByTestId('download-faq')).getAllByRole('group')).toHaveLength(5);
  });

  it('reloads the apps when the session changes (the iOS URL carries the token)', async () => {
    const api = fakeDownload(infoWith(APK));
    const store = await storeWith(api);
    renderPage(store, '/download');
    await screen.findByTestId('download-app-ios');
    const before = api.calls;
    act(() => store.session.setMember({ username: 'demo01', type: 0 } as never, 'new-token'));
    await waitFor(() => expect(api.calls).toBe(before + 1));
  });
});

describe('/m/download', () => {
  it('follows ?lang, offers the iPhone install and opens the app with the token', async () => {
    setUserAgent(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1',
    );
    const store = await storeWith(fakeDownload(infoWith(APK)));
    renderPage(store, '/m/download?lang=EN&token=tok-123');
    await waitFor(() => expect(store.ui.lang).toBe('EN'));
    await waitFor(() => expect(store.download.info.loading).toBe(false));
    expect(screen.getByTestId('m-install-ios').textContent).toContain('Install on iPhone');
    expect(screen.queryByTestId('m-install-android')).toBeNull();
    expect(screen.getByTestId('m-open-in-app').getAttribute('href')).toBe('demo://login?token=tok-123');
    expect(
      [...screen.getByTestId('guide-steps-ios').querySelectorAll('img')].map((i) => i.getAttribute('src')),
    ).toEqual([1, 2, 3, 4].map((n) => `/media/guides/ios/${n}/EN.svg`));
    expect(document.title).toBe('Install the app | Royal Ace');
  });

  it('gives an Android phone the APK of the answer and no open-in-app without a token', async () => {
    setUserAgent('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/124.0 Mobile Safari/537.36');
    const store = await storeWith(fakeDownload(infoWith(APK)));
    renderPage(store, '/m/download?lang=EN');
    await waitFor(() => expect(screen.getByTestId('m-install-android').getAttribute('href')).toBe(APK));
    expect(screen.queryByTestId('m-install-ios')).toBeNull();
    expect(screen.queryByTestId('m-open-in-app')).toBeNull();
  });

  it('offers both platforms to another device, and the lite steps for ?app=lite', async () => {
    const store = await storeWith(fakeDownload(infoWith(APK)));
    const view = renderPage(store, '/m/download?lang=EN');
    expect(screen.getByTestId('m-install-ios')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('m-install-android').getAttribute('href')).toBe(APK));
    view.unmount();
    renderPage(store, '/m/download?app=lite&lang=EN');
    expect(await screen.findByTestId('m-install-lite')).toBeTruthy();
    await waitFor(() => expect(store.download.info.loading).toBe(false));
    expect(screen.getByTestId('guide-steps-lite')).toBeTruthy();
    expect(screen.getByText('iPhone: Share > Add to Home Screen')).toBeTruthy();
    expect(screen.queryByTestId('guide-steps-ios')).toBeNull();
  });
});

describe('download helpers', () => {
  it('tells the phone platform from the user agent', () => {
    expect(phonePlatform('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe('ios');
    expect(phonePlatform('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 5)).toBe('ios');
    expect(phonePlatform('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 0)).toBeNull();
    expect(phonePlatform('Mozilla/5.0 (Linux; Android 14; Pixel 8)')).toBe('android');
    expect(phonePlatform('Mozilla/5.0 (Windows NT 10.0; Win64; x64)')).toBeNull();
  });

  it('builds the deep link only with a token', () => {
    expect(appDeepLink('DEMO', 'a b')).toBe('demo://login?token=a%20b');
    expect(appDeepLink('DEMO', null)).toBeNull();
  });

  it('draws as many guide steps as the server has pictures (server/media/guideArt.ts GUIDE_STEPS)', () => {
    const source = readFileSync(new URL('../../server/media/guideArt.ts', import.meta.url), 'utf8');
    const literal = /GUIDE_STEPS[^=]*=\s*(\{[^}]*\})/.exec(source)?.[1] ?? '';
    const server = Object.fromEntries([...literal.matchAll(/(\w+):\s*(\d+)/g)].map((m) => [m[1], Number(m[2])]));
    expect(GUIDE_STEP_COUNT).toEqual(server);
  });
});
