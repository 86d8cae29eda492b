/**
 * The PVP rooms and their tables in one vendor process (docs/pvp.md "Tables"): the room catalogue
 * (game x base bet, with the minimum balance to sit and the rake), the room list with live seat counts
 * and masked names, quick seat, and the clock that wakes tables. A room opens another table when all
 * of its tables are full, and closes an empty extra one.
 *
 * A hub is one stored book of the vendor (service/bookAccess.ts): {@link PvpHub.snapshot} holds
 * every table, {@link PvpHub.restore} brings the tables up to a saved copy (keeping the table
 * objects and their listeners), and `onChange` is called whenever a table asks to be saved.
 */
import { PvpActionError } from './common';
import { PVP_GAME, type PvpGameCode } from './games';
import { PvpTable, type PvpEvent, type PvpRoomSettings, type PvpTableSnapshot, type PvpWallet } from './table';

/** A room of the catalogue: its id is `${game}-${base in minor units}`. */
export interface PvpRoom extends PvpRoomSettings {
  id: string;
}

/** Base bets of the rooms, minor units (1, 5, 20 and 100 in the merchant's currency). */
export const PVP_BASES = [100n, 500n, 2_000n, 10_000n] as const;
/** The minimum balance to sit, in bases, per game (above each engine's floor: docs/pvp.md). */
export const PVP_MINIMUM_BASES: Readonly<Record<PvpGameCode, bigint>> = { bullBull: 50n, zhaJinHua: 20n };
/** Pause between hands (ms). */
export const PVP_BETWEEN_HANDS_MS = 4_000;

/** The room catalogue at `rakeBp` (the merchant's rake setting). */
export function pvpRooms(rakeBp: number): PvpRoom[] {
  return (Object.keys(PVP_GAME) as PvpGameCode[]).flatMap((game) =>
    PVP_BASES.map((base) => ({
      id: `${game}-${base}`,
      game,
      base,
      minimumBalance: base * PVP_MINIMUM_BASES[game],
      rakeBp,
      betweenHands: PVP_BETWEEN_HANDS_MS,
    })),
  );
}

/** One row of the room list (spec section 7 "PVP room list"): money as minor-unit strings. */
export interface PvpRoomRow {
  roomId: string;
  game: PvpGameCode;
  base: string;
  minimumBalance: string;
  rakeBp: number;
  tables: { tableId: string; seats: number; taken: number; players: string[]; inHand: boolean }[];
  seatsTaken: number;
  seatsFree: number;
}

/** A hub as plain data: the table counter and every table by room. */
export interface PvpHubSnapshot<P> {
  serial: number;
  rakeBp: number;
  tables: { roomId: string; table: PvpTableSnapshot<P> }[];
}

export class PvpHub<P> {
  private readonly tables = new Map<string, PvpTable<P, unknown>[]>();
  private readonly listeners = new Set<(tableId: string, event: PvpEvent) => void>();
  private serial = 0;
  /** Called when a table changed what a saved copy must hold (the store saves {@link snapshot}). */
  onChange: () => void = () => undefined;
  /** Whether a member is connected (see PvpTable.present). */
  present: (player: string) => boolean = () => true;

  constructor(
    readonly rooms: PvpRoom[],
    private readonly wallet: PvpWallet<P>,
    private readonly now: () => number,
  ) {
    for (const room of rooms) this.tables.set(room.id, []);
  }

  /** Hears every table's changes (the room list and the table pages follow them). */
  on(listener: (tableId: string, event: PvpEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  room(roomId: string): PvpRoom {
    const room = this.rooms.find((r) => r.id === roomId);
    if (!room) throw new PvpActionError('NOT_SEATED', `no room ${roomId}`);
    return room;
  }

  /** A new table of `room` (id `${room}-${n}`), wired to the hub's saving, presence and listeners. */
  private make(room: PvpRoom, id: string): PvpTable<P, unknown> {
    const table = new PvpTable<P, unknown>(id, room, PVP_GAME[room.game] as never, this.wallet, this.now);
    table.onChange = () => this.onChange();
    table.present = (player) => this.present(player);
    table.on((event) => {
      if (event.type !== 'hand') this.closeEmpty(room);
      for (const l of this.listeners) l(table.id, event);
    });
    return table;
  }

  private open(room: PvpRoom): PvpTable<P, unknown> {
    this.serial += 1;
    const table = this.make(room, `${room.id}-${this.serial}`);
    this.tables.get(room.id)!.push(table);
    this.onChange();
    return table;
  }

  /** The rake of every room from the next hand on (the merchant changed its setting). */
  setRake(rakeBp: number): void {
    if (this.rooms.every((r) => r.rakeBp === rakeBp)) return;
    for (const room of this.rooms) room.rakeBp = rakeBp;
    this.onChange();
  }

  /** Every table of the hub. */
  allTables(): PvpTable<P, unknown>[] {
    return [...this.tables.values()].flat();
  }

  snapshot(): PvpHubSnapshot<P> {
    return {
      serial: this.serial,
      rakeBp: this.rooms[0]?.rakeBp ?? 0,
      tables: [...this.tables].flatMap(([roomId, list]) => list.map((t) => ({ roomId, table: t.snapshot() }))),
    };
  }

  /** Becomes the hub of `snapshot`: existing tables restored in place, new ones made, missing ones dropped. */
  restore(snapshot: PvpHubSnapshot<P>): void {
    this.serial = snapshot.serial;
    for (const room of this.rooms) room.rakeBp = snapshot.rakeBp;
    const old = new Map(this.allTables().map((t) => [t.id, t]));
    for (const room of this.rooms) this.tables.set(room.id, []);
    for (const { roomId, table } of snapshot.tables) {
      const room = this.rooms.find((r) => r.id === roomId);
      if (!room) continue;
      const t = old.get(table.id) ?? this.make(room, table.id);
      t.restore(table);
      this.tables.get(room.id)!.push(t);
    }
  }

  /** Closes the empty tables of a room beyond its first. */
  private closeEmpty(room: PvpRoom): void {
    const list = this.tables.get(room.id)!;
    const keep = list.filter((t, i) => i === 0 || t.seated().length > 0 || t.inHand);
    if (keep.length === list.length) return;
    this.tables.set(room.id, keep);
    this.onChange();
  }

  /** The table `tableId`. @throws PvpActionError NOT_SEATED when there is none. */
  table(tableId: string): PvpTable<P, unknown> {
    for (const list of this.tables.values()) {
      const t = list.find((x) => x.id === tableId);
      if (t) return t;
    }
    throw new PvpActionError('NOT_SEATED', `no table ${tableId}`);
  }

  /** The table where `player` sits, if any. */
  tableOf(player: string): PvpTable<P, unknown> | undefined {
    for (const list of this.tables.values()) {
      const t = list.find((x) => x.seatOf(player));
      if (t) return t;
    }
    return undefined;
  }

  /** The room list of `game` (all games when absent), cheapest first. */
  list(game?: PvpGameCode): PvpRoomRow[] {
    return this.rooms
      .filter((r) => !game || r.game === game)
      .map((room) => {
        const tables = (this.tables.get(room.id) ?? []).map((t) => {
          const seated = t.seated();
          return {
            tableId: t.id,
            seats: PVP_GAME[room.game].maxSeats,
            taken: seated.length,
            players: seated.map((s) => s.name),
            inHand: t.inHand,
          };
        });
        const total = tables.reduce((a, t) => a + t.seats, 0) || PVP_GAME[room.game].maxSeats;
        const taken = tables.reduce((a, t) => a + t.taken, 0);
        return {
          roomId: room.id,
          game: room.game,
          base: room.base.toString(),
          minimumBalance: room.minimumBalance.toString(),
          rakeBp: room.rakeBp,
          tables,
          seatsTaken: taken,
          seatsFree: total - taken,
        };
      });
  }

  /**
   * Seats `entry` in room `roomId` (at `tableId` when given), or gives back the seat they already
   * hold anywhere (one table per member at a time). Without a table: the fullest table with a free
   * seat, so members meet; a new table when every one is full.
   * @throws PvpActionError as PvpTable.sit, NOT_SEATED for an unknown room or table.
   */
  async sit(roomId: string, entry: { player: string; name: string; payer: P }, tableId?: string) {
    const held = this.tableOf(entry.player);
    if (held) return { table: held, seated: await held.sit(entry) };
    const room = this.room(roomId);
    const list = this.tables.get(room.id)!;
    let table: PvpTable<P, unknown> | undefined;
    if (tableId) {
      table = list.find((t) => t.id === tableId);
      if (!table) throw new PvpActionError('NOT_SEATED', `no table ${tableId}`);
    } else {
      table = list
        .filter((t) => t.seated().length < PVP_GAME[room.game].maxSeats)
        .sort((a, b) => b.seated().length - a.seated().length)[0];
      table ??= this.open(room);
    }
    return { table, seated: await table.sit(entry) };
  }

  /**
   * Quick seat (docs/pvp.md "Taking a seat"): the cheapest room of `game` whose minimum `balance`
   * covers, then as {@link sit}.
   * @throws PvpActionError OPTION_NOT_ALLOWED when no room's minimum is covered.
   */
  async quickSeat(game: PvpGameCode, balance: bigint, entry: { player: string; name: string; payer: P }) {
    const held = this.tableOf(entry.player);
    if (held) return { table: held, seated: await held.sit(entry) };
    const room = this.rooms.find((r) => r.game === game && r.minimumBalance <= balance);
    if (!room) throw new PvpActionError('OPTION_NOT_ALLOWED', 'the balance is below every room minimum');
    return this.sit(room.id, entry);
  }

  /** Wakes every table whose time has come (the host calls it on a short interval). */
  async tick(): Promise<void> {
    const now = this.now();
    const due = this.allTables().filter((t) => {
      const wake = t.nextWake();
      return wake !== null && wake <= now;
    });
    await Promise.all(due.map((t) => t.tick()));
  }
}
