/**
 * Messages of the site pages (docs/site-pages.md): the public calls and the console's pages document. Keys start with `pages`.
 */
export const sitePages = {};
