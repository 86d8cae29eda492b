/**
 * Feedback (spec sections 3, 5 and 8; PUT feedback {content, sender, type, captcha}): checked
 * with the engine's `feedback` form of the merchant, as the browser checks it
 * (server/services/forms/submission.ts checkSubmission; engine/forms/accountForms.ts: question
 * type one of 1, 2, 3, 4, 6, 0; content trimmed, 20 to 200 characters; captcha required), then the captcha,
 * then a per-IP budget, and stored in `feedback` with the member when logged in.
 */
import { and, count, eq, gt } from 'drizzle-orm';
import { feedback } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import type { SubmissionError } from '../forms/index.ts';
import { checkSubmission } from '../forms/submission.ts';
import { checkCaptcha } from './captcha.ts';
import type { AuthDeps, CallContext } from './context.ts';
import type { MemberRow } from './sessions.ts';
import { FEEDBACK_CONTENT } from '../../../contract/spec.ts';
import type { FeedbackBody } from '../../../contract/types.ts';

const captchaMissing = () =>
  new ApiError(400, 'CAPTCHA_REQUIRED', 'captchaMissing', { value: { field: 'captcha', in: 'body' } });

/** At most this many feedback messages per IP per hour (on top of the route's rate limit). */
export const FEEDBACK_PER_IP_PER_HOUR = 10;

/** The feedback form's body (contract/types.ts FeedbackBody). */
export type FeedbackInput = FeedbackBody;

/**
 * Stores one feedback message.
 * @throws 400 FEEDBACK_TYPE / FEEDBACK_CONTENT / CAPTCHA_REQUIRED (the form's refusals, value.field),
 *   400 CAPTCHA_FAILED, 429 FEEDBACK_TOO_MANY; nothing is stored then.
 */
export async function submitFeedback(
  deps: AuthDeps,
  ctx: CallContext,
  member: MemberRow | null,
  input: FeedbackInput,
  captchaId: string | undefined,
): Promise<void> {
  const refuse = (error: SubmissionError): ApiError | undefined => {
    if (error.field === 'type')
      return new ApiError(400, 'FEEDBACK_TYPE', 'feedbackTypeMissing', { value: { field: 'type', in: 'body' } });
    if (error.field === 'content')
      return new ApiError(
        400,
        'FEEDBACK_CONTENT',
        error.rule === 'required' ? 'feedbackContentMissing' : 'feedbackLength',
        {
          value: { field: 'content', in: 'body' },
          params: { ...FEEDBACK_CONTENT },
        },
      );
    // a captcha of the wrong shape is one that was not typed (no answer can match it)
    if (error.field === 'captcha') return captchaMissing();
    return undefined;
  };
  const values = await checkSubmission(
    'feedback',
    { type: input.type, content: input.content, captcha: input.captcha ?? '' },
    ctx.merchant.config,
    { refuse },
  );
  const now = deps.now();
  if (!(await checkCaptcha(deps.db, captchaId, values.captcha, now)))
    throw new ApiError(400, 'CAPTCHA_FAILED', 'captchaFailed', { value: { field: 'captcha', in: 'body' } });

  const ip = ctx.client.ip.slice(0, 64);
  const [recent] = await deps.db
    .select({ n: count() })
    .from(feedback)
    .where(and(eq(feedback.ip, ip), gt(feedback.createdAt, new Date(now.getTime() - 3_600_000))));
  if ((recent?.n ?? 0) >= FEEDBACK_PER_IP_PER_HOUR)
    throw new ApiError(429, 'FEEDBACK_TOO_MANY', 'feedbackTooMany', { headers: { 'retry-after': '3600' } });

  const sender = member ? member.username : (input.sender ?? '').trim().slice(0, 64) || '-';
  await deps.db.insert(feedback).values({
    merchantId: ctx.merchant.id,
    memberId: member?.id ?? null,
    sender,
    type: Number(input.type),
    content: values.content!,
    ip,
    createdAt: now,
  });
}
