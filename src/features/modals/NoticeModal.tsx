/** Notice modal (spec section 2): opened from the marquee at the clicked item (params.id). */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/Modal';
import { useStores } from '../../stores';
import { useContentStores } from '../shared/useContentStores';
import { AccordionList } from './AccordionList';

export const NoticeModal = observer(function NoticeModal({ initialId }: { initialId: number | null }) {
  const { t } = useTranslation();
  const { ui } = useStores();
  const { content } = useContentStores();
  const [openId, setOpenId] = useState<number | null>(initialId);
  const notices = content.notices;
  return (
    <Modal open size="lg" title={t('modals.notice.title')} onClose={() => ui.closeModal()} testId="notice-modal">
      {notices.length === 0 ? (
        <p
          css={css`
            color: var(--c-muted);
            text-align: center;
          `}
        >
          {t('modals.notice.empty')}
        </p>
      ) : (
        <AccordionList
          label={t('modals.notice.title')}
          items={notices}
          openId={openId}
          onToggle={(id) => setOpenId((cur) => (cur === id ? null : id))}
        />
      )}
    </Modal>
  );
});
