/**
 * The console's "Announcements & banners" tab (README "Operator console") over a fake content API: an added
 * announcement is edited in TW and EN with a preview sanitised as the site shows it; a refused
 * save shows the server's error next to the field and keeps the draft; the fix saves a new
 * version; announcements move up and down (new ones too) without a published time changing; a banner's uploaded image shows in its preview and banners move within their group.
 */
import '../../support/webPolyfills';
import { describe, expect, it } from '@jest/globals';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { OperatorApi } from '../../../src/api/operator';
import { ContentEditor } from '../../../src/features/operator/ContentEditor';
import { SaveBar } from '../../../src/features/operator/SaveBar';
import { operatorConsole as en } from '../../../src/i18n/locales/en/operatorConsole';
import { createI18n } from '../../../src/i18n';
import { OperatorStoreModel, type OperatorStore } from '../../../src/stores/OperatorStore';
import { fakeContent } from './support';

async function setup() {
  const content = fakeContent();
  const draft = (await content.current()).content;
  draft.banners.push(
    {
      id: 11,
      groupName: 'w_home',
      title: { tw: '一', en: 'One' },
      subtitle: { tw: '', en: '' },
      imageUrl: null,
      linkageType: 'ROUTE',
      linkage: '/promotions',
      active: true,
    },
    {
      id: 12,
      groupName: 'w_home',
      title: { tw: '二', en: 'Two' },
      subtitle: { tw: '', en: '' },
      imageUrl: null,
      linkageType: 'NONE',
      linkage: '',
      active: true,
    },
  );
  const api = { content } as unknown as OperatorApi;
  const store: OperatorStore = OperatorStoreModel.create(
    {},
    { operatorApi: api, tokenStore: { get: () => 'op-token', set: () => undefined } },
  );
  await store.content.loadDocument();
  const i18n = createI18n('EN');
  i18n.addResourceBundle('EN', 'translation', { operator: { console: en } }, true, true);
  render(
    <I18nextProvider i18n={i18n}>
      <ContentEditor store={store} />
      <SaveBar doc={store.content} testId="save-content" liveLabel="operator.console.content.upToDate" />
    </I18nextProvider>,
  );
  return store;
}

describe('ContentEditor', () => {
  it('adds an announcement with a sanitised preview, shows a refusal next to its field, then saves', async () => {
    const store = await setup();
    fireEvent.click(screen.getByTestId('add-announcement'));
    const editor = screen.getByTestId('announcement-editor');
    expect((within(editor).getByTestId('announcement-title-en') as HTMLInputElement).value).toBe('New announcement');
    fireEvent.change(within(editor).getByTestId('announcement-content-en'), {
      target: {
        value: '<p>Spring <b>festival</b><img src="x" onerror="window.hacked=1"></p><script>window.hacked=1</script>',
      },
    });
    const preview = within(editor).getByTestId('announcement-preview-en');
    expect(preview.innerHTML).toContain('<b>festival</b>');
    expect(preview.innerHTML).not.toMatch(/script|onerror/);
    fireEvent.change(within(editor).getByTestId('announcement-title-en'), { target: { value: ' ' } });
    expect(screen.getByTestId('draft-state').textContent).toBe('Unsaved changes');

    fireEvent.click(screen.getByTestId('save-content'));
    const error = await within(editor).findByRole('alert');
    expect([error.getAttribute('data-pointer'), error.textContent]).toEqual([
      '/announcements/0/title/en',
      'The title must not be empty',
    ]);
    expect(within(editor).getByTestId('announcement-title-en').getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(within(editor).getByTestId('announcement-title-en'), { target: { value: 'Spring festival' } });
    fireEvent.click(screen.getByTestId('save-content'));
    await waitFor(() => expect(screen.getByTestId('draft-state').textContent).toBe('Live content'));
    expect(within(editor).queryByRole('alert')).toBeNull();
    expect(store.content.current?.version).toBe(2);
    expect(
      within(screen.getByTestId('content-version-history'))
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('data-testid')),
    ).toEqual(['content-version-2', 'content-version-1']);
  });

  it('opens the announcement a refused save names, with its error beside the field', async () => {
    await setup();
    fireEvent.click(screen.getByTestId('add-announcement'));
    fireEvent.change(screen.getByTestId('announcement-title-en'), { target: { value: '' } });
    fireEvent.click(within(screen.getByTestId('announcement-row-1')).getByRole('button', { name: 'Edit' }));
    expect((screen.getByTestId('announcement-title-en') as HTMLInputElement).value).toBe('Notice');
    fireEvent.click(screen.getByTestId('save-content'));
    const error = await within(screen.getByTestId('announcement-editor')).findByRole('alert');
    expect(error.getAttribute('data-pointer')).toBe('/announcements/0/title/en');
    expect((screen.getByTestId('announcement-title-en') as HTMLInputElement).value).toBe('');
  });

  it('moves announcements, a new one too, without changing a published time; the one being edited stays open', async () => {
    const store = await setup();
    const order = () => store.content.draft?.announcements.map((a) => [a.title.en, a.publishedAt]);
    fireEvent.click(screen.getByTestId('add-announcement'));
    expect(order()).toEqual([
      ['New announcement', undefined],
      ['Notice', '2026-11-01T00:00:00.000Z'],
    ]);
    expect(
      within(screen.getByTestId('announcement-row-0')).getByRole('button', { name: 'Move up: New announcement' }),
    ).toHaveProperty('disabled', true);
    fireEvent.click(
      within(screen.getByTestId('announcement-row-0')).getByRole('button', { name: 'Move down: New announcement' }),
    );
    expect(order()).toEqual([
      ['Notice', '2026-11-01T00:00:00.000Z'],
      ['New announcement', undefined],
    ]);
    expect((screen.getByTestId('announcement-title-en') as HTMLInputElement).value).toBe('New announcement');
    expect(
      within(screen.getByTestId('announcement-row-1')).getByRole('button', { name: 'Move down: New announcement' }),
    ).toHaveProperty('disabled', true);
    fireEvent.click(
      within(screen.getByTestId('announcement-row-1')).getByRole('button', { name: 'Move up: New announcement' }),
    );
    expect(order()).toEqual([
      ['New announcement', undefined],
      ['Notice', '2026-11-01T00:00:00.000Z'],
    ]);
    fireEvent.click(within(screen.getByTestId('announcement-row-1')).getByRole('button', { name: 'Move up: Notice' }));
    fireEvent.click(screen.getByTestId('save-content'));
    await waitFor(() => expect(store.content.current?.version).toBe(2));
    expect(store.content.current?.content.announcements.map((a) => [a.id, a.title.en, a.publishedAt])).toEqual([
      [1, 'Notice', '2026-11-01T00:00:00.000Z'],
      [undefined, 'New announcement', undefined],
    ]);
  });

  it('shows an uploaded image in the banner preview and moves banners within their group', async () => {
    const store = await setup();
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'banner.png', { type: 'image/png' });
    fireEvent.change(screen.getByTestId('banner-upload-0'), { target: { files: [file] } });
    await waitFor(() =>
      expect(within(screen.getByTestId('banner-w_home-0')).getByRole('img').getAttribute('src')).toBe(
        '/media/uploads/7',
      ),
    );
    expect(within(screen.getByTestId('banner-w_home-1')).getByRole('img').getAttribute('src')).toBe(
      '/media/banners/12/EN.svg',
    );
    fireEvent.click(within(screen.getByTestId('banner-w_home-0')).getByRole('button', { name: 'Move down: One' }));
    expect(store.content.draft?.banners.map((b) => b.title.en)).toEqual(['Two', 'One']);
  });
});
