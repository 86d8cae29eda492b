import '../../support/webPolyfills';
import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import SecurityCenterPage from '../../../src/features/member-center/pages/security/SecurityCenterPage';
import { card, centerStore, fakeAccount, profile, renderCenter, type Calls } from './support';

const props = { page: 'securityCenter', openPage: () => undefined, params: {} };
const type = (scope: HTMLElement, label: string | RegExp, value: string) =>
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } });

describe('securityCenter', () => {
  it('shows the profile with bound and unbound contacts', async () => {
    const store = await centerStore(0, {
      account: fakeAccount({
        profile: async () => profile({ payeeName: '王小明', mobile: '+86 138****8000', mobileBound: true }),
      }),
    });
    renderCenter(store, <SecurityCenterPage {...props} />);
    const box = await screen.findByTestId('profile');
    expect(box).toHaveTextContent('demo01');
    expect(box).toHaveTextContent('王小明');
    expect(box).toHaveTextContent('+86 138****8000 Bound');
    expect(box).toHaveTextContent('Not bound');
    expect(within(screen.getByTestId('bind-mobile')).queryByRole('button', { name: 'Bind' })).toBeNull();
  });

  it('sets the payment password with the login password and 6 digits twice', async () => {
    const calls: Calls = [];
    const store = await centerStore(0, { account: fakeAccount({}, calls) });
    renderCenter(store, <SecurityCenterPage {...props} />);
    const box = await screen.findByTestId('payment-password');
    fireEvent.click(within(box).getByRole('button', { name: 'Set transaction password' }));
    type(box, 'Login password', 'secret1');
    type(box, 'New transaction password (6 digits)', '12345');
    type(box, 'Confirm transaction password', '123456');
    fireEvent.click(within(box).getByRole('button', { name: 'Submit' }));
    expect(await within(box).findByText('The transaction password is 6 digits')).toBeInTheDocument();
    type(box, 'New transaction password (6 digits)', '654321');
    fireEvent.click(within(box).getByRole('button', { name: 'Submit' }));
    expect(await within(box).findByText('The two passwords you entered are inconsistent')).toBeInTheDocument();
    type(box, 'Confirm transaction password', '654321');
    fireEvent.click(within(box).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByTestId('payment-password-saved')).toHaveTextContent(
      'Your transaction password has been saved',
    );
    expect(calls.find((c) => c.name === 'setPaymentPassword')!.args[0]).toEqual({
      loginPassword: 'secret1',
      newPassword: '654321',
      confirmPassword: '654321',
    });
    // with a payment password the card now offers the change form (current password first)
    fireEvent.click(within(box).getByRole('button', { name: 'Change transaction password' }));
    expect(within(box).getByLabelText('Current transaction password')).toBeInTheDocument();
  });

  it('binds a mobile number with an SMS code', async () => {
    const calls: Calls = [];
    const store = await centerStore(0, { account: fakeAccount({}, calls) });
    renderCenter(store, <SecurityCenterPage {...props} />);
    const box = await screen.findByTestId('bind-mobile');
    type(box, 'Mobile number', '13800138000');
    fireEvent.click(within(box).getByTestId('send-code'));
    expect(await within(box).findByText('Verification code sent. It is valid for 5 minutes.')).toBeInTheDocument();
    expect(calls.find((c) => c.name === 'sendMobileCode')!.args).toEqual(['13800138000']);
    type(box, 'SMS code', '123456');
    fireEvent.click(within(box).getByRole('button', { name: 'Bind' }));
    await waitFor(() => expect(within(screen.getByTestId('bind-mobile')).getByText('Bound')).toBeInTheDocument());
    expect(calls.find((c) => c.name === 'bindMobile')!.args[0]).toEqual({
      mobileNum: '13800138000',
      verificationCode: '123456',
    });
  });

  it('binds an e-mail address; a bad address sends no code', async () => {
    const calls: Calls = [];
    const store = await centerStore(0, { account: fakeAccount({}, calls) });
    renderCenter(store, <SecurityCenterPage {...props} />);
    const box = await screen.findByTestId('bind-email');
    type(box, 'E-mail', 'nope');
    fireEvent.click(within(box).getByTestId('send-code'));
    expect(await within(box).findByText('E-mail format is incorrect')).toBeInTheDocument();
    expect(calls.some((c) => c.name === 'sendEmailCode')).toBe(false);
  });

  it('adds a bank card with the payee name rules and removes one after a confirmation', async () => {
    const calls: Calls = [];
    let list = [card(1)];
    const account = fakeAccount(
      {
        profile: async () => profile({ hasPaymentPassword: true, payeeName: '王小明' }),
        bankCards: async () => ({ list, max: 5, payeeName: '王小明' }),
        addBankCard: async (b) => {
          const c = card(2, { payeeName: b.payeeName, bankName: b.bankName });
          list = [...list, c];
          return c;
        },
        removeBankCard: async (id) => {
          list = list.filter((c) => c.id !== id);
          return { list };
        },
      },
      calls,
    );
    const store = await centerStore(0, { account });
    renderCenter(store, <SecurityCenterPage {...props} />);
    const box = await screen.findByTestId('bank-cards');
    await waitFor(() => expect(within(box).getAllByTestId('bank-card')).toHaveLength(1));
    fireEvent.click(within(box).getByTestId('bank-card-add'));
    type(box, 'Bank', 'CTBC');
    type(box, 'Card number', '1234 5678 9012 3456');
    type(box, 'Real name', 'Someone Else');
    type(box, 'Transaction password', '123456');
    fireEvent.click(within(box).getByRole('button', { name: 'Add card' }));
    expect(await within(box).findByText('The payee name must be your real name: 王小明')).toBeInTheDocument();
    type(box, 'Real name', '王小明');
    type(box, 'Card number', '12ab');
    fireEvent.click(within(box).getByRole('button', { name: 'Add card' }));
    expect(await within(box).findByText('A card number has 10 to 19 digits')).toBeInTheDocument();
    type(box, 'Card number', '1234 5678 9012 3456');
    fireEvent.click(within(box).getByRole('button', { name: 'Add card' }));
    await waitFor(() => expect(within(box).getAllByTestId('bank-card')).toHaveLength(2));
    expect(calls.find((c) => c.name === 'addBankCard')!.args[0]).toEqual({
      bankName: 'CTBC',
      cardNumber: '1234567890123456',
      payeeName: '王小明',
      paymentPassword: '123456',
    });
    fireEvent.click(within(box).getAllByTestId('bank-card-remove')[0]!);
    fireEvent.click(within(box).getByTestId('bank-card-remove-confirm'));
    await waitFor(() => expect(within(box).getAllByTestId('bank-card')).toHaveLength(1));
    expect(calls.find((c) => c.name === 'removeBankCard')!.args).toEqual([1]);
  });

  it('the first card accepts any well-formed real name and refuses digits', async () => {
    const store = await centerStore(0, {
      account: fakeAccount({ profile: async () => profile({ hasPaymentPassword: true }) }),
    });
    renderCenter(store, <SecurityCenterPage {...props} />);
    const box = await screen.findByTestId('bank-cards');
    fireEvent.click(await within(box).findByTestId('bank-card-add'));
    type(box, 'Bank', 'CTBC');
    type(box, 'Card number', '1234567890');
    type(box, 'Real name', 'John 3');
    type(box, 'Transaction password', '123456');
    fireEvent.click(within(box).getByRole('button', { name: 'Add card' }));
    expect(await within(box).findByText('Real name format is incorrect')).toBeInTheDocument();
  });

  it('adding a card needs a payment password first', async () => {
    const store = await centerStore();
    renderCenter(store, <SecurityCenterPage {...props} />);
    const box = await screen.findByTestId('bank-cards');
    expect(await within(box).findByText('Set a transaction password first.')).toBeInTheDocument();
    expect(within(box).queryByTestId('bank-card-add')).toBeNull();
  });
});

describe('securityCenter change-password part', () => {
  it('draws the sign-in area’s change-password form in the login password card (a part of the registry)', async () => {
    const store = await centerStore(0, { account: fakeAccount({}) });
    renderCenter(store, <SecurityCenterPage {...props} />);
    const box = await screen.findByTestId('login-password');
    fireEvent.click(within(box).getByTestId('login-password-open'));
    expect(await within(box).findByLabelText('New password', { selector: 'input' })).toBeInTheDocument();
    expect(within(box).queryByRole('note')).toBeNull();
  });
});
