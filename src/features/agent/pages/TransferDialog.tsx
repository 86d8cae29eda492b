/**
 * The transfer to a downline (spec section 1; README "Agent center"): a dialog with the agent's
 * balance and the merchant's limits, the amount and the payment password. The amount is checked
 * here (two decimals, within the limits, not above the balance; decimal strings compared in minor
 * units, never floats) and the server checks it again; the call is one idempotent ledger
 * transfer: a retry after a lost answer (network, timeout) replays the same request id, so it
 * cannot pay twice; a new amount, a refusal or a done transfer takes a new one.
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/Modal';
import { ghostButton, primaryButton } from '../../../components/styles';
import { errorText, fieldBox, formBox, inputBase, labelText } from '../../../renderers/form/styles';
import { useStores } from '../../../stores';
import { problemText } from '../../../stores/center/types';
import { transferOutcomeUnknown } from '../../../stores/agent/AgentStore';
import { AMOUNT_PATTERN, amountWithin, toMinor } from '../../../../contract/money';
import { newRequestId } from '../../member-center/requestId';
import { Notice } from '../../member-center/pages/shared/ui';
import { Skeleton, useMoney } from './shared';

/** The downline a transfer goes to. */
export interface TransferTarget {
  id: number;
  username: string;
}

/**
 * The amount's first broken rule as an i18n key with its values, or null when it may be sent.
 * @param amount what the agent typed; min, max, balance: decimal strings of the transfer info.
 */
export function amountProblem(amount: string, min: string, max: string, balance: string): { key: string; values?: Record<string, string> } | null {
  if (!AMOUNT_PATTERN.test(amount) || toMinor(amount)! <= 0n) return { key: 'agent.transfer.amountInvalid' };
  if (!amountWithin(amount, min, max)) return { key: 'agent.transfer.amountRange', values: { min, max } };
  if (toMinor(amount)! > (toMinor(balance) ?? 0n)) return { key: 'agent.transfer.amountBalance' };
  return null;
}

/**
 * The transfer dialog for `target`: loads the transfer info on open; `onDone` runs after each
 * transfer that went through (the caller reloads its list), `onClose` when the agent closes it.
 */
export const TransferDialog = observer(function TransferDialog({ target, onClose, onDone }: { target: TransferTarget; onClose(): void; onDone(): void }) {
  const { t } = useTranslation();
  const { agent, wallet } = useStores();
  const fmt = useMoney();
  const info = agent.transferInfo;
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  // One request id per transfer: a retry after a lost answer replays it; a new amount, a refusal or a done transfer takes a new one.
  const [requestId, setRequestId] = useState(newRequestId);
  useEffect(() => {
    void agent.loadTransferInfo();
  }, [agent]);

  const data = info.data;
  const problem = data ? amountProblem(amount.trim(), data.min, data.max, data.balance) : null;
  const passwordMissing = password === '';

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (!data || problem || passwordMissing || busy) return;
    setBusy(true);
    setFailure(null);
    try {
      await agent.transfer({ downlineId: target.id, amount: amount.trim(), paymentPassword: password, requestId });
      setDone(t('agent.transfer.done', { amount: fmt(amount.trim()), name: target.username }));
      setPassword('');
      setRequestId(newRequestId());
      void wallet.refresh();
      onDone();
    } catch (err) {
      // a refusal changed nothing: the next attempt is new; after a lost answer the retry replays the same id
      if (!transferOutcomeUnknown(err)) setRequestId(newRequestId());
      setFailure(problemText(err, t('agent.transfer.failed')));
    } finally {
      setBusy(false);
    }
  };

  let body;
  if (info.failed) body = <Notice tone="bad">{info.errorText(t('agent.common.loadFailed'))}</Notice>;
  else if (!data) body = <Skeleton rows={3} />;
  else if (!data.hasPaymentPassword) body = <Notice tone="info" testId="transfer-need-password">{t('agent.transfer.needPaymentPassword')}</Notice>;
  else
    body = (
      <form css={formBox} onSubmit={submit} noValidate data-testid="transfer-form">
        <div css={css`display: flex; justify-content: space-between; align-items: baseline; gap: 12px;`}>
          <span css={labelText}>{t('agent.transfer.balance')}</span>
          <strong css={css`font-size: 22px; color: var(--c-gold); font-variant-numeric: tabular-nums;`} data-testid="transfer-balance">
            {fmt(data.balance)}
          </strong>
        </div>
        <p css={css`margin: -6px 0 0; color: var(--c-muted); font-size: 13px;`}>{t('agent.transfer.limits', { min: fmt(data.min), max: fmt(data.max) })}</p>
        {done ? <Notice tone="good" testId="transfer-done">{done}</Notice> : null}
        {failure ? <Notice tone="bad" testId="transfer-failed">{failure}</Notice> : null}
        <label css={fieldBox}>
          <span css={labelText}>{t('agent.transfer.amount')}</span>
          <input css={inputBase} inputMode="decimal" autoComplete="off" value={amount} onChange={(e) => (setAmount(e.target.value), setRequestId(newRequestId()))} aria-invalid={touched && !!problem} data-testid="transfer-amount" />
          {touched && problem ? <span css={errorText} role="alert">{t(problem.key, problem.values ? { min: fmt(problem.values.min!), max: fmt(problem.values.max!) } : {})}</span> : null}
        </label>
        <label css={fieldBox}>
          <span css={labelText}>{t('agent.transfer.paymentPassword')}</span>
          <input css={inputBase} type="password" autoComplete="off" value={password} onChange={(e) => setPassword(e.target.value)} aria-invalid={touched && passwordMissing} data-testid="transfer-password" />
          {touched && passwordMissing ? <span css={errorText} role="alert">{t('agent.transfer.passwordRequired')}</span> : null}
        </label>
        <div css={css`display: flex; justify-content: flex-end; gap: 10px;`}>
          <button type="button" css={ghostButton} onClick={onClose}>
            {t('agent.transfer.cancel')}
          </button>
          <button type="submit" css={primaryButton} disabled={busy} data-testid="transfer-submit">
            {t('agent.transfer.submit')}
          </button>
        </div>
      </form>
    );

  return (
    <Modal open size="sm" title={t('agent.transfer.title', { name: target.username })} onClose={onClose} testId="agent-transfer">
      {body}
    </Modal>
  );
});
