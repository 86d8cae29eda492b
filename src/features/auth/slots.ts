/**
 * Registers the real forms in the dialogs' {@link registerFormSlot} places (README "Sign-in extras"): login
 * tabs, register tabs, change password, forgot password and feedback. Imported by the dialogs that hold the slots.
 */
import { registerFormSlot } from './FormSlot';
import { ChangePasswordForm } from './ChangePasswordForm';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';
import { FeedbackForm } from './FeedbackForm';

registerFormSlot('login.username', LoginForm);
registerFormSlot('login.sms', LoginForm);
registerFormSlot('register.register', RegisterForm);
registerFormSlot('register.registerMobile', RegisterForm);
registerFormSlot('changePassword', ChangePasswordForm);
registerFormSlot('forgotPassword', ForgotPasswordForm);
registerFormSlot('feedback', FeedbackForm);
