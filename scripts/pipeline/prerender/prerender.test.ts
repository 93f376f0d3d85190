import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { RenderedPage } from '../../../src/entry-server.tsx';
import { prerender, type ServerEntry } from './prerender.ts';

describe('prerender', () => {
  const outDir = mkdtempSync(path.join(tmpdir(), 'prerender-'));
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));
  writeFileSync(
    path.join(outDir, 'index.html'),
    '<!doctype html><html><head><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-data--></body></html>',
  );
  const manifest = { 'index.html': { file: 'assets/index.js' }, 'src/pages/Page.tsx': { file: 'assets/page.js' } };
  /** A server entry that renders each path as a page naming it, for the paths given. */
  const server = (paths: string[]) =>
    ({
      prerenderPaths: () => paths,
      render: (at: string): Promise<RenderedPage> =>
        Promise.resolve({
          html: `<main>Page ${at}</main>`,
          head: '',
          page: { route: 'home', data: {} } as never,
          pageModule: 'src/pages/Page.tsx',
          body: undefined,
          bodyHtml: undefined,
        }),
      pageUrl: (at: string) => `https://example.org${at}`,
    }) as unknown as ServerEntry;

  it('fails when two pages would write one file, naming both, and keeps the first page', async () => {
    const run = prerender({
      root: process.cwd(),
      outDir,
      base: '/',
      manifest,
      server: server(['/blog/tags', '/blog/tags/']),
    });
    await expect(run).rejects.toThrow(
      'Prerendering failed (1 page):\n/blog/tags/: it writes blog/tags/index.html, as /blog/tags does',
    );
    expect(readFileSync(path.join(outDir, 'blog', 'tags', 'index.html'), 'utf8')).toContain('Page /blog/tags<');
  });
});
