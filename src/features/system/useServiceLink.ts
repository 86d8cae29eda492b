/**
 * The customer service link of the maintenance and blocked-region pages (spec section 2). The
 * permission may not be loaded in those states, so the link is resolved on mount through the
 * stores ({@link resolveServiceLink}). Resolving early lets the button be a real link (no popup
 * blocker). Null while unknown or when no contact can be read.
 */
import { useEffect, useState } from 'react';
import { useStores } from '../../stores';
import { resolveServiceLink } from '../../stores/customerService';

export function useServiceLink(): string | null {
  const root = useStores();
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let cancelled = false;
    void resolveServiceLink(root).then((found) => {
      if (!cancelled) setUrl(found);
    });
    return () => {
      cancelled = true;
    };
  }, [root]);
  return url;
}
