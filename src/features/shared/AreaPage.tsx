/** A page whose content is not built yet: its hero, so the route is real and labelled. */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { PageHero } from './PageHero';

export function AreaPage({ icon, area }: { icon: string; area: 'member' | 'pointMall' | 'seamless' | 'lottery' }) {
  const { t } = useTranslation();
  return (
    <div
      css={css`
        display: flex;
        flex-direction: column;
        gap: 24px;
      `}
    >
      <PageHero icon={icon} title={t(`pages.${area}.title`)} text={t(`pages.${area}.text`)} />
    </div>
  );
}
