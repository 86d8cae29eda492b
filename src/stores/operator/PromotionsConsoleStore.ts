/**
 * The console's Promotions tab state (docs/promotions.md "Operator console"; schemas/api/promotions.json):
 * - `list`: the merchant's promotions by status (newest first, paged) with their cost;
 * - `editor`: one promotion as a draft body the form changes by field path, created (a draft) or
 *   saved over the version it started from; a refusal names its field (`problem.field`, a
 *   {@link fieldKey}) so the form shows it next to that field; 409 asks for a reload; publish and end;
 * - `applications`: the review queue (promotion and state filters, paged) with one application under
 *   review (approve with an amount, reject with a reason required);
 * - `categories`: the catalogue's categories (code, TW, EN) saved over their version.
 * The API comes through the environment (`operatorPromotionsApi`; tests pass a fake).
 */
import { flow, toGenerator, types, type Instance } from 'mobx-state-tree';
import { ApiProblem } from '../../api/client';
import type { OperatorPromotionsApi } from '../../api/operatorPromotions';
import { envApi } from '../envApi';
import type {
  Application,
  Applications,
  OperatorPromotion,
  OperatorPromotions,
  PromotionBody,
  PromotionCategorySetting,
  PromotionSettings,
  PromotionStatus,
} from '../../../contract/types';
import { problemMessage } from '../problems';
import { fieldKey, setAt } from './RewardsConsoleStore';

export { fieldKey };

const apiOf = (node: object): OperatorPromotionsApi => envApi(node, 'operatorPromotionsApi');

/** What the list shows as a promotion's phase: draft, scheduled (published before startsAt), running, ended (ended early or past endsAt). */
export type PromotionPhase = 'draft' | 'scheduled' | 'running' | 'ended';

/** The phase of `p` at `now` (docs/promotions.md "Promotions" lifecycle). */
export function promotionPhase(p: Pick<OperatorPromotion, 'status' | 'body'>, now: Date): PromotionPhase {
  if (p.status === 'draft') return 'draft';
  if (p.status === 'ended' || now.getTime() >= new Date(p.body.endsAt).getTime()) return 'ended';
  return now.getTime() < new Date(p.body.startsAt).getTime() ? 'scheduled' : 'running';
}

/** A refused or failed call: the message, the field it names (a {@link fieldKey}), and whether it was a conflict (409). */
export interface PromotionProblem {
  message: string;
  field: string | null;
  stale: boolean;
}

/** The problem of a failed call (`fallback` when the server said nothing usable). */
export function problemOf(err: unknown, fallback: string): PromotionProblem {
  const value = err instanceof ApiProblem ? (err.value as { field?: unknown } | null) : null;
  return {
    message: problemMessage(err) ?? fallback,
    field: typeof value?.field === 'string' ? fieldKey(value.field) : null,
    stale: err instanceof ApiProblem && err.status === 409,
  };
}

const DAY = 86_400_000;
/** `date` at the start of its minute (datetime-local inputs show minutes). */
const minute = (ms: number) => new Date(Math.floor(ms / 60_000) * 60_000);

/** A new promotion's body: an apply promotion from tomorrow for 30 days in `category`, a fixed reward of 100.00 with 1x turnover. */
export function newPromotionBody(category: string, now: Date): PromotionBody {
  const start = minute(now.getTime() + DAY);
  return {
    category,
    kind: 'apply',
    title: { TW: '', EN: '' },
    summary: { TW: '', EN: '' },
    termsHtml: { TW: '<p></p>', EN: '<p></p>' },
    image: null,
    startsAt: start.toISOString(),
    endsAt: new Date(start.getTime() + 30 * DAY).toISOString(),
    signUpEndsAt: null,
    vipLevels: [],
    rule: {
      trigger: 'none',
      category: null,
      target: '0.00',
      reward: { type: 'fixed', amount: '100.00', percent: 0, max: '0.00' },
      multiple: 1,
    },
    raffle: null,
    sort: 0,
  };
}

/** The raffle rules a body gets when its kind turns raffle: drawn a day after its end, one prize. */
export function newRaffleRule(body: PromotionBody): NonNullable<PromotionBody['raffle']> {
  return {
    ticketPerValidBet: '100.00',
    ticketPerDeposit: null,
    maxTickets: 100,
    drawAt: new Date(new Date(body.endsAt).getTime() + DAY).toISOString(),
    prizes: [{ name: { TW: '頭獎', EN: 'First prize' }, amount: '1000.00', count: 1 }],
  };
}

/** The triggers each kind may use (docs/promotions.md "Kinds and rules"). */
export const TRIGGERS_OF: Record<PromotionBody['kind'], readonly PromotionBody['rule']['trigger'][]> = {
  automatic: ['firstDeposit', 'deposit', 'validBet'],
  signUp: ['deposit', 'validBet'],
  apply: ['none'],
  raffle: ['none'],
};

/** `body` with kind `kind`: the trigger moves to the kind's first when it does not fit, raffle rules come and go with the raffle kind. */
export function withKind(body: PromotionBody, kind: PromotionBody['kind']): PromotionBody {
  const trigger = TRIGGERS_OF[kind].includes(body.rule.trigger) ? body.rule.trigger : TRIGGERS_OF[kind][0]!;
  return {
    ...body,
    kind,
    rule: { ...body.rule, trigger, category: trigger === 'validBet' ? body.rule.category : null },
    raffle: kind === 'raffle' ? (body.raffle ?? newRaffleRule(body)) : null,
  };
}

export const PromotionListModel = types
  .model('OperatorPromotionList', {
    status: types.optional(types.enumeration<PromotionStatus | ''>('status', ['', 'draft', 'published', 'ended']), ''),
    pageNo: 1,
    pageSize: 10,
    data: types.frozen<OperatorPromotions | null>(null),
    loading: false,
    error: types.maybeNull(types.string),
  })
  .volatile(() => ({ run: 0 }))
  .actions((self) => ({
    /** Loads page `pageNo` (a newer load drops an older answer). */
    load: flow(function* load(pageNo: number, fallback: string) {
      const mine = ++self.run;
      self.pageNo = pageNo;
      self.loading = true;
      self.error = null;
      try {
        const data = yield* toGenerator(
          apiOf(self).list({ ...(self.status ? { status: self.status } : {}), pageNo, pageSize: self.pageSize }),
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
    /** Filters by status and loads the first page. */
    setStatus(status: PromotionStatus | '', fallback: string) {
      self.status = status;
      return self.load(1, fallback);
    },
  }));

export const PromotionEditorModel = types
  .model('OperatorPromotionEditor', {
    open: false,
    /** The promotion as last loaded or saved; null for a new one. */
    saved: types.frozen<OperatorPromotion | null>(null),
    draft: types.frozen<PromotionBody | null>(null),
    loading: false,
    busy: false,
    problem: types.frozen<PromotionProblem | null>(null),
    /** What went through last (saved, published, ended) until the next change. */
    done: types.maybeNull(types.enumeration('done', ['saved', 'published', 'ended'])),
  })
  .views((self) => ({
    get dirty(): boolean {
      return (
        self.draft !== null && (self.saved === null || JSON.stringify(self.saved.body) !== JSON.stringify(self.draft))
      );
    },
    /** Whether the published rule lock applies (kind, rule and raffle rules read-only). */
    get ruleLocked(): boolean {
      return self.saved !== null && self.saved.status !== 'draft';
    },
    /** Whether nothing can be changed any more (ended). */
    get readOnly(): boolean {
      return self.saved?.status === 'ended';
    },
    /** The refusal's message when it names `path` (or a field below it). */
    errorAt(path: string): string | null {
      const f = self.problem?.field;
      if (!f) return null;
      const key = fieldKey(path);
      return f === key || f.startsWith(`${key}.`) ? self.problem!.message : null;
    },
  }))
  .actions((self) => ({
    /** Opens a new draft in `category`. */
    startNew(category: string, now = new Date()) {
      self.saved = null;
      self.draft = newPromotionBody(category, now);
      self.problem = null;
      self.done = null;
      self.open = true;
    },
    /** Opens promotion `id` as the server has it. */
    openExisting: flow(function* openExisting(id: number, fallback: string) {
      self.open = true;
      self.loading = true;
      self.problem = null;
      self.done = null;
      try {
        const p = yield* toGenerator(apiOf(self).get(id));
        self.saved = p;
        self.draft = p.body;
      } catch (err) {
        self.problem = problemOf(err, fallback);
      } finally {
        self.loading = false;
      }
    }),
    /** Changes one field (`path` as {@link fieldKey} reads it). */
    set(path: string, value: unknown) {
      if (!self.draft) return;
      self.draft = setAt(self.draft, path, value);
      self.done = null;
    },
    /** Replaces the draft through `change`. */
    change(change: (draft: PromotionBody) => PromotionBody) {
      if (!self.draft) return;
      self.draft = change(self.draft);
      self.done = null;
    },
    close() {
      self.open = false;
      self.saved = null;
      self.draft = null;
      self.problem = null;
      self.done = null;
    },
  }))
  .actions((self) => {
    const run = flow(function* run(
      call: () => Promise<OperatorPromotion>,
      done: 'saved' | 'published' | 'ended',
      fallback: string,
    ) {
      if (self.busy) return false;
      self.busy = true;
      self.problem = null;
      self.done = null;
      try {
        const p = yield* toGenerator(call());
        self.saved = p;
        self.draft = p.body;
        self.done = done;
        return true;
      } catch (err) {
        self.problem = problemOf(err, fallback);
        return false;
      } finally {
        self.busy = false;
      }
    });
    return {
      /** Creates the draft or saves it over the version it started from. @returns whether it went through. */
      save(fallback: string) {
        const draft = self.draft;
        if (!draft) return Promise.resolve(false);
        const saved = self.saved;
        return run(
          () => (saved ? apiOf(self).update(saved.id, saved.version, draft) : apiOf(self).create(draft)),
          'saved',
          fallback,
        );
      },
      /** Publishes the saved draft. */
      publish(fallback: string) {
        const saved = self.saved;
        if (!saved) return Promise.resolve(false);
        return run(() => apiOf(self).publish(saved.id), 'published', fallback);
      },
      /** Ends the published promotion now. */
      end(fallback: string) {
        const saved = self.saved;
        if (!saved) return Promise.resolve(false);
        return run(() => apiOf(self).end(saved.id), 'ended', fallback);
      },
    };
  });

/** The applications filter: a promotion ('' any) and a state. */
export interface ApplicationFilter {
  promotionId: number | null;
  state: 'applying' | 'rejected' | 'issued';
}

export const ApplicationsModel = types
  .model('OperatorApplications', {
    filter: types.frozen<ApplicationFilter>({ promotionId: null, state: 'applying' }),
    pageNo: 1,
    pageSize: 10,
    data: types.frozen<Applications | null>(null),
    loading: false,
    error: types.maybeNull(types.string),
    /** The application under review. */
    selected: types.frozen<Application | null>(null),
    busy: false,
    problem: types.frozen<PromotionProblem | null>(null),
    done: types.maybeNull(types.enumeration('reviewDone', ['approved', 'rejected'])),
  })
  .volatile(() => ({ run: 0 }))
  .actions((self) => ({
    load: flow(function* load(pageNo: number, fallback: string) {
      const mine = ++self.run;
      self.pageNo = pageNo;
      self.loading = true;
      self.error = null;
      const f = self.filter;
      try {
        const data = yield* toGenerator(
          apiOf(self).applications({
            ...(f.promotionId ? { promotionId: f.promotionId } : {}),
            state: f.state,
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
    select(a: Application | null) {
      self.selected = a;
      self.problem = null;
      self.done = null;
    },
  }))
  .actions((self) => {
    const decide = flow(function* decide(
      call: (id: number) => Promise<Application>,
      done: 'approved' | 'rejected',
      fallback: string,
    ) {
      const a = self.selected;
      if (!a || self.busy) return false;
      self.busy = true;
      self.problem = null;
      try {
        self.selected = yield* toGenerator(call(a.id));
        self.done = done;
        return true;
      } catch (err) {
        self.problem = problemOf(err, fallback);
        return false;
      } finally {
        self.busy = false;
      }
    });
    return {
      setFilter(change: Partial<ApplicationFilter>, fallback: string) {
        self.filter = { ...self.filter, ...change };
        return self.load(1, fallback);
      },
      /** Approves the selected application (`amount` '' = the promotion's fixed amount). */
      approve(amount: string, fallback: string) {
        const trimmed = amount.trim();
        return decide((id) => apiOf(self).approve(id, trimmed ? { amount: trimmed } : {}), 'approved', fallback);
      },
      /** Rejects the selected application with `reason` (required: refused here when blank). */
      reject(reason: string, required: string, fallback: string) {
        const trimmed = reason.trim();
        if (!trimmed) {
          self.problem = { message: required, field: 'reason', stale: false };
          return Promise.resolve(false);
        }
        return decide((id) => apiOf(self).reject(id, trimmed), 'rejected', fallback);
      },
    };
  });

export const CategoriesModel = types
  .model('OperatorPromotionCategories', {
    saved: types.frozen<PromotionSettings | null>(null),
    draft: types.frozen<PromotionCategorySetting[] | null>(null),
    loading: false,
    saving: false,
    loadError: types.maybeNull(types.string),
    problem: types.frozen<PromotionProblem | null>(null),
    savedNow: false,
  })
  .views((self) => ({
    get dirty(): boolean {
      return (
        self.saved !== null &&
        self.draft !== null &&
        JSON.stringify(self.saved.categories) !== JSON.stringify(self.draft)
      );
    },
  }))
  .actions((self) => ({
    load: flow(function* load(fallback: string) {
      self.loading = true;
      self.loadError = null;
      try {
        const s = yield* toGenerator(apiOf(self).settings());
        self.saved = s;
        self.draft = s.categories;
        self.problem = null;
      } catch (err) {
        self.loadError = problemMessage(err) ?? fallback;
      } finally {
        self.loading = false;
      }
    }),
    /** Changes category `index` (code or a name). */
    set(index: number, change: Partial<{ code: string; TW: string; EN: string }>) {
      if (!self.draft) return;
      self.draft = self.draft.map((c, i) =>
        i === index
          ? { code: change.code ?? c.code, name: { TW: change.TW ?? c.name.TW, EN: change.EN ?? c.name.EN } }
          : c,
      );
      self.savedNow = false;
    },
    add() {
      if (!self.draft || self.draft.length >= 20) return;
      self.draft = [...self.draft, { code: '', name: { TW: '', EN: '' } }];
      self.savedNow = false;
    },
    remove(index: number) {
      if (!self.draft) return;
      self.draft = self.draft.filter((_, i) => i !== index);
      self.savedNow = false;
    },
    /** Moves category `index` by `by` places (-1 up, +1 down). */
    move(index: number, by: -1 | 1) {
      if (!self.draft) return;
      const to = index + by;
      if (to < 0 || to >= self.draft.length) return;
      const copy = [...self.draft];
      [copy[index], copy[to]] = [copy[to]!, copy[index]!];
      self.draft = copy;
      self.savedNow = false;
    },
    discard() {
      if (self.saved) self.draft = self.saved.categories;
      self.problem = null;
    },
    save: flow(function* save(fallback: string) {
      if (!self.saved || !self.draft || self.saving) return false;
      self.saving = true;
      self.problem = null;
      try {
        const s = yield* toGenerator(
          apiOf(self).saveSettings({ baseVersion: self.saved.version, categories: self.draft }),
        );
        self.saved = s;
        self.draft = s.categories;
        self.savedNow = true;
        return true;
      } catch (err) {
        self.problem = problemOf(err, fallback);
        return false;
      } finally {
        self.saving = false;
      }
    }),
  }));

export const PromotionsConsoleModel = types.model('OperatorPromotionsConsole', {
  list: types.optional(PromotionListModel, {}),
  editor: types.optional(PromotionEditorModel, {}),
  applications: types.optional(ApplicationsModel, {}),
  categories: types.optional(CategoriesModel, {}),
});

export interface PromotionsConsoleStore extends Instance<typeof PromotionsConsoleModel> {}

/**
 * The API of a store's environment (the panel fetches images and uploads through it).
 * @throws MissingApiError when the environment has no `operatorPromotionsApi` (../envApi.ts).
 */
export const promotionsApiOf = (store: PromotionsConsoleStore): OperatorPromotionsApi => apiOf(store);
