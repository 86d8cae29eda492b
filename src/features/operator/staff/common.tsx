/**
 * Shared bits of the console's staff screens (README "Staff and roles"): the console root's staff
 * store, a role's name in the console language (built-in roles by their code,
 * custom roles by their own name), the permission grid's areas, and a notice line.
 */
import { css } from '@emotion/react';
import type { OperatorPermission } from '../../../../contract/types';
import { useConsoleStores } from '../../../stores';

export const k = (key: string) => `operator.console.staff.${key}`;

/** The console root's staff store (src/stores/operator/staffConsole.ts). */
export function useStaffStore() {
  return useConsoleStores().staffConsole;
}

/** A role's name: a built-in role's in the console language, a custom role's own. */
export function roleName(t: (key: string) => string, role: { code: string; name: string }): string {
  const builtin = ['owner', 'finance', 'risk', 'service', 'marketing', 'content'];
  return builtin.includes(role.code) ? t(k(`roles.names.${role.code}`)) : role.name || '—';
}

/** The permission grid's areas in order, each with its permissions (contract/permissions.ts). */
export const PERMISSION_AREAS: { area: string; permissions: OperatorPermission[] }[] = [
  { area: 'money', permissions: ['payments.view', 'payments.decide', 'payments.pay', 'players.adjust'] },
  { area: 'players', permissions: ['players.view', 'players.manage', 'rg.manage'] },
  { area: 'site', permissions: ['config.edit', 'content.edit', 'vendors.manage'] },
  { area: 'marketing', permissions: ['rewards.manage', 'promotions.manage', 'points.manage', 'messages.send'] },
  { area: 'agents', permissions: ['agents.manage'] },
  { area: 'service', permissions: ['chat.reply'] },
  { area: 'oversight', permissions: ['reports.view', 'audit.view', 'staff.manage'] },
];

/** A permission's i18n key stem (`perm.payments_view`). */
export const permKey = (p: string) => k(`perm.${p.replace('.', '_')}`);

/** A one-line notice: success (polite live region) or failure (alert). */
export function Notice({ ok, text }: { ok: boolean; text: string | null }) {
  if (!text) return null;
  return (
    <p
      role={ok ? 'status' : 'alert'}
      css={css`
        margin: 0;
        padding: 8px 12px;
        border-radius: var(--r-md);
        font-size: 13px;
        border: 1px solid color-mix(in srgb, ${ok ? 'var(--c-success)' : 'var(--c-danger)'} 45%, transparent);
        background: color-mix(in srgb, ${ok ? 'var(--c-success)' : 'var(--c-danger)'} 10%, transparent);
        color: var(--c-text);
      `}
    >
      {text}
    </p>
  );
}

export const row = css`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  align-items: end;
`;
export const field = css`
  display: grid;
  gap: 6px;
  font-size: 13px;
  color: var(--c-muted);
`;
export const small = css`
  height: 30px;
  padding: 0 10px;
  font-size: 12px;
`;
