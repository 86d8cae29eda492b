/**
 * The member-side contract view (spec section 2: "a contract view shows only when logged in";
 * spec section 4: accept or reject a new contract request): for a signed-in real member or agent,
 * the offers waiting for them (GET contracts?role=received&state=offered) in a modal, each with
 * who offers it, the kind, the period and the tier table, and Accept / Reject. It opens on login
 * and when a live `contract` event brings a new offer (the site socket is kept open for it), and a
 * reminder reopens it while offers wait. Drawn by the modal host only for real members and agents;
 * nothing for visitors and trial users. It waits while another dialog is open.
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/Modal';
import { accentButton } from '../../components/styles';
import { useStores } from '../../stores';
import type { AgentContract } from '../../../contract/types';
import { card, definitionList } from '../member-center/pages/shared/ui';
import { useTime } from '../agent/pages/shared';
import { ContractActions, FlashLine, TierTable, usePartyName, type Flash } from './contractUi';

const ANSWERS = ['accept', 'reject'] as const;

/** One offer: from whom, kind, period, when, its tiers and Accept / Reject. */
function OfferCard({ offer, onResult }: { offer: AgentContract; onResult(flash: Flash): void }) {
  const { t } = useTranslation();
  const time = useTime();
  const party = usePartyName();
  return (
    <section css={[card, css`display: grid; gap: 10px;`]} aria-label={t('contracts.offers.item', { kind: t(`contracts.kinds.${offer.kind}`), name: party(offer.upline) })} data-testid={`offer-${offer.id}`}>
      <dl css={definitionList}>
        <dt>{t('contracts.common.from')}</dt>
        <dd>{party(offer.upline)}</dd>
        <dt>{t('contracts.common.kind')}</dt>
        <dd>{t(`contracts.kinds.${offer.kind}`)}</dd>
        <dt>{t('contracts.common.period')}</dt>
        <dd>{t(`contracts.periods.${offer.period}`)}</dd>
        <dt>{t('contracts.common.createdAt')}</dt>
        <dd>{time(offer.createdAt)}</dd>
      </dl>
      <TierTable kind={offer.kind} tiers={offer.tiers} />
      <ContractActions contract={offer} only={ANSWERS} onResult={onResult} />
    </section>
  );
}

/** The offers modal and its reminder; loads the offers when a real member or agent signs in and keeps the site socket open for live `contract` events. */
export const ContractOffersHost = observer(function ContractOffersHost() {
  const { t } = useTranslation();
  const { contracts, session, wallet, auth, ui } = useStores();
  const [flash, setFlash] = useState<Flash | null>(null);
  const token = session.token;
  // a login held to a password change may not call the server yet (as the header wallet)
  const held = auth.passwordChangeRequired;
  useEffect(() => {
    if (held || !contracts.canHoldContracts) return undefined;
    void contracts.checkOffers();
    wallet.startLive();
    return () => {
      wallet.stopLive();
      contracts.resetOffers();
    };
  }, [contracts, wallet, token, held]);

  const pending = contracts.pendingOffers;
  if (!contracts.canHoldContracts || held) return null;
  const handleClose = () => {
    contracts.closeOffers();
    setFlash(null);
  };
  if (contracts.offersOpen && (pending.length > 0 || flash) && ui.modal === null) {
    return (
      <Modal open size="lg" title={t('contracts.offers.title')} onClose={handleClose} testId="contract-offers">
        <div css={css`display: grid; gap: 14px;`}>
          <FlashLine flash={flash} />
          {pending.length > 0 ? <p css={css`margin: 0; color: var(--c-muted); font-size: 13px;`}>{t('contracts.offers.intro')}</p> : <p css={css`margin: 0;`}>{t('contracts.offers.none')}</p>}
          {pending.map((o) => (
            <OfferCard key={o.id} offer={o} onResult={setFlash} />
          ))}
        </div>
      </Modal>
    );
  }
  if (pending.length === 0 || contracts.offersOpen) return null;
  return (
    <button
      type="button"
      css={[accentButton, css`position: fixed; left: 24px; bottom: 24px; z-index: 900;`]}
      onClick={() => contracts.openOffers()}
      data-testid="contract-offers-reminder"
    >
      {t('contracts.offers.reminder', { count: pending.length })}
    </button>
  );
});
