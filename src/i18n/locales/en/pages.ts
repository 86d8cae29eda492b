/** English: full pages (system states, placeholders of later issues' areas). */
export const pages = {
  loadingSite: 'Loading the site…',
  errorTitle: 'Connection problem',
  maintenance: {
    title: 'Scheduled maintenance',
    message: 'We are upgrading our systems to serve you better. The site will be back shortly.',
    endsAt: 'Expected to end at {{time}}',
    unknownEnd: 'We will be back as soon as possible.',
  },
  blocked: {
    title: 'Access restricted',
    message: 'Our service is not available in your region.',
    ip: 'Your IP address: {{ip}}',
  },
  contactService: 'Contact customer service',
  member: {
    title: 'Member area',
    text: 'Your account, wallet and records live here.',
  },
  promotions: {
    title: 'Promotions',
    text: 'Bonuses, rebates and events for every player.',
  },
  pointMall: {
    title: 'Points mall',
    text: 'Redeem your points for gifts, discounts and life services.',
  },
  seamless: {
    title: 'Game',
    text: 'The game opens here once you are logged in.',
  },
  lottery: {
    title: 'Lottery',
    text: 'Open a lottery game to start betting.',
  },
  loginToContinue: 'Log in to continue',
};
