/**
 * The server's feature resolution (server/services/features.ts) is the engine's: on every
 * config-samples/ merchant and on arbitrary variations of their whitelabel trees, promotions and
 * social logins it answers what the browser's interpret() (engine/interpret.ts) answers; and no
 * server file outside the seed names a whitelabel module id (the feature table of
 * engine/features.ts is the one place that does).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { WHITELABEL_FLAGS, type Permission, type WhitelabelNode } from '../../../contract/types.ts';
import { FEATURE_SOURCES } from '../../../engine/features.ts';
import { interpret } from '../../../engine/interpret.ts';
import type { FeatureKey } from '../../../engine/registryTypes.ts';
import { featureOn, merchantFeatures, type MerchantFeature } from '../../../server/services/features.ts';
import { loadSample, permissionOf, SAMPLE_FILES } from '../../support/samples.ts';

const MERCHANT_KEYS = FEATURE_SOURCES.filter((s) => s.source.kind !== 'contract').map((s) => s.key as MerchantFeature);

/** The browser's features of a permission: the engine's interpret() with no contract settings. */
const browserFeatures = (permission: Permission): Record<FeatureKey, boolean> =>
  interpret({ permission, gameMenu: [], contractSettings: null }).features;

/** The same tree with each node's `enabled` taken from `switches` (cycled), modIds kept. */
function rewire(tree: readonly WhitelabelNode[], switches: readonly boolean[]): WhitelabelNode[] {
  let i = 0;
  const visit = (nodes: readonly WhitelabelNode[]): WhitelabelNode[] =>
    nodes.map((n) => ({
      ...n,
      enabled: switches.length ? switches[i++ % switches.length] === true : n.enabled,
      childrenNodes: visit(n.childrenNodes ?? []),
    }));
  return visit(tree);
}

describe('server feature resolution agrees with the engine', () => {
  it.each(SAMPLE_FILES)('on the sample %s', (file) => {
    const permission = permissionOf(loadSample(file));
    const browser = browserFeatures(permission);
    const server = merchantFeatures(permission);
    for (const key of MERCHANT_KEYS) {
      expect([key, server[key]]).toEqual([key, browser[key]]);
      expect(featureOn(permission, key)).toBe(browser[key]);
    }
  });

  it('on every variation of the samples (flags switched anywhere in the tree, promotions, social logins)', () => {
    const samples = SAMPLE_FILES.map((f) => permissionOf(loadSample(f)));
    fc.assert(
      fc.property(
        fc.nat({ max: samples.length - 1 }),
        fc.array(fc.boolean(), { maxLength: 40 }),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        (index, switches, referral, google, facebook) => {
          const base = samples[index] as Permission;
          const permission: Permission = {
            ...base,
            whitelabel: rewire(base.whitelabel, switches),
            availablePromo: {
              ...base.availablePromo,
              REFERRAL: { ...base.availablePromo?.REFERRAL, enabled: referral },
            },
            socialLogin: { ...base.socialLogin, google, facebook },
          };
          const browser = browserFeatures(permission);
          for (const key of MERCHANT_KEYS) if (featureOn(permission, key) !== browser[key]) return false;
          return true;
        },
      ),
      { numRuns: 300 },
    );
  });

  it('turns a flag under a switched-off parent off, as the engine does (spec section 3)', () => {
    const base = permissionOf(loadSample('default.json'));
    const tree: WhitelabelNode[] = [
      { modId: 'PROMO', enabled: false, childrenNodes: [{ modId: 'PTSYS3', enabled: true, childrenNodes: [] }] },
      { modId: 'OTHER', enabled: true, childrenNodes: [{ modId: 'MANPLAYREB3', enabled: true, childrenNodes: [] }] },
    ];
    const permission = { ...base, whitelabel: tree };
    expect(featureOn(permission, 'points')).toBe(false);
    expect(featureOn(permission, 'manualRebate')).toBe(true);
    expect(browserFeatures(permission).points).toBe(false);
  });

  it('resolves a stored configuration without a permission or a tree to every feature off', () => {
    for (const permission of [undefined, null, {}]) {
      for (const key of MERCHANT_KEYS) expect(featureOn(permission, key)).toBe(false);
    }
  });
});

describe('the server names features, not whitelabel module ids', () => {
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const full = join(dir, name);
      return statSync(full).isDirectory() ? files(full) : full.endsWith('.ts') ? [full] : [];
    });
  const seed = join(process.cwd(), 'server', 'db', 'seed');

  it('no server file outside server/db/seed holds a whitelabel flag id', () => {
    const flag = new RegExp(`\\b(${WHITELABEL_FLAGS.join('|')})\\b`);
    const offenders = files(join(process.cwd(), 'server'))
      .filter((f) => !f.startsWith(seed))
      .filter((f) => flag.test(readFileSync(f, 'utf8')));
    expect(offenders).toEqual([]);
  });
});
