/**
 * Registers the real forms in the dialogs' {@link registerFormSlot} places (issue 3): login
 * tabs and register tabs. Imported by the dialogs that hold the slots.
 */
import { registerFormSlot } from './FormSlot';
import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';

registerFormSlot('login.username', LoginForm);
registerFormSlot('login.sms', LoginForm);
registerFormSlot('register.register', RegisterForm);
registerFormSlot('register.registerMobile', RegisterForm);
