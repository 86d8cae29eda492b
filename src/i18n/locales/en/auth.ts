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
};
