/**
 * The create/edit drawer of a points mall item (docs/promotions.md "Items, redeem and convert"):
 * TW and EN names and descriptions, the image (uploaded through the console's upload endpoint, as
 * the banner editor does), exchange type, points per unit, valid bet required, stock (on creation;
 * afterwards the table's +/- moves it), per-member limit, needs delivery, active, sort. Saved over
 * the item's version (409 POINTS_ITEM_STALE shown as the server says it).
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OperatorPointsItem } from '../../../../contract/types';
import type { PointsItemBody } from '../../../../contract/types';
import { Modal } from '../../../components/Modal';
import { ghostButton, primaryButton } from '../../../components/styles';
import type { PointsConsoleStore } from '../../../stores/operator/pointsConsole';
import { input, muted, Switch } from '../ui';

const p = (key: string) => `operator.console.points.${key}`;

const EMPTY: PointsItemBody = {
  name: { TW: '', EN: '' },
  description: { TW: '', EN: '' },
  image: null,
  exchangeType: 'gift',
  points: 100,
  amountRequired: '0.00',
  stock: 10,
  perMemberLimit: null,
  needsDelivery: false,
  active: true,
  sort: 0,
};

const label = css`
  display: grid;
  gap: 4px;
  font-size: 12px;
`;

export const ItemDrawer = observer(function ItemDrawer({
  store,
  item,
  onClose,
}: {
  store: PointsConsoleStore;
  item: OperatorPointsItem | null;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const [body, setBody] = useState<PointsItemBody>(item ? item.body : EMPTY);
  const [uploading, setUploading] = useState(false);
  const set = (change: Partial<PointsItemBody>) => setBody({ ...body, ...change });
  const int = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : 0);
  const save = async () => {
    if (await store.saveItem(item?.id ?? null, item?.version ?? 0, body, t(p('items.saved')), t(p('saveFailed'))))
      onClose();
  };
  const upload = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    const url = await store.uploadImage(file, t(p('saveFailed')));
    setUploading(false);
    if (url) set({ image: url });
  };
  return (
    <Modal
      open
      size="lg"
      title={t(p(item ? 'drawer.edit' : 'drawer.create'))}
      onClose={onClose}
      testId="points-item-drawer"
      footer={
        <div
          css={css`
            display: flex;
            gap: 10px;
            justify-content: flex-end;
          `}
        >
          <button type="button" css={ghostButton} onClick={onClose}>
            {t(p('drawer.cancel'))}
          </button>
          <button
            type="button"
            css={primaryButton}
            disabled={store.busy}
            onClick={() => void save()}
            data-testid="points-item-save"
          >
            {t(p('drawer.save'))}
          </button>
        </div>
      }
    >
      <div
        css={css`
          display: grid;
          grid-template-columns: repeat(2, minmax(0, 1fr));
          gap: 12px;
        `}
      >
        {(['TW', 'EN'] as const).map((lang) => (
          <label key={`n${lang}`} css={label}>
            {t(p(`drawer.name${lang === 'TW' ? 'Tw' : 'En'}`))}
            <input
              css={input}
              maxLength={60}
              value={body.name[lang]}
              onChange={(e) => set({ name: { ...body.name, [lang]: e.target.value } })}
              data-testid={`points-item-name-${lang}`}
            />
          </label>
        ))}
        {(['TW', 'EN'] as const).map((lang) => (
          <label key={`d${lang}`} css={label}>
            {t(p(`drawer.description${lang === 'TW' ? 'Tw' : 'En'}`))}
            <textarea
              css={[
                input,
                css`
                  height: 70px;
                  padding: 8px 10px;
                `,
              ]}
              maxLength={500}
              value={body.description[lang]}
              onChange={(e) => set({ description: { ...body.description, [lang]: e.target.value } })}
              data-testid={`points-item-description-${lang}`}
            />
          </label>
        ))}
        <div
          css={[
            label,
            css`
              grid-column: span 2;
            `,
          ]}
        >
          {t(p('drawer.image'))}
          <div
            css={css`
              display: flex;
              align-items: center;
              gap: 12px;
            `}
          >
            {body.image ? (
              <img
                src={body.image}
                alt=""
                css={css`
                  width: 96px;
                  height: 64px;
                  object-fit: cover;
                  border-radius: 8px;
                `}
              />
            ) : null}
            <label
              css={[
                ghostButton,
                css`
                  position: relative;
                  cursor: pointer;
                `,
              ]}
            >
              {uploading ? t(p('drawer.uploading')) : t(p('drawer.upload'))}
              <input
                type="file"
                accept="image/png,image/jpeg,image/webp"
                css={css`
                  position: absolute;
                  width: 1px;
                  height: 1px;
                  opacity: 0;
                `}
                onChange={(e) => void upload(e.target.files?.[0])}
                data-testid="points-item-upload"
              />
            </label>
            {body.image ? (
              <button type="button" css={ghostButton} onClick={() => set({ image: null })}>
                {t(p('drawer.removeImage'))}
              </button>
            ) : null}
            <span css={muted}>{t(p('drawer.uploadHint'))}</span>
          </div>
        </div>
        <label css={label}>
          {t(p('drawer.exchangeType'))}
          <select
            css={input}
            value={body.exchangeType}
            onChange={(e) => set({ exchangeType: e.target.value as PointsItemBody['exchangeType'] })}
            data-testid="points-item-type"
          >
            {(['lifeServices', 'gift', 'discount'] as const).map((type) => (
              <option key={type} value={type}>
                {t(`points.exchangeTypes.${type}`)}
              </option>
            ))}
          </select>
        </label>
        <label css={label}>
          {t(p('drawer.points'))}
          <input
            css={input}
            inputMode="numeric"
            value={String(body.points)}
            onChange={(e) => set({ points: int(e.target.value) })}
            data-testid="points-item-points"
          />
        </label>
        <label css={label}>
          {t(p('drawer.amountRequired'))}
          <input
            css={input}
            inputMode="decimal"
            value={body.amountRequired}
            onChange={(e) => set({ amountRequired: e.target.value.trim() })}
            data-testid="points-item-required"
          />
        </label>
        <label css={label}>
          {t(p('drawer.stock'))}
          <input
            css={input}
            inputMode="numeric"
            disabled={item !== null}
            value={String(body.stock)}
            onChange={(e) => set({ stock: int(e.target.value) })}
            data-testid="points-item-stock"
          />
          {item ? <span css={muted}>{t(p('drawer.stockHint'))}</span> : null}
        </label>
        <label css={label}>
          {t(p('drawer.perMemberLimit'))}
          <input
            css={input}
            inputMode="numeric"
            value={body.perMemberLimit === null ? '' : String(body.perMemberLimit)}
            onChange={(e) =>
              set({ perMemberLimit: e.target.value.trim() === '' ? null : Math.max(1, int(e.target.value)) })
            }
            data-testid="points-item-limit"
          />
        </label>
        <label css={label}>
          {t(p('drawer.sort'))}
          <input
            css={input}
            inputMode="numeric"
            value={String(body.sort)}
            onChange={(e) => set({ sort: int(e.target.value) })}
          />
        </label>
        <Switch
          checked={body.needsDelivery}
          onChange={(on) => set({ needsDelivery: on })}
          label={t(p('drawer.needsDelivery'))}
          testId="points-item-delivery"
        />
        <Switch
          checked={body.active}
          onChange={(on) => set({ active: on })}
          label={t(p('drawer.active'))}
          testId="points-item-active"
        />
      </div>
    </Modal>
  );
});
