/**
 * Response language: TW (Traditional Chinese, default) or EN (spec section 9). Chosen by the
 * `language` query parameter, else the Accept-Language header, else TW.
 */
import { DEFAULT_LANGUAGE, type Language } from '../../contract/spec.ts';

export type { Language };

/** Maps a language tag or code (TW, EN, zh-TW, en-US...) to a supported language, or null. */
export function toLanguage(tag: string | undefined | null): Language | null {
  if (!tag) return null;
  const t = tag.trim().toLowerCase();
  if (t === 'tw' || t.startsWith('zh')) return 'TW';
  if (t === 'en' || t.startsWith('en-')) return 'EN';
  return null;
}

/** The best supported language of an Accept-Language header (highest q first), or null. */
export function fromAcceptLanguage(header: string | undefined): Language | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag, q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((x) => x.tag && Number.isFinite(x.q) && x.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const lang = toLanguage(tag);
    if (lang) return lang;
  }
  return null;
}

/** Picks the language of a request: `language` query value, then Accept-Language, then TW. */
export function resolveLanguage(queryValue: unknown, acceptLanguage: string | undefined): Language {
  const fromQuery = typeof queryValue === 'string' ? queryValue.toUpperCase() : '';
  if (fromQuery === 'TW' || fromQuery === 'EN') return fromQuery;
  return fromAcceptLanguage(acceptLanguage) ?? DEFAULT_LANGUAGE;
}
