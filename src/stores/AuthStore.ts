/**
 * Sign-in state and flows (spec sections 4 and 5): loading the merchant's form schemas and their
 * validators (once from the server: GET /api/forms/schemas, then the standalone module; the
 * schemas go into the configuration, whose registry holds the forms every screen reads),
 * the login captcha (shown after a failure that flags it, refreshed at most once a second),
 * login, registration, restoring the session from a stored token, and logout. The API and the
 * form loader come through the MST environment ({@link AuthEnv}), so tests pass fakes.
 */
import { when } from 'mobx';
import { flow, getEnv, types, toGenerator, type IAnyStateTreeNode, type Instance } from 'mobx-state-tree';
import type { AuthApi, IpMethod, LoginFailureValue, LoginValue } from '../api/auth';
import type { FormsLoader } from '../api/forms';
import type { FormId, FormSchema, FormsBundle, FormValidators } from '../../engine/forms';
import { envApi } from './envApi';
import { guardForcedChange } from './forcedChange';
import type { SessionStore } from './SessionStore';
import { readStorage, writeStorage } from './storage';
import { CAPTCHA_REFRESH_MS } from '../../contract/spec';
import { rootOf, type SiteRoot } from './rootView';

export type { FormsBundle, FormsLoader };

/** The human-check widget module (src/features/auth/altchaWidget.ts): defines `<altcha-widget>`. */
export interface HumanCheckModule {
  /** Registers the widget's texts for a language code the widget is then configured with. */
  setTexts(language: string, texts: Record<string, string>): void;
}

/** What the auth store needs from the MST environment: the sign-in and forms APIs (required), and its options. */
export interface AuthEnv {
  auth: AuthApi;
  forms: FormsLoader;
  /** Revokes a token on the server (logout); called by SessionStore.clear with the token it forgets. */
  revokeToken?: (token: string) => Promise<void>;
  /** Loads the login's human-check widget; default: the ALTCHA widget (tests pass a stand-in element). */
  loadHumanCheck?: () => Promise<HumanCheckModule>;
}

/** Tries for a captcha image while none is shown yet. */
export const CAPTCHA_FIRST_ATTEMPTS = 3;

/** Where a login goes and whether the password must be changed first. */
export interface LoginOutcome {
  ok: true;
  redirect: '/' | '/agentHome';
  forcedChange: boolean;
}
/** A new-IP login waiting for its extra verification (spec section 4): the server's ticket and methods. */
export interface IpVerificationStep {
  ticket: string;
  methods: NonNullable<LoginFailureValue['methods']>;
}

export interface LoginFailure {
  ok: false;
  message: string;
  code: string | number | null;
  /** Set when the password was right but the IP is new: verify, then the login finishes. */
  ipVerification?: IpVerificationStep;
}

/** The configuration as the auth store uses it. */
type ConfigLike = SiteRoot['config'];

/**
 * On login and restore (spec section 4): the consolidated contract data loads when AGENTPOLICY3
 * is on and the member is not a trial user (spec section 6: no consolidated data for trials).
 */
function loadConsolidated(node: IAnyStateTreeNode): void {
  const root = rootOf(node);
  const config = root.config;
  if (!config || !root.session) return;
  const session = root.session;
  // On start the member may load before the permission: decide once the configuration is in.
  void when(() => config.loadState === 'ready' || config.loadState === 'error').then(() => {
    if (session.member && !session.isTrial && config.isOn('agent.policy')) void config.loadContractSettings();
  });
}

/** A part of the root the auth store cannot work without (it always lives in the RootStore). */
function inRoot<T>(part: T | undefined, name: string): T {
  if (!part) throw new Error(`The AuthStore needs the RootStore's ${name}`);
  return part;
}

const problemOf = (err: unknown): LoginFailure => {
  const e = err as { message?: unknown; code?: unknown; value?: LoginFailureValue | null };
  const v = e?.value;
  return {
    ok: false,
    message: typeof e?.message === 'string' ? e.message : String(err),
    code: typeof e?.code === 'string' || typeof e?.code === 'number' ? e.code : null,
    ...(v?.ipVerificationRequired && v.ticket && v.methods?.length
      ? { ipVerification: { ticket: v.ticket, methods: v.methods } }
      : {}),
  };
};

export const AuthStoreModel = types
  .model('AuthStore', {
    formsState: types.optional(types.enumeration('FormsState', ['idle', 'loading', 'ready', 'error']), 'idle'),
    captchaShown: false,
    captchaSrc: types.maybeNull(types.string),
    /** A login forced a password change that is not done yet (spec section 4); see {@link guardForcedChange}. */
    passwordChangeRequired: false,
  })
  .volatile(() => ({
    validators: null as FormValidators | null,
    lastCaptchaAt: 0,
    now: () => Date.now(),
    /** The password of a login that forced a change (so the change form does not ask it again). */
    knownPassword: null as string | null,
  }))
  .views((self) => ({
    get env(): AuthEnv {
      return getEnv<AuthEnv>(self);
    },
    get session(): SessionStore {
      return inRoot(rootOf(self).session, 'session');
    },
    get config(): ConfigLike {
      return inRoot(rootOf(self).config, 'config');
    },
  }))
  .views((self) => ({
    /** The server's forms the registry was interpreted from (their version names the validators). */
    get bundle(): FormsBundle | null {
      return self.config.formsBundle;
    },
    /** A form of the registry (ConfigStore's registry view), null when this site has none. */
    form(id: FormId): FormSchema | null {
      return self.config.forms?.forms[id] ?? null;
    },
  }))
  .actions((self) => ({
    /** The forms go into the configuration (the registry interprets them) with their validators in one step. */
    setForms(bundle: FormsBundle, validators: FormValidators) {
      self.config.setFormsBundle(bundle);
      self.validators = validators;
      self.formsState = 'ready';
    },
    setKnownPassword(password: string | null) {
      self.knownPassword = password;
    },
    /** Also kept in session storage (`mustChangePassword`), so a reload does not skip the change; logout clears it. */
    setPasswordChangeRequired(required: boolean) {
      self.passwordChangeRequired = required;
      writeStorage('session', 'mustChangePassword', required ? 'true' : null);
    },
    setCaptcha(src: string | null, shown: boolean) {
      self.captchaSrc = src;
      self.captchaShown = shown;
    },
    /** Stores a login's token, session keys (spec section 3) and member. */
    signedIn(value: LoginValue) {
      const m = value.member;
      writeStorage('session', 'nickname', m.nickname);
      writeStorage('session', 'account', m.account);
      writeStorage('session', 'username', m.account);
      writeStorage('session', 'customerId', String(m.id));
      writeStorage('session', 'isAgent', String(m.isAgent));
      self.session.setMember(m, value.token);
      self.session.setFirstTimeLogin(value.firstTimeLogin);
      self.captchaShown = false;
      self.captchaSrc = null;
      loadConsolidated(self);
    },
  }))
  .actions((self) => ({
    /**
     * Stores a login and decides where it goes. The password must change when the server holds the
     * session to it (`passwordChangeRequired`: the server applies spec section 4's rule, so the
     * browser follows one decision and never a copy of it).
     */
    loggedIn(value: LoginValue, password: string, opts: { agentPage: boolean }): LoginOutcome {
      self.signedIn(value);
      self.setKnownPassword(null);
      const forcedChange = value.passwordChangeRequired;
      if (forcedChange) self.setKnownPassword(password);
      self.setPasswordChangeRequired(forcedChange);
      return { ok: true, redirect: opts.agentPage ? '/agentHome' : '/', forcedChange };
    },
    /** Loads the schemas and validators once; formsState tells the outcome. Never throws. */
    loadForms: flow(function* loadForms() {
      const loader = envApi(self, 'forms');
      if (self.formsState === 'ready' || self.formsState === 'loading') return;
      self.formsState = 'loading';
      try {
        const bundle = yield* toGenerator(loader.schemas());
        const validators = yield* toGenerator(loader.validators(bundle.version));
        self.setForms(bundle, validators);
      } catch {
        self.formsState = 'error';
      }
    }),
    /**
     * Fetches the forms again after a live configuration change (README "Operator console"): when the server's forms
     * version differs, the new schemas and validators replace the old ones in one step, so an open
     * form follows the new registration rules; until then (and on failure) the old ones stay.
     */
    reloadForms: flow(function* reloadForms() {
      const loader = envApi(self, 'forms');
      if (self.formsState !== 'ready') return;
      try {
        const bundle = yield* toGenerator(loader.schemas());
        if (bundle.version === self.bundle?.version) return;
        const validators = yield* toGenerator(loader.validators(bundle.version));
        self.setForms(bundle, validators);
      } catch {
        // the forms in force stay; the next change tries again
      }
    }),
    /**
     * A new captcha image, at most once per {@link CAPTCHA_REFRESH_MS}; failures keep the old one.
     * While no image has come yet, it tries {@link CAPTCHA_FIRST_ATTEMPTS} times,
     * {@link CAPTCHA_REFRESH_MS} apart (a shared IP can meet the server's per-IP limit); with an
     * image shown, once (a click on the image tries again).
     */
    refreshCaptcha: flow(function* refreshCaptcha() {
      const attempts = self.captchaSrc ? 1 : CAPTCHA_FIRST_ATTEMPTS;
      const api = envApi(self, 'auth');
      if (self.now() - self.lastCaptchaAt < CAPTCHA_REFRESH_MS) return;
      for (let i = 0; i < attempts; i++) {
        if (i > 0) yield new Promise((resolve) => setTimeout(resolve, CAPTCHA_REFRESH_MS));
        self.lastCaptchaAt = self.now();
        try {
          const src = yield* toGenerator(api.captcha());
          self.setCaptcha(src, self.captchaShown);
          return;
        } catch {
          // the old image stays; the user can try again a second later
        }
      }
    }),
  }))
  .actions((self) => ({
    /**
     * Asks whether this IP's next login must carry the captcha (the login form calls it when it
     * opens), and when so shows the field and loads its image at once, instead of after a refused
     * try (spec section 4). A failure changes nothing (the login's own answer still tells).
     */
    checkCaptchaRequired: flow(function* checkCaptchaRequired() {
      if (self.captchaShown) return;
      try {
        const { captchaRequired } = yield* toGenerator(envApi(self, 'auth').captchaRequired());
        if (!captchaRequired || self.captchaShown) return;
        self.setCaptcha(self.captchaSrc, true);
        self.lastCaptchaAt = 0;
        void self.refreshCaptcha();
      } catch {
        // the login's answer reveals the field as before
      }
    }),
    /**
     * Logs in (spec section 4). A failure whose value flags captchaRequired reveals the captcha
     * and loads its image. The change is forced when the server holds the session to it
     * (passwordChangeRequired). firstTimeLogin alone does not force it (spec section 4: it
     * triggers the first-login action, e.g. announcements of execution F).
     * @returns where to go, or the server's message.
     */
    login: flow(function* login(
      values: { username: string; password: string; captcha?: string; altcha?: string; countryDialingCode?: string },
      opts: { sms: boolean; agentPage: boolean },
    ) {
      const api = envApi(self, 'auth');
      try {
        const value = yield* toGenerator(
          api.login({
            type: opts.sms ? 'sms' : 'username',
            username: values.username,
            password: values.password,
            ...(values.captcha ? { captcha: values.captcha } : {}),
            ...(values.altcha && !opts.sms ? { altcha: values.altcha } : {}),
            ...(opts.sms && values.countryDialingCode ? { countryDialingCode: values.countryDialingCode } : {}),
            ...(opts.agentPage ? { agentLogin: true } : {}),
          }),
        );
        return self.loggedIn(value, values.password, opts);
      } catch (err) {
        const v = (err as { value?: LoginFailureValue | null }).value;
        if (v?.captchaRequired && !opts.sms) {
          self.setCaptcha(self.captchaSrc, true);
          self.lastCaptchaAt = 0;
          // not awaited: the failure shows at once, the image follows (retried while none came)
          void self.refreshCaptcha();
        }
        return problemOf(err);
      }
    }),
    /**
     * Finishes a new-IP login with the code sent by `method` (spec section 4); the outcome is the
     * login's (forced change as for the password that was typed).
     */
    verifyIp: flow(function* verifyIp(
      step: IpVerificationStep,
      method: IpMethod,
      code: string,
      password: string,
      opts: { agentPage: boolean },
    ) {
      const api = envApi(self, 'auth');
      try {
        const value = yield* toGenerator(api.verifyIp(step.ticket, method, code));
        return self.loggedIn(value, password, opts);
      } catch (err) {
        return problemOf(err);
      }
    }),
    /**
     * Completes a one-click social sign-in after the provider sent the browser back (spec sections
     * 2 and 5; server/routes/auth/social.ts): the server trades the callback's one-time ticket
     * (an http-only cookie) for the login's answer, which is stored like every login's.
     */
    completeSocial: flow(function* completeSocial() {
      const api = envApi(self, 'auth');
      try {
        return self.loggedIn(yield* toGenerator(api.socialComplete()), '', { agentPage: false });
      } catch (err) {
        return problemOf(err);
      }
    }),
    /** Free play (spec sections 6 and 7, FREEPLAY3): a trial account (type 4) is created and logged in. */
    freePlay: flow(function* freePlay() {
      const api = envApi(self, 'auth');
      try {
        self.signedIn(yield* toGenerator(api.freePlay()));
        return { ok: true, redirect: '/', forcedChange: false } as LoginOutcome;
      } catch (err) {
        return problemOf(err);
      }
    }),
    /** Registers (username or mobile tab); success logs in. */
    register: flow(function* register(
      formId: 'register' | 'registerMobile',
      body: Record<string, string | boolean | undefined>,
    ) {
      const api = envApi(self, 'auth');
      try {
        const value = yield* toGenerator(formId === 'register' ? api.register(body) : api.registerMobile(body));
        self.signedIn(value);
        return { ok: true, redirect: '/', forcedChange: false } as LoginOutcome;
      } catch (err) {
        return problemOf(err);
      }
    }),
    /** Changes the password (encrypted); success forgets the known password and reloads the member info. */
    changePassword: flow(function* changePassword(body: {
      oldPassword: string;
      newPassword: string;
      confirmNewPassword: string;
    }) {
      const api = envApi(self, 'auth');
      try {
        yield api.changePassword(body);
        const wasHeld = self.passwordChangeRequired;
        self.setKnownPassword(null);
        self.setPasswordChangeRequired(false);
        const member = yield* toGenerator(api.memberInfo());
        self.session.setMember(member);
        // the server refused the held login's other calls: what the login loads comes now
        if (wasHeld) loadConsolidated(self);
        return { ok: true, redirect: '/', forcedChange: false } as LoginOutcome;
      } catch (err) {
        return problemOf(err);
      }
    }),
    /** Sets a new password with an SMS code; the server logs in (spec section 4). */
    setPasswordByPhone: flow(function* setPasswordByPhone(body: {
      mobileNum: string;
      countryDialingCode?: string;
      verificationCode: string;
      newPassword: string;
    }) {
      const api = envApi(self, 'auth');
      try {
        self.signedIn(yield* toGenerator(api.setPasswordByPhone({ ...body, confirmNewPassword: body.newPassword })));
        return { ok: true, redirect: '/', forcedChange: false } as LoginOutcome;
      } catch (err) {
        return problemOf(err);
      }
    }),
    /** On start: loads member info when a token is stored (spec section 4); a refused token is cleared. */
    restore: flow(function* restore() {
      const api = envApi(self, 'auth');
      const token = self.session.token;
      if (!token || self.session.member) return;
      try {
        const member = yield* toGenerator(api.memberInfo());
        // A forced change not done before the reload is still due (the old password is asked this time).
        if (readStorage('session', 'mustChangePassword') === 'true') self.setPasswordChangeRequired(true);
        self.session.setMember(member);
        loadConsolidated(self);
      } catch (err) {
        if ((err as { kind?: string }).kind === 'unauthorized') self.session.clear();
      }
    }),
  }))
  .actions((self) => ({
    afterCreate() {
      guardForcedChange(self);
    },
  }));

export interface AuthStore extends Instance<typeof AuthStoreModel> {}
