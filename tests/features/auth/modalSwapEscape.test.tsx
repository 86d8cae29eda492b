/**
 * A dialog replaced by another in one commit keeps its Escape listener until React runs its
 * cleanup in a later task; an Escape in between must not close the dialog that replaced it (the
 * forced password change, spec section 4). Rendered outside act(), as in a browser.
 */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { Modal } from '../../../src/components/Modal';
import { createI18n } from '../../../src/i18n';

const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };

afterEach(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
  document.body.innerHTML = '';
});

describe('Modal swapped in one commit', () => {
  it('an Escape between the commit and the old dialog cleanup does not reach the old dialog', async () => {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    const i18n = createI18n('EN');
    const closeLogin = jest.fn();
    const closeForced = jest.fn();
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    const view = (which: 'login' | 'forced') => (
      <I18nextProvider i18n={i18n}>
        {which === 'login' ? (
          <Modal key="login" open title="Log in" onClose={closeLogin} testId="login-modal">
            <input aria-label="user" />
          </Modal>
        ) : (
          <Modal
            key="forced"
            open
            title="Change password"
            onClose={closeForced}
            dismissible={false}
            testId="changePassword-modal"
          >
            <input aria-label="new" />
          </Modal>
        )}
      </I18nextProvider>
    );
    root.render(view('login'));
    await new Promise((r) => setTimeout(r, 50));
    expect(document.querySelector('[data-testid="login-modal"]')).not.toBeNull();
    let pressedWhileSwapping = false;
    const observer = new MutationObserver(() => {
      if (pressedWhileSwapping || !document.querySelector('[data-testid="changePassword-modal"]')) return;
      pressedWhileSwapping = true;
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    observer.observe(document.body, { childList: true, subtree: true });
    root.render(view('forced'));
    await new Promise((r) => setTimeout(r, 50));
    observer.disconnect();
    expect(pressedWhileSwapping).toBe(true);
    expect(closeLogin).not.toHaveBeenCalled();
    expect(closeForced).not.toHaveBeenCalled();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(closeForced).not.toHaveBeenCalled();
    root.unmount();
  });
});
