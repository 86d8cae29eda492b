/**
 * The check every saved content document passes (README "Operator console"): schemas/content.schema.json,
 * compiled with the same ajv options as the configuration schemas (engine/compileValidators),
 * then the rules a schema cannot say, each refusal named by its JSON pointer and localised:
 * - every title is non-empty in both languages (TW and EN; spec section 9: both languages complete);
 * - a linkage matches its type: NONE has none, ROUTE is a same-site route, URL is https or a
 *   same-site route, VIDEO is an https link and only in the video group w_promotion (spec section 2);
 * - an item id belongs to the merchant's current content (never another merchant's row);
 * - an uploaded image belongs to the merchant (server/services/config-versions/uploads.ts).
 */
import type { ValidateFunction } from 'ajv';
import contentSchema from '../../../schemas/content.schema.json' with { type: 'json' };
import { createConfigAjv } from '../../../engine/compileValidators.ts';
import type { ContentDocument } from '../../../contract/types.ts';
import { readableError } from '../../../engine/validation.ts';
import type { Language } from '../../i18n/language.ts';
import { text, type TextKey } from '../../i18n/messages.ts';
import { uploadIdOf } from './uploads.ts';
import type { ConfigRefusal } from './validate.ts';

let validator: ValidateFunction | null = null;

/** Schema errors of a candidate content document ([] when it has the schema's shape). */
export function contentSchemaErrors(candidate: unknown): ConfigRefusal[] {
  validator ??= createConfigAjv(false).compile(contentSchema);
  return validator(candidate) ? [] : (validator.errors ?? []).map((e) => ({ ...readableError(e), rule: 'schema' }));
}

/** The name of a content rule; its message is in the `content` texts (server/i18n/locales). */
export type ContentRule = TextKey<'content'>;

/** What the rules need to know of the merchant. */
export interface ContentFacts {
  /** Ids of the merchant's current announcements and banners (and, for a rollback, of the restored version). */
  announcementIds: ReadonlySet<number>;
  bannerIds: ReadonlySet<number>;
  /** Ids of the merchant's uploaded images. */
  uploadIds: ReadonlySet<number>;
}

const SAME_SITE_ROUTE = /^\/(?!\/)[^\s\\]*$/;
const HTTPS = /^https:\/\/[^\s/?#]+\.[^\s/?#]+([/?#]\S*)?$/i;

/** The refusals of one banner's linkage. */
function linkageRefusals(b: ContentDocument['banners'][number]): ContentRule[] {
  const link = b.linkage.trim();
  switch (b.linkageType) {
    case 'NONE':
      return link === '' ? [] : ['linkage-none'];
    case 'ROUTE':
      return SAME_SITE_ROUTE.test(link) ? [] : ['linkage-route'];
    case 'URL':
      return SAME_SITE_ROUTE.test(link) || HTTPS.test(link) ? [] : ['linkage-url'];
    case 'VIDEO':
      return [
        ...(HTTPS.test(link) ? [] : (['linkage-video'] as const)),
        ...(b.groupName === 'w_promotion' ? [] : (['video-group'] as const)),
      ];
  }
}

/**
 * The semantic refusals of a schema-valid content document, localised to `language`.
 * @param doc a document that passed {@link contentSchemaErrors}.
 */
export function contentRuleErrors(doc: ContentDocument, facts: ContentFacts, language: Language): ConfigRefusal[] {
  const out: ConfigRefusal[] = [];
  const refuse = (pointer: string, rule: ContentRule) =>
    out.push({ pointer, rule, message: text('content', rule, language) });
  const blank = (s: string) => s.trim() === '';
  /** HTML that shows nothing: no text once tags are removed, and no image. */
  const blankHtml = (html: string) =>
    !/<img\b/i.test(html) && blank(html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' '));
  const seen = { announcements: new Set<number>(), banners: new Set<number>() };
  const checkId = (
    list: 'announcements' | 'banners',
    id: number | undefined,
    at: string,
    known: ReadonlySet<number>,
  ) => {
    if (id === undefined) return;
    if (!known.has(id)) refuse(`${at}/id`, 'unknown-id');
    else if (seen[list].has(id)) refuse(`${at}/id`, 'duplicate-id');
    seen[list].add(id);
  };
  doc.announcements.forEach((a, i) => {
    const at = `/announcements/${i}`;
    checkId('announcements', a.id, at, facts.announcementIds);
    for (const lang of ['tw', 'en'] as const) {
      if (blank(a.title[lang])) refuse(`${at}/title/${lang}`, 'title-both-languages');
      if (blankHtml(a.content[lang])) refuse(`${at}/content/${lang}`, 'content-both-languages');
    }
  });
  doc.banners.forEach((b, i) => {
    const at = `/banners/${i}`;
    checkId('banners', b.id, at, facts.bannerIds);
    for (const lang of ['tw', 'en'] as const)
      if (blank(b.title[lang])) refuse(`${at}/title/${lang}`, 'title-both-languages');
    for (const rule of linkageRefusals(b)) refuse(rule === 'video-group' ? `${at}/groupName` : `${at}/linkage`, rule);
    const upload = uploadIdOf(b.imageUrl);
    if (b.imageUrl !== null && (upload === null || !facts.uploadIds.has(upload)))
      refuse(`${at}/imageUrl`, 'unknown-upload');
  });
  return out;
}
