/**
 * The configuration schemas of schemas/ by kind: one list shared by the validator compiler
 * (scripts/compile-schemas.ts), the precompiled browser validators and the QA checker.
 */
import contractSettingsSchema from '../schemas/contract-settings.schema.json' with { type: 'json' };
import gameMenuSchema from '../schemas/game-menu.schema.json' with { type: 'json' };
import permissionSchema from '../schemas/permission.schema.json' with { type: 'json' };
import registrationRulesSchema from '../schemas/registration-rules.schema.json' with { type: 'json' };
import siteConfigSchema from '../schemas/site-config.schema.json' with { type: 'json' };
import systemStatusSchema from '../schemas/system-status.schema.json' with { type: 'json' };
import whitelabelTreeSchema from '../schemas/whitelabel-tree.schema.json' with { type: 'json' };

/** What can be validated: a whole config sample or one API payload. */
export type ConfigKind =
  | 'siteConfig'
  | 'permission'
  | 'whitelabelTree'
  | 'registrationRules'
  | 'gameMenu'
  | 'systemStatus'
  | 'contractSettings';

/** Each kind's schema (with its `$id`). */
export const CONFIG_SCHEMAS: Record<ConfigKind, { $id: string }> = {
  siteConfig: siteConfigSchema,
  permission: permissionSchema,
  whitelabelTree: whitelabelTreeSchema,
  registrationRules: registrationRulesSchema,
  gameMenu: gameMenuSchema,
  systemStatus: systemStatusSchema,
  contractSettings: contractSettingsSchema,
};
