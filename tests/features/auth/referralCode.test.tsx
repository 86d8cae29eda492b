/**
 * A ?referralCode= on /register (spec sections 1, 4 and 8): the code is checked on load; when it
 * passes, its field is hidden, a banner says it will be applied and the registration carries it;
 * when it fails, the invitation_code_error warning dialog opens, no banner claims it, and the
 * invitation code field is shown with the code to correct.
 */
import '../helpers';
import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { AppRoutes } from '../../../src/features/routing/AppRoutes';
import { renderWith } from '../helpers';
import { registerStore } from './registerSupport';

describe('a ?referralCode= on /register', () => {
  it('says a valid code will be applied and hides its field', async () => {
    const store = await registerStore(true);
    renderWith(store, <AppRoutes />, '/register?referralCode=ABC123');
    const dialog = await screen.findByRole('dialog', { name: 'Create your account' });
    expect((await within(dialog).findByTestId('referral-code')).textContent).toContain('ABC123');
    expect(within(dialog).queryByLabelText('Invitation code', { selector: 'input' })).toBeNull();
    expect(store.ui.notice).toBeNull();
  });

  it('warns of an invalid code, claims nothing and shows the field to correct', async () => {
    const store = await registerStore(false);
    renderWith(store, <AppRoutes />, '/register?referralCode=BADCODE1');
    const warning = await screen.findByTestId('notice-dialog');
    expect(within(warning).getByRole('alert').textContent).toBe(
      'Invalid invitation code. Please check it and enter it again.',
    );
    expect(screen.queryByTestId('referral-code')).toBeNull();
    await waitFor(() =>
      expect((screen.getByLabelText('Invitation code', { selector: 'input' }) as HTMLInputElement).value).toBe(
        'BADCODE1',
      ),
    );
  });
});
