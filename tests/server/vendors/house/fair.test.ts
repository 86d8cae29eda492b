import { describe, expect, it } from '@jest/globals';
import { fairRng, outcomeBytes, shuffle, uniformInt, type Rng } from '../../../../server/vendors/house/fair/rng.ts';
import { hashServerSeed, SeedPair } from '../../../../server/vendors/house/fair/seeds.ts';

// Vectors computed independently (Python hmac / hashlib).
const INPUTS = { serverSeed: 'server-seed-1', clientSeed: 'client-seed-1', nonce: 0 };

describe('provably fair bytes', () => {
  it('are HMAC-SHA256(serverSeed, clientSeed:nonce:cursor)', () => {
    expect(outcomeBytes(INPUTS, 0).toString('hex')).toBe(
      '6c354b2eb844c44f6f8822e1e0689c8e276d556259111a79a51d8cb7583a0d87',
    );
    expect(outcomeBytes(INPUTS, 1).toString('hex')).toBe(
      'a8c69e5a31ab1a97623cf48c485740d53c8601bed72680dc40695006b9df8644',
    );
  });

  it('are read four at a time, big-endian, moving to the next cursor after 32 bytes', () => {
    const rng = fairRng({ ...INPUTS, nonce: 7 });
    expect([rng.uint32(), rng.uint32()]).toEqual([2730908802, 1377576680]);
    const again = fairRng(INPUTS);
    const first = outcomeBytes(INPUTS, 0);
    const second = outcomeBytes(INPUTS, 1);
    for (let i = 0; i < 8; i++) expect(again.uint32()).toBe(first.readUInt32BE(i * 4));
    expect(again.uint32()).toBe(second.readUInt32BE(0));
  });

  it('give the same outcome for the same inputs and another for the next nonce', () => {
    const a = fairRng(INPUTS);
    const b = fairRng(INPUTS);
    const c = fairRng({ ...INPUTS, nonce: 1 });
    const draw = (r: Rng) => Array.from({ length: 20 }, () => r.int(37));
    const first = draw(a);
    expect(draw(b)).toEqual(first);
    expect(draw(c)).not.toEqual(first);
  });

  it('draws integers without modulo bias (values at or above the last multiple are rejected)', () => {
    // n = 3: 2^32 % 3 = 1, so 2^32 - 1 (the one value above the last multiple) must be skipped.
    const values = [2 ** 32 - 1, 5];
    expect(uniformInt(() => values.shift()!, 3)).toBe(2);
    expect(values).toEqual([]);
  });

  it('draws every value of a small range about equally often and floats in [0, 1)', () => {
    const rng = fairRng({ serverSeed: 'uniform', clientSeed: 'c', nonce: 0 });
    const counts = new Array<number>(6).fill(0);
    for (let i = 0; i < 60_000; i++) counts[rng.int(6)]! += 1;
    for (const c of counts) expect(Math.abs(c - 10_000)).toBeLessThan(400);
    for (let i = 0; i < 1000; i++) {
      const f = rng.float();
      expect(f).toBeGreaterThanOrEqual(0);
      expect(f).toBeLessThan(1);
    }
    expect(() => rng.int(0)).toThrow(RangeError);
    expect(() => rng.int(1.5)).toThrow(RangeError);
  });

  it('shuffles into a permutation of the same items', () => {
    const deck = Array.from({ length: 52 }, (_, i) => i);
    const shuffled = shuffle(fairRng(INPUTS), deck);
    expect(shuffled).not.toEqual(deck);
    expect([...shuffled].sort((a, b) => a - b)).toEqual(deck);
  });
});

describe('seed pairs', () => {
  it('show only the SHA-256 hash before play and reveal the seed on rotation', () => {
    expect(hashServerSeed('server-seed-1')).toBe('a562d93d4bf3b40f7d2ed81c4c43334cc714f2d7d11691a1bec023153998f2e2');
    const pair = new SeedPair('server-seed-1', 'client-seed-1');
    expect(pair.public).toEqual({
      serverSeedHash: hashServerSeed('server-seed-1'),
      clientSeed: 'client-seed-1',
      nonce: 0,
    });
    expect(JSON.stringify(pair.public)).not.toContain('"server-seed-1"');
    expect(pair.next().nonce).toBe(0);
    expect(pair.next().nonce).toBe(1);
    const revealed = pair.rotate('my-own-seed');
    expect(revealed).toEqual({
      serverSeed: 'server-seed-1',
      serverSeedHash: hashServerSeed('server-seed-1'),
      clientSeed: 'client-seed-1',
      rounds: 2,
    });
    expect(pair.public.nonce).toBe(0);
    expect(pair.public.clientSeed).toBe('my-own-seed');
    expect(pair.public.serverSeedHash).not.toBe(revealed.serverSeedHash);
    expect(() => pair.rotate('has space')).toThrow(RangeError);
  });
});
