/**
 * The console's read-only Responsible gaming tab (docs/responsible-gaming.md "Console"): looks up
 * a member by username (GET operator/rg with the operator token) and holds the answer: limits with
 * usage and pending changes, the exclusion and the last audit rows. There is no change action:
 * nobody lifts an exclusion early. The API comes through the environment (`operatorRgApi`, the
 * console root's: ../ConsoleRootStore.ts).
 */
import { flow, toGenerator, types, type Instance } from 'mobx-state-tree';
import type { OperatorRgView } from '../../api/rg';
import { envApi } from '../envApi';
import { problemMessage } from '../problems';

export const RgConsoleModel = types
  .model('RgConsole', {
    username: '',
    view: types.frozen<OperatorRgView | null>(null),
    loading: false,
    /** The server's message of a failed lookup ('' : the panel's generic one). */
    error: types.maybeNull(types.string),
  })
  .actions((self) => ({
    setUsername(value: string) {
      self.username = value;
    },
    /** Looks the username up; a newer lookup replaces an older one. */
    lookUp: flow(function* lookUp() {
      const username = self.username.trim();
      if (!username) return;
      self.loading = true;
      self.error = null;
      try {
        self.view = yield* toGenerator(envApi(self, 'operatorRgApi').operatorView(username));
      } catch (err) {
        self.view = null;
        self.error = problemMessage(err) ?? '';
      } finally {
        self.loading = false;
      }
    }),
  }));

export interface RgConsoleStore extends Instance<typeof RgConsoleModel> {}
