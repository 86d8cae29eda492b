/**
 * The console's agents screen (README "Operator console" and "Agents") over a fake member API: the
 * loading state, then everyone paged; a search with no match shows the empty state; a member is
 * made an agent and moved under an agent typed by username, each told and listed in the audit
 * entries; the server's refusal (upline not an agent) shows as its message. TW texts too.
 */
import '../../support/webPolyfills';
import { describe, expect, it } from '@jest/globals';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { OperatorApi } from '../../../src/api/operator';
import { AgentsPanel } from '../../../src/features/operator/AgentsPanel';
import { operatorConsole as en } from '../../../src/i18n/locales/en/operatorConsole';
import { operatorConsole as tw } from '../../../src/i18n/locales/tw/operatorConsole';
import { createI18n } from '../../../src/i18n';
import { OperatorStoreModel } from '../../../src/stores/OperatorStore';
import { fakeContent, fakeMembers } from './support';

function setup(language: 'EN' | 'TW' = 'EN') {
  const members = fakeMembers();
  const store = OperatorStoreModel.create(
    {},
    {
      operatorApi: { content: fakeContent(), ...members } as unknown as OperatorApi,
      tokenStore: { get: () => 'op-token', set: () => undefined },
    },
  );
  const i18n = createI18n(language);
  i18n.addResourceBundle(language, 'translation', { operator: { console: language === 'EN' ? en : tw } }, true, true);
  render(
    <I18nextProvider i18n={i18n}>
      <AgentsPanel store={store} />
    </I18nextProvider>,
  );
  return { store, members };
}

const search = (text: string) => {
  fireEvent.change(screen.getByTestId('member-search'), { target: { value: text } });
  fireEvent.click(screen.getByTestId('member-search-submit'));
};

describe('AgentsPanel', () => {
  it('shows a skeleton, then everyone paged, and the empty state of a search without match', async () => {
    setup();
    expect(screen.getByTestId('agents-loading').getAttribute('aria-busy')).toBe('true');
    const table = await screen.findByTestId('members-table');
    expect(within(table).getByText('32 member(s)')).toBeTruthy();
    expect(within(screen.getByTestId('member-agent01')).getByText('Tier-1 agent')).toBeTruthy();
    expect(within(screen.getByTestId('member-agent01')).getByText('2')).toBeTruthy();
    expect(screen.queryByTestId('member-sub01')).toBeNull();
    expect(screen.getByText('No member actions yet.')).toBeTruthy();
    fireEvent.click(within(screen.getByRole('navigation')).getByText('2'));
    const sub = await screen.findByTestId('member-sub01');
    expect(within(sub).getByText('Tier-2 agent')).toBeTruthy();
    expect(within(sub).getByText('agent01')).toBeTruthy();
    expect(screen.queryByTestId('member-agent01')).toBeNull();
    search('zzz');
    expect(await screen.findByTestId('agents-empty')).toHaveProperty(
      'textContent',
      'No member’s username contains “zzz”.',
    );
  });

  it('makes a member an agent and moves it under an agent; refusals show the server’s message', async () => {
    setup();
    await screen.findByTestId('members-table');
    search('player02');
    await waitFor(() => expect(screen.queryByTestId('member-player03')).toBeNull());
    fireEvent.click(screen.getByTestId('manage-player02'));
    const actions = screen.getByTestId('member-actions');
    expect(within(actions).getByText('Manage player02')).toBeTruthy();
    fireEvent.change(within(actions).getByTestId('agent-type'), { target: { value: '42' } });
    fireEvent.click(within(actions).getByTestId('make-agent'));
    expect((await screen.findByTestId('agents-notice')).textContent).toBe('player02 is now an agent: Partner agent B.');
    expect(within(screen.getByTestId('member-player02')).getByText('Partner agent B')).toBeTruthy();
    expect(within(screen.getByTestId('member-audit')).getByText('Made an agent')).toBeTruthy();
    expect(within(screen.getByTestId('member-audit')).getByText(/Member → Partner agent B/)).toBeTruthy();
    expect(screen.getByTestId('already-agent')).toBeTruthy();

    fireEvent.change(screen.getByTestId('move-upline'), { target: { value: 'player05' } });
    fireEvent.click(screen.getByTestId('move-member'));
    await waitFor(() =>
      expect(screen.getByTestId('agents-notice').textContent).toBe('The new upline must be an agent'),
    );
    expect(screen.getByRole('alert').textContent).toBe('The new upline must be an agent');

    fireEvent.change(screen.getByTestId('move-upline'), { target: { value: 'agent01' } });
    fireEvent.click(screen.getByTestId('move-member'));
    await waitFor(() =>
      expect(screen.getByTestId('agents-notice').textContent).toBe('player02 and its team now sit under agent01.'),
    );
    expect(within(screen.getByTestId('member-player02')).getByText('agent01')).toBeTruthy();
    expect(within(screen.getByTestId('member-audit')).getByText('Moved under another upline')).toBeTruthy();
    // the field is emptied when the move's promise settles, a tick after the notice shows
    await waitFor(() => expect((screen.getByTestId('move-upline') as HTMLInputElement).value).toBe(''));
  });

  it('speaks Chinese', async () => {
    setup('TW');
    await screen.findByTestId('members-table');
    expect(screen.getByText(tw.agents.title)).toBeTruthy();
    expect(within(screen.getByTestId('member-agent01')).getByText('一級代理')).toBeTruthy();
    fireEvent.click(screen.getByTestId('manage-player01'));
    expect(within(screen.getByTestId('member-actions')).getByText(tw.agents.makeAgent)).toBeTruthy();
  });
});
