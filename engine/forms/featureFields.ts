/**
 * The builder of the feature forms (./featureForms.ts, ./contractOfferForm.ts): a field spec of
 * the second wave's forms and the form of such specs, whose run-time values are parameters
 * (./parameters.ts) declared beside the fields.
 */
import type { FieldSpec } from './fields';
import { formOf } from './formOf';
import type {
  FeatureFormId,
  FieldCondition,
  FormField,
  FormParameters,
  FormSchema,
  JsonSchema,
  WidgetKind,
} from './types';

/** One field of a feature form: the FormField's parts and the JSON Schema of its value. */
export interface FeatureFieldSpec {
  name: string;
  widget: WidgetKind;
  labelKey: string;
  placeholderKey?: string;
  autocomplete?: string;
  required?: boolean;
  /** Input cap in UTF-16 units (the renderer stops typing there; longer text breaks `pattern`). */
  maxLength?: number;
  /** White space removed before validation (default: every widget but a password). */
  trim?: boolean;
  options?: FormField['options'];
  /** A select whose options are run-time parameters (./parameters.ts). */
  optionsFrom?: FormField['optionsFrom'];
  shownWhen?: FieldCondition;
  messages: FormField['messages'];
  /** The value's JSON Schema (default `type: string`). */
  property?: JsonSchema;
}

function fieldOf(s: FeatureFieldSpec): FieldSpec {
  const field: FormField = {
    name: s.name,
    widget: s.widget,
    labelKey: s.labelKey,
    ...(s.placeholderKey ? { placeholderKey: s.placeholderKey } : {}),
    autocomplete: s.autocomplete ?? 'off',
    required: s.required ?? true,
    ...((s.trim ?? s.widget !== 'password') ? { trim: true } : {}),
    ...(s.maxLength ? { maxLength: s.maxLength } : {}),
    ...(s.options ? { options: s.options } : {}),
    ...(s.optionsFrom ? { optionsFrom: s.optionsFrom } : {}),
    ...(s.shownWhen ? { shownWhen: s.shownWhen } : {}),
    messages: s.messages,
  };
  return { field, property: s.property ?? { type: 'string' } };
}

/**
 * A feature form of `specs` in display order.
 * @param submitKey the i18n key of its submit button.
 * @param parameters the run-time values its rules read, each with its default (null: no bound);
 *   each becomes a property of the schema, so a strict ajv accepts it beside the fields.
 */
export function featureForm(
  id: FeatureFormId,
  specs: FeatureFieldSpec[],
  submitKey: string,
  parameters: FormParameters = {},
): FormSchema {
  const form = formOf(id, specs.map(fieldOf));
  const properties = { ...(form.schema.properties as Record<string, JsonSchema>) };
  for (const name of Object.keys(parameters)) properties[name] = {};
  return { ...form, schema: { ...form.schema, properties }, submitKey, parameters };
}

/** The option of `value` in a select, labelled `<prefix>.<value>`. */
export const optionOf = (prefix: string) => (value: string) => ({ value, labelKey: `${prefix}.${value}` });
