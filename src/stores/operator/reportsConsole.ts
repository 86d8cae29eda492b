/**
 * The console's Reports tab (README "Operator console"; server/services/operator/reports.ts): the
 * chosen range of reporting days (a preset or custom), the report the server answered for it, and
 * its loading and error state. Presets are computed in the merchant's reporting time zone (the
 * offset of the last answer, +08:00 before the first). The API comes through the environment
 * (`operatorReportsApi`, ../ConsoleRootStore.ts).
 */
import { flow, toGenerator, types, type Instance } from 'mobx-state-tree';
import type { OperatorReport } from '../../api/operatorReports';
import { envApi } from '../envApi';
import { problemMessage } from '../problems';

/** The range presets of the date picker. */
export const REPORT_PRESETS = ['today', 'yesterday', 'last7', 'thisMonth', 'lastMonth', 'custom'] as const;
export type ReportPreset = (typeof REPORT_PRESETS)[number];

/** The platform's default reporting offset (server/db/agentSchema.ts DEFAULT_UTC_OFFSET_MINUTES). */
const DEFAULT_OFFSET = 480;
const DAY_MS = 86_400_000;

const dayAt = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The days (yyyy-MM-dd, both included) of `preset` at `now` in the reporting day of `offsetMinutes`
 * east of UTC: today, yesterday, the last 7 days (today included), this month (1st to today), last
 * month (all of it). `custom` answers null (the picker's own dates).
 */
export function presetRange(
  preset: ReportPreset,
  now: Date,
  offsetMinutes: number,
): { from: string; to: string } | null {
  const local = now.getTime() + offsetMinutes * 60_000;
  const today = dayAt(local);
  const [y, m] = today.split('-').map(Number) as [number, number];
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday':
      return { from: dayAt(local - DAY_MS), to: dayAt(local - DAY_MS) };
    case 'last7':
      return { from: dayAt(local - 6 * DAY_MS), to: today };
    case 'thisMonth':
      return { from: `${today.slice(0, 7)}-01`, to: today };
    case 'lastMonth':
      return { from: dayAt(Date.UTC(y, m - 2, 1)), to: dayAt(Date.UTC(y, m - 1, 1) - DAY_MS) };
    default:
      return null;
  }
}

export const ReportsConsoleModel = types
  .model('ReportsConsole', {
    preset: types.optional(types.enumeration<ReportPreset>('ReportPreset', [...REPORT_PRESETS]), 'last7'),
    from: '',
    to: '',
    offset: DEFAULT_OFFSET,
    view: types.frozen<OperatorReport | null>(null),
    loading: false,
    /** The server's message of a failed load ('' : the panel's generic one). */
    error: types.maybeNull(types.string),
  })
  .volatile(() => ({ seq: 0 }))
  .actions((self) => ({
    /** Loads the report of from..to; a newer load replaces an older one. */
    load: flow(function* load() {
      if (!self.from || !self.to) return;
      const mine = ++self.seq;
      self.loading = true;
      self.error = null;
      try {
        const view = yield* toGenerator(envApi(self, 'operatorReportsApi').report(self.from, self.to));
        if (mine !== self.seq) return;
        self.view = view;
        self.offset = view.utcOffsetMinutes;
      } catch (err) {
        if (mine !== self.seq) return;
        self.view = null;
        self.error = problemMessage(err) ?? '';
      } finally {
        if (mine === self.seq) self.loading = false;
      }
    }),
  }))
  .actions((self) => ({
    /** Picks `preset` (its days at `now` in the merchant's time zone) and loads it. */
    choose(preset: ReportPreset, now = new Date()) {
      self.preset = preset;
      const range = presetRange(preset, now, self.offset);
      if (range) {
        self.from = range.from;
        self.to = range.to;
      }
      return self.load();
    },
    /** Sets one end of a custom range (yyyy-MM-dd); the panel loads on its apply button. */
    setDay(end: 'from' | 'to', day: string) {
      self.preset = 'custom';
      self[end] = day;
    },
  }));

export interface ReportsConsoleStore extends Instance<typeof ReportsConsoleModel> {}
