/**
 * flag-shadowed: a node enabled beneath a disabled ancestor is off all the same (spec section 3:
 * a node counts only when every ancestor is enabled); the file says on, the site says off.
 */
import type { LintRule } from '../types';
import { whitelabelNodes } from './whitelabelNodes';

export const flagShadowed: LintRule = {
  id: 'flag-shadowed',
  severity: 'warning',
  description: 'no whitelabel node is enabled beneath a disabled ancestor (it is off all the same)',
  check: (ctx) =>
    whitelabelNodes(ctx).flatMap(({ node, pointer, ancestors }) => {
      const off = ancestors.find((a) => !a.enabled);
      return node.enabled && off
        ? [
            {
              pointer: `${pointer}/enabled`,
              message: `${node.modId} is enabled but its ancestor ${off.modId} is disabled, so it is off`,
            },
          ]
        : [];
    }),
};
