/**
 * The config gallery's page assembly (README "QA tooling"), without the browser: one column per sample,
 * one row per screen, images linked relatively, missing screens explained, text escaped, and
 * nothing that loads from elsewhere.
 */
import { describe, expect, it } from '@jest/globals';
import { GALLERY_SHOTS, galleryHtml, shotFileName, type GallerySample } from '../../engine/lint/report/galleryPage';

const samples: GallerySample[] = [
  {
    name: 'default',
    description: 'Every feature <on> & "more"',
    state: 'normal',
    shots: {
      home: { file: 'default-home.png' },
      register: { file: 'default-register.png' },
      member: { file: 'default-member.png', note: 'member center failed: timeout' },
    },
  },
  {
    name: 'maintenance',
    description: 'Maintenance',
    state: 'maintenance',
    shots: {
      home: { file: 'maintenance-home.png' },
      register: { note: 'not reachable: the site shows its maintenance page' },
    },
  },
];

describe('config gallery page', () => {
  const html = galleryHtml(samples, 'TW · 2 sample(s)');

  it('lays the screens out as rows, one column per sample, in order', () => {
    expect(html).toContain('grid-template-columns: repeat(2, ');
    const order = GALLERY_SHOTS.map((s) => html.indexOf(`<div class="row-label">${s.label}</div>`));
    expect(order.every((i) => i > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(html.indexOf('default-home.png')).toBeLessThan(html.indexOf('maintenance-home.png'));
    expect(html.indexOf('maintenance-home.png')).toBeLessThan(html.indexOf('default-register.png'));
  });

  it('links each screenshot relatively with an alt text naming sample and screen', () => {
    expect(html).toContain(
      '<a href="default-register.png"><img src="default-register.png" alt="default: Register modal"',
    );
  });

  it('explains every missing screen, and captions a failed one', () => {
    expect(html).toContain(
      'aria-label="maintenance: Register modal">not reachable: the site shows its maintenance page</div>',
    );
    expect(html).toContain('aria-label="maintenance: Member center (demo01)">not captured</div>');
    expect(html).toContain('<figcaption>member center failed: timeout</figcaption>');
    expect(html).toMatch(/maintenance<span class="state other">maintenance<\/span>/);
  });

  it('escapes text and loads nothing from elsewhere', () => {
    expect(html).toContain('Every feature &lt;on&gt; &amp; &quot;more&quot;');
    expect(html).not.toMatch(/<script|<link|https?:\/\//);
  });

  it('makes safe, stable file names', () => {
    expect(shotFileName('mobile-first', 'home')).toBe('mobile-first-home.png');
    expect(shotFileName('../evil name', 'member')).toBe('_evil_name-member.png');
  });
});
