/**
 * The console's promotion categories (docs/promotions.md "Promotions": the merchant's categories,
 * the promotions page's tabs): code, TW and EN names in order; add, remove, move; saved over the
 * version (409 asks for a reload; a code twice is refused naming it).
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ghostButton, primaryButton } from '../../../components/styles';
import type { PromotionsConsoleStore } from '../../../stores/operator/PromotionsConsoleStore';
import { Notice } from '../../../ui/kit';
import { card, cardTitle, input, muted } from '../ui';

const K = 'operator.console.promotions.categories';
const small = css`
  height: 32px;
  padding: 0 10px;
  font-size: 12px;
`;

export const CategoriesView = observer(function CategoriesView({
  store,
  onSaved,
}: {
  store: PromotionsConsoleStore;
  onSaved(): void;
}) {
  const { t } = useTranslation();
  const c = store.categories;
  const fallback = t('operator.console.promotions.saveFailed');
  if (c.loadError)
    return (
      <section css={card}>
        <p role="alert" css={muted}>
          {c.loadError}
        </p>
        <button
          type="button"
          css={ghostButton}
          onClick={() => void c.load(t('operator.console.promotions.loadFailed'))}
        >
          {t('operator.console.promotions.retry')}
        </button>
      </section>
    );
  if (!c.draft || !c.saved)
    return (
      <section css={card} aria-busy="true">
        <p css={muted}>{t('operator.console.promotions.loading')}</p>
      </section>
    );
  const draft = c.draft;
  const bad = (code: string) => c.problem?.field === 'categories' && c.problem.message.includes(code);
  const codeOk = (code: string) => /^[a-z0-9-]{1,24}$/.test(code);
  return (
    <section
      css={[
        card,
        css`
          gap: 16px;
          max-width: 900px;
        `,
      ]}
      data-testid="promo-categories"
    >
      <div
        css={css`
          display: flex;
          justify-content: space-between;
          align-items: baseline;
          gap: 12px;
        `}
      >
        <h2 css={cardTitle}>{t(`${K}.title`)}</h2>
        <span css={muted}>
          {c.saved.version === 0 ? t(`${K}.defaults`) : t(`${K}.version`, { version: c.saved.version })}
        </span>
      </div>
      <p css={muted}>{t(`${K}.intro`)}</p>
      {c.problem ? (
        <Notice tone="bad" testId="promo-categories-problem">
          {c.problem.message}{' '}
          {c.problem.stale ? (
            <button type="button" css={[ghostButton, small]} onClick={() => void c.load(fallback)}>
              {t(`${K}.reload`)}
            </button>
          ) : null}
        </Notice>
      ) : null}
      {c.savedNow ? <Notice tone="good">{t(`${K}.saved`)}</Notice> : null}
      <div
        css={css`
          display: grid;
          gap: 8px;
        `}
      >
        <div
          css={css`
            display: grid;
            grid-template-columns: 40px 160px minmax(0, 1fr) minmax(0, 1fr) 180px;
            gap: 10px;
            font-size: 12px;
            font-weight: 700;
            color: var(--c-muted);
          `}
        >
          <span />
          <span>{t(`${K}.code`)}</span>
          <span>{t(`${K}.tw`)}</span>
          <span>{t(`${K}.en`)}</span>
          <span />
        </div>
        {draft.map((cat, i) => (
          <div
            key={i}
            css={css`
              display: grid;
              grid-template-columns: 40px 160px minmax(0, 1fr) minmax(0, 1fr) 180px;
              gap: 10px;
              align-items: center;
            `}
            data-testid="promo-category-row"
          >
            <span
              css={[
                muted,
                css`
                  text-align: center;
                  font-variant-numeric: tabular-nums;
                `,
              ]}
            >
              {i + 1}
            </span>
            <input
              css={input}
              value={cat.code}
              maxLength={24}
              aria-label={t(`${K}.code`)}
              aria-invalid={!codeOk(cat.code) || bad(cat.code)}
              onChange={(e) => c.set(i, { code: e.target.value.toLowerCase() })}
              data-testid="promo-category-code"
            />
            <input
              css={input}
              value={cat.name.TW}
              maxLength={30}
              aria-label={t(`${K}.tw`)}
              aria-invalid={!cat.name.TW.trim()}
              onChange={(e) => c.set(i, { TW: e.target.value })}
              data-testid="promo-category-tw"
            />
            <input
              css={input}
              value={cat.name.EN}
              maxLength={30}
              aria-label={t(`${K}.en`)}
              aria-invalid={!cat.name.EN.trim()}
              onChange={(e) => c.set(i, { EN: e.target.value })}
              data-testid="promo-category-en"
            />
            <div
              css={css`
                display: flex;
                gap: 6px;
                justify-content: flex-end;
              `}
            >
              <button
                type="button"
                css={[ghostButton, small]}
                aria-label={t(`${K}.up`)}
                title={t(`${K}.up`)}
                disabled={i === 0}
                onClick={() => c.move(i, -1)}
              >
                ↑
              </button>
              <button
                type="button"
                css={[ghostButton, small]}
                aria-label={t(`${K}.down`)}
                title={t(`${K}.down`)}
                disabled={i === draft.length - 1}
                onClick={() => c.move(i, 1)}
              >
                ↓
              </button>
              <button
                type="button"
                css={[
                  ghostButton,
                  small,
                  css`
                    color: var(--c-danger);
                  `,
                ]}
                onClick={() => c.remove(i)}
              >
                {t(`${K}.remove`)}
              </button>
            </div>
          </div>
        ))}
      </div>
      <div
        css={css`
          display: flex;
          gap: 10px;
          justify-content: space-between;
          flex-wrap: wrap;
        `}
      >
        <button
          type="button"
          css={ghostButton}
          disabled={draft.length >= 20}
          onClick={() => c.add()}
          data-testid="promo-category-add"
        >
          + {t(`${K}.add`)}
        </button>
        <div
          css={css`
            display: flex;
            gap: 10px;
          `}
        >
          <button type="button" css={ghostButton} disabled={!c.dirty} onClick={() => c.discard()}>
            {t(`${K}.discard`)}
          </button>
          <button
            type="button"
            css={primaryButton}
            disabled={
              !c.dirty || c.saving || draft.some((x) => !codeOk(x.code) || !x.name.TW.trim() || !x.name.EN.trim())
            }
            onClick={async () => {
              if (await c.save(fallback)) onSaved();
            }}
            data-testid="promo-categories-save"
          >
            {c.saving ? t(`${K}.saving`) : t(`${K}.save`)}
          </button>
        </div>
      </div>
    </section>
  );
});
