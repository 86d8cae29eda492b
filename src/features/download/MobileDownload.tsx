/**
 * /m/download, the mobile download page the iOS QR code opens (docs/site-pages.md "App download"):
 * a phone layout without the desktop shell, readable from 360 px. The merchant's name and mark,
 * the language of ?lang (TW or EN; otherwise the site's, and a switch), a big install button for
 * the phone's platform from its user agent (iOS, Android; any other device gets both), the steps
 * with their pictures; ?app=lite shows the add-to-home-screen steps instead (with the browser's own
 * install prompt when it offers one). ?token is kept for the app's deep link
 * `<merchant code lower-case>://login?token=`: the "Open in app" button signs the member in.
 *
 * The site configuration has no iOS package URL (schemas/permission.schema.json resources hold an
 * Android one only), so the iOS button leads to the iOS steps on this page, which start with the
 * install; Android's downloads the merchant's APK.
 */
import { css, Global } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { LANGUAGES, type Language } from '../../../contract/spec';
import { Icon } from '../../components/Icon';
import { ghostButton, primaryButton } from '../../components/styles';
import { useStores } from '../../stores';
import { appDeepLink, phonePlatform, type DownloadPlatform } from '../../stores/download';
import { BrandMark } from '../../ui/BrandMark';
import { PANELS } from '../../theme/palettes';
import { GuideSteps } from './GuideSteps';
import { usePageMeta } from '../shared/usePageMeta';

/** The browser's install prompt event (Chrome's beforeinstallprompt; not in the DOM typings). */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
}

/** The language of ?lang when it is one of the site's, else null. */
export function queryLanguage(value: string | null): Language | null {
  const v = (value ?? '').toUpperCase();
  return (LANGUAGES as readonly string[]).includes(v) ? (v as Language) : null;
}

const bigButton = css`
  ${primaryButton};
  width: 100%;
  height: 54px;
  font-size: 17px;
  text-decoration: none;
`;

export const MobileDownload = observer(function MobileDownload() {
  const { t } = useTranslation();
  const { ui, config, download } = useStores();
  const [params] = useSearchParams();
  const asked = queryLanguage(params.get('lang'));
  const lite = params.get('app') === 'lite';
  const token = params.get('token');
  const name = config.permission?.merchantName ?? t('common.appName');
  const deepLink = appDeepLink(config.permission?.merchantCode, token);
  const detected = useMemo(
    () => phonePlatform(globalThis.navigator?.userAgent ?? '', globalThis.navigator?.maxTouchPoints ?? 0),
    [],
  );
  const [installPrompt, setInstallPrompt] = useState<InstallPromptEvent | null>(null);
  usePageMeta(t('download.meta.mobileTitle'), t('download.meta.description', { name }));

  // the QR code's language first (falls back to the site's)
  useEffect(() => {
    if (asked) ui.setLang(asked);
  }, [asked, ui]);
  // the Android APK's URL comes from the server's answer (the merchant's resource)
  useEffect(() => {
    void download.load();
  }, [ui.lang, download]);
  useEffect(() => {
    const keep = (e: Event) => {
      e.preventDefault();
      setInstallPrompt(e as InstallPromptEvent);
    };
    window.addEventListener('beforeinstallprompt', keep);
    return () => window.removeEventListener('beforeinstallprompt', keep);
  }, []);

  const lang: 'TW' | 'EN' = ui.lang === 'EN' ? 'EN' : 'TW';
  const apk = download.app('android')?.url ?? null;
  const platforms: DownloadPlatform[] = lite ? ['lite'] : detected ? [detected] : ['ios', 'android'];
  const showSteps = (platform: DownloadPlatform) =>
    document.getElementById(`m-steps-${platform}`)?.scrollIntoView({ behavior: 'smooth', block: 'start' });

  const installButton = (platform: DownloadPlatform) => {
    if (platform === 'android') {
      return apk ? (
        <a key="android" href={apk} download="" rel="noopener" css={bigButton} data-testid="m-install-android">
          <Icon name="android" size={22} />
          {t('download.mobile.installAndroid')}
        </a>
      ) : (
        <button key="android" type="button" css={bigButton} disabled data-testid="m-install-android">
          <Icon name="android" size={22} />
          {download.info.loading ? t('download.mobile.installAndroid') : t('download.unavailable')}
        </button>
      );
    }
    if (platform === 'lite') {
      return (
        <button
          key="lite"
          type="button"
          css={bigButton}
          data-testid="m-install-lite"
          onClick={() =>
            installPrompt ? void installPrompt.prompt().finally(() => setInstallPrompt(null)) : showSteps('lite')
          }
        >
          <Icon name="download" size={22} />
          {installPrompt ? t('download.mobile.installLite') : t('download.mobile.addToHome')}
        </button>
      );
    }
    return (
      <button key="ios" type="button" css={bigButton} data-testid="m-install-ios" onClick={() => showSteps('ios')}>
        <Icon name="apple" size={22} />
        {t('download.mobile.installIos')}
      </button>
    );
  };

  return (
    <main
      data-testid="download-mobile"
      css={css`
        min-height: 100vh;
        background: var(--c-bg);
        color: var(--c-text);
        display: flex;
        flex-direction: column;
      `}
    >
      {/* a phone page: lift the desktop layout's minimum width (theme/GlobalStyles) while it is shown */}
      <Global
        styles={css`
          html,
          body {
            min-width: 0 !important;
          }
        `}
      />
      <header
        css={css`
          display: flex;
          align-items: center;
          justify-content: space-between;
          gap: 12px;
          padding: 12px 16px;
          background: var(--g-header, var(--c-bg-elevated));
          border-bottom: 1px solid var(--c-border);
          position: sticky;
          top: 0;
          z-index: 2;
        `}
      >
        <BrandMark name={name} />
        <div
          role="group"
          aria-label={t('download.mobile.language')}
          css={css`
            display: flex;
            gap: 4px;
            padding: 3px;
            border-radius: 999px;
            background: var(--c-surface-2);
            border: 1px solid var(--c-border);
          `}
        >
          {LANGUAGES.map((l) => (
            <button
              key={l}
              type="button"
              aria-pressed={ui.lang === l}
              onClick={() => ui.setLang(l)}
              css={css`
                border: 0;
                border-radius: 999px;
                padding: 4px 10px;
                font-weight: 800;
                font-size: 12px;
                cursor: pointer;
                color: ${ui.lang === l ? 'var(--c-on-primary)' : 'var(--c-muted)'};
                background: ${ui.lang === l ? 'var(--g-primary)' : 'transparent'};
              `}
            >
              {l === 'TW' ? '繁中' : 'EN'}
            </button>
          ))}
        </div>
      </header>

      <section
        css={css`
          padding: 28px 20px 24px;
          display: grid;
          justify-items: center;
          gap: 12px;
          text-align: center;
          background: var(--g-hero);
          color: var(--c-on-vivid);
        `}
      >
        <span
          css={css`
            display: grid;
            place-items: center;
            width: 84px;
            height: 84px;
            border-radius: 22px;
            background: ${PANELS.appIcon};
            box-shadow: 0 10px 26px color-mix(in srgb, var(--c-shadow) 35%, transparent);
            & svg {
              width: 52px;
              height: 52px;
            }
          `}
        >
          <BrandMark name={name} compact />
        </span>
        <h1
          css={css`
            margin: 0;
            font-size: 24px;
            font-weight: 900;
          `}
        >
          {lite ? t('download.mobile.liteTitle') : t('download.mobile.title')}
        </h1>
        <p
          css={css`
            margin: 0;
            font-size: 14px;
            color: color-mix(in srgb, var(--c-on-vivid) 78%, transparent);
            max-width: 320px;
          `}
        >
          {lite ? t('download.mobile.liteSubtitle') : t('download.mobile.subtitle', { name })}
        </p>
        <div
          css={css`
            display: grid;
            gap: 10px;
            width: 100%;
            max-width: 360px;
            margin-top: 8px;
          `}
        >
          {platforms.map(installButton)}
          {deepLink ? (
            <a
              href={deepLink}
              css={css`
                ${ghostButton};
                width: 100%;
                height: 48px;
                color: var(--c-on-vivid);
                border-color: color-mix(in srgb, var(--c-on-vivid) 50%, transparent);
                text-decoration: none;
              `}
              data-testid="m-open-in-app"
            >
              <Icon name="play" size={18} />
              {t('download.mobile.openInApp')}
            </a>
          ) : null}
          {deepLink ? (
            <span
              css={css`
                font-size: 12px;
                color: color-mix(in srgb, var(--c-on-vivid) 70%, transparent);
              `}
            >
              {t('download.mobile.openHint')}
            </span>
          ) : null}
        </div>
      </section>

      <div
        css={css`
          padding: 20px 16px 32px;
          display: grid;
          gap: 24px;
          max-width: 560px;
          width: 100%;
          margin: 0 auto;
          box-sizing: border-box;
        `}
      >
        {platforms.map((p) => (
          <section
            key={p}
            id={`m-steps-${p}`}
            aria-labelledby={`m-steps-${p}-title`}
            css={css`
              display: grid;
              gap: 12px;
              scroll-margin-top: 70px;
            `}
          >
            <h2
              id={`m-steps-${p}-title`}
              css={css`
                margin: 0;
                font-size: 18px;
                font-weight: 800;
                display: flex;
                align-items: center;
                gap: 8px;
              `}
            >
              <Icon name={p === 'ios' ? 'apple' : p === 'android' ? 'android' : 'globe'} size={20} />
              {platforms.length > 1
                ? `${t(`download.guide.tabs.${p}`)} · ${t('download.mobile.stepsTitle')}`
                : t('download.mobile.stepsTitle')}
            </h2>
            <GuideSteps platform={p} lang={lang} layout="list" />
          </section>
        ))}
        <Link
          to="/download"
          css={css`
            justify-self: center;
            color: var(--c-primary);
            font-weight: 700;
            font-size: 14px;
          `}
        >
          {t('download.mobile.fullPage')}
        </Link>
      </div>
    </main>
  );
});
