import '../support/webPolyfills';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Modal } from '../../src/components/Modal';
import { createI18n } from '../../src/i18n';

function Harness({
  onClose = () => undefined,
  closeOnEscape = true,
}: {
  onClose?: () => void;
  closeOnEscape?: boolean;
}) {
  const [open, setOpen] = useState(false);
  return (
    <I18nextProvider i18n={createI18n('EN')}>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal
        open={open}
        title="Announcements"
        closeOnEscape={closeOnEscape}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      >
        <input aria-label="first field" />
        <button type="button">Last action</button>
      </Modal>
    </I18nextProvider>
  );
}

afterEach(() => {
  document.body.style.overflow = '';
});

describe('Modal', () => {
  it('is a modal dialog named by its title, with focus moved inside', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Announcements' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
  });

  it('keeps Tab and Shift+Tab inside the dialog', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const close = screen.getByRole('button', { name: 'Close' });
    const last = screen.getByRole('button', { name: 'Last action' });
    last.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
    // focus escaping (e.g. a click outside) is pulled back in
    screen.getByRole('button', { name: 'Open', hidden: true }).focus();
    expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);
  });

  it('locks page scroll while open and restores it on close, giving focus back', () => {
    document.body.style.overflow = 'scroll';
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('scroll');
    expect(document.activeElement).toBe(opener);
  });

  it('does not close on a click outside (on the backdrop)', () => {
    const onClose = jest.fn();
    render(<Harness onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const backdrop = screen.getByTestId('modal-backdrop');
    fireEvent.mouseDown(backdrop);
    fireEvent.click(backdrop);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('closes on Escape unless told not to', () => {
    const onClose = jest.fn();
    const { unmount } = render(<Harness onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    fireEvent.keyDown(document.activeElement ?? document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    unmount();
    const stay = jest.fn();
    render(<Harness onClose={stay} closeOnEscape={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    fireEvent.keyDown(document.activeElement ?? document, { key: 'Escape' });
    expect(stay).not.toHaveBeenCalled();
  });
});
