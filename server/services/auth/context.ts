/** What the auth services need: shared dependencies and the calling request's context. */
import type { Db } from '../../db/open.ts';
import type { Language } from '../../i18n/language.ts';
import type { MerchantContext } from '../merchants.ts';
import type { AttemptLimits } from './attempts.ts';
import type { MessageProvider } from './outbox.ts';
import type { SecuritySettings } from './rules.ts';
import type { ClientInfo } from './sessions.ts';

export interface AuthDeps {
  db: Db;
  provider: MessageProvider;
  /** The clock (tests move it). */
  now: () => Date;
  limits: AttemptLimits;
  /** Outside production: keep captcha answers for /dev/captcha.json. */
  devTools: boolean;
}

export interface CallContext {
  merchant: MerchantContext;
  settings: SecuritySettings;
  client: ClientInfo;
  language: Language;
}
