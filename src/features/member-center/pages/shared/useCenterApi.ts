/**
 * The member center pages' API and data loading: the money and account APIs from the store
 * environment (tests pass fakes as `wallet` / `account`; the app falls back to the page's own
 * client), and a small loader hook with loading, error and reload.
 */
import { getEnv } from 'mobx-state-tree';
import { useCallback, useEffect, useRef, useState } from 'react';
import { defaultAccountApi, type AccountApi } from '../../../../api/account';
import { ApiProblem } from '../../../../api/client';
import { defaultWalletApi, type WalletApi } from '../../../../api/wallet';
import { useStores } from '../../../../stores';

/** The environment keys the pages read. */
export interface CenterApiEnv {
  wallet?: WalletApi;
  account?: AccountApi;
}

/** The money and account APIs of the store environment (or the defaults). */
export function useCenterApi(): { wallet: WalletApi; account: AccountApi } {
  const store = useStores();
  const env = getEnv(store) as CenterApiEnv;
  return { wallet: env.wallet ?? defaultWalletApi(), account: env.account ?? defaultAccountApi() };
}

/** The message to show for a failed call: the server's localised message, else a generic one. */
export function problemText(err: unknown, fallback: string): string {
  if (err instanceof ApiProblem && err.message && err.kind !== 'network' && err.kind !== 'timeout') return err.message;
  return fallback;
}

export interface Loaded<T> {
  data: T | null;
  error: string | null;
  loading: boolean;
  reload(): void;
  set(data: T): void;
}

/**
 * Runs `load` on mount and whenever `deps` change; answers of an older run are dropped.
 * @param fallback message shown when the call fails without a server message.
 */
export function useLoad<T>(load: () => Promise<T>, deps: readonly unknown[], fallback: string): Loaded<T> {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [tick, setTick] = useState(0);
  const run = useRef(0);
  useEffect(() => {
    const mine = ++run.current;
    setLoading(true);
    setError(null);
    load().then(
      (value) => {
        if (mine !== run.current) return;
        setData(value);
        setLoading(false);
      },
      (err: unknown) => {
        if (mine !== run.current) return;
        setError(problemText(err, fallback));
        setLoading(false);
      },
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, tick]);
  const reload = useCallback(() => setTick((n) => n + 1), []);
  return { data, error, loading, reload, set: setData };
}
