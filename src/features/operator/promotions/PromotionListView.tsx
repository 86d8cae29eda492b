/**
 * The console's promotions list (docs/promotions.md "Operator console"): status filter, each
 * promotion with its kind, period, phase pill (draft, scheduled, running, ended) and cost columns
 * (promotionStats: entries, waiting applications, issued, claimed, offered and paid amounts,
 * tickets), page totals, paging; a row opens the editor.
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { formatAmount, fromMinor, toMinor } from '../../../../contract/money';
import type { PromotionStatus } from '../../../../contract/types';
import { formatConsoleTime } from '../../../shared/time';
import { Paginator } from '../../../components/Paginator';
import { chip, ghostButton, primaryButton } from '../../../components/styles';
import {
  promotionPhase,
  type PromotionPhase,
  type PromotionsConsoleStore,
} from '../../../stores/operator/PromotionsConsoleStore';
import { Pill, StatusPill, table, type Tone } from '../../../ui/kit';
import { card, cardTitle, muted } from '../ui';

const K = 'operator.console.promotions';
const STATUSES: readonly (PromotionStatus | '')[] = ['', 'draft', 'published', 'ended'];
const PHASE_TONE: Record<PromotionPhase, Tone> = { draft: 'neutral', scheduled: 'wait', running: 'good', ended: 'bad' };
const KIND_COLOUR = {
  automatic: 'var(--c-primary)',
  signUp: 'var(--c-accent)',
  apply: 'var(--c-warning)',
  raffle: 'var(--c-success)',
} as const;

const totalsRow = css`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: 12px;
  & > div {
    ${card};
    gap: 4px;
    padding: 14px 18px;
  }
  & span {
    font-size: 12px;
    color: var(--c-muted);
  }
  & strong {
    font-size: 22px;
    font-variant-numeric: tabular-nums;
  }
`;

const skeletonRow = css`
  height: 44px;
  border-radius: var(--r-md);
  background: linear-gradient(
    90deg,
    var(--c-hover) 0%,
    color-mix(in srgb, var(--c-hover) 40%, transparent) 50%,
    var(--c-hover) 100%
  );
  background-size: 200% 100%;
  animation: promo-shimmer 1.2s linear infinite;
  @keyframes promo-shimmer {
    from {
      background-position: 200% 0;
    }
    to {
      background-position: -200% 0;
    }
  }
`;

export const PromotionListView = observer(function PromotionListView({
  store,
  onCreate,
  onOpen,
}: {
  store: PromotionsConsoleStore;
  onCreate(): void;
  onOpen(id: number): void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const list = store.list;
  const fallback = t(`${K}.loadFailed`);
  const data = list.data;
  const now = new Date();
  const money = (v: string) => formatAmount(v, lang);
  const sum = (pick: (s: NonNullable<typeof data>['list'][number]['stats']) => string) =>
    // in minor units, exactly (contract/money): float sums drift over many promotions
    data ? fromMinor(data.list.reduce((n, p) => n + (toMinor(pick(p.stats)) ?? 0n), 0n)) : null;
  const waiting = data ? data.list.reduce((n, p) => n + p.stats.applying, 0) : null;
  return (
    <div
      css={css`
        display: grid;
        grid-template-columns: minmax(0, 1fr);
        gap: 16px;
        min-width: 0;
      `}
      data-testid="promo-list"
    >
      <div
        css={css`
          display: flex;
          gap: 12px;
          align-items: center;
          justify-content: space-between;
          flex-wrap: wrap;
        `}
      >
        <div
          role="group"
          aria-label={t(`${K}.status.label`)}
          css={css`
            display: flex;
            gap: 8px;
            flex-wrap: wrap;
          `}
        >
          {STATUSES.map((s) => (
            <button
              key={s || 'all'}
              type="button"
              css={chip(list.status === s)}
              aria-pressed={list.status === s}
              onClick={() => void list.setStatus(s, fallback)}
              data-testid={`promo-status-${s || 'all'}`}
            >
              {t(`${K}.status.${s || 'all'}`)}
            </button>
          ))}
        </div>
        <button type="button" css={primaryButton} onClick={onCreate} data-testid="promo-create">
          + {t(`${K}.list.create`)}
        </button>
      </div>
      <div css={totalsRow}>
        <div>
          <span>{t(`${K}.list.totals.offered`)}</span>
          <strong
            css={css`
              color: var(--c-gold);
            `}
          >
            {sum((s) => s.offered) === null ? '—' : money(sum((s) => s.offered)!)}
          </strong>
        </div>
        <div>
          <span>{t(`${K}.list.totals.paid`)}</span>
          <strong>{sum((s) => s.paid) === null ? '—' : money(sum((s) => s.paid)!)}</strong>
        </div>
        <div>
          <span>{t(`${K}.list.totals.applying`)}</span>
          <strong
            css={css`
              color: ${waiting ? 'var(--c-danger)' : 'inherit'};
            `}
          >
            {waiting ?? '—'}
          </strong>
        </div>
      </div>
      <section
        css={[
          card,
          css`
            gap: 12px;
          `,
        ]}
      >
        <h2 css={cardTitle}>{t(`${K}.list.title`)}</h2>
        {list.error ? (
          <div
            role="alert"
            css={css`
              display: flex;
              gap: 12px;
              align-items: center;
            `}
          >
            <span css={muted}>{list.error}</span>
            <button type="button" css={ghostButton} onClick={() => void list.load(list.pageNo, fallback)}>
              {t(`${K}.retry`)}
            </button>
          </div>
        ) : !data ? (
          <div
            aria-busy="true"
            css={css`
              display: grid;
              gap: 8px;
            `}
            data-testid="promo-list-loading"
          >
            {[0, 1, 2, 3].map((i) => (
              <div key={i} css={skeletonRow} />
            ))}
          </div>
        ) : data.list.length === 0 ? (
          <div
            css={css`
              padding: 36px 0;
              text-align: center;
              display: grid;
              gap: 6px;
              justify-items: center;
            `}
            data-testid="promo-list-empty"
          >
            <strong
              css={css`
                font-size: 15px;
              `}
            >
              {t(`${K}.list.empty`)}
            </strong>
            <span css={muted}>{t(`${K}.list.emptyHint`)}</span>
          </div>
        ) : (
          <>
            <div
              css={css`
                overflow-x: auto;
              `}
            >
              <table css={table} aria-busy={list.loading}>
                <thead>
                  <tr>
                    <th>{t(`${K}.list.promotion`)}</th>
                    <th>{t(`${K}.list.period`)}</th>
                    <th>{t(`${K}.list.phase`)}</th>
                    <th data-num="">{t(`${K}.list.entries`)}</th>
                    <th data-num="">{t(`${K}.list.applying`)}</th>
                    <th data-num="">{t(`${K}.list.issued`)}</th>
                    <th data-num="">{t(`${K}.list.claimed`)}</th>
                    <th data-num="">{t(`${K}.list.offered`)}</th>
                    <th data-num="">{t(`${K}.list.paid`)}</th>
                    <th data-num="">{t(`${K}.list.tickets`)}</th>
                    <th />
                  </tr>
                </thead>
                <tbody>
                  {data.list.map((p) => {
                    const phase = promotionPhase(p, now);
                    return (
                      <tr key={p.id} data-testid="promo-row" data-id={p.id}>
                        <td>
                          <div
                            css={css`
                              display: flex;
                              gap: 10px;
                              align-items: center;
                            `}
                          >
                            {/* without an upload the site shows the promotion's generated art (docs/promotions.md) */}
                            <img
                              src={p.body.image ?? `/media/promotions/${p.id}/${lang === 'EN' ? 'EN' : 'TW'}.svg`}
                              alt=""
                              css={css`
                                width: 56px;
                                height: 32px;
                                object-fit: cover;
                                border-radius: 6px;
                                flex: none;
                                background: var(--c-hover);
                              `}
                            />
                            <div
                              css={css`
                                min-width: 0;
                              `}
                            >
                              <div
                                css={css`
                                  font-weight: 700;
                                `}
                              >
                                {lang === 'EN' ? p.body.title.EN : p.body.title.TW}
                              </div>
                              <div
                                css={css`
                                  display: flex;
                                  gap: 6px;
                                  margin-top: 3px;
                                `}
                              >
                                <Pill small colour={KIND_COLOUR[p.body.kind]}>
                                  {t(`${K}.kinds.${p.body.kind}`)}
                                </Pill>
                                <span
                                  css={css`
                                    font-size: 11px;
                                    color: var(--c-muted);
                                  `}
                                >
                                  #{p.id}
                                </span>
                              </div>
                            </div>
                          </div>
                        </td>
                        <td
                          data-nowrap=""
                          css={css`
                            font-size: 12px;
                          `}
                        >
                          {formatConsoleTime(p.body.startsAt, i18n.language)}
                          <br />
                          {formatConsoleTime(p.body.endsAt, i18n.language)}
                        </td>
                        <td>
                          <StatusPill tone={PHASE_TONE[phase]}>
                            <span data-testid="promo-phase" data-phase={phase}>
                              {t(`${K}.phase.${phase}`)}
                            </span>
                          </StatusPill>
                        </td>
                        <td data-num="">{p.stats.entries}</td>
                        <td
                          data-num=""
                          css={css`
                            color: ${p.stats.applying ? 'var(--c-danger)' : 'inherit'};
                            font-weight: ${p.stats.applying ? 700 : 400};
                          `}
                        >
                          {p.stats.applying}
                        </td>
                        <td data-num="">{p.stats.issued}</td>
                        <td data-num="">{p.stats.claimed}</td>
                        <td data-num="">{money(p.stats.offered)}</td>
                        <td data-num="">{money(p.stats.paid)}</td>
                        <td data-num="">{p.body.kind === 'raffle' ? p.stats.tickets : '—'}</td>
                        <td>
                          <button
                            type="button"
                            css={[
                              ghostButton,
                              css`
                                height: 32px;
                                padding: 0 14px;
                                font-size: 13px;
                              `,
                            ]}
                            onClick={() => onOpen(p.id)}
                            data-testid="promo-edit"
                          >
                            {t(`${K}.list.edit`)}
                          </button>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
            <Paginator
              page={list.pageNo}
              totalPages={Math.max(1, Math.ceil(data.total / list.pageSize))}
              onChange={(n) => void list.load(n, fallback)}
              label={t(`${K}.pages`)}
            />
          </>
        )}
      </section>
    </div>
  );
});
