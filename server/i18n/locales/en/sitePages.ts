/**
 * Messages of the site pages (docs/site-pages.md): the public calls and the console's pages document. Keys start with `pages`.
 */
export const sitePages = {
  pagesArticleNotFound: 'This article does not exist or is no longer published',
  pagesBlankText: 'This text must not be empty (in both Chinese and English)',
  pagesBlankBody: 'The content must not be empty (in both Chinese and English)',
  pagesDuplicateId: 'This id is used twice; every id must be unique',
  pagesDuplicateAnchor: 'This anchor is used by another help article',
  pagesUnknownCategory: 'The category does not exist for this kind of article',
  pagesBadCover: 'The cover must be one of this site’s uploaded images or an https:// address',
};
