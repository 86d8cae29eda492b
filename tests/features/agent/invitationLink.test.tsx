import '../helpers';
import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { AppRoutes } from '../../../src/features/routing/AppRoutes';
import { contentWebApi, loadedStore, renderWith } from '../helpers';

describe('an agent invitation link', () => {
  it('opens the register dialog with the link code as the referral (?affiliateCode=, the URL its QR code encodes)', async () => {
    const store = await loadedStore(contentWebApi());
    renderWith(store, <AppRoutes />, '/register?affiliateCode=ABC123');
    expect(await screen.findByRole('dialog', { name: 'Create your account' })).toBeInTheDocument();
    expect(screen.getByTestId('referral-code').textContent).toContain('ABC123');
  });
});
