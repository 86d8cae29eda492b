/**
 * countryDialingCode on the mobile forms (spec section 3): the SMS tab draws the dialing-code
 * select before the mobile field; the code request and the login carry the chosen code; the
 * loginTypeSms cookie keeps mobile plus code and the next SMS login starts from it.
 */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { AuthApi, LoginValue } from '../../../src/api/auth';
import { formList, formRegistryOfSiteConfig } from '../../../engine/forms';
import { createInProcessValidators } from '../../../engine/forms/inProcessValidators';
import { defaultDialingCode } from '../../../src/features/auth/dialingCodes';
import { ModalHost } from '../../../src/features/modals/ModalHost';
import { createRootStore } from '../../../src/stores';
import { fakeApi, loadSample } from '../../support/samples';
import { emptyWebApi, fakeStoreEnv } from '../../support/storeEnv';
import { renderWith } from '../helpers';

const member = {
  id: 5,
  account: 'mobile01',
  nickname: 'M',
  type: 0,
  isAgent: false,
  isTrial: false,
  email: null,
  mobileNum: '912345678',
  countryDialingCode: '886',
  affiliateCode: null,
};
const value: LoginValue = {
  token: 'tok-s',
  firstTimeLogin: false,
  passwordExpired: false,
  mustChangePassword: false,
  passwordChangeRequired: false,
  member,
};

async function openSms(auth: Partial<AuthApi>) {
  const sample = loadSample('default.json');
  const registry = formRegistryOfSiteConfig(sample);
  const forms = formList(registry);
  const loader = {
    schemas: async () => ({
      version: '1',
      tabs: registry.tabs,
      defaultTab: registry.defaultTab,
      problems: registry.problems,
      forms,
    }),
    validators: async () => createInProcessValidators(forms),
  };
  const store = createRootStore(
    fakeStoreEnv({ api: fakeApi(sample), web: emptyWebApi(), auth: auth as AuthApi, forms: loader }),
    {},
  );
  await store.config.load();
  store.ui.openModal('login');
  const view = renderWith(store, <ModalHost />);
  fireEvent.click(await screen.findByRole('tab', { name: 'SMS code' }));
  await screen.findByLabelText('Mobile number', { selector: 'input' });
  return { store, view };
}

afterEach(() => {
  sessionStorage.clear();
  document.cookie = 'loginTypeSms=; Max-Age=0; Path=/';
});

describe('dialing codes', () => {
  it('defaults from the visitor country, then the merchant currency, then 86', () => {
    expect(defaultDialingCode('TW', 'CNY')).toBe('886');
    expect(defaultDialingCode(null, 'THB')).toBe('66');
    expect(defaultDialingCode('ZZ', 'XXX')).toBe('86');
  });

  it('the SMS login sends the chosen code and keeps mobile plus code in loginTypeSms', async () => {
    const loginCode = jest.fn<AuthApi['loginCode']>(async () => ({ expiredMinutes: 5 }));
    const login = jest.fn<AuthApi['login']>(async () => value);
    const { store } = await openSms({ loginCode, login });
    const select = screen.getByLabelText('Country code') as HTMLSelectElement;
    const mobile = screen.getByLabelText('Mobile number', { selector: 'input' });
    expect(select.compareDocumentPosition(mobile) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    fireEvent.change(select, { target: { value: '886' } });
    fireEvent.change(mobile, { target: { value: '912345678' } });
    fireEvent.click(screen.getByTestId('send-code'));
    await waitFor(() => expect(loginCode).toHaveBeenCalledWith({ mobileNum: '912345678', countryDialingCode: '886' }));
    fireEvent.change(screen.getByLabelText('SMS code', { selector: 'input' }), { target: { value: '123456' } });
    fireEvent.click(screen.getByTestId('loginSms-submit'));
    await waitFor(() => expect(store.session.isLoggedIn).toBe(true));
    expect(login).toHaveBeenCalledWith({
      type: 'sms',
      username: '912345678',
      password: '123456',
      countryDialingCode: '886',
    });
    expect(decodeURIComponent(document.cookie)).toContain('loginTypeSms=+886 912345678');
  });

  it('a remembered SMS login fills the number and the code', async () => {
    document.cookie = `loginTypeSms=${encodeURIComponent('+852 61234567')}; Path=/`;
    await openSms({});
    expect((screen.getByLabelText('Country code') as HTMLSelectElement).value).toBe('852');
    expect((screen.getByLabelText('Mobile number', { selector: 'input' }) as HTMLInputElement).value).toBe('61234567');
  });
});
