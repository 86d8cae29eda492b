/**
 * Password hashing (README "Sign-in extras"): argon2id through @node-rs/argon2, with the OWASP Password
 * Storage Cheat Sheet's first recommended configuration: m = 19 MiB (19456 KiB), t = 2
 * iterations, p = 1 lane, a 16-byte random salt and a 32-byte output. The hash is a PHC string
 * (`$argon2id$v=19$m=19456,t=2,p=1$<salt>$<hash>`) that carries its own parameters, so raising
 * them later still verifies old hashes. Verification is constant-time inside the library.
 */
import { timingSafeEqual } from 'node:crypto';
import { Algorithm, hash, verify } from '@node-rs/argon2';

/** The argon2id parameters (OWASP: m=19456 KiB, t=2, p=1). */
export const ARGON2_OPTIONS = {
  algorithm: Algorithm.Argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
  outputLen: 32,
} as const;

/** Hashes a password (or a payment password) as an argon2id PHC string. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/**
 * Checks a password against a stored PHC string.
 * @returns false for a wrong password or a malformed hash (never throws on bad input).
 */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

/**
 * A PHC string of a random password nobody knows, verified against when an account does not
 * exist, so a login for an unknown username takes as long as one for a known username.
 */
let decoyHash: Promise<string> | null = null;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(`decoy-${Math.random()}-${Date.now()}`);
  return decoyHash;
}

/** Constant-time equality of two strings (UTF-8), e.g. the typed password and the initial password. */
export function constantTimeEquals(a: string, b: string): boolean {
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  if (x.length !== y.length) {
    timingSafeEqual(x, x);
    return false;
  }
  return timingSafeEqual(x, y);
}
