/**
 * The console's Rewards tab state (docs/rewards.md "Settings"; schemas/api/rewards.json):
 * `settings` the merchant's reward settings document as a draft the form changes by field path,
 * saved over the version it started from (400 REWARD_SETTINGS_INVALID marks the named field, 409
 * REWARD_SETTINGS_STALE asks for a reload), and `bonuses` the merchant's bonus grants with their
 * cost totals (filters username, state, source; paged). The API comes through the environment
 * (`operatorRewardsApi`; tests pass a fake).
 */
import { flow, toGenerator, types, type Instance } from 'mobx-state-tree';
import { ApiProblem } from '../../api/client';
import type { OperatorRewardsApi } from '../../api/bonuses';
import { envApi } from '../envApi';
import type {
  BonusState,
  OperatorBonuses,
  RewardSettings,
  RewardSettingsBody,
  RewardSource,
} from '../../../contract/types';
import { problemMessage } from '../problems';

const apiOf = (node: object): OperatorRewardsApi => envApi(node, 'operatorRewardsApi');

/**
 * A field path in one form: dots between segments, indexes as segments, without the request's
 * `settings.` prefix: the server's `vip.levels[2].minValidBet` and the validator's
 * `settings.vip.levels.2.minValidBet` both read `vip.levels.2.minValidBet`.
 */
export function fieldKey(path: string): string {
  return path
    .replace(/\[(\d+)\]/g, '.$1')
    .replace(/^\./, '')
    .replace(/^settings\./, '');
}

/** `body` with the value at `path` (see {@link fieldKey}) replaced; the other branches are shared. */
export function setAt<T>(body: T, path: string, value: unknown): T {
  const keys = fieldKey(path).split('.');
  const put = (node: unknown, i: number): unknown => {
    const key = keys[i]!;
    if (Array.isArray(node)) {
      const copy = [...node];
      copy[Number(key)] = i === keys.length - 1 ? value : put(copy[Number(key)], i + 1);
      return copy;
    }
    const obj = (node ?? {}) as Record<string, unknown>;
    return { ...obj, [key]: i === keys.length - 1 ? value : put(obj[key], i + 1) };
  };
  return put(body, 0) as T;
}

/** A refused or failed save: the message, the field it names (a {@link fieldKey}), and whether it was stale (409). */
export interface SaveProblem {
  message: string;
  field: string | null;
  stale: boolean;
}

export const RewardSettingsModel = types
  .model('OperatorRewardSettings', {
    saved: types.frozen<RewardSettings | null>(null),
    draft: types.frozen<RewardSettingsBody | null>(null),
    loading: false,
    saving: false,
    loadError: types.maybeNull(types.string),
    problem: types.frozen<SaveProblem | null>(null),
    /** Set after a save went through (the page says so until the next change). */
    savedNow: false,
  })
  .views((self) => ({
    get dirty(): boolean {
      return (
        self.saved !== null && self.draft !== null && JSON.stringify(self.saved.settings) !== JSON.stringify(self.draft)
      );
    },
    /** Whether `path` is the field the last refusal named. */
    invalid(path: string): boolean {
      return self.problem?.field !== null && self.problem?.field !== undefined && self.problem.field === fieldKey(path);
    },
  }))
  .actions((self) => ({
    /** Loads the settings (the draft starts from them). */
    load: flow(function* load(fallback: string) {
      self.loading = true;
      self.loadError = null;
      try {
        const view = yield* toGenerator(apiOf(self).settings());
        self.saved = view;
        self.draft = view.settings;
        self.problem = null;
      } catch (err) {
        self.loadError = problemMessage(err) ?? fallback;
      } finally {
        self.loading = false;
      }
    }),
    /** Changes one field of the draft (`path` as {@link fieldKey} reads it). */
    set(path: string, value: unknown) {
      if (!self.draft) return;
      self.draft = setAt(self.draft, path, value);
      self.savedNow = false;
    },
    /** Replaces a part of the draft through `change` (adding or removing a VIP level or a mission). */
    change(change: (draft: RewardSettingsBody) => RewardSettingsBody) {
      if (!self.draft) return;
      self.draft = change(self.draft);
      self.savedNow = false;
    },
    /** Back to the saved settings. */
    discard() {
      if (self.saved) self.draft = self.saved.settings;
      self.problem = null;
    },
    /**
     * Saves the draft over the version it started from. A refusal keeps the draft and sets
     * `problem` (the field it names; `stale` for 409).
     * @returns whether it was saved.
     */
    save: flow(function* save(fallback: string) {
      if (!self.draft || !self.saved || self.saving) return false;
      self.saving = true;
      self.problem = null;
      self.savedNow = false;
      try {
        const view = yield* toGenerator(
          apiOf(self).saveSettings({ baseVersion: self.saved.version, settings: self.draft }),
        );
        self.saved = view;
        self.draft = view.settings;
        self.savedNow = true;
        return true;
      } catch (err) {
        const value = err instanceof ApiProblem ? (err.value as { field?: unknown } | null) : null;
        self.problem = {
          message: problemMessage(err) ?? fallback,
          field: typeof value?.field === 'string' ? fieldKey(value.field) : null,
          stale: err instanceof ApiProblem && err.status === 409,
        };
        return false;
      } finally {
        self.saving = false;
      }
    }),
    clear() {
      self.saved = null;
      self.draft = null;
      self.problem = null;
      self.loadError = null;
      self.savedNow = false;
    },
  }));

/** The bonuses list's filter ('' for any). */
export interface OperatorBonusFilter {
  username: string;
  state: BonusState | '';
  source: RewardSource | '';
}

export const OperatorBonusesModel = types
  .model('OperatorBonuses', {
    filter: types.frozen<OperatorBonusFilter>({ username: '', state: '', source: '' }),
    pageNo: 1,
    pageSize: 20,
    data: types.frozen<OperatorBonuses | null>(null),
    loading: false,
    error: types.maybeNull(types.string),
  })
  .volatile(() => ({ run: 0 }))
  .actions((self) => ({
    /** Loads page `pageNo` of the grants the filter keeps (a newer load drops an older answer). */
    load: flow(function* load(pageNo: number, fallback: string) {
      const mine = ++self.run;
      self.pageNo = pageNo;
      self.loading = true;
      self.error = null;
      const f = self.filter;
      const username = f.username
        .replace(/[\u0000-\u001f\u007f]/g, '')
        .trim()
        .slice(0, 64);
      try {
        const data = yield* toGenerator(
          apiOf(self).bonuses({
            ...(username ? { username } : {}),
            ...(f.state ? { state: f.state } : {}),
            ...(f.source ? { source: f.source } : {}),
            pageNo,
            pageSize: self.pageSize,
          }),
        );
        if (mine === self.run) self.data = data;
      } catch (err) {
        if (mine === self.run) self.error = problemMessage(err) ?? fallback;
      } finally {
        if (mine === self.run) self.loading = false;
      }
    }),
  }))
  .actions((self) => ({
    /** Changes the filter and loads its first page. */
    setFilter(change: Partial<OperatorBonusFilter>, fallback: string) {
      self.filter = { ...self.filter, ...change };
      return self.load(1, fallback);
    },
  }));

export const RewardsConsoleModel = types.model('OperatorRewardsConsole', {
  settings: types.optional(RewardSettingsModel, {}),
  bonuses: types.optional(OperatorBonusesModel, {}),
});

export interface RewardsConsoleStore extends Instance<typeof RewardsConsoleModel> {}
