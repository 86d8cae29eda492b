/**
 * Sealing secrets at rest (server/crypto/atRest.ts): AES-256-GCM round trip with a fresh IV each
 * time, values from before sealing read as they are, tampering and a wrong key refused, and the
 * key taken from SECRETS_KEY (required in production, 32 bytes).
 */
import { describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { atRestKey, seal, unseal } from '../../../server/crypto/atRest.ts';

describe('at-rest sealing', () => {
  const key = randomBytes(32);

  it('round-trips, with a different ciphertext each time', () => {
    const a = seal('JBSWY3DPEHPK3PXP', key);
    const b = seal('JBSWY3DPEHPK3PXP', key);
    expect(a).toMatch(/^v1:/);
    expect(a).not.toBe(b);
    expect([unseal(a, key), unseal(b, key)]).toEqual(['JBSWY3DPEHPK3PXP', 'JBSWY3DPEHPK3PXP']);
  });

  it('reads a value stored before sealing as it is', () => {
    expect(unseal('JBSWY3DPEHPK3PXP', key)).toBe('JBSWY3DPEHPK3PXP');
  });

  it('refuses an altered value and another key', () => {
    const sealed = seal('secret', key);
    const raw = Buffer.from(sealed.slice(3), 'base64');
    raw[14] = raw[14]! ^ 1;
    expect(() => unseal(`v1:${raw.toString('base64')}`, key)).toThrow();
    expect(() => unseal(sealed, randomBytes(32))).toThrow();
  });

  it('takes SECRETS_KEY as hex or base64, requires it in production, refuses a wrong length', () => {
    const hex = key.toString('hex');
    expect(atRestKey({ SECRETS_KEY: hex }).equals(key)).toBe(true);
    expect(atRestKey({ SECRETS_KEY: key.toString('base64') }).equals(key)).toBe(true);
    expect(() => atRestKey({ NODE_ENV: 'production' })).toThrow(/SECRETS_KEY is required/);
    expect(() => atRestKey({ SECRETS_KEY: 'c2hvcnQ=' })).toThrow(/32 bytes/);
    expect(atRestKey({}).length).toBe(32);
  });
});
