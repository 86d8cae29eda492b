/**
 * An `<img>` that, when its `src` is an operator's upload (`/media/uploads/<id>`), becomes a
 * `<picture>` with the AVIF and WebP variants of ./responsiveImage.ts in front of it, so the browser
 * fetches a modern format at the width it draws; any other `src` stays a plain `<img>`. The
 * picture is `display: contents`: the img lays out as if it were its parent's child (styles that
 * target the img keep working), and its attributes (alt, width, height, loading, fetchPriority,
 * className) apply to whichever source is chosen.
 */
import type { ImgHTMLAttributes } from 'react';
import { uploadPicture } from './responsiveImage';

export type UploadImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes' | 'alt'> & {
  /** The image URL (an upload or any other). */
  src: string;
  alt: string;
  /** The CSS width the image is drawn at, as the `sizes` attribute (see uploadPicture). */
  sizes: string;
};

/** The image of `src`, with the upload's variants when it is one (see the module doc). */
export function UploadImage({ src, sizes, alt, ...img }: UploadImageProps) {
  const picture = uploadPicture(src, sizes, typeof location === 'undefined' ? undefined : location.origin);
  const image = <img src={src} alt={alt} {...img} />;
  if (!picture) return image;
  return (
    <picture style={{ display: 'contents' }}>
      {picture.sources.map((s) => (
        <source key={s.type} type={s.type} srcSet={s.srcSet} sizes={picture.sizes} />
      ))}
      {image}
    </picture>
  );
}
