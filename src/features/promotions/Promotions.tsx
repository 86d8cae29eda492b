/** /promotions (spec section 2): the merchant's promotion banners as cards. Lazy chunk Promotions. */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { PageHero } from '../shared/PageHero';
import { useContentStores } from '../shared/useContentStores';

export const Promotions = observer(function Promotions() {
  const { t } = useTranslation();
  const { content } = useContentStores();
  const banners = content.homeBanners;
  return (
    <div css={css`display: flex; flex-direction: column; gap: 24px;`}>
      <PageHero icon="gift" title={t('pages.promotions.title')} text={t('pages.promotions.text')} titleId="promotions-title" />
      <section aria-labelledby="promotions-title" css={css`display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 20px;`}>
        {banners.map((b) => (
          <article key={b.id} css={css`border-radius: var(--r-lg); overflow: hidden; background: var(--c-surface); border: 1px solid var(--c-border); box-shadow: var(--shadow-card);`}>
            <img src={b.url} alt="" css={css`width: 100%; aspect-ratio: 1200 / 340; object-fit: cover;`} loading="lazy" />
            <h2 css={css`font-size: 16px; padding: 14px 16px;`}>{b.title}</h2>
          </article>
        ))}
      </section>
    </div>
  );
});

export default Promotions;
