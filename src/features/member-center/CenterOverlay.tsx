/**
 * Member and agent centers open as overlays (spec section 2): the center's menu from the registry
 * (drawn by MenuRenderer, badges included) on the left and the selected page on the right. The
 * pages' contents belong to later issues; the overlay shows which page is open.
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/Modal';
import { MenuRenderer } from '../../renderers/MenuRenderer';
import { useStores } from '../../stores';

export const CenterOverlay = observer(function CenterOverlay({ center, page }: { center: 'member' | 'agent'; page: string }) {
  const { t } = useTranslation();
  const { ui } = useStores();
  const menuId = center === 'agent' ? 'agentCenter' : 'memberCenter';
  const activeId = center === 'agent' ? `agent:${page}` : page;
  return (
    <Modal open size="xl" bodyPadding={false} title={t(center === 'agent' ? 'menu.agentCenter' : 'menu.memberCenter')} onClose={() => ui.closeModal()} testId={`${center}-center`}>
      <div css={css`display: grid; grid-template-columns: 240px 1fr; min-height: 520px;`}>
        <div css={css`padding: 12px; border-right: 1px solid var(--c-border); background: var(--c-bg-elevated);`}>
          <MenuRenderer menuId={menuId} variant="center" activeId={activeId} />
        </div>
        <section aria-labelledby="center-page" css={css`padding: 24px;`}>
          <h3 id="center-page" css={css`font-size: 20px;`}>
            {t(`center.${page}`)}
          </h3>
        </section>
      </div>
    </Modal>
  );
});

export default CenterOverlay;
