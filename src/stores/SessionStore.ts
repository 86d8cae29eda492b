/**
 * The session (spec section 4, sessions): the token (session storage `token`) and the member
 * info; the role is derived. Loading member info and logging in belong to issue 3.
 */
import { types, type Instance } from 'mobx-state-tree';
import type { SessionRole } from '../engine/registryTypes';
import { writeStorage } from './storage';

/** Member info (spec section 3). */
export interface MemberInfo {
  id: number;
  account: string;
  nickname: string;
  /** Agent types 1, 2, 41, 42; trial type 4; anything else is a member. */
  type: number;
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
  })
  .actions((self) => ({
    /** Stores the member info (and a new token when given, kept in session storage `token`). */
    setMember(member: MemberInfo, token?: string) {
      self.member = member;
      if (token !== undefined) {
        self.token = token;
        writeStorage('session', 'token', token);
      }
    },
    /** Forgets the member and the token (logout, spec section 4). */
    clear() {
      self.member = null;
      self.token = null;
      writeStorage('session', 'token', null);
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
