/** The one description of the site's headers: the policy's exact text, and the rules of `_headers`. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { evaluatePolicy, HIGH_SEVERITIES } from '../../../tests/support/csp-evaluator.ts';
import { headersFor, parseHeadersFile } from '../../hosting/host-headers.ts';
import { contentSecurityPolicy, headerRules, headersFileText, policyText } from './policy.ts';
import { hostSource } from './sources.ts';

const policy = contentSecurityPolicy(['sha256-BBB=', 'sha256-AAA=', 'sha256-BBB=']);

describe('contentSecurityPolicy', () => {
  it('allows the site itself, the given inline scripts (once each, sorted) and WebAssembly, and nothing unsafe', () => {
    expect(policyText(policy, 'header')).toBe(
      "default-src 'none'; script-src 'self' 'sha256-AAA=' 'sha256-BBB=' 'wasm-unsafe-eval'; style-src 'self'; img-src 'self'; " +
        "font-src 'self'; connect-src 'self'; manifest-src 'self'; form-action mailto:; base-uri 'none'; " +
        "object-src 'none'; frame-ancestors 'none'; upgrade-insecure-requests",
    );
  });

  it('leaves out of the <meta> policy what a meta tag cannot carry', () => {
    expect(policyText(policy, 'meta')).toBe(policyText(policy, 'header').replace(" frame-ancestors 'none';", ''));
  });

  it('has no high-severity finding in Google’s CSP Evaluator, which does flag an unsafe policy', () => {
    expect(evaluatePolicy(policyText(policy, 'header')).filter((f) => HIGH_SEVERITIES.includes(f.severity))).toEqual(
      [],
    );
    const unsafe = evaluatePolicy("default-src 'none'; script-src 'self' 'unsafe-inline'; object-src 'none'");
    expect(unsafe.filter((f) => HIGH_SEVERITIES.includes(f.severity)).map((f) => f.directive)).toEqual(['script-src']);
  });

  it('adds an analytics provider’s origins to the directives it names, and changes nothing else', () => {
    const plausible = hostSource('https://plausible.io/js/script.js');
    const extra = { 'script-src': [plausible], 'connect-src': [plausible] };
    const withAnalytics = contentSecurityPolicy(['sha256-BBB=', 'sha256-AAA='], extra);
    const changed = withAnalytics.filter(([name, sources]) => {
      const before = policy.find(([other]) => other === name)?.[1] ?? [];
      return sources.join(' ') !== before.join(' ');
    });
    expect(changed).toEqual([
      ['script-src', ["'self'", "'sha256-AAA='", "'sha256-BBB='", 'https://plausible.io', "'wasm-unsafe-eval'"]],
      ['connect-src', ["'self'", 'https://plausible.io']],
    ]);
    expect(withAnalytics.map(([name]) => name)).toEqual(policy.map(([name]) => name));
  });

  it('refuses to write a source that would end its directive or split in two, however it was made', () => {
    const injected = [['script-src', ["'self'", 'https://evil.example;script-src-elem']]] as const;
    expect(() => policyText(injected, 'header')).toThrow(
      'the policy cannot hold "https://evil.example;script-src-elem": a source is one token',
    );
    expect(() => policyText([['img-src', ["'self' https:"]]], 'meta')).toThrow(/cannot hold "'self' https:"/);
  });

  it('keeps Google’s CSP Evaluator’s high findings at none with each provider’s origins', () => {
    for (const [script, counts] of [
      ['https://plausible.io', 'https://plausible.io'],
      ['https://gc.zgo.at', 'https://mira.goatcounter.com'],
      ['https://cloud.umami.is', 'https://gateway.umami.is'],
    ] as const) {
      const extra = { 'script-src': [hostSource(script)], 'connect-src': [hostSource(counts)] };
      const findings = evaluatePolicy(policyText(contentSecurityPolicy(['sha256-AAA='], extra), 'header'));
      expect(findings.filter((f) => HIGH_SEVERITIES.includes(f.severity))).toEqual([]);
    }
  });
});

describe('_headers', () => {
  const files = [
    '404.html',
    'assets/index-AbCd1234.js',
    'blog/sample/index.html',
    'blog/second/index.html',
    'feed.xml',
    'index.html',
    'resume.pdf',
  ];

  /** Writes the rules for `base` as `_headers` and parses the file back with Netlify's parser. */
  async function written(base: string) {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'headers-')), '_headers');
    writeFileSync(file, headersFileText(headerRules(base, files, policy)));
    return parseHeadersFile(file);
  }

  it('puts every rule under the base path, with one rule for all posts', async () => {
    expect((await written('/portfolio/')).map((rule) => rule.for)).toEqual([
      '/portfolio/*',
      '/portfolio/assets/*',
      '/portfolio/',
      '/portfolio/404.html',
      '/portfolio/blog/*',
      '/portfolio/feed.xml',
      '/portfolio/resume.pdf',
    ]);
  });

  it('caches hashed assets for a year and revalidates pages, feed and resume, each path by one rule', async () => {
    const rules = await written('/');
    const cache = (urlPath: string) => headersFor(rules, urlPath)['cache-control'];
    expect(cache('/assets/index-AbCd1234.js')).toBe('public, max-age=31536000, immutable');
    for (const urlPath of ['/', '/blog/sample', '/blog/second/', '/feed.xml', '/resume.pdf', '/404.html'])
      expect(cache(urlPath), urlPath).toBe('no-cache');
    expect(headersFor(rules, '/blog/sample')['content-security-policy']).toBe(policyText(policy, 'header'));
  });

  it('comments every header with why it is sent', () => {
    const rules = headerRules('/', files, policy);
    const lines = headersFileText(rules).split('\n');
    const headerLines = lines.flatMap((line, index) => (/^ {2}[A-Z][\w-]+: /.test(line) ? [index] : []));
    // Every header of every rule is written as such a line, so none goes unchecked.
    expect(headerLines).toHaveLength(rules.flatMap((rule) => rule.headers).length);
    for (const index of headerLines) expect(lines[index - 1], lines[index]).toMatch(/^ {2}# \S/);
  });
});
