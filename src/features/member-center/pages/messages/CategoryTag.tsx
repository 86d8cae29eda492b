/** The coloured tag of a platform message's category (docs/rewards.md "Platform messages"). */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { MessageCategory } from '../../../../../contract/types';

/** The colour of each category (theme colours; announcements a violet that reads on light and dark). */
const COLOURS: Record<MessageCategory, string> = {
  system: 'var(--c-muted)',
  money: 'var(--c-gold)',
  contract: 'var(--c-primary)',
  reward: 'var(--c-success)',
  broadcast: '#8b5cf6',
};

export function CategoryTag({ category }: { category: MessageCategory }) {
  const { t } = useTranslation();
  const c = COLOURS[category];
  return (
    <span
      data-category={category}
      css={css`
        display: inline-flex;
        align-items: center;
        height: 20px;
        padding: 0 8px;
        border-radius: var(--r-pill);
        font-size: 11px;
        font-weight: 700;
        color: ${c};
        background: color-mix(in srgb, ${c} 14%, transparent);
        white-space: nowrap;
      `}
    >
      {t(`messages.categories.${category}`)}
    </span>
  );
}
