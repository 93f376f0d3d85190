/**
 * The pages at old paths: for each alias a page that sends its visitors on to the page's URL (a `<meta>`
 * refresh, which every static host serves, GitHub Pages included, and which works without JavaScript),
 * for each path removed on purpose a page that says so, and `_redirects`, where Netlify and Cloudflare
 * Pages read the same moves as real 301 redirects. Each is a value, `{ path, contents }`, for the build to
 * write: no script, no inline style, every URL under the base path; the hardening gives the pages the
 * site's policy and their stylesheets' integrity, as every page.
 */
import { createHash } from 'node:crypto';
import { escapeHtml } from '../../../src/lib/html-escape.ts';
import { BLOG_PATH, HOME_PATH } from '../../../src/lib/routes-paths.ts';
import { absoluteUrl, withBase } from '../../../src/lib/urls.ts';
import { REDIRECTS_FILE } from '../security/policy.ts';
import type { Redirect } from '../content/checks/aliases.ts';
import { pageFile } from './prerender.ts';
import type { SiteFile } from './prerender.ts';

/** What every page at an old path shares: the site's address, its stylesheets, the owner's words it shows. */
export interface OldPathFrame {
  /** The site's public URL, ending in "/"; its path is the base path. */
  siteUrl: string;
  /** The site's own stylesheets (its tokens and type), as URLs under the base path. */
  stylesheets: readonly string[];
  /** The owner's name, after each page's title as on every page. */
  siteName: string;
  /** The blog's name, when the site has a blog. */
  blogName?: string | undefined;
}

/** The built file for an old path: `/blog/karl` → `blog/karl/index.html`, `/old.html` → `old.html`. */
export function oldPathFile(sitePath: string): string {
  return sitePath.endsWith('.html') ? sitePath.slice(1) : pageFile(sitePath);
}

/** The layout of the pages at old paths: one column of text, centred, on the site's own tokens. */
export const OLD_PATH_CSS = `.old-path {
  box-sizing: border-box;
  max-width: 40rem;
  min-height: 100vh;
  margin: 0 auto;
  padding: var(--space-8) var(--space-5);
}
.old-path h1 {
  margin: 0 0 var(--space-4);
  font-size: var(--text-2xl);
  line-height: 1.2;
}
.old-path p {
  margin: 0 0 var(--space-4);
}
.old-path ul {
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-3) var(--space-5);
  margin: 0;
  padding: 0;
  list-style: none;
}
`;

/** The stylesheet of the pages at old paths, named for its content so a host may cache it for good. */
export function oldPathStylesheet(): SiteFile {
  const hash = createHash('sha256').update(OLD_PATH_CSS).digest('base64url').slice(0, 8);
  return { path: `assets/old-path-${hash}.css`, contents: OLD_PATH_CSS };
}

/** A whole page: its head (the tags given), and `main` as its body. */
function page(frame: OldPathFrame, title: string, headTags: readonly string[], main: string): string {
  const sheets = [...frame.stylesheets, withBase(`/${oldPathStylesheet().path}`, new URL(frame.siteUrl).pathname)];
  return [
    '<!doctype html>',
    '<html lang="en">',
    '  <head>',
    '    <meta charset="UTF-8" />',
    '    <meta name="viewport" content="width=device-width, initial-scale=1" />',
    '    <meta name="robots" content="noindex" />',
    ...headTags.map((tag) => `    ${tag}`),
    `    <title>${escapeHtml(`${title} | ${frame.siteName}`)}</title>`,
    ...sheets.map((href) => `    <link rel="stylesheet" crossorigin href="${escapeHtml(href)}" />`),
    '  </head>',
    '  <body>',
    `    <main class="old-path">${main}</main>`,
    '  </body>',
    '</html>',
    '',
  ].join('\n');
}

/**
 * The page at an alias: sends the visitor to the page at once (`<meta http-equiv="refresh">` to its path
 * under the base path, so it works wherever the site is served), names the page as its canonical URL so
 * search engines move their listing there, and links to it for a reader whose browser does not follow.
 */
export function redirectPage({ from, to, title }: Redirect, frame: OldPathFrame): SiteFile {
  const base = new URL(frame.siteUrl).pathname;
  const target = withBase(to, base);
  const link = `<a href="${escapeHtml(target)}">${escapeHtml(title)}</a>`;
  return {
    path: oldPathFile(from),
    contents: page(
      frame,
      title,
      [
        `<meta http-equiv="refresh" content="0; url=${escapeHtml(target)}" />`,
        `<link rel="canonical" href="${escapeHtml(absoluteUrl(frame.siteUrl, to))}" />`,
      ],
      `\n      <h1>This page has moved</h1>\n      <p>It is now at ${link}.</p>\n    `,
    ),
  };
}

/** The page at a path removed on purpose: says so, and links home and to the blog. */
export function removedPage(sitePath: string, frame: OldPathFrame): SiteFile {
  const base = new URL(frame.siteUrl).pathname;
  const links = [
    `<li><a href="${escapeHtml(withBase(HOME_PATH, base))}">${escapeHtml(frame.siteName)}</a></li>`,
    ...(frame.blogName === undefined
      ? []
      : [`<li><a href="${escapeHtml(withBase(BLOG_PATH, base))}">${escapeHtml(frame.blogName)}</a></li>`]),
  ];
  return {
    path: oldPathFile(sitePath),
    contents: page(
      frame,
      'Page removed',
      [],
      `\n      <h1>This page was removed</h1>\n      <p>The page that was at this address is no longer on the site.</p>\n      <nav aria-label="Elsewhere on the site"><ul>${links.join('')}</ul></nav>\n    `,
    ),
  };
}

/**
 * `_redirects` for Netlify and Cloudflare Pages: each alias as a permanent redirect, under the base path.
 * The redirect page at the same path would answer first on Netlify, which serves a file before an
 * unforced rule, so its line is forced (`301!`); Cloudflare Pages follows a rule whatever file is there,
 * and takes only a plain `301` (it skips the forced line as one it does not read), so each alias has both.
 */
export function redirectsFile(redirects: readonly Redirect[], siteUrl: string): SiteFile | undefined {
  if (redirects.length === 0) return undefined;
  const base = new URL(siteUrl).pathname;
  const lines = redirects.flatMap(({ from, to }) => {
    const rule = `${withBase(from, base)} ${withBase(to, base)}`;
    return [`${rule} 301!`, `${rule} 301`];
  });
  return {
    path: REDIRECTS_FILE,
    contents: [
      '# Written by npm run build from the aliases in content/: each old path and the page it now leads to.',
      '# Netlify reads the forced 301! line (a page is there too); Cloudflare Pages the plain 301 line.',
      ...lines,
      '',
    ].join('\n'),
  };
}
