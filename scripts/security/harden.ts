/**
 * The build's last step: reads the HTML it wrote and makes the site ready for any static host. The
 * policy is computed from what the pages really contain, so a changed inline script (the theme script,
 * or any other the build adds) gets its new hash by itself.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { digest, inlineScriptHashes, withIntegrity, withMetaPolicy, withNoindex } from './html.ts';
import {
  contentSecurityPolicy,
  headerRules,
  headersFileText,
  HEADERS_FILE,
  policyText,
  type Directive,
} from './policy.ts';

/** The page static hosts answer unknown paths with (the home page); search engines must not list it. */
export const NOT_FOUND_PAGE = '404.html';

/** Every file under `dir`, relative to it, with forward slashes. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/**
 * Adds Subresource Integrity to every script and stylesheet tag, `noindex` to the not-found page, the
 * `<meta>` policy to every page, and writes `_headers` with the same policy and the other headers.
 * `base` is the site's base path ("/" or "/portfolio/"); every URL and rule lives under it.
 */
export function hardenSite({ outDir, base }: { outDir: string; base: string }): Directive[] {
  const files = filesUnder(outDir);
  const integrityOf = (url: string): string => {
    // Third-party files would need their own hashes and a wider policy; the site has none (see README, Security).
    if (!url.startsWith(base)) throw new Error(`${url}: expected a file of this site under ${base}`);
    return digest('sha384', readFileSync(path.join(outDir, decodeURI(url.slice(base.length)))));
  };
  const pages = new Map<string, string>();
  for (const page of files.filter((file) => file.endsWith('.html'))) {
    const html = withIntegrity(readFileSync(path.join(outDir, page), 'utf8'), integrityOf);
    pages.set(page, page === NOT_FOUND_PAGE ? withNoindex(html) : html);
  }
  const policy = contentSecurityPolicy([...pages.values()].flatMap(inlineScriptHashes));
  const meta = policyText(policy, 'meta');
  for (const [page, html] of pages) writeFileSync(path.join(outDir, page), withMetaPolicy(html, meta));
  writeFileSync(path.join(outDir, HEADERS_FILE), headersFileText(headerRules(base, files, policy)));
  return policy;
}
