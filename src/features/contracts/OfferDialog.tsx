/**
 * The offer of a new contract to a direct downline (spec section 4: new contract requests;
 * docs/contracts.md "Terms" and "Lower rate"): the downline (the agent's direct level of the
 * downlines API, or a username search kept to depth 1), the period (the kind's periods; a dividend
 * grant uses the agent's own period) and the tier table, prefilled from the agent's own table and
 * checked against it as the agent types, all three by the engine form `contractOffer`
 * (engine/forms/contractOfferForm.ts, through terms.ts checkOffer: each tier row with its own
 * problems, the validator the server runs). Sending first asks POST contracts/preview; when the offer
 * would end contracts further down, the lower-rate warning names them and the offer goes out only
 * after an explicit confirmation (`confirmLowerRate: true`). The store gives each new offer a
 * fresh request id and replays it only for a retry after a lost answer.
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/Modal';
import { ghostButton, primaryButton } from '../../components/styles';
import { errorText, fieldBox, formBox, inputBase, labelText } from '../../renderers/form/styles';
import { useStores } from '../../stores';
import { problemText } from '../../stores/problems';
import { AGENT_TYPES } from '../../stores/SessionStore';
import { needsLowerRateConfirmation } from '../../stores/contracts/ContractStore';
import type {
  AgentContract,
  AgentDownline,
  ContractKind,
  ContractParty,
  ContractPeriod,
  ContractPreview,
  ContractPreviewBody,
} from '../../../contract/types';
import { KIND_PERIODS } from '../../../engine/contracts';
import { Notice } from '../../ui/kit';
import { Skeleton } from '../../ui/reportUi';
import { useDecimals, type Flash } from './contractUi';
import { LowerRateWarning } from './LowerRateWarning';
import { TierEditor } from './TierEditor';
import { checkOffer, draftsOf, type TierDraft } from './terms';

/** The code of the refusal that asks for the lower-rate confirmation (docs/contracts.md "Lower rate"). */
export { LOWER_RATE_CONFIRM } from '../../stores/contracts/ContractStore';

/** The direct-downline picker: the first page of the direct level, or the depth-1 matches of a username search. */
const DownlinePicker = observer(function DownlinePicker({
  value,
  onChange,
  problem,
}: {
  value: number | null;
  onChange(d: AgentDownline | null): void;
  /** The engine's message for the downline, shown under the picker (null: none). */
  problem: string | null;
}) {
  const { t } = useTranslation();
  const { contracts } = useStores();
  const [typed, setTyped] = useState('');
  const [username, setUsername] = useState('');
  const resource = contracts.downlines;
  useEffect(() => {
    void contracts.loadDownlines(username ? { username, page: 1, pageSize: 100 } : { page: 1, pageSize: 100 });
  }, [contracts, username]);
  useEffect(() => () => resource.clear(), [resource]);
  const list = (resource.data?.list ?? []).filter((d) => d.depth === 1);
  return (
    <div css={fieldBox}>
      <span css={labelText}>{t('contracts.offer.downline')}</span>
      <div
        css={css`
          display: flex;
          gap: 8px;
        `}
      >
        <input
          css={[
            inputBase,
            css`
              flex: 1;
            `,
          ]}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          placeholder={t('contracts.offer.search')}
          aria-label={t('contracts.offer.search')}
          data-testid="offer-search"
        />
        <button type="button" css={ghostButton} onClick={() => setUsername(typed.trim())}>
          {t('agent.common.search')}
        </button>
      </div>
      {resource.failed ? (
        <Notice tone="bad">{resource.errorText(t('contracts.common.loadFailed'))}</Notice>
      ) : resource.loading && !resource.data ? (
        <Skeleton rows={1} />
      ) : (
        <select
          css={inputBase}
          value={value ?? ''}
          onChange={(e) => onChange(list.find((d) => d.id === Number(e.target.value)) ?? null)}
          aria-label={t('contracts.offer.downline')}
          aria-invalid={problem !== null}
          data-testid="offer-downline"
        >
          <option value="">{list.length === 0 ? t('contracts.offer.noDownlines') : t('contracts.offer.choose')}</option>
          {list.map((d) => (
            <option
              key={d.id}
              value={d.id}
            >{`${d.username}${d.nickname ? ` (${d.nickname})` : ''} · ${t(AGENT_TYPES.includes(d.type) ? 'agent.types.agent' : 'agent.types.member')}`}</option>
          ))}
        </select>
      )}
      {problem ? (
        <span css={errorText} role="alert">
          {problem}
        </span>
      ) : null}
    </div>
  );
});

/**
 * The offer dialog of `kind` under the agent's own live contract `own` (the ceiling); `downline`
 * preselects the recipient (new terms for a granted contract). `onResult` shows the outcome on the
 * page after the dialog closes.
 */
export const OfferDialog = observer(function OfferDialog({
  kind,
  own,
  downline,
  onClose,
  onResult,
}: {
  kind: ContractKind;
  own: AgentContract;
  downline: ContractParty | null;
  onClose(): void;
  onResult(flash: Flash): void;
}) {
  const { t } = useTranslation();
  const { contracts } = useStores();
  const decimals = useDecimals();
  const periods = KIND_PERIODS[kind];
  const [target, setTarget] = useState<{ id: number; username: string } | null>(
    downline ? { id: downline.id, username: downline.username } : null,
  );
  const [period, setPeriod] = useState<ContractPeriod>(periods.includes(own.period) ? own.period : periods[0]!);
  const [drafts, setDrafts] = useState<TierDraft[]>(() => draftsOf(own.tiers));
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [warning, setWarning] = useState<ContractPreview | null>(null);

  // the downline, the period and the tiers by the engine form contractOffer
  const problems = checkOffer(kind, { downlineId: target?.id ?? null, period, drafts }, own, decimals, (p) =>
    t(`contracts.periods.${p}`),
  );
  const check = problems.tiers;
  const periodIssue = problems.period;
  const name = target?.username ?? '';

  const send = async (body: ContractPreviewBody, confirmLowerRate: boolean) => {
    try {
      await contracts.offer(confirmLowerRate ? { ...body, confirmLowerRate } : body);
      onResult({ tone: 'good', text: t('contracts.offer.sent', { name }) });
      onClose();
    } catch (err) {
      // the downline granted a higher rate meanwhile: the server asks for the confirmation after all
      const again =
        needsLowerRateConfirmation(err) && !confirmLowerRate ? await contracts.preview(body).catch(() => null) : null;
      if (again && again.endsContracts.length > 0) setWarning(again);
      else setFailure(problemText(err, t('contracts.offer.failed')));
    }
  };

  const bodyOf = (): ContractPreviewBody | null =>
    target && check.tiers && !periodIssue && !problems.downline
      ? { kind, downlineId: target.id, period, tiers: check.tiers }
      : null;

  const handleSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    const body = bodyOf();
    if (!body || busy) return;
    setBusy(true);
    setFailure(null);
    try {
      const preview = await contracts.preview(body);
      if (preview.endsContracts.length > 0) setWarning(preview);
      else await send(body, false);
    } catch (err) {
      setFailure(problemText(err, t('contracts.offer.failed')));
    } finally {
      setBusy(false);
    }
  };

  const handleConfirm = async () => {
    const body = bodyOf();
    if (!body || busy) return;
    setBusy(true);
    setFailure(null);
    try {
      await send(body, true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      size="lg"
      title={t('contracts.offer.title', { kind: t(`contracts.kindNouns.${kind}`) })}
      onClose={onClose}
      testId="contract-offer"
    >
      {failure ? (
        <Notice tone="bad" testId="offer-failed">
          {failure}
        </Notice>
      ) : null}
      {warning ? (
        <LowerRateWarning
          name={name}
          preview={warning}
          busy={busy}
          onConfirm={() => void handleConfirm()}
          onBack={() => setWarning(null)}
        />
      ) : (
        <form css={formBox} onSubmit={(e) => void handleSubmit(e)} noValidate data-testid="offer-form">
          {downline ? (
            <p
              css={css`
                margin: 0;
                font-weight: 700;
              `}
              data-testid="offer-to"
            >
              {t('contracts.offer.to', { name: downline.username })}
            </p>
          ) : (
            <DownlinePicker
              value={target?.id ?? null}
              onChange={(d) => setTarget(d ? { id: d.id, username: d.username } : null)}
              problem={touched && problems.downline ? t(`contracts.${problems.downline.key}`) : null}
            />
          )}
          <label css={fieldBox}>
            <span css={labelText}>{t('contracts.common.period')}</span>
            <select
              css={inputBase}
              value={period}
              onChange={(e) => setPeriod(e.target.value as ContractPeriod)}
              aria-invalid={!!periodIssue}
              data-testid="offer-period"
            >
              {periods.map((p) => (
                <option key={p} value={p}>
                  {t(`contracts.periods.${p}`)}
                </option>
              ))}
            </select>
            {periodIssue ? (
              <span css={errorText} role="alert">
                {t(`contracts.${periodIssue.key}`, periodIssue.values)}
              </span>
            ) : null}
          </label>
          <p
            css={css`
              margin: 0;
              font-size: 12px;
              color: var(--c-muted);
            `}
          >
            {t('contracts.offer.ceilingHint')}
          </p>
          <TierEditor kind={kind} drafts={drafts} check={check} onChange={setDrafts} />
          <div
            css={css`
              display: flex;
              justify-content: flex-end;
              gap: 10px;
            `}
          >
            <button type="button" css={ghostButton} onClick={onClose}>
              {t('contracts.common.cancel')}
            </button>
            <button type="submit" css={primaryButton} disabled={busy} data-testid="offer-submit">
              {t('contracts.offer.submit')}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
});
