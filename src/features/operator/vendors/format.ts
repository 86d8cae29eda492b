/**
 * Display helpers of the vendor integrations page (README "Vendor integrations"): the status pill's
 * tone, error rates and latencies as the table shows them.
 */
import type { IntegrationStatus } from '../../../stores/vendors/vendorConsole';
import type { Tone } from '../../../ui/kit';

/** The pill tone of a status. */
export const STATUS_TONE: Record<IntegrationStatus, Tone> = {
  active: 'good',
  maintenance: 'wait',
  failing: 'bad',
  disabled: 'neutral',
};

/** An error rate (0..1) as a percentage with one decimal in `lang` (e.g. "2.5%"). */
export function formatRate(rate: number, lang: string): string {
  return new Intl.NumberFormat(lang === 'TW' || lang.startsWith('zh') ? 'zh-TW' : 'en', {
    style: 'percent',
    maximumFractionDigits: 1,
    minimumFractionDigits: rate === 0 ? 0 : 1,
  }).format(rate);
}
