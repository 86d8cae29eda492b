/**
 * Help center modal (spec section 2: /help opens it; #term scrolls to the terms): the server's help
 * content (docs/site-pages.md, the merchant's pages document) with its live search and accordion,
 * shared with the /helpCenter page (../site-pages/HelpContentView.tsx). `anchor` is a help article's
 * anchor, e.g. 'term' for the terms and 'about' for about us; a link opens the full page.
 */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Modal } from '../../components/Modal';
import { HelpContentView } from '../site-pages/HelpContentView';

export function HelpModal({ anchor, onClose }: { anchor: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal open size="lg" title={t('modals.help.title')} onClose={onClose} testId="help-modal">
      <HelpContentView variant="modal" anchor={anchor} />
      <p
        css={css`
          margin: 18px 0 0;
          text-align: center;
          font-size: 13px;
        `}
      >
        <Link
          to="/helpCenter"
          onClick={onClose}
          css={css`
            color: var(--c-primary);
            font-weight: 700;
          `}
        >
          {t('sitePages.help.fullPage')}
        </Link>
      </p>
    </Modal>
  );
}
