/**
 * Form pieces of the console's Site pages tab (docs/site-pages.md): a TW and EN text pair, a TW and
 * EN HTML pair with its sanitised preview (SafeHtml, the profile the server stores), and the small
 * move and remove buttons. Refusals of a save show under their field (FieldErrors by JSON pointer).
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ghostButton } from '../../../components/styles';
import type { PagesDraft } from '../../../stores/operator/PagesConsoleStore';
import { SafeHtml } from '../../../ui/SafeHtml';
import { FieldErrors, input } from '../ui';

export const K = 'operator.console.pages';
export const LANGS = ['tw', 'en'] as const;
export type Pair = { tw: string; en: string };

export const label = css`
  display: grid;
  gap: 6px;
  font-size: 13px;
  color: var(--c-muted);
`;
export const small = css`
  height: 30px;
  padding: 0 10px;
  font-size: 12px;
`;
const textarea = css`
  ${input};
  height: auto;
  min-height: 140px;
  padding: 8px 10px;
  font-family: ui-monospace, monospace;
  font-size: 12px;
  line-height: 1.5;
  resize: vertical;
`;

/** A TW and EN text input pair at `pointer` (`<pointer>/tw`, `<pointer>/en`). */
export const LangText = observer(function LangText({
  draft,
  pointer,
  title,
  value,
  maxLength,
  onChange,
  testId,
}: {
  draft: PagesDraft;
  pointer: string;
  title: string;
  value: Pair;
  maxLength: number;
  onChange: (lang: 'tw' | 'en', text: string) => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <div
      css={css`
        display: grid;
        grid-template-columns: 1fr 1fr;
        gap: 12px;
      `}
    >
      {LANGS.map((lang) => (
        <label key={lang} css={label}>
          {`${title} · ${t(`${K}.lang.${lang}`)}`}
          <input
            css={input}
            data-testid={testId ? `${testId}-${lang}` : undefined}
            aria-invalid={draft.errorsAt(`${pointer}/${lang}`).length > 0}
            maxLength={maxLength}
            value={value[lang]}
            onChange={(e) => onChange(lang, e.target.value)}
          />
          <FieldErrors store={draft} pointer={`${pointer}/${lang}`} />
        </label>
      ))}
    </div>
  );
});

/** A TW and EN HTML pair at `pointer`, each with its sanitised preview below. */
export const LangHtml = observer(function LangHtml({
  draft,
  pointer,
  title,
  value,
  onChange,
  testId,
}: {
  draft: PagesDraft;
  pointer: string;
  title: string;
  value: Pair;
  onChange: (lang: 'tw' | 'en', html: string) => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <div
      css={css`
        display: grid;
        grid-template-columns: 1fr 1fr;
        gap: 12px;
      `}
    >
      {LANGS.map((lang) => (
        <div
          key={lang}
          css={css`
            display: grid;
            gap: 8px;
            align-content: start;
            min-width: 0;
          `}
        >
          <label css={label}>
            {`${title} · ${t(`${K}.lang.${lang}`)}`}
            <textarea
              css={textarea}
              data-testid={testId ? `${testId}-${lang}` : undefined}
              aria-invalid={draft.errorsAt(`${pointer}/${lang}`).length > 0}
              maxLength={40000}
              value={value[lang]}
              onChange={(e) => onChange(lang, e.target.value)}
            />
          </label>
          <FieldErrors store={draft} pointer={`${pointer}/${lang}`} />
          <div
            css={css`
              padding: 10px 12px;
              border-radius: var(--r-md);
              border: 1px dashed var(--c-border);
              background: var(--c-surface);
              max-height: 220px;
              overflow: auto;
            `}
            aria-label={t(`${K}.editor.preview`)}
          >
            <div
              css={css`
                font-size: 11px;
                font-weight: 700;
                color: var(--c-muted);
                margin-bottom: 6px;
                text-transform: uppercase;
                letter-spacing: 0.06em;
              `}
            >
              {t(`${K}.editor.preview`)}
            </div>
            <SafeHtml html={value[lang]} />
          </div>
        </div>
      ))}
    </div>
  );
});

/** Move up, move down and (optionally) remove buttons of one list item. */
export function ItemButtons({
  first,
  last,
  onMove,
  onRemove,
  removeLabel,
  testId,
}: {
  first: boolean;
  last: boolean;
  onMove: (direction: -1 | 1) => void;
  onRemove?: () => void;
  removeLabel?: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <span
      css={css`
        display: inline-flex;
        gap: 6px;
      `}
    >
      <button
        type="button"
        css={[ghostButton, small]}
        disabled={first}
        aria-label={t(`${K}.up`)}
        title={t(`${K}.up`)}
        data-testid={testId ? `${testId}-up` : undefined}
        onClick={() => onMove(-1)}
      >
        ↑
      </button>
      <button
        type="button"
        css={[ghostButton, small]}
        disabled={last}
        aria-label={t(`${K}.down`)}
        title={t(`${K}.down`)}
        data-testid={testId ? `${testId}-down` : undefined}
        onClick={() => onMove(1)}
      >
        ↓
      </button>
      {onRemove ? (
        <button
          type="button"
          css={[
            ghostButton,
            small,
            css`
              color: var(--c-danger);
            `,
          ]}
          onClick={onRemove}
        >
          {removeLabel}
        </button>
      ) : null}
    </span>
  );
}
