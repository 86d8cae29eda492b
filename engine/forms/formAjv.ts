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
 *   `amountWithin: { min, max | maxOf + key, exclusiveMax?, decimals? }`: a decimal amount (1..12
 *   digits, at most 2 decimals, or at most the decimals of the parameter `decimals` names: the
 *   merchant currency's) above 0 and within the limits named, compared in integer minor units
 *   (BigInt, never a float; ./ajvAmounts.ts); `max` names a limit, `maxOf` a map of limits picked
 *   by the value of the sibling `key` (a missing entry is 0); an absent limit is no bound;
 *   `inParameter: "<name>"`: one of the strings of that list; `equalsParameter: "<name>"`: equals
 *   that value when it is given; `oneSideMain: "<sibling>"`: differs from the sibling and exactly
 *   one of the two is `main` (a transfer, docs: member-center).
 * Rule kinds of the feature forms (./featureForms.ts), each its own keyword so that each has its
 * own message (engine/forms/validate.ts maps them to rules):
 *   `amountRange: { min?, max?, decimals? }` (rule range): an amount (as above) outside the limits
 *   named by those parameters; text that is not an amount passes (the format is `amountWithin`'s);
 *   `amountAtMost: "<name>" | { of: "<name>", decimals? }` (rule balance): an amount above that
 *   parameter (e.g. a balance; an absent parameter is no bound);
 *   `countAtMost: "<name>"` (rule range): a number above that parameter (a whole number as a
 *   decimal string, e.g. a quantity's cap; an absent parameter is no bound);
 *   `maxChars: <n>` (rule length): text of more than n characters counted in code points;
 *   `maxFiles: <n>` (rule fileCount): a list of more than n files;
 *   `fileType: { types, extensions }` (rule fileType): a file (`{ name, type, size }`, e.g. a
 *   browser File) whose type is none of `types` and whose name ends with none of `extensions`
 *   (case-insensitive);
 *   `fileSize: <bytes>` (rule fileSize): a file larger than that;
 *   `tierTable: { decimals?, ceiling? }` (rules tiersEmpty, tiersTooMany, tierActive, tierAmount,
 *   tierRate, tiersNotIncreasing, tiersDuplicate, tierCeiling; ./tierTableKeyword.ts): a contract's
 *   tier table by engine/contracts.ts's terms, each broken row reported on its own.
 * The terms and 18+ boxes are plain `const: true`.
 *
 * `unicode: false` measures lengths in UTF-16 code units (only astral characters such as emoji
 * count twice) and keeps ajv's CommonJS length helper out of the generated code; patterns are
 * still compiled with the `u` flag (ajv's default `unicodeRegExp`).
 */
import { Ajv, _, str, type KeywordCxt } from 'ajv';
import { amountReader } from './ajvAmounts';
import { addTierTableKeyword } from './tierTableKeyword';

interface AmountWithin {
  /** The parameter of the currency's decimals (absent: 2 decimals, contract/money AMOUNT_PATTERN). */
  decimals?: string;
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
      const minorOf = amountReader(parent, rule.decimals);
      const v = gen.const('amount', minorOf(data));
      const lo = gen.const(
        'lo',
        rule.min ? _`${parent}[${rule.min}] == null ? null : ${minorOf(_`${parent}[${rule.min}]`)}` : _`null`,
      );
      const hiText = rule.maxOf
        ? _`((${parent}[${rule.maxOf}] || {})[${parent}[${rule.key ?? ''}]] ?? "0")`
        : rule.max
          ? _`${parent}[${rule.max}]`
          : _`undefined`;
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
      cxt.fail(
        _`!(Array.isArray(${it.parentData}[${schema as string}]) && ${it.parentData}[${schema as string}].includes(${data}))`,
      );
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

/** Adds the keywords of the feature forms' rule kinds (see the module comment). */
function addFeatureKeywords(ajv: Ajv): void {
  ajv.addKeyword({
    keyword: 'amountRange',
    type: 'string',
    schemaType: 'object',
    code(cxt: KeywordCxt) {
      const { gen, data, it } = cxt;
      const rule = cxt.schema as { min?: string; max?: string; decimals?: string };
      const parent = it.parentData;
      const minorOf = amountReader(parent, rule.decimals);
      const v = gen.const('amount', minorOf(data));
      const limit = (name: string | undefined) =>
        name ? _`${parent}[${name}] == null ? null : ${minorOf(_`${parent}[${name}]`)}` : _`null`;
      const lo = gen.const('lo', limit(rule.min));
      const hi = gen.const('hi', limit(rule.max));
      cxt.fail(_`${v} !== null && ((${lo} !== null && ${v} < ${lo}) || (${hi} !== null && ${v} > ${hi}))`);
    },
    error: { message: 'must be within the range' },
  });
  ajv.addKeyword({
    keyword: 'amountAtMost',
    type: 'string',
    schemaType: ['string', 'object'],
    code(cxt: KeywordCxt) {
      const { gen, data, it } = cxt;
      const rule =
        typeof cxt.schema === 'string' ? { of: cxt.schema } : (cxt.schema as { of: string; decimals?: string });
      const minorOf = amountReader(it.parentData, rule.decimals);
      const ceiling = _`${it.parentData}[${rule.of}]`;
      const v = gen.const('amount', minorOf(data));
      const hi = gen.const('hi', _`${ceiling} == null ? null : ${minorOf(ceiling)}`);
      cxt.fail(_`${v} !== null && ${hi} !== null && ${v} > ${hi}`);
    },
    error: { message: 'must not exceed the given value' },
  });
  ajv.addKeyword({
    keyword: 'countAtMost',
    type: 'number',
    schemaType: 'string',
    code(cxt: KeywordCxt) {
      const { data, schema, it } = cxt;
      const ceiling = _`${it.parentData}[${schema as string}]`;
      cxt.fail(_`${ceiling} != null && !(${data} <= Number(${ceiling}))`);
    },
    error: { message: 'must not exceed the given count' },
  });
  ajv.addKeyword({
    keyword: 'maxChars',
    type: 'string',
    schemaType: 'number',
    code(cxt: KeywordCxt) {
      cxt.fail(_`Array.from(${cxt.data}).length > ${cxt.schema as number}`);
    },
    error: { message: 'must not be longer' },
  });
  ajv.addKeyword({
    keyword: 'maxFiles',
    type: 'array',
    schemaType: 'number',
    code(cxt: KeywordCxt) {
      cxt.fail(_`${cxt.data}.length > ${cxt.schema as number}`);
    },
    error: { message: 'must not have more files' },
  });
  ajv.addKeyword({
    keyword: 'fileType',
    type: 'object',
    schemaType: 'object',
    code(cxt: KeywordCxt) {
      const { data } = cxt;
      const rule = cxt.schema as { types: string[]; extensions: string[] };
      const name = _`String(${data}.name ?? "").toLowerCase()`;
      const types = rule.types.map((t) => _`${data}.type === ${t}`);
      const exts = rule.extensions.map((e) => _`${name}.endsWith(${'.' + e.toLowerCase()})`);
      const ok = [...types, ...exts].reduce((a, b) => _`${a} || ${b}`, _`false`);
      cxt.fail(_`!(${ok})`);
    },
    error: { message: 'must be a file of an accepted type' },
  });
  ajv.addKeyword({
    keyword: 'fileSize',
    type: 'object',
    schemaType: 'number',
    code(cxt: KeywordCxt) {
      cxt.fail(_`!(typeof ${cxt.data}.size === "number" && ${cxt.data}.size <= ${cxt.schema as number})`);
    },
    error: { message: 'must not be larger' },
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
    error: {
      message: ({ schema }) => str`must equal ${schema as string}`,
      params: ({ schema }) => _`{sameAs: ${schema as string}}`,
    },
  });
  ajv.addKeyword({ keyword: 'minimumAge', schemaType: 'number' });
  addMoneyKeywords(ajv);
  addFeatureKeywords(ajv);
  addTierTableKeyword(ajv);
  return ajv;
}
