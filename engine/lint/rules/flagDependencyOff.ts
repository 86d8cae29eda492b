/**
 * flag-dependency-off: a whitelabel flag switched on whose dependency is off does nothing (e.g.
 * REGMOBVERF3 or MOBILENUMPASSREG3 on while MOBILENUMREG3 is off: there is no mobile tab to ask for
 * an SMS code or a password). Dependencies are derived from the engine (../flagDependencies.ts).
 */
import { isFlagOn } from '../../features';
import { flagDependencies } from '../flagDependencies';
import type { LintRule } from '../types';
import { whitelabelNodes } from './whitelabelNodes';

export const flagDependencyOff: LintRule = {
  id: 'flag-dependency-off',
  severity: 'error',
  description: 'no whitelabel flag is on while a flag it depends on (derived from the engine) is off',
  check: (ctx) => {
    const deps = flagDependencies();
    return whitelabelNodes(ctx).flatMap(({ node, pointer, ancestors }) => {
      if (!node.enabled || !ancestors.every((a) => a.enabled)) return [];
      const off = (deps[node.modId] ?? []).filter((d) => !isFlagOn(ctx.flags, d));
      return off.length === 0
        ? []
        : [
            {
              pointer: `${pointer}/enabled`,
              message: `${node.modId} is on but has no effect: it needs ${off.join(' and ')}, which ${off.length > 1 ? 'are' : 'is'} off`,
              params: { modId: node.modId, needs: off.join(',') },
            },
          ];
    });
  },
};
