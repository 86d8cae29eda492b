/** English: what the site shows when an operator changes the configuration live (README "Operator console"). */
export const operator = {
  live: {
    pageWithdrawn: 'This page has just been switched off by the site. You are back on the home page.',
  },
};
