/**
 * English: The app download page and the mobile download page (docs/site-pages.md "App download"), addressed as `download.*`.
 */
export const download = {};
