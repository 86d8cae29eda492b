/**
 * A merchant's features on the server, by the engine's own rule: engine/features.ts
 * `resolveFeatures` over `effectiveFlags` of the whitelabel tree, the function the browser's
 * interpret() (engine/interpret.ts) runs on the same permission (spec sections 3 and 6; README
 * "How the pieces fit"). The server asks for a feature by its engine key (engine/registryTypes.ts
 * FeatureKey, e.g. 'manualRebate'), never by a whitelabel module id: the feature table
 * (engine/features.ts FEATURE_SOURCES) is the one place that knows which flag switches what.
 */
import type { Permission } from '../../contract/types.ts';
import { effectiveFlags, resolveFeatures } from '../../engine/features.ts';
import type { FeatureKey } from '../../engine/registryTypes.ts';

/**
 * The features a merchant's permission decides alone: every FeatureKey but the contract ones,
 * which also need a member's consolidated contract settings (engine/features.ts resolveFeatures).
 */
export type MerchantFeature = Exclude<FeatureKey, `contract.${string}`>;

/** What the rule reads of a merchant's permission; a stored configuration may lack parts of it. */
export type FeaturePermission = Partial<Pick<Permission, 'whitelabel' | 'availablePromo' | 'socialLogin'>>;

/**
 * Every feature of a merchant's permission, resolved by the engine (a complete record; the
 * contract features are off here, see {@link MerchantFeature}). A permission without a whitelabel
 * tree has every flag off (spec section 3: a flag absent from the tree is off).
 * @param permission the merchant's `config.permission` (schemas/permission.schema.json); null or
 *   undefined (a row without a permission) resolves like an empty one.
 */
export function merchantFeatures(permission: FeaturePermission | null | undefined): Record<FeatureKey, boolean> {
  const whitelabel = permission?.whitelabel ?? [];
  const resolved = { ...permission, whitelabel } as Pick<Permission, 'whitelabel' | 'availablePromo' | 'socialLogin'>;
  return resolveFeatures(resolved, null, effectiveFlags(whitelabel));
}

/**
 * Whether a merchant runs a feature (engine/features.ts FEATURE_SOURCES: e.g. 'points' is its
 * whitelabel flag effectively on, 'referral' the referral promotion enabled).
 * @param permission the merchant's `config.permission` (see {@link merchantFeatures}).
 */
export function featureOn(permission: FeaturePermission | null | undefined, key: MerchantFeature): boolean {
  return merchantFeatures(permission)[key];
}
