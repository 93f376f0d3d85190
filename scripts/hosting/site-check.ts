/**
 * A quick check of a built site before it is published, that depends on nothing the content says:
 * every page has content in its `<main>`, every internal link, asset and `#anchor` resolves as a static
 * host would serve it, every inline script that runs is allowed by the page's `<meta>` policy and by
 * the policy `_headers` sends for it, and no policy lets a script from elsewhere run or holds a
 * directive the build does not write (policy-check.ts). The deploy runs it after a content-only change
 * instead of the whole test suite (see `npm run check:site`).
 */
import path from 'node:path';
import type { Element } from 'hast';
import { listBuiltFiles, readBuiltPage, type BuiltPage } from '../pipeline/prerender/built-site.ts';
import { hasMainContent } from '../pipeline/prerender/main-content.ts';
import { readPage as readSecurityPage } from '../pipeline/security/html.ts';
import { headersFor, readHostHeaders, type HeaderRules } from './host-headers.ts';
import { policyProblems } from './policy-check.ts';
import { builtBasePath, resolveFile } from './static-host.ts';

/** What a check found: the pages and links it read, and each problem as one line. */
export interface SiteCheck {
  pages: number;
  links: number;
  problems: string[];
}

/** Attributes that name a URL the page links to or loads. */
const URL_ATTRIBUTES = ['href', 'src'] as const;

/** The `script-src` sources of a policy's text. */
function scriptSources(policy: string | undefined): Set<string> {
  const directive = policy
    ?.split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === 'script-src');
  return new Set(directive?.slice(1));
}

/** The URL path a built page is served at: `index.html` → `/base/`, `blog/x/index.html` → `/base/blog/x`. */
function pagePath(base: string, file: string): string {
  if (file === 'index.html') return base;
  return `${base}${file.endsWith('/index.html') ? file.slice(0, -'/index.html'.length) : file}`;
}

/**
 * Every URL an element names: its href or src, each candidate of a srcset, and where a
 * `<meta http-equiv="refresh">` sends the reader (a page at an old path sends them on to the page).
 */
function urlsOf(element: Element): string[] {
  const urls: string[] = [];
  if (element.tagName === 'meta' && String(element.properties.httpEquiv).toLowerCase() === 'refresh') {
    const target = /;\s*url=(.+)$/i.exec(String(element.properties.content))?.[1]?.trim();
    if (target) urls.push(target);
  }
  for (const name of URL_ATTRIBUTES) {
    const value = element.properties[name];
    if (typeof value === 'string' && value !== '') urls.push(value);
  }
  const srcset = element.properties.srcSet;
  const candidates = Array.isArray(srcset) ? srcset.map(String) : typeof srcset === 'string' ? srcset.split(',') : [];
  for (const candidate of candidates) {
    const url = candidate.trim().split(/\s+/)[0];
    if (url) urls.push(url);
  }
  return urls;
}

/** The problems of every policy `_headers` sends, each named by its rule's path. */
function headerPolicyProblems(rules: HeaderRules): string[] {
  return rules.flatMap((rule) =>
    Object.entries(rule.values)
      .filter(([name]) => name.toLowerCase() === 'content-security-policy')
      .flatMap(([, value]) => policyProblems(value, 'header').map((problem) => `_headers ${rule.for}: ${problem}`)),
  );
}

/**
 * The problems of the pages' `<meta>` policies: a page without one or with two, and each distinct
 * policy's problems once, named by the first page that has it (and how many others do).
 */
function metaPolicyProblems(policies: ReadonlyMap<string, string[]>): string[] {
  const problems: string[] = [];
  const pagesOf = new Map<string, string[]>();
  for (const [file, found] of policies) {
    if (found.length !== 1) problems.push(`${file}: ${found.length} <meta> policies, where the build writes one`);
    for (const policy of found) pagesOf.set(policy, [...(pagesOf.get(policy) ?? []), file]);
  }
  for (const [policy, [first = '', ...others]] of pagesOf) {
    const more = others.length === 0 ? '' : ` (and ${others.length} more ${others.length === 1 ? 'page' : 'pages'})`;
    for (const problem of policyProblems(policy, 'meta')) problems.push(`${first} <meta>${more}: ${problem}`);
  }
  return problems;
}

/** Checks the built site in `root` (as `npm run build` wrote it). */
export async function checkSite(root: string): Promise<SiteCheck> {
  const base = builtBasePath(root);
  const rules = await readHostHeaders(root);
  const origin = 'https://site.invalid';
  const pages = listBuiltFiles(root).filter((file) => file.endsWith('.html'));
  const parsed = new Map<string, BuiltPage>(pages.map((file) => [file, readBuiltPage(file, root)]));
  const idsOf = (file: string) =>
    new Set(
      parsed
        .get(file)
        ?.all((e) => typeof e.properties.id === 'string')
        .map((e) => String(e.properties.id)),
    );
  const problems: string[] = headerPolicyProblems(rules);
  const metaPolicies = new Map<string, string[]>();
  let links = 0;

  for (const [file, page] of parsed) {
    const at = pagePath(base, file);
    if (!hasMainContent(page.html)) problems.push(`${file}: its <main> is empty`);

    for (const element of page.all((e) => urlsOf(e).length > 0)) {
      for (const written of urlsOf(element)) {
        const url = new URL(written, `${origin}${at}`);
        if (url.origin !== origin) continue;
        links += 1;
        const where = `${file}: <${element.tagName}> ${written}`;
        // `/portfolio` is the folder `/portfolio/`: hosts redirect to it (so does server.ts).
        if (url.pathname === base.slice(0, -1)) url.pathname = base;
        if (!url.pathname.startsWith(base)) {
          problems.push(`${where} leads outside the base path ${base}`);
          continue;
        }
        const target = resolveFile(root, `/${url.pathname.slice(base.length)}`);
        if (!target) {
          problems.push(`${where} names no page or file of the site`);
          continue;
        }
        const id = decodeURIComponent(url.hash.slice(1));
        if (id === '' || element.tagName !== 'a') continue;
        const targetPage = path.relative(root, target).split(path.sep).join('/');
        if (!idsOf(targetPage).has(id)) problems.push(`${where} names #${id}, which ${targetPage} does not have`);
      }
    }

    const hashes = readSecurityPage(page.html).scriptHashes;
    const metas = page
      .all((e) => e.tagName === 'meta' && String(e.properties.httpEquiv).toLowerCase() === 'content-security-policy')
      .map((e) => (typeof e.properties.content === 'string' ? e.properties.content : ''));
    metaPolicies.set(file, metas);
    const allowedByMeta = scriptSources(metas[0]);
    const allowedByHeader = scriptSources(headersFor(rules, at)['content-security-policy']);
    for (const hash of hashes) {
      if (!allowedByMeta.has(`'${hash}'`))
        problems.push(`${file}: an inline script (${hash}) is not in its <meta> policy`);
      if (!allowedByHeader.has(`'${hash}'`))
        problems.push(`${file}: an inline script (${hash}) is not in the policy _headers sends`);
    }
  }
  problems.push(...metaPolicyProblems(metaPolicies));
  return { pages: pages.length, links, problems };
}
