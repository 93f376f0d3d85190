/**
 * The one description of the headers the site is served with: the Content Security Policy (sent as a
 * header, and as a `<meta>` tag for hosts such as GitHub Pages that cannot send headers), the other
 * security headers, and the caching rules. The build writes `_headers` (read by Netlify and
 * Cloudflare Pages) from it, and every local server applies that file (scripts/hosting/host-headers.ts).
 */

/** Vite's folder of content-hashed files: a changed file gets a new name, so it can be cached for good. */
const ASSETS_DIR = 'assets';

/** The file Netlify and Cloudflare Pages read headers from, at the top of the output folder. */
export const HEADERS_FILE = '_headers';

/** The file Netlify and Cloudflare Pages read redirects from (the old paths' rules), beside `_headers`. */
export const REDIRECTS_FILE = '_redirects';

/** Cache-Control for content-hashed files. */
const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
/** Cache-Control for files whose URL stays the same when they change (pages, feed, sitemap, resume). */
const CACHE_REVALIDATE = 'no-cache';

import type { HostSource } from './sources.ts';

/** One CSP directive: its name and source list (empty for flag directives). */
export type Directive = readonly [name: string, sources: readonly string[]];

/** Directives a `<meta>` policy cannot carry: browsers ignore them there, and say so in the console. */
const HEADER_ONLY_DIRECTIVES: ReadonlySet<string> = new Set(['frame-ancestors', 'report-uri', 'sandbox']);

/**
 * Lets the page compile WebAssembly, which the search's engine is (Pagefind's `wasm.<language>.pagefind`,
 * fetched from the site itself). It allows no `eval` or `new Function` of JavaScript, as `'unsafe-eval'`
 * would: only the compiling of a WebAssembly module the page's own scripts fetched.
 */
const WASM = "'wasm-unsafe-eval'";

/**
 * Origins a directive allows besides the site's own: the owner's analytics provider's
 * (scripts/pipeline/analytics/), each a `HostSource`, which only a checked URL makes (sources.ts).
 */
export type ExtraSources = Partial<Record<'script-src' | 'connect-src', readonly HostSource[]>>;

/**
 * The site's policy. Nothing is allowed unless listed: scripts, styles, images, fonts, fetches and the
 * manifest only from the site itself, plus the inline scripts whose hashes the build found in the pages,
 * and the search's WebAssembly (see `WASM`). `form-action mailto:` lets the contact form's no-JavaScript
 * fallback post to the mail program. `extra` adds the analytics provider's origins, each to the one
 * directive that needs it (its script's to `script-src`, where it sends counts to `connect-src`).
 */
export function contentSecurityPolicy(scriptHashes: readonly string[], extra: ExtraSources = {}): Directive[] {
  const more = (name: keyof ExtraSources) => [...new Set(extra[name] ?? [])];
  return [
    ['default-src', ["'none'"]],
    [
      'script-src',
      ["'self'", ...[...new Set(scriptHashes)].sort().map((hash) => `'${hash}'`), ...more('script-src'), WASM],
    ],
    ['style-src', ["'self'"]],
    ['img-src', ["'self'"]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...more('connect-src')]],
    ['manifest-src', ["'self'"]],
    ['form-action', ['mailto:']],
    ['base-uri', ["'none'"]],
    ['object-src', ["'none'"]],
    ['frame-ancestors', ["'none'"]],
    ['upgrade-insecure-requests', []],
  ];
}

/** The names of the directives the build writes, in the order it writes them. */
const POLICY_DIRECTIVES: readonly string[] = contentSecurityPolicy([]).map(([name]) => name);

/** The directives a policy sent in `delivery` holds: all of them in a header, not those meta cannot carry. */
export function deliveredDirectives(delivery: 'header' | 'meta'): string[] {
  return POLICY_DIRECTIVES.filter((name) => delivery === 'header' || !HEADER_ONLY_DIRECTIVES.has(name));
}

/** A directive's name or one source: a token of the policy, with nothing that would end it or start another. */
const TOKEN = /^[^\s;,]+$/;

/**
 * The policy as header text, or as `<meta>` text (without the directives meta cannot carry). Each name
 * and source is one token, checked here: whatever made it, no source can end its directive and start
 * another (a `;`) or split into two (a space).
 */
export function policyText(policy: readonly Directive[], delivery: 'header' | 'meta'): string {
  for (const token of policy.flatMap(([name, sources]) => [name, ...sources]))
    if (!TOKEN.test(token)) throw new Error(`the policy cannot hold ${JSON.stringify(token)}: a source is one token`);
  return policy
    .filter(([name]) => delivery === 'header' || !HEADER_ONLY_DIRECTIVES.has(name))
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

/** A response header with the reason it is sent (written as a comment above it in `_headers`). */
export interface DescribedHeader {
  name: string;
  value: string;
  why: string;
}

/** Features the site never uses, switched off for it and anything it could ever embed. */
const DISABLED_FEATURES = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
];

/** Every header sent with every response, in `_headers` order. */
function securityHeaders(policy: readonly Directive[]): DescribedHeader[] {
  return [
    {
      name: 'Content-Security-Policy',
      value: policyText(policy, 'header'),
      why: 'Only the site’s own files and its hashed inline scripts run (and search’s WebAssembly, and the analytics provider’s script if site.md names one); no framing, no plugins, no <base>.',
    },
    {
      name: 'X-Content-Type-Options',
      value: 'nosniff',
      why: 'Browsers use the declared type, so no file can be run as a script or stylesheet it is not.',
    },
    {
      name: 'Referrer-Policy',
      value: 'strict-origin-when-cross-origin',
      why: 'Other sites see only this origin, never the page path, and nothing over plain HTTP.',
    },
    {
      name: 'Permissions-Policy',
      value: DISABLED_FEATURES.map((feature) => `${feature}=()`).join(', '),
      why: 'Device features the site never uses stay off, whatever script might ask for them.',
    },
    {
      name: 'Cross-Origin-Opener-Policy',
      value: 'same-origin',
      why: 'A page opened from another site gets no handle on this window, nor this window on it.',
    },
    {
      name: 'Strict-Transport-Security',
      value: 'max-age=63072000',
      why: 'Browsers use HTTPS only for two years; preload and subdomains are the domain owner’s choice.',
    },
  ];
}

/** One block of `_headers`: a path pattern and its headers. */
export interface HeaderRule {
  path: string;
  /** A comment line above the block. */
  why: string;
  headers: DescribedHeader[];
}

/**
 * The rules of `_headers` for a site served at `base` whose files (relative to the output folder, with
 * forward slashes) are `files`. Pages, the feed, the sitemap and the resume revalidate: one rule per
 * top-level file and one per folder (`blog/*` covers every post), so the rule count does not grow with
 * the posts. Each header is set by exactly one rule for any path, because hosts disagree about a header
 * set twice (Netlify keeps the last, Cloudflare joins the values with commas).
 */
export function headerRules(base: string, files: readonly string[], policy: readonly Directive[]): HeaderRule[] {
  const revalidated = new Set<string>();
  for (const file of files) {
    const [top = '', ...rest] = file.split('/');
    if (top === ASSETS_DIR || file === HEADERS_FILE || file === REDIRECTS_FILE) continue;
    revalidated.add(rest.length > 0 ? `${top}/*` : top === 'index.html' ? '' : top);
  }
  return [
    { path: `${base}*`, why: 'Every response: the security headers.', headers: securityHeaders(policy) },
    {
      path: `${base}${ASSETS_DIR}/*`,
      why: 'Content-hashed files: a change gets a new name, so browsers may keep them for a year.',
      headers: [{ name: 'Cache-Control', value: CACHE_IMMUTABLE, why: 'Cached for a year, never revalidated.' }],
    },
    ...[...revalidated].sort().map((file) => ({
      path: `${base}${file}`,
      why: 'Same URL, new content after a deploy.',
      headers: [
        { name: 'Cache-Control', value: CACHE_REVALIDATE, why: 'Browsers check for a newer copy on every use.' },
      ],
    })),
  ];
}

/** The text of `_headers`: each rule's comment, path and indented headers, each header under its reason. */
export function headersFileText(rules: readonly HeaderRule[]): string {
  const blocks = rules.map((rule) =>
    [
      `# ${rule.why}`,
      rule.path,
      ...rule.headers.flatMap((header) => [`  # ${header.why}`, `  ${header.name}: ${header.value}`]),
    ].join('\n'),
  );
  return `# Written by npm run build from scripts/pipeline/security/policy.ts; edit that, not this file.\n\n${blocks.join('\n\n')}\n`;
}
