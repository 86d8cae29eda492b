/**
 * The member-side contract view's modal (spec section 2: "a contract view shows only when logged
 * in"; spec section 4: accept or reject a new contract request): each offer waiting for the
 * signed-in member or agent, with who offers it, the kind, the period and the tier table, and
 * Accept / Reject. Opened by ContractOffersWatcher.
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/Modal';
import { useStores } from '../../stores';
import type { AgentContract } from '../../../contract/types';
import { card, definitionList } from '../../ui/kit';
import { useTime } from '../../ui/reportUi';
import { ContractActions, FlashLine, StatePill, TierTable, usePartyName, type Flash } from './contractUi';

const ANSWERS = ['accept', 'reject'] as const;

/** One offer: from whom, kind, period, when, its tiers and Accept / Reject. */
function OfferCard({ offer, onResult }: { offer: AgentContract; onResult(flash: Flash): void }) {
  const { t } = useTranslation();
  const time = useTime();
  const party = usePartyName();
  const title = t('contracts.offers.item', { kind: t(`contracts.kinds.${offer.kind}`), name: party(offer.upline) });
  return (
    <section
      css={[
        card,
        css`
          display: grid;
          gap: 10px;
        `,
      ]}
      aria-label={title}
      data-testid={`offer-${offer.id}`}
    >
      <header
        css={css`
          display: flex;
          align-items: center;
          justify-content: space-between;
          gap: 10px;
          flex-wrap: wrap;
        `}
      >
        <h4
          css={css`
            margin: 0;
            font-size: 15px;
            font-weight: 800;
          `}
        >
          {title}
        </h4>
        <StatePill state={offer.state} />
      </header>
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

/**
 * The offers modal (lazy: drawn only when offers wait); `flash` is the outcome of the last answer,
 * kept by the watcher so the modal can stay open after the last offer was answered.
 */
export const ContractOffersModal = observer(function ContractOffersModal({
  flash,
  onResult,
  onClose,
}: {
  flash: Flash | null;
  onResult(flash: Flash): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const { contracts } = useStores();
  const pending = contracts.pendingOffers;
  return (
    <Modal open size="lg" title={t('contracts.offers.title')} onClose={onClose} testId="contract-offers">
      <div
        css={css`
          display: grid;
          gap: 14px;
        `}
      >
        <FlashLine flash={flash} />
        {pending.length > 0 ? (
          <p
            css={css`
              margin: 0;
              color: var(--c-muted);
              font-size: 13px;
            `}
          >
            {t('contracts.offers.intro')}
          </p>
        ) : (
          <p
            css={css`
              margin: 0;
            `}
          >
            {t('contracts.offers.none')}
          </p>
        )}
        {pending.map((o) => (
          <OfferCard key={o.id} offer={o} onResult={onResult} />
        ))}
      </div>
    </Modal>
  );
});

export default ContractOffersModal;
