/**
 * Building blocks of the console's Contracts tab (docs/contracts.md): its texts under
 * `operator.console.contracts`, amounts and times in the console's language, notices (the
 * server's localised message or a key), a confirmation dialog, state pills, the loading and error
 * states, a paged table with them, the kind options of a select and a read-only tier table.
 */
import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/Modal';
import { Paginator } from '../../../components/Paginator';
import { ghostButton, primaryButton } from '../../../components/styles';
import { formatAmount } from '../../../../contract/money';
import type { ContractKind, ContractState, ContractTier, SettlementState } from '../../../../contract/types';
import { CONTRACT_KINDS, usesProfitLoss } from '../../../../engine/contracts';
import type { ContractsNotice } from '../../../stores/operator/contractsShared';
import { Bone } from '../../../ui/reportUi';
import { StatusPill, table, type Tone } from '../../../ui/kit';
import { muted } from '../ui';
import { formatConsoleTime } from '../../../shared/time';

export { table };

/** A compact button of a table row. */
export const small = css`
  height: 30px;
  padding: 0 12px;
  font-size: 12px;
`;

/** A form button beside inputs. */
export const formButton = css`
  height: 36px;
  padding: 0 16px;
  font-size: 13px;
`;

/** A row of filters or fields, wrapping on narrow panels. */
export const fieldRow = css`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  align-items: end;
`;

/** The texts of the tab and its formatters: `c(key)` reads `operator.console.contracts.<key>`. */
export function useContractTexts() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'EN' ? 'EN' : 'TW';
  const c = (key: string, params?: Record<string, unknown>): string => t(`operator.console.contracts.${key}`, params);
  return {
    c,
    lang,
    /** A kind's name. */
    kindName: (kind: ContractKind) => c(`kinds.${kind}`),
    /** A decimal string with two decimals and the language's separators (never a float). */
    amount: (value: string) => formatAmount(value, lang),
    /** An ISO instant as date and time in the console's language. */
    when: (iso: string) => formatConsoleTime(iso, lang),
  };
}

/** What a store tells after a call, as a line: the server's message as is, or the key's text (kind names and amounts shown in the language). */
export function NoticeLine({ notice, testId }: { notice: ContractsNotice | null; testId: string }) {
  const { c, kindName, amount } = useContractTexts();
  if (!notice) return null;
  const params: Record<string, unknown> = { ...notice.params };
  if (typeof params.kind === 'string') params.kind = kindName(params.kind as ContractKind);
  if (typeof params.amount === 'string') params.amount = amount(params.amount);
  const text = notice.message ?? c(`notices.${notice.key ?? 'failed'}`, params);
  const error = notice.tone === 'error';
  return (
    <p
      role={error ? 'alert' : 'status'}
      data-testid={testId}
      css={[
        muted,
        css`
          font-weight: 700;
          color: ${error ? 'var(--c-danger)' : 'var(--c-success)'};
        `,
      ]}
    >
      {text}
    </p>
  );
}

/** Skeleton rows while a list loads. */
export function Loading({ testId, rows = 5 }: { testId: string; rows?: number }) {
  const { c } = useContractTexts();
  return (
    <div
      aria-busy="true"
      aria-label={c('loading')}
      data-testid={testId}
      css={css`
        display: grid;
        gap: 12px;
      `}
    >
      {Array.from({ length: rows }, (_, i) => (
        <Bone key={i} height={18} />
      ))}
    </div>
  );
}

/** A failed load: the message and a retry. */
export function LoadError({
  notice,
  onRetry,
  testId,
}: {
  notice: ContractsNotice;
  onRetry: () => void;
  testId: string;
}) {
  const { c } = useContractTexts();
  return (
    <div
      role="alert"
      data-testid={testId}
      css={css`
        display: grid;
        gap: 10px;
        justify-items: start;
      `}
    >
      <span
        css={[
          muted,
          css`
            color: var(--c-danger);
          `,
        ]}
      >
        {notice.message ?? c(`notices.${notice.key ?? 'failed'}`)}
      </span>
      <button type="button" css={[ghostButton, small]} onClick={onRetry}>
        {c('retry')}
      </button>
    </div>
  );
}

/** A dialog asking to confirm an action that cannot be undone (terminate, rerun, lower rate). */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  busy = false,
  onConfirm,
  onCancel,
  testId,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  testId: string;
}) {
  const { c } = useContractTexts();
  return (
    <Modal
      open={open}
      size="sm"
      title={title}
      onClose={onCancel}
      testId={testId}
      footer={
        <>
          <button type="button" css={[ghostButton, formButton]} onClick={onCancel} data-testid={`${testId}-cancel`}>
            {c('cancel')}
          </button>
          <button
            type="button"
            css={[primaryButton, formButton]}
            disabled={busy}
            onClick={onConfirm}
            data-testid={`${testId}-confirm`}
          >
            {confirmLabel}
          </button>
        </>
      }
    >
      <div
        css={css`
          display: grid;
          gap: 10px;
          font-size: 14px;
          line-height: 1.55;
        `}
      >
        {children}
      </div>
    </Modal>
  );
}

const CONTRACT_TONE: Record<ContractState, Tone> = {
  offered: 'wait',
  active: 'good',
  terminationRequested: 'wait',
  rejected: 'neutral',
  withdrawn: 'neutral',
  terminated: 'bad',
  replaced: 'neutral',
};
const SETTLEMENT_TONE: Record<SettlementState, Tone> = {
  zero: 'neutral',
  pending: 'wait',
  requested: 'wait',
  paid: 'good',
  rejected: 'bad',
};

/** A contract's state as a coloured pill. */
export function ContractStatePill({ state }: { state: ContractState }) {
  const { c } = useContractTexts();
  return <StatusPill tone={CONTRACT_TONE[state]}>{c(`states.${state}`)}</StatusPill>;
}

/** A settlement's state as a coloured pill. */
export function SettlementStatePill({ state }: { state: SettlementState }) {
  const { c } = useContractTexts();
  return <StatusPill tone={SETTLEMENT_TONE[state]}>{c(`settlementStates.${state}`)}</StatusPill>;
}

/** A tier table, read only: active members, the kind's amount (valid bet or profit and loss) and the rate. */
export function TiersView({
  tiers,
  kind,
  testId,
}: {
  tiers: readonly ContractTier[];
  kind: ContractKind;
  testId?: string;
}) {
  const { c, amount } = useContractTexts();
  return (
    <table
      css={[
        table,
        css`
          font-size: 12px;
          td,
          th {
            padding: 6px 10px;
          }
        `,
      ]}
      data-testid={testId}
    >
      <thead>
        <tr>
          <th>#</th>
          <th data-num>{c('editor.minActive')}</th>
          <th data-num>{c(usesProfitLoss(kind) ? 'editor.minAmountProfit' : 'editor.minAmountBet')}</th>
          <th data-num>{c('editor.rateColumn')}</th>
        </tr>
      </thead>
      <tbody>
        {tiers.map((t, i) => (
          <tr key={i}>
            <td>{i + 1}</td>
            <td data-num>{t.minActive}</td>
            <td data-num>{amount(t.minAmount)}</td>
            <td data-num>{t.rate}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The options of a kind select: every kind in menu order (engine CONTRACT_KINDS), after "any kind" (value '') when `any`. */
export function KindOptions({ any = false }: { any?: boolean }) {
  const { c, kindName } = useContractTexts();
  return (
    <>
      {any ? <option value="">{c('anyKind')}</option> : null}
      {CONTRACT_KINDS.map((k) => (
        <option key={k} value={k}>
          {kindName(k)}
        </option>
      ))}
    </>
  );
}

/** A paged list model as {@link PagedTable} reads it (the console's contract list and settlements). */
export interface PagedTableState {
  page: { total: number; list: readonly unknown[] } | null;
  pageNo: number;
  pageCount: number;
  loading: boolean;
  error: ContractsNotice | null;
  notice: ContractsNotice | null;
  load(pageNo: number): Promise<unknown>;
}

/**
 * A paged list's states under its filters: the notice, a failed load with a retry (the page shown
 * again), skeleton rows while the first answer loads, `empty` when nothing matches, else the table
 * (`caption`, `head` and the rows as children) and the paginator. Test ids `<testPrefix>-notice`,
 * `-error`, `-loading`, `-empty`, `-table`.
 */
export const PagedTable = observer(function PagedTable({
  state,
  testPrefix,
  empty,
  caption,
  head,
  pagesLabel,
  children,
}: {
  state: PagedTableState;
  testPrefix: string;
  empty: ReactNode;
  caption: ReactNode;
  head: ReactNode;
  pagesLabel: string;
  children: ReactNode;
}) {
  const page = state.page;
  return (
    <>
      <NoticeLine notice={state.notice} testId={`${testPrefix}-notice`} />
      {state.error ? (
        <LoadError notice={state.error} onRetry={() => void state.load(state.pageNo)} testId={`${testPrefix}-error`} />
      ) : null}
      {state.loading && !page ? <Loading testId={`${testPrefix}-loading`} /> : null}
      {page && page.list.length === 0 && !state.error ? (
        <p css={muted} data-testid={`${testPrefix}-empty`}>
          {empty}
        </p>
      ) : null}
      {page && page.list.length > 0 ? (
        <div
          css={css`
            overflow-x: auto;
          `}
          aria-busy={state.loading}
        >
          <table css={table} data-testid={`${testPrefix}-table`}>
            <caption
              css={css`
                text-align: left;
                color: var(--c-muted);
                font-size: 12px;
                padding-bottom: 6px;
              `}
            >
              {caption}
            </caption>
            <thead>
              <tr>{head}</tr>
            </thead>
            <tbody>{children}</tbody>
          </table>
        </div>
      ) : null}
      {page && state.pageCount > 1 ? (
        <Paginator
          page={state.pageNo}
          totalPages={state.pageCount}
          onChange={(p) => void state.load(p)}
          label={pagesLabel}
        />
      ) : null}
    </>
  );
});
