/**
 * The one typed way a store reaches its siblings: {@link rootOf} answers the root of the tree as
 * {@link SiteRoot}, the parts of the site's RootStore (./RootStore.ts) the stores use. The
 * interface is declared here, apart from the RootStore, so no store imports the root it lives in
 * (the import graph stays one way, `npm run deps:cycles`); RootStore.ts checks at compile time
 * that the real root has this shape, so a renamed member breaks the build, not a page.
 */
import { getRoot, hasParent, type IAnyStateTreeNode } from 'mobx-state-tree';
import type { FormId, FormSchema, FormsBundle } from '../../engine/forms';
import type { GameCategory } from '../../contract/types';
import type { SessionStore } from './SessionStore';

/** What a store may read or call on the site's root store. */
export interface SiteRoot {
  session: SessionStore;
  ui: {
    lang: string;
    modal: { name: string; params: Record<string, string> } | null;
    openModal(name: 'changePassword', params: Record<string, string>): void;
    closeModal(): void;
    showNotice(key: string): void;
  };
  config: {
    loadState: string;
    formsBundle: FormsBundle | null;
    forms: { forms: Partial<Record<FormId, FormSchema>> } | null;
    permission: { currencySymbol?: string } | null;
    categories: readonly { vendors: readonly { vassalage: string; gameType: GameCategory }[] }[];
    setFormsBundle(bundle: FormsBundle): void;
    isOn(key: 'agent.policy'): boolean;
    loadContractSettings(): Promise<unknown>;
  };
  auth: { reloadForms(): Promise<void> };
  wallet: {
    rewardCount: number;
    missionCount: number;
    refresh(): Promise<unknown>;
    setBalance(info: { balance: string }): void;
  };
  missions: { load(): Promise<unknown> };
  leaderboard: { load(): Promise<unknown> };
}

/**
 * The site root of `node`'s tree: every part is absent when `node` stands alone (a store created
 * by itself in a test), or when its tree is a partial root a test builds.
 */
export function rootOf(node: IAnyStateTreeNode): Partial<SiteRoot> {
  return hasParent(node) ? (getRoot(node) as Partial<SiteRoot>) : {};
}
