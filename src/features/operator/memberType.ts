/**
 * A member type as the console names it (spec "Member info": agent types 1, 2, 41 and 42, trial
 * type 4, else a member): `operator.console.agents.types.<type>`; an unknown type reads as a member.
 */
import type { TFunction } from 'i18next';

const NAMED = new Set([0, 1, 2, 4, 41, 42]);

/** @returns the name of member type `type` in the console's language. */
export function memberTypeName(t: TFunction, type: number | string | null | undefined): string {
  const n = Number(type);
  return t(`operator.console.agents.types.${NAMED.has(n) ? n : 0}`);
}
