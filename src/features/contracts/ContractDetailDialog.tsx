/**
 * One contract in a dialog (docs/contracts.md "Lifecycle"): the parties, state, period, dates and
 * end reason, the tier table, the actions the server lists and the history (every audited change:
 * when, what, who, from which state to which). A contract the viewer may not see answers 404
 * CONTRACT_NOT_FOUND, shown as the server's message.
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/Modal';
import { useStores } from '../../stores';
import type { ContractDetail } from '../../../contract/types';
import { definitionList, table } from '../../ui/kit';
import { AgentLoad, useResource, useTime } from '../../ui/reportUi';
import { ContractActions, StatePill, TerminationNote, TierTable, usePartyName, type Flash } from './contractUi';

/** The detail dialog of contract `id`; `onResult` reports an action's outcome to the page. */
export const ContractDetailDialog = observer(function ContractDetailDialog({
  id,
  onClose,
  onResult,
}: {
  id: number;
  onClose(): void;
  onResult(flash: Flash): void;
}) {
  const { t } = useTranslation();
  const { contracts } = useStores();
  const time = useTime();
  const party = usePartyName();
  const result = useResource(contracts.detail, () => contracts.loadDetail(id), [id], t('contracts.common.loadFailed'));
  const name = result.data?.contract.downline.username ?? '';
  return (
    <Modal open size="lg" title={t('contracts.detail.title', { name })} onClose={onClose} testId="contract-detail">
      <AgentLoad result={result} rows={6}>
        {({ contract: c, events }: ContractDetail) => (
          <div
            css={css`
              display: grid;
              gap: 14px;
            `}
          >
            <dl css={definitionList}>
              <dt>{t('contracts.common.kind')}</dt>
              <dd>{t(`contracts.kinds.${c.kind}`)}</dd>
              <dt>{t('contracts.common.upline')}</dt>
              <dd>{party(c.upline)}</dd>
              <dt>{t('contracts.common.downline')}</dt>
              <dd>{party(c.downline)}</dd>
              <dt>{t('contracts.common.state')}</dt>
              <dd>
                <StatePill state={c.state} />
                {c.endReason ? (
                  <span
                    css={css`
                      color: var(--c-muted);
                      font-size: 12px;
                    `}
                  >
                    {t(`contracts.endReasons.${c.endReason}`)}
                  </span>
                ) : null}
              </dd>
              <dt>{t('contracts.common.period')}</dt>
              <dd>{t(`contracts.periods.${c.period}`)}</dd>
              <dt>{t('contracts.common.createdAt')}</dt>
              <dd>{time(c.createdAt)}</dd>
              <dt>{t('contracts.common.acceptedAt')}</dt>
              <dd>{time(c.acceptedAt) || '—'}</dd>
              {c.endedAt ? (
                <>
                  <dt>{t('contracts.common.endedAt')}</dt>
                  <dd>{time(c.endedAt)}</dd>
                </>
              ) : null}
            </dl>
            <TierTable kind={c.kind} tiers={c.tiers} testId="detail-tiers" />
            <TerminationNote contract={c} />
            <ContractActions contract={c} onResult={onResult} />
            <section aria-label={t('contracts.detail.history')}>
              <h4
                css={css`
                  margin: 4px 0 6px;
                  font-size: 14px;
                  font-weight: 800;
                `}
              >
                {t('contracts.detail.history')}
              </h4>
              <table css={table} data-testid="contract-events">
                <thead>
                  <tr>
                    <th>{t('contracts.detail.at')}</th>
                    <th>{t('contracts.detail.action')}</th>
                    <th>{t('contracts.detail.actor')}</th>
                    <th>{t('contracts.detail.change')}</th>
                  </tr>
                </thead>
                <tbody>
                  {events.map((e, i) => (
                    <tr key={`${e.at}-${i}`}>
                      <td data-nowrap="">{time(e.at)}</td>
                      <td>{t(`contracts.events.${e.action}`, { defaultValue: e.action })}</td>
                      <td>{t(`contracts.actors.${e.actor}`)}</td>
                      <td data-nowrap="">{`${e.fromState ? t(`contracts.states.${e.fromState}`) : '—'} → ${t(`contracts.states.${e.toState}`)}`}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          </div>
        )}
      </AgentLoad>
    </Modal>
  );
});
