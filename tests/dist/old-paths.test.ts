/**
 * The test site's old paths in the build, at the root and under a sub-path: each alias gets a page that
 * sends the reader on (a meta refresh to the page's path under the base path, its canonical URL,
 * noindex, a visible link, no script, the site's policy), each removed path a page that says so with
 * links home and to the blog; `_redirects` has each alias for Netlify and Cloudflare Pages; and no old
 * path is in the sitemap, a feed, a list or the search index.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { listFiles, readDist, readPage, searchedUrls, textOf } from '../support/dist.ts';
import { fixtureBuild, fixtureSite, type FixtureBuild } from '../support/fixture-build.ts';
import { fixtureContent } from '../support/fixture-content.ts';
import { oldPathFile, oldPaths, postRoute } from '../support/site-pages.ts';

const { site } = fixtureContent();
const { aliases, removed } = oldPaths();

describe.each(['root', 'subpath'] as const)('the old paths of the %s build', (variant) => {
  let build: FixtureBuild;
  const { url, base } = fixtureSite(variant);
  const under = (sitePath: string) => `${base.replace(/\/$/, '')}${sitePath}`;
  beforeAll(async () => {
    build = await fixtureBuild(variant);
  });

  it('has aliases and a removed path to test', () => {
    expect(aliases.length).toBeGreaterThan(1);
    expect(aliases.some(({ from }) => from.endsWith('.html'))).toBe(true);
    expect(removed.length).toBeGreaterThan(0);
  });

  it.each(aliases)('sends $from on to its post, without a script, as no search engine lists', ({ from, post }) => {
    const page = readPage(oldPathFile(from), build.dir);
    const target = under(postRoute(post));
    expect(page.all((e) => e.tagName === 'meta' && String(e.properties.httpEquiv) === 'refresh')[0]?.properties.content).toBe(
      `0; url=${target}`,
    );
    const canonical = page.all((e) => e.tagName === 'link' && String(e.properties.rel) === 'canonical')[0];
    expect(canonical?.properties.href).toBe(new URL(postRoute(post).slice(1), url).href);
    expect(page.meta('robots')).toBe('noindex');
    const link = page.tags('a')[0];
    expect([link?.properties.href, link && textOf(link)]).toEqual([target, post.title]);
    expect(page.tags('script')).toEqual([]);
    expect(page.all((e) => e.tagName === 'meta' && String(e.properties.httpEquiv) === 'Content-Security-Policy')).toHaveLength(1);
  });

  it.each(removed)('says %s was removed, and links home and to the blog', (gone) => {
    const page = readPage(oldPathFile(gone), build.dir);
    expect(textOf(page.tags('h1')[0] ?? { type: 'root', children: [] })).toBe('This page was removed');
    expect(page.tags('a').map((a) => [a.properties.href, textOf(a)])).toEqual([
      [base, site.name],
      [under('/blog'), site.blog.name],
    ]);
    expect(page.meta('robots')).toBe('noindex');
    expect(page.tags('script')).toEqual([]);
  });

  it('writes _redirects with a forced line for Netlify and a plain one for Cloudflare Pages per alias', () => {
    const lines = readDist('_redirects', build.dir)
      .split('\n')
      .filter((line) => line !== '' && !line.startsWith('#'));
    expect(lines).toEqual(
      aliases.flatMap(({ from, post }) => [
        `${under(from)} ${under(postRoute(post))} 301!`,
        `${under(from)} ${under(postRoute(post))} 301`,
      ]),
    );
    // A file the host reads, never one it serves or sends headers for.
    expect(readDist('_headers', build.dir)).not.toContain('_redirects');
  });

  it('lists no old path in the sitemap, a feed, a list of posts or the search index', () => {
    const old = [...aliases.map(({ from }) => from), ...removed];
    const texts = ['sitemap.xml', 'feed.xml', 'llms.txt', 'blog/index.html', 'index.html'].map((file) => readDist(file, build.dir));
    for (const sitePath of old) for (const text of texts) expect(text).not.toContain(under(sitePath));
    const searched = searchedUrls(build.dir);
    for (const sitePath of old) expect(searched.some((u) => u.startsWith(under(sitePath)))).toBe(false);
    expect(existsSync(path.join(build.dir, oldPathFile(old[0] ?? '')))).toBe(true);
  });

  it('gives the pages at old paths a stylesheet of their own, content-hashed, beside the site’s', () => {
    const sheets = listFiles(build.dir).filter((file) => /^assets\/old-path-[\w-]+\.css$/.test(file));
    expect(sheets).toHaveLength(1);
    const page = readPage(oldPathFile(removed[0] ?? ''), build.dir);
    const links = page.tags('link').filter((l) => String(l.properties.rel) === 'stylesheet');
    expect(links.map((l) => l.properties.href)).toContain(under(`/${sheets[0] ?? ''}`));
    expect(links.every((l) => typeof l.properties.integrity === 'string')).toBe(true);
  });
});

describe('llms.txt', () => {
  it.each(['root', 'subpath'] as const)('lists exactly the %s build’s public pages, projects and posts, under its URL', async (variant) => {
    const build = await fixtureBuild(variant);
    const { url } = fixtureSite(variant);
    const { posts, projects, pages } = fixtureContent();
    const text = readDist('llms.txt', build.dir);
    const lines = text.split('\n');
    expect(lines.slice(0, 3)).toEqual([`# ${site.name}`, '', `> ${site.description.replace(/\s+/g, ' ')}`]);
    const links = [...text.matchAll(/^- \[(.+?)\]\((\S+?)\): (.+)$/gm)].map((m) => m[2]);
    const at = (sitePath: string) => new URL(sitePath.slice(1), url).href;
    expect(links).toEqual([
      at('/'),
      at('/blog'),
      ...pages.map((page) => at(`/${page.slug}`)),
      ...projects.map((project) => (project.body === '' ? `${at('/')}#projects` : at(`/projects/${project.slug}`))),
      ...[...posts].reverse().map((post) => at(postRoute(post))),
    ]);
    for (const heading of ['## Pages', '## Projects', '## Posts']) expect(lines).toContain(heading);
  });
});
