/** Inline SVG icons. Decorative: the link or button around each one carries the accessible name. */

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

/** The GitHub mark. */
export function GitHubIcon({ size = 20 }: IconProps) {
  return (
    <svg viewBox="0 0 16 16" {...common(size)}>
      <path d="M8 0c4.42 0 8 3.58 8 8a8.013 8.013 0 0 1-5.45 7.59c-.4.08-.55-.17-.55-.38 0-.27.01-1.13.01-2.2 0-.75-.25-1.23-.54-1.48 1.78-.2 3.65-.88 3.65-3.95 0-.88-.31-1.59-.82-2.15.08-.2.36-1.02-.08-2.12 0 0-.67-.22-2.2.82-.64-.18-1.32-.27-2-.27-.68 0-1.36.09-2 .27-1.53-1.03-2.2-.82-2.2-.82-.44 1.1-.16 1.92-.08 2.12-.51.56-.82 1.28-.82 2.15 0 3.06 1.86 3.75 3.64 3.95-.23.2-.44.55-.51 1.07-.46.21-1.61.55-2.33-.66-.15-.24-.6-.83-1.23-.82-.67.01-.27.38.01.53.34.19.73.9.82 1.13.16.45.68 1.31 2.69.94 0 .67.01 1.3.01 1.49 0 .21-.15.45-.55.38A7.995 7.995 0 0 1 0 8c0-4.42 3.58-8 8-8Z" />
    </svg>
  );
}

/** The LinkedIn mark. */
export function LinkedInIcon({ size = 20 }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" {...common(size)}>
      <path d="M20.45 20.45h-3.56v-5.57c0-1.33-.02-3.04-1.85-3.04-1.85 0-2.14 1.45-2.14 2.94v5.67H9.35V9h3.41v1.56h.05c.48-.9 1.64-1.85 3.37-1.85 3.6 0 4.27 2.37 4.27 5.46v6.28ZM5.34 7.43a2.06 2.06 0 1 1 0-4.13 2.06 2.06 0 0 1 0 4.13ZM7.12 20.45H3.56V9h3.56v11.45ZM22.22 0H1.77C.79 0 0 .77 0 1.73v20.54C0 23.23.79 24 1.77 24h20.45c.98 0 1.78-.77 1.78-1.73V1.73C24 .77 23.2 0 22.22 0Z" />
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
