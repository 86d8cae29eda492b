/**
 * The build's parts (src/renderers/parts.tsx): the pieces one area draws inside another's page,
 * each a lazy component of the area that owns it, so a page that never shows a part never loads
 * it. Provided to every page by AppRoutes.
 */
import { lazy } from 'react';
import type { PartTable } from '../../renderers/parts';

export const PARTS: PartTable = {
  changePasswordForm: lazy(() => import('../auth/ChangePasswordForm').then((m) => ({ default: m.ChangePasswordForm }))),
  lotteryTicket: lazy(() => import('../lottery/TicketDetail').then((m) => ({ default: m.TicketDetail }))),
};
