/**
 * SVG icons. Decorative: the link or button around each one carries the accessible name. The
 * interface's own are drawn here; the icons of other sites (a profile's, a discussion's) are the icon
 * sprite's (scripts/pipeline/icons/), named, so no page's code or markup carries their drawings.
 */
import type { LinkKind } from '../lib/profile-links.ts';
import { withBase } from '../lib/urls.ts';

interface IconProps {
  /** Rendered size in CSS pixels. */
  size?: number;
}

const common = (size: number) => ({
  width: size,
  height: size,
  'aria-hidden': true,
  focusable: false,
  fill: 'currentColor',
});

interface SiteIconProps extends IconProps {
  /** The kind of site, which names its symbol in the sprite: the build picked it from the link's host. */
  name: LinkKind;
  /** The sprite's site path (`site.icons`). */
  sprite: string;
}

/** The icon of another site (a profile, a discussion), drawn from the site's sprite; the symbol has the viewBox. */
export function SiteIcon({ name, sprite, size = 20 }: SiteIconProps) {
  return (
    <svg {...common(size)}>
      <use href={`${withBase(sprite)}#${name}`} />
    </svg>
  );
}

/** An envelope. */
export function MailIcon({ size = 20 }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" {...common(size)}>
      <path d="M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Zm1 2.4V17h16V7.4l-8 5.6-8-5.6ZM5.5 7l6.5 4.55L18.5 7h-13Z" />
    </svg>
  );
}

/** A map pin. */
export function PinIcon({ size = 16 }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" {...common(size)}>
      <path d="M12 2a7 7 0 0 1 7 7c0 5.25-7 13-7 13S5 14.25 5 9a7 7 0 0 1 7-7Zm0 4.5A2.5 2.5 0 1 0 12 11.5 2.5 2.5 0 0 0 12 6.5Z" />
    </svg>
  );
}

/** An arrow pointing up. */
export function ArrowUpIcon({ size = 20 }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" {...common(size)}>
      <path d="M12 4 4.5 11.5l1.4 1.4L11 7.8V20h2V7.8l5.1 5.1 1.4-1.4L12 4Z" />
    </svg>
  );
}

/** A document with a down arrow. */
export function DocumentIcon({ size = 18 }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" {...common(size)}>
      <path d="M6 2h8l6 6v12a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2Zm7 1.5V9h5.5L13 3.5ZM11 11v4.2l-1.6-1.6L8 15l4 4 4-4-1.4-1.4-1.6 1.6V11h-2Z" />
    </svg>
  );
}

/** A sun (the light theme). */
export function SunIcon({ size = 20 }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" {...common(size)}>
      <path d="M12 7a5 5 0 1 1 0 10 5 5 0 0 1 0-10Zm0 2a3 3 0 1 0 0 6 3 3 0 0 0 0-6ZM11 1h2v3h-2V1Zm0 19h2v3h-2v-3ZM1 11h3v2H1v-2Zm19 0h3v2h-3v-2ZM4.2 5.6l1.4-1.4 2.1 2.1-1.4 1.4-2.1-2.1Zm12.1 12.1 1.4-1.4 2.1 2.1-1.4 1.4-2.1-2.1ZM18.4 4.2l1.4 1.4-2.1 2.1-1.4-1.4 2.1-2.1ZM6.3 16.3l1.4 1.4-2.1 2.1-1.4-1.4 2.1-2.1Z" />
    </svg>
  );
}

/** A crescent moon (the dark theme). */
export function MoonIcon({ size = 20 }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" {...common(size)}>
      <path d="M9.4 2.6a9.5 9.5 0 1 0 12 12A8 8 0 0 1 9.4 2.6Zm-2.3 3.7a10 10 0 0 0 10.6 10.6A7.5 7.5 0 1 1 7.1 6.3Z" />
    </svg>
  );
}

/** A magnifying glass. */
export function SearchIcon({ size = 20 }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" {...common(size)}>
      <path d="M10.5 3a7.5 7.5 0 0 1 5.92 12.1l4.74 4.74a1 1 0 0 1-1.42 1.42l-4.74-4.74A7.5 7.5 0 1 1 10.5 3Zm0 2a5.5 5.5 0 1 0 0 11 5.5 5.5 0 0 0 0-11Z" />
    </svg>
  );
}
