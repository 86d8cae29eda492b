/**
 * Public announcements popup (spec sections 2 and 9): titles 9 per page, paginator margin 1 and
 * range 5, a click expands the sanitised HTML content; closing marks the popup 'closed' in session
 * storage (ANONYMOUS_POPUP or USER_POPUP).
 */
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '@emotion/react';
import { Modal } from '../../components/Modal';
import { Paginator } from '../../components/Paginator';
import { Icon } from '../../components/Icon';
import { useStores } from '../../stores';
import { useContentStores } from '../shared/useContentStores';
import { AccordionList } from './AccordionList';
import { announcementPage, announcementPages, markPopupClosed, popupItems } from '../../shared/announcementPopup';

export const AnnouncementsModal = observer(function AnnouncementsModal() {
  const { t } = useTranslation();
  const { ui, session } = useStores();
  const { content } = useContentStores();
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const items = popupItems({ content, session });
  const total = announcementPages(items.length);
  const handleClose = () => {
    markPopupClosed(session.role);
    ui.closeModal();
  };
  return (
    <Modal
      open
      size="lg"
      title={t('modals.announcements.title')}
      onClose={handleClose}
      testId="announcements-modal"
      eyebrow={
        <span
          css={css`
            display: inline-flex;
            color: var(--c-primary);
            margin-bottom: 2px;
          `}
        >
          <Icon name="megaphone" size={18} />
        </span>
      }
      footer={
        <Paginator
          page={page}
          totalPages={total}
          margin={1}
          range={5}
          onChange={(p) => {
            setPage(p);
            setOpenId(null);
          }}
        />
      }
    >
      {items.length === 0 ? (
        <p
          css={css`
            color: var(--c-muted);
            text-align: center;
            padding: 30px 0;
          `}
        >
          {t('modals.announcements.empty')}
        </p>
      ) : (
        <AccordionList
          label={t('modals.announcements.list')}
          items={announcementPage(items, page)}
          openId={openId}
          onToggle={(id) => setOpenId((cur) => (cur === id ? null : id))}
        />
      )}
    </Modal>
  );
});
