/** length-range: a rule's minLength is at most its maxLength, else no value is ever valid (spec section 5). */
import type { LintRule } from '../types';
import { ruleEntries } from './ruleEntries';

export const lengthRange: LintRule = {
  id: 'length-range',
  severity: 'error',
  description: 'minLength is at most maxLength in every registration rule',
  check: (ctx) =>
    ruleEntries(ctx).flatMap(({ rule, pointer }) =>
      rule.minLength > rule.maxLength
        ? [
            {
              pointer: `${pointer}/minLength`,
              message: `minLength ${rule.minLength} is greater than maxLength ${rule.maxLength}: no value can be valid`,
              params: { min: rule.minLength, max: rule.maxLength },
            },
          ]
        : [],
    ),
};
