/**
 * The pure raffle draw (docs/promotions.md "Raffles", server/services/promotions/raffleDraw.ts):
 * ticket ranges numbered 1..N by entry id, the client seed as the SHA-256 of the entrants list, a
 * reproducible draw from the seeds, a different but valid draw for another seed, one prize per
 * member, slots beyond the entrants unawarded, rejection sampling read exactly as documented, a
 * uniform draw over many seeds, and the verify that catches a changed seed, hash or entrants list.
 */
import { describe, expect, it } from '@jest/globals';
import { createHash, createHmac } from 'node:crypto';
import fc from 'fast-check';
import {
  clientSeedOf,
  drawWinners,
  entrantsJson,
  prizeSlots,
  runDraw,
  sha256Hex,
  ticketRanges,
  verifyDraw,
  type RaffleEntrantInput,
} from '../../../../server/services/promotions/raffleDraw.ts';

const SEED = 'a'.repeat(64);
const seedOf = (n: number) => createHash('sha256').update(`seed-${n}`).digest('hex');

const entrants: RaffleEntrantInput[] = [
  { entryId: 12, memberId: 102, tickets: 3 },
  { entryId: 5, memberId: 105, tickets: 1 },
  { entryId: 9, memberId: 109, tickets: 0 },
  { entryId: 30, memberId: 130, tickets: 6 },
  { entryId: 7, memberId: 107, tickets: 2 },
];
const prizes = [{ count: 1 }, { count: 2 }, { count: 1 }];

describe('ticket ranges and the client seed', () => {
  it('numbers the entrants with tickets 1..N in entry id order and hashes [[entryId, firstTicket, tickets], ...]', () => {
    const ranges = ticketRanges(entrants);
    expect(ranges.map((r) => [r.entryId, r.firstTicket, r.tickets])).toEqual([
      [5, 1, 1],
      [7, 2, 2],
      [12, 4, 3],
      [30, 7, 6],
    ]);
    expect(entrantsJson(ranges)).toBe('[[5,1,1],[7,2,2],[12,4,3],[30,7,6]]');
    expect(clientSeedOf(ranges)).toBe(createHash('sha256').update('[[5,1,1],[7,2,2],[12,4,3],[30,7,6]]').digest('hex'));
    expect(prizeSlots([{ count: 1 }, { count: 2 }, { count: 0 }, { count: 1 }])).toEqual([1, 2, 2, 4]);
  });
});

describe('the draw', () => {
  it('gives the same winners for the same inputs and reads HMAC-SHA256(serverSeed, clientSeed:slot:cursor) as documented', () => {
    const a = runDraw(SEED, entrants, prizes);
    const b = runDraw(SEED, [...entrants].reverse(), prizes);
    expect(b).toEqual(a);
    expect(a.wins.map((w) => [w.slot, w.rank])).toEqual([
      [0, 1],
      [1, 2],
      [2, 2],
      [3, 3],
    ]);
    // slot 0 by hand: the first uint32 of block 0 below the largest multiple of N=12, mod 12, + 1
    const block = createHmac('sha256', SEED).update(`${a.clientSeed}:0:0`).digest();
    const limit = 2 ** 32 - (2 ** 32 % 12);
    let first = 0;
    for (let i = 0; i < 32; i += 4) {
      const x = block.readUInt32BE(i);
      if (x < limit) {
        first = (x % 12) + 1;
        break;
      }
    }
    expect(a.wins[0]!.ticket).toBe(first);
    const holder = a.ranges.find((r) => r.firstTicket <= first && first < r.firstTicket + r.tickets)!;
    expect(a.wins[0]!.entryId).toBe(holder.entryId);
  });

  it('gives a different but valid draw for another server seed', () => {
    const draws = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const d = runDraw(seedOf(i), entrants, prizes);
      for (const w of d.wins) {
        const range = d.ranges.find((r) => r.entryId === w.entryId)!;
        expect(w.ticket).toBeGreaterThanOrEqual(range.firstTicket);
        expect(w.ticket).toBeLessThan(range.firstTicket + range.tickets);
      }
      draws.add(JSON.stringify(d.wins.map((w) => w.entryId)));
    }
    expect(draws.size).toBeGreaterThan(5);
  });

  it('never awards a member twice, awards min(slots, members) slots in rank order, and leaves slots beyond the entrants unawarded', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ memberId: fc.integer({ min: 1, max: 8 }), tickets: fc.integer({ min: 0, max: 40 }) }), {
          maxLength: 12,
        }),
        fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 1, maxLength: 5 }),
        fc.integer({ min: 0, max: 1_000_000 }).map(seedOf),
        (rows, counts, seed) => {
          // one entry per member per raffle, as the table's unique key makes it
          const seen = new Set<number>();
          const list = rows
            .filter((r) => !seen.has(r.memberId) && seen.add(r.memberId))
            .map((r, i) => ({ entryId: i * 3 + 1, ...r }));
          const d = runDraw(
            seed,
            list,
            counts.map((count) => ({ count })),
          );
          const members = new Set(d.ranges.map((r) => r.memberId));
          const slots = prizeSlots(counts.map((count) => ({ count })));
          expect(d.wins).toHaveLength(Math.min(slots.length, members.size));
          expect(new Set(d.wins.map((w) => w.memberId)).size).toBe(d.wins.length);
          expect(d.wins.map((w) => w.rank)).toEqual(slots.slice(0, d.wins.length));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('awards nobody without entrants or tickets, and everyone when there are fewer entrants than slots', () => {
    expect(runDraw(SEED, [], prizes).wins).toEqual([]);
    expect(runDraw(SEED, [{ entryId: 1, memberId: 1, tickets: 0 }], prizes).wins).toEqual([]);
    const two = runDraw(SEED, [entrants[0]!, entrants[1]!], prizes);
    expect(two.wins.map((w) => w.memberId).sort()).toEqual([102, 105]);
    expect(two.wins.map((w) => w.rank)).toEqual([1, 2]);
  });

  it('draws each ticket about equally often over many seeds (first slot, 10 tickets)', () => {
    const ranges = ticketRanges(
      Array.from({ length: 10 }, (_, i) => ({ entryId: i + 1, memberId: i + 1, tickets: 1 })),
    );
    const clientSeed = clientSeedOf(ranges);
    const counts = new Array(10).fill(0) as number[];
    const runs = 5000;
    for (let i = 0; i < runs; i++) counts[drawWinners(seedOf(i), clientSeed, ranges, [1])[0]!.ticket - 1]! += 1;
    // chi-square with 9 degrees of freedom: 27.9 is the 0.1 % critical value
    const expected = runs / 10;
    const chi = counts.reduce((s, c) => s + (c - expected) ** 2 / expected, 0);
    expect(chi).toBeLessThan(27.9);
    // a heavier holder wins proportionally more: 9 of 10 tickets
    const heavy = ticketRanges([
      { entryId: 1, memberId: 1, tickets: 9 },
      { entryId: 2, memberId: 2, tickets: 1 },
    ]);
    let heavyWins = 0;
    for (let i = 0; i < 2000; i++)
      if (drawWinners(seedOf(i), clientSeedOf(heavy), heavy, [1])[0]!.memberId === 1) heavyWins++;
    expect(heavyWins / 2000).toBeGreaterThan(0.86);
    expect(heavyWins / 2000).toBeLessThan(0.94);
  });
});

describe('verify', () => {
  const d = runDraw(SEED, entrants, prizes);
  const stored = d.wins.map((w) => ({ entryId: w.entryId, rank: w.rank }));
  const input = {
    serverSeed: SEED,
    serverSeedHash: sha256Hex(SEED),
    clientSeed: d.clientSeed,
    ranges: d.ranges,
    prizes,
    stored,
  };

  it('matches the published hash and the stored winners', () => {
    const check = verifyDraw(input);
    expect(check).toMatchObject({ hashMatches: true, clientSeedMatches: true, winnersMatch: true });
    expect(check.recomputed).toEqual(d.wins);
  });

  it('catches another seed, a changed hash, changed entrants and changed winners', () => {
    expect(verifyDraw({ ...input, serverSeedHash: sha256Hex('b'.repeat(64)) }).hashMatches).toBe(false);
    expect(verifyDraw({ ...input, serverSeed: 'b'.repeat(64) }).hashMatches).toBe(false);
    const moved = d.ranges.map((r, i) =>
      i === 0 ? { ...r, tickets: r.tickets + 1 } : { ...r, firstTicket: r.firstTicket + 1 },
    );
    expect(verifyDraw({ ...input, ranges: moved }).clientSeedMatches).toBe(false);
    const swapped = stored.map((w, i) => (i === 0 ? { ...w, rank: 9 } : w));
    expect(verifyDraw({ ...input, stored: swapped }).winnersMatch).toBe(false);
    expect(verifyDraw({ ...input, stored: stored.slice(1) }).winnersMatch).toBe(false);
  });
});
