/**
 * Config lint (README "QA tooling"): semantic checks of a merchant configuration that JSON Schema cannot
 * express. Each rule has an id, a severity and a check that names the JSON pointer of every
 * finding. Rules read the configuration through a {@link LintContext} and call the engine itself
 * (patterns, features, form registry) instead of re-deriving its behaviour.
 */
import type { FormRegistry } from '../forms/types';
import type { FeatureKey } from '../registryTypes';
import type { GameCategory, GameMenuEntry, SiteConfig, VendorOpenKind } from '../../contract/types';

/** error: the configuration is wrong (non-zero exit); warning: worth a look, not blocking. */
export type LintSeverity = 'error' | 'warning';

/** One finding of a rule: where (JSON pointer into the linted document) and what. */
export interface LintFinding {
  pointer: string;
  /** English, as the CLI prints it. */
  message: string;
  /**
   * The names and figures the message quotes, for a screen that says it in its own language
   * (the operator console translates `operator.console.refusals.<rule id>` with them).
   */
  params?: Record<string, string | number>;
  /** Overrides the rule's severity for this finding (e.g. a checker that could not decide). */
  severity?: LintSeverity;
}

/** A finding with its rule and effective severity, as the CLI prints it. */
export interface LintIssue {
  rule: string;
  severity: LintSeverity;
  pointer: string;
  message: string;
  params?: Record<string, string | number>;
}

/** A vendor of the platform's catalogue (server/db/seed/vendors.ts). */
export interface CatalogueVendor {
  code: string;
  gameType: GameCategory;
  /** English brand name, how the vendor opens and its direct game (the game menu needs them). */
  nameEn?: string;
  isGame?: VendorOpenKind;
  gameCode?: string | null;
}

/**
 * What a rule sees. A linted file is a site configuration (config-samples/*.json) or a raw game
 * menu (schemas/game-menu.schema.json); the part that is absent is null.
 */
export interface LintContext {
  config: SiteConfig | null;
  gameMenu: readonly GameMenuEntry[] | null;
  catalogue: readonly CatalogueVendor[];
  /** Effective whitelabel flags of `config` (ancestor rule); {} for a game menu. */
  flags: Readonly<Record<string, boolean>>;
  /** Resolved features of `config`. */
  features: Readonly<Record<FeatureKey, boolean>> | null;
  /** The engine's form registry of `config`, or null when the engine refuses it (bad pattern). */
  forms(): FormRegistry | null;
}

export interface LintRule {
  /** Stable kebab-case id, printed as `[id]`. */
  id: string;
  severity: LintSeverity;
  /** One line saying what the rule checks (docs and `--rules`). */
  description: string;
  check(ctx: LintContext): LintFinding[];
}
