/**
 * Categories of the Site pages tab (docs/site-pages.md): the blog's and the news' chips, each with a
 * stable code and TW and EN names, in order (move up and down), added and removed. An article whose
 * category is removed is refused on save at its category field.
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ghostButton } from '../../../components/styles';
import { moveItem, newArticleId, type PagesDraft } from '../../../stores/operator/PagesConsoleStore';
import { FieldErrors, input, muted, Section } from '../ui';
import { ItemButtons, K, label, LangText, small } from './fields';

export const CategoriesView = observer(function CategoriesView({ draft }: { draft: PagesDraft }) {
  const { t } = useTranslation();
  const doc = draft.draft!;
  return (
    <div
      css={css`
        display: grid;
        grid-template-columns: 1fr 1fr;
        gap: 16px;
        align-items: start;
        @media (max-width: 1200px) {
          grid-template-columns: 1fr;
        }
      `}
    >
      {(['blog', 'news'] as const).map((kind) => (
        <Section
          key={kind}
          title={t(`${K}.categories.title`, { kind: t(`${K}.kinds.${kind}`) })}
          intro={t(`${K}.categories.intro`)}
          testId={`pages-categories-${kind}`}
        >
          <ul
            css={css`
              margin: 12px 0;
              padding: 0;
              list-style: none;
              display: grid;
              gap: 10px;
            `}
          >
            {doc.categories[kind].map((c, i) => {
              const at = `/categories/${kind}/${i}`;
              const used = doc.articles.filter((a) => a.kind === kind && a.category === c.code).length;
              return (
                <li
                  key={i}
                  css={css`
                    display: grid;
                    gap: 10px;
                    padding: 12px;
                    border-radius: var(--r-md);
                    border: 1px solid ${draft.errorsAt(at).length > 0 ? 'var(--c-danger)' : 'var(--c-border)'};
                    background: var(--c-bg-elevated);
                  `}
                >
                  <div
                    css={css`
                      display: flex;
                      align-items: end;
                      gap: 10px;
                    `}
                  >
                    <label
                      css={[
                        label,
                        css`
                          flex: 1;
                        `,
                      ]}
                    >
                      {t(`${K}.categories.code`)}
                      <input
                        css={input}
                        maxLength={64}
                        value={c.code}
                        aria-invalid={draft.errorsAt(`${at}/code`).length > 0}
                        onChange={(e) => draft.edit((d) => void (d.categories[kind][i]!.code = e.target.value.trim()))}
                      />
                    </label>
                    <span
                      css={[
                        muted,
                        css`
                          font-size: 12px;
                          padding-bottom: 10px;
                        `,
                      ]}
                    >
                      {t(`${K}.categories.used`, { count: used })}
                    </span>
                    <ItemButtons
                      first={i === 0}
                      last={i === doc.categories[kind].length - 1}
                      onMove={(dir) => draft.edit((d) => moveItem(d.categories[kind], i, dir))}
                      onRemove={() => draft.edit((d) => void d.categories[kind].splice(i, 1))}
                      removeLabel={t(`${K}.categories.remove`)}
                    />
                  </div>
                  <FieldErrors store={draft} pointer={`${at}/code`} />
                  <LangText
                    draft={draft}
                    pointer={`${at}/name`}
                    title={t(`${K}.articles.category`)}
                    value={c.name}
                    maxLength={30}
                    onChange={(l, v) => draft.edit((d) => void (d.categories[kind][i]!.name[l] = v))}
                  />
                </li>
              );
            })}
          </ul>
          <button
            type="button"
            css={[ghostButton, small]}
            onClick={() =>
              draft.edit(
                (d) =>
                  void d.categories[kind].push({
                    code: newArticleId('category', new Set(d.categories[kind].map((c) => c.code))),
                    name: { tw: '新分類', en: 'New category' },
                  }),
              )
            }
          >
            {t(`${K}.categories.add`)}
          </button>
        </Section>
      ))}
    </div>
  );
});
