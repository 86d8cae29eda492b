/**
 * A game lobby's pager (spec section 2, pages of 20): another page loads that page and brings the
 * top of the list into view, so the member is not left at the bottom of the page.
 */
import '../helpers';
import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { GameListCenter } from '../../../src/features/games/GameListCenter';
import { contentWebApi, game, loadedStore, renderWith } from '../helpers';

describe('the lobby pager', () => {
  it('loads page 2 and scrolls the list into view', async () => {
    const pages: number[] = [];
    const web = contentWebApi({
      gameList: async (q) => {
        pages.push(q.pageNo);
        return {
          games: Array.from({ length: 20 }, (_, i) => game(q.pageNo * 100 + i)),
          pageNo: q.pageNo,
          pageSize: 20,
          totalPages: 3,
          totalCount: 60,
        };
      },
    });
    const store = await loadedStore(web);
    const scrolled = jest.fn();
    Element.prototype.scrollIntoView = scrolled;
    renderWith(store, <GameListCenter category="RNG" />, '/rng');
    await screen.findByText('Game 100');
    fireEvent.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await screen.findByText('Game 200');
    expect(pages).toEqual([1, 2]);
    await waitFor(() => expect(scrolled).toHaveBeenCalledWith({ block: 'start', behavior: 'smooth' }));
    expect((scrolled.mock.contexts[0] as HTMLElement).dataset.testid).toBe('lobby-grid');
  });
});
