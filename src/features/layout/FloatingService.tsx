/**
 * Floating service menu (spec section 2): an expandable stack at the right edge with the registry's
 * floating entries (invite, live chat, in-app download, Telegram entries, WhatsApp, scroll to top).
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/Icon';
import { MenuRenderer } from '../../renderers/MenuRenderer';

export const FloatingService = observer(function FloatingService() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <div
      css={css`
        position: fixed;
        right: 18px;
        bottom: 24px;
        z-index: 50;
        display: flex;
        flex-direction: column;
        align-items: center;
        gap: 10px;
        [data-entry] {
          color: var(--c-text);
          border: 1px solid var(--c-border);
        }
        [data-entry]:hover {
          color: var(--c-primary);
          border-color: var(--c-primary);
        }
      `}
    >
      {open ? <MenuRenderer menuId="floatingService" variant="floating" ariaLabel={t('layout.serviceMenu')} /> : null}
      <button
        type="button"
        onClick={() => setOpen((v) => !v)}
        aria-expanded={open}
        aria-label={open ? t('layout.closeServiceMenu') : t('layout.openServiceMenu')}
        css={css`
          display: inline-flex;
          align-items: center;
          justify-content: center;
          width: 52px;
          height: 52px;
          border: 0;
          border-radius: 50%;
          background: var(--g-primary);
          color: var(--c-on-primary);
          box-shadow: 0 10px 24px color-mix(in srgb, var(--c-primary) 45%, transparent);
          cursor: pointer;
          transition: transform 0.2s ease;
          &:hover {
            transform: scale(1.06);
          }
        `}
      >
        <Icon name={open ? 'close' : 'service'} size={22} />
      </button>
    </div>
  );
});
