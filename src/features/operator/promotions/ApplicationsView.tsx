/**
 * The console's applications review (docs/promotions.md "Operator console"; spec section 5): the
 * queue filtered by promotion and state (waiting ones oldest first), and a review dialog with the
 * member, the remark, the images (fetched with the operator token as blobs, click to enlarge),
 * approve with an amount (empty: the fixed amount; a percent rule needs one, at most its max) and
 * reject with a reason (required).
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../../contract/money';
import type { Application, OperatorPromotion } from '../../../../contract/types';
import { formatConsoleTime } from '../../../shared/time';
import { Modal } from '../../../components/Modal';
import { Paginator } from '../../../components/Paginator';
import { chip, ghostButton, primaryButton } from '../../../components/styles';
import { promotionsApiOf, type PromotionsConsoleStore } from '../../../stores/operator/PromotionsConsoleStore';
import { Notice, StatusPill, table, type Tone } from '../../../ui/kit';
import { card, input, muted } from '../ui';
import { Field, useBlobUrl } from './parts';

const K = 'operator.console.promotions.applications';
const STATES = ['applying', 'issued', 'rejected'] as const;
const TONE: Record<string, Tone> = { applying: 'wait', issued: 'good', rejected: 'bad' };

/** One application image from its private URL; `onOpen` enlarges it. */
function Thumb({
  store,
  url,
  n,
  big = false,
  onOpen,
}: {
  store: PromotionsConsoleStore;
  url: string;
  n: number;
  big?: boolean;
  onOpen?: () => void;
}) {
  const { t } = useTranslation();
  const src = useBlobUrl(url, () => promotionsApiOf(store).image(url));
  const size = big
    ? css`
        width: 100%;
        max-height: 70vh;
        object-fit: contain;
      `
    : css`
        width: 120px;
        height: 90px;
        object-fit: cover;
      `;
  if (src === 'failed')
    return (
      <div
        css={[
          size,
          css`
            display: grid;
            place-items: center;
            border: 1px dashed var(--c-border);
            border-radius: var(--r-md);
            font-size: 11px;
            color: var(--c-muted);
          `,
        ]}
      >
        {t(`${K}.imageFailed`)}
      </div>
    );
  if (!src)
    return (
      <div
        aria-busy="true"
        css={[
          size,
          css`
            border-radius: var(--r-md);
            background: var(--c-hover);
          `,
        ]}
      />
    );
  const img = (
    <img
      src={src}
      alt={t(`${K}.enlarge`, { n })}
      css={[
        size,
        css`
          border-radius: var(--r-md);
          border: 1px solid var(--c-border);
          display: block;
        `,
      ]}
      data-testid="application-image"
    />
  );
  return onOpen ? (
    <button
      type="button"
      onClick={onOpen}
      aria-label={t(`${K}.enlarge`, { n })}
      css={css`
        padding: 0;
        border: 0;
        background: none;
        cursor: zoom-in;
      `}
    >
      {img}
    </button>
  ) : (
    img
  );
}

/** The most an approval of `promotion` may offer, and whether the amount is required. */
function amountRule(p: OperatorPromotion | undefined): { fixed: string | null; max: string | null } {
  if (!p) return { fixed: null, max: null };
  const r = p.body.rule.reward;
  if (r.type === 'fixed') return { fixed: r.amount, max: r.amount };
  return { fixed: null, max: Number(r.max) > 0 ? r.max : null };
}

const ReviewDialog = observer(function ReviewDialog({
  store,
  promotions,
  onDecided,
}: {
  store: PromotionsConsoleStore;
  promotions: OperatorPromotion[];
  onDecided(): void;
}) {
  const { t, i18n } = useTranslation();
  const apps = store.applications;
  const a = apps.selected;
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [big, setBig] = useState<string | null>(null);
  useEffect(() => {
    setAmount('');
    setReason('');
  }, [a?.id]);
  if (!a) return null;
  const fallback = t('operator.console.promotions.saveFailed');
  const rule = amountRule(promotions.find((p) => p.id === a.promotionId));
  const money = (v: string) => formatAmount(v, i18n.language);
  const waiting = a.state === 'applying';
  const decide = async (what: 'approve' | 'reject') => {
    const ok =
      what === 'approve'
        ? await apps.approve(amount, fallback)
        : await apps.reject(reason, t(`${K}.reasonRequired`), fallback);
    if (ok) onDecided();
  };
  return (
    <Modal
      open
      title={`${t(`${K}.review`)} · ${a.promotionTitle}`}
      onClose={() => apps.select(null)}
      size="lg"
      testId="application-review"
    >
      <div
        css={css`
          display: grid;
          gap: 16px;
        `}
      >
        {apps.problem && apps.problem.field !== 'reason' && apps.problem.field !== 'amount' ? (
          <Notice tone="bad">{apps.problem.message}</Notice>
        ) : null}
        {apps.done ? (
          <Notice tone="good" testId="application-done">
            {t(`${K}.${apps.done}`)}
          </Notice>
        ) : null}
        <div
          css={css`
            display: grid;
            grid-template-columns: repeat(4, minmax(0, 1fr));
            gap: 12px;
            & > div {
              display: grid;
              gap: 4px;
            }
            & span {
              font-size: 12px;
              color: var(--c-muted);
            }
            & strong {
              font-size: 15px;
            }
          `}
        >
          <div>
            <span>{t(`${K}.member`)}</span>
            <strong data-testid="application-username">{a.username}</strong>
          </div>
          <div>
            <span>{t(`${K}.vip`)}</span>
            <strong>VIP {a.vipLevel}</strong>
          </div>
          <div>
            <span>{t(`${K}.submitted`)}</span>
            <strong
              css={css`
                font-size: 13px !important;
              `}
            >
              {formatConsoleTime(a.createdAt, i18n.language, 'second')}
            </strong>
          </div>
          <div>
            <span>{t(`${K}.state`)}</span>
            <div>
              <StatusPill tone={TONE[a.state] ?? 'neutral'}>{t(`${K}.states.${a.state}`)}</StatusPill>
            </div>
          </div>
        </div>
        <div
          css={css`
            display: grid;
            gap: 6px;
          `}
        >
          <span
            css={[
              muted,
              css`
                font-size: 12px;
                font-weight: 700;
              `,
            ]}
          >
            {t(`${K}.remark`)}
          </span>
          <p
            css={css`
              margin: 0;
              padding: 12px 14px;
              border-radius: var(--r-md);
              background: var(--c-hover);
              white-space: pre-wrap;
              word-break: break-word;
              font-size: 14px;
            `}
            data-testid="application-remark"
          >
            {a.remark || <span css={muted}>{t(`${K}.noRemark`)}</span>}
          </p>
        </div>
        <div
          css={css`
            display: grid;
            gap: 6px;
          `}
        >
          <span
            css={[
              muted,
              css`
                font-size: 12px;
                font-weight: 700;
              `,
            ]}
          >
            {t(`${K}.images`)}
          </span>
          {a.images.length === 0 ? (
            <span css={muted}>{t(`${K}.noImages`)}</span>
          ) : (
            <div
              css={css`
                display: flex;
                gap: 12px;
                flex-wrap: wrap;
              `}
            >
              {a.images.map((img, i) => (
                <Thumb key={img.id} store={store} url={img.url} n={i + 1} onOpen={() => setBig(img.url)} />
              ))}
            </div>
          )}
        </div>
        {waiting ? (
          <div
            css={css`
              display: grid;
              grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
              gap: 16px;
              @media (max-width: 800px) {
                grid-template-columns: minmax(0, 1fr);
              }
            `}
          >
            <div
              css={[
                card,
                css`
                  gap: 10px;
                  padding: 16px;
                `,
              ]}
            >
              <Field
                label={t(`${K}.amount`)}
                hint={
                  rule.fixed
                    ? t(`${K}.amountFixed`, { amount: money(rule.fixed) })
                    : rule.max
                      ? t(`${K}.amountPercent`, { max: money(rule.max) })
                      : t(`${K}.amountUncapped`)
                }
                error={apps.problem?.field === 'amount' ? apps.problem.message : null}
              >
                <input
                  css={input}
                  inputMode="decimal"
                  value={amount}
                  placeholder={rule.fixed ?? '0.00'}
                  onChange={(e) => setAmount(e.target.value)}
                  data-testid="application-amount"
                />
              </Field>
              <button
                type="button"
                css={primaryButton}
                disabled={apps.busy}
                onClick={() => void decide('approve')}
                data-testid="application-approve"
              >
                {t(`${K}.approve`)}
              </button>
            </div>
            <div
              css={[
                card,
                css`
                  gap: 10px;
                  padding: 16px;
                `,
              ]}
            >
              <Field label={t(`${K}.reason`)} error={apps.problem?.field === 'reason' ? apps.problem.message : null}>
                <textarea
                  css={[
                    input,
                    css`
                      height: 72px;
                      padding: 8px 10px;
                      resize: vertical;
                    `,
                  ]}
                  value={reason}
                  maxLength={200}
                  onChange={(e) => setReason(e.target.value)}
                  data-testid="application-reason"
                />
              </Field>
              <button
                type="button"
                css={[
                  ghostButton,
                  css`
                    color: var(--c-danger);
                    border-color: color-mix(in srgb, var(--c-danger) 50%, transparent);
                  `,
                ]}
                disabled={apps.busy}
                onClick={() => void decide('reject')}
                data-testid="application-reject"
              >
                {t(`${K}.reject`)}
              </button>
            </div>
          </div>
        ) : (
          <div
            css={css`
              display: grid;
              gap: 4px;
              font-size: 13px;
            `}
          >
            {a.reward ? (
              <span>
                {t(`${K}.reward`)}:{' '}
                <strong
                  css={css`
                    color: var(--c-gold);
                  `}
                >
                  {money(a.reward)}
                </strong>
              </span>
            ) : null}
            {a.rejectReason ? <span>{t(`${K}.rejectReason`, { reason: a.rejectReason })}</span> : null}
            {a.reviewedAt ? (
              <span css={muted}>
                {t(`${K}.reviewedBy`, {
                  name: a.reviewedBy ?? '—',
                  at: formatConsoleTime(a.reviewedAt, i18n.language, 'second'),
                })}
              </span>
            ) : null}
          </div>
        )}
      </div>
      {big ? (
        <Modal
          open
          title={t(`${K}.imageTitle`)}
          onClose={() => setBig(null)}
          size="xl"
          testId="application-image-large"
        >
          <Thumb store={store} url={big} n={1} big />
        </Modal>
      ) : null}
    </Modal>
  );
});

export const ApplicationsView = observer(function ApplicationsView({
  store,
  promotions,
}: {
  store: PromotionsConsoleStore;
  promotions: OperatorPromotion[];
}) {
  const { t, i18n } = useTranslation();
  const apps = store.applications;
  const fallback = t('operator.console.promotions.loadFailed');
  const lang = i18n.language;
  useEffect(() => {
    void apps.load(1, fallback);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- loads again on the list and the language, not on each render's fallback text
  }, [apps, lang]);
  const data = apps.data;
  const applyPromotions = promotions.filter((p) => p.body.kind === 'apply');
  const open = (a: Application) => apps.select(a);
  return (
    <div
      css={css`
        display: grid;
        grid-template-columns: minmax(0, 1fr);
        gap: 16px;
        min-width: 0;
      `}
      data-testid="applications"
    >
      <div
        role="search"
        aria-label={t(`${K}.filters`)}
        css={css`
          display: flex;
          gap: 10px;
          flex-wrap: wrap;
          align-items: center;
        `}
      >
        <div
          role="group"
          aria-label={t(`${K}.state`)}
          css={css`
            display: flex;
            gap: 8px;
          `}
        >
          {STATES.map((s) => (
            <button
              key={s}
              type="button"
              css={chip(apps.filter.state === s)}
              aria-pressed={apps.filter.state === s}
              onClick={() => void apps.setFilter({ state: s }, fallback)}
              data-testid={`applications-state-${s}`}
            >
              {t(`${K}.states.${s}`)}
            </button>
          ))}
        </div>
        <select
          css={[
            input,
            css`
              min-width: 220px;
            `,
          ]}
          aria-label={t(`${K}.promotion`)}
          value={apps.filter.promotionId ?? ''}
          onChange={(e) =>
            void apps.setFilter({ promotionId: e.target.value ? Number(e.target.value) : null }, fallback)
          }
          data-testid="applications-promotion"
        >
          <option value="">{t(`${K}.anyPromotion`)}</option>
          {applyPromotions.map((p) => (
            <option key={p.id} value={p.id}>
              #{p.id} {lang === 'EN' ? p.body.title.EN : p.body.title.TW}
            </option>
          ))}
        </select>
      </div>
      <section
        css={[
          card,
          css`
            gap: 12px;
          `,
        ]}
      >
        {apps.error ? (
          <p role="alert" css={muted}>
            {apps.error}
          </p>
        ) : !data ? (
          <div
            aria-busy="true"
            css={css`
              display: grid;
              gap: 8px;
            `}
          >
            {[0, 1, 2].map((i) => (
              <div
                key={i}
                css={css`
                  height: 44px;
                  border-radius: var(--r-md);
                  background: var(--c-hover);
                `}
              />
            ))}
          </div>
        ) : data.list.length === 0 ? (
          <p
            css={[
              muted,
              css`
                padding: 32px 0;
                text-align: center;
                font-size: 14px;
              `,
            ]}
            data-testid="applications-empty"
          >
            {apps.filter.state === 'applying' ? t(`${K}.emptyWaiting`) : t(`${K}.empty`)}
          </p>
        ) : (
          <>
            <div
              css={css`
                overflow-x: auto;
              `}
            >
              <table css={table} aria-busy={apps.loading}>
                <thead>
                  <tr>
                    <th>{t(`${K}.member`)}</th>
                    <th>{t(`${K}.vip`)}</th>
                    <th>{t(`${K}.promotion`)}</th>
                    <th>{t(`${K}.remark`)}</th>
                    <th data-num="">{t(`${K}.images`)}</th>
                    <th>{t(`${K}.submitted`)}</th>
                    <th>{t(`${K}.state`)}</th>
                    {apps.filter.state !== 'applying' ? <th>{t(`${K}.reviewer`)}</th> : null}
                    <th />
                  </tr>
                </thead>
                <tbody>
                  {data.list.map((a) => (
                    <tr key={a.id} data-testid="application-row" data-id={a.id}>
                      <td
                        data-nowrap=""
                        css={css`
                          font-weight: 700;
                        `}
                      >
                        {a.username}
                      </td>
                      <td>VIP {a.vipLevel}</td>
                      <td>{a.promotionTitle}</td>
                      <td
                        css={css`
                          max-width: 260px;
                          overflow: hidden;
                          text-overflow: ellipsis;
                          white-space: nowrap;
                          color: ${a.remark ? 'var(--c-text)' : 'var(--c-muted)'};
                        `}
                      >
                        {a.remark || t(`${K}.noRemark`)}
                      </td>
                      <td data-num="">{a.images.length}</td>
                      <td data-nowrap="">{formatConsoleTime(a.createdAt, i18n.language, 'second')}</td>
                      <td>
                        <StatusPill tone={TONE[a.state] ?? 'neutral'}>{t(`${K}.states.${a.state}`)}</StatusPill>
                        {a.reward ? (
                          <div
                            css={css`
                              font-size: 11px;
                              color: var(--c-muted);
                              margin-top: 2px;
                            `}
                          >
                            {formatAmount(a.reward, lang)}
                          </div>
                        ) : null}
                      </td>
                      {apps.filter.state !== 'applying' ? <td data-nowrap="">{a.reviewedBy ?? '—'}</td> : null}
                      <td>
                        <button
                          type="button"
                          css={[
                            a.state === 'applying' ? primaryButton : ghostButton,
                            css`
                              height: 32px;
                              padding: 0 14px;
                              font-size: 13px;
                            `,
                          ]}
                          onClick={() => open(a)}
                          data-testid="application-open"
                        >
                          {a.state === 'applying' ? t(`${K}.review`) : t(`${K}.view`)}
                        </button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Paginator
              page={apps.pageNo}
              totalPages={Math.max(1, Math.ceil(data.total / apps.pageSize))}
              onChange={(n) => void apps.load(n, fallback)}
              label={t('operator.console.promotions.pages')}
            />
          </>
        )}
      </section>
      <ReviewDialog store={store} promotions={promotions} onDecided={() => void apps.load(apps.pageNo, fallback)} />
    </div>
  );
});
