/**
 * The prerenderer makes each page's files as values from what the server entry rendered, and leaves
 * nothing written when a page fails: a page that fails, or two pages that would write one file, fail
 * the build, each named.
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { RenderedPage } from '../../../src/entry-server.tsx';
import { pageFiles, prerender, type BuiltApp, type ServerEntry } from './prerender.ts';

const TEMPLATE =
  '<!doctype html><html><head><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-data--></body></html>';

const app: BuiltApp = {
  template: TEMPLATE,
  base: '/portfolio/',
  manifest: {
    'index.html': { file: 'assets/index.js', css: ['assets/index.css'] },
    'src/pages/Page.tsx': { file: 'assets/page.js', css: ['assets/page.css'] },
    'content/blog/a.mdx': { file: 'assets/a.js', css: ['assets/a.css'] },
    'src/components/mdx/Gallery.tsx': { file: 'assets/gallery.js', css: ['assets/gallery.css'] },
    'src/components/mdx/islands.ts': { file: 'assets/islands.js' },
  },
};

/** What the server entry renders for a post with a gallery. */
const post: RenderedPage = {
  page: {
    route: 'post',
    data: { body: { source: 'content/blog/a.mdx' } } as never,
    head: { title: 'A' } as never,
    body: { html: '<p>Hello</p>' },
  },
  markup: '<main>A post</main>',
  head: '<title>A</title>',
  modules: {
    page: 'src/pages/Page.tsx',
    body: 'content/blog/a.mdx',
    components: ['src/components/mdx/Gallery.tsx'],
    scripts: ['src/pages/Page.tsx', 'src/components/mdx/islands.ts'],
  },
  links: [{ label: 'Code', url: 'https://codeberg.org/ada', header: true, icon: 'codeberg' }],
};

describe('pageFiles', () => {
  const [html, data] = pageFiles('/blog/a', post, app);

  it('makes the page’s HTML from the template, its head, its markup and its stylesheets, under the base path', () => {
    expect(html?.path).toBe('blog/a/index.html');
    expect(html?.contents).toBe(
      '<!doctype html><html><head><title>A</title>' +
        ['page', 'a', 'gallery']
          .map((name) => `  <link rel="stylesheet" crossorigin href="/portfolio/assets/${name}.css">\n  `)
          .join('') +
        '</head><body><div id="root"><main>A post</main></div>' +
        '<script type="application/json" id="page-data" data-modules="/portfolio/assets/page.js /portfolio/assets/islands.js">' +
        '{"route":"post","data":{"body":{"source":"content/blog/a.mdx"}}}</script>' +
        '<script type="application/json" id="profile-links">' +
        '[{"label":"Code","url":"https://codeberg.org/ada","header":true,"icon":"codeberg"}]</script></body></html>',
    );
  });

  it('puts its whole state beside it, with its body’s stylesheets for a navigation to link', () => {
    expect(data?.path).toBe('blog/a/page-data.json');
    expect(JSON.parse(data?.contents ?? '')).toEqual({
      ...post.page,
      body: { html: '<p>Hello</p>', stylesheets: ['/portfolio/assets/a.css', '/portfolio/assets/gallery.css'] },
    });
  });

  it('is the same for the same state: the files are a function of what was rendered', () => {
    expect(pageFiles('/blog/a', structuredClone(post), app)).toEqual([html, data]);
  });
});

describe('prerender', () => {
  const outDir = mkdtempSync(path.join(tmpdir(), 'prerender-'));
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));
  writeFileSync(path.join(outDir, 'index.html'), TEMPLATE);
  /** A server entry that renders each path as a page naming it, for the paths given. */
  const server = (paths: string[]) =>
    ({
      prerenderPaths: () => paths,
      render: (at: string): Promise<RenderedPage> =>
        Promise.resolve({
          page: { route: 'home', data: {} } as never,
          markup: `<main>Page ${at}</main>`,
          head: '',
          modules: { page: 'src/pages/Page.tsx', components: [], scripts: ['src/pages/Page.tsx'] },
          links: [],
        }),
      pageUrl: (at: string) => `https://example.org${at}`,
    }) as unknown as ServerEntry;

  it('fails when two pages would write one file, naming both, and writes nothing', async () => {
    const run = prerender({
      outDir,
      base: '/',
      manifest: app.manifest,
      server: server(['/', '/blog/tags', '/blog/tags/']),
    });
    await expect(run).rejects.toThrow(
      'Prerendering failed (1 page):\n/blog/tags/: it writes blog/tags/index.html, as /blog/tags does',
    );
    expect(existsSync(path.join(outDir, 'blog', 'tags', 'index.html'))).toBe(false);
  });
});
