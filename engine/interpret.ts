/**
 * The configuration engine's entry point (design card; STYLE.md "How configuration flows"):
 * raw server configuration in, runtime registry out. Pure and deterministic: the same input
 * gives an equal registry, so MST views can compute it and memoise on their inputs.
 */
import { effectiveFlags, resolveFeatures } from './features';
import { authTabsOf, FEATURE_FORMS, formRegistryOfBundle, MONEY_FORMS, type FormsBundle } from './forms';
import { reorganiseGameMenu } from './gameMenu';
import { buildMenus, buildPages } from './menus';
import type { Registry } from './registryTypes';
import type { ContractSettings, GameMenuEntry, Permission } from '../contract/types';

export interface RawConfig {
  /** GET permission (schemas/permission.schema.json). */
  permission: Permission;
  /** GET game menu, before reorganisation (schemas/game-menu.schema.json). */
  gameMenu: readonly GameMenuEntry[];
  /** GET consolidated contract settings, or null when not loaded (guests, trial, AGENTPOLICY3 off). */
  contractSettings: ContractSettings | null;
  /**
   * The merchant's forms as the server's form engine built them from the registration rules and
   * the whitelabel tree (GET /api/forms/schemas), or null when not loaded: the browser validates
   * with the standalone module compiled from exactly these schemas, so it draws these and no copy.
   */
  forms?: FormsBundle | null;
}

/**
 * Interprets the raw configuration into the registry.
 * - flags: effective whitelabel flags (ancestor rule, spec section 3);
 * - features: every FeatureKey on or off (FEATURE_SOURCES);
 * - categories: the reorganised game menu in navigation order (spec section 4);
 * - menus: the seven menus with disabled entries dropped (spec section 2);
 * - pages: the site routes and center pages with the features and roles they require (spec section 2),
 *   those whose features are off left out (engine/menus/pages.ts `pageAccess` says what a session may open);
 * - authTabs: the register, login and forgot-password tabs with their defaults (spec section 4);
 * - forms: the form registry (schemas, tabs, default tabs; spec sections 4 and 5), null until loaded;
 * - moneyForms: the member center's money and security forms (spec section 2), the same for every
 *   merchant, whose run-time values (limits, cards, balances) the pages give as parameters;
 * - featureForms: the second wave's feature forms (downline transfer, responsible-gaming limit and
 *   exclusion, points redeem, promotion apply; engine/forms/featureForms.ts), likewise.
 * Does not throw on well-formed input (validate with validation.ts first when unsure).
 */
export function interpret(raw: RawConfig): Registry {
  const flags = effectiveFlags(raw.permission.whitelabel);
  const features = resolveFeatures(raw.permission, raw.contractSettings, flags);
  const categories = reorganiseGameMenu(raw.gameMenu);
  return {
    flags,
    features,
    categories,
    menus: buildMenus({ categories, permission: raw.permission, features }),
    pages: buildPages(features, categories),
    authTabs: authTabsOf(features),
    forms: raw.forms ? formRegistryOfBundle(raw.forms) : null,
    moneyForms: MONEY_FORMS,
    featureForms: FEATURE_FORMS,
  };
}
