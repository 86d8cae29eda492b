/**
 * A home section of vendor cards (SPORTS, ESPORTS, COCKFIGHT; spec section 2): the category's
 * vendors from the registry, at most 12, hidden when empty, with its 'more' link.
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { VendorCard } from '../../components/VendorCard';
import type { GameCategory } from '../../../contract/types';
import { useStores } from '../../stores';
import { HOME_SECTION_LIMIT } from '../../../contract/spec';
import { useGameActions } from '../shared/useGameActions';
import { SectionHeader } from './SectionHeader';

export const VendorSection = observer(function VendorSection({ category }: { category: GameCategory }) {
  const { t } = useTranslation();
  const { config } = useStores();
  const actions = useGameActions();
  const info = config.categories.find((c) => c.category === category);
  const vendors = (info?.vendors ?? []).slice(0, HOME_SECTION_LIMIT);
  if (!info || vendors.length === 0) return null;
  const title = t(`home.sections.${category}`);
  const id = `home-${category.toLowerCase()}`;
  return (
    <section aria-labelledby={id} data-testid={`section-${category}`}>
      <SectionHeader
        id={id}
        icon={category.toLowerCase()}
        title={title}
        moreTo={info.path}
        moreText={t('common.more')}
        moreLabel={t('home.moreOf', { category: title })}
      />
      <div
        css={css`
          display: grid;
          grid-template-columns: repeat(${vendors.length >= 4 ? 4 : 3}, minmax(0, 1fr));
          gap: 16px;
        `}
      >
        {vendors.map((v) => (
          <VendorCard
            key={v.vassalage}
            vendor={v}
            category={category}
            blurb={t(`categories.blurb.${category}`)}
            onOpen={(vendor) => actions.openVendor(category, vendor)}
          />
        ))}
      </div>
    </section>
  );
});
