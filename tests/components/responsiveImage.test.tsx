/**
 * The picture sources of an operator's upload (src/components/responsiveImage.ts) and the image
 * that uses them (src/components/UploadImage.tsx): `/media/uploads/<id>` (or the same on this
 * site's origin) gets AVIF then WebP sources over the ladder 480-1920 with `w` descriptors and the
 * caller's `sizes`; the generated SVG artwork, external images and anything else get nothing and stay
 * a plain `<img>`.
 */
import '../support/webPolyfills';
import { describe, expect, it } from '@jest/globals';
import { render } from '@testing-library/react';
import { uploadPicture, UPLOAD_VARIANT_WIDTHS } from '../../src/components/responsiveImage';
import { UploadImage } from '../../src/components/UploadImage';

const SIZES = '(max-width: 688px) calc(100vw - 128px), 420px';

describe('uploadPicture', () => {
  it('gives an upload AVIF then WebP sources at every width of the ladder, with the sizes asked', () => {
    expect(UPLOAD_VARIANT_WIDTHS).toEqual([480, 960, 1440, 1920]);
    expect(uploadPicture('/media/uploads/42', SIZES)).toEqual({
      sources: [
        {
          type: 'image/avif',
          srcSet:
            '/media/uploads/42/w480.avif 480w, /media/uploads/42/w960.avif 960w, /media/uploads/42/w1440.avif 1440w, /media/uploads/42/w1920.avif 1920w',
        },
        {
          type: 'image/webp',
          srcSet:
            '/media/uploads/42/w480.webp 480w, /media/uploads/42/w960.webp 960w, /media/uploads/42/w1440.webp 1440w, /media/uploads/42/w1920.webp 1920w',
        },
      ],
      sizes: SIZES,
    });
  });

  it('keeps an absolute URL of this origin absolute, and leaves other origins alone', () => {
    const picture = uploadPicture('https://demo.example.com/media/uploads/7', '100vw', 'https://demo.example.com');
    expect(picture?.sources[0]!.srcSet.split(', ')[0]).toBe('https://demo.example.com/media/uploads/7/w480.avif 480w');
    expect(uploadPicture('https://cdn.example.com/media/uploads/7', '100vw', 'https://demo.example.com')).toBeNull();
    expect(uploadPicture('https://demo.example.com/media/uploads/7', '100vw')).toBeNull();
  });

  it.each([
    ['the generated banner artwork', '/media/banners/1/EN.svg'],
    ['the generated promotion artwork', '/media/promotions/3/TW.svg'],
    ['an external image', 'https://cdn.example.com/promo.jpg'],
    ['an upload with a query', '/media/uploads/42?v=2'],
    ['a variant already', '/media/uploads/42/w480.avif'],
    ['id 0', '/media/uploads/0'],
    ['an id beyond int4', '/media/uploads/2147483648'],
    ['a relative path', 'media/uploads/42'],
    ['an empty URL', ''],
    ['no URL', null],
    ['undefined', undefined],
  ])('gives nothing for %s', (_name, url) => {
    expect(uploadPicture(url, SIZES)).toBeNull();
  });
});

describe('UploadImage', () => {
  it('draws an upload as a picture whose img keeps its attributes and the original as fallback', () => {
    const { container } = render(
      <UploadImage src="/media/uploads/42" sizes={SIZES} alt="Promo" width={1200} height={340} fetchPriority="high" />,
    );
    const picture = container.querySelector('picture')!;
    expect(picture.style.display).toBe('contents');
    const sources = [...picture.querySelectorAll('source')];
    expect(sources.map((s) => [s.getAttribute('type'), s.getAttribute('sizes')])).toEqual([
      ['image/avif', SIZES],
      ['image/webp', SIZES],
    ]);
    expect(sources[1]!.getAttribute('srcset')).toContain('/media/uploads/42/w960.webp 960w');
    const img = picture.querySelector('img')!;
    expect([
      img.getAttribute('src'),
      img.getAttribute('alt'),
      img.getAttribute('width'),
      img.getAttribute('height'),
      img.getAttribute('fetchpriority'),
    ]).toEqual(['/media/uploads/42', 'Promo', '1200', '340', 'high']);
    expect(picture.lastElementChild).toBe(img);
  });

  it('draws any other image as a plain img', () => {
    const { container } = render(<UploadImage src="/media/banners/1/EN.svg" sizes={SIZES} alt="" loading="lazy" />);
    expect(container.querySelector('picture')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('loading')).toBe('lazy');
  });
});
