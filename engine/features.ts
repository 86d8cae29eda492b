/**
 * Features: the effective whitelabel flags and the named product features they switch
 * (spec sections 3 and 6; design card "features").
 *
 * Rule: a whitelabel node counts as enabled only when it and every ancestor are enabled; a flag
 * absent from the tree is off. Module ids the engine does not know are kept in `flags` (screens
 * may still ask for them) but switch no feature.
 */
import type { FeatureKey } from './registryTypes';
import type { ContractSettings, Permission, WhitelabelFlag, WhitelabelNode } from '../contract/types';

/** Where a feature's on/off value comes from. */
export type FeatureSource =
  | { kind: 'whitelabel'; modId: WhitelabelFlag }
  | { kind: 'promo'; promo: 'REFERRAL' }
  | { kind: 'contract'; setting: keyof ContractSettings }
  | { kind: 'socialLogin'; provider: 'google' | 'facebook' };

export interface FeatureSourceEntry {
  key: FeatureKey;
  source: FeatureSource;
  /** What the feature switches in the product, for people reading the table. */
  switches: string;
}

/**
 * The feature table: each of the 11 whitelabel flags of spec section 3, the referral promotion,
 * the four consolidated contract settings and the social logins, with what each switches.
 * A new flag is a new row here (and in schemas/), never a change to screens.
 */
export const FEATURE_SOURCES: readonly FeatureSourceEntry[] = [
  {
    key: 'register.username',
    source: { kind: 'whitelabel', modId: 'USERNAMEREG3' },
    switches: 'register modal: the username (register) tab',
  },
  {
    key: 'register.mobile',
    source: { kind: 'whitelabel', modId: 'MOBILENUMREG3' },
    switches: 'register modal: the registerMobile tab, and registerMobile as the default tab (spec section 4)',
  },
  {
    key: 'register.mobilePassword',
    source: { kind: 'whitelabel', modId: 'MOBILENUMPASSREG3' },
    switches: 'mobile registration asks for a password',
  },
  {
    key: 'register.mobileVerification',
    source: { kind: 'whitelabel', modId: 'REGMOBVERF3' },
    switches: 'mobile registration needs an SMS verification code (send-code button and code field)',
  },
  {
    key: 'forgotPassword.mobile',
    source: { kind: 'whitelabel', modId: 'CHNGPASSVERIF3' },
    switches: 'forgot password defaults to the mobile number type (SMS code) instead of email',
  },
  {
    key: 'agent.policy',
    source: { kind: 'whitelabel', modId: 'AGENTPOLICY3' },
    switches:
      'consolidated contract data loads on login (non-trial users) and the contract view; gates the contract pages of the agent center',
  },
  {
    key: 'game.freePlay',
    source: { kind: 'whitelabel', modId: 'FREEPLAY3' },
    switches: 'free-trial buttons on game cards and the free-play (trial) login',
  },
  {
    key: 'password.expiryForceChange',
    source: { kind: 'whitelabel', modId: 'PWDEXPFORCECHANGE3' },
    switches: 'an expired password forces the change-password modal after login',
  },
  {
    key: 'login.sms',
    source: { kind: 'whitelabel', modId: 'MOBILEVERCODELOGIN3' },
    switches: 'login modal: the sms tab (mobile number plus SMS code)',
  },
  {
    key: 'points',
    source: { kind: 'whitelabel', modId: 'PTSYS3' },
    switches: 'points: the points account menu entry and the points mall',
  },
  {
    key: 'manualRebate',
    source: { kind: 'whitelabel', modId: 'MANPLAYREB3' },
    switches: 'the manual rebate account menu entry',
  },
  {
    key: 'referral',
    source: { kind: 'promo', promo: 'REFERRAL' },
    switches: 'invite friends (referral) in the side menu, footer, floating menu and member center',
  },
  {
    key: 'contract.dividend',
    source: { kind: 'contract', setting: 'divtypereq' },
    switches: 'agent center: agentDividendRecordCopy2 (dividend contracts)',
  },
  {
    key: 'contract.dailyWage',
    source: { kind: 'contract', setting: 'dailysalreqtype' },
    switches: 'agent center: agentDailyWages2 (daily wage contracts)',
  },
  {
    key: 'contract.hourlyWage',
    source: { kind: 'contract', setting: 'contracthoursalreq' },
    switches: 'agent center: agentHourSalary (hourly wage contracts)',
  },
  {
    key: 'contract.realtimeWage',
    source: { kind: 'contract', setting: 'realtimesalreqtype' },
    switches: 'agent center: agentRealtimeSalary (real-time salary contracts, settled every 5 minutes)',
  },
  {
    key: 'login.google',
    source: { kind: 'socialLogin', provider: 'google' },
    switches: 'login modal: one-click Google login',
  },
  {
    key: 'login.facebook',
    source: { kind: 'socialLogin', provider: 'facebook' },
    switches: 'login modal: one-click Facebook login',
  },
];

/**
 * Flattens the whitelabel forest into effective flags (spec section 3).
 * @param tree the whitelabel forest (schemas/whitelabel-tree.schema.json).
 * @returns modId -> effective enabled; a node is true only when it and all its ancestors are
 *   enabled. When a modId occurs more than once, it is on if any occurrence is effectively on.
 *   Unknown module ids are kept. Absent ids are simply missing (read them with {@link isFlagOn}).
 */
export function effectiveFlags(tree: readonly WhitelabelNode[]): Record<string, boolean> {
  const flags: Record<string, boolean> = {};
  const visit = (nodes: readonly WhitelabelNode[], ancestorsOn: boolean): void => {
    for (const node of nodes) {
      const on = ancestorsOn && node.enabled === true;
      flags[node.modId] = (flags[node.modId] ?? false) || on;
      visit(node.childrenNodes ?? [], on);
    }
  };
  visit(tree, true);
  return flags;
}

/** Reads an effective flag; a flag absent from the tree is off (spec section 3). */
export function isFlagOn(flags: Readonly<Record<string, boolean>>, modId: string): boolean {
  return flags[modId] === true;
}

/**
 * Resolves every {@link FeatureKey} from the permission and the consolidated contract settings.
 * Contract features are on only when AGENTPOLICY3 is on (the consolidated data is loaded only
 * then, spec section 4) and the setting is non-zero; `contractSettings` null (not loaded, or not
 * an agent) turns them all off.
 * @returns a complete record: every key present, true or false.
 */
export function resolveFeatures(
  permission: Pick<Permission, 'whitelabel' | 'availablePromo' | 'socialLogin'>,
  contractSettings: ContractSettings | null,
  flags: Readonly<Record<string, boolean>> = effectiveFlags(permission.whitelabel),
): Record<FeatureKey, boolean> {
  const out = {} as Record<FeatureKey, boolean>;
  const policyOn = isFlagOn(flags, 'AGENTPOLICY3');
  for (const { key, source } of FEATURE_SOURCES) {
    switch (source.kind) {
      case 'whitelabel':
        out[key] = isFlagOn(flags, source.modId);
        break;
      case 'promo':
        out[key] = permission.availablePromo?.[source.promo]?.enabled === true;
        break;
      case 'contract':
        out[key] = policyOn && contractSettings !== null && (contractSettings[source.setting] ?? 0) !== 0;
        break;
      case 'socialLogin':
        out[key] = permission.socialLogin?.[source.provider] === true;
        break;
    }
  }
  return out;
}
