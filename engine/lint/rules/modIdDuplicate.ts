/**
 * modid-duplicate: a modId appears once in the whitelabel tree. With two occurrences the engine
 * counts the flag on if either is on (engine/features.ts), so switching one off may do nothing.
 */
import type { LintRule } from '../types';
import { whitelabelNodes } from './whitelabelNodes';

export const modIdDuplicate: LintRule = {
  id: 'modid-duplicate',
  severity: 'error',
  description: 'every modId appears once in the whitelabel tree',
  check: (ctx) => {
    const first = new Map<string, string>();
    return whitelabelNodes(ctx).flatMap(({ node, pointer }) => {
      const earlier = first.get(node.modId);
      if (earlier === undefined) {
        first.set(node.modId, pointer);
        return [];
      }
      return [
        {
          pointer: `${pointer}/modId`,
          message: `modId ${node.modId} is duplicated (first at ${earlier}); the flag is on if any copy is on`,
          params: { modId: node.modId },
        },
      ];
    });
  },
};
