/**
 * Config lint (README "QA tooling"; `npm run config:lint`): the rules, one per file under rules/, and
 * the function that runs them over one document. Node only (pattern-redos runs recheck): the
 * browser never imports this module.
 */
import { lintContextOf, type LintDocument } from './context';
import { contractWithoutPolicy } from './rules/contractWithoutPolicy';
import { flagDependencyOff } from './rules/flagDependencyOff';
import { flagShadowed } from './rules/flagShadowed';
import { lengthRange } from './rules/lengthRange';
import { menuCategoryEmpty } from './rules/menuCategoryEmpty';
import { menuVendorCategory } from './rules/menuVendorCategory';
import { menuVendorUnknown } from './rules/menuVendorUnknown';
import { modIdDuplicate } from './rules/modIdDuplicate';
import { modIdUnknown } from './rules/modIdUnknown';
import { patternCompiles } from './rules/patternCompiles';
import { patternIdKnown } from './rules/patternIdKnown';
import { patternKindMismatch } from './rules/patternKindMismatch';
import { patternRedos } from './rules/patternRedos';
import { registerNoTab } from './rules/registerNoTab';
import { requiredWhileDisabled } from './rules/requiredWhileDisabled';
import type { CatalogueVendor, LintIssue, LintRule } from './types';

export type { CatalogueVendor, LintContext, LintFinding, LintIssue, LintRule, LintSeverity } from './types';
export { lintContextOf, type LintDocument } from './context';
export { ENGINE_FLAGS, flagDependencies } from './flagDependencies';

/** Every rule, in the order their findings are printed. */
export const LINT_RULES: readonly LintRule[] = [
  patternCompiles,
  patternRedos,
  lengthRange,
  patternIdKnown,
  patternKindMismatch,
  requiredWhileDisabled,
  modIdDuplicate,
  modIdUnknown,
  flagDependencyOff,
  flagShadowed,
  registerNoTab,
  contractWithoutPolicy,
  menuCategoryEmpty,
  menuVendorUnknown,
  menuVendorCategory,
];

/**
 * Runs the rules over one schema-valid document.
 * @param doc a site configuration (config-samples/*.json) or a raw game menu.
 * @param catalogue the platform's vendor catalogue (server/db/seed/vendors.ts VENDOR_SEEDS).
 * @param rules the rules to run (default: all).
 * @returns every issue, rule by rule, each with its effective severity.
 */
export function lintDocument(
  doc: LintDocument,
  catalogue: readonly CatalogueVendor[],
  rules: readonly LintRule[] = LINT_RULES,
): LintIssue[] {
  const ctx = lintContextOf(doc, catalogue);
  return rules.flatMap((rule) =>
    rule.check(ctx).map((f) => ({
      rule: rule.id,
      severity: f.severity ?? rule.severity,
      pointer: f.pointer,
      message: f.message,
      params: f.params ?? {},
    })),
  );
}

/** One issue as the CLI prints it: `file: pointer: [rule] message` (warnings say so). */
export function formatIssue(file: string, issue: LintIssue): string {
  return `${file}: ${issue.pointer || '/'}: [${issue.rule}] ${issue.severity === 'warning' ? 'warning: ' : ''}${issue.message}`;
}
