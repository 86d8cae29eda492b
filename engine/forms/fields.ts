/**
 * Field builders: each gives a {@link FormField} and the JSON Schema of its value (spec section 5:
 * enabled shows a field, required requires it, acceptedPattern with minLength and maxLength
 * validates it, patternId picks the message with min and max filled in).
 */
import { PATTERN_KINDS, patternKindOf, schemaPatternOf, type PatternKind } from '../patterns';
import type { RegistrationFieldRule } from '../../contract/types';
import type { FieldCondition, FormField, JsonSchema, MessageRef, WidgetKind } from './types';

/** A payment password's digits (docs/api/member-center.md "Payment password": 6 digits). */
export const PAYMENT_PASSWORD_DIGITS = 6;
/** The pattern of a payment password, for every form that asks for one and for the server's check. */
export const PAYMENT_PASSWORD_PATTERN = `^\\d{${PAYMENT_PASSWORD_DIGITS}}$`;

/** A field and the JSON Schema of its value. */
export interface FieldSpec {
  field: FormField;
  property: JsonSchema;
}

/** Collects rules that could be used only partly (unknown patternIds). */
export type ProblemSink = (problem: string) => void;

/** The rule a pattern kind gives when the merchant sends none for a field. */
export function ruleOfKind(kind: PatternKind, overrides: Partial<RegistrationFieldRule> = {}): RegistrationFieldRule {
  const k = PATTERN_KINDS[kind];
  return {
    enabled: true,
    required: true,
    acceptedPattern: k.pattern,
    patternId: k.id,
    minLength: k.minLength,
    maxLength: k.maxLength,
    ...overrides,
  };
}

const labelKey = (name: string) => `forms.labels.${name}`;
const placeholderKey = (name: string) => `forms.placeholders.${name}`;

export interface RuleFieldOptions {
  widget: WidgetKind;
  autocomplete: string;
  /** Forces required on (true) whatever the rule says; undefined follows the rule. */
  required?: boolean;
  requiredKey?: string;
  /** A fixed pattern message instead of the patternId's (login and forgot forms, spec section 5). */
  patternKey?: string;
  labelName?: string;
  shownWhen?: FieldCondition;
  trim?: boolean;
}

/**
 * A text field from a registration rule.
 * @param name the value's property name (also the label and placeholder key's last part).
 * @throws FormConfigError when the rule's acceptedPattern does not compile with the u flag.
 */
export function ruleField(
  name: string,
  rule: RegistrationFieldRule,
  opts: RuleFieldOptions,
  problem: ProblemSink,
): FieldSpec {
  const pattern = schemaPatternOf(name, rule.acceptedPattern);
  const kind = patternKindOf(rule.patternId);
  if (!kind)
    problem(
      `registration rule "${name}": patternId ${rule.patternId} is not one of the 24 pattern kinds; the plain length message is used`,
    );
  const range = { min: rule.minLength, max: rule.maxLength };
  const patternMessage: MessageRef = {
    key: opts.patternKey ?? (kind ?? PATTERN_KINDS.LENGTH_ONLY).messageKey,
    params: range,
  };
  const property: JsonSchema = {
    type: 'string',
    minLength: rule.minLength,
    maxLength: rule.maxLength,
    ...(pattern === null ? {} : { pattern }),
  };
  const field: FormField = {
    name,
    widget: opts.widget,
    labelKey: labelKey(opts.labelName ?? name),
    placeholderKey: placeholderKey(opts.labelName ?? name),
    autocomplete: opts.autocomplete,
    required: opts.required ?? rule.required,
    maxLength: rule.maxLength,
    patternId: rule.patternId,
    ...(opts.trim ? { trim: true } : {}),
    ...(opts.shownWhen ? { shownWhen: opts.shownWhen } : {}),
    ...(rule.patternId === 'DATE_MDY'
      ? { dateFormat: 'MM-dd-yyyy' as const }
      : opts.widget === 'date'
        ? { dateFormat: 'yyyy-MM-dd' as const }
        : {}),
    messages: { required: { key: opts.requiredKey ?? 'forms.messages.required' }, pattern: patternMessage },
  };
  return { field, property };
}

/** A text field with only a length cap (login username and password: no registration rule). */
export function cappedField(
  name: string,
  widget: WidgetKind,
  autocomplete: string,
  maxLength: number,
  requiredKey: string,
  shownWhen?: FieldCondition,
): FieldSpec {
  return {
    field: {
      name,
      widget,
      labelKey: labelKey(name),
      placeholderKey: placeholderKey(name),
      autocomplete,
      required: true,
      maxLength,
      ...(shownWhen ? { shownWhen } : {}),
      messages: {
        required: { key: requiredKey },
        pattern: { key: 'forms.messages.tooLong', params: { max: maxLength } },
      },
    },
    property: { type: 'string', maxLength },
  };
}

/** A confirmation that must equal `of` (ajv keyword `sameAs`, spec section 5). */
export function confirmField(name: string, of: string, autocomplete: string, mismatchKey: string): FieldSpec {
  return {
    field: {
      name,
      widget: 'password',
      labelKey: labelKey(name),
      placeholderKey: placeholderKey(name),
      autocomplete,
      required: true,
      sameAs: of,
      messages: { required: { key: 'forms.messages.required' }, sameAs: { key: mismatchKey } },
    },
    property: { type: 'string', maxLength: 500, sameAs: of },
  };
}

/** A checkbox; `mustAccept` makes it required ticked (`const: true`), with that message. */
export function checkboxField(name: string, mustAcceptKey: string | null, shownWhen?: FieldCondition): FieldSpec {
  return {
    field: {
      name,
      widget: 'checkbox',
      labelKey: labelKey(name),
      autocomplete: 'off',
      required: mustAcceptKey !== null,
      ...(shownWhen ? { shownWhen } : {}),
      messages: mustAcceptKey === null ? {} : { required: { key: mustAcceptKey }, mustAccept: { key: mustAcceptKey } },
    },
    property: mustAcceptKey === null ? { type: 'boolean' } : { type: 'boolean', const: true },
  };
}

/** A required select over fixed options (string values). */
export function selectField(
  name: string,
  options: { value: string; labelKey: string }[],
  requiredKey: string,
): FieldSpec {
  return {
    field: {
      name,
      widget: 'select',
      labelKey: labelKey(name),
      placeholderKey: placeholderKey(name),
      autocomplete: 'off',
      required: true,
      options,
      messages: { required: { key: requiredKey }, enum: { key: 'forms.messages.chooseOne' } },
    },
    property: { type: 'string', enum: options.map((o) => o.value) },
  };
}

/** Adds the birthday rules (spec section 5: 21 or older, checked against a passed-in today). */
export function withMinimumAge(spec: FieldSpec, years: number): FieldSpec {
  return {
    field: {
      ...spec.field,
      minimumAge: years,
      messages: {
        ...spec.field.messages,
        invalidDate: { key: 'forms.messages.invalidDate' },
        minimumAge: { key: 'forms.messages.ageAtLeast', params: { age: years } },
      },
    },
    property: { ...spec.property, minimumAge: years },
  };
}
