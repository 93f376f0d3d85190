/** The build's last step on a small written site: what it adds to each page, what `_headers` says, what it refuses. */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { digest } from './html.ts';
import { hardenSite } from './harden.ts';

const page = (head: string) =>
  `<!doctype html>\n<html>\n  <head>\n    <meta charset="UTF-8" />\n    <script>theme()</script>\n${head}\n  </head>\n  <body></body>\n</html>\n`;

/** Writes `files` into a fresh folder and returns it. */
function site(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'harden-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

describe('hardenSite', () => {
  const entry = '    <script type="module" crossorigin src="/portfolio/assets/index-AbCd1234.js"></script>';
  const files = {
    'index.html': page(entry),
    '404.html': page(entry),
    'blog/sample/index.html': page(`${entry}\n    <script>window.data = 1</script>`),
    'assets/index-AbCd1234.js': 'console.log(1)',
  };

  it('hashes every inline script of every page into one policy, in each page and in _headers', () => {
    const dir = site(files);
    hardenSite({ outDir: dir, base: '/portfolio/' });
    const hashes = [digest('sha256', 'theme()'), digest('sha256', 'window.data = 1')].sort();
    const scriptSrc = `script-src 'self' ${hashes.map((h) => `'${h}'`).join(' ')} 'wasm-unsafe-eval';`;
    for (const file of ['index.html', '404.html', 'blog/sample/index.html'])
      expect(readFileSync(path.join(dir, file), 'utf8'), file).toContain(scriptSrc);
    const headers = readFileSync(path.join(dir, '_headers'), 'utf8');
    expect(headers).toContain(`\n/portfolio/*\n`);
    expect(headers).toContain(scriptSrc);
  });

  it('adds integrity from the file written, and noindex to 404.html only', () => {
    const dir = site(files);
    hardenSite({ outDir: dir, base: '/portfolio/' });
    const integrity = `integrity="${digest('sha384', 'console.log(1)')}"`;
    for (const file of ['index.html', '404.html', 'blog/sample/index.html']) {
      const html = readFileSync(path.join(dir, file), 'utf8');
      expect(html, file).toContain(`<script ${integrity} type="module"`);
      expect(html.includes('<meta name="robots" content="noindex" />'), file).toBe(file === '404.html');
    }
  });

  it('refuses a script from outside the site, which would need its own hash and a wider policy', () => {
    const dir = site({ 'index.html': page('    <script src="https://cdn.example.com/lib.js"></script>') });
    expect(() => hardenSite({ outDir: dir, base: '/' })).toThrow(
      'https://cdn.example.com/lib.js: expected a file of this site under /',
    );
  });
});
