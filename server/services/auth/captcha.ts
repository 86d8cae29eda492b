/**
 * Server captcha challenges (spec sections 4 and 7): 4 random digits drawn as an SVG
 * (./captchaImage.ts), stored as an HMAC keyed by the challenge id, valid 5 minutes, usable once
 * (a wrong answer uses it up too). The challenge id travels in an http-only cookie. The
 * challenges are rows of the database, so any server process of a cluster checks them; outside
 * production the answers are kept for /dev/captcha.json, in this process or, in a cluster, in the
 * shared values (server/cluster: the dev page may be served by another node than the image).
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import { captchaChallenges } from '../../db/schema.ts';
import { clusterOf } from '../../cluster/registry.ts';
import { captchaDataUrl } from './captchaImage.ts';
import { codeHash, hashesEqual, randomDigits, randomToken } from './tokens.ts';
import { serverSettings } from '../../config.ts';

export const CAPTCHA_LENGTH = 4;
export const CAPTCHA_TTL_MS = 5 * 60_000;

/** Answers of recent challenges, kept only outside production for /dev/captcha.json (e2e). */
const devAnswers = new Map<string, string>();
const DEV_ANSWERS_MAX = 500;

/** Creates a challenge. @returns its id (for the cookie) and the image data URL. */
export async function createCaptcha(
  db: Db,
  ip: string,
  now: Date,
  keepAnswerForDev: boolean,
): Promise<{ id: string; image: string }> {
  const id = randomToken();
  const answer = randomDigits(CAPTCHA_LENGTH);
  await db.insert(captchaChallenges).values({
    id,
    answerHash: codeHash(answer, id),
    ip: ip.slice(0, 64),
    createdAt: now,
    expiresAt: new Date(now.getTime() + CAPTCHA_TTL_MS),
  });
  if (keepAnswerForDev) {
    const shared = clusterOf(db)?.values;
    if (shared) await shared.put(devAnswerKey(id), answer, CAPTCHA_TTL_MS);
    else {
      devAnswers.set(id, answer);
      if (devAnswers.size > DEV_ANSWERS_MAX) devAnswers.delete(devAnswers.keys().next().value as string);
    }
  }
  return { id, image: captchaDataUrl(answer) };
}

const devAnswerKey = (id: string) => `captcha-answer:${id}`;

/** The answer of a recent challenge, outside production only (null when unknown or used). */
export async function devCaptchaAnswer(db: Db, id: string): Promise<string | null> {
  const shared = clusterOf(db)?.values;
  return shared ? shared.get(devAnswerKey(id)) : (devAnswers.get(id) ?? null);
}

/**
 * Checks and uses up a challenge.
 * @returns true when the challenge exists, is unused and unexpired, and `answer` matches.
 */
export async function checkCaptcha(
  db: Db,
  id: string | undefined,
  answer: string | undefined,
  now: Date,
): Promise<boolean> {
  if (!id || !answer || !/^[A-Za-z0-9_-]{20,64}$/.test(id)) return false;
  const [row] = await db
    .update(captchaChallenges)
    .set({ usedAt: now })
    .where(and(eq(captchaChallenges.id, id), isNull(captchaChallenges.usedAt)))
    .returning();
  devAnswers.delete(id);
  if (row && serverSettings().NODE_ENV !== 'production') await clusterOf(db)?.values.remove(devAnswerKey(id)); // only the dev page keeps answers
  if (!row || row.expiresAt.getTime() < now.getTime()) return false;
  return hashesEqual(row.answerHash, codeHash(answer.trim(), id));
}
