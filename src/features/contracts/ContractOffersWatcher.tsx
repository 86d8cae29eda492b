/**
 * The member-side contract view's watcher (spec section 2: "a contract view shows only when logged
 * in"; docs/contracts.md "Lifecycle"), drawn by the modal host for signed-in real members and agents
 * only (never visitors or trial users). When one signs in it loads the offers waiting for them and
 * opens the offers modal when there are any; it keeps the site socket open so that a live
 * `contract` event bringing a new offer opens it too; while offers wait and the modal is closed,
 * a reminder reopens it. The modal itself is a lazy chunk, loaded only when offers wait, and waits
 * while another dialog is open.
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accentButton } from '../../components/styles';
import { useStores } from '../../stores';
import type { Flash } from './contractUi';

const ContractOffersModal = lazy(() => import('./ContractOffersModal'));

/** Loads the offers on sign-in, keeps the site socket open, and draws the offers modal or its reminder. */
export const ContractOffersWatcher = observer(function ContractOffersWatcher() {
  const { t } = useTranslation();
  const { contracts, session, wallet, auth, ui } = useStores();
  const [flash, setFlash] = useState<Flash | null>(null);
  const token = session.token;
  // a login held to a password change may not call the server yet (as the header wallet)
  const held = auth.passwordChangeRequired;
  useEffect(() => {
    if (held || !contracts.canHoldContracts) return undefined;
    void contracts.checkOffers();
    // live `contract` events come over the site socket (the agent center has no header wallet to open it)
    wallet.startLive();
    return () => {
      // a new token, a layout change or a sign-out: close the socket (the next mount or the header wallet opens it again); signed out, forget the offers
      wallet.stopLive();
      if (!contracts.canHoldContracts) contracts.resetOffers();
    };
  }, [contracts, wallet, token, held]);

  if (!contracts.canHoldContracts || held) return null;
  const pending = contracts.pendingOffers;
  const handleClose = () => {
    contracts.closeOffers();
    setFlash(null);
  };
  if (contracts.offersOpen) {
    if ((pending.length === 0 && !flash) || ui.modal !== null) return null;
    return (
      <Suspense fallback={null}>
        <ContractOffersModal flash={flash} onResult={setFlash} onClose={handleClose} />
      </Suspense>
    );
  }
  if (pending.length === 0) return null;
  return (
    <button
      type="button"
      css={[
        accentButton,
        css`
          position: fixed;
          left: 24px;
          bottom: 24px;
          z-index: 900;
        `,
      ]}
      onClick={() => contracts.openOffers()}
      data-testid="contract-offers-reminder"
    >
      {t('contracts.offers.reminder', { count: pending.length })}
    </button>
  );
});
