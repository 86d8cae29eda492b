/**
 * The help center as a page (docs/site-pages.md; /helpCenter, spec section 7): a hero and the
 * server's help content with its left navigation, live search and accordion ({@link HelpContentView});
 * `/helpCenter#term` opens the terms and conditions.
 */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { PageHero } from '../shared/PageHero';
import { usePageMeta } from '../shared/usePageMeta';
import { HelpContentView } from './HelpContentView';

export function HelpCenterPage() {
  const { t } = useTranslation();
  const { hash } = useLocation();
  usePageMeta(t('sitePages.help.title'), t('sitePages.help.description'));
  return (
    <div
      data-testid="site-pages-help"
      css={css`
        display: flex;
        flex-direction: column;
        gap: 22px;
      `}
    >
      <PageHero icon="help" title={t('sitePages.help.title')} text={t('sitePages.help.intro')} />
      <HelpContentView variant="page" anchor={hash ? decodeURIComponent(hash.slice(1)) : null} />
    </div>
  );
}
