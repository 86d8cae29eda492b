/**
 * The username and password ranges of the register center's hints (spec sections 3 and 5): read
 * from a form of the registry (the engine form `downlineCreate`, built from the merchant's
 * registration rules like the register tab, engine/forms). The page validates with that form
 * (engine/forms validateForm), never with these readings; the server checks the submission again.
 */
import type { FormSchema } from '../../../../engine/forms';

/** One field's rule: its length range and its pattern (null: any text). */
export interface FieldRule {
  min: number;
  max: number;
  pattern: RegExp | null;
}

/** When the registry has no register form yet: 4..16 letters or digits, passwords 6..20 (the default registration rules). */
export const DEFAULT_RULES: Readonly<Record<'username' | 'password', FieldRule>> = {
  username: { min: 4, max: 16, pattern: /^[A-Za-z0-9]+$/ },
  password: { min: 6, max: 20, pattern: null },
};

/**
 * The rule of `field` in `form`'s JSON Schema (minLength, maxLength, pattern), each part falling
 * back to {@link DEFAULT_RULES}. An unreadable pattern is left to the server.
 */
export function fieldRule(form: FormSchema | null, field: 'username' | 'password'): FieldRule {
  const fallback = DEFAULT_RULES[field];
  const props = (
    form?.schema as
      { properties?: Record<string, { minLength?: number; maxLength?: number; pattern?: string }> } | undefined
  )?.properties;
  const p = props?.[field];
  if (!p) return fallback;
  let pattern: RegExp | null = fallback.pattern;
  if (typeof p.pattern === 'string') {
    try {
      pattern = new RegExp(p.pattern, 'u');
    } catch {
      pattern = null;
    }
  }
  return { min: p.minLength ?? fallback.min, max: p.maxLength ?? fallback.max, pattern };
}

/**
 * Whether `value` keeps `rule` (its length range and pattern). Not the register center's check,
 * which is the engine form's validateForm: a reading of the rule for callers that only show it.
 */
export function keepsRule(value: string, rule: FieldRule): boolean {
  return value.length >= rule.min && value.length <= rule.max && (rule.pattern === null || rule.pattern.test(value));
}
