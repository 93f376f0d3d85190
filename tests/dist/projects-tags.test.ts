/**
 * Project pages and tags in the built test site: a page for each project with a body (its text, head,
 * JSON-LD, preview card, related posts and Previous/Next), none for a card without one; a page per tag
 * listing its posts and projects, a tags index with counts, a valid Atom feed per tag without drafts,
 * and the chips that link there, all in the HTML, so they work without JavaScript.
 */
import type { Element } from 'hast';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIST, elementsIn, readDist, readPage, textOf, type BuiltPage } from '../support/dist.ts';
import { fixtureContent, projectsWithPages } from '../support/fixture-content.ts';
import { pageFile, postRoute, siteRoutes } from '../support/site-pages.ts';
import { relatedPosts } from '../../src/lib/related.ts';

const { site, posts, drafts, projects } = fixtureContent();
const withPages = projectsWithPages();
const projectRoute = (slug: string) => `/projects/${slug}`;
const tagRoute = (tag: string) => `/blog/tags/${tag}`;

/** The page's JSON-LD blocks, parsed. */
const jsonLd = (page: BuiltPage) =>
  page
    .all((e: Element) => e.tagName === 'script' && e.properties.type === 'application/ld+json')
    .map((e) => JSON.parse(textOf(e)) as Record<string, unknown>);

/** The hrefs of every link in the page's main content. */
const mainLinks = (page: BuiltPage) =>
  page
    .all((e) => e.tagName === 'main')
    .flatMap((main) => elementsIn(main, (e) => e.tagName === 'a'))
    .map((a) => String(a.properties.href));

/** Every tag in the fixture's published posts and projects, with its counts. */
const tags = (() => {
  const counts = new Map<string, { posts: number; projects: number }>();
  for (const [list, key] of [
    [posts, 'posts'],
    [projects, 'projects'],
  ] as const) {
    for (const entry of list) {
      for (const tag of entry.tags) {
        const count = counts.get(tag) ?? { posts: 0, projects: 0 };
        count[key] += 1;
        counts.set(tag, count);
      }
    }
  }
  return counts;
})();

describe('project pages', () => {
  it('the test site has projects with and without a body', () => {
    expect(withPages.length).toBeGreaterThan(1);
    expect(projects.length).toBeGreaterThan(withPages.length);
  });

  it('a project without a body has no page, and its card no link to one', () => {
    for (const project of projects.filter((p) => p.body === '')) {
      expect(existsSync(path.join(DIST, pageFile(projectRoute(project.slug))))).toBe(false);
      expect(readDist('index.html')).not.toContain(`href="/projects/${project.slug}"`);
    }
  });

  it.each(withPages)('$slug has a page, linked from its card on home, in the sitemap', (project) => {
    const route = projectRoute(project.slug);
    const page = readPage(pageFile(route));
    expect(textOf(page.tags('h1')[0] as Element)).toBe(project.title);
    const text = page.text();
    for (const line of [project.tagline, ...project.stack, ...project.tags.map((t) => `#${t}`)])
      expect(text).toContain(line);
    expect(page.tags('h2').map((h) => textOf(h))).toEqual(
      expect.arrayContaining(project.sections.map((s, i) => `${i + 1}. ${s}`)),
    );
    expect(readPage('index.html').all((e) => e.tagName === 'a' && e.properties.href === route)).toHaveLength(1);
    expect(readDist('sitemap.xml')).toContain(`<loc>${site.url}${route.slice(1)}</loc>`);
  });

  it.each(withPages)('$slug has its head, a drawn preview card and its JSON-LD', (project) => {
    const route = projectRoute(project.slug);
    const page = readPage(pageFile(route));
    const canonical = `${site.url}${route.slice(1)}`;
    expect(page.tags('title').map((t) => textOf(t))).toEqual([`${project.title} | ${site.name}`]);
    expect(page.meta('description')).toBe(project.tagline);
    expect(page.meta('og:url')).toBe(canonical);
    const image = page.meta('og:image') ?? '';
    expect(image).toMatch(new RegExp(`/assets/project-${project.slug}-card-[\\w-]+\\.png$`));
    expect(existsSync(path.join(DIST, new URL(image).pathname))).toBe(true);
    expect(page.meta('twitter:card')).toBe('summary_large_image');
    const data = jsonLd(page);
    expect(data.map((d) => d['@type'])).toEqual(['CreativeWork', 'BreadcrumbList']);
    expect(data[0]).toMatchObject({ '@id': canonical, name: project.title, description: project.tagline, image });
    if (project.tags.length > 0) expect(String(data[0]?.keywords)).toContain(project.tags.join(', '));
  });

  it.each(withPages)('$slug lists its related posts and links only the neighbours it has', (project) => {
    const page = readPage(pageFile(projectRoute(project.slug)));
    const [region] = page.all((e) => e.tagName === 'section' && e.properties.ariaLabelledBy !== undefined && textOf(e).startsWith('Related posts'));
    const listed = region ? elementsIn(region, (e) => e.tagName === 'h3').map(textOf) : [];
    expect(listed).toEqual(relatedPosts(posts, project.tags).map((post) => post.title));
    const index = withPages.indexOf(project);
    const previous = withPages[index - 1];
    const next = withPages[index + 1];
    const nav = page.all((e) => e.tagName === 'nav' && e.properties.ariaLabel === 'Projects')[0] as Element;
    const navLinks = elementsIn(nav, (e) => e.tagName === 'a').map((a) => String(a.properties.href));
    expect(navLinks).toEqual([...(previous ? [projectRoute(previous.slug)] : []), ...(next ? [projectRoute(next.slug)] : [])]);
    expect(page.all((e) => e.properties.ariaDisabled === 'true')).toEqual([]);
  });
});

describe('tags', () => {
  it('the test site tags posts and projects', () => {
    expect(tags.size).toBeGreaterThan(1);
  });

  it('the tags index lists every tag once, alphabetically, each a link to its page with its own counts', () => {
    const page = readPage(pageFile('/blog/tags'));
    const [main] = page.tags('main');
    const links = main ? elementsIn(main, (e) => e.tagName === 'a' && String(e.properties.href).includes('/tags/')) : [];
    const names = [...tags.keys()].sort();
    expect(links.map((a) => String(a.properties.href))).toEqual(names.map(tagRoute));
    const counted = (n: number, what: string) => (n === 0 ? [] : [`${n} ${what}${n === 1 ? '' : 's'}`]);
    expect(links.map((a) => textOf(a))).toEqual(
      names.map((tag) => {
        const { posts: p = 0, projects: q = 0 } = tags.get(tag) ?? {};
        return `#${tag}${[...counted(p, 'post'), ...counted(q, 'project')].join(' and ')}`;
      }),
    );
  });

  it.each([...tags.keys()])('%s has a page listing its posts and projects, in the sitemap', (tag) => {
    const route = tagRoute(tag);
    expect(siteRoutes()).toContain(route);
    const links = mainLinks(readPage(pageFile(route)));
    for (const post of posts.filter((p) => p.tags.includes(tag))) expect(links).toContain(postRoute(post));
    for (const draft of drafts) expect(links).not.toContain(postRoute(draft));
    for (const project of withPages.filter((p) => p.tags.includes(tag)))
      expect(links).toContain(projectRoute(project.slug));
    expect(readDist('sitemap.xml')).toContain(`<loc>${site.url}${route.slice(1)}</loc>`);
  });

  it.each([...tags].filter(([, n]) => n.posts > 0).map(([tag]) => tag))(
    '%s has an Atom feed of its published posts, linked from its page',
    (tag) => {
      const feed = readDist(`blog/tags/${tag}/feed.xml`);
      expect(feed).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>\n<feed xmlns="http:\/\/www.w3.org\/2005\/Atom">/);
      const entries = [...feed.matchAll(/<entry>[\s\S]*?<link href="([^"]+)"/g)].map((m) => m[1]);
      expect(entries.sort()).toEqual(
        posts
          .filter((p) => p.tags.includes(tag))
          .map((p) => `${site.url}${postRoute(p).slice(1)}`)
          .sort(),
      );
      const head = readPage(pageFile(tagRoute(tag))).all(
        (e) => e.tagName === 'link' && e.properties.type === 'application/atom+xml',
      );
      expect(head.map((l) => String(l.properties.href))).toContain(`${site.url}blog/tags/${tag}/feed.xml`);
    },
  );

  it('every chip on a post page, a post card and a project card links to its tag page', () => {
    for (const post of posts) {
      const links = mainLinks(readPage(pageFile(postRoute(post))));
      for (const tag of post.tags) expect(links).toContain(tagRoute(tag));
    }
    const home = mainLinks(readPage('index.html'));
    for (const tag of projects.flatMap((p) => p.tags)) expect(home).toContain(tagRoute(tag));
    const index = mainLinks(readPage(pageFile('/blog')));
    for (const tag of posts.flatMap((p) => p.tags)) expect(index).toContain(tagRoute(tag));
  });
});
