/**
 * The session (spec section 4, sessions): the token (session storage `token`) and the member
 * info; the role is derived. Loading member info and logging in belong to the AuthStore.
 */
import { getEnv, types, type Instance } from 'mobx-state-tree';
import type { SessionRole } from '../../engine/registryTypes';
import { writeStorage } from './storage';

/** Member info (spec section 3). */
export interface MemberInfo {
  id: number;
  account: string;
  nickname: string;
  /** Agent types 1, 2, 41, 42; trial type 4; anything else is a member. */
  type: number;
}

/** Session storage keys kept on logout (spec section 4: "keeps merchant keys"). */
export const MERCHANT_KEYS: readonly string[] = ['merchant', 'merchantCode', 'merchantWallet'];

/** Empties session storage except {@link MERCHANT_KEYS}; unavailable storage is ignored. */
function clearSessionStorage(): void {
  try {
    const s = globalThis.sessionStorage;
    for (const key of Object.keys(s)) if (!MERCHANT_KEYS.includes(key)) s.removeItem(key);
  } catch {
    // no session storage (private mode, non-browser run)
  }
}

/** Member types that are agents (spec section 3). */
export const AGENT_TYPES: readonly number[] = [1, 2, 41, 42];
/** Member types that are trial (demo) users. */
export const TRIAL_TYPES: readonly number[] = [4];

/** Role of a member type: agent, trial or member; guest when there is no member. */
export function roleOf(member: Pick<MemberInfo, 'type'> | null): SessionRole {
  if (!member) return 'guest';
  if (AGENT_TYPES.includes(member.type)) return 'agent';
  if (TRIAL_TYPES.includes(member.type)) return 'trial';
  return 'member';
}

export const SessionStoreModel = types
  .model('SessionStore', {
    token: types.maybeNull(types.string),
    member: types.frozen<MemberInfo | null>(null),
    /** The current login was the account's first (spec section 4: popups of execution F show too). */
    firstTimeLogin: false,
  })
  .actions((self) => ({
    setFirstTimeLogin(value: boolean) {
      self.firstTimeLogin = value;
    },
    /** Stores the member info (and a new token when given, kept in session storage `token`). */
    setMember(member: MemberInfo, token?: string) {
      self.member = member;
      if (token !== undefined) {
        self.token = token;
        writeStorage('session', 'token', token);
      }
    },
    /**
     * Logout (spec section 4): forgets the member and the token, clears session storage except
     * the merchant keys, and has the server revoke the token (env `revokeToken`, when given).
     */
    clear() {
      const token = self.token;
      self.member = null;
      self.token = null;
      self.firstTimeLogin = false;
      clearSessionStorage();
      const revoke = (getEnv(self) as { revokeToken?: (token: string) => Promise<void> }).revokeToken;
      if (token && revoke) void revoke(token).catch(() => undefined);
    },
  }))
  .views((self) => ({
    get role(): SessionRole {
      return roleOf(self.member);
    },
    get isLoggedIn(): boolean {
      return self.member !== null;
    },
    get isAgent(): boolean {
      return roleOf(self.member) === 'agent';
    },
    get isTrial(): boolean {
      return roleOf(self.member) === 'trial';
    },
  }));

export interface SessionStore extends Instance<typeof SessionStoreModel> {}
