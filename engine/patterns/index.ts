/** Pattern kinds and acceptedPattern handling (spec section 5). */
export { PATTERN_KINDS, PATTERN_KIND_IDS, isPatternKind, type PatternKind, type PatternKindSpec } from './kinds';
export {
  ANY_PATTERN,
  FormConfigError,
  matchesAcceptedPattern,
  patternKindOf,
  schemaPatternOf,
} from './acceptedPattern';
