import { describe, expect, it } from '@jest/globals';
import { FEATURE_SOURCES, effectiveFlags, resolveFeatures } from '../../engine/features';
import { WHITELABEL_FLAGS, type WhitelabelNode } from '../../contract/types';
import { loadSample, permissionOf } from '../support/samples';

const n = (modId: string, enabled: boolean, childrenNodes: WhitelabelNode[] = []): WhitelabelNode => ({
  modId,
  enabled,
  childrenNodes,
});
const promo = { availablePromo: { REFERRAL: { enabled: false } }, socialLogin: { google: false, facebook: false } };

describe('effective whitelabel flags (spec section 3)', () => {
  it('counts a node as enabled only when every ancestor is enabled', () => {
    const tree = [
      n('REGISTER', false, [n('USERNAMEREG3', true), n('MOBILENUMREG3', true, [n('REGMOBVERF3', true)])]),
      n('PROMO', true, [n('PTSYS3', true)]),
    ];
    const flags = effectiveFlags(tree);
    expect(flags).toEqual({
      REGISTER: false,
      USERNAMEREG3: false,
      MOBILENUMREG3: false,
      REGMOBVERF3: false,
      PROMO: true,
      PTSYS3: true,
    });
  });

  it('turns off a grandchild whose parent is off even though its grandparent is on', () => {
    const flags = effectiveFlags([n('REGISTER', true, [n('MOBILENUMREG3', false, [n('REGMOBVERF3', true)])])]);
    expect(flags.REGISTER).toBe(true);
    expect(flags.REGMOBVERF3).toBe(false);
  });

  it('treats a flag absent from the tree as off and keeps unknown module ids in flags only', () => {
    const tree = [n('LOGIN', true, [n('FUTUREFLAG9', true)])];
    const flags = effectiveFlags(tree);
    expect(flags.FUTUREFLAG9).toBe(true);
    const features = resolveFeatures({ whitelabel: tree, ...promo }, null);
    expect(Object.values(features).every((v) => v === false)).toBe(true);
    expect(Object.keys(features)).toHaveLength(FEATURE_SOURCES.length);
  });
});

describe('FEATURE_SOURCES', () => {
  it('maps each of the 11 whitelabel flags to exactly one feature with a description', () => {
    const mapped = FEATURE_SOURCES.flatMap((f) => (f.source.kind === 'whitelabel' ? [f.source.modId] : []));
    expect([...mapped].sort()).toEqual([...WHITELABEL_FLAGS].sort());
    for (const f of FEATURE_SOURCES) expect(f.switches.length).toBeGreaterThan(10);
  });

  it('maps the referral promotion, the four contract settings and the social logins', () => {
    const byKey = Object.fromEntries(FEATURE_SOURCES.map((f) => [f.key, f.source]));
    expect(byKey.referral).toEqual({ kind: 'promo', promo: 'REFERRAL' });
    expect(byKey['contract.dividend']).toEqual({ kind: 'contract', setting: 'divtypereq' });
    expect(byKey['contract.dailyWage']).toEqual({ kind: 'contract', setting: 'dailysalreqtype' });
    expect(byKey['contract.hourlyWage']).toEqual({ kind: 'contract', setting: 'contracthoursalreq' });
    expect(byKey['contract.realtimeWage']).toEqual({ kind: 'contract', setting: 'realtimesalreqtype' });
    expect(byKey['login.google']).toEqual({ kind: 'socialLogin', provider: 'google' });
  });
});

describe('contract features', () => {
  const policy = [n('AGENT', true, [n('AGENTPOLICY3', true)])];
  const settings = { dailysalreqtype: 1, divtypereq: 0, contracthoursalreq: 3, realtimesalreqtype: 0 };

  it('follow each setting (0 is off) when AGENTPOLICY3 is on', () => {
    const f = resolveFeatures({ whitelabel: policy, ...promo }, settings);
    expect([
      f['contract.dailyWage'],
      f['contract.dividend'],
      f['contract.hourlyWage'],
      f['contract.realtimeWage'],
    ]).toEqual([true, false, true, false]);
  });

  it('are all off without contract settings or without AGENTPOLICY3', () => {
    const none = resolveFeatures({ whitelabel: policy, ...promo }, null);
    const noPolicy = resolveFeatures(
      { whitelabel: [n('AGENT', true, [n('AGENTPOLICY3', false)])], ...promo },
      settings,
    );
    for (const f of [none, noPolicy]) expect(f['contract.dailyWage'] || f['contract.hourlyWage']).toBe(false);
  });
});

describe('features per config sample', () => {
  const featuresOf = (file: string) => {
    const s = loadSample(file);
    return resolveFeatures(permissionOf(s), s.contractSettings);
  };

  it('default: every feature on', () => {
    expect(Object.entries(featuresOf('default.json')).filter(([, on]) => !on)).toEqual([]);
  });

  it('minimal: username registration only, no SMS, points, agent policy, free play, referral, social login', () => {
    const f = featuresOf('minimal.json');
    expect(
      Object.entries(f)
        .filter(([, on]) => on)
        .map(([k]) => k),
    ).toEqual(['register.username']);
  });

  it('mobile-first: mobile registration with verification, SMS login, phone reset; no username registration', () => {
    const f = featuresOf('mobile-first.json');
    expect(
      f['register.mobile'] && f['register.mobileVerification'] && f['login.sms'] && f['forgotPassword.mobile'],
    ).toBe(true);
    expect(f['register.username']).toBe(false);
    expect(f.points).toBe(false);
    expect(f['game.freePlay']).toBe(false);
    expect([
      f['contract.dividend'],
      f['contract.dailyWage'],
      f['contract.hourlyWage'],
      f['contract.realtimeWage'],
    ]).toEqual([true, true, false, false]);
  });

  it('maintenance and region-restricted keep the default features', () => {
    expect(featuresOf('maintenance.json')).toEqual(featuresOf('default.json'));
    expect(featuresOf('region-restricted.json')).toEqual(featuresOf('default.json'));
  });
});
