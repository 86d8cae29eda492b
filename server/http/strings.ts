/**
 * The shared string format of every request (house rule: bad input gets a clear 4xx and changes
 * nothing): no string of the querystring, the path parameters or the body may hold a control
 * character other than tab, line feed and carriage return. PostgreSQL refuses byte 0x00 in text,
 * and the other C0 controls, DEL and the C1 controls have no place in a name, an amount or a
 * message; they are refused before anything reaches a service or the database.
 */

/** Characters no request string may hold: C0 controls except tab, LF and CR; DEL; C1 controls. */
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/** How deep {@link findControlCharacter} looks into nested objects and arrays. */
const MAX_DEPTH = 32;

/**
 * The JSON-pointer-like path (`/a/0/b`, '' for the value itself) of the first string, or object
 * key, of `value` that holds a {@link CONTROL_CHARACTERS} character, or null when there is none.
 * Walks objects (also the querystring parser's prototype-less ones) and arrays; a raw body kept as
 * a Buffer is the route's own business (vendor protocol, signed and checked by its own schemas);
 * a structure nested deeper than 32 levels counts as refused (path of the level reached).
 */
export function findControlCharacter(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return CONTROL_CHARACTERS.test(value) ? path : null;
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return null;
  if (depth >= MAX_DEPTH) return path;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findControlCharacter(value[i], `${path}/${i}`, depth + 1);
      if (found !== null) return found;
    }
    return null;
  }
  if (value instanceof Date || ArrayBuffer.isView(value)) return null;
  for (const [key, item] of Object.entries(value)) {
    if (CONTROL_CHARACTERS.test(key)) return `${path}/${key.replace(new RegExp(CONTROL_CHARACTERS.source, 'g'), '')}`;
    const found = findControlCharacter(item, `${path}/${key}`, depth + 1);
    if (found !== null) return found;
  }
  return null;
}
