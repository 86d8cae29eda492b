/**
 * required-disabled: `required` means nothing on a disabled field (spec section 5: enabled shows
 * the field, required requires it); required with enabled false usually means the operator
 * forgot to enable it.
 */
import type { LintRule } from '../types';
import { ruleEntries } from './ruleEntries';

export const requiredWhileDisabled: LintRule = {
  id: 'required-disabled',
  severity: 'warning',
  description: 'no registration field is required while disabled',
  check: (ctx) =>
    ruleEntries(ctx).flatMap(({ field, rule, pointer }) =>
      rule.required && !rule.enabled
        ? [
            {
              pointer: `${pointer}/required`,
              message: `${field} is required but disabled, so the form never asks for it`,
            },
          ]
        : [],
    ),
};
