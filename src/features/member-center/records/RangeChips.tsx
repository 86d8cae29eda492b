/** The date-range chips of the records pages (today, yesterday, last 7 and 30 days; member time zone). */
import { useTranslation } from 'react-i18next';
import { chip } from '../../../components/styles';

export const RECORD_RANGES = ['today', 'yesterday', 'last7', 'last30'] as const;
export type RecordRange = (typeof RECORD_RANGES)[number];

export function RangeChips({ value, onChange }: { value: RecordRange; onChange(range: RecordRange): void }) {
  const { t } = useTranslation();
  return (
    <div role="group" aria-label={t('play.records.period')} style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {RECORD_RANGES.map((r) => (
        <button key={r} type="button" css={chip(value === r)} aria-pressed={value === r} onClick={() => onChange(r)}>
          {t(`play.records.periods.${r}`)}
        </button>
      ))}
    </div>
  );
}
