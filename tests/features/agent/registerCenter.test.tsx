import '../../support/webPolyfills';
import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiProblem } from '../../../src/api/client';
import RegisterCenterPage from '../../../src/features/agent/pages/RegisterCenterPage';
import { fieldRule, keepsRule } from '../../../src/features/agent/pages/registerRules';
import { renderCenter } from '../member-center/support';
import { agentStore, fakeAgent, type Calls } from './support';

const props = { page: 'registerCenter', openPage: () => undefined, params: {} };
const fill = (id: string, value: string) => fireEvent.change(screen.getByTestId(`create-${id}`), { target: { value } });

describe('registerCenter', () => {
  it('reads the username and password rules of the register form, with defaults', () => {
    const form = {
      schema: {
        properties: {
          username: { minLength: 5, maxLength: 12, pattern: '^[a-z0-9]+$' },
          password: { minLength: 8, maxLength: 30 },
        },
      },
    } as never;
    const user = fieldRule(form, 'username');
    expect([user.min, user.max]).toEqual([5, 12]);
    expect(keepsRule('abc12', user)).toBe(true);
    expect(keepsRule('ABC12', user)).toBe(false);
    expect(keepsRule('abc1', user)).toBe(false);
    expect(fieldRule(null, 'password')).toMatchObject({ min: 6, max: 20 });
  });

  it('refuses a downline that breaks the rules without calling the server, then creates a valid one', async () => {
    const calls: Calls = [];
    const store = await agentStore(fakeAgent({}, calls));
    renderCenter(store, <RegisterCenterPage {...props} />);
    const create = await screen.findByTestId('create-downline');
    fireEvent.click(within(create).getByTestId('create-submit'));
    expect(within(create).getAllByRole('alert').length).toBeGreaterThanOrEqual(2);
    fill('username', 'newagent7');
    fill('password', 'Abc12345');
    fill('confirm', 'Abc12346');
    fireEvent.click(within(create).getByTestId('create-submit'));
    expect(within(create).getByText('The passwords do not match.')).toBeInTheDocument();
    expect(calls.filter((c) => c.name === 'createDownline')).toHaveLength(0);

    fireEvent.click(within(create).getByRole('button', { name: 'Agent' }));
    fill('confirm', 'Abc12345');
    fireEvent.click(within(create).getByTestId('create-submit'));
    expect(await within(create).findByTestId('create-done')).toHaveTextContent('Account newagent7 created.');
    expect(calls.filter((c) => c.name === 'createDownline').map((c) => c.args[0])).toEqual([
      { username: 'newagent7', password: 'Abc12345', accountType: 'agent' },
    ]);
    expect(screen.getByTestId('create-username')).toHaveValue('');
  });

  it("checks with the merchant's engine form downlineCreate and shows its messages", async () => {
    const calls: Calls = [];
    const store = await agentStore(fakeAgent({}, calls));
    const form = store.auth.form('downlineCreate')!;
    renderCenter(store, <RegisterCenterPage {...props} />);
    const create = await screen.findByTestId('create-downline');
    // the hints and the caps are the form's: the sample's username rule is 6 to 16 characters
    expect(within(create).getByText('6 to 16 letters or digits')).toBeInTheDocument();
    expect(screen.getByTestId('create-username')).toHaveAttribute(
      'maxLength',
      String(form.fields.find((f) => f.name === 'username')!.maxLength),
    );
    expect(screen.getByTestId('create-nickname')).toHaveAttribute('maxLength', '20');
    fill('username', '1abcdef');
    fill('password', 'abcdefgh');
    fill('confirm', 'abcdefgh');
    fill('nickname', 'n'.repeat(21));
    fireEvent.click(within(create).getByTestId('create-submit'));
    expect(within(create).getByText('The username must be 6 to 16 letters or digits.')).toBeInTheDocument();
    expect(
      within(create).getByText('The password must be 6 to 20 characters with letters and digits.'),
    ).toBeInTheDocument();
    expect(within(create).getByText('The nickname is at most 20 characters.')).toBeInTheDocument();
    expect(calls.filter((c) => c.name === 'createDownline')).toHaveLength(0);
    fill('username', '  newagent8 ');
    fill('password', 'abc12345');
    fill('confirm', 'abc12345');
    fill('nickname', '  Lucky  ');
    fireEvent.click(within(create).getByTestId('create-submit'));
    expect(await within(create).findByTestId('create-done')).toHaveTextContent('Account newagent8 created.');
    expect(calls.filter((c) => c.name === 'createDownline').map((c) => c.args[0])).toEqual([
      { username: 'newagent8', password: 'abc12345', accountType: 'member', nickname: 'Lucky' },
    ]);
  });

  it("shows the server's refusal of a taken username", async () => {
    const store = await agentStore(
      fakeAgent({
        createDownline: async () =>
          Promise.reject(new ApiProblem('badRequest', 'This username is taken', 400, 'USERNAME_TAKEN')),
      }),
    );
    renderCenter(store, <RegisterCenterPage {...props} />);
    await screen.findByTestId('create-downline');
    fill('username', 'player001');
    fill('password', 'Abc12345');
    fill('confirm', 'Abc12345');
    fireEvent.click(screen.getByTestId('create-submit'));
    expect(await screen.findByTestId('create-failed')).toHaveTextContent('This username is taken');
  });

  it('creates invitation links with a QR code of their URL, copies them and switches them off', async () => {
    const calls: Calls = [];
    const store = await agentStore(fakeAgent({}, calls));
    let copied = '';
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async (text: string) => void (copied = text) },
    });
    renderCenter(store, <RegisterCenterPage {...props} />);
    const links = await screen.findByTestId('invitation-links');
    expect(await within(links).findByText('No invitation link yet.')).toBeInTheDocument();
    fireEvent.click(within(links).getByTestId('new-link-member'));
    const row = await within(links).findByTestId('invitation-ABC123');
    expect(within(row).getByTestId('invitation-url')).toHaveTextContent(
      'http://localhost/register?affiliateCode=ABC123',
    );
    const qr = row.querySelector('svg')!;
    expect(qr.getAttribute('height')).toBe('120');
    expect(within(row).getByText('Used 0 times')).toBeInTheDocument();
    fireEvent.click(within(row).getByRole('button', { name: 'Copy link' }));
    expect(await within(links).findByTestId('links-done')).toHaveTextContent('Copied successfully');
    expect(copied).toBe('http://localhost/register?affiliateCode=ABC123');
    fireEvent.click(within(row).getByRole('switch', { name: 'Link ABC123 on' }));
    await waitFor(() => expect(within(row).getByRole('switch')).not.toBeChecked());
    expect(calls.filter((c) => c.name === 'setInvitationEnabled').map((c) => c.args)).toEqual([[5, false]]);
  });
});
