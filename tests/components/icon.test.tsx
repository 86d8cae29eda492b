import '../support/webPolyfills';
import { describe, expect, it } from '@jest/globals';
import { render } from '@testing-library/react';
import { Icon } from '../../src/components/Icon';

describe('Icon', () => {
  it('draws an image URL (a vendor logo in a menu) as a lazy, decorative image', () => {
    const { container } = render(<Icon name="/media/vendors/PG/logo.svg" size={24} />);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/media/vendors/PG/logo.svg');
    // Hidden drop menus hold dozens of logos: they load when shown, not on the first visit.
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('aria-hidden')).toBe('true');
    expect(img.getAttribute('width')).toBe('24');
  });

  it('draws a named icon as inline SVG, with no request', () => {
    const { container } = render(<Icon name="gift" />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('svg path')).not.toBeNull();
  });
});
