/**
 * Help center of the Site pages tab (docs/site-pages.md; spec section 7): sections (id, TW and EN
 * title) and their articles (id, optional anchor such as `term`, TW and EN question and HTML
 * answer with a sanitised preview), each list in order (move up and down), added and removed.
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ghostButton } from '../../../components/styles';
import { moveItem, newArticleId, type PagesDraft } from '../../../stores/operator/PagesConsoleStore';
import { FieldErrors, input, muted, Section } from '../ui';
import { ItemButtons, K, label, LangHtml, LangText, small } from './fields';

export const HelpView = observer(function HelpView({ draft }: { draft: PagesDraft }) {
  const { t, i18n } = useTranslation();
  const doc = draft.draft!;
  const lang = i18n.language === 'EN' ? 'en' : 'tw';
  const [openArticle, setOpenArticle] = useState<string | null>(null);
  const allIds = () => new Set(doc.help.flatMap((s) => s.articles.map((a) => a.id)));
  return (
    <Section title={t(`${K}.help.title`)} intro={t(`${K}.help.intro`)} testId="pages-help">
      <ol
        css={css`
          margin: 12px 0;
          padding: 0;
          list-style: none;
          display: grid;
          gap: 14px;
        `}
      >
        {doc.help.map((s, i) => {
          const at = `/help/${i}`;
          return (
            <li
              key={i}
              data-testid={`pages-help-section-${s.id}`}
              css={css`
                display: grid;
                gap: 12px;
                padding: 14px;
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
                <strong
                  css={css`
                    font-size: 15px;
                    color: var(--c-text);
                    flex: 1;
                  `}
                >
                  {t(`${K}.help.section`)} {i + 1}: {s.title[lang]}
                </strong>
                <label
                  css={[
                    label,
                    css`
                      width: 200px;
                    `,
                  ]}
                >
                  Id
                  <input
                    css={input}
                    maxLength={64}
                    value={s.id}
                    aria-invalid={draft.errorsAt(`${at}/id`).length > 0}
                    onChange={(e) => draft.edit((d) => void (d.help[i]!.id = e.target.value.trim()))}
                  />
                </label>
                <ItemButtons
                  first={i === 0}
                  last={i === doc.help.length - 1}
                  onMove={(dir) => draft.edit((d) => moveItem(d.help, i, dir))}
                  onRemove={() => draft.edit((d) => void d.help.splice(i, 1))}
                  removeLabel={t(`${K}.help.remove`)}
                  testId={`help-section-${i}`}
                />
              </div>
              <FieldErrors store={draft} pointer={`${at}/id`} exact />
              <LangText
                draft={draft}
                pointer={`${at}/title`}
                title={t(`${K}.help.sectionTitle`)}
                value={s.title}
                maxLength={60}
                onChange={(l, v) => draft.edit((d) => void (d.help[i]!.title[l] = v))}
              />
              <ul
                css={css`
                  margin: 0;
                  padding: 0 0 0 14px;
                  list-style: none;
                  display: grid;
                  gap: 8px;
                  border-left: 2px solid var(--c-border);
                `}
              >
                {s.articles.map((a, j) => {
                  const aAt = `${at}/articles/${j}`;
                  const key = `${i}:${j}`;
                  const expanded = openArticle === key || draft.errorsAt(aAt).length > 0;
                  return (
                    <li
                      key={j}
                      css={css`
                        display: grid;
                        gap: 10px;
                        padding: 10px 12px;
                        border-radius: var(--r-md);
                        background: var(--c-surface);
                        border: 1px solid ${draft.errorsAt(aAt).length > 0 ? 'var(--c-danger)' : 'var(--c-border)'};
                      `}
                    >
                      <div
                        css={css`
                          display: flex;
                          align-items: center;
                          gap: 10px;
                        `}
                      >
                        <button
                          type="button"
                          css={css`
                            flex: 1;
                            text-align: left;
                            border: 0;
                            background: none;
                            color: var(--c-text);
                            font-weight: 700;
                            font-size: 14px;
                            cursor: pointer;
                          `}
                          aria-expanded={expanded}
                          onClick={() => setOpenArticle(expanded ? null : key)}
                        >
                          {a.title[lang] || a.id}
                          {a.anchor ? (
                            <span
                              css={[
                                muted,
                                css`
                                  font-weight: 400;
                                  font-size: 12px;
                                `,
                              ]}
                            >
                              {' '}
                              #{a.anchor}
                            </span>
                          ) : null}
                        </button>
                        <ItemButtons
                          first={j === 0}
                          last={j === s.articles.length - 1}
                          onMove={(dir) => draft.edit((d) => moveItem(d.help[i]!.articles, j, dir))}
                          onRemove={() => draft.edit((d) => void d.help[i]!.articles.splice(j, 1))}
                          removeLabel={t(`${K}.help.remove`)}
                        />
                      </div>
                      {expanded ? (
                        <>
                          <div
                            css={css`
                              display: grid;
                              grid-template-columns: 1fr 1fr;
                              gap: 12px;
                            `}
                          >
                            <label css={label}>
                              Id
                              <input
                                css={input}
                                maxLength={64}
                                value={a.id}
                                aria-invalid={draft.errorsAt(`${aAt}/id`).length > 0}
                                onChange={(e) =>
                                  draft.edit((d) => void (d.help[i]!.articles[j]!.id = e.target.value.trim()))
                                }
                              />
                              <FieldErrors store={draft} pointer={`${aAt}/id`} />
                            </label>
                            <label css={label}>
                              {t(`${K}.help.anchor`)}
                              <input
                                css={input}
                                maxLength={32}
                                placeholder={t(`${K}.help.anchorHint`)}
                                value={a.anchor ?? ''}
                                aria-invalid={draft.errorsAt(`${aAt}/anchor`).length > 0}
                                onChange={(e) =>
                                  draft.edit(
                                    (d) =>
                                      void (d.help[i]!.articles[j]!.anchor =
                                        e.target.value.trim() === '' ? null : e.target.value.trim()),
                                  )
                                }
                              />
                              <FieldErrors store={draft} pointer={`${aAt}/anchor`} />
                            </label>
                          </div>
                          <LangText
                            draft={draft}
                            pointer={`${aAt}/title`}
                            title={t(`${K}.help.articleTitle`)}
                            value={a.title}
                            maxLength={120}
                            onChange={(l, v) => draft.edit((d) => void (d.help[i]!.articles[j]!.title[l] = v))}
                          />
                          <LangHtml
                            draft={draft}
                            pointer={`${aAt}/body`}
                            title={t(`${K}.help.body`)}
                            value={a.body}
                            onChange={(l, v) => draft.edit((d) => void (d.help[i]!.articles[j]!.body[l] = v))}
                          />
                        </>
                      ) : null}
                    </li>
                  );
                })}
              </ul>
              <button
                type="button"
                css={[
                  ghostButton,
                  small,
                  css`
                    justify-self: start;
                  `,
                ]}
                onClick={() => {
                  draft.edit(
                    (d) =>
                      void d.help[i]!.articles.push({
                        id: newArticleId('question', allIds()),
                        anchor: null,
                        title: { tw: '新問題', en: 'New question' },
                        body: { tw: '<p></p>', en: '<p></p>' },
                      }),
                  );
                  setOpenArticle(`${i}:${s.articles.length}`);
                }}
              >
                {t(`${K}.help.addArticle`)}
              </button>
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        css={[ghostButton, small]}
        onClick={() =>
          draft.edit(
            (d) =>
              void d.help.push({
                id: newArticleId('section', new Set(d.help.map((s) => s.id))),
                title: { tw: '新分類', en: 'New section' },
                articles: [],
              }),
          )
        }
      >
        {t(`${K}.help.addSection`)}
      </button>
    </Section>
  );
});
