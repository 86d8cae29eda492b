import { describe, expect, it } from '@jest/globals';
import en from '../../../../vendor-house/src/locales/en.ts';
import tw from '../../../../vendor-house/src/locales/tw.ts';

/** Every key path of a nested text object, with its placeholders ({{x}}). */
function entries(node: unknown, prefix = ''): [string, string[]][] {
  if (typeof node === 'string') return [[prefix, [...node.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]!).sort()]];
  return Object.entries(node as Record<string, unknown>).flatMap(([k, v]) => entries(v, prefix ? `${prefix}.${k}` : k));
}

describe('house game page texts', () => {
  it('have the same keys and placeholders in TW and EN, none empty', () => {
    expect(entries(tw)).toEqual(entries(en));
    for (const [key] of entries(tw))
      expect(key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], tw)).not.toBe('');
  });

  it('name every error code the service answers', () => {
    for (const code of [
      'INVALID_REQUEST',
      'SESSION_NOT_FOUND',
      'WRONG_GAME',
      'INSUFFICIENT_FUNDS',
      'RESPONSIBLE_GAMING_LIMIT',
      'INVALID_TOKEN',
      'BETTING_CLOSED',
      'HAND_IN_PROGRESS',
      'NO_HAND',
      'BET_REFUSED',
      'PLATFORM_UNAVAILABLE',
      'RATE_LIMITED',
      'INTERNAL_ERROR',
    ]) {
      expect(Object.keys(en.errors)).toContain(code);
    }
  });
});
