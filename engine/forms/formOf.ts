/**
 * Assembles a {@link FormSchema} from field specs: the JSON Schema (draft-07) of the values, the
 * fields in display order, the conditions and the asynchronous checks.
 */
import type { FieldSpec } from './fields';
import type { AsyncCheck, FormId, FormSchema, JsonSchema } from './types';

/** The $id of a form's JSON Schema (unique per form; a merchant's forms compile together). */
export const formSchemaId = (id: FormId) => `https://whitelabel.local/forms/${id}.json`;

/**
 * @param specs fields in display order.
 * @returns the form; a field with `shownWhen` is required only while its condition holds
 *   (an `if`/`then` on the condition's boolean property, which validateForm supplies).
 */
export function formOf(id: FormId, specs: FieldSpec[], asyncChecks: AsyncCheck[] = []): FormSchema {
  const conditions = [...new Set(specs.flatMap((s) => (s.field.shownWhen ? [s.field.shownWhen.condition] : [])))];
  const properties: Record<string, JsonSchema> = {};
  for (const s of specs) properties[s.field.name] = s.property;
  for (const c of conditions) properties[c] = { type: 'boolean' };
  const required = specs.filter((s) => s.field.required && !s.field.shownWhen).map((s) => s.field.name);
  const conditional = specs
    .filter((s) => s.field.required && s.field.shownWhen)
    .map((s) => ({
      if: {
        properties: { [s.field.shownWhen!.condition]: { const: s.field.shownWhen!.equals } },
        required: [s.field.shownWhen!.condition],
      },
      then: { required: [s.field.name] },
    }));
  const schema: JsonSchema = {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: formSchemaId(id),
    type: 'object',
    properties,
    required,
    ...(conditional.length > 0 ? { allOf: conditional } : {}),
  };
  const names = new Set(specs.map((s) => s.field.name));
  return {
    id,
    schema,
    fields: specs.map((s) => s.field),
    conditions,
    asyncChecks: asyncChecks.filter((c) => names.has(c.field)),
    submitKey: `forms.submit.${id}`,
  };
}
