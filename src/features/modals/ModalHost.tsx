/**
 * Draws the modal UiStore has open (one at a time) and the notice dialog. Every dialog is a lazy
 * chunk (they open after the home page is up; DOMPurify, forms and the centers stay out of the home
 * route's eager code; spec section 2: MemberCenter).
 */
import { ToastHost } from '../../components/Toast';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { useStores } from '../../stores';
import { ContractOffersWatcher } from '../contracts/ContractOffersWatcher';

const AnnouncementsModal = lazy(() => import('./AnnouncementsModal').then((m) => ({ default: m.AnnouncementsModal })));
const NoticeModal = lazy(() => import('./NoticeModal').then((m) => ({ default: m.NoticeModal })));
const AuthModal = lazy(() => import('../auth/AuthModal').then((m) => ({ default: m.AuthModal })));
const HelpModal = lazy(() => import('./HelpModal').then((m) => ({ default: m.HelpModal })));
const GamePopup = lazy(() => import('./GamePopup').then((m) => ({ default: m.GamePopup })));
const LogoutConfirm = lazy(() => import('./LogoutConfirm').then((m) => ({ default: m.LogoutConfirm })));
const FormShellModal = lazy(() => import('./ShellModals').then((m) => ({ default: m.FormShellModal })));
const NoticeDialog = lazy(() => import('./TrialNotice').then((m) => ({ default: m.NoticeDialog })));
const MemberCenter = lazy(() => import('../member-center/CenterOverlay'));

export const ModalHost = observer(function ModalHost() {
  const { ui, session } = useStores();
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
          <MemberCenter
            center={modal.name === 'agentCenter' ? 'agent' : 'member'}
            page={p.page ?? (modal.name === 'agentCenter' ? 'agentTeamOverview' : 'securityCenter')}
          />
        );
        break;
    }
  }
  return (
    <>
      <Suspense fallback={null}>{view}</Suspense>
      {/* the member-side contract view (spec section 2): only when logged in, never for trial users */}
      {session.isLoggedIn && !session.isTrial ? <ContractOffersWatcher /> : null}
      {ui.notice ? (
        <Suspense fallback={null}>
          <NoticeDialog />
        </Suspense>
      ) : null}
      <ToastHost />
    </>
  );
});
