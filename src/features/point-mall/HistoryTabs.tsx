/**
 * The Convert, Redeem history and Points details tabs of /pointMall (docs/promotions.md "Items,
 * redeem and convert", "Pages"; spec section 3's points records: amount, points, status, type,
 * time, remark, balance, quantity). Convert: whole points and the payment password checked by the
 * engine form `pointsConvert` (engine/forms/featureForms.ts: at least the merchant's minimum, at most
 * the member's whole points) with its messages, the cash preview at the ratio
 * (engine/promotions.ts cashFor), one requestId per attempt kept until it succeeds. The histories:
 * filters, loading skeletons, empty states, paging.
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromMinor, money } from '../../../contract/money';
import type { PointsType, RedeemStatus } from '../../../contract/types';
import { cashFor } from '../../../engine/promotions';
import { FEATURE_FORMS } from '../../../engine/forms';
import { checkFeatureForm, errorOfField } from '../../renderers/form/featureForms';
import { Paginator } from '../../components/Paginator';
import { chip, primaryButton } from '../../components/styles';
import { useStores } from '../../stores';
import { HISTORY_PAGE_SIZE, type PointsActionResult } from '../../stores/points/PointsStore';
import { Card, Notice, StatusPill, table, type Tone } from '../../ui/kit';
import { newRequestId } from '../../shared/requestId';
import { formatTime } from '../../shared/time';
import { EmptyState, Skeleton } from '../../ui/rewardUi';
import { hundredths } from './MallTab';
import { field, filterBar, showPoints } from './pointUi';

/** The input caps of the convert form's fields (the engine form's). */
const convertCap = (name: 'points' | 'paymentPassword') =>
  FEATURE_FORMS.pointsConvert.fields.find((f) => f.name === name)?.maxLength;

const STATUS_TONE: Record<string, Tone> = {
  applying: 'wait',
  approved: 'good',
  rejected: 'bad',
  credited: 'good',
  returned: 'neutral',
};

export const ConvertTab = observer(function ConvertTab() {
  const { t, i18n } = useTranslation();
  const { points, wallet } = useStores();
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [requestId, setRequestId] = useState(() => newRequestId());
  const [result, setResult] = useState<PointsActionResult | null>(null);
  const config = points.config.data;
  const available = hundredths(points.balance.data?.points ?? '0') / 100n;
  if (!config) return <Skeleton rows={1} height={220} />;
  const { ratio, convertMin, convertMultiple } = config.settings;
  const errors = checkFeatureForm(
    'pointsConvert',
    { points: amount, paymentPassword: password },
    { parameters: { minPoints: String(convertMin), balance: available.toString() } },
  );
  const amountError = errorOfField(errors, 'points');
  // whole points unless the engine says the text is none (empty, or not a whole number above 0)
  const whole = amountError?.rule === 'required' || amountError?.rule === 'pattern' ? 0 : Number(amount);
  const cash = fromMinor(cashFor(BigInt(whole) * 100n, ratio));
  const problem = amount !== '' && amountError ? t(amountError.key, amountError.params) : null;
  const submit = async () => {
    if (errors.length > 0) return;
    const r = await points.convert({ points: whole, paymentPassword: password, requestId });
    if (!r) return;
    setResult(r);
    if (r.ok) {
      setAmount('');
      setPassword('');
      setRequestId(newRequestId());
    }
  };
  return (
    <Card title={t('points.convert.title')} testId="points-convert">
      <div
        css={css`
          display: grid;
          grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
          gap: 24px;
          align-items: start;
        `}
      >
        <div
          css={css`
            display: grid;
            gap: 14px;
          `}
        >
          <p
            css={css`
              margin: 0;
              color: var(--c-muted);
              font-size: 13px;
            `}
          >
            {t('points.convert.intro', { min: convertMin })}{' '}
            {convertMultiple > 0 ? t('points.convert.multiple', { multiple: convertMultiple }) : null}
          </p>
          <label css={field}>
            {t('points.convert.points')}
            <div
              css={css`
                display: flex;
                gap: 8px;
                & input {
                  flex: 1;
                }
              `}
            >
              <input
                inputMode="numeric"
                value={amount}
                maxLength={convertCap('points')}
                onChange={(e) => setAmount(e.target.value.replace(/\D/g, ''))}
                data-testid="points-convert-amount"
              />
              <button type="button" css={chip(false)} onClick={() => setAmount(available.toString())}>
                {t('points.convert.all')}
              </button>
            </div>
            <span>{t('points.convert.available', { points: available.toString() })}</span>
          </label>
          <label css={field}>
            {t('points.dialog.paymentPassword')}
            <input
              type="password"
              inputMode="numeric"
              autoComplete="off"
              maxLength={convertCap('paymentPassword')}
              placeholder={t('points.dialog.paymentPasswordHint')}
              value={password}
              onChange={(e) => setPassword(e.target.value.replace(/\D/g, ''))}
              data-testid="points-convert-password"
            />
          </label>
          {problem ? <Notice tone="info">{problem}</Notice> : null}
          <button
            type="button"
            css={[
              primaryButton,
              css`
                height: 44px;
              `,
            ]}
            disabled={points.busy || errors.length > 0}
            onClick={() => void submit()}
            data-testid="points-convert-submit"
          >
            {points.busy ? t('points.convert.working') : t('points.convert.submit')}
          </button>
          {result ? (
            result.ok ? (
              <Notice tone="good" testId="points-convert-result">
                {t('points.convert.done', {
                  amount: money(result.answer.redemption.amount ?? '0', i18n.language, wallet.symbol),
                })}
              </Notice>
            ) : (
              <Notice tone="bad" testId="points-convert-result">
                {result.message ?? t('points.convert.failed')}
              </Notice>
            )
          ) : null}
        </div>
        <div
          css={css`
            display: grid;
            gap: 6px;
            justify-items: center;
            padding: 28px 18px;
            border-radius: var(--r-lg);
            background: linear-gradient(
              135deg,
              color-mix(in srgb, var(--c-gold) 22%, var(--c-surface)),
              var(--c-surface)
            );
          `}
        >
          <span
            css={css`
              color: var(--c-muted);
              font-size: 13px;
            `}
          >
            {t('points.convert.preview')}
          </span>
          <strong
            data-testid="points-convert-preview"
            css={css`
              font-size: 34px;
              color: var(--c-gold);
              font-variant-numeric: tabular-nums;
            `}
          >
            {money(cash, i18n.language, wallet.symbol)}
          </strong>
          <span
            css={css`
              color: var(--c-muted);
              font-size: 12px;
            `}
          >
            {t('points.ratio', { ratio, cash: money('1.00', i18n.language, wallet.symbol) })}
          </span>
        </div>
      </div>
    </Card>
  );
});

export const HistoryTab = observer(function HistoryTab() {
  const { t, i18n } = useTranslation();
  const { points, wallet } = useStores();
  const lang = i18n.language;
  useEffect(() => {
    void points.loadRedemptions();
  }, [points, lang]);
  const data = points.redemptions.data;
  return (
    <Card testId="points-history">
      <div role="group" aria-label={t('points.history.status')} css={filterBar}>
        {(['all', 'applying', 'approved', 'rejected'] as const).map((s) => (
          <button
            key={s}
            type="button"
            css={chip(points.redeemStatus === s)}
            aria-pressed={points.redeemStatus === s}
            onClick={() => void points.setRedeemStatus(s as RedeemStatus | 'all')}
            data-testid={`points-status-${s}`}
          >
            {t(`points.history.statuses.${s}`)}
          </button>
        ))}
      </div>
      {points.redemptions.failed ? (
        <Notice tone="bad">{points.redemptions.errorText(t('points.loadFailed'))}</Notice>
      ) : !data ? (
        <Skeleton rows={3} height={44} />
      ) : data.list.length === 0 ? (
        <EmptyState icon="clock" text={t('points.history.empty')} testId="points-history-empty" />
      ) : (
        <>
          <table css={table} aria-busy={points.redemptions.loading}>
            <thead>
              <tr>
                <th>{t('points.history.time')}</th>
                <th>{t('points.history.item')}</th>
                <th>{t('points.history.type')}</th>
                <th data-num="">{t('points.history.quantity')}</th>
                <th data-num="">{t('points.history.points')}</th>
                <th data-num="">{t('points.history.amount')}</th>
                <th>{t('points.history.status')}</th>
                <th>{t('points.history.reason')}</th>
              </tr>
            </thead>
            <tbody>
              {data.list.map((r) => (
                <tr key={r.id} data-testid={`points-redemption-${r.id}`}>
                  <td data-nowrap="">{formatTime(r.createdAt, lang)}</td>
                  <td>{r.itemName}</td>
                  <td>
                    {r.exchangeType ? t(`points.exchangeTypes.${r.exchangeType}`) : t('points.history.convertType')}
                  </td>
                  <td data-num="">{r.quantity}</td>
                  <td
                    data-num=""
                    css={css`
                      font-weight: 700;
                    `}
                  >
                    -{showPoints(r.points, i18n.language)}
                  </td>
                  <td data-num="">{r.amount ? money(r.amount, lang, wallet.symbol) : '—'}</td>
                  <td>
                    <StatusPill tone={STATUS_TONE[r.status] ?? 'neutral'}>
                      {t(`points.history.statuses.${r.status}`)}
                    </StatusPill>
                  </td>
                  <td
                    css={css`
                      color: var(--c-muted);
                      font-size: 12px;
                    `}
                  >
                    {r.reason ?? ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {data.total > HISTORY_PAGE_SIZE ? (
            <div
              css={css`
                margin-top: 12px;
              `}
            >
              <Paginator
                page={points.redemptionsPage}
                totalPages={Math.ceil(data.total / HISTORY_PAGE_SIZE)}
                onChange={(p) => void points.setRedemptionsPage(p)}
                label={t('points.history.pages')}
              />
            </div>
          ) : null}
        </>
      )}
    </Card>
  );
});

const RECORD_TYPES = ['all', 'live', 'lottery', 'pvp', 'slots', 'sports', 'deposit', 'redeem'] as const;

export const DetailsTab = observer(function DetailsTab() {
  const { t, i18n } = useTranslation();
  const { points, wallet } = useStores();
  const lang = i18n.language;
  useEffect(() => {
    void points.loadRecords();
  }, [points, lang]);
  const data = points.records.data;
  const f = points.recordFilter;
  return (
    <Card testId="points-details">
      <div css={filterBar}>
        <label css={field}>
          {t('points.details.type')}
          <select
            value={f.type}
            onChange={(e) => void points.setRecordFilter({ type: e.target.value as PointsType | 'all' })}
            data-testid="points-details-type"
          >
            {RECORD_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`points.details.types.${type}`)}
              </option>
            ))}
          </select>
        </label>
        <label css={field}>
          {t('points.details.from')}
          <input
            type="date"
            value={f.from}
            onChange={(e) => void points.setRecordFilter({ from: e.target.value })}
            data-testid="points-details-from"
          />
        </label>
        <label css={field}>
          {t('points.details.to')}
          <input
            type="date"
            value={f.to}
            onChange={(e) => void points.setRecordFilter({ to: e.target.value })}
            data-testid="points-details-to"
          />
        </label>
      </div>
      {points.records.failed ? (
        <Notice tone="bad">{points.records.errorText(t('points.loadFailed'))}</Notice>
      ) : !data ? (
        <Skeleton rows={3} height={44} />
      ) : data.list.length === 0 ? (
        <EmptyState icon="clock" text={t('points.details.empty')} testId="points-details-empty" />
      ) : (
        <>
          <table css={table} aria-busy={points.records.loading}>
            <thead>
              <tr>
                <th>{t('points.details.time')}</th>
                <th>{t('points.details.type')}</th>
                <th data-num="">{t('points.details.amount')}</th>
                <th data-num="">{t('points.details.points')}</th>
                <th data-num="">{t('points.details.quantity')}</th>
                <th data-num="">{t('points.details.balance')}</th>
                <th>{t('points.details.status')}</th>
                <th>{t('points.details.remark')}</th>
              </tr>
            </thead>
            <tbody>
              {data.list.map((r) => {
                const negative = r.points.startsWith('-');
                return (
                  <tr key={r.id} data-testid={`points-record-${r.id}`}>
                    <td data-nowrap="">{formatTime(r.createdAt, lang)}</td>
                    <td>{t(`points.details.types.${r.type}`)}</td>
                    <td data-num="">{r.amount ? money(r.amount, lang, wallet.symbol) : '—'}</td>
                    <td
                      data-num=""
                      css={css`
                        font-weight: 800;
                        color: ${negative ? 'var(--c-danger)' : 'var(--c-success)'};
                      `}
                    >
                      {negative ? showPoints(r.points, i18n.language) : `+${showPoints(r.points, i18n.language)}`}
                    </td>
                    <td data-num="">{r.quantity ?? '—'}</td>
                    <td data-num="">{showPoints(r.balance, i18n.language)}</td>
                    <td>
                      <StatusPill tone={STATUS_TONE[r.status] ?? 'neutral'}>
                        {t(`points.details.statuses.${r.status}`)}
                      </StatusPill>
                    </td>
                    <td
                      css={css`
                        color: var(--c-muted);
                        font-size: 12px;
                      `}
                    >
                      {r.remark ?? ''}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          {data.total > HISTORY_PAGE_SIZE ? (
            <div
              css={css`
                margin-top: 12px;
              `}
            >
              <Paginator
                page={points.recordsPage}
                totalPages={Math.ceil(data.total / HISTORY_PAGE_SIZE)}
                onChange={(p) => void points.setRecordsPage(p)}
                label={t('points.details.pages')}
              />
            </div>
          ) : null}
        </>
      )}
    </Card>
  );
});
