/**
 * What the built test site's posts and project pages carry beyond their text: diagrams drawn into the
 * HTML (no inline style, each named, their stylesheet linked only where they are), the series box,
 * related posts, the link to the page's source file, and Previous/Next with only real neighbours.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { relatedPosts } from '../../src/lib/related.ts';
import { seriesParts } from '../../src/lib/series.ts';
import { sourceRepository } from '../../src/lib/repository.ts';
import { sourceLink } from '../../src/lib/source-link.ts';
import { elementsIn, readDist, readPage, stylesheetsOf, textOf } from '../support/dist.ts';
import { FIXTURE_CONTENT } from '../support/fixture-build.ts';
import { fixtureContent, projectsWithPages } from '../support/fixture-content.ts';
import { appPageFiles, pageFile, postRoute } from '../support/site-pages.ts';

const { site, posts } = fixtureContent();
const projectRoute = (slug: string) => `/projects/${slug}`;
const withDiagrams = [
  ...posts.filter((post) => post.diagrams.length > 0).map(postRoute),
  ...projectsWithPages()
    .filter((project) => project.body.includes('```mermaid'))
    .map((project) => projectRoute(project.slug)),
];

describe('diagrams in the built pages', () => {
  it('the test site draws diagrams on a post and on a project page', () => {
    expect(withDiagrams.length).toBeGreaterThanOrEqual(2);
  });

  it.each(withDiagrams)('%s has each diagram as an inline SVG image with a name, and no style of its own', (route) => {
    const file = pageFile(route);
    const page = readPage(file);
    const figures = page.all((e) => e.tagName === 'figure' && String(e.properties.className).includes('diagram'));
    expect(figures.length).toBeGreaterThan(0);
    for (const figure of figures) {
      const [svg] = elementsIn(figure, (e) => e.tagName === 'svg');
      expect(svg?.properties.role).toBe('img');
      const name = svg?.properties.ariaLabel ?? svg?.properties.ariaLabelledBy;
      expect(name).toBeDefined();
      expect(elementsIn(figure, (e) => e.tagName === 'text').length).toBeGreaterThan(0);
      expect(elementsIn(figure, (e) => e.tagName === 'pre').map(textOf)).toHaveLength(1);
    }
    const body = readDist(file).split('<body')[1] ?? '';
    expect(body).not.toMatch(/<style|\sstyle="/);
    expect(stylesheetsOf(file).some((css) => /diagrams-[\w-]+\.css$/.test(css))).toBe(true);
  });

  it('links the diagrams’ stylesheet only from pages with a diagram', () => {
    for (const file of appPageFiles()) {
      const linked = stylesheetsOf(file).some((css) => /diagrams-[\w-]+\.css$/.test(css));
      const route = `/${file.replace(/index\.html$/, '')}`.replace(/\/$/, '') || '/';
      if (!withDiagrams.includes(route)) expect(linked, file).toBe(false);
    }
  });

  it('colours diagrams with the site’s tokens, for both schemes, and prints them', () => {
    const file = pageFile(withDiagrams[0] ?? '/');
    const css = stylesheetsOf(file)
      .filter((sheet) => /diagrams-[\w-]+\.css$/.test(sheet))
      .map((sheet) => readDist(sheet))
      .join('');
    for (const variable of ['--_text', '--_text-muted', '--_line', '--_arrow', '--_node-fill', '--bg', '--fg'])
      expect(css).toMatch(new RegExp(`${variable}:var\\(--color-[\\w-]+\\)`));
    expect(css).toContain('@media print');
  });
});

describe('series, related posts and neighbours in the built pages', () => {
  it.each(posts)('$slug shows its series, its related posts and only the neighbours it has', (post) => {
    const page = readPage(pageFile(postRoute(post)));
    const text = page.text();
    if (post.series !== undefined) {
      const parts = seriesParts(posts, post.series);
      expect(text).toContain(`Part ${parts.indexOf(post) + 1} of ${parts.length}`);
      const [box] = page.all((e) => e.tagName === 'nav' && e.properties.ariaLabel === `Series: ${post.series}`);
      if (!box) throw new Error('no series box');
      expect(elementsIn(box, (e) => e.tagName === 'li').map(textOf)).toEqual(
        parts.map((part) => (part === post ? `${part.title} (this post)` : part.title)),
      );
    }
    const [region] = page.all((e) => e.tagName === 'section' && textOf(e).startsWith('Related posts'));
    const listed = region ? elementsIn(region, (e) => e.tagName === 'h3').map(textOf) : [];
    expect(listed).toEqual(relatedPosts(posts, post.tags, post.slug).map((p) => p.title));
    const index = posts.indexOf(post);
    const [nav] = page.all((e) => e.tagName === 'nav' && e.properties.ariaLabel === 'Posts');
    const links = nav ? elementsIn(nav, (e) => e.tagName === 'a').map((a) => String(a.properties.href)) : [];
    const previous = posts[index - 1];
    const next = posts[index + 1];
    expect(links).toEqual([...(previous ? [postRoute(previous)] : []), ...(next ? [postRoute(next)] : [])]);
  });

  it('has no disabled Previous or Next and no "Previous: Home" on any page of a site of several posts', () => {
    expect(posts.length).toBeGreaterThan(1);
    for (const file of appPageFiles()) {
      const page = readPage(file);
      expect(page.all((e) => e.properties.ariaDisabled === 'true' || e.properties.disabled === true), file).toEqual([]);
      expect(page.text(), file).not.toContain('Previous: Home');
    }
  });

  it('links each post and project page to its own file in the repository site.md names', () => {
    const pages = [
      ...posts.map((post) => ({ route: postRoute(post), file: post.file })),
      ...projectsWithPages().map((project) => ({
        route: projectRoute(project.slug),
        file: path.relative(process.cwd(), path.join(FIXTURE_CONTENT, project.file)).split(path.sep).join('/'),
      })),
    ];
    for (const { route, file } of pages) {
      const link = sourceLink(sourceRepository(site.repository), file);
      if (!link) throw new Error(`no source link for ${file}`);
      const page = readPage(pageFile(route));
      const anchors = page.all((e) => e.tagName === 'a' && e.properties.href === link.href);
      expect(anchors.map((a) => textOf(a).startsWith(link.label)), route).toEqual([true]);
    }
  });
});
