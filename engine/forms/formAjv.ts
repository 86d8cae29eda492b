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
 * - money rules (./moneyForms.ts), code keywords reading run-time values that validateForm puts
 *   beside the fields (the form's `parameters`), so one compiled validator serves every member:
 *   `amountWithin: { min, max | maxOf + key, exclusiveMax? }`: a decimal amount (1..12 digits, at
 *   most 2 decimals) above 0 and within the limits named, compared in integer minor units
 *   (BigInt, never a float); `max` names a limit, `maxOf` a map of limits picked by the value of
 *   the sibling `key` (a missing entry is 0); an absent limit is no bound;
 *   `inParameter: "<name>"`: one of the strings of that list; `equalsParameter: "<name>"`: equals
 *   that value when it is given; `oneSideMain: "<sibling>"`: differs from the sibling and exactly
 *   one of the two is `main` (a transfer, docs: member-center).
 * The terms and 18+ boxes are plain `const: true`.
 *
 * `unicode: false` measures lengths in UTF-16 code units (only astral characters such as emoji
 * count twice) and keeps ajv's CommonJS length helper out of the generated code; patterns are
 * still compiled with the `u` flag (ajv's default `unicodeRegExp`).
 */
import { Ajv, _, str, type Code, type KeywordCxt, type Name } from 'ajv';
import { AMOUNT_PATTERN, MINOR_DIGITS } from '../../contract/money';

/**
 * A decimal amount string in integer minor units (BigInt), or null when it is not one (inline
 * code): the member amount of contract/money (AMOUNT_PATTERN, MINOR_DIGITS decimals), whose
 * functions a compiled validator cannot call.
 */
const minorOf = (x: Code | Name) =>
  _`(typeof ${x} === "string" && new RegExp(${AMOUNT_PATTERN.source}).test(${x}) ? BigInt(${x}.split(".")[0]) * BigInt(${10 ** MINOR_DIGITS}) + BigInt((${x}.split(".")[1] || "").padEnd(${MINOR_DIGITS}, "0")) : null)`;

interface AmountWithin {
  min?: string;
  max?: string;
  maxOf?: string;
  key?: string;
  exclusiveMax?: boolean;
}

/** Adds the money keywords (see the module comment). */
function addMoneyKeywords(ajv: Ajv): void {
  ajv.addKeyword({
    keyword: 'amountWithin',
    type: 'string',
    schemaType: 'object',
    code(cxt: KeywordCxt) {
      const { gen, data, it } = cxt;
      const rule = cxt.schema as AmountWithin;
      const parent = it.parentData;
      const v = gen.const('amount', minorOf(data));
      const lo = gen.const('lo', rule.min ? _`${parent}[${rule.min}] == null ? null : ${minorOf(_`${parent}[${rule.min}]`)}` : _`null`);
      const hiText = rule.maxOf ? _`((${parent}[${rule.maxOf}] || {})[${parent}[${rule.key ?? ''}]] ?? "0")` : rule.max ? _`${parent}[${rule.max}]` : _`undefined`;
      const hi = gen.const('hi', _`${hiText} == null ? null : ${minorOf(hiText)}`);
      const above = rule.exclusiveMax ? _`${v} >= ${hi}` : _`${v} > ${hi}`;
      cxt.fail(_`${v} === null || ${v} <= 0n || (${lo} !== null && ${v} < ${lo}) || (${hi} !== null && ${above})`);
    },
    error: { message: 'must be an amount within the limits' },
  });
  ajv.addKeyword({
    keyword: 'inParameter',
    schemaType: 'string',
    code(cxt: KeywordCxt) {
      const { data, schema, it } = cxt;
      cxt.fail(_`!(Array.isArray(${it.parentData}[${schema as string}]) && ${it.parentData}[${schema as string}].includes(${data}))`);
    },
    error: { message: 'must be one of the options' },
  });
  ajv.addKeyword({
    keyword: 'equalsParameter',
    type: 'string',
    schemaType: 'string',
    code(cxt: KeywordCxt) {
      const { data, schema, it } = cxt;
      cxt.fail(_`${it.parentData}[${schema as string}] != null && ${data} !== ${it.parentData}[${schema as string}]`);
    },
    error: { message: 'must equal the given value' },
  });
  ajv.addKeyword({
    keyword: 'oneSideMain',
    type: 'string',
    schemaType: 'string',
    code(cxt: KeywordCxt) {
      const { data, schema, it } = cxt;
      const other = _`${it.parentData}[${schema as string}]`;
      cxt.fail(_`${data} === ${other} || (${data} === "main") === (${other} === "main")`);
    },
    error: { message: 'must have the main wallet on exactly one side' },
  });
}

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
  addMoneyKeywords(ajv);
  return ajv;
}
