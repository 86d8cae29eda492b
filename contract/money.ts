/**
 * The one money module (README "contract/"): decimal string <-> integer minor units (./money/minor)
 * and display through Intl (./money/display), for the browser, the server, the vendor services and
 * the game pages.
 */
export * from './money/minor';
export * from './money/display';
