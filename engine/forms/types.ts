/**
 * Form schemas: what the form engine (engine/forms) makes of the registration rules and the
 * whitelabel flags, and what the generic FormRenderer draws and validateForm checks (README
 * "How the pieces fit"; STYLE.md "registry: forms {id: JSON Schema + field order + messages}"). Plain JSON:
 * the server answers the same objects at GET /api/forms/schemas
 * (schemas/form-schema.schema.json describes one FormSchema).
 */

/** Every form the engine builds (spec sections 4 and 5). */
export const FORM_IDS = ['register', 'registerMobile', 'login', 'loginSms', 'forgotEmail', 'forgotPhone', 'changePassword', 'ipVerification', 'feedback'] as const;

/** The member center's money and security forms (./moneyForms.ts), compiled ahead of time. */
export const MONEY_FORM_IDS = [
  'paymentPasswordSet',
  'paymentPasswordChange',
  'bindMobile',
  'bindEmail',
  'bankCard',
  'deposit',
  'withdraw',
  'transferFund',
  'transferUpline',
  'partlyReceived',
] as const;
export type MoneyFormId = (typeof MONEY_FORM_IDS)[number];
export type FormId = (typeof FORM_IDS)[number] | MoneyFormId;

/**
 * Run-time values a form's rules read beside the fields (a channel's limits as decimal strings,
 * the member's card ids, wallet balances); null means not set (the rule then has no such bound).
 */
export type FormParameters = Record<string, string | null | readonly string[] | Readonly<Record<string, string>>>;

/** The widgets a field can ask for; the renderer's registry must have one per kind. */
export const WIDGET_KINDS = ['text', 'password', 'email', 'tel', 'select', 'checkbox', 'textarea', 'captcha', 'smsCode', 'date'] as const;
export type WidgetKind = (typeof WIDGET_KINDS)[number];

/**
 * An i18n key (src/i18n/locales/<lang>/forms.ts) and its interpolation values. A registry form's
 * message may take values from the form's run-time parameters (./parameters.ts bindParameters):
 * `paramsFrom` maps an interpolation name to a parameter (a null parameter keeps `params`' value),
 * and `whenSet` is the message used instead while the named parameter is given.
 */
export interface MessageRef {
  key: string;
  params?: Record<string, string | number>;
  paramsFrom?: Record<string, string>;
  whenSet?: { parameter: string; message: MessageRef };
}

/**
 * The rules a field can break, each with its message:
 * - required: empty (after trimming when the field trims) or missing;
 * - pattern: the pattern, minLength or maxLength of the field (one message with {{min}} {{max}});
 * - enum: not one of a select's options;
 * - sameAs: differs from the field it confirms (JSON Schema keyword `sameAs`, an ajv keyword);
 * - mustAccept: a checkbox that must be ticked (`const: true`);
 * - minimumAge / invalidDate: birthday checks made after ajv against a passed-in today.
 */
export const FIELD_RULES = ['required', 'pattern', 'enum', 'sameAs', 'mustAccept', 'invalidDate', 'minimumAge'] as const;
export type FieldRule = (typeof FIELD_RULES)[number];

/** A field shown (and validated) only while a named condition has the given value. */
export interface FieldCondition {
  condition: string;
  equals: boolean;
}

export interface SelectOption {
  value: string;
  labelKey: string;
}

/** One field of a form, in display order. */
export interface FormField {
  /** The property name in the values (and the API payload, spec section 3). */
  name: string;
  widget: WidgetKind;
  labelKey: string;
  placeholderKey?: string;
  /** The HTML autocomplete token, e.g. 'username', 'new-password', 'one-time-code', 'off'. */
  autocomplete: string;
  /** Required whenever the field is shown. */
  required: boolean;
  /** Input cap (characters); the renderer stops typing there. */
  maxLength?: number;
  options?: SelectOption[];
  /**
   * A select whose options are run-time parameters (./parameters.ts bindParameters): `values`
   * names the list of option values, `labels` a map value -> label key (a missing label is the value).
   */
  optionsFrom?: { values: string; labels?: string };
  /** Show a characters-used counter (feedback description). */
  showCounter?: boolean;
  /** Leading and trailing white space is removed before validation and submit. */
  trim?: boolean;
  /** The server rule's pattern kind, when the field comes from a registration rule. */
  patternId?: string;
  /** The field this one must equal (confirmations). */
  sameAs?: string;
  /** Birthday: minimum age in whole years on the passed-in today (spec section 5: 21). */
  minimumAge?: number;
  /** Date order of a date field's text. */
  dateFormat?: 'yyyy-MM-dd' | 'MM-dd-yyyy';
  shownWhen?: FieldCondition;
  /** The message of each rule the field has. */
  messages: Partial<Record<FieldRule, MessageRef>>;
}

/** Server checks the UI must await before submit (spec section 4: the affiliate code first). */
export type AsyncCheckKind = 'affiliateCheck' | 'usernameAvailable';
export interface AsyncCheck {
  field: string;
  check: AsyncCheckKind;
  /** Message shown when the server says no. */
  failureKey: string;
  /** When false, an empty field skips the check. */
  whenEmpty: boolean;
}

/** A JSON Schema (draft-07) object; the engine only writes the keywords it uses. */
export type JsonSchema = { [keyword: string]: unknown };

export interface FormSchema {
  id: FormId;
  /** JSON Schema (draft-07) of the values, with the ajv keyword `sameAs` and the annotation `minimumAge`. */
  schema: JsonSchema;
  fields: FormField[];
  /** Names of the conditions the caller supplies to validateForm (each false unless given). */
  conditions: string[];
  asyncChecks: AsyncCheck[];
  /** i18n key of the submit button. */
  submitKey: string;
  /**
   * Values validateForm hands to the validator beside the fields (never submitted). A registry
   * form declares each with its default (null: no bound); the page supplies the run-time values
   * through the FormRenderer (./parameters.ts bindParameters).
   */
  parameters?: FormParameters;
}

/** One broken rule, as validateForm reports it (one per field, the first rule broken). */
export interface FieldError {
  field: string;
  rule: FieldRule;
  key: string;
  params: Record<string, string | number>;
}

/** The forms of one merchant configuration, with their tabs (spec section 4). */
export interface FormRegistry {
  forms: Partial<Record<FormId, FormSchema>>;
  tabs: {
    /** register (USERNAMEREG3) and registerMobile (MOBILENUMREG3), each only when its flag is on. */
    register: FormId[];
    /** login, and loginSms when MOBILEVERCODELOGIN3 is on. */
    login: FormId[];
    forgotPassword: FormId[];
  };
  defaultTab: {
    /** registerMobile when MOBILENUMREG3 is on, else register; null when neither tab exists. */
    register: FormId | null;
    login: FormId;
    /** forgotPhone when CHNGPASSVERIF3 is on, else forgotEmail. */
    forgotPassword: FormId;
  };
  /** Rules the engine could use only partly (an unknown patternId), for the merchant's admins. */
  problems: string[];
}

/**
 * The server's answer at GET /api/forms/schemas (server/routes/forms): a merchant's forms as the
 * engine built them from its registration rules and whitelabel tree, with the version that names
 * the standalone validator module compiled from exactly these schemas.
 */
export interface FormsBundle {
  version: string;
  tabs: FormRegistry['tabs'];
  defaultTab: FormRegistry['defaultTab'];
  problems: string[];
  forms: FormSchema[];
}
