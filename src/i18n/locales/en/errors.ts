/** English: messages of spec sections 5 and 8. */
export const errors = {
  network: 'Network link is abnormal, please try again',
  timeout: 'The page took longer time to load, please check your network connectivity',
  unknown: 'Unknown error',
  notLoggedIn: 'You are not logged in, please login',
  in_need_true_account: 'Trial accounts cannot do this. Please register or log in with a real account.',
  invitation_code_error: 'Invalid invitation code. Please check it and enter it again.',
  in_been_out: 'A password reset e-mail has been sent. Please check your inbox.',
  popupBlocked: 'Popup blocked. Please allow popups and try again.',
  invalidUrl: 'Invalid URL, please contact customer service',
  ipBlocked: 'Access from your location is restricted',
  maintenance: 'The system is under maintenance',
  nonMember: 'Non-member account unable to login',
  nonAgent: 'Non-agents cannot log in',
  chunkLoad: 'Part of the page could not be loaded. Please try again.',
};
