/**
 * App download hover panel (spec section 2, side menu): QR codes of size 120 for iOS (a mobile
 * download page carrying the language and the token) and Android (the Android resource's URL),
 * and the "Install guide" link to the app download page /download (docs/site-pages.md "App download").
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Icon } from '../../components/Icon';
import { useStores } from '../../stores';
import { QR_BACKGROUND } from '../../theme/palettes';
import { QR_SIZE } from '../../../contract/spec';

/**
 * The iOS download page URL with language and token (spec section 2): the one client-side builder
 * of it, the same URL GET download answers (server/services/download/apps.ts mobileDownloadUrl).
 */
export function iosDownloadUrl(origin: string, lang: string, token: string | null): string {
  const url = new URL('/m/download', origin);
  url.searchParams.set('lang', lang);
  if (token) url.searchParams.set('token', token);
  return url.toString();
}

export const AppDownloadPanel = observer(function AppDownloadPanel({ top }: { top: number }) {
  const { t } = useTranslation();
  const { ui, session, config } = useStores();
  const android = config.permission?.resources.find((r) => r.resourceType === 'Android')?.url ?? null;
  const ios = iosDownloadUrl(globalThis.location?.origin ?? 'http://localhost', ui.lang, session.token);
  const codes = [
    { key: 'ios', icon: 'apple', label: t('layout.ios'), url: ios },
    ...(android ? [{ key: 'android', icon: 'android', label: t('layout.android'), url: android }] : []),
  ];
  return (
    <div
      role="dialog"
      aria-label={t('layout.appDownload')}
      data-testid="app-download-panel"
      css={css`
        position: fixed;
        left: calc(var(--side-w) + 10px);
        top: ${Math.max(12, top - 60)}px;
        z-index: 60;
        padding: 16px 18px;
        border-radius: var(--r-lg);
        background: var(--c-bg-elevated);
        border: 1px solid var(--c-border);
        box-shadow: var(--shadow-raised);
      `}
    >
      <p
        css={css`
          margin: 0 0 12px;
          font-weight: 700;
          font-size: 13px;
        `}
      >
        {t('layout.appDownloadHint')}
      </p>
      <div
        css={css`
          display: flex;
          gap: 16px;
        `}
      >
        {codes.map((c) => (
          <figure
            key={c.key}
            css={css`
              margin: 0;
              display: flex;
              flex-direction: column;
              align-items: center;
              gap: 8px;
            `}
          >
            <div
              css={css`
                padding: 8px;
                background: ${QR_BACKGROUND};
                border-radius: var(--r-md);
              `}
            >
              <QRCodeSVG value={c.url} size={QR_SIZE} level="M" title={`${c.label} QR`} />
            </div>
            <figcaption
              css={css`
                display: flex;
                align-items: center;
                gap: 6px;
                font-size: 12px;
                font-weight: 700;
              `}
            >
              <Icon name={c.icon} size={14} />
              {c.label}
            </figcaption>
          </figure>
        ))}
      </div>
      <Link
        to="/download"
        data-testid="app-download-guide-link"
        css={css`
          display: flex;
          align-items: center;
          justify-content: center;
          gap: 6px;
          margin-top: 12px;
          padding-top: 10px;
          border-top: 1px solid var(--c-border);
          font-size: 13px;
          font-weight: 700;
          color: var(--c-primary);
          text-decoration: none;
          &:hover {
            text-decoration: underline;
          }
        `}
      >
        <Icon name="help" size={14} />
        {t('download.panel.installGuide')}
        <Icon name="chevronRight" size={14} />
      </Link>
    </div>
  );
});
