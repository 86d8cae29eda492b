/**
 * Form schemas: what the form engine (engine/forms) makes of the registration rules and the
 * whitelabel flags, and what the generic FormRenderer draws and validateForm checks (README
 * "How the pieces fit"; STYLE.md "registry: forms {id: JSON Schema + field order + messages}"). Plain JSON:
 * the server answers the same objects at GET /api/forms/schemas
 * (schemas/form-schema.schema.json describes one FormSchema). The shapes are the contract's
 * (contract/types/forms.ts, generated from that schema), so they cannot drift from it; the lists
 * below are checked at compile time to name every member of the schema's enums.
 */
import {
  everyMemberOf,
  type FormAsyncCheck,
  type FormConfig,
  type FormFieldConfig,
  type FormId as ContractFormId,
  type FormMessageRef,
} from '../../contract/types';

/**
 * Every form the engine builds from a merchant's registration rules and flags, in the order of its
 * bundle (GET /api/forms/schemas): the sign-in forms (spec sections 4 and 5) and the agent's
 * downline creation `downlineCreate` (spec section 2 registerCenter; ./registerForms.ts
 * downlineCreateForm), which takes the register tab's username and password rules.
 */
export const FORM_IDS = [
  'register',
  'registerMobile',
  'login',
  'loginSms',
  'forgotEmail',
  'forgotPhone',
  'changePassword',
  'ipVerification',
  'feedback',
  'downlineCreate',
] as const;

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

/**
 * The feature forms of the second wave (./featureForms.ts): the same for every merchant, their
 * run-time values parameters, compiled ahead of time like the money forms.
 */
export const FEATURE_FORM_IDS = [
  'downlineTransfer',
  'rgLimit',
  'rgExclusion',
  'pointsRedeem',
  'pointsConvert',
  'promotionApply',
  'contractOffer',
] as const;
export type FeatureFormId = (typeof FEATURE_FORM_IDS)[number];
/** A form id of the registry (schemas/form-schema.schema.json formId). */
export type FormId = ContractFormId;
everyMemberOf<FormId>()([...FORM_IDS, ...MONEY_FORM_IDS, ...FEATURE_FORM_IDS] as const);

/**
 * Run-time values a form's rules read beside the fields (a channel's limits as decimal strings,
 * the member's card ids, wallet balances, an agent's own contract tiers as wire rows); null means
 * not set (the rule then has no such bound).
 */
export type FormParameters = Record<
  string,
  | string
  | null
  | readonly string[]
  | Readonly<Record<string, string>>
  | readonly Readonly<Record<string, string | number>>[]
>;

/** The widgets a field can ask for; the renderer's registry must have one per kind. */
export type WidgetKind = FormFieldConfig['widget'];
export const WIDGET_KINDS = everyMemberOf<WidgetKind>()([
  'text',
  'password',
  'email',
  'tel',
  'select',
  'checkbox',
  'textarea',
  'captcha',
  'smsCode',
  'date',
  'file',
] as const);

/**
 * An i18n key (src/i18n/locales/<lang>/forms.ts) and its interpolation values. A registry form's
 * message may take values from the form's run-time parameters (./parameters.ts bindParameters):
 * `paramsFrom` maps an interpolation name to a parameter (a null parameter keeps `params`' value),
 * and `whenSet` is the message used instead while the named parameter is given.
 */
export type MessageRef = FormMessageRef;

/**
 * The rules a field can break, each with its message:
 * - required: empty (after trimming when the field trims) or missing;
 * - pattern: the pattern, minLength or maxLength of the field (one message with {{min}} {{max}});
 * - enum: not one of a select's options;
 * - sameAs: differs from the field it confirms (JSON Schema keyword `sameAs`, an ajv keyword);
 * - mustAccept: a checkbox that must be ticked (`const: true`);
 * - minimumAge / invalidDate: birthday checks made after ajv against a passed-in today;
 * - range: an amount outside a live range (`amountRange`, limits that are run-time parameters);
 * - balance: an amount above a run-time ceiling such as a balance (`amountAtMost`);
 * - length: text longer than its limit in characters (code points, `maxChars`: a remark);
 * - fileCount / fileType / fileSize: more files than allowed, a file of another type, a file too
 *   large (`maxFiles`, `fileType`, `fileSize`; the message gets the offending file's `name`);
 * - tiersEmpty / tiersTooMany (the table), tierActive / tierAmount / tierRate / tiersNotIncreasing
 *   / tiersDuplicate / tierCeiling (a row): a contract's tier table (`tierTable`,
 *   ./tierTableKeyword.ts), each broken row its own rule (FieldError `rows`).
 */
export type FieldRule = keyof FormFieldConfig['messages'];
/** The rules in the order validateForm reports them (the first broken one per field). */
export const FIELD_RULES = everyMemberOf<FieldRule>()([
  'required',
  'pattern',
  'enum',
  'sameAs',
  'mustAccept',
  'invalidDate',
  'minimumAge',
  'range',
  'balance',
  'length',
  'fileCount',
  'fileType',
  'fileSize',
  'tiersEmpty',
  'tiersTooMany',
  'tierActive',
  'tierAmount',
  'tierRate',
  'tiersNotIncreasing',
  'tiersDuplicate',
  'tierCeiling',
] as const);

/** A field shown (and validated) only while a named condition has the given value. */
export type FieldCondition = NonNullable<FormFieldConfig['shownWhen']>;

export type SelectOption = NonNullable<FormFieldConfig['options']>[number];

/**
 * One field of a form, in display order (schemas/form-schema.schema.json field): name (the
 * property in the values and the API payload, spec section 3), widget, label and placeholder
 * keys, the HTML autocomplete token, required whenever shown, maxLength (the renderer stops
 * typing there), select options or `optionsFrom` (a select whose options are run-time parameters,
 * ./parameters.ts), showCounter, trim (white space removed before validation and submit),
 * patternId (the server rule's pattern kind), sameAs (the field it confirms), minimumAge (spec
 * section 5: 21, on a passed-in today), dateFormat, shownWhen and the message of each rule.
 */
export type FormField = FormFieldConfig;

/** Server checks the UI must await before submit (spec section 4: the affiliate code first). */
export type AsyncCheck = FormAsyncCheck;
export type AsyncCheckKind = AsyncCheck['check'];

/** A JSON Schema (draft-07) object; the engine only writes the keywords it uses. */
export type JsonSchema = { [keyword: string]: unknown };

/**
 * One form (schemas/form-schema.schema.json): `schema` is the JSON Schema (draft-07) of the values,
 * with the ajv keyword `sameAs`, the money keywords (./formAjv.ts) and the annotation
 * `minimumAge`; `conditions` are the names the caller supplies to validateForm (each false unless
 * given); `submitKey` the i18n key of the submit button; `parameters` the values validateForm
 * hands to the validator beside the fields (never submitted): a registry form declares each with
 * its default (null: no bound) and the page supplies the run-time values through the
 * FormRenderer (./parameters.ts bindParameters).
 */
export interface FormSchema extends Omit<FormConfig, 'id' | 'schema' | 'parameters'> {
  id: FormId;
  schema: JsonSchema;
  parameters?: FormParameters;
}

/** One broken rule of one row of a table field (a contract's tiers), as validateForm reports it. */
export interface RowError {
  /** The row, 0-based. */
  row: number;
  rule: FieldRule;
  key: string;
  params: Record<string, string | number>;
}

/** One broken rule, as validateForm reports it (one per field, the first rule broken). */
export interface FieldError {
  field: string;
  rule: FieldRule;
  key: string;
  params: Record<string, string | number>;
  /**
   * A table field's broken rows in row order, each with its own rule, key and params (the
   * `tierTable` keyword); the field's own rule, key and params are then the first row's. Absent
   * for other fields and for a problem of the whole table (e.g. tiersEmpty).
   */
  rows?: RowError[];
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

/** The tabs of the register, login and forgot-password modals and their defaults (spec section 4). */
export type AuthTabs = Pick<FormRegistry, 'tabs' | 'defaultTab'>;

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
