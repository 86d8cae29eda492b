/**
 * The app download pages' data (/download and /m/download; docs/site-pages.md "App download"):
 * the three apps of GET download as the server answers them for the current language and session
 * (the iOS URL carries both), and which platform's install guide is shown. The API comes through
 * the environment (`download`; tests pass a fake).
 */
import { types, type IAnyStateTreeNode, type Instance } from 'mobx-state-tree';
import { type DownloadApi, type DownloadApp, type DownloadInfo } from '../api/download';
import { resourceModel } from './shared/ResourceModel';
import { envApi } from './envApi';

/** The environment key of the download pages. */
export interface DownloadEnv {
  download: DownloadApi;
}

const apiOf = (node: IAnyStateTreeNode): DownloadApi => envApi(node, 'download');

/** The platforms of the apps and of the install guides, in page order. */
export const DOWNLOAD_PLATFORMS = ['ios', 'android', 'lite'] as const;
export type DownloadPlatform = (typeof DOWNLOAD_PLATFORMS)[number];

/**
 * Steps of each platform's install guide; the server draws a picture per step at
 * /media/guides/<platform>/<step>/<TW|EN>.svg (server/media/guideArt.ts GUIDE_STEPS, same counts).
 */
export const GUIDE_STEP_COUNT: Readonly<Record<DownloadPlatform, number>> = { ios: 4, android: 4, lite: 4 };

/** The picture of a guide step (1-based) in a language. */
export function guideImageUrl(platform: DownloadPlatform, step: number, lang: 'TW' | 'EN'): string {
  return `/media/guides/${platform}/${step}/${lang}.svg`;
}

/**
 * The platform of a phone from its user agent: iOS (iPhone, iPad, iPod, or an iPad asking for the
 * desktop site: Macintosh with touch), Android, or null for anything else (the page offers both).
 */
export function phonePlatform(userAgent: string, maxTouchPoints = 0): 'ios' | 'android' | null {
  if (/iPhone|iPad|iPod/i.test(userAgent) || (/Macintosh/i.test(userAgent) && maxTouchPoints > 1)) return 'ios';
  if (/Android/i.test(userAgent)) return 'android';
  return null;
}

/**
 * The app's deep link that signs the member in: `<merchant code lower-case>://login?token=<token>`
 * (docs/site-pages.md "App download"); null without a token or a merchant code.
 */
export function appDeepLink(merchantCode: string | null | undefined, token: string | null | undefined): string | null {
  if (!merchantCode || !token) return null;
  return `${merchantCode.toLowerCase()}://login?token=${encodeURIComponent(token)}`;
}

export const DownloadStoreModel = types
  .model('DownloadStore', {
    info: types.optional(resourceModel<DownloadInfo>('DownloadInfoResource'), {}),
    guide: types.optional(types.enumeration<DownloadPlatform>('DownloadPlatform', [...DOWNLOAD_PLATFORMS]), 'ios'),
  })
  .actions((self) => ({
    /** Loads the apps (again: after a language or session change the URLs differ). */
    load() {
      return self.info.load(() => apiOf(self).info());
    },
    /** Shows another platform's install guide. */
    setGuide(platform: DownloadPlatform) {
      self.guide = platform;
    },
  }))
  .views((self) => ({
    /** The app of a platform, or null before the answer. */
    app(platform: DownloadPlatform): DownloadApp | null {
      return self.info.data?.apps.find((a) => a.platform === platform) ?? null;
    },
  }));

export interface DownloadStore extends Instance<typeof DownloadStoreModel> {}
