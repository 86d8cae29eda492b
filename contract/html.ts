/**
 * Escaping text for HTML and XML (element content and quoted attribute values): the one copy for
 * the server's own pages (dev mail box, dev OAuth provider, payment gateway), the generated SVG
 * artwork and the config lint reports (engine/lint/report).
 */
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** `text` with `& < > " '` replaced by their entities, safe inside an element or a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}
