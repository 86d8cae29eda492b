/**
 * modid-unknown: a leaf of the whitelabel tree that the engine does not know switches nothing
 * (a typo such as MOBILENUMREG instead of MOBILENUMREG3). Inner nodes are groups (REGISTER,
 * LOGIN...) and may have any id.
 */
import { ENGINE_FLAGS } from '../flagDependencies';
import type { LintRule } from '../types';
import { whitelabelNodes } from './whitelabelNodes';

export const modIdUnknown: LintRule = {
  id: 'modid-unknown',
  severity: 'warning',
  description: `every leaf modId is one of the engine's ${ENGINE_FLAGS.length} flags (an unknown one switches nothing)`,
  check: (ctx) =>
    whitelabelNodes(ctx).flatMap(({ node, pointer }) =>
      (node.childrenNodes ?? []).length === 0 && !ENGINE_FLAGS.includes(node.modId)
        ? [
            {
              pointer: `${pointer}/modId`,
              message: `modId ${node.modId} is not a flag the engine knows; it switches nothing`,
            },
          ]
        : [],
    ),
};
