/**
 * pattern-redos: every acceptedPattern is safe from catastrophic backtracking. The check is
 * recheck's (automata theory, fuzzing where automata cannot decide), run with a fixed seed so the
 * verdict is reproducible. Exponential backtracking is an error; polynomial (super-linear, e.g.
 * quadratic) backtracking and a pattern recheck cannot decide in time are warnings: the fields are
 * short, but the pattern runs before the length check on whatever a visitor pastes.
 */
import { checkSync } from 'recheck';
import { ANY_PATTERN, schemaPatternOf } from '../../patterns';
import type { LintFinding, LintRule } from '../types';
import { ruleEntries } from './ruleEntries';

/** Analysis budget per pattern (ms). */
export const REDOS_TIMEOUT_MS = 10_000;

const verdicts = new Map<string, LintFinding | null>();

/** recheck's verdict on one pattern (u flag), as a finding at `pointer` or null when safe. */
function judge(pattern: string, pointer: string): LintFinding | null {
  if (!verdicts.has(pattern)) {
    const d = checkSync(pattern, 'u', { timeout: REDOS_TIMEOUT_MS, randomSeed: 1 });
    let finding: LintFinding | null = null;
    if (d.status === 'vulnerable') {
      const attack = d.attack ? `, e.g. ${JSON.stringify(d.attack.pattern)}` : '';
      const exponential = d.complexity.type === 'exponential';
      finding = {
        pointer,
        message: `acceptedPattern ${JSON.stringify(pattern)} backtracks ${exponential ? 'catastrophically' : 'super-linearly'} (${d.complexity.summary} time${attack})`,
        ...(exponential ? {} : { severity: 'warning' as const }),
      };
    } else if (d.status === 'unknown') {
      finding = {
        pointer,
        message: `acceptedPattern ${JSON.stringify(pattern)}: the ReDoS check could not decide (${d.error.kind})`,
        severity: 'warning',
      };
    }
    verdicts.set(pattern, finding);
  }
  const cached = verdicts.get(pattern);
  return cached ? { ...cached, pointer } : null;
}

export const patternRedos: LintRule = {
  id: 'pattern-redos',
  severity: 'error',
  description:
    'no acceptedPattern backtracks catastrophically (exponential time: error; polynomial: warning), checked by recheck',
  check: (ctx) =>
    ruleEntries(ctx).flatMap(({ field, rule, pointer }) => {
      if (rule.acceptedPattern === ANY_PATTERN) return [];
      try {
        schemaPatternOf(field, rule.acceptedPattern);
      } catch {
        return []; // pattern-compiles reports it
      }
      const finding = judge(rule.acceptedPattern, `${pointer}/acceptedPattern`);
      return finding ? [finding] : [];
    }),
};
