/**
 * One loaded resource of the member center (a list page, a settings answer): the data as plain
 * frozen data (STYLE.md: large lists stay frozen), loading, and the failure. A newer load drops the
 * answer of an older one; `reload` repeats the last call.
 */
import { flow, types, type Instance } from 'mobx-state-tree';
import { MissingApiError } from '../envApi';
import { problemMessage } from '../problems';

/**
 * The model of a resource holding a `T`.
 * @param name the MST type name.
 */
export function resourceModel<T>(name: string) {
  return types
    .model(name, {
      data: types.frozen<T | null>(null),
      /** True until the first answer (a page opens in its loading state). */
      loading: true,
      /** The last load failed. */
      failed: false,
      /** The server's message of that failure; null: the page shows its generic message. */
      message: types.maybeNull(types.string),
    })
    .volatile(() => ({ run: 0, last: null as (() => Promise<T>) | null }))
    .actions((self) => {
      const load = flow(function* (call: () => Promise<T>) {
        const mine = ++self.run;
        self.last = call;
        self.loading = true;
        self.failed = false;
        self.message = null;
        try {
          const value: T = yield call();
          if (mine !== self.run) return;
          self.data = value as typeof self.data;
        } catch (err) {
          // a wiring mistake is not a failed load: it fails loudly (../envApi.ts)
          if (err instanceof MissingApiError) throw err;
          if (mine !== self.run) return;
          self.failed = true;
          self.message = problemMessage(err);
        } finally {
          if (mine === self.run) self.loading = false;
        }
      });
      return {
        load,
        /** Back to the unloaded state (a page closed); an answer still on its way is dropped. */
        clear() {
          self.run += 1;
          self.last = null;
          self.data = null;
          self.loading = true;
          self.failed = false;
          self.message = null;
        },
        /** Repeats the last call (retry after a failure). */
        reload() {
          if (self.last) void load(self.last);
        },
        /** Replaces the data (an answer that already holds the new state). */
        set(data: T) {
          self.data = data as typeof self.data;
        },
      };
    })
    .views((self) => ({
      /** The message to show, or null when the last load did not fail. */
      errorText(fallback: string): string | null {
        return self.failed ? (self.message ?? fallback) : null;
      },
    }));
}

/** A resource instance of any data. */
export type Resource<T> = Instance<ReturnType<typeof resourceModel<T>>>;
