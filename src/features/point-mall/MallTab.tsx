/**
 * The Mall tab of /pointMall (docs/promotions.md "Items, redeem and convert"): the exchange type
 * filter (life services, gifts, discounts), the items grid (image, name, points, stock left,
 * valid bet required, limit; a disabled button with the server's localised reason when the member
 * cannot redeem it now) with paging, and the redeem dialog: quantity stepper (up to the cap of the
 * engine form pointsRedeem: the stock, the limit, REDEEM_QUANTITY_MAX), delivery form when the
 * item ships, payment password, all checked by that form (the server runs the same), total and the
 * points after, the server's localised refusal. One requestId per opened dialog, so a retry
 * answers the first.
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { money } from '../../../contract/money';
import type { ExchangeType, PointsItem } from '../../../contract/types';
import { pointsText } from '../../../engine/promotions';
import { Icon } from '../../components/Icon';
import { Modal } from '../../components/Modal';
import { Paginator } from '../../components/Paginator';
import { UploadImage } from '../../components/UploadImage';
import { chip, ghostButton, iconButton, primaryButton } from '../../components/styles';
import { useStores } from '../../stores';
import { ART, type GradientStops } from '../../theme/palettes';
import { ITEMS_PAGE_SIZE, type PointsActionResult } from '../../stores/points/PointsStore';
import { Notice } from '../../ui/kit';
import { newRequestId } from '../../shared/requestId';
import { EmptyState, Skeleton } from '../../ui/rewardUi';
import { field, showPoints } from './pointUi';
import { checkFeatureForm } from '../../renderers/form/featureForms';
import { DELIVERY_LIMITS, FEATURE_FORMS, redeemQuantityParameters } from '../../../engine/forms';

/** Points text -> hundredths ("12.50" -> 1250n). */
export const hundredths = (text: string): bigint => {
  const m = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!m) return 0n;
  const v = BigInt(m[2]!) * 100n + BigInt((m[3] ?? '').padEnd(2, '0') || '0');
  return m[1] ? -v : v;
};

const TYPE_LOOK: Record<ExchangeType, { icon: string; stops: GradientStops }> = {
  lifeServices: { icon: 'wallet', stops: ART.mallTypes.lifeServices },
  gift: { icon: 'gift', stops: ART.mallTypes.gift },
  discount: { icon: 'star', stops: ART.mallTypes.discount },
};

/**
 * The `sizes` of an item's image (an upload comes as its AVIF or WebP variant: components/UploadImage.tsx):
 * the grid's columns are at least 220 px, so a card is at most about 460 px wide, and the viewport
 * less the side menu and padding on narrow screens.
 */
const ITEM_IMAGE_SIZES = '(max-width: 688px) calc(100vw - 128px), 460px';

const ItemCard = observer(function ItemCard({ item, onRedeem }: { item: PointsItem; onRedeem(): void }) {
  const { t, i18n } = useTranslation();
  const { wallet } = useStores();
  const look = TYPE_LOOK[item.exchangeType];
  const needsTurnover = hundredths(item.amountRequired) > 0n;
  return (
    <article
      data-testid={`points-item-${item.id}`}
      css={css`
        display: grid;
        grid-template-rows: 150px 1fr;
        border-radius: var(--r-lg);
        overflow: hidden;
        border: 1px solid var(--c-border);
        background: var(--c-surface);
        transition:
          transform 0.15s,
          box-shadow 0.15s;
        &:hover {
          transform: translateY(-2px);
          box-shadow: 0 12px 28px -16px color-mix(in srgb, var(--c-shadow) 45%, transparent);
        }
      `}
    >
      <div
        css={css`
          position: relative;
          display: grid;
          place-items: center;
          background: linear-gradient(135deg, ${look.stops[0]}, ${look.stops[1]});
          color: var(--c-on-vivid);
        `}
      >
        {item.image ? (
          <UploadImage
            src={item.image}
            sizes={ITEM_IMAGE_SIZES}
            alt=""
            css={css`
              width: 100%;
              height: 100%;
              object-fit: cover;
            `}
          />
        ) : (
          <Icon name={look.icon} size={56} />
        )}
        <span
          css={css`
            position: absolute;
            top: 10px;
            left: 10px;
            padding: 3px 10px;
            border-radius: 999px;
            font-size: 11px;
            font-weight: 700;
            background: color-mix(in srgb, var(--c-shade) 35%, transparent);
            color: var(--c-on-vivid);
          `}
        >
          {t(`points.exchangeTypes.${item.exchangeType}`)}
        </span>
        {item.available < 1 ? (
          <span
            css={css`
              position: absolute;
              inset: 0;
              display: grid;
              place-items: center;
              background: color-mix(in srgb, var(--c-shade) 50%, transparent);
              font-weight: 800;
              font-size: 18px;
            `}
          >
            {t('points.item.soldOut')}
          </span>
        ) : null}
      </div>
      <div
        css={css`
          display: grid;
          gap: 6px;
          padding: 14px 16px 16px;
          align-content: start;
        `}
      >
        <h3
          css={css`
            margin: 0;
            font-size: 15px;
            line-height: 1.3;
          `}
        >
          {item.name}
        </h3>
        <p
          css={css`
            margin: 0;
            font-size: 12px;
            color: var(--c-muted);
            min-height: 32px;
            display: -webkit-box;
            -webkit-line-clamp: 2;
            -webkit-box-orient: vertical;
            overflow: hidden;
          `}
        >
          {item.description}
        </p>
        <div
          css={css`
            display: flex;
            align-items: baseline;
            justify-content: space-between;
            gap: 8px;
          `}
        >
          <strong
            data-testid="points-item-points"
            css={css`
              font-size: 20px;
              color: var(--c-gold);
              font-variant-numeric: tabular-nums;
            `}
          >
            {t('points.item.points', { points: showPoints(item.points, i18n.language) })}
          </strong>
          <span
            css={css`
              font-size: 12px;
              color: var(--c-muted);
            `}
          >
            {t('points.item.stock', { count: item.available })}
          </span>
        </div>
        <div
          css={css`
            display: flex;
            flex-wrap: wrap;
            gap: 4px 10px;
            font-size: 11px;
            color: var(--c-muted);
            min-height: 16px;
          `}
        >
          {needsTurnover ? (
            <span>
              {t('points.item.turnover', { amount: money(item.amountRequired, i18n.language, wallet.symbol) })}
            </span>
          ) : null}
          {item.perMemberLimit !== null ? <span>{t('points.item.limit', { limit: item.perMemberLimit })}</span> : null}
          {item.needsDelivery ? <span>{t('points.item.delivery')}</span> : null}
        </div>
        <button
          type="button"
          css={[
            primaryButton,
            css`
              width: 100%;
              margin-top: 4px;
            `,
          ]}
          disabled={!item.redeemable}
          onClick={onRedeem}
          data-testid="points-item-redeem"
        >
          {t('points.item.redeem')}
        </button>
        {item.reason ? (
          <span
            data-testid="points-item-reason"
            css={css`
              font-size: 12px;
              color: var(--c-danger);
              text-align: center;
            `}
          >
            {item.reason}
          </span>
        ) : null}
      </div>
    </article>
  );
});

/** The payment password's cap: the engine form pointsRedeem's. */
const PASSWORD_CAP = FEATURE_FORMS.pointsRedeem.fields.find((f) => f.name === 'paymentPassword')?.maxLength;

const RedeemDialog = observer(function RedeemDialog({ item, onClose }: { item: PointsItem; onClose(): void }) {
  const { t, i18n } = useTranslation();
  const { points } = useStores();
  const requestId = useMemo(() => newRequestId(), []);
  const [quantity, setQuantity] = useState(1);
  const [password, setPassword] = useState('');
  const [delivery, setDelivery] = useState({ name: '', phone: '', address: '' });
  const [result, setResult] = useState<PointsActionResult | null>(null);
  const [hint, setHint] = useState<string | null>(null);
  // the stepper's cap is the engine form's (the stock, the per-member limit, REDEEM_QUANTITY_MAX)
  const parameters = redeemQuantityParameters(item);
  const max = Number(parameters.maxQuantity);
  const total = hundredths(item.points) * BigInt(quantity);
  const balance = hundredths(points.balance.data?.points ?? '0');
  const done = result?.ok === true;
  const submit = async () => {
    // checked by the engine's form pointsRedeem (engine/forms/pointsForms.ts): the quantity, the delivery address, the payment password
    const [problem] = checkFeatureForm(
      'pointsRedeem',
      {
        quantity,
        recipient: delivery.name,
        phone: delivery.phone,
        address: delivery.address,
        paymentPassword: password,
      },
      { conditions: { needsDelivery: item.needsDelivery === true }, parameters },
    );
    if (problem) return setHint(t(problem.key, problem.params));
    setHint(null);
    const r = await points.redeem({
      itemId: item.id,
      quantity,
      paymentPassword: password,
      requestId,
      ...(item.needsDelivery
        ? { delivery: { name: delivery.name.trim(), phone: delivery.phone.trim(), address: delivery.address.trim() } }
        : {}),
    });
    if (r) setResult(r);
  };
  return (
    <Modal
      open
      size="sm"
      title={t('points.dialog.title', { name: item.name })}
      onClose={onClose}
      testId="points-redeem-dialog"
      footer={
        done ? (
          <button type="button" css={primaryButton} onClick={onClose} data-testid="points-redeem-close">
            {t('points.dialog.close')}
          </button>
        ) : (
          <div
            css={css`
              display: flex;
              gap: 10px;
              justify-content: flex-end;
            `}
          >
            <button type="button" css={ghostButton} onClick={onClose}>
              {t('points.dialog.cancel')}
            </button>
            <button
              type="button"
              css={primaryButton}
              disabled={points.busy}
              aria-busy={points.busy}
              onClick={() => void submit()}
              data-testid="points-redeem-confirm"
            >
              {points.busy ? t('points.dialog.working') : t('points.dialog.confirm')}
            </button>
          </div>
        )
      }
    >
      <div
        css={css`
          display: grid;
          gap: 14px;
        `}
      >
        <div
          css={css`
            display: flex;
            align-items: center;
            justify-content: space-between;
          `}
        >
          <span
            css={css`
              color: var(--c-muted);
              font-size: 13px;
            `}
          >
            {t('points.dialog.quantity')}
          </span>
          <div
            css={css`
              display: flex;
              align-items: center;
              gap: 8px;
            `}
          >
            <button
              type="button"
              css={iconButton}
              aria-label={t('points.dialog.less')}
              disabled={quantity <= 1 || done}
              onClick={() => setQuantity((q) => Math.max(1, q - 1))}
            >
              −
            </button>
            <span
              data-testid="points-redeem-quantity"
              css={css`
                min-width: 28px;
                text-align: center;
                font-weight: 700;
                font-size: 16px;
              `}
            >
              {quantity}
            </span>
            <button
              type="button"
              css={iconButton}
              aria-label={t('points.dialog.more')}
              disabled={quantity >= max || done}
              onClick={() => setQuantity((q) => Math.min(max, q + 1))}
            >
              +
            </button>
          </div>
        </div>
        <div
          css={css`
            display: grid;
            grid-template-columns: 1fr 1fr;
            gap: 10px;
            padding: 12px 14px;
            border-radius: 12px;
            background: color-mix(in srgb, var(--c-gold) 10%, var(--c-surface));
          `}
        >
          <div>
            <div
              css={css`
                font-size: 12px;
                color: var(--c-muted);
              `}
            >
              {t('points.dialog.total')}
            </div>
            <strong
              data-testid="points-redeem-total"
              css={css`
                font-size: 20px;
                color: var(--c-gold);
              `}
            >
              {showPoints(pointsText(total), i18n.language)}
            </strong>
          </div>
          <div>
            <div
              css={css`
                font-size: 12px;
                color: var(--c-muted);
              `}
            >
              {t('points.dialog.after')}
            </div>
            <strong
              css={css`
                font-size: 20px;
                color: ${balance - total < 0n ? 'var(--c-danger)' : 'inherit'};
              `}
            >
              {showPoints(pointsText(balance - total), i18n.language)}
            </strong>
          </div>
        </div>
        {item.needsDelivery ? (
          <fieldset
            css={css`
              display: grid;
              gap: 10px;
              border: 0;
              padding: 0;
              margin: 0;
            `}
            disabled={done}
          >
            <legend
              css={css`
                font-weight: 700;
                margin-bottom: 6px;
              `}
            >
              {t('points.dialog.delivery')}
            </legend>
            {(['name', 'phone', 'address'] as const).map((k) => (
              <label key={k} css={field}>
                {t(`points.dialog.${k}`)}
                <input
                  value={delivery[k]}
                  maxLength={DELIVERY_LIMITS[k === 'name' ? 'recipient' : k]}
                  onChange={(e) => setDelivery({ ...delivery, [k]: e.target.value })}
                  data-testid={`points-delivery-${k}`}
                />
              </label>
            ))}
          </fieldset>
        ) : null}
        <label css={field}>
          {t('points.dialog.paymentPassword')}
          <input
            type="password"
            inputMode="numeric"
            autoComplete="off"
            maxLength={PASSWORD_CAP}
            placeholder={t('points.dialog.paymentPasswordHint')}
            value={password}
            disabled={done}
            onChange={(e) => setPassword(e.target.value.replace(/\D/g, ''))}
            data-testid="points-redeem-password"
          />
        </label>
        {hint ? <Notice tone="bad">{hint}</Notice> : null}
        {result ? (
          result.ok ? (
            <Notice tone="good" testId="points-redeem-result">
              {t('points.dialog.done')}
            </Notice>
          ) : (
            <Notice tone="bad" testId="points-redeem-result">
              {result.message ?? t('points.dialog.failed')}
            </Notice>
          )
        ) : null}
      </div>
    </Modal>
  );
});

export const MallTab = observer(function MallTab() {
  const { t } = useTranslation();
  const { points } = useStores();
  const [open, setOpen] = useState<PointsItem | null>(null);
  const items = points.items.data;
  const types = ['all', ...(points.config.data?.exchangeTypes ?? ['lifeServices', 'gift', 'discount'])] as const;
  return (
    <div>
      <div
        role="group"
        aria-label={t('points.tabs.mall')}
        css={css`
          display: flex;
          gap: 8px;
          margin-bottom: 16px;
        `}
      >
        {types.map((type) => (
          <button
            key={type}
            type="button"
            css={chip(points.exchangeType === type)}
            aria-pressed={points.exchangeType === type}
            onClick={() => void points.setExchangeType(type)}
            data-testid={`points-type-${type}`}
          >
            {t(`points.exchangeTypes.${type}`)}
          </button>
        ))}
      </div>
      {points.items.failed ? (
        <Notice tone="bad">{points.items.errorText(t('points.loadFailed'))}</Notice>
      ) : !items ? (
        <Skeleton rows={2} height={120} />
      ) : items.list.length === 0 ? (
        <EmptyState
          icon="gift"
          text={t('points.emptyItems')}
          hint={t('points.emptyItemsHint')}
          testId="points-items-empty"
        />
      ) : (
        <>
          <div
            aria-busy={points.items.loading}
            css={css`
              display: grid;
              grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
              gap: 16px;
            `}
          >
            {items.list.map((item) => (
              <ItemCard key={item.id} item={item} onRedeem={() => setOpen(item)} />
            ))}
          </div>
          {items.total > ITEMS_PAGE_SIZE ? (
            <div
              css={css`
                margin-top: 16px;
              `}
            >
              <Paginator
                page={points.itemsPage}
                totalPages={Math.ceil(items.total / ITEMS_PAGE_SIZE)}
                onChange={(p) => void points.setItemsPage(p)}
                label={t('points.tabs.mall')}
              />
            </div>
          ) : null}
        </>
      )}
      {open ? <RedeemDialog key={open.id} item={open} onClose={() => setOpen(null)} /> : null}
    </div>
  );
});
