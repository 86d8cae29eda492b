/**
 * Game center pages /sports /esports /lott /elott /cockfight (spec section 2): the category's
 * vendors as large vendor cards. Opening a vendor launches it (LOTT and ELOTT launch directly once
 * logged in; guests get the login popup) or, for VASSALAGE vendors, lists its games. Lazy chunk
 * GameCenter.
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { VendorCard } from '../../components/VendorCard';
import type { GameCategory } from '../../../contract/types';
import { useStores } from '../../stores';
import { PageHero } from '../shared/PageHero';
import { useGameActions } from '../shared/useGameActions';

export const GameCenter = observer(function GameCenter({ category }: { category: GameCategory }) {
  const { t } = useTranslation();
  const { config } = useStores();
  const actions = useGameActions();
  const vendors = config.categories.find((c) => c.category === category)?.vendors ?? [];
  const title = t(`categories.${category}`);
  return (
    <div
      css={css`
        display: flex;
        flex-direction: column;
        gap: 24px;
      `}
    >
      <PageHero
        icon={category.toLowerCase()}
        title={t('games.centerTitle', { category: title })}
        text={t(`categories.blurb.${category}`)}
        titleId="center-title"
      />
      <section aria-labelledby="center-title">
        <p
          css={css`
            margin: 0 0 14px;
            color: var(--c-muted);
          `}
        >
          {t('games.centerSubtitle')} · {t('games.providers', { count: vendors.length })}
        </p>
        {vendors.length === 0 ? (
          <p
            css={css`
              padding: 60px;
              text-align: center;
              color: var(--c-muted);
              border: 1px dashed var(--c-border);
              border-radius: var(--r-lg);
            `}
          >
            {t('common.empty')}
          </p>
        ) : (
          <div
            css={css`
              display: grid;
              grid-template-columns: repeat(3, minmax(0, 1fr));
              gap: 20px;
            `}
          >
            {vendors.map((v) => (
              <VendorCard
                key={v.vassalage}
                vendor={v}
                category={category}
                blurb={title}
                onOpen={(vendor) => actions.openVendor(category, vendor)}
              />
            ))}
          </div>
        )}
      </section>
    </div>
  );
});

export default GameCenter;
