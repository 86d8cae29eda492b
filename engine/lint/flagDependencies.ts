/**
 * Dependencies between whitelabel flags, derived from the engine instead of a hand-written list
 * (README "QA tooling"): flag F depends on flag G when, everything else on, switching F changes what
 * the engine builds (form registry, menus, other features) while G is on, and changes nothing
 * while G is off. E.g. REGMOBVERF3 (SMS code on the mobile registration tab) and MOBILENUMPASSREG3
 * depend on MOBILENUMREG3, because the engine only builds that tab with MOBILENUMREG3 on
 * (engine/forms/registry.ts). A flag whose effect the engine does not model (FREEPLAY3: game
 * cards) has no derived dependency.
 */
import { FEATURE_SOURCES, resolveFeatures } from '../features';
import { ruleOfKind } from '../forms/fields';
import { FALLBACK_RULES } from '../forms/registerForms';
import { buildFormRegistry } from '../forms/registry';
import { buildMenus } from '../menus';
import type { CategoryInfo } from '../registryTypes';
import {
  REGISTRATION_FIELDS,
  type ContractSettings,
  type Permission,
  type RegistrationRules,
  type WhitelabelNode,
} from '../../contract/types';

/** Every whitelabel module id the engine turns into a feature (FEATURE_SOURCES). */
export const ENGINE_FLAGS: readonly string[] = FEATURE_SOURCES.flatMap((s) =>
  s.source.kind === 'whitelabel' ? [s.source.modId] : [],
);

/** Every registration field enabled, so that no field hides a flag's effect. */
const ALL_RULES: RegistrationRules = Object.fromEntries(
  REGISTRATION_FIELDS.map((f) => [f, (FALLBACK_RULES as RegistrationRules)[f] ?? ruleOfKind('LENGTH_ONLY')]),
) as Required<RegistrationRules>;

const ALL_CONTRACTS: ContractSettings = {
  divtypereq: 1,
  dailysalreqtype: 1,
  contracthoursalreq: 1,
  realtimesalreqtype: 1,
};

const CATEGORIES: CategoryInfo[] = [];

const PERMISSION: Pick<Permission, 'whitelabel' | 'availablePromo' | 'socialLogin' | 'customerService' | 'resources'> =
  {
    whitelabel: [],
    availablePromo: { REFERRAL: { enabled: true } },
    socialLogin: { google: true, facebook: true },
    customerService: [],
    resources: [],
  };

/** What the engine builds with exactly `on` switched on, minus the feature of `ignored`. */
function engineOutput(on: ReadonlySet<string>, ignored: string): string {
  const whitelabel: WhitelabelNode[] = ENGINE_FLAGS.map((modId) => ({
    modId,
    enabled: on.has(modId),
    childrenNodes: [],
  }));
  const permission = { ...PERMISSION, whitelabel };
  const features = resolveFeatures(permission, ALL_CONTRACTS);
  const ownKey = FEATURE_SOURCES.find((s) => s.source.kind === 'whitelabel' && s.source.modId === ignored)?.key;
  const otherFeatures = Object.entries(features).filter(([key]) => key !== ownKey);
  const forms = buildFormRegistry({ rules: ALL_RULES, features });
  const menus = buildMenus({ categories: CATEGORIES, permission, features });
  return JSON.stringify([otherFeatures, forms, menus]);
}

/** Whether switching `flag` changes the engine's output when `on` are the other flags on. */
function hasEffect(flag: string, on: ReadonlySet<string>): boolean {
  const without = new Set([...on].filter((f) => f !== flag));
  return engineOutput(new Set([...without, flag]), flag) !== engineOutput(without, flag);
}

let cache: Readonly<Record<string, readonly string[]>> | null = null;

/**
 * The derived dependencies of every engine flag.
 * @returns modId -> the modIds it needs (only flags with at least one dependency are listed).
 */
export function flagDependencies(): Readonly<Record<string, readonly string[]>> {
  if (cache) return cache;
  const all = new Set(ENGINE_FLAGS);
  const out: Record<string, string[]> = {};
  for (const flag of ENGINE_FLAGS) {
    if (!hasEffect(flag, all)) continue;
    for (const other of ENGINE_FLAGS) {
      if (other === flag) continue;
      const withoutOther = new Set([...all].filter((f) => f !== other));
      if (!hasEffect(flag, withoutOther)) (out[flag] ??= []).push(other);
    }
  }
  cache = out;
  return out;
}
