/**
 * The PVP rooms of one vendor process (docs/pvp.md "Tables"): the catalogue, the room list with seat
 * counts and masked names, sitting at the fullest table with a free seat, a new table when all are
 * full, one table per member, quick seat by balance, and the clock waking due tables only.
 */
import { describe, expect, it } from '@jest/globals';
import { PvpHub, pvpRooms } from '../../../../../server/vendors/house/pvp/hub.ts';
import type { PvpWallet } from '../../../../../server/vendors/house/pvp/table.ts';

const wallet: PvpWallet<string> = {
  balance: async () => 1_000_000n,
  debit: async () => undefined,
  credit: async () => undefined,
  rollback: async () => undefined,
};
const entry = (player: string) => ({ player, name: `${player.slice(0, 2)}***`, payer: player });

describe('PVP hub', () => {
  it('lists every room of the catalogue with its minimum and no one seated', () => {
    const hub = new PvpHub(pvpRooms(500), wallet, () => 0);
    const bull = hub.list('bullBull');
    expect(bull.map((r) => [r.roomId, r.base, r.minimumBalance])).toEqual([
      ['bullBull-100', '100', '5000'],
      ['bullBull-500', '500', '25000'],
      ['bullBull-2000', '2000', '100000'],
      ['bullBull-10000', '10000', '500000'],
    ]);
    expect(bull[0]).toMatchObject({ seatsTaken: 0, seatsFree: 5, tables: [], rakeBp: 500 });
    expect(hub.list()).toHaveLength(8);
  });

  it('seats members together, opens a second table when the first is full, and keeps one table per member', async () => {
    let t = 0;
    const hub = new PvpHub(pvpRooms(500), wallet, () => t);
    const seen: string[] = [];
    hub.on((tableId, e) => seen.push(`${tableId}:${e.type}`));
    const first = await hub.sit('zhaJinHua-100', entry('ann01'));
    for (const p of ['bob01', 'cat01', 'dan01', 'eve01']) await hub.sit('zhaJinHua-100', entry(p));
    const sixth = await hub.sit('zhaJinHua-100', entry('fay01'));
    expect(sixth.table.id).not.toBe(first.table.id);
    const again = await hub.sit('bullBull-100', entry('ann01'));
    expect(again.table).toBe(first.table);
    const row = hub.list('zhaJinHua')[0]!;
    expect(row).toMatchObject({ seatsTaken: 6, seatsFree: 4 });
    expect(row.tables[0]!.players).toEqual(['an***', 'bo***', 'ca***', 'da***', 'ev***']);
    expect(seen.filter((s) => s.endsWith(':seats'))).toHaveLength(6);
    await expect(hub.sit('nope', entry('gus01'))).rejects.toMatchObject({ code: 'NOT_SEATED' });
    // the clock wakes due tables only: the first one starts a hand once its pause is over
    t = 4_000;
    await hub.tick();
    expect(first.table.inHand).toBe(true);
    expect(sixth.table.inHand).toBe(false);
  });

  it('quick seat picks the cheapest room the balance covers, and refuses below every minimum', async () => {
    const hub = new PvpHub(pvpRooms(0), wallet, () => 0);
    const { table } = await hub.quickSeat('bullBull', 30_000n, entry('ann01'));
    expect(table.room).toMatchObject({ game: 'bullBull', base: 100n });
    await expect(hub.quickSeat('bullBull', 4_999n, entry('bob01'))).rejects.toMatchObject({
      code: 'OPTION_NOT_ALLOWED',
    });
  });
});
