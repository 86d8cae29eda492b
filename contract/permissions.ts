/**
 * The back office's permissions and built-in roles (README "Staff and roles"). A role is a set of
 * permissions; every operator route names the one it needs (server/services/operator/auth.ts
 * refuses the call with 403 otherwise) and the console shows only the tabs a role allows.
 * A merchant's owner may edit every role's set; these are the sets a new merchant starts with.
 */
import type { OperatorPermission } from './types';
import { everyMemberOf } from './types/everyMemberOf';

/** Every permission, in the order the console's role editor lists them (grouped by area). */
export const OPERATOR_PERMISSIONS = everyMemberOf<OperatorPermission>()([
  'payments.view',
  'payments.decide',
  'payments.pay',
  'players.view',
  'players.manage',
  'players.adjust',
  'reports.view',
  'config.edit',
  'content.edit',
  'agents.manage',
  'rewards.manage',
  'promotions.manage',
  'points.manage',
  'chat.reply',
  'rg.manage',
  'vendors.manage',
  'messages.send',
  'audit.view',
  'staff.manage',
]);

/** The permissions that move or release money: a customer-service role never holds one. */
export const MONEY_PERMISSIONS = [
  'payments.decide',
  'payments.pay',
  'players.adjust',
] as const satisfies readonly OperatorPermission[];

/** Codes of the built-in roles every merchant has. */
export const BUILTIN_ROLES = ['owner', 'finance', 'risk', 'service', 'marketing', 'content'] as const;
export type BuiltinRole = (typeof BUILTIN_ROLES)[number];

/**
 * What each built-in role starts with: the owner everything; finance the payments desk, balance
 * adjustments and the numbers; risk the desk read-only, players, responsible gaming and the audit
 * log; customer service players (read, lock, notes), live chat and messages, never money; marketing
 * the offers, points and messages; content the site's texts, pages and banners.
 */
export const BUILTIN_ROLE_PERMISSIONS: Readonly<Record<BuiltinRole, readonly OperatorPermission[]>> = {
  owner: OPERATOR_PERMISSIONS,
  finance: [
    'payments.view',
    'payments.decide',
    'payments.pay',
    'players.view',
    'players.adjust',
    'reports.view',
    'audit.view',
  ],
  risk: ['payments.view', 'players.view', 'players.manage', 'rg.manage', 'reports.view', 'audit.view'],
  service: ['players.view', 'players.manage', 'chat.reply', 'messages.send'],
  marketing: ['rewards.manage', 'promotions.manage', 'points.manage', 'messages.send', 'reports.view'],
  content: ['content.edit', 'config.edit'],
};

/** What a route's `config.permission` may name: a permission, or `signedIn` for what every staff member may read. */
export type RoutePermission = OperatorPermission | 'signedIn';
