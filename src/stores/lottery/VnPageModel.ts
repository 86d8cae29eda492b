/**
 * The /vnLottery page's data (docs/lottery.md sections 2, 5 and 6; spec section 7 "Vietnam menus",
 * "Vietnam numbers"): the Vietnam menus (the three regions, each with its next draw date's draws
 * (one per province) and its bet types with odds and prices), the chosen region tab, and the
 * regional result sheets of a date (the chosen one, or the latest with a result). When a shown
 * draw's time passes the menus and the latest sheets re-load until the result is there.
 */
import { flow, types, type Instance } from 'mobx-state-tree';
import type { LotteryDraw, VnMenus, VnNumbers, VnRegion, VnRegionMenu } from '../../../contract/types';
import { resourceModel } from '../shared/ResourceModel';
import { DrawWatch, dropWatch, restartWatch, type DrawRef } from './drawWatch';
import { isoDate, lotteryApiOf } from './ResultsModel';

/** The regions in tab order (docs/lottery.md section 2): North, Central, South. */
export const VN_REGIONS: readonly VnRegion[] = ['NORTH', 'CENTRAL', 'SOUTH'];

/** A region's own latest sheet: its date and draws (one per province). */
export interface RegionSheet {
  date: string | null;
  draws: LotteryDraw[];
}

export const VnPageModel = types
  .model('VnLotteryPage', {
    menus: types.optional(resourceModel<VnMenus>('VnMenusResource'), {}),
    numbers: types.optional(resourceModel<VnNumbers>('VnNumbersResource'), {}),
    /** Per region without a result on the latest date: its own latest sheet (loaded only then). */
    fallbacks: types.frozen<Partial<Record<VnRegion, RegionSheet>>>({}),
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
     * chosen date it is the region's latest: the latest date with a result, or, for a region that
     * has not drawn on that date yet (the North draws after the South, docs/lottery.md section 1),
     * its own latest sheet, as the regional result sites show it.
     */
    get regionSheet(): RegionSheet {
      const main = self.numbers.data?.regions.find((r) => r.region === self.region)?.draws ?? [];
      const own = self.fallbacks[self.region];
      if (main.length > 0 || self.date !== null || !own)
        return { date: self.numbers.data?.date ?? self.date, draws: main };
      return own;
    },
    /** Every open draw of the menus, for the draw watch. */
    get pendingDraws(): DrawRef[] {
      return (self.menus.data?.regions ?? []).flatMap((r) =>
        r.draws
          .filter((d) => d.status === 'open')
          .map((d) => ({ key: r.gameCode, drawId: d.drawId, drawAt: d.drawAt })),
      );
    },
  }))
  .views((self) => ({
    /** Whether the page's data shows `ref`'s result: it is drawn (or void) in the sheets, or no longer an open draw of the menus. */
    hasResult(ref: DrawRef): boolean {
      const inSheets =
        self.numbers.data?.regions.some((r) => r.draws.some((d) => d.drawId === ref.drawId && d.status !== 'open')) ??
        false;
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
    setFallbacks(fallbacks: Partial<Record<VnRegion, RegionSheet>>) {
      self.fallbacks = fallbacks;
    },
  }))
  .actions((self) => {
    const api = () => lotteryApiOf(self);
    return {
      /**
       * Loads the sheets of the chosen date (null: the latest with a result), every region; for the
       * latest, a region without a draw on that date gets its own latest sheet (the date of its
       * newest result, then that date's sheet of the region).
       */
      loadNumbers: flow(function* () {
        const date = self.date;
        yield self.numbers.load(() => api().vnNumbers(date ? { date } : {}));
        const data = self.numbers.data;
        if (self.date !== date) return;
        if (date !== null || !data) return self.setFallbacks({});
        const missing = data.regions.filter((r) => r.draws.length === 0);
        const found: ([VnRegion, RegionSheet] | null)[] = yield Promise.all(
          missing.map(async (r): Promise<[VnRegion, RegionSheet] | null> => {
            try {
              const newest = (await api().results({ gameCode: r.gameCode, pageNo: 1, pageSize: 1 })).list[0];
              if (!newest) return null;
              const sheets = await api().vnNumbers({ date: newest.localDate, region: r.region });
              const draws = sheets.regions.find((x) => x.region === r.region)?.draws ?? [];
              return draws.length > 0 ? [r.region, { date: sheets.date, draws }] : null;
            } catch {
              return null; // the region shows "no results for this date"
            }
          }),
        );
        if (self.date === null) self.setFallbacks(Object.fromEntries(found.filter((f) => f !== null)));
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
      restartWatch(self, {
        pending: () => self.pendingDraws,
        arrived: (ref) => self.hasResult(ref),
        refetch: () => self.refetch(),
      });
      return self.load();
    },
    /** Closes the page: stops the draw watch. */
    close() {
      dropWatch(self);
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
