/**
 * Binding a registry form to its run-time parameters (README "How the pieces fit"): the registry's
 * forms are the same for every member (engine/forms/moneyForms.ts), and the values known only at
 * run time (a channel's limits, the member's cards and payee name, wallet balances) are
 * parameters the page hands to the FormRenderer. Pure and deterministic.
 */
import type { FormField, FormParameters, FormSchema, MessageRef } from './types';

type Resolved = Readonly<FormParameters>;

/** A message's interpolation values, without the absent ones (the schema's maps allow undefined). */
export function paramsOf(ref: MessageRef): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(ref.params ?? {})) if (value !== undefined) params[name] = value;
  return params;
}

function messageOf(ref: MessageRef, parameters: Resolved): MessageRef {
  const chosen = ref.whenSet && parameters[ref.whenSet.parameter] != null ? ref.whenSet.message : ref;
  const params = paramsOf(chosen);
  for (const [name, parameter] of Object.entries(chosen.paramsFrom ?? {})) {
    const value = parameter === undefined ? undefined : parameters[parameter];
    if (typeof value === 'string') params[name] = value;
  }
  return chosen.params || chosen.paramsFrom ? { key: chosen.key, params } : { key: chosen.key };
}

function fieldOf(field: FormField, parameters: Resolved): FormField {
  const messages: FormField['messages'] = {};
  for (const [rule, ref] of Object.entries(field.messages) as [keyof FormField['messages'], MessageRef][])
    messages[rule] = messageOf(ref, parameters);
  const { optionsFrom, ...rest } = field;
  if (!optionsFrom) return { ...rest, messages };
  const values = parameters[optionsFrom.values];
  const labels = optionsFrom.labels ? parameters[optionsFrom.labels] : null;
  const labelOf = (value: string) =>
    labels && typeof labels === 'object' && !Array.isArray(labels)
      ? ((labels as Record<string, string>)[value] ?? value)
      : value;
  return {
    ...rest,
    messages,
    options: Array.isArray(values) ? values.map((value: string) => ({ value, labelKey: labelOf(value) })) : [],
  };
}

/**
 * The form with its parameters bound.
 * @param form a registry form (its `parameters` the declared names and defaults).
 * @param parameters run-time values by parameter name; names the form does not declare are ignored.
 * @returns a form whose `parameters` hold the values (defaults where not given), whose selects
 *   with `optionsFrom` list their options, and whose messages carry their parameter values; the
 *   JSON Schema is unchanged, so the form's compiled validator serves it.
 */
export function bindParameters(form: FormSchema, parameters: Readonly<FormParameters> = {}): FormSchema {
  const declared = form.parameters ?? {};
  const bound: FormParameters = {};
  for (const name of Object.keys(declared))
    bound[name] = parameters[name] !== undefined ? parameters[name] : declared[name]!;
  return { ...form, fields: form.fields.map((f) => fieldOf(f, bound)), parameters: bound };
}
