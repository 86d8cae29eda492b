/**
 * pattern-kind-mismatch: a field's error message comes from its patternId's kind (spec section 5),
 * so the acceptedPattern should accept what that kind describes. The check runs the kind's own
 * example values (engine/patterns/kinds.ts `accepted`) that fit the rule's lengths through the
 * acceptedPattern; when none passes, the message tells visitors about a format the field refuses.
 */
import { ANY_PATTERN, isPatternKind, PATTERN_KINDS, schemaPatternOf } from '../../patterns';
import type { LintRule } from '../types';
import { ruleEntries } from './ruleEntries';

export const patternKindMismatch: LintRule = {
  id: 'pattern-kind-mismatch',
  severity: 'warning',
  description:
    "each acceptedPattern accepts at least one of its patternId kind's example values (else the message describes another format)",
  check: (ctx) =>
    ruleEntries(ctx).flatMap(({ field, rule, pointer }) => {
      if (rule.acceptedPattern === ANY_PATTERN || !isPatternKind(rule.patternId)) return [];
      let pattern: RegExp;
      try {
        pattern = new RegExp(schemaPatternOf(field, rule.acceptedPattern)!, 'u');
      } catch {
        return []; // pattern-compiles reports it
      }
      const fitting = PATTERN_KINDS[rule.patternId].accepted.filter(
        (v) => [...v].length >= rule.minLength && [...v].length <= rule.maxLength,
      );
      if (fitting.length === 0 || fitting.some((v) => pattern.test(v))) return [];
      return [
        {
          pointer: `${pointer}/acceptedPattern`,
          message: `acceptedPattern ${JSON.stringify(rule.acceptedPattern)} refuses every ${rule.patternId} example (${fitting.map((v) => JSON.stringify(v)).join(', ')}), so the ${rule.patternId} message describes a format the field does not accept`,
        },
      ];
    }),
};
