/** The coloured tag of a platform message's category (docs/rewards.md "Platform messages"). */
import { useTranslation } from 'react-i18next';
import type { MessageCategory } from '../../../../../contract/types';
import { Pill } from '../../../../ui/kit';

/** The colour of each category (theme colours; announcements the violet highlight). */
const COLOURS: Record<MessageCategory, string> = {
  system: 'var(--c-muted)',
  money: 'var(--c-gold)',
  contract: 'var(--c-primary)',
  reward: 'var(--c-success)',
  broadcast: 'var(--c-highlight)',
};

export function CategoryTag({ category }: { category: MessageCategory }) {
  const { t } = useTranslation();
  return (
    <Pill colour={COLOURS[category]} small data-category={category}>
      {t(`messages.categories.${category}`)}
    </Pill>
  );
}
