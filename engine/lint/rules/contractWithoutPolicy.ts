/**
 * contract-without-policy: contract settings switch nothing while AGENTPOLICY3 is off (the
 * consolidated contract data is loaded only then, spec section 4; resolveFeatures).
 */
import { FEATURE_SOURCES, isFlagOn } from '../../features';
import { pointerOf } from '../pointer';
import type { LintRule } from '../types';

export const contractWithoutPolicy: LintRule = {
  id: 'contract-without-policy',
  severity: 'warning',
  description: 'no contract setting is on while AGENTPOLICY3 is off (it would switch nothing)',
  check: (ctx) => {
    const settings = ctx.config?.contractSettings;
    if (!settings || isFlagOn(ctx.flags, 'AGENTPOLICY3')) return [];
    return FEATURE_SOURCES.flatMap(({ key, source }) =>
      source.kind === 'contract' && (settings[source.setting] ?? 0) !== 0
        ? [
            {
              pointer: pointerOf('contractSettings', source.setting),
              message: `${source.setting} is ${settings[source.setting]} but AGENTPOLICY3 is off, so ${key} stays off`,
            },
          ]
        : [],
    );
  },
};
