/**
 * The check every saved pages document passes (docs/site-pages.md "The pages document"): the
 * pagesDocument schema of schemas/api/site-pages.json, compiled with the configuration's ajv options
 * (engine/compileValidators), then the rules a schema cannot say, each refusal named by its JSON
 * pointer and localised (server/i18n/locales/<lang>/sitePages.ts, keys `pages*`):
 * - ids are unique: category codes per kind, article ids, help section ids, help article ids
 *   (across every section) and help anchors (`/helpCenter#<anchor>` must lead to one article);
 * - an article's category is one of its kind's categories;
 * - a cover is an upload of this merchant (`/media/uploads/<id>`) or an https address;
 * - every title, summary and HTML body shows something in both languages (TW and EN, spec section 9).
 * HTML is sanitised separately ({@link sanitizePages}) on save and again on the way out.
 */
import type { ValidateFunction } from 'ajv';
import sitePagesSchema from '../../../schemas/api/site-pages.json' with { type: 'json' };
import { createConfigAjv } from '../../../engine/compileValidators.ts';
import { readableError } from '../../../engine/validation.ts';
import type { PagesDocument } from '../../../contract/types.ts';
import type { Language } from '../../i18n/language.ts';
import { t, type MessageKey } from '../../i18n/messages.ts';
import { sanitizeAnnouncementHtml } from '../config-versions/sanitize.ts';
import { uploadIdOf } from '../config-versions/uploads.ts';
import type { ConfigRefusal } from '../config-versions/validate.ts';

let validator: ValidateFunction | null = null;

/** Schema errors of a candidate pages document ([] when it has the pagesDocument shape). */
export function pagesSchemaErrors(candidate: unknown): ConfigRefusal[] {
  if (!validator) {
    const ajv = createConfigAjv(false);
    ajv.addSchema(sitePagesSchema);
    validator = ajv.getSchema(`${sitePagesSchema.$id}#/definitions/pagesDocument`) ?? null;
    if (!validator) throw new Error('schemas/api/site-pages.json has no pagesDocument');
  }
  return validator(candidate) ? [] : (validator.errors ?? []).map((e) => ({ ...readableError(e), rule: 'schema' }));
}

/** The name of a pages rule: its message key in the `messages` texts. */
export type PagesRule = Extract<MessageKey, `pages${string}`>;

/** What the rules need to know of the merchant: the ids of its uploaded images. */
export interface PagesFacts {
  uploadIds: ReadonlySet<number>;
}

const HTTPS = /^https:\/\/[^\s/?#]+\.[^\s/?#]+([/?#]\S*)?$/i;
const LANGS = ['tw', 'en'] as const;

/** Text of an HTML fragment (tags removed, entities of spaces as spaces). */
export const htmlText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();

/** HTML that shows nothing: no text once tags are removed, and no image. */
const blankHtml = (html: string) => !/<img\b/i.test(html) && htmlText(html) === '';

/**
 * The semantic refusals of a schema-valid pages document, localised to `language`.
 * @param doc a document that passed {@link pagesSchemaErrors}.
 */
export function pagesRuleErrors(doc: PagesDocument, facts: PagesFacts, language: Language): ConfigRefusal[] {
  const out: ConfigRefusal[] = [];
  const refuse = (pointer: string, rule: PagesRule) => out.push({ pointer, rule, message: t(rule, language) });
  const texts = (at: string, value: { tw: string; en: string }) =>
    LANGS.forEach((l) => value[l].trim() === '' && refuse(`${at}/${l}`, 'pagesBlankText'));
  const bodies = (at: string, value: { tw: string; en: string }) =>
    LANGS.forEach((l) => blankHtml(sanitizeAnnouncementHtml(value[l])) && refuse(`${at}/${l}`, 'pagesBlankBody'));
  const unique = () => {
    const seen = new Set<string>();
    return (id: string, pointer: string, rule: PagesRule = 'pagesDuplicateId') => {
      if (seen.has(id)) refuse(pointer, rule);
      seen.add(id);
    };
  };

  for (const kind of ['blog', 'news'] as const) {
    const code = unique();
    doc.categories[kind].forEach((c, i) => {
      code(c.code, `/categories/${kind}/${i}/code`);
      texts(`/categories/${kind}/${i}/name`, c.name);
    });
  }
  const articleId = unique();
  doc.articles.forEach((a, i) => {
    const at = `/articles/${i}`;
    articleId(a.id, `${at}/id`);
    if (!doc.categories[a.kind].some((c) => c.code === a.category)) refuse(`${at}/category`, 'pagesUnknownCategory');
    texts(`${at}/title`, a.title);
    texts(`${at}/summary`, a.summary);
    bodies(`${at}/body`, a.body);
    if (a.cover !== null) {
      const upload = uploadIdOf(a.cover);
      const ok = upload !== null ? facts.uploadIds.has(upload) : HTTPS.test(a.cover);
      if (!ok) refuse(`${at}/cover`, 'pagesBadCover');
    }
  });
  texts('/about/title', doc.about.title);
  bodies('/about/body', doc.about.body);
  const sectionId = unique();
  const helpId = unique();
  const anchor = unique();
  doc.help.forEach((s, i) => {
    sectionId(s.id, `/help/${i}/id`);
    texts(`/help/${i}/title`, s.title);
    s.articles.forEach((a, j) => {
      const at = `/help/${i}/articles/${j}`;
      helpId(a.id, `${at}/id`);
      if (a.anchor !== null) anchor(a.anchor, `${at}/anchor`, 'pagesDuplicateAnchor');
      texts(`${at}/title`, a.title);
      bodies(`${at}/body`, a.body);
    });
  });
  return out;
}

/** The upload ids a document's covers name (to look up which belong to the merchant). */
export const coverUploads = (doc: PagesDocument): number[] => doc.articles.flatMap((a) => uploadIdOf(a.cover) ?? []);

/** The document with every HTML body sanitised and every text trimmed (what a save stores). Pure. */
export function sanitizePages(doc: PagesDocument): PagesDocument {
  const text = (v: { tw: string; en: string }) => ({ tw: v.tw.trim(), en: v.en.trim() });
  const body = (v: { tw: string; en: string }) => ({
    tw: sanitizeAnnouncementHtml(v.tw),
    en: sanitizeAnnouncementHtml(v.en),
  });
  return {
    categories: {
      blog: doc.categories.blog.map((c) => ({ code: c.code, name: text(c.name) })),
      news: doc.categories.news.map((c) => ({ code: c.code, name: text(c.name) })),
    },
    articles: doc.articles.map((a) => ({
      ...a,
      title: text(a.title),
      summary: text(a.summary),
      body: body(a.body),
      cover: a.cover === null ? null : a.cover.trim(),
      publishedAt: new Date(a.publishedAt).toISOString(),
    })),
    about: { title: text(doc.about.title), body: body(doc.about.body) },
    help: doc.help.map((s) => ({
      id: s.id,
      title: text(s.title),
      articles: s.articles.map((a) => ({ ...a, title: text(a.title), body: body(a.body) })),
    })),
  };
}
