/**
 * The `config` document (README "Operator console"): the merchant's whole site configuration, live in
 * `merchants.config`, checked by {@link checkSiteConfig} (schema and lint error rules) and by
 * {@link lockedChanges}; a save publishes `{ type: 'config', payload }` (server/services/siteView.ts).
 */
import { eq } from 'drizzle-orm';
import type { SiteConfig } from '../../../contract/types.ts';
import { merchants } from '../../db/schema.ts';
import { publish } from '../events/index.ts';
import { applySiteConfig } from '../merchants.ts';
import { liveConfigPayload } from '../siteView.ts';
import type { DocumentHandler } from './documents.ts';
import { checkSiteConfig, lockedChanges } from './validate.ts';

export const configDocument: DocumentHandler = {
  code: 'CONFIG',
  async live(db, merchantId) {
    const [merchant] = await db
      .select({ config: merchants.config, source: merchants.configSource })
      .from(merchants)
      .where(eq(merchants.id, merchantId))
      .limit(1);
    return merchant ? { body: merchant.config, source: merchant.source } : null;
  },
  check: (candidate) => checkSiteConfig(candidate),
  async prepare(_tx, _merchantId, previous, candidate) {
    return { errors: lockedChanges(previous as SiteConfig, candidate as SiteConfig), body: candidate };
  },
  async apply(tx, merchant, body, saver) {
    await applySiteConfig(tx, merchant.code, body as SiteConfig, `operator:${saver.id}`);
    return body;
  },
  publish(merchantId, row) {
    publish({ merchantId, type: 'config', payload: liveConfigPayload(row.body as SiteConfig, row.version, row.diff) });
  },
};
