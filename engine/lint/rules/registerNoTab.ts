/**
 * register-no-tab: the register modal has at least one tab. The engine builds `register` only with
 * USERNAMEREG3 and `registerMobile` only with MOBILENUMREG3 (engine/forms/registry.ts).
 */
import { pointerOf } from '../pointer';
import type { LintRule } from '../types';

export const registerNoTab: LintRule = {
  id: 'register-no-tab',
  severity: 'error',
  description: 'the register modal has at least one enabled tab (USERNAMEREG3 or MOBILENUMREG3 on)',
  check: (ctx) => {
    const forms = ctx.forms();
    if (!ctx.config || !forms || forms.tabs.register.length > 0) return [];
    return [
      {
        pointer: pointerOf('permission', 'whitelabel'),
        message: 'no registration tab is enabled: USERNAMEREG3 and MOBILENUMREG3 are both off, so nobody can sign up',
      },
    ];
  },
};
