/**
 * A short-lived message at the bottom of the page (role status): the success messages of spec
 * section 8 ("registered successfully", "verification code sent"...). {@link Toast} draws one;
 * {@link ToastHost} draws the UiStore's (UiStore.showToast), for messages that outlive the dialog
 * that raised them.
 */
import { css, keyframes } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '../stores';
import { Icon } from './Icon';

const slideIn = keyframes`from { opacity: 0; transform: translate(-50%, 12px) } to { opacity: 1; transform: translate(-50%, 0) }`;

/** A short-lived message at the bottom of the page (role status); `onDone` after `ms`. */
export function Toast({
  text,
  tone = 'good',
  onDone,
  ms = 3200,
  testId = 'toast',
}: {
  text: string;
  /** data-testid of the message (default `toast`). */
  testId?: string;
  tone?: 'good' | 'bad';
  onDone: () => void;
  ms?: number;
}) {
  useEffect(() => {
    const id = setTimeout(onDone, ms);
    return () => clearTimeout(id);
  }, [text, onDone, ms]);
  return (
    <div
      role="status"
      data-testid={testId}
      css={css`
        position: fixed;
        left: 50%;
        bottom: 40px;
        transform: translateX(-50%);
        z-index: 1100;
        display: flex;
        align-items: center;
        gap: 10px;
        padding: 12px 20px;
        border-radius: var(--r-pill, 999px);
        background: color-mix(in srgb, ${tone === 'good' ? 'var(--c-success)' : 'var(--c-danger)'} 78%, var(--c-shade));
        color: var(--c-on-vivid);
        font-weight: 700;
        box-shadow: 0 10px 30px color-mix(in srgb, var(--c-shadow) 25%, transparent);
        animation: ${slideIn} 0.2s ease-out;
      `}
    >
      <Icon name={tone === 'good' ? 'star' : 'close'} size={16} />
      {text}
    </div>
  );
}

/** The UiStore's toast (UiStore.showToast), in the site language; cleared after its time. */
export const ToastHost = observer(function ToastHost() {
  const { t } = useTranslation();
  const { ui } = useStores();
  const toast = ui.toast;
  if (!toast) return null;
  return <Toast key={toast.id} text={t(toast.key, toast.params)} onDone={() => ui.clearToast(toast.id)} />;
});
