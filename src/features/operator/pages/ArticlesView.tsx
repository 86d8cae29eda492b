/**
 * Articles of the Site pages tab (docs/site-pages.md): the blog posts and news items with kind and
 * category filters (state: live, scheduled or hidden), and the editor of one: id, kind, category,
 * TW and EN title, summary and HTML body with a sanitised preview, cover (upload through the
 * console's upload endpoint like the banners', or an https address), publish time and active.
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ArticleKind, PagesArticle } from '../../../../contract/types';
import { chip, ghostButton, primaryButton } from '../../../components/styles';
import { newArticleId, type PagesDraft } from '../../../stores/operator/PagesConsoleStore';
import { FieldErrors, input, muted, Section, Switch } from '../ui';
import { K, label, LangHtml, LangText, small } from './fields';
import { formatConsoleTime } from '../../../shared/time';

const pad = (n: number) => String(n).padStart(2, '0');
/** An ISO time as a datetime-local value (local time, minutes). */
const toLocalInput = (iso: string) => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime())
    ? ''
    : `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

const ArticleEditor = observer(function ArticleEditor({
  draft,
  index,
  onClose,
}: {
  draft: PagesDraft;
  index: number;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const a = draft.draft!.articles[index]!;
  const at = `/articles/${index}`;
  const set = (change: (x: PagesArticle) => void) => draft.edit((d) => change(d.articles[index]!));
  const categories = draft.draft!.categories[a.kind];
  const lang = i18n.language === 'EN' ? 'en' : 'tw';
  return (
    <Section title={t(`${K}.editor.title`)} testId="pages-article-editor">
      <div
        css={css`
          display: grid;
          gap: 14px;
        `}
      >
        <div
          css={css`
            display: grid;
            grid-template-columns: 1.4fr 1fr 1fr 1.2fr;
            gap: 12px;
            align-items: start;
          `}
        >
          <label css={label}>
            {t(`${K}.editor.id`)}
            <input
              css={input}
              data-testid="article-id"
              aria-invalid={draft.errorsAt(`${at}/id`).length > 0}
              maxLength={64}
              value={a.id}
              onChange={(e) => set((x) => void (x.id = e.target.value.trim()))}
            />
            <FieldErrors store={draft} pointer={`${at}/id`} />
          </label>
          <label css={label}>
            {t(`${K}.articles.kind`)}
            <select
              css={input}
              value={a.kind}
              data-testid="article-kind"
              onChange={(e) =>
                set(
                  (x) =>
                    void (
                      (x.kind = e.target.value as ArticleKind),
                      (x.category = draft.draft!.categories[x.kind][0]?.code ?? x.category)
                    ),
                )
              }
            >
              {(['blog', 'news'] as const).map((k) => (
                <option key={k} value={k}>
                  {t(`${K}.kinds.${k}`)}
                </option>
              ))}
            </select>
          </label>
          <label css={label}>
            {t(`${K}.articles.category`)}
            <select
              css={input}
              value={a.category}
              data-testid="article-category"
              aria-invalid={draft.errorsAt(`${at}/category`).length > 0}
              onChange={(e) => set((x) => void (x.category = e.target.value))}
            >
              {categories.some((c) => c.code === a.category) ? null : <option value={a.category}>{a.category}</option>}
              {categories.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.name[lang]}
                </option>
              ))}
            </select>
            <FieldErrors store={draft} pointer={`${at}/category`} />
          </label>
          <label css={label}>
            {t(`${K}.articles.published`)}
            <input
              type="datetime-local"
              css={input}
              data-testid="article-published"
              value={toLocalInput(a.publishedAt)}
              onChange={(e) =>
                e.target.value && set((x) => void (x.publishedAt = new Date(e.target.value).toISOString()))
              }
            />
            <FieldErrors store={draft} pointer={`${at}/publishedAt`} />
          </label>
        </div>
        <LangText
          draft={draft}
          pointer={`${at}/title`}
          title={t(`${K}.editor.titleField`)}
          value={a.title}
          maxLength={120}
          testId="article-title"
          onChange={(l, v) => set((x) => void (x.title[l] = v))}
        />
        <LangText
          draft={draft}
          pointer={`${at}/summary`}
          title={t(`${K}.editor.summary`)}
          value={a.summary}
          maxLength={300}
          testId="article-summary"
          onChange={(l, v) => set((x) => void (x.summary[l] = v))}
        />
        <LangHtml
          draft={draft}
          pointer={`${at}/body`}
          title={t(`${K}.editor.body`)}
          value={a.body}
          testId="article-body"
          onChange={(l, v) => set((x) => void (x.body[l] = v))}
        />
        <div
          css={css`
            display: grid;
            grid-template-columns: 240px 1fr;
            gap: 16px;
            align-items: start;
          `}
        >
          <div
            css={css`
              aspect-ratio: 16 / 9;
              border-radius: var(--r-md);
              overflow: hidden;
              background: var(--g-primary);
              display: grid;
              place-items: center;
            `}
          >
            {a.cover ? (
              <img
                src={a.cover}
                alt=""
                css={css`
                  width: 100%;
                  height: 100%;
                  object-fit: cover;
                `}
              />
            ) : (
              <span
                css={css`
                  color: var(--c-on-primary);
                  font-size: 12px;
                  font-weight: 700;
                `}
              >
                {t(`${K}.kinds.${a.kind}`)}
              </span>
            )}
          </div>
          <div
            css={css`
              display: grid;
              gap: 8px;
            `}
          >
            <label css={label}>
              {t(`${K}.editor.cover`)}
              <input
                css={input}
                data-testid="article-cover"
                maxLength={300}
                value={a.cover ?? ''}
                aria-invalid={draft.errorsAt(`${at}/cover`).length > 0}
                placeholder="https://"
                onChange={(e) => set((x) => void (x.cover = e.target.value.trim() === '' ? null : e.target.value))}
              />
            </label>
            <FieldErrors store={draft} pointer={`${at}/cover`} />
            <span
              css={[
                muted,
                css`
                  font-size: 12px;
                `,
              ]}
            >
              {t(`${K}.editor.coverHint`)}
            </span>
            <span
              css={css`
                display: flex;
                gap: 8px;
              `}
            >
              <label
                css={[
                  ghostButton,
                  small,
                  css`
                    display: inline-flex;
                    align-items: center;
                    cursor: pointer;
                    position: relative;
                  `,
                ]}
              >
                {draft.uploading === index ? t(`${K}.editor.uploading`) : t(`${K}.editor.upload`)}
                <input
                  type="file"
                  accept="image/png,image/jpeg,image/webp"
                  data-testid="article-cover-upload"
                  css={css`
                    position: absolute;
                    width: 1px;
                    height: 1px;
                    opacity: 0;
                  `}
                  onChange={(e) => e.target.files?.[0] && void draft.uploadCover(index, e.target.files[0])}
                />
              </label>
              {a.cover ? (
                <button type="button" css={[ghostButton, small]} onClick={() => set((x) => void (x.cover = null))}>
                  {t(`${K}.editor.removeCover`)}
                </button>
              ) : null}
            </span>
          </div>
        </div>
        <div
          css={css`
            display: flex;
            flex-wrap: wrap;
            align-items: center;
            gap: 12px;
          `}
        >
          <Switch
            checked={a.active}
            label={t(`${K}.articles.active`)}
            testId="article-active"
            onChange={(on) => set((x) => void (x.active = on))}
          />
          <a
            href={`/${a.kind}/${a.id}`}
            target="_blank"
            rel="noreferrer"
            css={[
              muted,
              css`
                font-size: 13px;
                color: var(--c-primary);
              `,
            ]}
          >
            {t(`${K}.editor.view`)}
          </a>
          <span
            css={css`
              margin-left: auto;
              display: flex;
              gap: 8px;
            `}
          >
            <button
              type="button"
              css={[
                ghostButton,
                small,
                css`
                  color: var(--c-danger);
                `,
              ]}
              onClick={() => {
                draft.edit((d) => void d.articles.splice(index, 1));
                onClose();
              }}
            >
              {t(`${K}.editor.remove`)}
            </button>
            <button type="button" css={[ghostButton, small]} data-testid="article-close" onClick={onClose}>
              {t(`${K}.editor.close`)}
            </button>
          </span>
        </div>
      </div>
    </Section>
  );
});

export const ArticlesView = observer(function ArticlesView({ draft }: { draft: PagesDraft }) {
  const { t, i18n } = useTranslation();
  const [kind, setKind] = useState<ArticleKind | 'all'>('all');
  const [category, setCategory] = useState('');
  const [selected, setSelected] = useState<number | null>(null);
  const doc = draft.draft!;
  const lang = i18n.language === 'EN' ? 'en' : 'tw';
  const now = Date.now();
  const rows = doc.articles
    .map((a, index) => ({ a, index }))
    .filter(({ a }) => (kind === 'all' || a.kind === kind) && (!category || a.category === category));
  const categoryName = (a: PagesArticle) =>
    doc.categories[a.kind].find((c) => c.code === a.category)?.name[lang] ?? a.category;
  const when = (iso: string) => formatConsoleTime(iso, i18n.language);
  const add = () => {
    const k: ArticleKind = kind === 'all' ? 'blog' : kind;
    const id = newArticleId(`article-${doc.articles.length + 1}`, new Set(doc.articles.map((a) => a.id)));
    draft.edit((d) =>
      d.articles.unshift({
        id,
        kind: k,
        category: category || d.categories[k][0]?.code || '',
        title: { tw: t(`${K}.articles.newTitle`), en: t(`${K}.articles.newTitleEn`) },
        summary: { tw: '', en: '' },
        body: { tw: '<p></p>', en: '<p></p>' },
        cover: null,
        publishedAt: new Date().toISOString(),
        active: true,
      }),
    );
    setSelected(0);
  };
  const invalidAt = (index: number) => draft.errorsAt(`/articles/${index}`).length > 0;
  return (
    <div
      css={css`
        display: grid;
        gap: 16px;
      `}
    >
      <Section title={t(`${K}.articles.title`)} intro={t(`${K}.articles.intro`)} testId="pages-articles">
        <div
          css={css`
            display: flex;
            flex-wrap: wrap;
            align-items: center;
            gap: 8px;
            margin: 10px 0 14px;
          `}
        >
          {(['all', 'blog', 'news'] as const).map((k) => (
            <button
              key={k}
              type="button"
              css={chip(kind === k)}
              aria-pressed={kind === k}
              onClick={() => {
                setKind(k);
                setCategory('');
              }}
            >
              {t(`${K}.kinds.${k}`)}
            </button>
          ))}
          <select
            css={[
              input,
              css`
                width: 200px;
                margin-left: 8px;
              `,
            ]}
            aria-label={t(`${K}.articles.category`)}
            value={category}
            onChange={(e) => setCategory(e.target.value)}
            disabled={kind === 'all'}
          >
            <option value="">{t(`${K}.articles.allCategories`)}</option>
            {kind !== 'all'
              ? doc.categories[kind].map((c) => (
                  <option key={c.code} value={c.code}>
                    {c.name[lang]}
                  </option>
                ))
              : null}
          </select>
          <button
            type="button"
            css={[
              primaryButton,
              css`
                margin-left: auto;
                height: 36px;
              `,
            ]}
            data-testid="article-add"
            onClick={add}
          >
            {t(`${K}.articles.add`)}
          </button>
        </div>
        {rows.length === 0 ? <p css={muted}>{t(`${K}.articles.empty`)}</p> : null}
        <ul
          css={css`
            margin: 0;
            padding: 0;
            list-style: none;
            display: grid;
            gap: 8px;
          `}
        >
          {rows.map(({ a, index }) => {
            const state = !a.active ? 'inactive' : new Date(a.publishedAt).getTime() > now ? 'scheduled' : 'live';
            return (
              <li
                key={`${index}:${a.id}`}
                data-testid={`pages-article-${a.id}`}
                css={css`
                  display: grid;
                  grid-template-columns: 64px minmax(0, 1fr) 120px 150px 90px auto;
                  align-items: center;
                  gap: 12px;
                  padding: 10px 12px;
                  border-radius: var(--r-md);
                  border: 1px solid
                    ${invalidAt(index) ? 'var(--c-danger)' : selected === index ? 'var(--c-primary)' : 'var(--c-border)'};
                  background: var(--c-bg-elevated);
                `}
              >
                <span
                  css={css`
                    height: 40px;
                    border-radius: 8px;
                    overflow: hidden;
                    background: var(--g-primary);
                  `}
                >
                  {a.cover ? (
                    <img
                      src={a.cover}
                      alt=""
                      css={css`
                        width: 100%;
                        height: 100%;
                        object-fit: cover;
                      `}
                    />
                  ) : null}
                </span>
                <span
                  css={css`
                    display: grid;
                    gap: 2px;
                    min-width: 0;
                  `}
                >
                  <strong
                    css={css`
                      font-size: 14px;
                      color: var(--c-text);
                      white-space: nowrap;
                      overflow: hidden;
                      text-overflow: ellipsis;
                    `}
                  >
                    {a.title[lang] || a.id}
                  </strong>
                  <span
                    css={[
                      muted,
                      css`
                        font-size: 12px;
                      `,
                    ]}
                  >
                    {t(`${K}.kinds.${a.kind}`)} · {a.id}
                  </span>
                </span>
                <span
                  css={[
                    muted,
                    css`
                      font-size: 13px;
                    `,
                  ]}
                >
                  {categoryName(a)}
                </span>
                <span
                  css={[
                    muted,
                    css`
                      font-size: 12px;
                    `,
                  ]}
                >
                  {when(a.publishedAt)}
                </span>
                <span
                  css={css`
                    font-size: 12px;
                    font-weight: 700;
                    color: ${state === 'live' ? 'var(--c-success)' : state === 'scheduled' ? 'var(--c-warning)' : 'var(--c-muted)'};
                  `}
                >
                  {t(`${K}.articles.${state}`)}
                </span>
                <button
                  type="button"
                  css={[ghostButton, small]}
                  data-testid={`pages-article-edit-${a.id}`}
                  onClick={() => setSelected(selected === index ? null : index)}
                >
                  {t(`${K}.articles.edit`)}
                </button>
              </li>
            );
          })}
        </ul>
      </Section>
      {selected !== null && doc.articles[selected] ? (
        <ArticleEditor draft={draft} index={selected} onClose={() => setSelected(null)} />
      ) : null}
    </div>
  );
});
