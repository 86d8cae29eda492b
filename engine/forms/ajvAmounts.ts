/**
 * Inline code of the form keywords' amounts (./formAjv.ts, ./tierTableKeyword.ts): a compiled
 * validator cannot call contract/money, so its rules are restated here as generated JavaScript,
 * compared in integer minor units (BigInt, never a float).
 */
import { _, type Code, type Name } from 'ajv';
import { AMOUNT_PATTERN, MEMBER_AMOUNT_PATTERN, MINOR_DIGITS } from '../../contract/money';

/**
 * A decimal amount string in integer minor units (BigInt), or null when it is not one: the member
 * amount of contract/money (AMOUNT_PATTERN, MINOR_DIGITS decimals).
 */
export const minorOf = (x: Code | Name): Code =>
  _`(typeof ${x} === "string" && new RegExp(${AMOUNT_PATTERN.source}).test(${x}) ? BigInt(${x}.split(".")[0]) * BigInt(${10 ** MINOR_DIGITS}) + BigInt((${x}.split(".")[1] || "").padEnd(${MINOR_DIGITS}, "0")) : null)`;

/**
 * A decimal amount string in minor units of a currency with `dec` decimals (inline code, a number
 * expression), or null when it is not one: contract/money parseMemberAmount's format
 * (MEMBER_AMOUNT_PATTERN, at most `dec` decimals), without its trimming (validateForm trims).
 */
export const minorIn = (x: Code | Name, dec: Code): Code =>
  _`(typeof ${x} === "string" && new RegExp(${MEMBER_AMOUNT_PATTERN.source}).test(${x}) && (${x}.split(".")[1] || "").length <= ${dec} ? BigInt(${x}.split(".")[0]) * BigInt(10) ** BigInt(${dec}) + BigInt((${x}.split(".")[1] || "").padEnd(${dec}, "0") || "0") : null)`;

/**
 * The currency decimals a keyword reads from the parameter `name` of `parent` (a decimal string
 * such as "2"), MINOR_DIGITS when the keyword names none or the parameter is not set.
 */
export const decimalsOf = (parent: Code | Name, name: string | undefined): Code =>
  name ? _`(${parent}[${name}] == null ? ${MINOR_DIGITS} : Number(${parent}[${name}]))` : _`${MINOR_DIGITS}`;

/**
 * The amount reader of a keyword: {@link minorIn} in the decimals of the parameter `decimals`
 * when the keyword names one, else {@link minorOf} (2 decimals).
 */
export const amountReader = (parent: Code | Name, decimals: string | undefined) => {
  if (!decimals) return minorOf;
  const dec = decimalsOf(parent, decimals);
  return (x: Code | Name) => minorIn(x, dec);
};
