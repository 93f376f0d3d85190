/**
 * With analytics on, the policy the build writes (into `_headers` and each page's `<meta>`) differs from
 * the policy without analytics only by the provider's origins that docs/security.md documents, each in
 * the one directive that needs it: for every provider, as the cloud service and self-hosted.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ANALYTICS_PROVIDERS, type Analytics } from '../../../src/content/schema.ts';
import { hardenSite } from '../security/harden.ts';
import { analyticsSetup } from './providers.ts';

const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A small written site, hardened with `analytics` as the build hardens it; its two policies' texts. */
function policies(analytics: Analytics | undefined): { header: string; meta: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'policy-by-provider-'));
  made.push(dir);
  mkdirSync(path.join(dir, 'blog'));
  const page =
    '<!doctype html><html><head><meta charset="UTF-8" /><script>theme()</script></head><body><main>Text</main></body></html>';
  writeFileSync(path.join(dir, 'index.html'), page);
  writeFileSync(path.join(dir, 'blog', 'index.html'), page);
  hardenSite({ outDir: dir, base: '/', extra: analytics ? analyticsSetup(analytics).sources : {} });
  const header = /^ {2}Content-Security-Policy: (.*)$/m.exec(readFileSync(path.join(dir, '_headers'), 'utf8'))?.[1];
  const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(
    readFileSync(path.join(dir, 'blog', 'index.html'), 'utf8'),
  )?.[1];
  if (header === undefined || meta === undefined) throw new Error('the hardened site has no policy');
  return { header, meta };
}

/** A policy's text as directive → sources. */
const directives = (policy: string) =>
  new Map(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );

/** What `withAnalytics` adds to `without`, by directive; fails if it takes anything away or adds a directive. */
function added(without: string, withAnalytics: string): Record<string, string[]> {
  const before = directives(without);
  const after = directives(withAnalytics);
  expect([...after.keys()]).toEqual([...before.keys()]);
  const diff: Record<string, string[]> = {};
  for (const [name, sources] of after) {
    const old = before.get(name) ?? [];
    expect(
      sources.filter((s) => old.includes(s)),
      name,
    ).toEqual(old);
    const extra = sources.filter((s) => !old.includes(s));
    if (extra.length > 0) diff[name] = extra;
  }
  return diff;
}

/** docs/security.md's table of providers: each one's script and where it sends counts, as the guide writes them. */
const documented = new Map(
  [
    ...readFileSync('docs/security.md', 'utf8').matchAll(
      /^\| `(\w+)` +\|[^|]*\| `(https:\/\/[^`]+)` +\| `(https:\/\/[^`]+)` +\|$/gm,
    ),
  ].map(([, provider = '', script = '', counts = '']) => [provider, { script: new URL(script).origin, counts }]),
);

/** Each provider's id in the guide's own example (GoatCounter's `mysite`, which names its count host). */
const IDS: Record<Analytics['provider'], string> = {
  goatcounter: 'mysite',
  plausible: 'example.org',
  umami: '94db1cb1-74f4-4a40-ad6c-962362670409',
};

const without = policies(undefined);

describe('the policy with analytics', () => {
  it('has every provider in the guide’s table', () => {
    expect([...documented.keys()].sort()).toEqual([...ANALYTICS_PROVIDERS].sort());
  });

  it.each(ANALYTICS_PROVIDERS)('adds only %s’s documented origins, in _headers and in <meta>', (provider) => {
    const { script, counts } = documented.get(provider) ?? { script: '', counts: '' };
    const withAnalytics = policies({ provider, id: IDS[provider] });
    const expected = { 'script-src': [script], 'connect-src': [counts] };
    expect(added(without.header, withAnalytics.header)).toEqual(expected);
    expect(added(without.meta, withAnalytics.meta)).toEqual(expected);
  });

  it.each(ANALYTICS_PROVIDERS)('adds only the instance’s origin for a self-hosted %s', (provider) => {
    const own = 'https://stats.example.org';
    const id = provider === 'goatcounter' ? `${own}/count` : IDS[provider];
    const withAnalytics = policies({ provider, id, script: `${own}/script.js` });
    expect(added(without.header, withAnalytics.header)).toEqual({ 'script-src': [own], 'connect-src': [own] });
  });
});
