/**
 * Payloads of the sign-in calls (spec sections 4 and 7; server/routes/auth) and of the
 * authenticator binding, each naming a declaration generated from schemas/api/
 * (contract/generated/schemas.ts). Import them from contract/types.ts.
 */
import type {
  AffiliateValue,
  AuthError,
  AuthLogin,
  Change,
  CodeValue1,
  ConfirmBody,
  Feedback,
  ForgotEmail,
  HumanCheckChallenge as SchemaHumanCheckChallenge,
  Mobile,
  MobileCode,
  Phone,
  RegisterCode,
  Send,
  Setup,
  Status,
  Username,
  UsernameValue,
  Verify,
} from '../generated/schemas';

/** schemas/api/auth-login.json: `type` username (username + password) or sms (mobile number + SMS code). */
export type LoginPayload = AuthLogin;
/** What a failed sign-in's value may carry (schemas/api/auth-error.json): the captcha or human check flags, the new-IP verification ticket and methods. */
export type LoginFailureValue = NonNullable<AuthError['value']>;
/** schemas/api/auth-common.json#/definitions/codeValue: the code's validity in minutes. */
export type AuthCodeValue = CodeValue1;
/** schemas/api/auth-common.json#/definitions/mobileCode: where a login or password code is sent. */
export type MobilePayload = MobileCode;
/** schemas/api/auth-common.json#/definitions/registerCode */
export type RegisterCodeBody = RegisterCode;
/**
 * schemas/api/auth-register.json: the body of a username registration (definitions/username) or of
 * a mobile one (definitions/mobile), the fields of the tab's engine form and the registration extras.
 */
export type RegisterBody = Username | Mobile;
/** schemas/api/auth-common.json#/definitions/affiliateValue */
export type AffiliateCheckValue = AffiliateValue;
/** schemas/api/auth-common.json#/definitions/usernameValue */
export type UsernameAvailability = UsernameValue;
/** schemas/api/auth-common.json#/definitions/humanCheckChallenge: handed to the ALTCHA widget as is. */
export type HumanCheckChallenge = SchemaHumanCheckChallenge;
/** schemas/api/auth-ip-verification.json#/definitions/send */
export type IpCodeBody = Send;
/** schemas/api/auth-ip-verification.json#/definitions/verify */
export type IpVerifyBody = Verify;
/** New-IP verification methods (spec section 4): a code by sms or email, the bank account holder name, or the Google (authenticator) code. */
export type IpMethod = IpVerifyBody['method'];
/** schemas/api/auth-password.json#/definitions/change */
export type PasswordChangeBody = Change;
/** schemas/api/auth-password.json#/definitions/forgotEmail */
export type ForgotByEmailBody = ForgotEmail;
/** schemas/api/auth-password.json#/definitions/phone: a new password with the SMS code. */
export type PasswordByPhoneBody = Phone;
/** schemas/api/feedback.json */
export type FeedbackBody = Feedback;

/** schemas/api/account-authenticator.json#/definitions/status */
export type AuthenticatorStatus = Status;
/** schemas/api/account-authenticator.json#/definitions/setup: the Base32 secret and its otpauth:// URI. */
export type AuthenticatorSetup = Setup;
/** schemas/api/account-authenticator.json#/definitions/confirmBody */
export type AuthenticatorCodeBody = ConfirmBody;
