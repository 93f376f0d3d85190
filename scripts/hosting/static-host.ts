/**
 * How a plain static host maps a URL path to a file of the built site: the file itself, else the
 * folder's index.html, else nothing (the host then answers with 404.html, the home page). One rule for
 * `npm run preview`, the test server and the benchmark's CDN server. (Their headers: host-headers.ts.)
 */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { readBuiltPage } from '../pipeline/prerender/built-site.ts';
import { HEADERS_FILE, REDIRECTS_FILE } from '../pipeline/security/policy.ts';
import { basePath } from '../pipeline/content/site-url.ts';

/** The request's path, also for targets such as `//` that the URL parser would read as a host. */
export function requestPath(requestUrl: string | undefined): URL {
  return new URL(`http://localhost${requestUrl ?? '/'}`);
}

/** The file to serve for a URL path (already stripped of the base path), or undefined. */
export function resolveFile(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined; // a malformed escape such as `%E0%A4` names no file
  }
  const clean = path.normalize(decoded).replace(/^(\.\.[/\\])+/, '');
  const candidate = path.join(root, clean);
  if (!candidate.startsWith(root)) return undefined;
  // The host reads `_headers` and `_redirects`; it never serves them.
  if ([HEADERS_FILE, REDIRECTS_FILE].some((name) => candidate === path.join(root, name))) return undefined;
  if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  const index = path.join(candidate, 'index.html');
  if (existsSync(index)) return index;
  return undefined;
}

/**
 * The public URL the site in `root` was built for: its home page's canonical URL, which the build writes
 * from the site's URL (site-url.ts). Only the commands handed a finished folder (`npm run preview`,
 * `npm run check:site`, run after a build that may have had another SITE_URL) read it back here: the
 * build keeps no other record of it in the folder it publishes. A tool that builds the site itself
 * passes on the base path it built for instead.
 */
export function builtSiteUrl(root: string): string {
  const home = path.join(root, 'index.html');
  if (!existsSync(home)) throw new Error(`${home} is missing; npm run build writes it`);
  const [canonical] = readBuiltPage('index.html', root).all(
    (e) => e.tagName === 'link' && Array.isArray(e.properties.rel) && e.properties.rel.includes('canonical'),
  );
  const href = canonical?.properties.href;
  if (typeof href !== 'string') throw new Error(`${home} has no <link rel="canonical">, so its base path is unknown`);
  return href;
}

/** The base path the site in `root` was built for ("/" or "/portfolio/"), by the build's own rule. */
export function builtBasePath(root: string): string {
  return basePath(builtSiteUrl(root));
}
