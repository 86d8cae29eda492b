/** The registration rules of a configuration with their JSON pointers (shared by the rule checks). */
import type { RegistrationField, RegistrationFieldRule } from '../../../contract/types';
import { pointerOf } from '../pointer';
import type { LintContext } from '../types';

export interface RuleEntry {
  field: RegistrationField;
  rule: RegistrationFieldRule;
  /** Pointer of the rule object, e.g. /registrationRules/username. */
  pointer: string;
}

/** Every registration rule of the linted configuration, in file order; [] for a game menu. */
export function ruleEntries(ctx: LintContext): RuleEntry[] {
  const rules: Partial<Record<RegistrationField, RegistrationFieldRule>> = ctx.config?.registrationRules ?? {};
  return Object.entries(rules).flatMap(([field, rule]) =>
    rule ? [{ field: field as RegistrationField, rule, pointer: pointerOf('registrationRules', field) }] : [],
  );
}
