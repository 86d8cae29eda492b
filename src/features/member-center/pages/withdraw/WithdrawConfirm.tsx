/**
 * The withdrawal confirmation (spec section 4; docs: POST /api/withdraw/orders/:id/confirm): after
 * a withdrawal is paid the member says received, not received (with 1..3 proof images, png or jpg
 * up to 5 MB, checked here and on the server), or partly received with the amount still missing
 * (optionally with proofs). Unconfirmed withdrawals count as received after `confirmMinutes`.
 */
import { css } from '@emotion/react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../../../stores';
import type { ConfirmResult, Withdrawal } from '../../../../stores/center/types';
import { chip, ghostButton, primaryButton } from '../../../../components/styles';
import { FormRenderer } from '../../../../renderers/FormRenderer';
import { useMoneyForm } from '../../forms';
import { UPLOAD_MAX_IMAGES } from '../../../../../contract/spec';
import { checkProofs } from '../../proofs';
import { Notice } from '../../../../ui/kit';
import { problemText } from '../../../../stores/center/types';

const box = css`
  display: grid;
  gap: 12px;
  margin-top: 10px;
  padding: 14px 16px;
  border-radius: var(--r-md, 10px);
  border: 1px dashed var(--c-border);
  background: var(--c-bg-elevated);
`;

export function WithdrawConfirm({
  withdrawal,
  confirmMinutes,
  onDone,
}: {
  withdrawal: Withdrawal;
  confirmMinutes: number;
  onDone(): void;
}) {
  const { t } = useTranslation();
  const { withdraw } = useStores().center;
  const [mode, setMode] = useState<ConfirmResult | null>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const partly = useMoneyForm('partlyReceived');

  const handleFiles = async (list: FileList | null) => {
    const chosen = Array.from(list ?? []);
    setError(null);
    const problem = await checkProofs(chosen, withdrawal.proofs?.length ?? 0);
    if (problem) {
      setFiles([]);
      if (input.current) input.current.value = '';
      setError(t(problem.key, 'name' in problem ? { name: problem.name } : {}));
      return;
    }
    setFiles(chosen);
  };

  /** Uploads the chosen proofs (if any), then confirms. Resolves to an error text or null. */
  const confirm = async (result: ConfirmResult, remainingAmount?: string): Promise<string | null> => {
    if (result === 'notReceived' && files.length === 0 && (withdrawal.proofs?.length ?? 0) === 0)
      return t('wallet.withdraw.proofRequired');
    setBusy(true);
    try {
      if (result !== 'received' && files.length > 0) await withdraw.uploadProofs(withdrawal.id, files);
      await withdraw.confirmWithdrawal(withdrawal.id, { result, ...(remainingAmount ? { remainingAmount } : {}) });
      onDone();
      return null;
    } catch (err) {
      return problemText(err, t('wallet.common.loadFailed'));
    } finally {
      setBusy(false);
    }
  };
  const run = async (result: ConfirmResult) => setError(await confirm(result));

  const proofPicker = (
    <label
      css={css`
        display: grid;
        gap: 6px;
        font-size: 13px;
      `}
    >
      <span
        css={css`
          color: var(--c-muted);
        `}
      >
        {t('wallet.withdraw.proofs')}
      </span>
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg"
        multiple
        onChange={(e) => void handleFiles(e.target.files)}
        data-testid="proof-input"
      />
      {files.length > 0 ? (
        <span>
          {files.map((f) => f.name).join(', ')} ({files.length}/{UPLOAD_MAX_IMAGES})
        </span>
      ) : null}
    </label>
  );

  return (
    <div css={box} data-testid="withdraw-confirm">
      <strong>{t('wallet.withdraw.confirmTitle')}</strong>
      <span
        css={css`
          font-size: 12px;
          color: var(--c-muted);
        `}
      >
        {t('wallet.withdraw.confirmHint', { minutes: confirmMinutes })}
      </span>
      <div
        role="group"
        aria-label={t('wallet.withdraw.confirmTitle')}
        css={css`
          display: flex;
          flex-wrap: wrap;
          gap: 8px;
        `}
      >
        <button
          type="button"
          css={primaryButton}
          disabled={busy}
          onClick={() => void run('received')}
          data-testid="confirm-received"
        >
          {t('wallet.withdraw.received')}
        </button>
        <button
          type="button"
          css={chip(mode === 'notReceived')}
          aria-pressed={mode === 'notReceived'}
          onClick={() => setMode('notReceived')}
          data-testid="confirm-not-received"
        >
          {t('wallet.withdraw.notReceived')}
        </button>
        <button
          type="button"
          css={chip(mode === 'partlyReceived')}
          aria-pressed={mode === 'partlyReceived'}
          onClick={() => setMode('partlyReceived')}
          data-testid="confirm-partly"
        >
          {t('wallet.withdraw.partlyReceived')}
        </button>
      </div>
      {error ? (
        <Notice tone="bad" testId="confirm-error">
          {error}
        </Notice>
      ) : null}
      {mode === 'notReceived' ? (
        <>
          {proofPicker}
          <button
            type="button"
            css={[
              ghostButton,
              css`
                justify-self: start;
              `,
            ]}
            disabled={busy}
            onClick={() => void run('notReceived')}
            data-testid="confirm-send"
          >
            {t('wallet.withdraw.sendNotReceived')}
          </button>
        </>
      ) : null}
      {mode === 'partlyReceived' ? (
        <>
          {proofPicker}
          {partly ? (
            <FormRenderer
              form={partly.form}
              validators={partly.validators}
              parameters={{ maxAmount: withdrawal.amount }}
              onSubmit={(values) => confirm('partlyReceived', String(values.remainingAmount))}
            />
          ) : null}
        </>
      ) : null}
    </div>
  );
}
