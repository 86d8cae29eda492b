/**
 * English: Blog, news, about us and the help center pages (docs/site-pages.md), addressed as `sitePages.*`.
 */
export const sitePages = {};
