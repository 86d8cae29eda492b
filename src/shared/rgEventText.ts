/**
 * The details column of a responsible gaming audit row (docs/responsible-gaming.md: every change
 * writes rg_events; detail holds kind, period, amounts as decimal strings, minutes, ends).
 */
import type { TFunction } from 'i18next';
import { formatAmount } from '../../contract/money';
import type { RgEvent } from '../../contract/types';
import { formatTime } from './time';

/** A one-line text of `e.detail` in the page's language. */
export function eventDetail(e: RgEvent, t: TFunction, lang: string, timeZone?: string): string {
  const d = e.detail as Record<string, unknown>;
  const money = (v: unknown) => (typeof v === 'string' ? formatAmount(v, lang) : t('rg.history.removed'));
  const when = (v: unknown) =>
    typeof v === 'string' ? formatTime(v, lang, timeZone, 'minute') : t('rg.history.forGood');
  const limit =
    typeof d.kind === 'string' && typeof d.period === 'string'
      ? `${t(`rg.limits.kinds.${d.kind}`)} · ${t(`rg.limits.periods.${d.period}`)}`
      : '';
  switch (e.action) {
    case 'limit.set':
    case 'limit.decrease':
      return `${limit}: ${'from' in d ? `${money(d.from)} → ` : ''}${money(d.amount)}`;
    case 'limit.raiseRequested':
    case 'limit.removeRequested':
      return `${limit}: ${money(d.from)} → ${money(d.amount)} (${when(d.effectiveAt)})`;
    case 'limit.applied':
      return `${limit}: ${money(d.from)} → ${money(d.to)}`;
    case 'realityCheck.set':
      return typeof d.minutes === 'number' && d.minutes > 0
        ? t('rg.history.minutes', { minutes: d.minutes })
        : t('rg.history.off');
    case 'timeout.start':
    case 'selfExclusion.start':
    case 'account.close':
      return d.endsAt ? t('rg.history.until', { at: when(d.endsAt) }) : t('rg.history.forGood');
    case 'exclusion.end':
      return typeof d.kind === 'string' ? t(`rg.breaks.${d.kind === 'closed' ? 'closure' : d.kind}`) : '';
    default:
      return '';
  }
}
