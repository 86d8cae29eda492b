/**
 * Guarded access to browser storage (spec section 3, browser storage): private modes and
 * non-browser runs throw or lack storage; the stores then simply keep values in memory.
 */
type Area = 'local' | 'session';

function area(kind: Area): Storage | null {
  try {
    return kind === 'local' ? (globalThis.localStorage ?? null) : (globalThis.sessionStorage ?? null);
  } catch {
    return null;
  }
}

/** Reads a key; null when absent or storage is unavailable. */
export function readStorage(kind: Area, key: string): string | null {
  try {
    return area(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Writes a key, or removes it when `value` is null. Failures are ignored (memory still holds it). */
export function writeStorage(kind: Area, key: string, value: string | null): void {
  try {
    const s = area(kind);
    if (!s) return;
    if (value === null) s.removeItem(key);
    else s.setItem(key, value);
  } catch {
    // storage full or blocked: the store keeps the value in memory
  }
}
