/**
 * Customer service links (spec section 2): the permission response carries each contact's link
 * encrypted with the merchant code (src/api/customerService); a plain http(s) path (config
 * samples) is used as is.
 */
import { getEnv, type IAnyStateTreeNode } from 'mobx-state-tree';
import { decryptContacts, decryptPath } from '../api/customerService';
import type { Permission } from '../../contract/types';
import type { StoreEnv } from './env';
import { readStorage } from './storage';

/** The contacts the maintenance and blocked-region pages offer, first found first. */
export const SERVICE_LINK_ORDER = ['LIVECHAT', 'TELEGRAM', 'WHATSAPP', 'FACEBOOK'] as const;

/** The link of the permission's contact `csType`; null when there is none or it cannot be read. */
export async function customerServiceUrl(permission: Permission | null, csType: string): Promise<string | null> {
  const contact = permission?.customerService.find((c) => c.csType === csType);
  if (!contact) return null;
  if (/^https?:\/\//i.test(contact.path)) return contact.path;
  try {
    const url = await decryptPath(contact.path, permission?.merchantCode ?? '');
    return /^https?:\/\//i.test(url) ? url : null;
  } catch {
    return null;
  }
}

/**
 * The customer service link when the permission may not be loaded (maintenance, blocked region):
 * from the loaded permission, else a fresh permission call, else the customer service call
 * decrypted with the merchant code kept in browser storage (session, then local). Null when no
 * contact can be read; never throws.
 * @param root the root store (its `config.permission` and its environment's `api` and `web`).
 */
export async function resolveServiceLink(
  root: IAnyStateTreeNode & { config: { permission: Permission | null } },
): Promise<string | null> {
  const env = getEnv<StoreEnv>(root);
  const permission: Permission | null = root.config.permission ?? (await env.api.getPermission().catch(() => null));
  for (const cs of SERVICE_LINK_ORDER) {
    const found = await customerServiceUrl(permission, cs);
    if (found) return found;
  }
  const code =
    permission?.merchantCode ?? readStorage('session', 'merchantCode') ?? readStorage('local', 'merchantCode');
  if (!code) return null;
  const contacts = await env.web.customerService().catch(() => []);
  const decrypted = await decryptContacts(contacts, code);
  return SERVICE_LINK_ORDER.map((cs) => decrypted.find((c) => c.csType === cs)?.url).find((u) => !!u) ?? null;
}
