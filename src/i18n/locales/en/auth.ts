/** English: the rest of sign-in (issue 3): human check, new-IP verification, free trial, feedback, social login, dialing codes. */
export const auth = {
  humanCheck: {
    label: "I'm not a robot",
    verifying: 'Verifying…',
    verified: 'Verified',
    required: 'Please complete the human verification first',
    error: 'Verification failed. Please try again.',
    expired: 'Verification expired. Please verify again.',
    wait: 'Verifying, please wait…',
    unavailable: 'The human verification could not be loaded. Please reload the page.',
    footer: 'Protected by ALTCHA',
    linkLabel: 'About ALTCHA',
  },
  ipVerification: {
    title: 'Verify this new device',
    intro: 'You are logging in from an IP address this account has not used before. Choose how to confirm it is you.',
    method: 'Verification method',
    sms: 'SMS to {{target}}',
    email: 'E-mail to {{target}}',
    bankName: 'Bank account holder name ({{target}})',
    bankNameHint: 'Type the account holder name of your bank card exactly as registered; no code is sent.',
    back: 'Back to login',
  },
  freeTrial: {
    button: 'Free trial',
    hint: 'Just looking? Try the games with a free trial account.',
    starting: 'Starting…',
    failed: 'The free trial could not be started. Please try again later.',
  },
  feedback: {
    warningTitle: 'Please complete the form',
    emptyFields: '{{fields}} is empty',
    separator: ', ',
    sent: 'Thank you for your feedback. We will look into it soon.',
    sentTitle: 'Feedback sent',
  },
  social: {
    or: 'or continue with',
    google: 'Google',
    facebook: 'Facebook',
    label: 'Log in with {{provider}}',
  },
  dialing: {
    label: 'Country code',
    countries: { TW: 'Taiwan', CN: 'China', HK: 'Hong Kong', MO: 'Macau', SG: 'Singapore', MY: 'Malaysia', TH: 'Thailand', VN: 'Vietnam', PH: 'Philippines', ID: 'Indonesia', JP: 'Japan', KR: 'Korea', IN: 'India', US: 'USA / Canada', GB: 'United Kingdom' },
  },
};
