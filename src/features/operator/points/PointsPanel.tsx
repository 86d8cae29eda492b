/**
 * The operator console's Points mall tab (docs/promotions.md "Points (PTSYS3)"): the settings form
 * (rates per type, deposit rate, ratio, minimum, multiple; saved with its version), the items
 * table with the create/edit drawer (./ItemDrawer.tsx) and a stock +/- action, and the redemption
 * queue (approve, reject with a reason; delivery details shown). State: the console root's
 * `points` (src/stores/operator/pointsConsole.ts).
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OperatorPointsItem } from '../../../../contract/types';
import type { PointsSettingsBody } from '../../../../contract/types';
import { chip, ghostButton, iconButton, primaryButton } from '../../../components/styles';
import { useConsoleStores } from '../../../stores';
import type { PointsConsoleStore } from '../../../stores/operator/pointsConsole';
import { Notice, table } from '../../../ui/kit';
import { formatConsoleTime } from '../../../shared/time';
import { input, muted, Section } from '../ui';
import { ItemDrawer } from './ItemDrawer';

type View = 'settings' | 'items' | 'queue';
const RATE_KEYS = ['live', 'lottery', 'pvp', 'slots', 'sports', 'deposit'] as const;
const p = (key: string) => `operator.console.points.${key}`;

const SettingsView = observer(function SettingsView({ store }: { store: PointsConsoleStore }) {
  const { t } = useTranslation();
  const d = store.draft;
  if (!d) return <p css={muted}>…</p>;
  const set = (change: Partial<PointsSettingsBody>) => store.setDraft({ ...d, ...change });
  const num = (text: string) => (text.trim() === '' ? 0 : Number(text));
  return (
    <Section title={t(p('settings.title'))} intro={t(p('settings.intro'))} testId="points-settings">
      <div
        css={css`
          display: grid;
          grid-template-columns: repeat(6, minmax(0, 1fr));
          gap: 12px;
        `}
      >
        {RATE_KEYS.map((k) => (
          <label
            key={k}
            css={css`
              display: grid;
              gap: 4px;
              font-size: 12px;
            `}
          >
            {t(p(`settings.rates.${k}`))}
            <input
              css={input}
              value={d.rates[k]}
              onChange={(e) => set({ rates: { ...d.rates, [k]: e.target.value.trim() } })}
              data-testid={`points-rate-${k}`}
            />
          </label>
        ))}
      </div>
      <div
        css={css`
          display: grid;
          grid-template-columns: repeat(3, minmax(0, 1fr));
          gap: 12px;
        `}
      >
        <label
          css={css`
            display: grid;
            gap: 4px;
            font-size: 12px;
          `}
        >
          {t(p('settings.ratio'))}
          <input
            css={input}
            inputMode="numeric"
            value={String(d.ratio)}
            onChange={(e) => set({ ratio: num(e.target.value) })}
            data-testid="points-ratio-input"
          />
        </label>
        <label
          css={css`
            display: grid;
            gap: 4px;
            font-size: 12px;
          `}
        >
          {t(p('settings.convertMin'))}
          <input
            css={input}
            inputMode="numeric"
            value={String(d.convertMin)}
            onChange={(e) => set({ convertMin: num(e.target.value) })}
            data-testid="points-min-input"
          />
        </label>
        <label
          css={css`
            display: grid;
            gap: 4px;
            font-size: 12px;
          `}
        >
          {t(p('settings.convertMultiple'))}
          <input
            css={input}
            inputMode="decimal"
            value={String(d.convertMultiple)}
            onChange={(e) => set({ convertMultiple: num(e.target.value) })}
            data-testid="points-multiple-input"
          />
        </label>
      </div>
      <div
        css={css`
          display: flex;
          align-items: center;
          gap: 12px;
        `}
      >
        <button
          type="button"
          css={primaryButton}
          disabled={store.busy}
          onClick={() => void store.saveSettings(t(p('settings.saved')), t(p('saveFailed')))}
          data-testid="points-settings-save"
        >
          {t(p('settings.save'))}
        </button>
        <span css={muted}>{t(p('settings.version'), { version: store.settings?.version ?? 0 })}</span>
      </div>
    </Section>
  );
});

const ItemsView = observer(function ItemsView({ store }: { store: PointsConsoleStore }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<OperatorPointsItem | 'new' | null>(null);
  const items = store.items;
  const fallback = t(p('loadFailed'));
  return (
    <Section title={t(p('items.title'))} testId="points-items">
      <div>
        <button type="button" css={primaryButton} onClick={() => setEditing('new')} data-testid="points-item-add">
          + {t(p('items.add'))}
        </button>
      </div>
      {!items ? (
        <p css={muted}>…</p>
      ) : items.list.length === 0 ? (
        <p css={muted}>{t(p('items.empty'))}</p>
      ) : (
        <table css={table}>
          <thead>
            <tr>
              <th>{t(p('items.name'))}</th>
              <th>{t(p('items.type'))}</th>
              <th data-num="">{t(p('items.points'))}</th>
              <th data-num="">{t(p('items.required'))}</th>
              <th data-num="">{t(p('items.stock'))}</th>
              <th data-num="">{t(p('items.limit'))}</th>
              <th data-num="">{t(p('items.redeemed'))}</th>
              <th data-num="">{t(p('items.applying'))}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {items.list.map((item) => (
              <tr key={item.id} data-testid={`points-console-item-${item.id}`}>
                <td>
                  <strong>{item.body.name.TW}</strong>
                  <div css={muted}>{item.body.name.EN}</div>
                </td>
                <td>
                  {t(`points.exchangeTypes.${item.body.exchangeType}`)}{' '}
                  {item.body.active ? null : <span css={muted}>({t(p('items.inactive'))})</span>}
                </td>
                <td data-num="">{item.body.points}</td>
                <td data-num="">{item.body.amountRequired}</td>
                <td data-num="">
                  <span
                    css={css`
                      display: inline-flex;
                      align-items: center;
                      gap: 6px;
                    `}
                  >
                    <button
                      type="button"
                      css={iconButton}
                      aria-label={t(p('items.stockRemove'))}
                      disabled={store.busy || item.body.stock < 1}
                      onClick={() => void store.moveStock(item.id, -1, t(p('items.stockSaved')), fallback)}
                    >
                      −
                    </button>
                    <span data-testid="points-console-stock">{item.body.stock}</span>
                    <button
                      type="button"
                      css={iconButton}
                      aria-label={t(p('items.stockAdd'))}
                      disabled={store.busy}
                      onClick={() => void store.moveStock(item.id, 1, t(p('items.stockSaved')), fallback)}
                    >
                      +
                    </button>
                  </span>
                </td>
                <td data-num="">{item.body.perMemberLimit ?? '—'}</td>
                <td data-num="">{item.redeemed}</td>
                <td data-num="">{item.applying}</td>
                <td>
                  <button type="button" css={ghostButton} onClick={() => setEditing(item)}>
                    {t(p('items.edit'))}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {editing ? (
        <ItemDrawer store={store} item={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
    </Section>
  );
});

const QueueView = observer(function QueueView({ store }: { store: PointsConsoleStore }) {
  const { t, i18n } = useTranslation();
  const [rejecting, setRejecting] = useState<number | null>(null);
  const [reason, setReason] = useState('');
  const fallback = t(p('loadFailed'));
  const queue = store.queue;
  return (
    <Section title={t(p('queue.title'))} testId="points-queue">
      <div
        css={css`
          display: flex;
          flex-wrap: wrap;
          gap: 8px;
          align-items: center;
        `}
      >
        {(['applying', 'approved', 'rejected', ''] as const).map((s) => (
          <button
            key={s || 'all'}
            type="button"
            css={chip(store.queueStatus === s)}
            aria-pressed={store.queueStatus === s}
            onClick={() => {
              store.setQueueFilter({ status: s });
              void store.loadQueue(1, fallback);
            }}
          >
            {t(p(`queue.statuses.${s}`))}
          </button>
        ))}
        <form
          css={css`
            display: flex;
            gap: 6px;
            margin-left: auto;
          `}
          onSubmit={(e) => {
            e.preventDefault();
            void store.loadQueue(1, fallback);
          }}
        >
          <input
            css={input}
            placeholder={t(p('queue.username'))}
            value={store.queueUsername}
            onChange={(e) => store.setQueueFilter({ username: e.target.value })}
            data-testid="points-queue-username"
          />
          <button type="submit" css={ghostButton}>
            {t(p('queue.search'))}
          </button>
        </form>
      </div>
      {!queue ? (
        <p css={muted}>…</p>
      ) : queue.list.length === 0 ? (
        <p css={muted}>{t(p('queue.empty'))}</p>
      ) : (
        <table css={table}>
          <thead>
            <tr>
              <th>{t(p('queue.time'))}</th>
              <th>{t(p('queue.member'))}</th>
              <th>{t(p('queue.item'))}</th>
              <th data-num="">{t(p('queue.quantity'))}</th>
              <th data-num="">{t(p('queue.points'))}</th>
              <th>{t(p('queue.delivery'))}</th>
              <th>{t(p('queue.status'))}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {queue.list.map(({ redemption: r, username, delivery, reviewedBy }) => (
              <tr key={r.id} data-testid={`points-queue-${r.id}`}>
                <td data-nowrap="">{formatConsoleTime(r.createdAt, i18n.language, 'second')}</td>
                <td>{username}</td>
                <td>{r.itemName}</td>
                <td data-num="">{r.quantity}</td>
                <td data-num="">{r.points}</td>
                <td
                  css={css`
                    font-size: 12px;
                  `}
                >
                  {delivery ? `${delivery.name} · ${delivery.phone} · ${delivery.address}` : '—'}
                </td>
                <td>
                  {t(p(`queue.statuses.${r.status}`))}
                  {reviewedBy ? <div css={muted}>{reviewedBy}</div> : null}
                  {r.reason ? <div css={muted}>{r.reason}</div> : null}
                </td>
                <td>
                  {r.status === 'applying' ? (
                    rejecting === r.id ? (
                      <span
                        css={css`
                          display: flex;
                          gap: 6px;
                        `}
                      >
                        <input
                          css={input}
                          maxLength={200}
                          placeholder={t(p('queue.reason'))}
                          value={reason}
                          onChange={(e) => setReason(e.target.value)}
                          data-testid="points-queue-reason"
                        />
                        <button
                          type="button"
                          css={primaryButton}
                          disabled={store.busy || reason.trim() === ''}
                          onClick={() =>
                            void store
                              .review(r.id, 'reject', reason.trim(), t(p('queue.rejected')), fallback)
                              .then(() => (setRejecting(null), setReason('')))
                          }
                          data-testid="points-queue-confirm-reject"
                        >
                          {t(p('queue.confirmReject'))}
                        </button>
                      </span>
                    ) : (
                      <span
                        css={css`
                          display: flex;
                          gap: 6px;
                        `}
                      >
                        <button
                          type="button"
                          css={primaryButton}
                          disabled={store.busy}
                          onClick={() => void store.review(r.id, 'approve', '', t(p('queue.approved')), fallback)}
                          data-testid="points-queue-approve"
                        >
                          {t(p('queue.approve'))}
                        </button>
                        <button
                          type="button"
                          css={ghostButton}
                          onClick={() => setRejecting(r.id)}
                          data-testid="points-queue-reject"
                        >
                          {t(p('queue.reject'))}
                        </button>
                      </span>
                    )
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Section>
  );
});

/** The tab over the console root's `points` (useConsoleStores). */
export const PointsPanel = observer(function PointsPanel() {
  const { t } = useTranslation();
  const store = useConsoleStores().points;
  const [view, setView] = useState<View>('settings');
  useEffect(() => {
    const fallback = t(p('loadFailed'));
    if (view === 'settings' && !store.settings) void store.loadSettings(fallback);
    if (view === 'items') void store.loadItems(store.itemsPage, fallback);
    if (view === 'queue') void store.loadQueue(store.queuePage, fallback);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- loads on the store and the view; pages and texts are read at that moment
  }, [store, view]);
  return (
    <section
      data-testid="operator-points"
      css={css`
        display: grid;
        gap: 16px;
        min-width: 0;
      `}
    >
      <div
        role="group"
        aria-label={t(p('views.label'))}
        css={css`
          display: flex;
          gap: 8px;
        `}
      >
        {(['settings', 'items', 'queue'] as const).map((v) => (
          <button
            key={v}
            type="button"
            css={chip(view === v)}
            aria-pressed={view === v}
            onClick={() => (store.clearNotice(), setView(v))}
            data-testid={`points-view-${v}`}
          >
            {t(p(`views.${v}`))}
          </button>
        ))}
      </div>
      {store.notice ? (
        <Notice tone={store.notice.ok ? 'good' : 'bad'} testId="points-console-notice">
          {store.notice.text}
        </Notice>
      ) : null}
      {view === 'settings' ? (
        <SettingsView store={store} />
      ) : view === 'items' ? (
        <ItemsView store={store} />
      ) : (
        <QueueView store={store} />
      )}
    </section>
  );
});
