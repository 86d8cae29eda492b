/**
 * Every contract of the merchant (docs/contracts.md "Lifecycle"), filtered by kind, state (offered,
 * live, ended, all) and a party's username, paged: holder, granted by (the merchant for a top
 * agent's contract), kind, period, state (with the end's reason), tiers; an operator may terminate
 * an offered, active or termination-requested contract after confirming, and open a top agent's
 * live contract in the form to change it.
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { ghostButton, primaryButton } from '../../../components/styles';
import type { AgentContract, ContractKind } from '../../../../contract/types';
import { TERMINABLE, type ContractFilter, type ContractsConsole } from '../../../stores/operator/ContractsConsoleStore';
import { topRateOf } from '../../../stores/operator/contractTerms';
import { label } from '../AnnouncementEditor';
import { input, muted, Section } from '../ui';
import {
  ConfirmDialog,
  ContractStatePill,
  fieldRow,
  formButton,
  KindOptions,
  PagedTable,
  small,
  TiersView,
  useContractTexts,
} from './shared';

const STATE_GROUPS: readonly ContractFilter['state'][] = ['all', 'offered', 'live', 'ended'];

const Filters = observer(function Filters({ contracts }: { contracts: ContractsConsole }) {
  const { c } = useContractTexts();
  const list = contracts.list;
  const [username, setUsername] = useState(list.filter.username);
  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    void list.setFilter({ username });
  };
  return (
    <form css={fieldRow} onSubmit={handleSubmit} role="search">
      <label css={label}>
        {c('list.kind')}
        <select
          css={input}
          data-testid="contracts-filter-kind"
          value={list.filter.kind}
          onChange={(e) => void list.setFilter({ kind: e.target.value as ContractKind | '' })}
        >
          <KindOptions any />
        </select>
      </label>
      <label css={label}>
        {c('list.state')}
        <select
          css={input}
          data-testid="contracts-filter-state"
          value={list.filter.state}
          onChange={(e) => void list.setFilter({ state: e.target.value as ContractFilter['state'] })}
        >
          {STATE_GROUPS.map((s) => (
            <option key={s} value={s}>
              {c(`stateGroups.${s}`)}
            </option>
          ))}
        </select>
      </label>
      <label
        css={[
          label,
          css`
            flex: 1;
            min-width: 160px;
          `,
        ]}
      >
        {c('list.username')}
        <input
          css={input}
          data-testid="contracts-filter-username"
          value={username}
          maxLength={64}
          autoComplete="off"
          placeholder={c('list.usernamePlaceholder')}
          onChange={(e) => setUsername(e.target.value)}
        />
      </label>
      <button type="submit" css={[primaryButton, formButton]} data-testid="contracts-filter-submit">
        {c('list.filter')}
      </button>
    </form>
  );
});

const Row = observer(function Row({
  contract,
  contracts,
  onTerminate,
}: {
  contract: AgentContract;
  contracts: ContractsConsole;
  onTerminate: (c: AgentContract) => void;
}) {
  const { c, kindName, when } = useContractTexts();
  const [open, setOpen] = useState(false);
  const canChange =
    contract.upline === null && (contract.state === 'active' || contract.state === 'terminationRequested');
  const handleChange = () => {
    contracts.editor.edit(contract);
    document.querySelector('[data-testid="contract-editor"]')?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  };
  return (
    <>
      <tr data-testid={`contract-${contract.id}`}>
        <td>
          <strong
            css={css`
              color: var(--c-text);
            `}
          >
            {contract.downline.username}
          </strong>
          <div
            css={[
              muted,
              css`
                font-size: 12px;
              `,
            ]}
          >
            {contract.downline.nickname}
          </div>
        </td>
        <td>
          {contract.upline ? (
            contract.upline.username
          ) : (
            <span
              css={css`
                font-weight: 700;
              `}
            >
              {c('merchant')}
            </span>
          )}
        </td>
        <td data-nowrap>{kindName(contract.kind)}</td>
        <td data-nowrap>{c(`periods.${contract.period}`)}</td>
        <td>
          <ContractStatePill state={contract.state} />
          {contract.endedAt && contract.endReason ? (
            <div
              css={[
                muted,
                css`
                  font-size: 12px;
                `,
              ]}
            >
              {c('list.ended', { at: when(contract.endedAt), reason: c(`endReasons.${contract.endReason}`) })}
            </div>
          ) : null}
          {contract.state === 'terminationRequested' && contract.terminationRequestedBy ? (
            <div
              css={[
                muted,
                css`
                  font-size: 12px;
                `,
              ]}
            >
              {c('list.terminationBy', { side: c(`list.sides.${contract.terminationRequestedBy}`) })}
            </div>
          ) : null}
        </td>
        <td>
          <button
            type="button"
            css={[ghostButton, small]}
            aria-expanded={open}
            data-testid={`contract-${contract.id}-tiers`}
            onClick={() => setOpen(!open)}
          >
            {c('list.tiersSummary', { count: contract.tiers.length, rate: topRateOf(contract.tiers) })}
          </button>
        </td>
        <td data-nowrap>{when(contract.acceptedAt ?? contract.createdAt)}</td>
        <td data-nowrap>
          <span
            css={css`
              display: inline-flex;
              gap: 6px;
            `}
          >
            {canChange ? (
              <button
                type="button"
                css={[ghostButton, small]}
                data-testid={`contract-${contract.id}-change`}
                onClick={() => handleChange()}
              >
                {c('list.change')}
              </button>
            ) : null}
            {TERMINABLE.includes(contract.state) ? (
              <button
                type="button"
                css={[
                  ghostButton,
                  small,
                  css`
                    color: var(--c-danger);
                  `,
                ]}
                disabled={contracts.list.acting === contract.id}
                data-testid={`contract-${contract.id}-terminate`}
                onClick={() => onTerminate(contract)}
              >
                {c('list.terminate')}
              </button>
            ) : null}
          </span>
        </td>
      </tr>
      {open ? (
        <tr>
          <td colSpan={8}>
            <TiersView tiers={contract.tiers} kind={contract.kind} testId={`contract-${contract.id}-tier-table`} />
          </td>
        </tr>
      ) : null}
    </>
  );
});

/** Every contract of the merchant with its filters, paging and terminate (confirmed first). */
export const ContractList = observer(function ContractList({ contracts }: { contracts: ContractsConsole }) {
  const { c, kindName } = useContractTexts();
  const list = contracts.list;
  const page = list.page;
  const [terminating, setTerminating] = useState<AgentContract | null>(null);
  const handleConfirm = () => {
    const target = terminating;
    setTerminating(null);
    if (target) void list.terminate(target);
  };
  return (
    <Section title={c('list.title')} intro={c('list.intro')} testId="contracts-list">
      <Filters contracts={contracts} />
      <PagedTable
        state={list}
        testPrefix="contracts"
        empty={c('list.empty')}
        caption={page ? c('list.found', { count: page.total }) : null}
        head={(['holder', 'upline', 'kind', 'period', 'state', 'tiers', 'since', 'actions'] as const).map((k) => (
          <th key={k}>{c(`list.columns.${k}`)}</th>
        ))}
        pagesLabel={c('list.pages')}
      >
        {page?.list.map((contract) => (
          <Row key={contract.id} contract={contract} contracts={contracts} onTerminate={setTerminating} />
        ))}
      </PagedTable>
      <ConfirmDialog
        open={terminating !== null}
        title={c('list.terminateTitle')}
        confirmLabel={c('list.terminateConfirm')}
        onConfirm={handleConfirm}
        onCancel={() => setTerminating(null)}
        testId="confirm-terminate"
      >
        {terminating ? (
          <p
            css={css`
              margin: 0;
            `}
          >
            {c('list.terminateText', {
              kind: kindName(terminating.kind),
              username: terminating.downline.username,
              upline: terminating.upline?.username ?? c('merchant'),
            })}
          </p>
        ) : null}
      </ConfirmDialog>
    </Section>
  );
});
