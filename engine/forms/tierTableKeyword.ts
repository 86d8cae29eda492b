/**
 * The ajv code keyword `tierTable` (./formAjv.ts): a contract's tier table (docs/contracts.md
 * "Terms"; spec sections 3 and 4) checked with the very rules of engine/contracts.ts parseTiers and
 * ceilingBreaches, as plain JavaScript in the compiled validator (no function reference, no
 * run-time code generation: the browser's CSP forbids eval).
 *
 * Schema: `tierTable: { decimals?: "<parameter>", ceiling?: "<parameter>" }` on an array of wire
 * tiers (`{ minActive: number, minAmount: "decimal", rate: "percent" }`, contract ContractTier).
 * `decimals` names the parameter holding the merchant currency's minor digits (a decimal string;
 * absent or null: contract/money MINOR_DIGITS); `ceiling` the parameter holding the offering
 * agent's own table (wire tiers; absent, null or a table that does not parse: no ceiling, as
 * engine/contracts.ts tiersOrNull).
 *
 * The checks, in the order the offer dialog has always shown them:
 * 1. the table: empty (rule tiersEmpty) or more than MAX_TIERS rows (tiersTooMany), reported on the
 *    table itself;
 * 2. each row alone: its member count (tierActive), then its amount in the currency's decimals
 *    (tierAmount, with `decimals`), then its rate (tierRate), the first broken one per row, every
 *    broken row reported;
 * 3. when every row reads: the order down the table, the first row that decreases
 *    (tiersNotIncreasing) or repeats both thresholds of the row above (tiersDuplicate);
 * 4. when the table reads: the ceiling, every row above the own table at its thresholds
 *    (tierCeiling, with `rate`: the own table's rate there as "0.80").
 *
 * Each problem is one ajv error of keyword `tierTable` whose params are `{ rule, ...values }`, at
 * the row (`/tiers/2`) or at the table (`/tiers`), so validateForm (./validate.ts) gives the field
 * its rows, each with its own rule and message. One keyword rather than a field per row: the order
 * and ceiling rules read the whole table, and a field per row would need ten fields for one value.
 */
import { _, type Ajv, type Code, type KeywordCxt } from 'ajv';
import { MAX_TIER_ACTIVE, MAX_TIERS, TIER_AMOUNT_PATTERN, TIER_RATE_PATTERN } from '../contracts';
import { decimalsOf } from './ajvAmounts';

/** The keyword's schema (see the module comment). */
export interface TierTableRule {
  decimals?: string;
  ceiling?: string;
}

/**
 * The problems of a table (inline code): `[{ row, params: { rule, ...values } }]`, row null for the
 * table itself. Mirrors engine/contracts.ts parseTiers, rateFor and bpToRate.
 */
const problemsCode = (rows: Code, dec: Code, ceiling: Code) => _`(function (rows, dec, ceiling) {
  var tierOf = function (t) {
    if (t === null || typeof t !== "object") return { rule: "tierActive" };
    var a = t.minActive;
    if (!(Number.isSafeInteger(a) && a >= 0 && a <= ${MAX_TIER_ACTIVE})) return { rule: "tierActive" };
    var m = typeof t.minAmount === "string" ? new RegExp(${TIER_AMOUNT_PATTERN.source}).exec(t.minAmount) : null;
    if (!m || (m[2] || "").length > dec) return { rule: "tierAmount", decimals: dec };
    var amount = BigInt(m[1]) * BigInt(10) ** BigInt(dec) + BigInt((m[2] || "").padEnd(dec, "0") || "0");
    if (!(typeof t.rate === "string" && new RegExp(${TIER_RATE_PATTERN.source}).test(t.rate))) return { rule: "tierRate" };
    var parts = t.rate.split(".");
    return { ok: true, a: a, amount: amount, bp: Number(parts[0]) * 100 + Number(((parts[1] || "") + "00").slice(0, 2)) };
  };
  var orderOf = function (list) {
    for (var i = 1; i < list.length; i++) {
      var p = list[i - 1], t = list[i];
      if (t.a < p.a || t.amount < p.amount || t.bp < p.bp) return { row: i, params: { rule: "tiersNotIncreasing" } };
      if (t.a === p.a && t.amount === p.amount) return { row: i, params: { rule: "tiersDuplicate" } };
    }
    return null;
  };
  if (rows.length === 0) return [{ row: null, params: { rule: "tiersEmpty" } }];
  if (rows.length > ${MAX_TIERS}) return [{ row: null, params: { rule: "tiersTooMany" } }];
  var parsed = rows.map(tierOf);
  var broken = [];
  parsed.forEach(function (t, i) { if (!t.ok) broken.push({ row: i, params: t }); });
  if (broken.length > 0) return broken;
  var order = orderOf(parsed);
  if (order) return [order];
  var own = Array.isArray(ceiling) && ceiling.length > 0 && ceiling.length <= ${MAX_TIERS} ? ceiling.map(tierOf) : null;
  if (!own || !own.every(function (u) { return u.ok; }) || orderOf(own)) return [];
  var out = [];
  parsed.forEach(function (t, i) {
    var rate = 0;
    own.forEach(function (u) { if (t.a >= u.a && t.amount >= u.amount) rate = u.bp; });
    if (rate < t.bp)
      out.push({ row: i, params: { rule: "tierCeiling", rate: Math.trunc(rate / 100) + "." + String(rate % 100).padStart(2, "0") } });
  });
  return out;
})(${rows}, ${dec}, ${ceiling})`;

/** Adds the `tierTable` keyword (see the module comment). */
export function addTierTableKeyword(ajv: Ajv): void {
  ajv.addKeyword({
    keyword: 'tierTable',
    type: 'array',
    schemaType: 'object',
    code(cxt: KeywordCxt) {
      const { gen, data, it } = cxt;
      const rule = cxt.schema as TierTableRule;
      const parent = it.parentData;
      const dec = decimalsOf(parent, rule.decimals);
      const ceiling = rule.ceiling ? _`${parent}[${rule.ceiling}]` : _`null`;
      const problems = gen.const('tierProblems', problemsCode(data, dec, ceiling));
      gen.forOf('problem', problems, (problem) => {
        gen.if(
          _`${problem}.row === null`,
          () => cxt.error(false, { problem }),
          () => {
            const row = gen.const('row', _`String(${problem}.row)`);
            cxt.error(false, { problem }, { instancePath: row });
          },
        );
      });
    },
    error: {
      message: 'must be a valid tier table',
      params: ({ params }) => _`${params.problem}.params`,
    },
  });
}
