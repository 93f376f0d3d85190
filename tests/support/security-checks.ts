/**
 * The checks every build must pass before it is published, whatever its base path: the policy in
 * every page and in `_headers`, every inline script's hash in both, `_headers` itself (parsed with
 * Netlify's parser, within Cloudflare's limits, covering every file), integrity hashes that match their
 * files, and a not-found page that search engines skip. Registered as tests by `securityChecks`, so the
 * root build (tests/dist/security.test.ts) and the sub-path build (tests/browser/subpath.test.ts) share them.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Element } from 'hast';
import { toString } from 'hast-util-to-string';
import { expect, it } from 'vitest';
import { headersFor, readHostHeaders, type HeaderRules } from '../../scripts/hosting/host-headers.ts';
import { evaluatePolicy, HIGH_SEVERITIES } from './csp-evaluator.ts';
import { listFiles, readPage } from './dist.ts';
import { oldPathFiles } from './site-pages.ts';

/** Cloudflare Pages reads at most 100 rules and 2,000 characters a line. */
const CLOUDFLARE_MAX_RULES = 100;
const CLOUDFLARE_MAX_LINE = 2000;

const sha = (algorithm: string, data: string | Buffer) =>
  `${algorithm}-${createHash(algorithm).update(data).digest('base64')}`;

/** Inline scripts that run (no `type`, a JavaScript type, or a module); data blocks such as JSON-LD do not. */
function runsAsScript(element: Element): boolean {
  if (element.tagName !== 'script' || element.properties.src !== undefined) return false;
  const type = typeof element.properties.type === 'string' ? element.properties.type.trim().toLowerCase() : '';
  return (
    type === '' ||
    type === 'module' ||
    type === 'importmap' ||
    /^(text|application)\/(x-)?(java|ecma)script$/.test(type)
  );
}

/** Directives as a map from name to source list. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((tokens) => tokens[0])
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

/** The URL paths a built file is requested at: `blog/karl/index.html` → `/base/blog/karl`, `/base/blog/karl/`. */
function requestPaths(base: string, file: string): string[] {
  if (file === 'index.html') return [base];
  if (file.endsWith('/index.html')) {
    const dir = `${base}${file.slice(0, -'/index.html'.length)}`;
    return [dir, `${dir}/`];
  }
  return [`${base}${file}`];
}

/** Registers the publishing checks for the site built into `dir` for the base path `base`. */
export function securityChecks(dir: () => string, base: string): void {
  const pages = () => listFiles(dir()).filter((file) => file.endsWith('.html'));
  const rules = () => readHostHeaders(dir());
  const headerPolicy = async (): Promise<string> => {
    const policy = headersFor(await rules(), base)['content-security-policy'];
    if (!policy) throw new Error(`_headers sends no Content-Security-Policy for ${base}`);
    return policy;
  };

  it('sends a strict policy: only the site itself, hashed inline scripts, WebAssembly, nothing unsafe', async () => {
    const policy = directives(await headerPolicy());
    const scriptSources = policy.get('script-src') ?? [];
    expect(scriptSources[0]).toBe("'self'");
    // Search runs Pagefind's WebAssembly; 'wasm-unsafe-eval' allows that and no eval of JavaScript.
    expect(scriptSources.at(-1)).toBe("'wasm-unsafe-eval'");
    for (const source of scriptSources.slice(1, -1)) expect(source).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
    policy.delete('script-src');
    expect(Object.fromEntries(policy)).toEqual({
      'default-src': ["'none'"],
      'style-src': ["'self'"],
      'img-src': ["'self'"],
      'font-src': ["'self'"],
      'connect-src': ["'self'"],
      'manifest-src': ["'self'"],
      'form-action': ['mailto:'],
      'base-uri': ["'none'"],
      'object-src': ["'none'"],
      'frame-ancestors': ["'none'"],
      'upgrade-insecure-requests': [],
    });
  });

  it('lists the hash of every inline script of every page, and no other, in both policies', async () => {
    const found = new Set<string>();
    for (const page of pages()) {
      for (const script of readPage(page, dir()).all(runsAsScript)) found.add(`'${sha('sha256', toString(script))}'`);
    }
    expect(found.size).toBeGreaterThan(0);
    const inHeader = (directives(await headerPolicy()).get('script-src') ?? []).filter((s) => s.startsWith("'sha"));
    expect(new Set(inHeader)).toEqual(found);
    for (const page of pages()) {
      const meta = readPage(page, dir()).all(
        (e) => e.tagName === 'meta' && e.properties.httpEquiv?.toString() === 'Content-Security-Policy',
      );
      expect(meta, page).toHaveLength(1);
      const inMeta = directives(String(meta[0]?.properties.content)).get('script-src') ?? [];
      expect(new Set(inMeta.filter((s) => s.startsWith("'sha"))), page).toEqual(found);
    }
  });

  it('puts the same policy in a <meta> of every page, before any script, less what meta cannot carry', async () => {
    const header = await headerPolicy();
    const expected = header.replace(/; frame-ancestors [^;]*/, '');
    expect(expected).not.toBe(header);
    for (const page of pages()) {
      const { html } = readPage(page, dir());
      const meta = `<meta http-equiv="Content-Security-Policy" content="${expected}" />`;
      expect(html, page).toContain(meta);
      // A page at an old path has no script at all.
      const script = html.indexOf('<script');
      if (script !== -1) expect(html.indexOf(meta), page).toBeLessThan(script);
    }
  });

  it('passes Google’s CSP Evaluator with no high-severity finding; only the one docs/security.md explains remains', async () => {
    const findings = evaluatePolicy(await headerPolicy());
    expect(findings.filter((f) => HIGH_SEVERITIES.includes(f.severity))).toEqual([]);
    expect(findings.map((f) => `${f.severity} ${f.directive} ${f.value ?? ''}`)).toEqual([
      "MEDIUM_MAYBE script-src 'self'",
    ]);
  });

  it('has a _headers file that Netlify’s parser reads, within Cloudflare’s limits', async () => {
    const parsed: HeaderRules = await rules();
    expect(parsed.length).toBeLessThanOrEqual(CLOUDFLARE_MAX_RULES);
    const text = readFileSync(path.join(dir(), '_headers'), 'utf8');
    for (const line of text.split('\n')) expect(line.length).toBeLessThanOrEqual(CLOUDFLARE_MAX_LINE);
    expect(parsed.map((rule) => rule.for)).toEqual(expect.arrayContaining([`${base}*`, `${base}assets/*`, base]));
    for (const rule of parsed) expect(rule.for.startsWith(base), rule.for).toBe(true);
  });

  it('gives every file the security headers and one cache rule: a year for hashed assets, revalidate for the rest', async () => {
    const parsed = await rules();
    // The host reads _headers and _redirects, and serves neither.
    const files = listFiles(dir()).filter((file) => file !== '_headers' && file !== '_redirects');
    for (const file of files) {
      for (const urlPath of requestPaths(base, file)) {
        const headers = headersFor(parsed, urlPath);
        expect(Object.keys(headers).sort(), urlPath).toEqual([
          'cache-control',
          'content-security-policy',
          'cross-origin-opener-policy',
          'permissions-policy',
          'referrer-policy',
          'strict-transport-security',
          'x-content-type-options',
        ]);
        expect(headers['cache-control'], urlPath).toBe(
          file.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      }
    }
    const assets = files.filter((file) => file.startsWith('assets/'));
    expect(assets.length).toBeGreaterThan(0);
    // Only content-hashed files may be cached for good: each name carries a hash.
    for (const file of assets) expect(file).toMatch(/-[A-Za-z0-9_-]{8}\.[a-z0-9]+$/);
    const headers = headersFor(parsed, `${base}no/such/page`);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(headers['strict-transport-security']).toBe('max-age=63072000');
    for (const feature of ['camera', 'microphone', 'geolocation'])
      expect(headers['permissions-policy']).toContain(`${feature}=()`);
  });

  it('gives every script and stylesheet tag an integrity hash that matches its file', () => {
    let checked = 0;
    for (const page of pages()) {
      const tags = readPage(page, dir()).all(
        (e) =>
          (e.tagName === 'script' && e.properties.src !== undefined) ||
          (e.tagName === 'link' &&
            Array.isArray(e.properties.rel) &&
            e.properties.rel.some((rel) => rel === 'stylesheet' || rel === 'modulepreload')),
      );
      for (const tag of tags) {
        const url = String(tag.tagName === 'script' ? tag.properties.src : tag.properties.href);
        expect(url.startsWith(`${base}assets/`), `${page} ${url}`).toBe(true);
        const file = readFileSync(path.join(dir(), url.slice(base.length)));
        expect(tag.properties.integrity, `${page} ${url}`).toBe(sha('sha384', file));
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(pages().length * 2);
  });

  it('keeps the not-found page and the pages at old paths out of search results, and only those', () => {
    const hidden = new Set(['404.html', ...oldPathFiles()]);
    expect(hidden.size).toBeGreaterThan(1);
    for (const page of pages()) {
      expect(readPage(page, dir()).meta('robots'), page).toBe(hidden.has(page) ? 'noindex' : undefined);
    }
  });
}
