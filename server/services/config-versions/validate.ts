/**
 * The check every saved configuration passes (README "Operator console"): the site configuration schema
 * (schemas/site-config.schema.json through the engine's validateConfig) and then the QA lint's
 * error rules (engine/lint), so the console refuses exactly what `npm run config:validate`
 * and `npm run config:lint` refuse. Warnings do not block a save.
 */
import { lintDocument } from '../../../engine/lint/index.ts';
import type { SiteConfig } from '../../../contract/types.ts';
import { validateConfig } from '../../../engine/validation.ts';
import { VENDOR_SEEDS } from '../../db/seed/vendors.ts';

/** One reason a configuration is refused: where (RFC 6901 JSON pointer) and what. */
export interface ConfigRefusal {
  pointer: string;
  /** English (logs and API clients); the console says it in its language from `rule` and `params`. */
  message: string;
  /** `schema`, `locked`, or the lint rule's id (e.g. `pattern-compiles`). */
  rule: string;
  /** The names and figures of the message (a schema refusal's `keyword` among them). */
  params?: Record<string, string | number>;
}

const CATALOGUE = VENDOR_SEEDS.map((v) => ({
  code: v.code,
  gameType: v.gameType,
  nameEn: v.nameEn,
  isGame: v.isGame,
  gameCode: v.gameCode ?? null,
}));

/**
 * @param config a candidate site configuration (untrusted input).
 * @returns every refusal ([] when it may be saved): schema errors first; lint errors only for a
 * schema-valid document (the lint rules trust shapes).
 */
export function checkSiteConfig(config: unknown): ConfigRefusal[] {
  const schemaErrors = validateConfig('siteConfig', config).map((e) => ({ ...e, rule: 'schema' }));
  if (schemaErrors.length > 0) return schemaErrors;
  return lintDocument({ kind: 'siteConfig', config: config as SiteConfig }, CATALOGUE)
    .filter((issue) => issue.severity === 'error')
    .map((issue) => ({ pointer: issue.pointer, message: issue.message, rule: issue.rule, params: issue.params }));
}

/**
 * Parts of the configuration an operator may not change from the console: the merchant code
 * (the tenant's identity) and the domain routes (a domain moved here would take it from another
 * merchant). Spec section 3: domain routes belong to the platform.
 */
export function lockedChanges(previous: SiteConfig, next: SiteConfig): ConfigRefusal[] {
  const out: ConfigRefusal[] = [];
  if (next.permission.merchantCode !== previous.permission.merchantCode) {
    out.push({
      pointer: '/permission/merchantCode',
      message: 'the merchant code cannot be changed from the console',
      rule: 'locked',
      params: { part: 'merchantCode' },
    });
  }
  if (JSON.stringify(next.permission.domainRoute) !== JSON.stringify(previous.permission.domainRoute)) {
    out.push({
      pointer: '/permission/domainRoute',
      message: 'domain routes are managed by the platform, not the console',
      rule: 'locked',
      params: { part: 'domainRoute' },
    });
  }
  return out;
}

let warmed = false;

/**
 * Runs the check once in the background, so the first save does not pay the checkers' start-up
 * (the ReDoS checker takes seconds on its first call). Called when an operator opens the console.
 */
export function warmUpCheck(config: unknown): void {
  if (warmed) return;
  warmed = true;
  setImmediate(() => {
    try {
      checkSiteConfig(config);
    } catch {
      // a failing check shows at the save
    }
  });
}
