/**
 * English: the texts sent by SMS and e-mail: verification codes (the purpose's name goes into the
 * body and subject) and the temporary password of a password reset.
 */
export const mail = {
  purposeRegister: 'registration',
  purposeLogin: 'login',
  purposeForgot: 'password reset',
  purposeIpVerify: 'new IP login check',
  codeBody:
    '[{{merchant}}] Your {{purpose}} verification code is {{code}}. It is valid for {{minutes}} minutes. Do not share it.',
  codeSubject: '{{merchant}} {{purpose}} code',
  resetBody:
    'Hello {{nickname}},\n\nYour temporary password is {{password}}. It is valid for {{minutes}} minutes. Log in to {{merchant}} with it and you will be asked to set a new password.\nYour old password still works; if you did not ask for this, ignore this e-mail.',
  resetSubject: '{{merchant}} password reset',
};
