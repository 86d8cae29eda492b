/**
 * Member and agent centers open as overlays (spec section 2): the generic CenterPageRenderer draws
 * the center's menu from the registry (badges from the wallet store's counts) and the selected
 * page from the page table. The open page is kept in the modal's params, so reopening or a link
 * (`?center=depositv2&order=...`) lands on it.
 */
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/Modal';
import type { MenuEntry } from '../../../engine/registryTypes';
import { CenterPageRenderer } from '../../renderers/CenterPageRenderer';
import { useStores } from '../../stores';
import { MoneyIcon } from '../../ui/moneyIcons';

const renderIcon = (icon: string, _entry: MenuEntry) => <MoneyIcon name={icon} size={20} />;

export const CenterOverlay = observer(function CenterOverlay({
  center,
  page,
}: {
  center: 'member' | 'agent';
  page: string;
}) {
  const { t } = useTranslation();
  const { ui, wallet } = useStores();
  const params = ui.modal?.params ?? {};
  const handlePageChange = (next: string) =>
    ui.openModal(center === 'agent' ? 'agentCenter' : 'memberCenter', { page: next });
  return (
    <Modal
      open
      size="xl"
      bodyPadding={false}
      title={t(center === 'agent' ? 'menu.agentCenter' : 'menu.memberCenter')}
      onClose={() => ui.closeModal()}
      testId={`${center}-center`}
    >
      <CenterPageRenderer
        center={center}
        page={page}
        badges={wallet.badges}
        renderIcon={renderIcon}
        params={params}
        onPageChange={handlePageChange}
      />
    </Modal>
  );
});

export default CenterOverlay;
