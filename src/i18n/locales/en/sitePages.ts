/**
 * English: Blog, news, about us and the help center pages (docs/site-pages.md), addressed as `sitePages.*`.
 */
export const sitePages = {
  blog: {
    title: 'Blog',
    intro: 'Game guides, sports insight and tips to play smart.',
    description: 'Game guides, sports betting insight and tips for playing smart and responsibly.',
  },
  news: {
    title: 'News',
    intro: 'Platform news, new games and service notices.',
    description: 'The latest platform news, new games, payment channels and service notices.',
  },
  about: {
    title: 'About us',
    intro: 'Who we are and what we promise our players.',
    description: 'Who we are: a licensed, fair and safe gaming platform with service in Chinese and English.',
  },
  help: {
    title: 'Help center',
    intro: 'Answers about your account, payments, games and rewards.',
    description: 'Answers to common questions about accounts, deposits, withdrawals, games, rewards and our terms.',
    search: 'Search the help center',
    searchPlaceholder: 'Type a question, e.g. withdrawal',
    sections: 'Topics',
    noResults: 'Nothing matches “{{query}}”.',
    noResultsHint: 'Try fewer or different words, or contact customer service.',
    clear: 'Clear search',
    results: '{{count}} articles found',
    results_one: '1 article found',
    fullPage: 'Open the help center',
  },
  list: {
    all: 'All',
    categories: 'Categories',
    empty: 'No articles yet',
    emptyText: 'New articles appear here as soon as they are published.',
    read: 'Read more',
    failed: 'The articles could not be loaded.',
    retry: 'Try again',
    total: '{{count}} articles',
    total_one: '1 article',
    pages: 'Pages',
  },
  article: {
    back: 'Back to {{list}}',
    previous: 'Previous',
    next: 'Next',
    notFound: 'Article not found',
    notFoundText: 'This article does not exist or is no longer published.',
    failed: 'The article could not be loaded.',
    published: 'Published {{date}}',
    more: 'More articles',
  },
  failed: 'This page could not be loaded.',
};
