/**
 * The announcement editor's "agents only" choice (README "Operator console"; spec section 2
 * agentAnnouncement) over a fake content API: a player announcement is addressed to agents only,
 * the list shows it, the audience select is then disabled, the saved document carries
 * `agentsOnly`; a popup has no such choice (the agent center lists player announcements only). TW texts too.
 */
import '../../support/webPolyfills';
import { describe, expect, it } from '@jest/globals';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { OperatorApi } from '../../../src/api/operator';
import { ContentEditor } from '../../../src/features/operator/ContentEditor';
import { SaveBar } from '../../../src/features/operator/SaveBar';
import { operatorConsole as en } from '../../../src/i18n/locales/en/operatorConsole';
import { operatorConsole as tw } from '../../../src/i18n/locales/tw/operatorConsole';
import { createI18n } from '../../../src/i18n';
import { OperatorStoreModel, type OperatorStore } from '../../../src/stores/OperatorStore';
import { fakeContent } from './support';

async function setup(language: 'EN' | 'TW' = 'EN') {
  const content = fakeContent();
  const saved: unknown[] = [];
  const api = {
    content: {
      ...content,
      save: (doc: Parameters<typeof content.save>[0], base: number, note?: string) => (
        saved.push(doc),
        content.save(doc, base, note)
      ),
    },
  } as unknown as OperatorApi;
  const store: OperatorStore = OperatorStoreModel.create(
    {},
    { operatorApi: api, tokenStore: { get: () => 'op-token', set: () => undefined } },
  );
  await store.content.loadDocument();
  const i18n = createI18n(language);
  i18n.addResourceBundle(language, 'translation', { operator: { console: language === 'EN' ? en : tw } }, true, true);
  render(
    <I18nextProvider i18n={i18n}>
      <ContentEditor store={store} />
      <SaveBar doc={store.content} testId="save-content" liveLabel="operator.console.content.upToDate" />
    </I18nextProvider>,
  );
  return { store, saved };
}

describe('announcement audience: agents only', () => {
  it('addresses a player announcement to agents only and saves it', async () => {
    const { store, saved } = await setup();
    fireEvent.click(within(screen.getByTestId('announcement-row-0')).getByText('Edit'));
    const editor = screen.getByTestId('announcement-editor');
    const agentsOnly = within(editor).getByTestId('announcement-agents-only') as HTMLInputElement;
    expect(agentsOnly.checked).toBe(false);
    expect(within(editor).getByText(en.content.agentsOnlyHint)).toBeTruthy();
    fireEvent.click(agentsOnly);
    expect(store.content.draft?.announcements[0]?.agentsOnly).toBe(true);
    expect((within(editor).getByTestId('announcement-audience') as HTMLSelectElement).disabled).toBe(true);
    expect(within(screen.getByTestId('announcement-row-0')).getByText('Agents')).toBeTruthy();

    fireEvent.click(screen.getByTestId('save-content'));
    await waitFor(() => expect(screen.getByTestId('draft-state').textContent).toBe('Live content'));
    expect(saved).toHaveLength(1);
    expect((saved[0] as { announcements: { agentsOnly?: boolean }[] }).announcements[0]?.agentsOnly).toBe(true);
  });

  it('offers no agents-only choice for a popup and drops it when the type changes', async () => {
    const { store } = await setup();
    fireEvent.click(within(screen.getByTestId('announcement-row-0')).getByText('Edit'));
    const editor = screen.getByTestId('announcement-editor');
    fireEvent.click(within(editor).getByTestId('announcement-agents-only'));
    fireEvent.change(within(editor).getByTestId('announcement-kind'), { target: { value: 'PU' } });
    expect(within(editor).queryByTestId('announcement-agents-only')).toBeNull();
    expect(store.content.draft?.announcements[0]?.agentsOnly).toBeUndefined();
  });

  it('speaks Chinese', async () => {
    await setup('TW');
    fireEvent.click(within(screen.getByTestId('announcement-row-0')).getByText(tw.content.edit));
    expect(within(screen.getByTestId('announcement-editor')).getByText(tw.content.agentsOnly)).toBeTruthy();
  });
});
