/**
 * The numbered install steps of one platform with their pictures (docs/site-pages.md "App
 * download"): each step's phone mock-up (/media/guides/<platform>/<step>/<lang>.svg, drawn by the
 * server in the page language), its number, title and text. `layout` 'grid' lays the steps side by
 * side (desktop page), 'list' one under another (the phone page).
 */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { GUIDE_STEP_COUNT, guideImageUrl, type DownloadPlatform } from '../../stores/download';

export function GuideSteps({
  platform,
  lang,
  layout,
}: {
  platform: DownloadPlatform;
  lang: 'TW' | 'EN';
  layout: 'grid' | 'list';
}) {
  const { t } = useTranslation();
  const steps = Array.from({ length: GUIDE_STEP_COUNT[platform] }, (_, i) => i + 1);
  const grid = layout === 'grid';
  return (
    <ol
      data-testid={`guide-steps-${platform}`}
      css={css`
        list-style: none;
        margin: 0;
        padding: 0;
        display: grid;
        gap: ${grid ? 18 : 14}px;
        grid-template-columns: ${grid ? 'repeat(4, minmax(0, 1fr))' : '1fr'};
      `}
    >
      {steps.map((n) => {
        const title = t(`download.guide.steps.${platform}.s${n}.title`);
        return (
          <li
            key={n}
            data-testid="guide-step"
            css={css`
              display: ${grid ? 'flex' : 'grid'};
              flex-direction: column;
              grid-template-columns: ${grid ? 'none' : '112px minmax(0, 1fr)'};
              align-items: ${grid ? 'stretch' : 'center'};
              gap: ${grid ? 12 : 14}px;
              padding: ${grid ? 14 : 12}px;
              border-radius: var(--r-lg);
              background: var(--c-surface);
              border: 1px solid var(--c-border);
              box-shadow: var(--shadow-card, none);
            `}
          >
            <img
              src={guideImageUrl(platform, n, lang)}
              alt={title}
              width={480}
              height={600}
              loading="lazy"
              decoding="async"
              css={css`
                width: 100%;
                height: auto;
                aspect-ratio: 4 / 5;
                border-radius: var(--r-md);
                background: var(--c-surface-2);
                display: block;
              `}
            />
            <div
              css={css`
                display: grid;
                gap: 6px;
                align-content: start;
              `}
            >
              <span
                css={css`
                  justify-self: start;
                  padding: 2px 10px;
                  border-radius: 999px;
                  font-size: 12px;
                  font-weight: 800;
                  color: var(--c-on-gold);
                  background: var(--g-gold);
                `}
              >
                {t('download.guide.step', { n })}
              </span>
              <strong
                css={css`
                  font-size: ${grid ? 15 : 16}px;
                  line-height: 1.35;
                `}
              >
                {title}
              </strong>
              <p
                css={css`
                  margin: 0;
                  font-size: 13px;
                  line-height: 1.6;
                  color: var(--c-muted);
                `}
              >
                {t(`download.guide.steps.${platform}.s${n}.text`)}
              </p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
