/**
 * The form registry of a merchant configuration (README "How the pieces fit"): every form schema and the tabs
 * of the register, login and forgot-password modals (spec section 4). Pure and deterministic.
 */
import { resolveFeatures } from '../features';
import type { FeatureKey } from '../registryTypes';
import type { RegistrationRules, SiteConfig } from '../../contract/types';
import {
  changePasswordForm,
  feedbackForm,
  forgotEmailForm,
  forgotPhoneForm,
  ipVerificationForm,
  loginForm,
  loginSmsForm,
} from './accountForms';
import { downlineCreateForm, registerForm, registerMobileForm } from './registerForms';
import { FORM_IDS, type AuthTabs, type FormId, type FormRegistry, type FormSchema, type FormsBundle } from './types';

export interface FormInputs {
  /** The registration rules (permission `register`, schemas/registration-rules.schema.json). */
  rules: RegistrationRules;
  /** Resolved features (engine/features.ts resolveFeatures). */
  features: Readonly<Record<FeatureKey, boolean>>;
}

/**
 * The auth modals' tabs from the resolved features (spec sections 2 and 4), the one rule the
 * registry's forms and the AuthModal share:
 * - register (USERNAMEREG3) and registerMobile (MOBILENUMREG3), each only when its flag is on,
 *   the default registerMobile when it is on;
 * - login, and loginSms when MOBILEVERCODELOGIN3 is on;
 * - both forgot-password forms, forgotPhone the default with CHNGPASSVERIF3.
 */
export function authTabsOf(features: Readonly<Partial<Record<FeatureKey, boolean>>>): AuthTabs {
  const register: FormId[] = [];
  if (features['register.username']) register.push('register');
  if (features['register.mobile']) register.push('registerMobile');
  return {
    tabs: {
      register,
      login: features['login.sms'] ? ['login', 'loginSms'] : ['login'],
      forgotPassword: ['forgotEmail', 'forgotPhone'],
    },
    defaultTab: {
      register: register.includes('registerMobile') ? 'registerMobile' : (register[0] ?? null),
      login: 'login',
      forgotPassword: features['forgotPassword.mobile'] ? 'forgotPhone' : 'forgotEmail',
    },
  };
}

/**
 * Builds every form and the tabs ({@link authTabsOf}).
 * - downlineCreate (the agent's register center, spec section 2) always, under the same username
 *   and password rules as the register tab, so the browser and the server check a downline
 *   creation with one form;
 * - register tab only with register.username (USERNAMEREG3), registerMobile only with
 *   register.mobile (MOBILENUMREG3), the default being registerMobile when it is on;
 * - loginSms only with login.sms (MOBILEVERCODELOGIN3);
 * - both forgot-password forms, forgotPhone the default with forgotPassword.mobile (CHNGPASSVERIF3).
 * @throws FormConfigError when a rule's acceptedPattern does not compile (field and pattern named).
 */
export function buildFormRegistry({ rules, features }: FormInputs): FormRegistry {
  const problems: string[] = [];
  const problem = (p: string) => {
    if (!problems.includes(p)) problems.push(p);
  };
  const forms: Partial<Record<FormId, FormSchema>> = {
    login: loginForm(rules, problem),
    forgotEmail: forgotEmailForm(rules, problem),
    forgotPhone: forgotPhoneForm(rules, problem),
    changePassword: changePasswordForm(rules, problem),
    ipVerification: ipVerificationForm(),
    feedback: feedbackForm(rules, problem),
    downlineCreate: downlineCreateForm(rules, problem),
  };
  if (features['register.username']) forms.register = registerForm(rules, problem);
  if (features['register.mobile']) forms.registerMobile = registerMobileForm(rules, features, problem);
  if (features['login.sms']) forms.loginSms = loginSmsForm(rules, problem);
  return {
    forms,
    ...authTabsOf(features),
    problems,
  };
}

/** The forms of a whole merchant configuration (config-samples/*.json, the server's merchant row). */
export function formRegistryOfSiteConfig(
  config: Pick<SiteConfig, 'permission' | 'registrationRules' | 'contractSettings'>,
): FormRegistry {
  return buildFormRegistry({
    rules: config.registrationRules,
    features: resolveFeatures(config.permission, config.contractSettings),
  });
}

/** The registry's forms as a list in FORM_IDS order (what the validators are compiled from). */
export function formList(registry: FormRegistry): FormSchema[] {
  return FORM_IDS.flatMap((id) => (registry.forms[id] ? [registry.forms[id]] : []));
}

/**
 * The form registry of a {@link FormsBundle} (the server's forms, whose validators the browser
 * imports): forms keyed by id, tabs and default tabs as the server built them. Forms of ids the
 * engine does not know are left out.
 */
export function formRegistryOfBundle(bundle: FormsBundle): FormRegistry {
  const known: readonly string[] = FORM_IDS;
  const forms: Partial<Record<FormId, FormSchema>> = {};
  for (const form of bundle.forms) if (known.includes(form.id)) forms[form.id] = form;
  return { forms, tabs: bundle.tabs, defaultTab: bundle.defaultTab, problems: bundle.problems };
}
