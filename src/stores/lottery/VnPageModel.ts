/**
 * The /vnLottery page's data (docs/lottery.md sections 2, 5 and 6; spec section 7 "Vietnam menus",
 * "Vietnam numbers"): the Vietnam menus (the three regions, each with its next draw date's draws
 * (one per province) and its bet types with odds and prices), the chosen region tab, and the
 * regional result sheets of a date (the chosen one, or the latest with a result). When a shown
 * draw's time passes the menus and the latest sheets re-load until the result is there.
 */
import { flow, types, type Instance } from 'mobx-state-tree';
import type { LotteryDraw, VnMenus, VnNumbers, VnRegion, VnRegionMenu } from '../../../contract/types';
import { resourceModel } from '../center/ResourceModel';
import { DrawWatch, type DrawRef } from './drawWatch';
import { isoDate, lotteryApiOf } from './ResultsModel';

/** The regions in tab order (docs/lottery.md section 2): North, Central, South. */
export const VN_REGIONS: readonly VnRegion[] = ['NORTH', 'CENTRAL', 'SOUTH'];

export const VnPageModel = types
  .model('VnLotteryPage', {
    menus: types.optional(resourceModel<VnMenus>('VnMenusResource'), {}),
    numbers: types.optional(resourceModel<VnNumbers>('VnNumbersResource'), {}),
    region: types.optional(types.enumeration<VnRegion>('VnRegion', [...VN_REGIONS]), 'NORTH'),
    /** The result date asked for (YYYY-MM-DD, Vietnam date); null: the latest date with a result. */
    date: types.maybeNull(types.string),
  })
  .volatile(() => ({ watch: null as DrawWatch | null }))
  .views((self) => ({
    /** The chosen region's menu (its game, draw time, open draws and bet types), or null when the merchant does not offer it. */
    get regionMenu(): VnRegionMenu | null {
      return self.menus.data?.regions.find((r) => r.region === self.region) ?? null;
    },
    /** The chosen region's draws of the shown date (one per province), in the answer's order. */
    get regionDraws(): LotteryDraw[] {
      return self.numbers.data?.regions.find((r) => r.region === self.region)?.draws ?? [];
    },
    /** The date the sheets show (the answer's, which is the latest with a result when none was asked). */
    get shownDate(): string | null {
      return self.numbers.data?.date ?? self.date;
    },
    /** Every open draw of the menus, for the draw watch. */
    get pendingDraws(): DrawRef[] {
      return (self.menus.data?.regions ?? []).flatMap((r) => r.draws.filter((d) => d.status === 'open').map((d) => ({ key: r.gameCode, drawId: d.drawId, drawAt: d.drawAt })));
    },
  }))
  .views((self) => ({
    /** Whether the page's data shows `ref`'s result: it is drawn (or void) in the sheets, or no longer an open draw of the menus. */
    hasResult(ref: DrawRef): boolean {
      const inSheets = self.numbers.data?.regions.some((r) => r.draws.some((d) => d.drawId === ref.drawId && d.status !== 'open')) ?? false;
      return inSheets || !self.pendingDraws.some((p) => p.drawId === ref.drawId);
    },
  }))
  .actions((self) => ({
    setRegionRaw(region: VnRegion) {
      self.region = region;
    },
    setDateRaw(date: string | null) {
      self.date = date === null || date === '' ? null : (isoDate(date) ?? self.date);
    },
    setWatch(watch: DrawWatch | null) {
      self.watch = watch;
    },
  }))
  .actions((self) => {
    const api = () => lotteryApiOf(self);
    return {
      /** Loads the sheets of the chosen date (null: the latest with a result), every region. */
      loadNumbers() {
        const date = self.date;
        return self.numbers.load(() => api().vnNumbers(date ? { date } : {}));
      },
      /** Loads the menus. */
      loadMenus() {
        return self.menus.load(() => api().vnMenus());
      },
    };
  })
  .actions((self) => ({
    /** Loads the menus and the sheets of the chosen date (every region: the tabs switch without a call); re-arms the draw watch. */
    load: flow(function* () {
      yield Promise.all([self.loadMenus(), self.loadNumbers()]);
      self.watch?.arm();
    }),
    /** What the draw watch re-fetches: the menus, and the sheets when they show the latest date. */
    refetch: flow(function* () {
      yield Promise.all([self.loadMenus(), self.date === null ? self.loadNumbers() : Promise.resolve()]);
      self.watch?.arm();
    }),
  }))
  .actions((self) => ({
    /** Opens the page: loads it and starts the draw watch. */
    open() {
      self.watch?.stop();
      const watch = new DrawWatch({ pending: () => self.pendingDraws, arrived: (ref) => self.hasResult(ref), refetch: () => self.refetch() });
      self.setWatch(watch);
      watch.start();
      return self.load();
    },
    /** Closes the page: stops the draw watch. */
    close() {
      self.watch?.stop();
      self.setWatch(null);
    },
    /** Shows a region tab (no call: the sheets of every region are loaded). */
    setRegion(region: VnRegion) {
      self.setRegionRaw(region);
    },
    /** Shows the sheets of `date` (YYYY-MM-DD; null or '' for the latest; an invalid text is ignored). */
    setDate(date: string | null) {
      self.setDateRaw(date);
      return self.loadNumbers();
    },
  }));

export interface VnPage extends Instance<typeof VnPageModel> {}
