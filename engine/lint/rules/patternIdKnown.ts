/** pattern-id-known: every patternId is one of the engine's 24 pattern kinds (engine/patterns/kinds.ts). */
import { PATTERN_KIND_IDS, isPatternKind } from '../../patterns';
import type { LintRule } from '../types';
import { ruleEntries } from './ruleEntries';

export const patternIdKnown: LintRule = {
  id: 'pattern-id-known',
  severity: 'error',
  description: `every patternId is one of the ${PATTERN_KIND_IDS.length} pattern kinds (else the field shows the plain length message)`,
  check: (ctx) =>
    ruleEntries(ctx).flatMap(({ rule, pointer }) =>
      isPatternKind(rule.patternId)
        ? []
        : [
            {
              pointer: `${pointer}/patternId`,
              message: `patternId ${JSON.stringify(rule.patternId)} is not one of the ${PATTERN_KIND_IDS.length} pattern kinds`,
              params: { patternId: rule.patternId },
            },
          ],
    ),
};
