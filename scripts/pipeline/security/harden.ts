/**
 * The build's last step: reads the HTML it wrote and makes the site ready for any static host. The
 * policy is computed from what the pages really contain, so a changed inline script (the theme script,
 * or any other the build adds) gets its new hash by itself.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { listBuiltFiles } from '../prerender/built-site.ts';
import { digest, editPage, metaPolicyTag, NOINDEX_TAG, readPage } from './html.ts';
import {
  contentSecurityPolicy,
  headerRules,
  headersFileText,
  HEADERS_FILE,
  policyText,
  type Directive,
  type ExtraSources,
} from './policy.ts';

/** The page static hosts answer unknown paths with (the home page); search engines must not list it. */
const NOT_FOUND_PAGE = '404.html';

/**
 * Adds Subresource Integrity to every script and stylesheet tag, `noindex` to the not-found page, the
 * `<meta>` policy to every page, and writes `_headers` with the same policy and the other headers.
 * `base` is the site's base path ("/" or "/portfolio/"); every URL and rule lives under it. `extra` are
 * the analytics provider's origins (its script is added by the site's own, so no tag of it is here).
 */
export function hardenSite({
  outDir,
  base,
  extra = {},
}: {
  outDir: string;
  base: string;
  extra?: ExtraSources;
}): Directive[] {
  const files = listBuiltFiles(outDir);
  /** Each file's hash, computed once: every page loads the same app and vendor files. */
  const integrities = new Map<string, string>();
  const integrityOf = (url: string): string => {
    // Third-party files would need their own hashes and a wider policy; the site has none (see docs/security.md).
    if (!url.startsWith(base)) throw new Error(`${url}: expected a file of this site under ${base}`);
    const file = decodeURI(url.slice(base.length));
    let integrity = integrities.get(file);
    if (integrity === undefined) {
      integrity = digest('sha384', readFileSync(path.join(outDir, file)));
      integrities.set(file, integrity);
    }
    return integrity;
  };
  // Each page is parsed once: the policy needs every page's inline scripts before any page is written.
  const pages = new Map(
    files
      .filter((file) => file.endsWith('.html'))
      .map((page) => [page, readPage(readFileSync(path.join(outDir, page), 'utf8'))] as const),
  );
  const policy = contentSecurityPolicy(
    [...pages.values()].flatMap((page) => page.scriptHashes),
    extra,
  );
  const meta = metaPolicyTag(policyText(policy, 'meta'));
  for (const [file, page] of pages) {
    const headTags = file === NOT_FOUND_PAGE ? [meta, NOINDEX_TAG] : [meta];
    writeFileSync(path.join(outDir, file), editPage(page, { integrityOf, headTags }));
  }
  writeFileSync(path.join(outDir, HEADERS_FILE), headersFileText(headerRules(base, files, policy)));
  return policy;
}
