/**
 * The shared icon component. `name` is an icon of {@link ICON_PATHS}; an image URL (vendor logos in
 * menus) is drawn as a lazy <img>: the drop menus hold dozens of logos and stay hidden until opened,
 * so on a first visit they do not take the browser's six connections to the host ahead of the
 * chunk of a dialog the visitor opens (the login dialog waited behind them on a slow network).
 * Unknown names draw a neutral dot so a missing icon is visible but harmless. Icons are decorative
 * (aria-hidden): the accessible name comes from the label beside it.
 */
import { css } from '@emotion/react';
import { ICON_PATHS } from './icons';

export interface IconProps {
  name: string;
  size?: number;
  strokeWidth?: number;
  className?: string;
}

const isUrl = (name: string): boolean => /^(https?:)?\/|^data:/.test(name);

/** Draws an icon by name or URL. */
export function Icon({ name, size = 20, strokeWidth = 1.8, className }: IconProps) {
  if (isUrl(name)) {
    return (
      <img
        src={name}
        alt=""
        aria-hidden="true"
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
        className={className}
        css={css`
          object-fit: contain;
        `}
      />
    );
  }
  const d = ICON_PATHS[name] ?? ICON_PATHS[name.toLowerCase()] ?? 'M12 11a1 1 0 1 0 0 2 1 1 0 0 0 0-2Z';
  const filled = name === 'play';
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
      css={css`
        flex-shrink: 0;
      `}
    >
      <path d={d} />
    </svg>
  );
}
