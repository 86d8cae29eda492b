/** A request id for an idempotent money call (docs/api/member-center.md: 8..64 chars [A-Za-z0-9_-]). */
export function newRequestId(): string {
  const c = globalThis.crypto;
  if (c?.randomUUID) return c.randomUUID().replace(/-/g, '');
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;
}
