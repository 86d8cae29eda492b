/**
 * The application dialog of an apply promotion (spec section 5; docs/promotions.md "Kinds and
 * rules"): a remark (required, at most REMARK_MAX characters, with a 0/140 counter) and up to
 * UPLOAD_MAX_IMAGES images (PNG or JPG, UPLOAD_MAX_BYTES each), checked by the engine form
 * `promotionApply` (engine/forms/featureForms.ts) with its localised messages before the server
 * checks them again by content; thumbnails with remove; submit sends once (the button disables
 * while the call is on its way). The server's refusal shows in the dialog.
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UPLOAD_IMAGE_TYPES, UPLOAD_MAX_IMAGES } from '../../../contract/spec';
import type { Promotion } from '../../../contract/types';
import { REMARK_MAX, type FieldError } from '../../../engine/forms';
import { Icon } from '../../components/Icon';
import { Modal } from '../../components/Modal/Modal';
import { ghostButton, primaryButton } from '../../components/styles';
import { checkFeatureForm, errorOfField } from '../../renderers/form/featureForms';
import { useStores } from '../../stores';
import { Notice } from '../../ui/kit';

/** A picked image with its preview URL. */
interface Picked {
  file: File;
  url: string;
}

/**
 * The engine form promotionApply's answer for a remark and a list of images: one error per
 * failing field (`remark`, `images`), each with its i18n key and params (the offending file's
 * `name` for a type or size); [] when the application may be sent.
 */
export function applyErrors(remark: string, images: readonly File[]): FieldError[] {
  return checkFeatureForm('promotionApply', { remark, images });
}

export const ApplyDialog = observer(function ApplyDialog({
  promotion,
  onClose,
  onApplied,
}: {
  promotion: Promotion;
  onClose: () => void;
  onApplied: () => void;
}) {
  const { t } = useTranslation();
  const { promotions } = useStores();
  const [remark, setRemark] = useState('');
  const [picked, setPicked] = useState<Picked[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const ids = useId();
  const busy = promotions.busy(promotion.id);
  const length = Array.from(remark.trim()).length;
  const errors = applyErrors(
    remark,
    picked.map((p) => p.file),
  );
  const remarkError = errorOfField(errors, 'remark');
  const remarkProblem = remarkError ? t(remarkError.key, remarkError.params) : null;
  const result = promotions.results[promotion.id];

  useEffect(() => () => picked.forEach((p) => URL.revokeObjectURL(p.url)), []); // eslint-disable-line react-hooks/exhaustive-deps -- revokes the last picked files on unmount only

  function add(list: FileList | null) {
    const files = Array.from(list ?? []);
    if (fileInput.current) fileInput.current.value = '';
    if (files.length === 0) return;
    // the engine's answer for the images as they would be with these files added
    const bad = errorOfField(applyErrors(remark, [...picked.map((p) => p.file), ...files]), 'images');
    setProblem(bad ? t(bad.key, bad.params) : null);
    if (bad) return;
    setPicked((now) => [...now, ...files.map((file) => ({ file, url: URL.createObjectURL(file) }))]);
  }

  function remove(index: number) {
    setPicked((now) => {
      URL.revokeObjectURL(now[index]!.url);
      return now.filter((_, i) => i !== index);
    });
    setProblem(null);
  }

  async function submit() {
    setTouched(true);
    if (errors.length > 0 || busy) return;
    const answer = await promotions.apply(
      promotion.id,
      remark.trim(),
      picked.map((p) => p.file),
    );
    if (answer) onApplied();
  }

  const serverProblem = result && !result.ok ? (result.message ?? t('promotions.failed')) : null;
  return (
    <Modal
      open
      size="md"
      title={t('promotions.apply.title', { title: promotion.title })}
      onClose={onClose}
      testId="apply-dialog"
      footer={
        <div
          css={css`
            display: flex;
            justify-content: flex-end;
            gap: 10px;
          `}
        >
          <button type="button" css={ghostButton} onClick={onClose}>
            {t('promotions.apply.cancel')}
          </button>
          <button
            type="button"
            css={primaryButton}
            disabled={busy}
            onClick={() => void submit()}
            data-testid="apply-submit"
          >
            {busy ? t('promotions.apply.submitting') : t('promotions.apply.submit')}
          </button>
        </div>
      }
    >
      <form
        css={css`
          display: grid;
          gap: 16px;
        `}
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <div
          css={css`
            display: grid;
            gap: 6px;
          `}
        >
          <label
            htmlFor={`${ids}-remark`}
            css={css`
              font-weight: 700;
            `}
          >
            {t('promotions.apply.remark')}
          </label>
          <textarea
            id={`${ids}-remark`}
            data-testid="apply-remark"
            value={remark}
            rows={4}
            placeholder={t('promotions.apply.remarkPlaceholder')}
            aria-invalid={touched && remarkProblem !== null}
            aria-describedby={`${ids}-counter`}
            onChange={(e) => setRemark(e.target.value)}
            onBlur={() => setTouched(true)}
            css={css`
              width: 100%;
              resize: vertical;
              min-height: 96px;
              padding: 10px 12px;
              border-radius: var(--r-md, 10px);
              border: 1px solid ${touched && remarkProblem ? 'var(--c-danger)' : 'var(--c-border)'};
              background: var(--c-input, var(--c-surface));
              color: var(--c-text);
              font: inherit;
            `}
          />
          <div
            css={css`
              display: flex;
              justify-content: space-between;
              font-size: 12px;
              color: var(--c-muted);
            `}
          >
            <span
              css={css`
                color: var(--c-danger);
              `}
              role={touched && remarkProblem ? 'alert' : undefined}
            >
              {touched ? remarkProblem : null}
            </span>
            <span
              id={`${ids}-counter`}
              data-testid="apply-counter"
              css={
                length > REMARK_MAX
                  ? css`
                      color: var(--c-danger);
                      font-weight: 700;
                    `
                  : undefined
              }
            >
              {t('promotions.apply.counter', { count: length, max: REMARK_MAX })}
            </span>
          </div>
        </div>

        <div
          css={css`
            display: grid;
            gap: 8px;
          `}
        >
          <span
            css={css`
              font-weight: 700;
            `}
          >
            {t('promotions.apply.images')}
          </span>
          <span
            css={css`
              font-size: 12px;
              color: var(--c-muted);
            `}
          >
            {t('promotions.apply.imagesHint', { max: UPLOAD_MAX_IMAGES })}
          </span>
          <div
            css={css`
              display: flex;
              gap: 10px;
              flex-wrap: wrap;
            `}
          >
            {picked.map((p, i) => (
              <div
                key={p.url}
                css={css`
                  position: relative;
                `}
              >
                <img
                  src={p.url}
                  alt={p.file.name}
                  data-testid="apply-thumb"
                  css={css`
                    width: 88px;
                    height: 88px;
                    object-fit: cover;
                    border-radius: var(--r-md, 10px);
                    border: 1px solid var(--c-border);
                  `}
                />
                <button
                  type="button"
                  aria-label={t('promotions.apply.remove', { n: i + 1 })}
                  onClick={() => remove(i)}
                  css={css`
                    position: absolute;
                    top: -8px;
                    right: -8px;
                    width: 24px;
                    height: 24px;
                    border-radius: 50%;
                    border: none;
                    background: var(--c-danger);
                    color: var(--c-on-vivid);
                    display: grid;
                    place-items: center;
                    cursor: pointer;
                  `}
                >
                  <Icon name="close" size={12} />
                </button>
              </div>
            ))}
            {picked.length < UPLOAD_MAX_IMAGES ? (
              <label
                css={css`
                  width: 88px;
                  height: 88px;
                  border-radius: var(--r-md, 10px);
                  border: 1px dashed var(--c-border);
                  display: grid;
                  place-items: center;
                  align-content: center;
                  gap: 4px;
                  font-size: 11px;
                  color: var(--c-muted);
                  cursor: pointer;
                  &:hover {
                    border-color: var(--c-primary);
                    color: var(--c-primary);
                  }
                `}
              >
                <Icon name="download" size={20} />
                {t('promotions.apply.addImage')}
                <input
                  ref={fileInput}
                  type="file"
                  accept={UPLOAD_IMAGE_TYPES.join(',')}
                  multiple
                  data-testid="apply-files"
                  onChange={(e) => add(e.target.files)}
                  css={css`
                    position: absolute;
                    width: 1px;
                    height: 1px;
                    opacity: 0;
                  `}
                />
              </label>
            ) : null}
          </div>
          {problem ? (
            <Notice tone="bad" testId="apply-image-problem">
              {problem}
            </Notice>
          ) : null}
        </div>
        {serverProblem ? (
          <Notice tone="bad" testId="apply-error">
            {serverProblem}
          </Notice>
        ) : null}
      </form>
    </Modal>
  );
});
