import './helpers';
import { beforeEach, describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { AppLayout } from '../../src/features/layout/AppLayout';
import { ModalHost } from '../../src/features/modals/ModalHost';
import { sanitizeHtml } from '../../src/ui/SafeHtml';
import { announcements, contentWebApi, loadedStore, renderWith } from './helpers';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  (window as unknown as { hacked?: number }).hacked = undefined;
});

describe('public announcements popup', () => {
  it('shows 9 titles a page with a paginator, expands sanitised HTML and formats times', async () => {
    const store = await loadedStore(
      contentWebApi({
        announcements: async () => ({ banners: [], player: [], popup: announcements(20), promotion: [] }),
      }),
    );
    await store.content.loadHome('EN');
    act(() => store.ui.openModal('announcements'));
    renderWith(store, <ModalHost />);
    // Dialogs are lazy chunks: the popup appears once its chunk has loaded.
    const dialog = await screen.findByRole('dialog', { name: 'Announcements' });
    const list = within(dialog).getByRole('list', { name: 'Announcement titles' });
    expect(within(list).getAllByTestId('accordion-item')).toHaveLength(9);
    expect(within(list).getByText('Title 1')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Go to page 3' }));
    expect(within(list).getAllByTestId('accordion-item')).toHaveLength(2);
    expect(within(list).getByText('Title 19')).toBeInTheDocument();

    const title = within(list).getByRole('button', { name: /Title 19/ });
    expect(title).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(title);
    expect(title).toHaveAttribute('aria-expanded', 'true');
    const region = within(dialog).getByRole('region', { name: 'Title 19' });
    expect(region.textContent).toContain('Body 19');
    expect(region.querySelector('script')).toBeNull();
    expect(region.querySelector('[onerror]')).toBeNull();
    expect(within(title).getByText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)).toBeInTheDocument();
  });

  it("opens on load for guests, and closing it keeps ANONYMOUS_POPUP 'closed' for the session", async () => {
    const web = contentWebApi({
      announcements: async () => ({ banners: [], player: [], popup: announcements(3), promotion: [] }),
    });
    const store = await loadedStore(web);
    const first = renderWith(store, <AppLayout />);
    const dialog = await screen.findByRole('dialog', { name: 'Announcements' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(sessionStorage.getItem('ANONYMOUS_POPUP')).toBe('closed');
    first.unmount();

    const again = await loadedStore(web);
    renderWith(again, <AppLayout />);
    await act(async () => {
      await new Promise((r) => setTimeout(r, 20));
    });
    expect(again.content.popupFor('guest')).toHaveLength(3);
    expect(again.ui.modal).toBeNull();
    expect(screen.queryByRole('dialog', { name: 'Announcements' })).toBeNull();
  });

  it('guests see audience B only; members see A (and F when first logging in)', async () => {
    const list = [
      { id: 1, title: 'a', content: '', execution: 'A' as const, createdAt: '' },
      { id: 2, title: 'b', content: '', execution: 'B' as const, createdAt: '' },
      { id: 3, title: 'f', content: '', execution: 'F' as const, createdAt: '' },
    ];
    const store = await loadedStore(
      contentWebApi({ announcements: async () => ({ banners: [], player: [], popup: list, promotion: [] }) }),
    );
    await store.content.loadHome('EN');
    expect(store.content.popupFor('guest').map((a) => a.id)).toEqual([2]);
    expect(store.content.popupFor('member').map((a) => a.id)).toEqual([1]);
    expect(store.content.popupFor('member', true).map((a) => a.id)).toEqual([1, 3]);
  });

  it('sanitises announcement HTML with DOMPurify', () => {
    const clean = sanitizeHtml('<p onclick="x()">Hi <a href="javascript:alert(1)">x</a></p><script>1</script>');
    expect(clean).not.toMatch(/script|onclick|javascript:/);
    expect(clean).toContain('Hi');
  });
});
