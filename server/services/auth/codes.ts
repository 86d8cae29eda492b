/**
 * One-time verification codes sent by SMS or email (spec sections 4, 7 and 8): 6 random digits,
 * stored as an HMAC keyed by purpose and target, valid {@link CODE_TTL_MINUTES} minutes (answered
 * as value.expiredMinutes), dead after 5 wrong guesses; a new code replaces the older ones.
 *
 * Limits ("too many requests: try again after 5 minutes", spec section 8): at most
 * {@link MAX_CODES_PER_TARGET} codes to one target per purpose, and {@link MAX_CODES_PER_IP}
 * codes from one IP, in any 5 minutes.
 */
import { and, count, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import { verificationCodes } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import type { Language } from '../../i18n/language.ts';
import { text, type TextKey } from '../../i18n/messages.ts';
import type { MessageProvider } from './outbox.ts';
import { codeHash, hashesEqual, randomDigits } from './tokens.ts';
import { SMS_TOO_MANY_WAIT_MS } from '../../../contract/spec.ts';
import type { AuthCodeValue } from '../../../contract/types.ts';

export type CodePurpose = 'register' | 'login' | 'forgot' | 'ipVerify';
export type Channel = 'sms' | 'email';

export const CODE_LENGTH = 6;
export const CODE_TTL_MINUTES = 5;
export const MAX_CODE_ATTEMPTS = 5;
export const MAX_CODES_PER_TARGET = 5;
export const MAX_CODES_PER_IP = 20;

/** The `mail` text naming each purpose in the code's message. */
const PURPOSE_TEXT: Record<CodePurpose, TextKey<'mail'>> = {
  register: 'purposeRegister',
  login: 'purposeLogin',
  forgot: 'purposeForgot',
  ipVerify: 'purposeIpVerify',
};

export interface SendCodeInput {
  merchantId: number;
  merchantName: string;
  purpose: CodePurpose;
  channel: Channel;
  /** Phone as `+<code> <number>` or a lower-cased email. */
  target: string;
  ip: string;
  language: Language;
}

const context = (purpose: CodePurpose, target: string) => `${purpose}:${target}`;

/**
 * Sends a new code through the provider.
 * @returns expiredMinutes for the client's countdown.
 * @throws ApiError 429 TOO_MANY_REQUESTS (retry-after 300) over a limit.
 */
export async function sendCode(
  db: Db,
  provider: MessageProvider,
  input: SendCodeInput,
  now: Date,
): Promise<AuthCodeValue> {
  const since = new Date(now.getTime() - SMS_TOO_MANY_WAIT_MS);
  const [perTarget] = await db
    .select({ n: count() })
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.merchantId, input.merchantId),
        eq(verificationCodes.purpose, input.purpose),
        eq(verificationCodes.target, input.target),
        gt(verificationCodes.createdAt, since),
      ),
    );
  const [perIp] = await db
    .select({ n: count() })
    .from(verificationCodes)
    .where(and(eq(verificationCodes.ip, input.ip), gt(verificationCodes.createdAt, since)));
  if ((perTarget?.n ?? 0) >= MAX_CODES_PER_TARGET || (perIp?.n ?? 0) >= MAX_CODES_PER_IP) {
    throw new ApiError(429, 'TOO_MANY_REQUESTS', 'tooManyCodes', { headers: { 'retry-after': '300' } });
  }
  const code = randomDigits(CODE_LENGTH);
  await db
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(
      and(
        eq(verificationCodes.merchantId, input.merchantId),
        eq(verificationCodes.purpose, input.purpose),
        eq(verificationCodes.target, input.target),
        isNull(verificationCodes.consumedAt),
      ),
    );
  await db.insert(verificationCodes).values({
    merchantId: input.merchantId,
    purpose: input.purpose,
    channel: input.channel,
    target: input.target,
    codeHash: codeHash(code, context(input.purpose, input.target)),
    ip: input.ip.slice(0, 64),
    createdAt: now,
    expiresAt: new Date(now.getTime() + CODE_TTL_MINUTES * 60_000),
  });
  const params = {
    merchant: input.merchantName,
    purpose: text('mail', PURPOSE_TEXT[input.purpose], input.language),
    code,
    minutes: CODE_TTL_MINUTES,
  };
  const body = text('mail', 'codeBody', input.language, params);
  const subject = input.channel === 'email' ? text('mail', 'codeSubject', input.language, params) : '';
  await provider.send({ merchantId: input.merchantId, channel: input.channel, to: input.target, subject, body });
  return { expiredMinutes: CODE_TTL_MINUTES };
}

export type CodeCheck = 'ok' | 'missing' | 'invalid' | 'expired';

/**
 * Checks a code against the newest live code for the target; a match uses it up, a miss counts
 * an attempt.
 */
export async function checkCode(
  db: Db,
  merchantId: number,
  purpose: CodePurpose,
  target: string,
  code: string | undefined,
  now: Date,
): Promise<CodeCheck> {
  if (!code || code.trim() === '') return 'missing';
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.merchantId, merchantId),
        eq(verificationCodes.purpose, purpose),
        eq(verificationCodes.target, target),
        isNull(verificationCodes.consumedAt),
      ),
    )
    .orderBy(desc(verificationCodes.id))
    .limit(1);
  if (!row || row.attempts >= MAX_CODE_ATTEMPTS) return 'invalid';
  if (row.expiresAt.getTime() < now.getTime()) return 'expired';
  if (!hashesEqual(row.codeHash, codeHash(code.trim(), context(purpose, target)))) {
    await db
      .update(verificationCodes)
      .set({ attempts: row.attempts + 1 })
      .where(eq(verificationCodes.id, row.id));
    return 'invalid';
  }
  await db.update(verificationCodes).set({ consumedAt: now }).where(eq(verificationCodes.id, row.id));
  return 'ok';
}

/** Throws the localised 400 for a failed code check (spec section 8: invalid, missing, expired). */
export function assertCode(result: CodeCheck): void {
  if (result === 'ok') return;
  if (result === 'missing')
    throw new ApiError(400, 'CODE_MISSING', 'codeMissing', { value: { field: 'verificationCode', in: 'body' } });
  if (result === 'expired')
    throw new ApiError(400, 'CODE_EXPIRED', 'codeExpired', { value: { field: 'verificationCode', in: 'body' } });
  throw new ApiError(400, 'CODE_INVALID', 'codeInvalid', { value: { field: 'verificationCode', in: 'body' } });
}
