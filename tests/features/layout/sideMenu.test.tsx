/**
 * The side menu's language and theme entries (spec section 2) show the language and the theme in
 * force, and follow a switch at once (the entries draw their icons in their own render, so the
 * menu itself must follow both).
 */
import '../helpers';
import { describe, expect, it } from '@jest/globals';
import { act, fireEvent, within } from '@testing-library/react';
import { SideMenu } from '../../../src/features/layout/SideMenu';
import { loadedStore, renderWith } from '../helpers';

const entry = (id: string) => document.querySelector(`[data-entry="${id}"]`) as HTMLElement;

describe('the side menu', () => {
  it('shows the theme in force and follows a switch', async () => {
    const store = await loadedStore();
    store.ui.setSideMenuOpen(true);
    store.ui.setTheme('light');
    renderWith(store, <SideMenu />);
    expect(entry('theme').textContent).toContain('Light');
    fireEvent.click(entry('theme'));
    expect(store.ui.theme).toBe('dark');
    expect(entry('theme').textContent).toContain('Dark');
    act(() => store.ui.setTheme('light'));
    expect(entry('theme').textContent).toContain('Light');
    expect(within(entry('theme')).queryByText('Dark')).toBeNull();
  });
});
