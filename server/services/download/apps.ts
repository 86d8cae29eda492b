/**
 * The three apps of the app download page (docs/site-pages.md "App download"; spec section 2, the
 * side menu's app download panel): iOS, Android and the lite app, as `GET download` answers them
 * (schemas/api/site-pages.json downloadInfo).
 *
 * - iOS: the site's mobile download page `/m/download?lang=<TW|EN>[&token=<session token>]` on the
 *   request's own origin. The page installs the enterprise build and keeps the token for the app's
 *   deep link (`<merchant code lower-case>://login?token=`), so a signed-in member opens the app
 *   signed in. A visitor's URL carries no token.
 * - Android: the merchant's `Android` resource (permission.resources, spec section 3); null when the
 *   merchant offers none (the page then shows the app as unavailable).
 * - lite: the site's mobile page `/m/download?app=lite&lang=..` with the add-to-home-screen steps
 *   (a web app: nothing to install, no size).
 *
 * Version, size and release time: the site configuration (schemas/site-config.schema.json) has no
 * field for them, so they come from {@link APP_RELEASES}, the reference build's release notes;
 * a merchant's own build numbers belong there.
 */
import type { DownloadApp, DownloadInfo, SiteResource } from '../../../contract/types.ts';

/** The language codes the site speaks (contract/spec.ts LANGUAGES). */
export type DownloadLanguage = 'TW' | 'EN';

/** Version, size (human text, MB) and release time (ISO) of a packaged app. */
export interface AppRelease {
  version: string;
  size: string;
  updatedAt: string;
}

/**
 * The reference build of the native apps (docs/site-pages.md "App download": fixed values, the site
 * configuration carries none). The lite app is the site itself: version null, size null.
 */
export const APP_RELEASES: Readonly<Record<'ios' | 'android', AppRelease>> = {
  ios: { version: '3.8.2', size: '62.4 MB', updatedAt: '2025-05-12T08:00:00.000Z' },
  android: { version: '3.8.2', size: '48.7 MB', updatedAt: '2025-05-12T08:00:00.000Z' },
};

/** What the three URLs are built from. */
export interface DownloadInput {
  /** The site's origin as the caller reached it, e.g. `https://royal-ace.example` (no trailing slash). */
  origin: string;
  /** The request language: the mobile page opens in it. */
  language: DownloadLanguage;
  /** The caller's session token when signed in (member or trial), else null. */
  token: string | null;
  /** The merchant's resources (permission.resources). */
  resources: readonly SiteResource[];
}

/**
 * The URL of the mobile download page: `<origin>/m/download?lang=..[&app=lite][&token=..]`.
 * `app: 'lite'` asks for the add-to-home-screen steps; the token is only put on the iOS URL.
 */
export function mobileDownloadUrl(
  origin: string,
  language: DownloadLanguage,
  options: { token?: string | null; app?: 'lite' } = {},
): string {
  const url = new URL('/m/download', origin);
  if (options.app) url.searchParams.set('app', options.app);
  url.searchParams.set('lang', language);
  if (options.token) url.searchParams.set('token', options.token);
  return url.toString();
}

/** The download page's apps, in the order iOS, Android, lite (docs/site-pages.md "App download"). */
export function downloadInfo(input: DownloadInput): DownloadInfo {
  const android = input.resources.find((r) => r.resourceType === 'Android')?.url ?? null;
  const apps: DownloadApp[] = [
    {
      platform: 'ios',
      url: mobileDownloadUrl(input.origin, input.language, { token: input.token }),
      ...APP_RELEASES.ios,
    },
    android
      ? { platform: 'android', url: android, ...APP_RELEASES.android }
      : { platform: 'android', url: null, version: null, size: null, updatedAt: null },
    {
      platform: 'lite',
      url: mobileDownloadUrl(input.origin, input.language, { app: 'lite' }),
      version: null,
      size: null,
      updatedAt: null,
    },
  ];
  return { apps };
}
