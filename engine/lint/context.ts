/**
 * Builds the {@link LintContext} of a linted document with the engine's own functions
 * (effectiveFlags, resolveFeatures, formRegistryOfSiteConfig), so a rule judges a configuration
 * exactly as the site would use it.
 */
import { effectiveFlags, resolveFeatures } from '../features';
import { formRegistryOfSiteConfig } from '../forms/registry';
import type { FormRegistry } from '../forms/types';
import type { GameMenuEntry, SiteConfig } from '../../contract/types';
import type { CatalogueVendor, LintContext } from './types';

/** The two kinds of document config:lint understands. */
export type LintDocument = { kind: 'siteConfig'; config: SiteConfig } | { kind: 'gameMenu'; gameMenu: GameMenuEntry[] };

/**
 * @param doc a schema-valid site configuration or game menu (validate first: rules trust shapes).
 * @param catalogue the platform's vendor catalogue.
 */
export function lintContextOf(doc: LintDocument, catalogue: readonly CatalogueVendor[]): LintContext {
  if (doc.kind === 'gameMenu') {
    return { config: null, gameMenu: doc.gameMenu, catalogue, flags: {}, features: null, forms: () => null };
  }
  const config = doc.config;
  const flags = effectiveFlags(config.permission.whitelabel);
  let forms: FormRegistry | null | undefined;
  return {
    config,
    gameMenu: null,
    catalogue,
    flags,
    features: resolveFeatures(config.permission, config.contractSettings, flags),
    forms() {
      if (forms === undefined) {
        try {
          forms = formRegistryOfSiteConfig(config);
        } catch {
          forms = null; // pattern-compiles reports why
        }
      }
      return forms;
    },
  };
}
