/**
 * Login and register tabs from the registry's features (spec sections 2 and 4): login tabs are
 * username and sms, the sms tab only when SMS login (MOBILEVERCODELOGIN3) is on; register tabs are
 * register (USERNAMEREG3) and registerMobile (MOBILENUMREG3), each only when its flag is on, and
 * the default register tab is registerMobile when MOBILENUMREG3 is on.
 */
import type { FeatureKey } from '../../../engine/registryTypes';

export type LoginTab = 'username' | 'sms';
export type RegisterTab = 'register' | 'registerMobile';

type Features = Readonly<Partial<Record<FeatureKey, boolean>>>;

export function loginTabs(features: Features): LoginTab[] {
  return features['login.sms'] ? ['username', 'sms'] : ['username'];
}

export function registerTabs(features: Features): RegisterTab[] {
  const tabs: RegisterTab[] = [];
  if (features['register.username']) tabs.push('register');
  if (features['register.mobile']) tabs.push('registerMobile');
  return tabs;
}

export function defaultRegisterTab(features: Features): RegisterTab | null {
  const tabs = registerTabs(features);
  if (tabs.includes('registerMobile')) return 'registerMobile';
  return tabs[0] ?? null;
}
