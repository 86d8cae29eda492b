/**
 * The feedback dialog (spec sections 3, 5 and 8) with a fake API: an empty submit opens the
 * warning dialog naming the empty fields followed by 'is empty' and sends nothing; the
 * description is capped at 200 with a counter; a filled form sends the trimmed content, type,
 * captcha and the user name as sender, then closes with a thank-you notice; a server refusal
 * shows its message.
 */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiProblem } from '../../../src/api/client';
import type { AuthApi } from '../../../src/api/auth';
import { formList, formRegistryOfSiteConfig } from '../../../engine/forms';
import { createInProcessValidators } from '../../../engine/forms/inProcessValidators';
import { ModalHost } from '../../../src/features/modals/ModalHost';
import { createRootStore } from '../../../src/stores';
import { fakeApi, loadSample } from '../../support/samples';
import { emptyWebApi, fakeStoreEnv } from '../../support/storeEnv';
import { renderWith } from '../helpers';

async function openFeedback(feedback: AuthApi['feedback']) {
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
  const auth = { captcha: async () => 'data:image/svg+xml;base64,PHN2Zy8+', feedback } as unknown as AuthApi;
  const store = createRootStore(fakeStoreEnv({ api: fakeApi(sample), web: emptyWebApi(), auth, forms: loader }), {});
  await store.config.load();
  store.ui.openModal('feedback');
  renderWith(store, <ModalHost />);
  await screen.findByLabelText('Description');
  return store;
}

const text = '   My withdrawal has been pending for two hours.   ';

afterEach(() => sessionStorage.clear());

describe('feedback dialog', () => {
  it('names the empty fields in a warning dialog and sends nothing', async () => {
    const feedback = jest.fn<AuthApi['feedback']>(async () => undefined);
    await openFeedback(feedback);
    fireEvent.click(screen.getByTestId('feedback-submit'));
    const warning = await screen.findByTestId('feedback-warning');
    expect(within(warning).getByRole('alert').textContent).toBe('Question type, Description, Captcha is empty');
    fireEvent.click(within(warning).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByTestId('feedback-warning')).toBeNull());
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: '   ' } });
    fireEvent.change(screen.getByLabelText('Question type'), { target: { value: '2' } });
    fireEvent.click(screen.getByTestId('feedback-submit'));
    expect(within(await screen.findByTestId('feedback-warning')).getByRole('alert').textContent).toBe(
      'Description, Captcha is empty',
    );
    expect(feedback).not.toHaveBeenCalled();
  });

  it('caps the description at 200 with a counter, sends trimmed values and closes with a notice', async () => {
    const feedback = jest.fn<AuthApi['feedback']>(async () => undefined);
    const store = await openFeedback(feedback);
    const content = screen.getByLabelText('Description') as HTMLTextAreaElement;
    expect(content.maxLength).toBe(200);
    fireEvent.change(content, { target: { value: text } });
    expect(screen.getByTestId('content-counter').textContent).toBe(`${text.length}/200`);
    fireEvent.change(screen.getByLabelText('Question type'), { target: { value: '6' } });
    fireEvent.change(screen.getByLabelText('Captcha', { selector: 'input' }), { target: { value: '1234' } });
    fireEvent.click(screen.getByTestId('feedback-submit'));
    await waitFor(() => expect(store.ui.modal).toBeNull());
    expect(feedback).toHaveBeenCalledWith({ content: text.trim(), type: '6', captcha: '1234', sender: '' });
    expect(store.ui.notice).toBe('auth.feedback.sent');
  });

  it("shows the server's refusal under the form", async () => {
    const feedback = jest.fn<AuthApi['feedback']>(async () => {
      throw new ApiProblem('badRequest', 'Captcha check failed', 400, 'CAPTCHA_FAILED', { field: 'captcha' });
    });
    await openFeedback(feedback);
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: text } });
    fireEvent.change(screen.getByLabelText('Question type'), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('Captcha', { selector: 'input' }), { target: { value: '9999' } });
    fireEvent.click(screen.getByTestId('feedback-submit'));
    expect((await screen.findByTestId('form-error')).textContent).toBe('Captcha check failed');
  });
});
