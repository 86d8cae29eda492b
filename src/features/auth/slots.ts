/**
 * Registers the real forms in the dialogs' {@link registerFormSlot} places (issue 3): login
 * tabs, register tabs, change password and forgot password. Imported by the dialogs that hold the slots.
 */
import { registerFormSlot } from './FormSlot';
import { ChangePasswordForm } from './ChangePasswordForm';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';

registerFormSlot('login.username', LoginForm);
registerFormSlot('login.sms', LoginForm);
registerFormSlot('register.register', RegisterForm);
registerFormSlot('register.registerMobile', RegisterForm);
registerFormSlot('changePassword', ChangePasswordForm);
registerFormSlot('forgotPassword', ForgotPasswordForm);
