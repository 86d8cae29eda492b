/**
 * The customer service link of the maintenance and blocked-region pages (spec section 2). The
 * permission may not be loaded in those states, so the link is resolved on mount: from the loaded
 * permission, else a fresh permission call, else the customer service call decrypted with the
 * merchant code kept in browser storage. Resolving early lets the button be a real link (no popup
 * blocker). Null while unknown or when no contact can be read.
 */
import { getEnv } from 'mobx-state-tree';
import { useEffect, useState } from 'react';
import { decryptContacts } from '../../api/customerService';
import type { Permission } from '../../../contract/types';
import { customerServiceUrl } from '../../renderers/menuActions';
import { useStores } from '../../stores';
import type { StoreEnv } from '../../stores/env';

const ORDER = ['LIVECHAT', 'TELEGRAM', 'WHATSAPP', 'FACEBOOK'] as const;

function storedMerchantCode(): string | null {
  try {
    return globalThis.sessionStorage?.getItem('merchantCode') ?? globalThis.localStorage?.getItem('merchantCode') ?? null;
  } catch {
    return null;
  }
}

export function useServiceLink(): string | null {
  const root = useStores();
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let cancelled = false;
    const env = getEnv<StoreEnv>(root);
    const resolve = async (): Promise<string | null> => {
      const permission: Permission | null = root.config.permission ?? (await env.api.getPermission().catch(() => null));
      for (const cs of ORDER) {
        const found = await customerServiceUrl(permission, cs);
        if (found) return found;
      }
      const code = permission?.merchantCode ?? storedMerchantCode();
      if (!code) return null;
      const contacts = await env.web.customerService().catch(() => []);
      const decrypted = await decryptContacts(contacts, code);
      return ORDER.map((cs) => decrypted.find((c) => c.csType === cs)?.url).find((u) => !!u) ?? null;
    };
    void resolve().then((found) => {
      if (!cancelled) setUrl(found);
    });
    return () => {
      cancelled = true;
    };
  }, [root]);
  return url;
}
