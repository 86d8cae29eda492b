/**
 * The modal wrapper (spec sections 2 and 4): a portal dialog with role="dialog",
 * aria-modal, an accessible name from its title (aria-labelledby), focus moved inside and trapped,
 * Escape closing when `closeOnEscape`, page scroll locked while open and restored on close. A click
 * on the backdrop never closes it (spec section 4: no close on outside click). A dialog that is not
 * `dismissible` (a forced password change) has no close button and ignores Escape. Only the
 * innermost mounted dialog reacts to Escape: a dialog being replaced (its listener still attached
 * until React runs its cleanup) never closes the one that replaced it.
 */
import { css, keyframes } from '@emotion/react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Icon } from '../Icon';
import { isTopDialog, useFocusTrap } from './useFocusTrap';
import { useScrollLock } from './useScrollLock';
import { MODAL_DEFAULT_HEIGHT, MODAL_DEFAULT_WIDTH } from '../../../contract/spec';

export type ModalSize = 'sm' | 'md' | 'lg' | 'xl';

export interface ModalProps {
  open: boolean;
  /** The dialog's visible title, also its accessible name. */
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  size?: ModalSize;
  /** Escape closes the dialog (default true). */
  closeOnEscape?: boolean;
  /** The user may close it (default true); false: no close button and no Escape (spec section 4: forced change). */
  dismissible?: boolean;
  /** Optional element above the title (e.g. an icon badge). */
  eyebrow?: ReactNode;
  footer?: ReactNode;
  /** Extra style hook for the dialog body. */
  bodyPadding?: boolean;
  testId?: string;
}

const WIDTHS: Record<ModalSize, number> = { sm: 420, md: 560, lg: 760, xl: 960 };

const fadeIn = keyframes`from { opacity: 0 } to { opacity: 1 }`;
const rise = keyframes`from { opacity: 0; transform: translateY(16px) scale(0.98) } to { opacity: 1; transform: none }`;

const backdrop = css`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 32px;
  background: var(--c-overlay);
  animation: ${fadeIn} 0.18s ease;
`;

const dialog = (size: ModalSize) => css`
  position: relative;
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: ${WIDTHS[size]}px;
  min-width: ${MODAL_DEFAULT_WIDTH}px;
  min-height: ${MODAL_DEFAULT_HEIGHT}px;
  max-height: calc(100vh - 64px);
  background: var(--c-surface);
  color: var(--c-text);
  border: 1px solid var(--c-border);
  border-radius: var(--r-lg);
  box-shadow: var(--shadow-raised);
  animation: ${rise} 0.22s ease;
  outline: none;
  overflow: hidden;
`;

const header = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
  padding: 18px 22px;
  border-bottom: 1px solid var(--c-border);
  background: linear-gradient(180deg, color-mix(in srgb, var(--c-primary) 8%, transparent), transparent);
  h2 {
    font-size: 18px;
    font-weight: 800;
  }
`;

const closeButton = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 34px;
  height: 34px;
  border-radius: 50%;
  border: 1px solid var(--c-border);
  background: var(--c-surface-2);
  color: var(--c-muted);
  cursor: pointer;
  transition: all 0.15s ease;
  &:hover {
    color: var(--c-text);
    border-color: var(--c-primary);
    transform: rotate(90deg);
  }
`;

/** Renders an accessible modal dialog while `open`. */
export function Modal({
  open,
  title,
  onClose,
  children,
  size = 'md',
  closeOnEscape = true,
  dismissible = true,
  eyebrow,
  footer,
  bodyPadding = true,
  testId,
}: ModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  useScrollLock(open);
  useFocusTrap(ref, open);

  useEffect(() => {
    if (!open || !closeOnEscape || !dismissible) return undefined;
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const root = ref.current;
      // A dialog already taken out of the page (React detaches its ref before it removes this
      // listener) must not close whatever dialog is open now.
      if (!root || !root.isConnected || !isTopDialog(root)) return;
      // Only the innermost dialog reacts (a nested dialog contains the focus).
      if (document.activeElement && !root.contains(document.activeElement)) return;
      event.stopPropagation();
      onClose();
    };
    document.addEventListener('keydown', handleKeyDown);
    return () => document.removeEventListener('keydown', handleKeyDown);
  }, [open, closeOnEscape, dismissible, onClose]);

  if (!open) return null;
  return createPortal(
    <div css={backdrop} data-testid={testId ? `${testId}-backdrop` : 'modal-backdrop'}>
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        css={dialog(size)}
        data-testid={testId}
      >
        <div css={header}>
          <div>
            {eyebrow}
            <h2 id={titleId}>{title}</h2>
          </div>
          {dismissible ? (
            <button type="button" css={closeButton} onClick={onClose} aria-label={t('common.close')}>
              <Icon name="close" size={16} />
            </button>
          ) : null}
        </div>
        <div
          css={css`
            flex: 1;
            overflow: auto;
            padding: ${bodyPadding ? '20px 22px' : '0'};
          `}
        >
          {children}
        </div>
        {footer ? (
          <div
            css={css`
              display: flex;
              justify-content: flex-end;
              gap: 12px;
              padding: 14px 22px;
              border-top: 1px solid var(--c-border);
            `}
          >
            {footer}
          </div>
        ) : null}
      </div>
    </div>,
    document.body,
  );
}
