/**
 * Draws the modal UiStore has open (one at a time) and the notice dialog. Heavy overlays (member
 * and agent centers) are lazy chunks (spec section 2: MemberCenter).
 */
import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { useStores } from '../../stores';
import { AuthModal } from '../auth/AuthModal';
import { AnnouncementsModal } from './AnnouncementsModal';
import { GamePopup } from './GamePopup';
import { HelpModal } from './HelpModal';
import { LogoutConfirm } from './LogoutConfirm';
import { NoticeModal } from './NoticeModal';
import { FormShellModal } from './ShellModals';
import { NoticeDialog } from './TrialNotice';

const MemberCenter = lazy(() => import('../member-center/CenterOverlay'));

export const ModalHost = observer(function ModalHost() {
  const { ui } = useStores();
  const modal = ui.modal;
  const close = () => ui.closeModal();
  let view: React.ReactNode = null;
  if (modal) {
    const p = modal.params;
    switch (modal.name) {
      case 'announcements':
        view = <AnnouncementsModal />;
        break;
      case 'notice':
        view = <NoticeModal key={p.id ?? ''} initialId={p.id ? Number(p.id) : null} />;
        break;
      case 'login':
      case 'register':
        view = <AuthModal key={modal.name} mode={modal.name} params={p} />;
        break;
      case 'help':
        view = <HelpModal anchor={p.anchor ?? null} onClose={close} />;
        break;
      case 'gamePopup':
        view = <GamePopup key={`${p.mode}-${p.vendor}-${p.gameCode ?? ''}`} params={p} />;
        break;
      case 'logoutConfirm':
        view = <LogoutConfirm />;
        break;
      case 'feedback':
      case 'forgotPassword':
      case 'changePassword':
        view = <FormShellModal key={modal.name} name={modal.name} onClose={close} params={p} />;
        break;
      case 'memberCenter':
      case 'agentCenter':
        view = (
          <Suspense fallback={null}>
            <MemberCenter center={modal.name === 'agentCenter' ? 'agent' : 'member'} page={p.page ?? (modal.name === 'agentCenter' ? 'agentTeamOverview' : 'securityCenter')} />
          </Suspense>
        );
        break;
    }
  }
  return (
    <>
      {view}
      <NoticeDialog />
    </>
  );
});
