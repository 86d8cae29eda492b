/**
 * The transfer to a downline (spec section 1; README "Agent center"): a dialog with the agent's
 * balance and the merchant's limits, the amount and the payment password. The values are checked
 * by the engine's form `downlineTransfer` (engine/forms/featureForms.ts: the merchant currency's
 * decimals, within the limits, not above the balance; decimal strings compared in minor units,
 * never floats; the 6-digit payment password) and the server checks them again; the call is one
 * idempotent ledger
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
import { checkFeatureForm, errorOfField } from '../../../renderers/form/featureForms';
import { MINOR_DIGITS } from '../../../../contract/money';
import { PAYMENT_PASSWORD_DIGITS } from '../../../../engine/forms';
import { newRequestId } from '../../../shared/requestId';
import { Notice } from '../../../ui/kit';
import { Skeleton, useMoney } from '../../../ui/reportUi';

/** The downline a transfer goes to. */
export interface TransferTarget {
  id: number;
  username: string;
}

/**
 * The transfer info's limits and balance and the currency's decimals as the engine form's
 * parameters; `label` formats a limit for the message.
 */
const transferParameters = (
  min: string,
  max: string,
  balance: string,
  decimals: number,
  label: (amount: string) => string = (a) => a,
) => ({
  minAmount: min,
  maxAmount: max,
  balance,
  minLabel: label(min),
  maxLabel: label(max),
  decimals: String(decimals),
});

/**
 * The amount's first broken rule as an i18n key with its values, or null when it may be sent: the
 * engine form `downlineTransfer`'s answer for the amount.
 * @param amount what the agent typed; min, max, balance: decimal strings of the transfer info.
 * @param decimals the merchant currency's minor digits (default 2).
 */
export function amountProblem(
  amount: string,
  min: string,
  max: string,
  balance: string,
  decimals = MINOR_DIGITS,
): { key: string; values?: Record<string, string | number> } | null {
  const errors = checkFeatureForm(
    'downlineTransfer',
    { amount },
    { parameters: transferParameters(min, max, balance, decimals) },
  );
  const e = errorOfField(errors, 'amount');
  return e ? { key: e.key, ...(Object.keys(e.params).length > 0 ? { values: e.params } : {}) } : null;
}

/**
 * The transfer dialog for `target`: loads the transfer info on open; `onDone` runs after each
 * transfer that went through (the caller reloads its list), `onClose` when the agent closes it.
 */
export const TransferDialog = observer(function TransferDialog({
  target,
  onClose,
  onDone,
}: {
  target: TransferTarget;
  onClose(): void;
  onDone(): void;
}) {
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
  const errors = data
    ? checkFeatureForm(
        'downlineTransfer',
        { amount, paymentPassword: password },
        { parameters: transferParameters(data.min, data.max, data.balance, wallet.decimals, fmt) },
      )
    : [];
  const problem = errorOfField(errors, 'amount');
  const passwordProblem = errorOfField(errors, 'paymentPassword');

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (!data || errors.length > 0 || busy) return;
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
  else if (!data.hasPaymentPassword)
    body = (
      <Notice tone="info" testId="transfer-need-password">
        {t('agent.transfer.needPaymentPassword')}
      </Notice>
    );
  else
    body = (
      <form css={formBox} onSubmit={submit} noValidate data-testid="transfer-form">
        <div
          css={css`
            display: flex;
            justify-content: space-between;
            align-items: baseline;
            gap: 12px;
          `}
        >
          <span css={labelText}>{t('agent.transfer.balance')}</span>
          <strong
            css={css`
              font-size: 22px;
              color: var(--c-gold);
              font-variant-numeric: tabular-nums;
            `}
            data-testid="transfer-balance"
          >
            {fmt(data.balance)}
          </strong>
        </div>
        <p
          css={css`
            margin: -6px 0 0;
            color: var(--c-muted);
            font-size: 13px;
          `}
        >
          {t('agent.transfer.limits', { min: fmt(data.min), max: fmt(data.max) })}
        </p>
        {done ? (
          <Notice tone="good" testId="transfer-done">
            {done}
          </Notice>
        ) : null}
        {failure ? (
          <Notice tone="bad" testId="transfer-failed">
            {failure}
          </Notice>
        ) : null}
        <label css={fieldBox}>
          <span css={labelText}>{t('agent.transfer.amount')}</span>
          <input
            css={inputBase}
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            onChange={(e) => (setAmount(e.target.value), setRequestId(newRequestId()))}
            aria-invalid={touched && !!problem}
            data-testid="transfer-amount"
          />
          {touched && problem ? (
            <span css={errorText} role="alert">
              {t(problem.key, problem.params)}
            </span>
          ) : null}
        </label>
        <label css={fieldBox}>
          <span css={labelText}>{t('agent.transfer.paymentPassword')}</span>
          <input
            css={inputBase}
            type="password"
            inputMode="numeric"
            autoComplete="off"
            maxLength={PAYMENT_PASSWORD_DIGITS}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            aria-invalid={touched && !!passwordProblem}
            data-testid="transfer-password"
          />
          {touched && passwordProblem ? (
            <span css={errorText} role="alert">
              {t(passwordProblem.key, passwordProblem.params)}
            </span>
          ) : null}
        </label>
        <div
          css={css`
            display: flex;
            justify-content: flex-end;
            gap: 10px;
          `}
        >
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
    <Modal
      open
      size="sm"
      title={t('agent.transfer.title', { name: target.username })}
      onClose={onClose}
      testId="agent-transfer"
    >
      {body}
    </Modal>
  );
});
