/** Small helpers for the self-contained QA reports (config matrix, gallery): escaping and the page shell. */
import { escapeHtml } from '../../../contract/html';

/** Escapes text for HTML element content and quoted attributes (the one copy in contract/html.ts). */
export { escapeHtml };

const BASE_CSS = `
:root { color-scheme: light; --ink: #1d2330; --muted: #667085; --line: #e4e7ec; --on: #067647; --on-bg: #ecfdf3; --off: #98a2b3; --diff: #fff7e6; --accent: #b54708; }
* { box-sizing: border-box; }
body { margin: 0; font: 14px/1.45 system-ui, -apple-system, "Segoe UI", "Noto Sans TC", sans-serif; color: var(--ink); background: #f8f9fb; }
header { padding: 20px 28px; background: #101828; color: #fff; }
header h1 { margin: 0 0 4px; font-size: 20px; }
header p { margin: 0; color: #d0d5dd; }
main { padding: 20px 28px 40px; }
`;

/**
 * A whole HTML document with the shared style and `css` added (no script, no external resource).
 * @param title page title (escaped here); `body` is trusted HTML built by the caller.
 */
export function htmlPage(title: string, subtitle: string, css: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${BASE_CSS}${css}</style>
</head>
<body>
<header><h1>${escapeHtml(title)}</h1><p>${escapeHtml(subtitle)}</p></header>
<main>
${body}
</main>
</body>
</html>
`;
}
