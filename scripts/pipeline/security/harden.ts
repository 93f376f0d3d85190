/**
 * The build's last step: reads the HTML it wrote and makes the site ready for any static host. The
 * policy is computed from what the pages really contain, so a changed inline script (the theme script,
 * or any other the build adds) gets its new hash by itself.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { listBuiltFiles } from '../prerender/built-site.ts';
import { digest, editPage, metaPolicyTag, NOINDEX_TAG, readPage, type PageRead } from './html.ts';
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
  reads,
}: {
  outDir: string;
  base: string;
  extra?: ExtraSources;
  /**
   * What was read of pages before, by the hash of a page's bytes (`last`), and where to keep what this
   * run reads (`now`): a page with the same bytes is not parsed again.
   */
  reads?: { last: ReadonlyMap<string, PageRead>; now: Map<string, PageRead> };
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
  // The policy needs every page's inline scripts before any page is written. What is read of each page
  // is kept, not the page: a large site's pages are read again, one at a time, to be written.
  const pageFiles = files.filter((file) => file.endsWith('.html'));
  const read = new Map(
    pageFiles.map((file) => {
      const html = readFileSync(path.join(outDir, file), 'utf8');
      const bytes = digest('sha256', html);
      let found = reads?.last.get(bytes) ?? reads?.now.get(bytes);
      if (!found) {
        const { html: _html, ...rest } = readPage(html);
        found = rest;
      }
      reads?.now.set(bytes, found);
      return [file, found] as const;
    }),
  );
  const policy = contentSecurityPolicy(
    [...read.values()].flatMap((page) => page.scriptHashes),
    extra,
  );
  const meta = metaPolicyTag(policyText(policy, 'meta'));
  for (const [file, page] of read) {
    const headTags = file === NOT_FOUND_PAGE ? [meta, NOINDEX_TAG] : [meta];
    const html = readFileSync(path.join(outDir, file), 'utf8');
    writeFileSync(path.join(outDir, file), editPage({ ...page, html }, { integrityOf, headTags }));
  }
  writeFileSync(path.join(outDir, HEADERS_FILE), headersFileText(headerRules(base, files, policy)));
  return policy;
}
