/** English: dialogs (spec section 2, Modals). */
export const modals = {
  announcements: {
    title: 'Announcements',
    list: 'Announcement titles',
    empty: 'There are no announcements right now.',
  },
  notice: {
    title: 'Notice',
    empty: 'There are no notices right now.',
  },
  help: {
    title: 'Help center',
    topics: 'Topics',
    termsTitle: 'Terms and conditions',
  },
  gamePopup: {
    title: '{{vendor}} games',
    loading: 'Loading games…',
  },
  logout: {
    title: 'Sign out',
    message: 'Are you sure you want to sign out?',
  },
  feedback: {
    title: 'Feedback',
    intro: 'Tell us about a deposit, a withdrawal, a game or anything else. We answer every message.',
  },
  auth: {
    loginTitle: 'Log in',
    registerTitle: 'Create your account',
    tabs: 'Ways to continue',
    username: 'Username',
    sms: 'SMS code',
    register: 'Username',
    registerMobile: 'Mobile number',
    noAccount: 'New here?',
    hasAccount: 'Already have an account?',
    switchToRegister: 'Create an account',
    switchToLogin: 'Log in instead',
    forgotPassword: 'Forgot password?',
    referralApplied: 'Invitation code {{code}} will be applied',
    perks: {
      title: 'Why join',
      headline: 'Live tables, slots, sports and lottery in one account',
      bonus: 'Welcome bonus and daily rewards',
      fast: 'Deposits and withdrawals in minutes',
      secure: 'Bank-grade encryption for your account',
    },
    agentLogin: 'Agent log in',
  },
  password: {
    title: 'Change password',
    intro: 'Reset your password securely. You will receive a confirmation once it is done.',
  },
  trialNotice: {
    title: 'Notice',
  },
  formSlot: {
    secure: 'Secure connection',
    loginHint: 'Sign in with your {{method}}.',
    registerHint: 'Register with your {{method}}.',
  },
};
