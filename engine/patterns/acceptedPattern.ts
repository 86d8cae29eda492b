/**
 * Server-sent acceptedPatterns (spec section 5): `*` matches anything; any other value is a
 * JavaScript regular expression source used as sent, with the `u` flag (the flag ajv compiles
 * JSON Schema `pattern` with). A pattern that does not compile is a configuration error, refused
 * with a message naming the field and the pattern.
 */
import { PATTERN_KINDS, isPatternKind, type PatternKind, type PatternKindSpec } from './kinds';

/** The acceptedPattern that matches anything (spec section 5). */
export const ANY_PATTERN = '*';

/** A registration rule the engine cannot use (bad acceptedPattern). */
export class FormConfigError extends Error {
  constructor(
    readonly field: string,
    readonly acceptedPattern: string,
    readonly reason: string,
  ) {
    super(
      `registration rule "${field}": acceptedPattern ${JSON.stringify(acceptedPattern)} does not compile as a regular expression with the u flag (${reason})`,
    );
    this.name = 'FormConfigError';
  }
}

/**
 * Checks an acceptedPattern and gives the JSON Schema `pattern` to use.
 * @param field the registration field the rule belongs to (named in the error).
 * @returns null for `*` (no pattern: anything matches), else the pattern as sent.
 * @throws FormConfigError when the pattern does not compile with the `u` flag.
 */
export function schemaPatternOf(field: string, acceptedPattern: string): string | null {
  if (acceptedPattern === ANY_PATTERN) return null;
  try {
    new RegExp(acceptedPattern, 'u');
  } catch (err) {
    throw new FormConfigError(field, acceptedPattern, err instanceof Error ? err.message : String(err));
  }
  return acceptedPattern;
}

/**
 * Whether a value matches an acceptedPattern (`*` matches anything). For callers outside a form
 * schema, such as a send-code button checking the mobile number first (spec section 5).
 * @throws FormConfigError as {@link schemaPatternOf}.
 */
export function matchesAcceptedPattern(field: string, acceptedPattern: string, value: string): boolean {
  const pattern = schemaPatternOf(field, acceptedPattern);
  return pattern === null || new RegExp(pattern, 'u').test(value);
}

/**
 * The pattern kind a rule's patternId names, or null when the id is not one of the 24
 * (the caller then uses the plain length message of LENGTH_ONLY and reports the id).
 */
export function patternKindOf(patternId: string): PatternKindSpec | null {
  return isPatternKind(patternId) ? PATTERN_KINDS[patternId] : null;
}

export type { PatternKind, PatternKindSpec };
