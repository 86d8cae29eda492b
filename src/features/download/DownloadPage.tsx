/**
 * /download, the app download page inside the site layout (docs/site-pages.md "App download"; spec
 * section 2): a hero, the three apps (iOS, Android, lite) each as a card with its QR code of
 * QR_SIZE (what the server's GET download answers: the iOS mobile page with the language and, for
 * a member, the token; the Android resource; the lite page), a download button, version, size and
 * release date; the step-by-step install guide per platform in tabs with the pictures; a FAQ. The
 * apps reload when the language or the session changes (their URLs carry both).
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { QRCodeSVG } from 'qrcode.react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { QR_SIZE } from '../../../contract/spec';
import type { DownloadApp } from '../../../contract/types';
import { Icon } from '../../components/Icon';
import { ghostButton, primaryButton, sectionTitle } from '../../components/styles';
import { Tabs, tabPanelProps, useTabsId } from '../../components/Tabs';
import { useStores } from '../../stores';
import { DOWNLOAD_PLATFORMS, type DownloadPlatform } from '../../stores/download';
import { Notice } from '../../ui/kit';
import { Skeleton } from '../../ui/rewardUi';
import { PageHero } from '../shared/PageHero';
import { QR_BACKGROUND } from '../../theme/palettes';
import { GuideSteps } from './GuideSteps';
import { usePageMeta } from '../shared/usePageMeta';

/** The icon of each platform (components/icons). */
export const PLATFORM_ICON: Record<DownloadPlatform, string> = { ios: 'apple', android: 'android', lite: 'globe' };

/** A release date as yyyy-MM-dd in local time (spec section 9 dates); '' when absent or invalid. */
function releaseDate(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

const cardCss = css`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 14px;
  padding: 22px 20px 20px;
  border-radius: var(--r-lg);
  background: var(--g-card, var(--c-surface));
  border: 1px solid var(--c-border);
  box-shadow: var(--shadow-card);
  text-align: center;
`;

function AppCard({ app, platform }: { app: DownloadApp | null; platform: DownloadPlatform }) {
  const { t } = useTranslation();
  const name = t(`download.apps.${platform}.name`);
  const url = app?.url ?? null;
  const facts: { label: string; value: string }[] = [
    { label: t('download.version'), value: app?.version ?? (platform === 'lite' ? t('download.latest') : '—') },
    { label: t('download.size'), value: app?.size ?? (platform === 'lite' ? t('download.noInstall') : '—') },
    { label: t('download.updated'), value: releaseDate(app?.updatedAt ?? null) || '—' },
  ];
  return (
    <article css={cardCss} data-testid={`download-app-${platform}`} aria-labelledby={`download-app-${platform}-name`}>
      <header
        css={css`
          display: flex;
          align-items: center;
          gap: 12px;
          align-self: stretch;
          min-height: 52px;
        `}
      >
        <span
          css={css`
            display: grid;
            place-items: center;
            width: 46px;
            height: 46px;
            border-radius: 14px;
            background: var(--g-primary);
            color: var(--c-on-primary);
            flex: none;
          `}
        >
          <Icon name={PLATFORM_ICON[platform]} size={24} />
        </span>
        <div
          css={css`
            text-align: left;
            min-width: 0;
          `}
        >
          <h2
            id={`download-app-${platform}-name`}
            css={css`
              margin: 0;
              font-size: 18px;
              font-weight: 800;
            `}
          >
            {name}
          </h2>
          <p
            css={css`
              margin: 2px 0 0;
              font-size: 12px;
              color: var(--c-muted);
            `}
          >
            {t(`download.apps.${platform}.note`)}
          </p>
        </div>
      </header>
      {url ? (
        <figure
          css={css`
            margin: 0;
            display: grid;
            justify-items: center;
            gap: 8px;
          `}
        >
          <div
            css={css`
              padding: 10px;
              background: ${QR_BACKGROUND};
              border-radius: var(--r-md);
              box-shadow: 0 4px 14px color-mix(in srgb, var(--c-shadow) 12%, transparent);
            `}
          >
            <QRCodeSVG
              value={url}
              size={QR_SIZE}
              level="M"
              title={t('download.qrLabel', { app: name })}
              data-testid={`download-qr-${platform}`}
              data-value={url}
            />
          </div>
          <figcaption
            css={css`
              font-size: 12px;
              color: var(--c-muted);
            `}
          >
            {t('download.scan')}
          </figcaption>
        </figure>
      ) : (
        <div
          data-testid={`download-unavailable-${platform}`}
          css={css`
            display: grid;
            place-items: center;
            gap: 6px;
            width: ${QR_SIZE + 20}px;
            height: ${QR_SIZE + 20}px;
            border-radius: var(--r-md);
            border: 1px dashed var(--c-border);
            color: var(--c-muted);
            font-size: 12px;
            padding: 10px;
          `}
        >
          <Icon name="clock" size={26} />
          <span>{t('download.unavailableHint')}</span>
        </div>
      )}
      {url ? (
        <a
          href={url}
          css={css`
            ${primaryButton};
            align-self: stretch;
            text-decoration: none;
          `}
          {...(platform === 'android'
            ? { download: '', rel: 'noopener' }
            : { target: '_blank', rel: 'noopener noreferrer' })}
          data-testid={`download-button-${platform}`}
        >
          <Icon name={platform === 'lite' ? 'globe' : 'download'} size={18} />
          {t(`download.button.${platform}`)}
        </a>
      ) : (
        <button
          type="button"
          css={css`
            ${ghostButton};
            align-self: stretch;
          `}
          disabled
        >
          {t('download.unavailable')}
        </button>
      )}
      <dl
        css={css`
          display: grid;
          grid-template-columns: repeat(3, minmax(0, 1fr));
          gap: 8px;
          margin: 0;
          align-self: stretch;
        `}
      >
        {facts.map((f) => (
          <div
            key={f.label}
            css={css`
              padding: 8px 6px;
              border-radius: var(--r-md);
              background: var(--c-surface-2);
            `}
          >
            <dt
              css={css`
                font-size: 11px;
                color: var(--c-muted);
              `}
            >
              {f.label}
            </dt>
            <dd
              css={css`
                margin: 2px 0 0;
                font-size: 13px;
                font-weight: 700;
                font-variant-numeric: tabular-nums;
              `}
            >
              {f.value}
            </dd>
          </div>
        ))}
      </dl>
    </article>
  );
}

function AppsSkeleton() {
  return (
    <div
      css={css`
        display: grid;
        grid-template-columns: repeat(3, minmax(0, 1fr));
        gap: 20px;
      `}
      data-testid="download-skeleton"
    >
      {DOWNLOAD_PLATFORMS.map((p) => (
        <Skeleton key={p} rows={1} height={380} />
      ))}
    </div>
  );
}

export const DownloadPage = observer(function DownloadPage() {
  const { t, i18n } = useTranslation();
  const { download, session, config, ui } = useStores();
  const tabs = useTabsId();
  const name = config.permission?.merchantName ?? t('common.appName');
  const lang = ui.lang;
  usePageMeta(t('download.meta.title'), t('download.meta.description', { name }));

  useEffect(() => {
    void download.load();
  }, [lang, session.token, download]);

  const info = download.info;
  return (
    <div
      css={css`
        display: flex;
        flex-direction: column;
        gap: 28px;
      `}
      data-testid="download-page"
    >
      <PageHero icon="download" title={t('download.title')} text={t('download.subtitle')} titleId="download-title" />

      <section aria-labelledby="download-title">
        {info.loading && !info.data ? (
          <AppsSkeleton />
        ) : info.failed && !info.data ? (
          <Notice tone="bad">
            {info.errorText(t('download.error'))}{' '}
            <button type="button" css={ghostButton} onClick={() => info.reload()}>
              {t('download.retry')}
            </button>
          </Notice>
        ) : (
          <div
            css={css`
              display: grid;
              grid-template-columns: repeat(3, minmax(0, 1fr));
              gap: 20px;
            `}
          >
            {DOWNLOAD_PLATFORMS.map((p) => (
              <AppCard key={p} platform={p} app={download.app(p)} />
            ))}
          </div>
        )}
      </section>

      <section
        aria-labelledby="download-guide-title"
        css={css`
          display: grid;
          gap: 16px;
        `}
        data-testid="download-guide"
      >
        <div
          css={css`
            display: flex;
            align-items: flex-end;
            justify-content: space-between;
            gap: 16px;
            flex-wrap: wrap;
          `}
        >
          <div>
            <h2 id="download-guide-title" css={sectionTitle}>
              {t('download.guide.title')}
            </h2>
            <p
              css={css`
                margin: 4px 0 0;
                color: var(--c-muted);
                font-size: 13px;
              `}
            >
              {t('download.guide.subtitle')}
            </p>
          </div>
          <div
            css={css`
              flex: none;
              white-space: nowrap;
            `}
          >
            <Tabs
              items={DOWNLOAD_PLATFORMS.map((p) => ({ id: p, label: t(`download.guide.tabs.${p}`) }))}
              value={download.guide}
              onChange={(p) => download.setGuide(p)}
              label={t('download.guide.tabsLabel')}
              baseId={tabs}
            />
          </div>
        </div>
        <div {...tabPanelProps(tabs, download.guide)}>
          <GuideSteps platform={download.guide} lang={i18n.language === 'EN' ? 'EN' : 'TW'} layout="grid" />
        </div>
      </section>

      <section
        aria-labelledby="download-faq-title"
        css={css`
          display: grid;
          gap: 12px;
        `}
        data-testid="download-faq"
      >
        <h2 id="download-faq-title" css={sectionTitle}>
          {t('download.faq.title')}
        </h2>
        <div
          css={css`
            display: grid;
            gap: 10px;
          `}
        >
          {['q1', 'q2', 'q3', 'q4', 'q5'].map((q) => (
            <details
              key={q}
              css={css`
                border-radius: var(--r-lg);
                border: 1px solid var(--c-border);
                background: var(--c-surface);
                padding: 0 18px;
                & > summary {
                  cursor: pointer;
                  list-style: none;
                  display: flex;
                  justify-content: space-between;
                  align-items: center;
                  gap: 12px;
                  padding: 14px 0;
                  font-weight: 700;
                }
                & > summary::-webkit-details-marker {
                  display: none;
                }
                &[open] > summary svg {
                  transform: rotate(180deg);
                }
              `}
            >
              <summary>
                {t(`download.faq.items.${q}.q`)}
                <Icon name="chevronDown" size={18} />
              </summary>
              <p
                css={css`
                  margin: 0 0 16px;
                  color: var(--c-muted);
                  font-size: 14px;
                  line-height: 1.7;
                `}
              >
                {t(`download.faq.items.${q}.a`)}
              </p>
            </details>
          ))}
        </div>
      </section>
    </div>
  );
});
