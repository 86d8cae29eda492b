/**
 * The promotions page's data (docs/promotions.md "Promotions", "Activity states"; spec sections 2,
 * 4 and 5): the catalogue by category and page, the open promotion's details (deep-linkable by id),
 * the activity center's active and history tabs, and the member's actions (join now, apply, claim
 * payout) with their in-flight state, so a double click sends one call. After an action the open
 * details, the catalogue and the header wallet (balance, availablePromoCount badge) refresh.
 */
import { flow, types, type Instance } from 'mobx-state-tree';
import {
  type ActivityList,
  type Promotion,
  type PromotionDetails,
  type PromotionList,
  type PromotionsApi,
} from '../../api/promotions';
import type { RaffleApi } from '../../api/raffle';

export type { RaffleApi };
import { resourceModel } from '../shared/ResourceModel';
import { problemMessage } from '../problems';
import { envApi } from '../envApi';
import { rootOf } from '../rootView';

/** What the store reaches through `getEnv` (tests pass a fake API). */
export interface PromotionsEnv {
  promotions: PromotionsApi;
  raffle: RaffleApi;
}

export const PROMOTION_PAGE_SIZE = 12;
export const ACTIVITY_PAGE_SIZE = 6;

/** The page's two views. */
export type PromotionsView = 'catalogue' | 'activities';
/** The activity center's tabs. */
export type ActivityTab = 'active' | 'history';
/** The result of an action: ok with the server's message, or the refusal's message (null: the page shows its generic one). */
export type ActionResult = { ok: true; message: string | null } | { ok: false; message: string | null };

export const PromotionsStoreModel = types
  .model('PromotionsStore', {
    list: types.optional(resourceModel<PromotionList>('PromotionList'), {}),
    details: types.optional(resourceModel<PromotionDetails>('PromotionDetailsResource'), {}),
    activities: types.optional(resourceModel<ActivityList>('ActivityList'), {}),
    view: types.optional(types.enumeration<PromotionsView>('PromotionsView', ['catalogue', 'activities']), 'catalogue'),
    /** The category tab: 'all' or a category code. */
    category: 'all',
    page: 1,
    activityTab: types.optional(types.enumeration<ActivityTab>('ActivityTab', ['active', 'history']), 'active'),
    activityPage: 1,
    /** The promotion whose details are open (null: none). */
    openId: types.maybeNull(types.number),
    /** Ids of promotions with an action on its way. */
    inFlight: types.optional(types.array(types.number), []),
    /** The last action's result per promotion id. */
    results: types.frozen<Record<number, ActionResult>>({}),
  })
  .views((self) => ({
    /** Whether an action on `id` is on its way (its buttons disable). */
    busy(id: number): boolean {
      return self.inFlight.includes(id);
    },
  }))
  .actions((self) => {
    const api = (): PromotionsApi => envApi(self, 'promotions');
    const refreshWallet = () => {
      const wallet = rootOf(self).wallet;
      if (wallet?.refresh) void wallet.refresh();
    };
    return {
      /** Loads the catalogue page of the current category. */
      loadList() {
        const category = self.category;
        const pageNo = self.page;
        return self.list.load(() =>
          api().list({ category: category === 'all' ? undefined : category, pageNo, pageSize: PROMOTION_PAGE_SIZE }),
        );
      },
      /** Loads the activity center's current tab and page. */
      loadActivities() {
        const status = self.activityTab;
        const pageNo = self.activityPage;
        return self.activities.load(() => api().activities({ status, pageNo, pageSize: ACTIVITY_PAGE_SIZE }));
      },
      /** Loads the details of the open promotion. */
      loadDetails() {
        const id = self.openId;
        if (id === null) return Promise.resolve();
        return self.details.load(() => api().details(id));
      },
      setViewRaw(view: PromotionsView) {
        self.view = view;
      },
      setCategoryRaw(category: string) {
        self.category = category;
        self.page = 1;
      },
      setPageRaw(page: number) {
        self.page = page;
      },
      setActivityTabRaw(tab: ActivityTab) {
        self.activityTab = tab;
        self.activityPage = 1;
      },
      setActivityPageRaw(page: number) {
        self.activityPage = page;
      },
      setOpenRaw(id: number | null) {
        if (id !== self.openId) self.details.clear();
        self.openId = id;
      },
      setResult(id: number, result: ActionResult | null) {
        const next = { ...self.results };
        if (result) next[id] = result;
        else delete next[id];
        self.results = next;
      },
      begin(id: number): boolean {
        if (self.inFlight.includes(id)) return false;
        self.inFlight.push(id);
        return true;
      },
      end(id: number) {
        self.inFlight.remove(id);
      },
      refreshWallet,
    };
  })
  .actions((self) => {
    const api = (): PromotionsApi => envApi(self, 'promotions');
    /** The member's own application image `url` as a Blob (fetched with the token; the page shows it as a blob URL). */
    function image(url: string): Promise<Blob> {
      return api().image(url);
    }
    /** The raffle calls (docs/promotions.md "Raffles": the prize claim and the fairness check) the raffle panel makes. */
    function raffleCalls(): RaffleApi {
      return envApi(self, 'raffle');
    }
    /** Reloads what shows the promotion after an action: the open details, the catalogue or the activities. */
    function afterAction(promotion: Promotion) {
      if (self.openId === promotion.id) void self.loadDetails();
      if (self.view === 'catalogue') void self.loadList();
      else void self.loadActivities();
      self.refreshWallet();
    }
    /** Runs `call` once for promotion `id` (a second click while it runs does nothing). */
    const run = flow(function* (id: number, call: () => Promise<{ promotion: Promotion; message?: string | null }>) {
      if (!self.begin(id)) return null;
      self.setResult(id, null);
      try {
        const answer: { promotion: Promotion; message?: string | null } = yield call();
        self.setResult(id, { ok: true, message: answer.message ?? null });
        afterAction(answer.promotion);
        return answer;
      } catch (err) {
        self.setResult(id, { ok: false, message: problemMessage(err) });
        return null;
      } finally {
        self.end(id);
      }
    });
    return {
      image,
      raffleCalls,
      setView(view: PromotionsView) {
        self.setViewRaw(view);
        return view === 'catalogue' ? self.loadList() : self.loadActivities();
      },
      setCategory(category: string) {
        self.setCategoryRaw(category);
        return self.loadList();
      },
      setPage(page: number) {
        self.setPageRaw(page);
        return self.loadList();
      },
      setActivityTab(tab: ActivityTab) {
        self.setActivityTabRaw(tab);
        return self.loadActivities();
      },
      setActivityPage(page: number) {
        self.setActivityPageRaw(page);
        return self.loadActivities();
      },
      /** Opens the details of `id` (null closes them). */
      open(id: number | null) {
        self.setOpenRaw(id);
        return self.loadDetails();
      },
      /** Join now (signUp, raffle). @returns the answer, null on a refusal (see `results`). */
      join: (id: number) => run(id, () => api().join(id)),
      /** Apply with a remark and images. @returns the answer, null on a refusal (see `results`). */
      apply: (id: number, remark: string, files: readonly Blob[]) => run(id, () => api().apply(id, remark, files)),
      /** Claim payout. @returns the answer, null on a refusal (see `results`). */
      claim: (id: number) => run(id, () => api().claim(id)),
    };
  });

export interface PromotionsStore extends Instance<typeof PromotionsStoreModel> {}
