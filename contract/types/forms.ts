/**
 * The registry's form schemas as schemas/form-schema.schema.json describes them (the server
 * answers them at GET /api/forms/schemas; the member center's money forms have the same shape).
 * engine/forms/types.ts names them for the form engine.
 */
import type { AsyncCheck, Field, FormId as SchemaFormId, FormSchemaSchema, MessageRef } from '../generated/schemas';

/** Every form id of the registry: the sign-in forms and the money forms. */
export type FormId = SchemaFormId;
/** One form: values schema, fields, conditions, asynchronous checks, submit key, parameters. */
export type FormConfig = FormSchemaSchema;
/** One field of a form, in display order. */
export type FormFieldConfig = Field;
/** An i18n key with its interpolation values (or the parameters that give them). */
export type FormMessageRef = MessageRef;
/** A server check the UI awaits before submit (spec section 4). */
export type FormAsyncCheck = AsyncCheck;
