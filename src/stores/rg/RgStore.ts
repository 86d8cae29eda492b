/**
 * Responsible gaming in the browser (docs/responsible-gaming.md): the member center page's profile
 * (limits with usage, pending changes, reality check, exclusion) and audit trail, the changes
 * (one at a time), and the reality check's clock: it is due every `realityCheckMinutes` of the
 * session counted from the session's login time (`GET rg/session`), shown over the site and over
 * the seamless game page. The site socket's `rg` event (a time-out, self-exclusion or closure taken
 * in any tab) logs the page out at once. The API comes through the environment (`rg`; tests pass a
 * fake).
 */
import { flow, toGenerator, types, type IAnyStateTreeNode, type Instance } from 'mobx-state-tree';
import { type RgApi, type RgChange, type RgEvents, type RgProfile, type RgSession } from '../../api/rg';
import type { RgLimitKind, RgPeriod } from '../../../contract/types';
import { resourceModel } from '../shared/ResourceModel';
import { problemMessage } from '../problems';
import { envApi } from '../envApi';
import { rootOf } from '../rootView';
import type { SocketEventPayloads } from '../../../contract/types';
import { followLiveEvents } from '../liveEvents';

/** The environment key of responsible gaming. */
export interface RgEnv {
  rg: RgApi;
}

const apiOf = (node: IAnyStateTreeNode): RgApi => envApi(node, 'rg');

export const RG_EVENTS_PAGE_SIZE = 10;

/** The result of a change: the server's message, or its refusal (message, code and value). */
export type RgActionResult =
  { ok: true; message: string } | { ok: false; message: string | null; code: string | null; value: unknown };

/** The exclusion kinds and their durations (schemas/api/responsible-gaming.json). */
export const TIMEOUT_DURATIONS = ['24h', '7d', '30d'] as const;
export const SELF_EXCLUSION_DURATIONS = ['6m', '1y', '5y'] as const;

/** Logs the page out: the open member center closes first (it would ask for a login), then the session is forgotten. */
function endSession(node: IAnyStateTreeNode): void {
  const root = rootOf(node);
  root.ui?.closeModal();
  root.session?.clear();
}

/**
 * When the next reality check is due: the first multiple of `minutes` after the session's start
 * that is later than `shownAt` (the last one shown, or the start). Milliseconds since the epoch.
 */
export function nextCheckAt(startedAt: number, minutes: number, shownAt: number): number {
  const step = minutes * 60_000;
  const passed = Math.floor((shownAt - startedAt) / step) + 1;
  return startedAt + Math.max(1, passed) * step;
}

/** sessionStorage key of the last reality check this tab showed (a reload must not show the same interval again). */
export const REALITY_SHOWN_KEY = 'RG_REALITY_SHOWN';

/** Remembers, for this tab, that the check of the session started at `startedAt` was shown at `shownAt` (ms). */
function rememberShown(startedAt: number, shownAt: number): void {
  try {
    globalThis.sessionStorage?.setItem(REALITY_SHOWN_KEY, JSON.stringify({ startedAt, shownAt }));
  } catch {
    // storage refused (private mode): a reload may show the check once more
  }
}

/** The last time (ms) this tab showed the check of the session started at `startedAt`; `startedAt` when none. */
function recallShown(startedAt: number): number {
  try {
    const saved = JSON.parse(globalThis.sessionStorage?.getItem(REALITY_SHOWN_KEY) ?? 'null') as {
      startedAt?: unknown;
      shownAt?: unknown;
    } | null;
    if (saved && saved.startedAt === startedAt && typeof saved.shownAt === 'number')
      return Math.max(startedAt, saved.shownAt);
  } catch {
    // unreadable: start from the session's start
  }
  return startedAt;
}

export const RgStoreModel = types
  .model('RgStore', {
    profile: types.optional(resourceModel<RgProfile>('RgProfileResource'), {}),
    events: types.optional(resourceModel<RgEvents>('RgEventsResource'), {}),
    eventsPage: 1,
    busy: false,
    /** The reality check dialog is open with these figures. */
    check: types.frozen<RgSession | null>(null),
    /** The session's start and the interval of the running reality check clock (ms, minutes; 0 off). */
    sessionStartedAt: 0,
    checkMinutes: 0,
    lastShownAt: 0,
    /** The page was logged out by a time-out, self-exclusion or closure (the shell says why). */
    loggedOutBy: types.frozen<{ kind: string; until: string | null } | null>(null),
  })
  .actions((self) => {
    const loadProfile = () => self.profile.load(() => apiOf(self).profile());
    const loadEvents = () => self.events.load(() => apiOf(self).events(self.eventsPage, RG_EVENTS_PAGE_SIZE));
    const logOutLocally = (kind: string, until: string | null) => {
      self.loggedOutBy = { kind, until };
      self.check = null;
      self.checkMinutes = 0;
      endSession(self);
    };
    /** Runs one change at a time; a success replaces the profile and reloads the trail. */
    const act = flow(function* act(call: () => Promise<RgChange>, after?: (change: RgChange) => void) {
      if (self.busy) return null;
      self.busy = true;
      let result: RgActionResult;
      try {
        const change = yield* toGenerator(call());
        self.profile.set(change.profile);
        self.checkMinutes = change.profile.realityCheckMinutes;
        after?.(change);
        result = { ok: true, message: change.message };
      } catch (err) {
        const e = err as { code?: unknown; value?: unknown };
        result = {
          ok: false,
          message: problemMessage(err),
          code: typeof e.code === 'string' ? e.code : null,
          value: e.value ?? null,
        };
      }
      self.busy = false;
      if (result.ok && !self.loggedOutBy) {
        self.eventsPage = 1;
        yield loadEvents();
      }
      return result;
    });
    return {
      loadProfile,
      loadEvents,
      setEventsPage(page: number) {
        self.eventsPage = page;
        return loadEvents();
      },
      /** Sets, lowers, raises (after 24 h) or removes (amount null, after 24 h) a limit; the zone is the browser's. */
      setLimit(kind: RgLimitKind, period: RgPeriod, amount: string | null) {
        const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
        return act(() => apiOf(self).setLimit({ kind, period, amount, ...(timeZone ? { timeZone } : {}) }));
      },
      setRealityCheck(minutes: 0 | 15 | 30 | 60) {
        return act(() => apiOf(self).setRealityCheck(minutes));
      },
      /** A time-out, self-exclusion or closure: on success the page logs out at once. */
      exclude(kind: 'timeout' | 'selfExclusion' | 'closed', duration: string, password: string, reason?: string) {
        const api = apiOf(self);
        const call =
          kind === 'timeout'
            ? () => api.exclude('timeout', { duration: duration as '24h', password })
            : kind === 'selfExclusion'
              ? () => api.exclude('selfExclusion', { duration: duration as '6m', password })
              : () => api.exclude('closed', { password, ...(reason ? { reason } : {}) });
        return act(call, (change) => logOutLocally(kind, change.profile.exclusion?.endsAt ?? null));
      },
      /** The site socket's `rg` event: another tab or device started a break; this page logs out. */
      receiveLive(payload: SocketEventPayloads['rg']) {
        // a frame is not trusted: an unreadable kind or end still logs out
        if (payload.action === 'loggedOut')
          logOutLocally(
            typeof payload.kind === 'string' ? payload.kind : 'timeout',
            typeof payload.until === 'string' ? payload.until : null,
          );
      },
      /** Starts the reality check clock of the session (the shell calls it after login and on reload). */
      startRealityCheck: flow(function* startRealityCheck() {
        try {
          const [profile, session]: [RgProfile, RgSession] = yield Promise.all([
            apiOf(self).profile(),
            apiOf(self).session(),
          ]);
          self.checkMinutes = profile.realityCheckMinutes;
          self.sessionStartedAt = new Date(session.startedAt).getTime();
          // a reload keeps the interval already shown (its check is not shown twice)
          self.lastShownAt = recallShown(self.sessionStartedAt);
        } catch {
          self.checkMinutes = 0;
        }
      }),
      /** Whether a reality check is due at `now` (ms); the shell's timer asks every few seconds. */
      isDue(now: number): boolean {
        if (!self.checkMinutes || !self.sessionStartedAt || self.check) return false;
        return now >= nextCheckAt(self.sessionStartedAt, self.checkMinutes, self.lastShownAt);
      },
      /** Opens the dialog with the session's current figures. */
      showCheck: flow(function* showCheck(now: number) {
        self.lastShownAt = now;
        rememberShown(self.sessionStartedAt, now);
        try {
          const figures: RgSession = yield apiOf(self).session();
          // the minutes since the login as this page's clock counts them (the interval that just passed)
          const started = new Date(figures.startedAt).getTime();
          self.check = { ...figures, minutes: Math.max(figures.minutes, Math.floor((now - started) / 60_000)) };
        } catch {
          // a failed read (logged out meanwhile) shows nothing
        }
      }),
      /** Continue: closes the dialog until the next interval. */
      dismissCheck() {
        self.check = null;
      },
      /** Log out from the dialog. */
      logOutFromCheck() {
        self.check = null;
        self.checkMinutes = 0;
        endSession(self);
      },
      /** The member saw why they were logged out. */
      acknowledgeLogout() {
        self.loggedOutBy = null;
      },
      /** Stops the clock (logout). */
      stopRealityCheck() {
        self.checkMinutes = 0;
        self.sessionStartedAt = 0;
        self.check = null;
      },
      /** Forgets the page's data (the page closed). */
      reset() {
        self.profile.clear();
        self.events.clear();
        self.eventsPage = 1;
      },
    };
  })
  .actions((self) => ({
    /** Follows the `rg` event (src/stores/liveEvents.ts; docs/responsible-gaming.md): a break started elsewhere logs this page out. */
    afterCreate() {
      followLiveEvents(self, { rg: (payload) => self.receiveLive(payload) });
    },
  }));

export interface RgStore extends Instance<typeof RgStoreModel> {}
