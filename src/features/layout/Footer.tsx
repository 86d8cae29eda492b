/**
 * Footer (spec section 2; docs/site-pages.md): vendor logo carousel (Swiper, 10 per view, speed 3000, autoplay), the
 * payment, certification, social and licence images, help links from the registry's footer menu
 * (the help center, about us, blog and news pages, terms in the help modal, feedback modal, invite
 * friends or affiliate service: engine/menus/siteMenus.ts buildFooterMenu), responsible
 * gaming notice and copyright.
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Icon } from '../../components/Icon';
import { MenuRenderer } from '../../renderers/MenuRenderer';
import { useStores } from '../../stores';
import { useInViewport } from '../shared/useInViewport';
import { BrandMark } from '../../ui/BrandMark';
import type { FooterBadge } from '../../../contract/types';
import { useContentStores } from '../shared/useContentStores';
import { footerVendorOrder } from './footerAssets';

const groupTitle = css`
  margin: 0 0 10px;
  font-size: 12px;
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: var(--c-muted);
`;

/** One group of footer badges; badges are 2.5:1 (160x64 artwork), social icons round (64x64). */
function ImageGroup({
  title,
  images,
  size = 'badge',
}: {
  title: string;
  images: readonly FooterBadge[];
  size?: 'badge' | 'round';
}) {
  return (
    <div>
      <h3 css={groupTitle}>{title}</h3>
      <ul
        css={css`
          display: flex;
          flex-wrap: wrap;
          gap: 8px;
          list-style: none;
          margin: 0;
          padding: 0;
        `}
      >
        {images.map((img) => (
          <li key={img.url}>
            <img
              src={img.url}
              alt={img.label}
              width={size === 'round' ? 32 : 80}
              height={32}
              loading="lazy"
              css={css`
                opacity: 0.85;
                transition:
                  opacity 0.15s ease,
                  transform 0.15s ease;
                &:hover {
                  opacity: 1;
                  transform: translateY(-1px);
                }
              `}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The vendor carousel is built only when the footer comes near the viewport (it is far below the
 * fold on home) and its autoplay runs only while it is visible; until then a bar of its final
 * height keeps the footer's layout.
 */
function useLazyCarousel() {
  const ref = useRef<HTMLElement>(null);
  const { near, visible } = useInViewport(ref);
  return { ref, near, visible };
}

const FooterVendorCarousel = lazy(() => import('./FooterVendorCarousel'));

export const Footer = observer(function Footer() {
  const { t } = useTranslation();
  const { config } = useStores();
  const { content } = useContentStores();
  const carousel = useLazyCarousel();
  useEffect(() => {
    void content.loadFooterBadges();
  }, [content]);
  const badges = content.footerBadges;
  const vendors = footerVendorOrder(config.categories.flatMap((c) => c.vendors));
  const name = config.permission?.merchantName ?? t('common.appName');
  return (
    <footer
      css={css`
        margin-top: 48px;
        background: var(--c-bg-elevated);
        border-top: 1px solid var(--c-border);
      `}
    >
      {vendors.length > 0 ? (
        <section
          ref={carousel.ref}
          aria-label={t('layout.footer.partners')}
          data-testid="footer-vendors"
          css={css`
            box-sizing: content-box;
            height: 46px;
            padding: 18px 24px;
            border-bottom: 1px solid var(--c-border);
            .swiper-wrapper {
              transition-timing-function: linear;
            }
          `}
        >
          {carousel.near ? (
            <Suspense fallback={null}>
              <FooterVendorCarousel vendors={vendors} visible={carousel.visible} />
            </Suspense>
          ) : null}
        </section>
      ) : null}
      <div
        css={css`
          display: grid;
          grid-template-columns: 1.3fr 1fr 1fr;
          gap: 28px 40px;
          padding: 28px 24px 8px;
        `}
      >
        <div>
          <BrandMark name={name} />
          <p
            css={css`
              margin: 12px 0 16px;
              font-size: 13px;
              color: var(--c-muted);
              line-height: 1.7;
              max-width: 380px;
            `}
          >
            {t('layout.footer.licenceText')}
          </p>
          <h3 css={groupTitle}>{t('layout.footer.help')}</h3>
          <MenuRenderer menuId="footer" variant="footer" ariaLabel={t('layout.footer.help')} />
          {/* the app download page (docs/site-pages.md "App download") */}
          <Link
            to="/download"
            data-testid="footer-app-download"
            css={css`
              display: inline-flex;
              align-items: center;
              gap: 6px;
              margin-top: 10px;
              font-size: 13px;
              font-weight: 600;
              color: var(--c-muted);
              text-decoration: none;
              &:hover {
                color: var(--c-primary);
              }
            `}
          >
            <Icon name="download" size={15} />
            {t('download.footerLink')}
          </Link>
        </div>
        <div
          css={css`
            display: flex;
            flex-direction: column;
            gap: 18px;
          `}
        >
          <ImageGroup title={t('layout.footer.payments')} images={badges?.payment ?? []} />
          <ImageGroup title={t('layout.footer.social')} images={badges?.social ?? []} size="round" />
        </div>
        <div
          css={css`
            display: flex;
            flex-direction: column;
            gap: 18px;
          `}
        >
          <ImageGroup title={t('layout.footer.certification')} images={badges?.certification ?? []} />
          <ImageGroup title={t('layout.footer.licence')} images={badges?.licence ?? []} />
        </div>
      </div>
      <div
        css={css`
          display: flex;
          justify-content: space-between;
          gap: 20px;
          padding: 16px 24px 24px;
          margin-top: 16px;
          border-top: 1px solid var(--c-border);
          font-size: 12px;
          color: var(--c-muted);
        `}
      >
        <span>{t('layout.footer.ageNotice')}</span>
        <span>{t('layout.footer.copyright', { year: new Date().getFullYear(), name })}</span>
      </div>
    </footer>
  );
});
