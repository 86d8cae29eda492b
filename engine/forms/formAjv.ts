/**
 * The ajv set-up of form validation, shared by the in-process validators (tests, server) and the
 * standalone module the browser imports (compileFormValidators.ts), so both give the same answers.
 *
 * Keywords beyond draft-07:
 * - `sameAs: "<sibling>"`: the string equals the sibling property of the same object
 *   (confirmations, spec section 5 'inconsistent twice'). A code keyword: it compiles to plain
 *   JavaScript in the standalone module, no function reference and no run-time code generation.
 * - `minimumAge: <years>`: an annotation; validateForm checks it after ajv against a passed-in
 *   today (a compiled module cannot know the date it runs on).
 * The terms and 18+ boxes are plain `const: true`.
 *
 * `unicode: false` measures lengths in UTF-16 code units (only astral characters such as emoji
 * count twice) and keeps ajv's CommonJS length helper out of the generated code; patterns are
 * still compiled with the `u` flag (ajv's default `unicodeRegExp`).
 */
import { Ajv, _, str, type KeywordCxt } from 'ajv';

/**
 * @param forStandalone true to keep the generated source (ajv `code.source`) as ESM.
 */
export function createFormAjv(forStandalone: boolean): Ajv {
  const ajv = new Ajv({
    allErrors: true,
    strict: true,
    // `then: { required: [...] }` names properties declared by the parent schema (conditional fields).
    strictRequired: false,
    unicode: false,
    logger: false,
    ...(forStandalone ? { code: { source: true, esm: true } } : {}),
  });
  ajv.addKeyword({
    keyword: 'sameAs',
    type: 'string',
    schemaType: 'string',
    code(cxt: KeywordCxt) {
      const { data, schema, it } = cxt;
      cxt.fail(_`${it.parentData} === undefined || ${data} !== ${it.parentData}[${schema as string}]`);
    },
    error: { message: ({ schema }) => str`must equal ${schema as string}`, params: ({ schema }) => _`{sameAs: ${schema as string}}` },
  });
  ajv.addKeyword({ keyword: 'minimumAge', schemaType: 'number' });
  return ajv;
}
