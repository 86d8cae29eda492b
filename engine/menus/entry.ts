/**
 * Small helpers shared by the menu builders: one way to make an entry, the role sets of spec
 * section 6, and the feature filter the engine applies to every menu.
 */
import type { FeatureKey, MenuAction, MenuEntry, SessionRole } from '../registryTypes';

/** Everybody (an empty role list means no restriction). */
export const ALL_ROLES: SessionRole[] = [];
/** Logged-in sessions, trial included (the header's account menu). */
export const LOGGED_IN: SessionRole[] = ['trial', 'member', 'agent'];
/** Real accounts (spec section 6: trial users are blocked from centers). */
export const REAL_ACCOUNTS: SessionRole[] = ['member', 'agent'];
export const AGENTS_ONLY: SessionRole[] = ['agent'];
/** Everybody but agents (footer invite friends; agents see affiliate service instead). */
export const NON_AGENTS: SessionRole[] = ['guest', 'trial', 'member'];

/** Actions that need a logged-in real account (spec section 6: play and centers). */
export function actionNeedsLogin(action: MenuAction): boolean {
  return action.kind === 'launch' || action.kind === 'centerPage' || action.kind === 'logout';
}

type EntryOptions = Partial<Omit<MenuEntry, 'id' | 'labelKey' | 'action'>>;

/**
 * Builds a menu entry with defaults: no required features, every role, and `needsLogin` derived
 * from the action kind unless given.
 */
export function makeEntry(id: string, labelKey: string, action: MenuAction, options: EntryOptions = {}): MenuEntry {
  return {
    id,
    labelKey,
    action,
    requiresFeatures: options.requiresFeatures ?? [],
    roles: options.roles ?? ALL_ROLES,
    needsLogin: options.needsLogin ?? actionNeedsLogin(action),
    ...(options.label !== undefined ? { label: options.label } : {}),
    ...(options.icon !== undefined ? { icon: options.icon } : {}),
    ...(options.badge !== undefined ? { badge: options.badge } : {}),
    ...(options.children !== undefined ? { children: options.children } : {}),
    ...(options.dropLayout !== undefined ? { dropLayout: options.dropLayout } : {}),
  };
}

/**
 * Drops every entry (and child entry) whose required features are not all on. This is how a
 * feature switched off on the server disappears from every menu at once (design card).
 */
export function dropDisabled(
  entries: readonly MenuEntry[],
  features: Readonly<Record<FeatureKey, boolean>>,
): MenuEntry[] {
  return entries
    .filter((e) => e.requiresFeatures.every((f) => features[f] === true))
    .map((e) => (e.children ? { ...e, children: dropDisabled(e.children, features) } : e));
}

/**
 * Whether a session role may see an entry (empty `roles` means everybody). The engine keeps
 * role-restricted entries; renderers filter with this against the live session.
 */
export function isVisibleTo(entry: Pick<MenuEntry, 'roles'>, role: SessionRole): boolean {
  return entry.roles.length === 0 || entry.roles.includes(role);
}
