/**
 * Members see vendor names, never vendor codes (spec section 2): a game card names its vendor by
 * the game menu's display name in the site language, and shows nothing for a vendor the menu does
 * not list; the config store answers the names.
 */
import '../helpers';
import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { GameGrid } from '../../../src/features/shared/GameGrid';
import { game, loadedStore, renderWith } from '../helpers';

describe('vendor names on game cards', () => {
  it("shows the vendor's display name, not its code", async () => {
    const store = await loadedStore();
    const pg = store.config.vendorName('PG');
    expect(pg).toBeTruthy();
    expect(pg).not.toBe('PG');
    renderWith(store, <GameGrid games={[game(1), game(2, { vassalage: 'NOPE_VENDOR' })]} />);
    const cards = screen.getAllByRole('article');
    expect(cards[0]!.textContent).toContain(pg!);
    expect(cards.map((c) => c.textContent).join(' ')).not.toMatch(/\bPG\b|NOPE_VENDOR/);
  });
});
