/**
 * The project's settings, read from the environment once and in one place, with one rule for each kind:
 *
 * - A folder or file is a path taken from the project root (the folder holding package.json) unless it is
 *   absolute, wherever a script is run from: `OUT_DIR=out npm run build` in `src/` still builds into `out/`
 *   at the top of the project.
 * - A variable that is empty, or only spaces, is not set: its default applies (`SITE_URL= npm run build`
 *   builds for the content's own URL).
 *
 * The settings:
 * - CONTENT_DIR: the content to build (default `content`; it may lie outside the project).
 * - OUT_DIR: where the built site goes (default `dist`).
 * - CACHE_DIR: what a repeat build reuses: transformed images, preview cards, compiled posts and resumes
 *   (default `node_modules/.cache`; the output is the same with or without it).
 * - SITE_URL: the public URL to build for, overriding `url` in the content's site.md; its path is the
 *   base path the site is served under.
 * - CHROME_PATH: the Chromium or Chrome that the tools, the benchmark and the tests drive (default: the
 *   usual places, scripts/tools/browser.ts). The name Lighthouse's chrome-launcher, Puppeteer and CI
 *   images already use for it.
 * - What `npm run replies` asks (scripts/tools/replies/): BLUESKY_API, the Bluesky AppView it reads threads
 *   from (default `https://public.api.bsky.app`); WEBMENTION_API, webmention.io's address (default
 *   `https://webmention.io`); WEBMENTION_IO_TOKEN, the owner's webmention.io API token (none by default: no
 *   webmentions are read); REPLIES_TIMEOUT, the seconds one request may take (default 10). The addresses
 *   are settings so that tests, and an owner trying it out, can point them at a server of their own.
 *
 * Every script, tool and test reads them here; a tool's own folders (REVIEW_DIR, SCREENSHOT_DIR…) follow
 * the same rule through `projectPath`.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Absolute path of the project's root folder, the one holding package.json. */
export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** What the environment sets, as far as the settings read it. */
export type Environment = Readonly<Record<string, string | undefined>>;

/** The settings: absolute paths, and the values that were set. */
export interface Settings {
  /** The content folder. */
  contentDir: string;
  /** Where the built site goes. */
  outDir: string;
  /** What repeat builds reuse. */
  cacheDir: string;
  /** The public URL to build for, when SITE_URL sets one; otherwise the content's site.md says. */
  siteUrl: string | undefined;
  /** The browser's executable, when CHROME_PATH names one; otherwise the usual places are tried. */
  browser: string | undefined;
  /** Where `npm run replies` asks for replies, with what, and how long it waits for each answer. */
  replies: RepliesSettings;
}

/** The services `npm run replies` asks, and how long it waits for each answer. */
export interface RepliesSettings {
  /** The Bluesky AppView: its origin, without a trailing slash. */
  blueskyApi: string;
  /** webmention.io (or a server answering as it does): its origin, without a trailing slash. */
  webmentionApi: string;
  /** The owner's webmention.io API token; without one, no webmentions are read. */
  webmentionToken: string | undefined;
  /** The most milliseconds one request may take (REPLIES_TIMEOUT is in seconds); NaN when it is no number. */
  timeoutMs: number;
}

/** The time one request of `npm run replies` may take when REPLIES_TIMEOUT does not say, in seconds. */
const REPLIES_TIMEOUT_SECONDS = 10;

/** A variable's value, trimmed; undefined when it is unset, empty or only spaces. */
export function setting(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed === undefined || trimmed === '' ? undefined : trimmed;
}

/** The absolute path a setting names, taken from the project root; `fallback` (also from the root) when unset. */
export function projectPath(value: string | undefined, fallback: string): string;
export function projectPath(value: string | undefined): string | undefined;
export function projectPath(value: string | undefined, fallback?: string): string | undefined {
  const given = setting(value) ?? fallback;
  return given === undefined ? undefined : path.resolve(PROJECT_ROOT, given);
}

/** The settings `env` gives (the process's environment by default). */
export function readSettings(env: Environment = process.env): Settings {
  return {
    contentDir: projectPath(env.CONTENT_DIR, 'content'),
    outDir: projectPath(env.OUT_DIR, 'dist'),
    cacheDir: projectPath(env.CACHE_DIR, path.join('node_modules', '.cache')),
    siteUrl: setting(env.SITE_URL),
    browser: projectPath(env.CHROME_PATH),
    replies: {
      blueskyApi: (setting(env.BLUESKY_API) ?? 'https://public.api.bsky.app').replace(/\/+$/, ''),
      webmentionApi: (setting(env.WEBMENTION_API) ?? 'https://webmention.io').replace(/\/+$/, ''),
      webmentionToken: setting(env.WEBMENTION_IO_TOKEN),
      timeoutMs: Number(setting(env.REPLIES_TIMEOUT) ?? REPLIES_TIMEOUT_SECONDS) * 1000,
    },
  };
}

/** This process's settings, read once when first imported. */
export const settings: Readonly<Settings> = Object.freeze(readSettings());
