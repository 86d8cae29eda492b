/**
 * The login's human check (spec section 4: "geetest-style verification"):
 * ALTCHA proof-of-work challenges (altcha-lib, protocol v2, SHA-256 in deterministic mode),
 * signed with an HMAC key, valid {@link HUMAN_CHECK_TTL_MS}, bound to the merchant and to the
 * purpose `login`, and accepted once: a solved challenge is recorded in `human_checks` by the
 * hash of its signature until it expires.
 *
 * Settings (environment, read on each call so tests can lower them):
 * - `ALTCHA_HMAC_KEY`: the signing key; absent, the key the server processes of a cluster share
 *   ({@link useSharedHumanCheckKey}, kept in PostgreSQL: a challenge fetched from one node is
 *   verified by another), else a random key per process (challenges then do not survive a
 *   restart, which is harmless: they live 5 minutes);
 * - `ALTCHA_MAX_NUMBER`: the largest counter a client may have to reach (default
 *   {@link DEFAULT_MAX_NUMBER}: well under a second in a browser); the counter is drawn between a
 *   quarter of it and it.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { lt } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import { humanChecks } from '../../db/schema.ts';
import { serverSettings } from '../../config.ts';

export const HUMAN_CHECK_TTL_MS = 5 * 60_000;
export const DEFAULT_MAX_NUMBER = 20_000;
const ALGORITHM = 'SHA-256';

const processKey = randomBytes(32).toString('base64url');
let sharedKey: string | null = null;
const hmacKey = () => serverSettings().ALTCHA_HMAC_KEY || sharedKey || processKey;

/**
 * Signs and verifies with `key` from now on (the cluster plugin, server/plugins/cluster.ts, sets
 * the key all the processes on one PostgreSQL share; null goes back to this process's own key).
 * ALTCHA_HMAC_KEY, when set, still comes first.
 */
export function useSharedHumanCheckKey(key: string | null): void {
  sharedKey = key;
}
/** A second key for the derived-key signature (deterministic mode), derived from the first. */
const keySignatureKey = () => createHash('sha256').update(`altcha-key:${hmacKey()}`).digest('base64url');

/** The configured complexity (ALTCHA_MAX_NUMBER, at least 4). */
export function maxNumber(): number {
  const n = Number(serverSettings().ALTCHA_MAX_NUMBER);
  return Number.isInteger(n) && n >= 4 ? n : DEFAULT_MAX_NUMBER;
}

/** What a human check is for: its data binds a challenge to one merchant and one purpose. */
export interface HumanCheckScope {
  merchantId: number;
  purpose: 'login';
}

/** A new signed challenge for the ALTCHA widget (`{ parameters, signature }`). */
export async function createHumanCheck(scope: HumanCheckScope, now: Date): Promise<Challenge> {
  const max = maxNumber();
  return createChallenge({
    algorithm: ALGORITHM,
    cost: 1,
    counter: randomInt(Math.floor(max / 4), max),
    deriveKey,
    data: { merchant: scope.merchantId, purpose: scope.purpose },
    expiresAt: new Date(now.getTime() + HUMAN_CHECK_TTL_MS),
    hmacSignatureSecret: hmacKey(),
    hmacKeySignatureSecret: keySignatureKey(),
  });
}

export type HumanCheckResult = 'ok' | 'missing' | 'invalid' | 'used';

interface DecodedPayload {
  challenge: Challenge;
  solution: Solution;
}

/** The widget's payload: base64 of JSON `{ challenge: { parameters, signature }, solution }`; null when malformed. */
function decode(payload: string): DecodedPayload | null {
  try {
    const value = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as Partial<DecodedPayload>;
    const c = value?.challenge;
    const s = value?.solution;
    if (
      !c ||
      typeof c !== 'object' ||
      !c.parameters ||
      typeof c.parameters !== 'object' ||
      typeof c.signature !== 'string'
    )
      return null;
    if (!s || typeof s !== 'object' || !Number.isInteger(s.counter) || typeof s.derivedKey !== 'string') return null;
    return {
      challenge: { parameters: c.parameters, signature: c.signature },
      solution: { counter: s.counter, derivedKey: s.derivedKey },
    };
  } catch {
    return null;
  }
}

/**
 * Checks a solved challenge and uses it up.
 * @returns 'missing' (no payload), 'invalid' (malformed, tampered, expired, another merchant or
 *   purpose, wrong solution), 'used' (already accepted once) or 'ok'.
 */
export async function consumeHumanCheck(
  db: Db,
  scope: HumanCheckScope,
  payload: string | undefined,
  now: Date,
): Promise<HumanCheckResult> {
  if (!payload?.trim()) return 'missing';
  const decoded = decode(payload.trim());
  if (!decoded) return 'invalid';
  const data = decoded.challenge.parameters.data;
  if (data?.merchant !== scope.merchantId || data?.purpose !== scope.purpose) return 'invalid';
  let verified: boolean;
  try {
    verified = (
      await verifySolution({
        ...decoded,
        deriveKey,
        hmacSignatureSecret: hmacKey(),
        hmacKeySignatureSecret: keySignatureKey(),
      })
    ).verified;
  } catch {
    verified = false;
  }
  if (!verified) return 'invalid';
  const expiresSeconds = decoded.challenge.parameters.expiresAt;
  const expiresAt =
    typeof expiresSeconds === 'number' ? new Date(expiresSeconds * 1000) : new Date(now.getTime() + HUMAN_CHECK_TTL_MS);
  await db.delete(humanChecks).where(lt(humanChecks.expiresAt, now));
  const signatureHash = createHash('sha256')
    .update(decoded.challenge.signature as string)
    .digest('hex');
  const inserted = await db
    .insert(humanChecks)
    .values({ signatureHash, usedAt: now, expiresAt })
    .onConflictDoNothing()
    .returning({ h: humanChecks.signatureHash });
  return inserted.length === 1 ? 'ok' : 'used';
}
