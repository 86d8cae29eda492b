/**
 * The config gallery page (README "QA tooling"; `npm run config:gallery`): screenshots of each sample's
 * site (home, register modal, member center) side by side, one column per sample, one row per
 * screen. A screen a sample cannot show (maintenance, a blocked region, a failed step) is a note
 * saying why, never a blank. Self-contained apart from the PNGs beside it (relative links).
 */
import { escapeHtml, htmlPage } from './html';

/** The screens the gallery captures, in row order. */
export const GALLERY_SHOTS = [
  { id: 'home', label: 'Home' },
  { id: 'register', label: 'Register modal' },
  { id: 'member', label: 'Member center (demo01)' },
] as const;
export type GalleryShotId = (typeof GALLERY_SHOTS)[number]['id'];

/**
 * One screen of one sample: an image file name relative to the page, or a note why there is none,
 * or both (the screen as it was when a step failed, and why).
 */
export type GalleryShot = { file: string; note?: string } | { note: string };

export interface GallerySample {
  name: string;
  description: string;
  /** e.g. 'normal', 'maintenance'. */
  state: string;
  shots: Partial<Record<GalleryShotId, GalleryShot>>;
}

/** The file name of a sample's screenshot (stable, safe for any sample name). */
export function shotFileName(sample: string, shot: GalleryShotId): string {
  return `${sample.replace(/[^A-Za-z0-9_-]+/g, '_')}-${shot}.png`;
}

const CSS = `
.grid { display: grid; gap: 16px; align-items: start; }
.col-head { background: #fff; border: 1px solid var(--line); border-radius: 8px; padding: 10px 12px; }
.col-head h2 { margin: 0; font-size: 16px; }
.col-head p { margin: 4px 0 0; color: var(--muted); font-size: 12px; }
.state { display: inline-block; margin-left: 6px; padding: 1px 8px; border-radius: 999px; font-size: 11px; background: var(--on-bg); color: var(--on); vertical-align: middle; }
.state.other { background: #fef3f2; color: #b42318; }
.row-label { grid-column: 1 / -1; margin: 10px 0 -6px; font-weight: 600; color: #344054; }
figure { margin: 0; background: #fff; border: 1px solid var(--line); border-radius: 8px; overflow: hidden; }
figure a { display: block; }
figure img { display: block; width: 100%; height: auto; }
figcaption { padding: 8px 12px; color: #b42318; background: #fef3f2; font-size: 12px; }
figure .note { padding: 40px 16px; text-align: center; color: var(--muted); background: repeating-linear-gradient(45deg, #f9fafb, #f9fafb 8px, #f2f4f7 8px, #f2f4f7 16px); }
`;

function shotHtml(sample: GallerySample, id: GalleryShotId, label: string): string {
  const shot = sample.shots[id] ?? { note: 'not captured' };
  const alt = `${sample.name}: ${label}`;
  if ('file' in shot) {
    const src = escapeHtml(encodeURI(shot.file));
    const caption = shot.note ? `<figcaption>${escapeHtml(shot.note)}</figcaption>` : '';
    return `<figure><a href="${src}"><img src="${src}" alt="${escapeHtml(alt)}" loading="lazy"></a>${caption}</figure>`;
  }
  return `<figure><div class="note" role="note" aria-label="${escapeHtml(alt)}">${escapeHtml(shot.note)}</div></figure>`;
}

/**
 * @param samples columns, in order.
 * @param subtitle e.g. the language and the time of the run.
 * @returns the HTML document.
 */
export function galleryHtml(samples: readonly GallerySample[], subtitle: string): string {
  const columns = `grid-template-columns: repeat(${Math.max(samples.length, 1)}, minmax(280px, 1fr));`;
  const heads = samples
    .map(
      (s) =>
        `<div class="col-head"><h2>${escapeHtml(s.name)}<span class="state${s.state === 'normal' ? '' : ' other'}">${escapeHtml(s.state)}</span></h2><p>${escapeHtml(s.description)}</p></div>`,
    )
    .join('\n');
  const rows = GALLERY_SHOTS.map(
    ({ id, label }) =>
      `<div class="row-label">${escapeHtml(label)}</div>\n${samples.map((s) => shotHtml(s, id, label)).join('\n')}`,
  ).join('\n');
  return htmlPage('Config gallery', subtitle, CSS, `<div class="grid" style="${columns}">\n${heads}\n${rows}\n</div>`);
}
