/**
 * Watches a pending deposit order until it settles (docs: poll GET /api/deposit/orders/:id while
 * pending; the socket pushes the balance on success). Polls every `intervalMs` while mounted.
 */
import { useEffect, useState } from 'react';
import type { DepositOrder } from '../../../../stores/center/types';

/** Poll period while an order is pending (ms). */
export const ORDER_POLL_MS = 2000;

export function useOrderWatch(fetchOrder: (id: number) => Promise<DepositOrder>, initial: DepositOrder | null, onSettled: (order: DepositOrder) => void, intervalMs = ORDER_POLL_MS): DepositOrder | null {
  const [order, setOrder] = useState(initial);
  useEffect(() => setOrder(initial), [initial]);
  const id = order?.id;
  const pending = order?.status === 'pending';
  useEffect(() => {
    if (id === undefined || !pending) return;
    let stopped = false;
    const timer = setInterval(() => {
      fetchOrder(id).then(
        (next) => {
          if (stopped || next.status === 'pending') return;
          setOrder(next);
          onSettled(next);
        },
        () => undefined, // keep polling through a transient failure
      );
    }, intervalMs);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetchOrder, id, pending, intervalMs]);
  return order;
}
