/** pattern-compiles: every acceptedPattern compiles as the engine compiles it (spec section 5). */
import { FormConfigError, schemaPatternOf } from '../../patterns';
import type { LintRule } from '../types';
import { ruleEntries } from './ruleEntries';

export const patternCompiles: LintRule = {
  id: 'pattern-compiles',
  severity: 'error',
  description:
    'every acceptedPattern compiles as a regular expression with the u flag (the engine refuses the whole form otherwise)',
  check: (ctx) =>
    ruleEntries(ctx).flatMap(({ field, rule, pointer }) => {
      try {
        schemaPatternOf(field, rule.acceptedPattern);
        return [];
      } catch (err) {
        if (!(err instanceof FormConfigError)) throw err;
        return [
          {
            pointer: `${pointer}/acceptedPattern`,
            message: `acceptedPattern ${JSON.stringify(rule.acceptedPattern)} does not compile with the u flag (${err.reason})`,
          },
        ];
      }
    }),
};
