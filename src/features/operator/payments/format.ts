/** How the payments desk shows money and states. */
import type { Tone } from '../../../ui/kit';

/** The desk's text key under operator.console.payments. */
export const k = (key: string) => `operator.console.payments.${key}`;

/** The pill tone of each deposit and withdrawal state. */
export const STATE_TONE: Record<string, Tone> = {
  pending: 'wait',
  applied: 'wait',
  awaitingSecond: 'wait',
  approved: 'wait',
  success: 'good',
  paid: 'good',
  failed: 'bad',
  rejected: 'bad',
  cancelled: 'neutral',
};
