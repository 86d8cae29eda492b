import '../helpers';
import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { AppRoutes } from '../../../src/features/routing/AppRoutes';
import { contentWebApi, renderWith } from '../helpers';
import { registerStore } from '../auth/registerSupport';

describe('an agent invitation link', () => {
  it('opens the register dialog with the link code as the referral (?affiliateCode=, the URL its QR code encodes)', async () => {
    const store = await registerStore(true, {}, contentWebApi());
    renderWith(store, <AppRoutes />, '/register?affiliateCode=ABC123');
    expect(await screen.findByRole('dialog', { name: 'Create your account' })).toBeInTheDocument();
    expect((await screen.findByTestId('referral-code')).textContent).toContain('ABC123');
  });
});
