import { describe, expect, it } from '@jest/globals';
import { CATEGORY_ORDER, prizeModeOf, reorganiseGameMenu } from '../../engine/gameMenu';
import type { GameMenuEntry } from '../../contract/types';
import { gameMenuFixture, vendorOf } from '../support/gameMenuFixture';

const codes = (menu: GameMenuEntry[], category: string) =>
  reorganiseGameMenu(menu)
    .find((c) => c.category === category)
    ?.vendors.map((v) => v.vassalage);

describe('game menu reorganisation (spec section 4)', () => {
  const full = gameMenuFixture();

  it('lists esports and cockfight under SPORTS on the wire, and in-house under RNG', () => {
    const sports = full.find((e) => e.gameCategory === 'SPORTS')!.vendors.map((v) => v.vassalage);
    expect(sports).toEqual(expect.arrayContaining(['SABA', 'IA', 'AV', 'SV388']));
    expect(full.find((e) => e.gameCategory === 'RNG')!.vendors.map((v) => v.vassalage)).toContain('BGS');
  });

  it('moves esports vendors (by gameType or by code AV/IMES/IA/AI/TF) and cockfight vendors out of SPORTS', () => {
    expect(codes(full, 'SPORTS')).toEqual(['SABA', 'BTI', 'SBO']);
    expect(codes(full, 'ESPORTS')).toEqual(['IA', 'TF', 'IMES', 'AV']);
    expect(codes(full, 'COCKFIGHT')).toEqual(['SV388']);
  });

  it('moves in-house (BGS) vendors out of RNG', () => {
    expect(codes(full, 'BGS')).toEqual(['BGS']);
    expect(codes(full, 'RNG')).not.toContain('BGS');
    expect(codes(full, 'RNG')).toHaveLength(12);
  });

  it('orders categories in the fixed navigation order with path, page id, content type and page kind', () => {
    const cats = reorganiseGameMenu(full);
    expect(cats.map((c) => c.category)).toEqual([...CATEGORY_ORDER]);
    const esports = cats.find((c) => c.category === 'ESPORTS')!;
    expect(esports).toMatchObject({
      path: '/esports',
      pageId: 'w_esports',
      contentType: 'compete_game',
      pageKind: 'center',
    });
    expect(cats.find((c) => c.category === 'BGS')).toMatchObject({
      path: '/bgs',
      pageId: 'w_bgs',
      contentType: 'in_house',
      pageKind: 'list',
    });
    expect(cats.find((c) => c.category === 'COCKFIGHT')).toMatchObject({ contentType: 'con_cock', pageKind: 'center' });
    const listKinds = cats.filter((c) => c.pageKind === 'list').map((c) => c.path);
    expect(listKinds).toEqual(['/live', '/rng', '/fish', '/pvp', '/bgs']);
  });

  it('drops categories without vendors', () => {
    const menu: GameMenuEntry[] = [
      { gameCategory: 'LIVE', vendors: [] },
      { gameCategory: 'FISH', vendors: [vendorOf(['FG', 'Fun Gaming', 'FISH'])] },
    ];
    expect(reorganiseGameMenu(menu).map((c) => c.category)).toEqual(['FISH']);
  });

  it('leaves SPORTS out entirely when all its vendors are esports', () => {
    const menu: GameMenuEntry[] = [{ gameCategory: 'SPORTS', vendors: [vendorOf(['IMES', 'IM Esports', 'SPORTS'])] }];
    expect(reorganiseGameMenu(menu).map((c) => c.category)).toEqual(['ESPORTS']);
  });
});

describe('prize mode (spec section 4)', () => {
  it('is ELOTT when the vendors include TCG_LOTTO_VN', () => {
    expect(prizeModeOf(gameMenuFixture())).toBe('ELOTT');
  });

  it('is ELOTT when the vendors include LOTT', () => {
    expect(prizeModeOf([{ gameCategory: 'LOTT', vendors: [vendorOf(['LOTT', 'In-house lottery', 'LOTT'])] }])).toBe(
      'ELOTT',
    );
  });

  it('is LOTT otherwise', () => {
    expect(prizeModeOf(gameMenuFixture(['LOTT', 'RNG']))).toBe('LOTT');
    expect(prizeModeOf([])).toBe('LOTT');
  });
});
