/**
 * Renders a {@link Matrix} as one self-contained HTML page: a sticky header row of samples, one
 * table section per part of the registry, rows where the samples disagree highlighted and marked
 * with a dot, and a "differences only" view that needs no script (a CSS :target toggle).
 */
import { escapeHtml, htmlPage } from './html';
import type { Matrix, MatrixCell, MatrixRow } from './matrix';

const CSS = `
.legend { margin: 0 0 14px; color: var(--muted); }
.legend a { color: var(--accent); }
table { border-collapse: separate; border-spacing: 0; width: 100%; background: #fff; border: 1px solid var(--line); border-radius: 8px; }
th, td { padding: 7px 10px; border-bottom: 1px solid var(--line); text-align: left; vertical-align: top; }
thead th { position: sticky; top: 0; background: #f2f4f7; z-index: 1; min-width: 160px; }
thead th small { display: block; font-weight: 400; color: var(--muted); }
tbody th { font-weight: 500; white-space: nowrap; }
tr.section th { background: #344054; color: #fff; font-weight: 600; }
tr.diff td, tr.diff th { background: var(--diff); }
tr.diff th::before { content: "●"; color: var(--accent); margin-right: 6px; }
td.on { color: var(--on); font-weight: 600; }
td.on.text { font-weight: 400; }
td.off { color: var(--off); }
td.odd { box-shadow: inset 3px 0 0 var(--accent); background: #ffe8cc !important; }
#differences:target tr.same { display: none; }
`;

function cell(c: MatrixCell): string {
  const cls = [c.tone, c.text.length > 12 ? 'text' : '', c.odd ? 'odd' : ''].filter(Boolean).join(' ');
  return `<td${cls ? ` class="${cls}"` : ''}>${escapeHtml(c.text)}</td>`;
}

function rowHtml(r: MatrixRow): string {
  return `<tr class="${r.differs ? 'diff' : 'same'}"><th scope="row">${escapeHtml(r.label)}</th>${r.cells.map(cell).join('')}</tr>`;
}

/**
 * @param generatedAt shown in the subtitle (ISO time).
 * @returns the HTML document.
 */
export function matrixHtml(matrix: Matrix, generatedAt: string): string {
  const width = matrix.samples.length + 1;
  const head = `<thead><tr><th>sample</th>${matrix.samples.map((s) => `<th title="${escapeHtml(s.description)}">${escapeHtml(s.name)}<small>${escapeHtml(s.merchant)}</small></th>`).join('')}</tr></thead>`;
  const body = matrix.sections
    .map(
      (s) =>
        `<tr class="section"><th colspan="${width}">${escapeHtml(s.title)}</th></tr>\n${s.rows.map(rowHtml).join('\n')}`,
    )
    .join('\n');
  const differing = matrix.sections.reduce((n, s) => n + s.rows.filter((r) => r.differs).length, 0);
  const legend = `<p class="legend">${differing} row(s) differ between the samples (highlighted; a marked cell differs from what most samples have). <a href="#differences">Show differences only</a> · <a href="#">show all</a></p>`;
  const descriptions = `<ul>${matrix.samples.map((s) => `<li><b>${escapeHtml(s.name)}</b>: ${escapeHtml(s.description)}</li>`).join('')}</ul>`;
  return htmlPage(
    'Config matrix',
    `${matrix.samples.length} sample(s), computed by the configuration engine · ${generatedAt}`,
    CSS,
    `<div id="differences">${legend}<table>${head}<tbody>\n${body}\n</tbody></table></div>\n<h2>Samples</h2>${descriptions}`,
  );
}
