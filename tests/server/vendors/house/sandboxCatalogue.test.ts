/**
 * The catalogue's parameters (docs/sandbox-provider.md "The catalogue's parameters"): every game of
 * every sandbox vendor gets a kind; the launch of EVERY catalogue game through the platform opens a
 * session on the sandbox for a kind the sandbox plays and answers the maintenance message for a
 * pending kind, and the pending kinds seen are exactly PENDING_KINDS (so the test tightens as
 * engines land: a kind whose engine arrives moves to AVAILABLE_KINDS and its games must launch).
 */
import { describe, expect, it } from '@jest/globals';
import { buildGameSeeds } from '../../../../server/db/seed/games.ts';
import { VENDOR_SEEDS } from '../../../../server/db/seed/vendors.ts';
import {
  AVAILABLE_KINDS,
  PENDING_KINDS,
  SANDBOX_BOOK_GAMES,
  sandboxCatalogue,
  sandboxGameOf,
  type CatalogueGame,
} from '../../../../server/vendors/house/sandbox/catalogue.ts';
import { isHouseVendor, SANDBOX_INTEGRATIONS } from '../../../../server/vendors/house/sandbox/integrations.ts';
import { GAME_PAGES, HOUSE_GAMES } from '../../../../server/vendors/house/service/sessions.ts';
import { call } from '../../support/auth.ts';
import { startWorldPerFile, type HouseWorld } from './support.ts';

const catalogue = [...sandboxCatalogue().values()];
/** The first catalogue game named `nameEn` (of `vendor` when given). */
const byName = (vendor: string | null, nameEn: string): CatalogueGame => {
  const game = catalogue.find((g) => (vendor === null || g.vendorCode === vendor) && g.nameEn === nameEn);
  if (!game) throw new Error(`no ${vendor} game ${nameEn}`);
  return game;
};

describe('sandboxGameOf', () => {
  it('maps the catalogue games to their kinds, engines and pages', () => {
    const slot = catalogue.find((g) => g.vendorCode === 'PG' && g.subCategory === null)!;
    expect(sandboxGameOf(slot)).toEqual({ kind: 'slot', available: true, engine: 'BGS_SLOT', page: 'slot' });
    expect(sandboxGameOf(byName(null, 'Speed Baccarat'))).toEqual({
      kind: 'baccarat',
      available: true,
      engine: 'BGS_BACCARAT',
      page: 'baccarat',
      variant: 'speed',
    });
    expect(sandboxGameOf(byName('EVO', 'Blackjack'))).toMatchObject({ kind: 'blackjack', engine: 'BGS_PVP' });
    expect(sandboxGameOf(catalogue.find((g) => g.vendorCode === 'KA')!)).toMatchObject({
      kind: 'fishing',
      page: 'fishing',
    });
    const book = (code: string) => SANDBOX_BOOK_GAMES.find((g) => g.vendorCode === code)!;
    expect(sandboxGameOf(book('SBO'))).toMatchObject({ kind: 'sports', page: 'sports' });
    expect(sandboxGameOf(book('IMES'))).toMatchObject({ kind: 'esports', page: 'esports' });
    expect(book('SV388').gameCode).toBe('SV388_ARENA');
    expect(sandboxGameOf(book('SV388'))).toMatchObject({ kind: 'cockfight', page: 'cockfight' });
    expect(sandboxGameOf(byName('TCG', 'Lucky SSC'))).toMatchObject({ kind: 'ssc', engine: 'BGS_LOTTO' });
    expect(sandboxGameOf(byName('VR', 'VR 1.5 Min SSC'))).toMatchObject({ kind: 'ssc', engine: 'BGS_ELOTT' });
    expect(sandboxGameOf(byName('TCG_LOTTO_VN', 'Central Lottery'))).toMatchObject({
      kind: 'vnLottery',
      engine: 'BGS_VN_CENTRAL',
      page: 'vnlottery',
    });
    expect(sandboxGameOf(byName('EVO', 'Lightning Roulette'))).toEqual({
      kind: 'roulette',
      available: true,
      engine: 'BGS_ROULETTE',
      page: 'tables',
      variant: 'lightning',
    });
    expect(sandboxGameOf(byName('EG2', 'Pai Gow Poker'))).toMatchObject({
      kind: 'paiGowPoker',
      available: true,
      engine: 'BGS_PAI_GOW',
      page: 'pokertable',
    });
    expect(sandboxGameOf(byName('TCG', 'PK10 Racing'))).toEqual({ kind: 'pk10', available: false });
    expect(sandboxGameOf(byName('TCG_LOTTO_VN', 'VN Fast 5'))).toEqual({ kind: 'vnFast', available: false });
    // The arcade mini games (docs/sandbox-provider.md Status "Mini games"): each its own mini game on BGS_MINI.
    const mini = (vendor: string, name: string) => sandboxGameOf(byName(vendor, name));
    expect(
      [
        mini('JL', 'Crash Rocket'),
        mini('RT', 'Tower Climb'),
        mini('HB', 'Lucky Plinko'),
        mini('CQ9', 'Goal Rush'),
        mini('JDB', 'Penalty Kick'),
        mini('FC', 'Racing Derby'),
        mini('PT', 'Bubble Pop'),
        mini('EG2', 'Space Shooter'),
        mini('BNG', 'Coin Pusher'),
      ].map((s) => (s.available ? [s.kind, s.engine, s.page, s.variant] : [s.kind])),
    ).toEqual([
      ['crash', 'BGS_MINI', 'mini', 'crash'],
      ['tower', 'BGS_MINI', 'mini', 'tower'],
      ['plinko', 'BGS_MINI', 'mini', 'plinko'],
      ['pick', 'BGS_MINI', 'mini', 'goalRush'],
      ['pick', 'BGS_MINI', 'mini', 'penaltyKick'],
      ['race', 'BGS_MINI', 'mini', 'race'],
      ['mines', 'BGS_MINI', 'mini', 'mines'],
      ['dice', 'BGS_MINI', 'mini', 'dice'],
      ['coinFlip', 'BGS_MINI', 'mini', 'coinflip'],
    ]);
    const arcade = catalogue.filter((g) => g.gameType === 'RNG' && g.subCategory === 'AC');
    // every arcade game plays: the nine mini games, Mini Keno and Lucky Wheel (tables), Fruit Slot Machine
    expect(arcade.filter((g) => sandboxGameOf(g).available)).toHaveLength(arcade.length);
    expect(arcade).toHaveLength(12);
  });

  it('gives every game of every sandbox vendor a kind (none unmapped), available ones an in-house engine and its page', () => {
    const seeded = buildGameSeeds(VENDOR_SEEDS).filter((g) => !isHouseVendor(g.vendorCode));
    expect(catalogue).toHaveLength(seeded.length + SANDBOX_BOOK_GAMES.length);
    expect(new Set(catalogue.map((g) => g.vendorCode))).toEqual(new Set(SANDBOX_INTEGRATIONS.map((i) => i.code)));
    expect(AVAILABLE_KINDS.filter((k) => (PENDING_KINDS as readonly string[]).includes(k))).toEqual([]);
    for (const game of catalogue) {
      const s = sandboxGameOf(game);
      expect([game.gameCode, s.kind]).not.toEqual([game.gameCode, 'unmapped']);
      if (s.available) {
        expect(HOUSE_GAMES).toContain(s.engine);
        expect(s.page).toBe(GAME_PAGES[s.engine]);
      }
    }
  });
});

let w: HouseWorld;
startWorldPerFile((world) => (w = world));

describe('the launch of every catalogue game', () => {
  it('opens a sandbox session for each game of an available kind and answers maintenance for each pending one', async () => {
    const pendingSeen = new Set<string>();
    const failures: string[] = [];
    let launched = 0;
    const check = async (game: CatalogueGame) => {
      const sandbox = sandboxGameOf(game);
      const res = await call<{ url: string }>(
        w.t.app,
        'GET',
        `/api/games/launch?nodeId=${game.nodeId}&mode=real`,
        undefined,
        { token: w.memberToken, language: 'EN' },
      );
      if (!sandbox.available) {
        if (res.status !== 503 || res.body.code !== 'GAME_MAINTENANCE')
          failures.push(`${game.gameCode} (${sandbox.kind}): ${res.status} ${String(res.body.code)}`);
        pendingSeen.add(sandbox.kind);
        return;
      }
      const url = res.status === 200 ? new URL(res.body.value.url) : null;
      if (!url || url.origin !== 'http://house.test' || url.pathname !== `/play/${sandbox.page}`) {
        failures.push(`${game.gameCode} (${sandbox.kind}): ${res.status} ${JSON.stringify(res.body)}`);
        return;
      }
      const session = await w.house.sessions.get(url.searchParams.get('session'));
      if (
        session.integration !== game.vendorCode ||
        session.catalogueGame !== game.gameCode ||
        session.gameCode !== sandbox.engine
      )
        failures.push(`${game.gameCode}: session ${session.integration}/${session.catalogueGame}/${session.gameCode}`);
      launched += 1;
    };
    // Small batches: one platform app and one house service, a few launches at a time.
    for (let i = 0; i < catalogue.length; i += 4) await Promise.all(catalogue.slice(i, i + 4).map(check));
    expect(failures).toEqual([]);
    expect([...pendingSeen].sort()).toEqual([...PENDING_KINDS].sort());
    expect(launched).toBeGreaterThan(200);
    // The roulette, dice, wheel and draw tables (17 games), the mini games (9) and the card tables
    // (17) play: 290 of the 322 catalogue games (docs/sandbox-provider.md "Status").
    expect(catalogue.filter((g) => sandboxGameOf(g).available)).toHaveLength(290);
    expect(launched).toBeGreaterThanOrEqual(290);
  }, 180_000);

  it('offers none of the generated BGS placeholder games (the in-house lobby lists its real games only)', async () => {
    const placeholder = buildGameSeeds(VENDOR_SEEDS).find((g) => g.vendorCode === 'BGS')!;
    const res = await call(w.t.app, 'GET', `/api/games/launch?nodeId=${placeholder.nodeId}`, undefined, {
      token: w.memberToken,
    });
    expect(res.status).toBe(404);
  });
});
