/**
 * Watches a deposit order while the page shows it (DepositStore.watchOrder: polls while pending;
 * the socket pushes the balance on success). The watch stops when the page closes.
 */
import { useEffect } from 'react';
import { useStores } from '../../../../stores';
import type { DepositOrder } from '../../../../stores/center/types';

/**
 * @param initial the order to show (just made, or returned to); a new one restarts the watch.
 * @param onSettled called once with the final state of a pending order.
 * @returns the latest state of `initial` (read in an observer).
 */
export function useOrderWatch(
  initial: DepositOrder | null,
  onSettled: (order: DepositOrder) => void,
): DepositOrder | null {
  const { deposit } = useStores().center;
  useEffect(() => {
    deposit.watchOrder(initial, onSettled);
    return () => deposit.stopWatch();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- watches per order; onSettled is a fresh closure each render
  }, [deposit, initial]);
  const watched = deposit.watched;
  return watched && watched.id === initial?.id ? watched : initial;
}
