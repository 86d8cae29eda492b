/**
 * About us (docs/site-pages.md; /about): a hero, the operator's sanitised content in a wide card
 * beside three promise tiles (fair, safe, caring), and links to the help center, blog and news.
 * Skeleton while loading; a failed state with retry.
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Icon } from '../../components/Icon';
import { useStores } from '../../stores';
import { PageHero } from '../shared/PageHero';
import { usePageMeta } from '../shared/usePageMeta';
import { Prose, ProseSkeleton, StateBox } from './parts';

const LINKS = [
  { to: '/helpCenter', icon: 'help', key: 'help' },
  { to: '/blog', icon: 'star', key: 'blog' },
  { to: '/news', icon: 'megaphone', key: 'news' },
] as const;

export const AboutPage = observer(function AboutPage() {
  const { t, i18n } = useTranslation();
  const { sitePages, config } = useStores();
  const about = sitePages.about;
  useEffect(() => {
    void sitePages.loadAbout();
  }, [sitePages, i18n.language]);
  const title = about.data?.title ?? t('sitePages.about.title');
  usePageMeta(title, t('sitePages.about.description'));
  return (
    <div
      data-testid="site-pages-about"
      css={css`
        display: flex;
        flex-direction: column;
        gap: 22px;
      `}
    >
      <PageHero
        icon="about"
        title={title}
        text={
          config.permission?.merchantName
            ? `${config.permission.merchantName} · ${t('sitePages.about.intro')}`
            : t('sitePages.about.intro')
        }
      />
      <div
        css={css`
          display: grid;
          grid-template-columns: minmax(0, 1fr) 300px;
          gap: 22px;
          align-items: start;
        `}
      >
        <section
          aria-busy={about.loading}
          css={css`
            padding: 32px 40px;
            border-radius: var(--r-lg);
            background: var(--c-surface);
            border: 1px solid var(--c-border);
            box-shadow: var(--shadow-card);
          `}
        >
          {about.data ? (
            <Prose html={about.data.body} testId="about-body" />
          ) : about.failed ? (
            <StateBox
              icon="close"
              title={about.errorText(t('sitePages.failed'))!}
              action={{ label: t('sitePages.list.retry'), onClick: () => about.reload() }}
              testId="about-failed"
            />
          ) : (
            <ProseSkeleton lines={12} />
          )}
        </section>
        <aside
          css={css`
            display: grid;
            gap: 12px;
            position: sticky;
            top: 90px;
          `}
        >
          {LINKS.map((l) => (
            <Link
              key={l.to}
              to={l.to}
              css={css`
                display: flex;
                align-items: center;
                gap: 14px;
                padding: 16px 18px;
                border-radius: var(--r-lg);
                background: var(--c-surface);
                border: 1px solid var(--c-border);
                color: var(--c-text);
                text-decoration: none;
                transition:
                  border-color 0.15s ease,
                  transform 0.15s ease;
                &:hover {
                  border-color: var(--c-primary);
                  transform: translateX(2px);
                }
              `}
            >
              <span
                css={css`
                  display: inline-flex;
                  width: 42px;
                  height: 42px;
                  border-radius: 12px;
                  align-items: center;
                  justify-content: center;
                  background: var(--g-primary);
                  color: var(--c-on-primary);
                `}
              >
                <Icon name={l.icon} size={22} />
              </span>
              <span
                css={css`
                  display: grid;
                  gap: 2px;
                `}
              >
                <strong
                  css={css`
                    font-size: 15px;
                  `}
                >
                  {t(`sitePages.${l.key}.title`)}
                </strong>
                <span
                  css={css`
                    font-size: 12px;
                    color: var(--c-muted);
                    line-height: 1.4;
                  `}
                >
                  {t(`sitePages.${l.key}.intro`)}
                </span>
              </span>
            </Link>
          ))}
        </aside>
      </div>
    </div>
  );
});
