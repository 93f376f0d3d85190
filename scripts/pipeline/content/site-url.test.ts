import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { basePath, siteUrl } from './site-url.ts';

describe('siteUrl', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'site-url-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const withSite = (text: string) => {
    writeFileSync(path.join(dir, 'site.md'), text);
    return dir;
  };

  it('reads url from site.md, ending it with /; SITE_URL wins', () => {
    const content = withSite('---\nurl: https://me.example.org/portfolio\n---\n');
    expect(siteUrl(content)).toBe('https://me.example.org/portfolio/');
    expect(siteUrl(content, ' https://other.example.org ')).toBe('https://other.example.org/');
    expect(basePath(siteUrl(content))).toBe('/portfolio/');
  });

  it('reads a site.md in another language than YAML as having no url, running nothing of it', () => {
    const marker = path.join(dir, 'PWNED');
    const content = withSite(
      `---js\n{ url: require('node:fs').writeFileSync(${JSON.stringify(marker)}, 'ran') || 'https://evil.example' }\n---\n`,
    );
    expect(siteUrl(content)).toBe('http://localhost/');
    expect(existsSync(marker)).toBe(false);
  });

  it('falls back to localhost when site.md is missing or broken (the content check reports it)', () => {
    expect(siteUrl(path.join(dir, 'nowhere'))).toBe('http://localhost/');
    expect(siteUrl(withSite('---\nurl: [https://me.example.org\n---\n'))).toBe('http://localhost/');
  });
});
