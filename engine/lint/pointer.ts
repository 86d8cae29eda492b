/** JSON pointers (RFC 6901) for lint findings. */

/** Escapes one reference token (`~` -> `~0`, `/` -> `~1`). */
const escapeToken = (token: string | number): string => String(token).replace(/~/g, '~0').replace(/\//g, '~1');

/** Builds a pointer from tokens, e.g. pointerOf('registrationRules', 'username', 'minLength'). */
export function pointerOf(...tokens: (string | number)[]): string {
  return tokens.map((t) => `/${escapeToken(t)}`).join('');
}
