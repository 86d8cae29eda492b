/**
 * Validating form values (spec section 5) with ajv validators compiled from the form schemas:
 * in process (./inProcessValidators.ts: tests, the server) or the standalone module the browser
 * imports (./compileFormValidators.ts; no run-time code generation under the CSP). This module
 * does not import ajv itself, so the browser bundle carries no code generator. The same function maps ajv's errors to fields and message keys in
 * the browser and on the server, so both give the same answers.
 *
 * Before ajv: values of fields hidden by a condition are dropped, fields marked `trim` are
 * trimmed, and empty strings count as missing (so a required field says 'required' and an
 * optional empty field is not checked against its pattern); text longer than its field's cap
 * breaks the length rule and only its first maxLength characters reach the (server-sent)
 * pattern, so no input makes a slow pattern run long. After ajv: the birthday's minimum
 * age against a passed-in today (`minimumAge`, see formAjv.ts). A table field (`tierTable`,
 * ./tierTableKeyword.ts) gets one error with its broken rows (`rows`), each row its own rule and
 * message, the values its keyword found (e.g. the ceiling's rate) in the message's params.
 */
import type { ErrorObject } from 'ajv';
import { paramsOf } from './parameters';
import {
  FIELD_RULES,
  type FieldError,
  type FieldRule,
  type FormField,
  type FormId,
  type FormSchema,
  type MessageRef,
} from './types';

/** A compiled validator: ajv's in-process function or a standalone module's export. */
export interface FormValidate {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
}
export type FormValidators = Partial<Record<FormId, FormValidate>>;

export interface ValidateOptions {
  /** Condition values (e.g. { captchaShown: true }); a missing one is false. */
  conditions?: Readonly<Record<string, boolean>>;
  /** The date to compute ages on, yyyy-MM-dd (see {@link todayOf}); needed when a birthday is given. */
  today?: string;
}

/** A date as yyyy-MM-dd in the runtime's local calendar, for {@link ValidateOptions.today}. */
export function todayOf(date: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${p(date.getMonth() + 1)}-${p(date.getDate())}`;
}

const isShown = (field: FormField, conditions: Readonly<Record<string, boolean>>) =>
  !field.shownWhen || (conditions[field.shownWhen.condition] === true) === field.shownWhen.equals;

/**
 * The values that are validated and submitted: known fields only, hidden fields dropped,
 * trimmed where the field trims, empty strings left out; plus each condition as a boolean.
 */
export function normaliseValues(
  form: FormSchema,
  values: Readonly<Record<string, unknown>>,
  conditions: Readonly<Record<string, boolean>> = {},
): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const field of form.fields) {
    if (!isShown(field, conditions)) continue;
    let value = values[field.name];
    if (typeof value === 'string') {
      if (field.trim) value = value.trim();
      if (value === '') continue;
    }
    if (value === undefined || value === null) continue;
    data[field.name] = value;
  }
  for (const c of form.conditions) data[c] = conditions[c] === true;
  return data;
}

function ruleOf(error: ErrorObject, field: FormField | undefined): FieldRule | null {
  switch (error.keyword) {
    case 'required':
      return 'required';
    case 'enum':
    case 'inParameter':
      return 'enum';
    case 'const':
      return 'mustAccept';
    case 'sameAs':
      return 'sameAs';
    case 'amountRange':
    case 'countAtMost':
      return 'range';
    case 'tierTable':
      return (error.params as { rule: FieldRule }).rule;
    case 'amountAtMost':
      return 'balance';
    case 'maxChars':
      return 'length';
    case 'maxFiles':
      return 'fileCount';
    case 'fileType':
      return 'fileType';
    case 'fileSize':
      return 'fileSize';
    case 'if':
      return null;
    case 'type':
      return field?.widget === 'checkbox' ? 'mustAccept' : field?.widget === 'select' ? 'enum' : 'pattern';
    default:
      return 'pattern';
  }
}

function fieldNameOf(error: ErrorObject): string {
  if (error.keyword === 'required') return String((error.params as { missingProperty: string }).missingProperty);
  return (error.instancePath.split('/')[1] ?? '').replace(/~1/g, '/').replace(/~0/g, '~');
}

function messageOf(field: FormField, rule: FieldRule): MessageRef {
  return (
    field.messages[rule] ??
    field.messages.pattern ??
    field.messages.sameAs ??
    field.messages.required ?? { key: 'forms.messages.required' }
  );
}

/** yyyy-MM-dd or MM-dd-yyyy to [year, month, day], or null when it is not a calendar date. */
function parseDate(text: string, format: FormField['dateFormat']): [number, number, number] | null {
  const m = format === 'MM-dd-yyyy' ? /^(\d{2})-(\d{2})-(\d{4})$/.exec(text) : /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return null;
  const [y, mo, d] =
    format === 'MM-dd-yyyy' ? [Number(m[3]), Number(m[1]), Number(m[2])] : [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d ? [y, mo, d] : null;
}

/** Whole years from a birth date to today. */
function ageOn(birth: [number, number, number], today: [number, number, number]): number {
  const [by, bm, bd] = birth;
  const [ty, tm, td] = today;
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

function ageError(field: FormField, value: unknown, today: string | undefined): FieldRule | null {
  if (field.minimumAge === undefined || typeof value !== 'string') return null;
  const birth = parseDate(value, field.dateFormat);
  if (!birth) return 'invalidDate';
  if (today === undefined)
    throw new Error(`validateForm: a today (yyyy-MM-dd) is needed to check the minimum age of ${field.name}`);
  const now = parseDate(today, 'yyyy-MM-dd');
  if (!now) throw new Error(`validateForm: today ${JSON.stringify(today)} is not a yyyy-MM-dd date`);
  return ageOn(birth, now) < field.minimumAge ? 'minimumAge' : null;
}

/**
 * Validates form values (spec section 5).
 * @param validators compiled from the same form schemas (in process or the standalone module).
 * @returns one error per failing field, in display order, each with the first rule it breaks
 *   (order of FIELD_RULES), its message key and params (min and max filled in); a table field's
 *   error (`tierTable`) lists its broken rows in `rows` and is its first row's; [] when valid.
 * @throws Error when no validator exists for the form, or a birthday is given without `today`.
 */
export function validateForm(
  form: FormSchema,
  values: Readonly<Record<string, unknown>>,
  validators: FormValidators,
  options: ValidateOptions = {},
): FieldError[] {
  const validate = validators[form.id];
  if (!validate) throw new Error(`validateForm: no validator for the form ${form.id}`);
  const data = normaliseValues(form, values, options.conditions);
  const byField = new Map<string, FieldRule>();
  // The name of the file that broke a file rule, for the message (the first such file per rule).
  const fileNames = new Map<string, string>();
  // A table field's broken rows and its keyword's values (e.g. the ceiling's rate), by field.
  const rowsOf = new Map<string, { row: number; rule: FieldRule; values: Record<string, string | number> }[]>();
  const tableValues = new Map<string, Record<string, string | number>>();
  const fields = new Map(form.fields.map((f) => [f.name, f]));
  const keep = (name: string, rule: FieldRule) => {
    const current = byField.get(name);
    if (current === undefined || FIELD_RULES.indexOf(rule) < FIELD_RULES.indexOf(current)) byField.set(name, rule);
  };
  // Over-long text breaks the length rule whatever else it holds: only its first maxLength
  // characters meet the (server-sent) pattern, so no input can make a slow pattern run long.
  const checked: Record<string, unknown> = { ...data };
  for (const [name, value] of Object.entries(form.parameters ?? {})) if (value !== null) checked[name] = value;
  for (const field of form.fields) {
    const value = checked[field.name];
    if (typeof value === 'string' && field.maxLength !== undefined && value.length > field.maxLength) {
      keep(field.name, 'pattern');
      checked[field.name] = value.slice(0, field.maxLength);
    }
  }
  if (!validate(checked)) {
    for (const error of validate.errors ?? []) {
      const name = fieldNameOf(error);
      const rule = ruleOf(error, fields.get(name));
      if (rule && fields.has(name)) keep(name, rule);
      if (rule && fields.has(name) && error.keyword === 'tierTable') {
        const values: Record<string, string | number> = { ...(error.params as Record<string, string | number>) };
        delete values.rule;
        const row = error.instancePath.split('/')[2];
        if (row === undefined) tableValues.set(name, values);
        else rowsOf.set(name, [...(rowsOf.get(name) ?? []), { row: Number(row), rule, values }]);
      }
      if (rule === 'fileType' || rule === 'fileSize') {
        const index = Number(error.instancePath.split('/')[2]);
        const item = (checked[name] as readonly { name?: unknown }[] | undefined)?.[index];
        const key = `${name}\u0000${rule}`;
        if (typeof item?.name === 'string' && !fileNames.has(key)) fileNames.set(key, item.name);
      }
    }
  }
  for (const field of form.fields) {
    if (byField.has(field.name)) continue;
    const rule = ageError(field, data[field.name], options.today);
    if (rule) keep(field.name, rule);
  }
  return form.fields.flatMap((field): FieldError[] => {
    const rows = rowsOf.get(field.name)?.map(({ row, rule, values }) => {
      const message = messageOf(field, rule);
      return { row, rule, key: message.key, params: { ...paramsOf(message), ...values } };
    });
    const first = rows?.[0];
    if (first) return [{ field: field.name, rule: first.rule, key: first.key, params: first.params, rows }];
    const rule = byField.get(field.name);
    if (!rule) return [];
    const message = messageOf(field, rule);
    const params = { ...paramsOf(message), ...tableValues.get(field.name) };
    const file = fileNames.get(`${field.name}\u0000${rule}`);
    if (file !== undefined) params.name = file;
    return [{ field: field.name, rule, key: message.key, params }];
  });
}

/** The label keys of the fields left empty (feedback's warning dialog names them, spec section 8). */
export function emptyFieldLabels(form: FormSchema, errors: readonly FieldError[]): string[] {
  const empty = new Set(errors.filter((e) => e.rule === 'required').map((e) => e.field));
  return form.fields.filter((f) => empty.has(f.name)).map((f) => f.labelKey);
}
