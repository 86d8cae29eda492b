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

/** The day before a `YYYY-MM-DD` date (null when it is not one). */
export function dayBefore(date: string): string | null {
  if (!isoDate(date)) return null;
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

export const VnPageModel = types
  .model('VnLotteryPage', {
    menus: types.optional(resourceModel<VnMenus>('VnMenusResource'), {}),
    numbers: types.optional(resourceModel<VnNumbers>('VnNumbersResource'), {}),
    /** The sheets of the day before the latest date, for a region that has not drawn on it yet (loaded only then). */
    previous: types.optional(resourceModel<VnNumbers>('VnPreviousNumbersResource'), {}),
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
    /**
     * The chosen region's sheet: its date and draws (one per province, in draw order). Without a
     * chosen date it is the region's latest: the latest date with a result, or the day before when
     * the region has not drawn yet on that date (the North draws after the South, docs/lottery.md
     * section 1), as the regional sites show it.
     */
    get regionSheet(): { date: string | null; draws: LotteryDraw[] } {
      const pick = (n: VnNumbers | null) => n?.regions.find((r) => r.region === self.region)?.draws ?? [];
      const main = pick(self.numbers.data);
      const prev = self.previous.data;
      if (main.length > 0 || self.date !== null || !prev || pick(prev).length === 0) return { date: self.numbers.data?.date ?? self.date, draws: main };
      return { date: prev.date, draws: pick(prev) };
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
      /**
       * Loads the sheets of the chosen date (null: the latest with a result), every region; for the
       * latest, also the day before when a region has no draw on that date.
       */
      loadNumbers: flow(function* () {
        const date = self.date;
        yield self.numbers.load(() => api().vnNumbers(date ? { date } : {}));
        const data = self.numbers.data;
        if (self.date !== date || date !== null || !data) return;
        const missing = VN_REGIONS.some((region) => !data.regions.some((r) => r.region === region && r.draws.length > 0));
        const before = dayBefore(data.date);
        if (missing && before) yield self.previous.load(() => api().vnNumbers({ date: before }));
        else self.previous.clear();
      }),
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
