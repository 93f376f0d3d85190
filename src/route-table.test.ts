/**
 * The route table says everything about a page: which route shows a path, the data it is rendered
 * from, its head tags, its JSON-LD, the paths to prerender and the anchors a link may target, all
 * derived from its entry; a page added to a table gets its own of each.
 */
import { describe, expect, it } from 'vitest';
import type { HomeData, TagData } from './content/pages.ts';
import { blogHead, homeHead, postHead, projectHead, type PageHead } from './lib/head.ts';
import { lazyPage } from './lib/lazy-page.ts';
import { TOP_ID } from './lib/sections.ts';
import * as builders from './lib/structured-data.ts';
import { linkTargets, pageFor, prerenderPaths, routeBuild, SITE_ROUTES } from './route-build.ts';
import { route, type BuildParts, type Routes } from './route-entry.ts';
import { isAppPage, routeAt, routeTable } from './route-table.ts';
import {
  sampleContent,
  samplePost,
  samplePostAt,
  sampleProjectWithPage,
  sampleSite,
} from '../tests/support/sample-page-data.ts';

const site = sampleSite;
/** Three posts at two a page: the blog index has two pages. */
const posts = [samplePost, samplePostAt('second', '2026-01-02'), samplePostAt('third', '2026-03-04')];
const content = sampleContent(posts);

/** The build's part of the route `id` of `routes`. */
const buildOf = (id: string, routes: Routes = SITE_ROUTES): BuildParts<unknown> => {
  const parts = routes.build[id];
  if (!parts) throw new Error(`no build parts for ${id}`);
  return parts;
};

/** The head and JSON-LD types of the page at `path`, as its route entry gives them. */
function described(path: string, routes: Routes = SITE_ROUTES) {
  const page = pageFor(path, content, routes);
  if (!page.head) throw new Error(`${path}: the page has no head`);
  return {
    page,
    head: page.head,
    types: buildOf(page.route, routes)
      .structuredData(page.data, content.site, builders)
      .map((d) => (d as { '@type': string })['@type']),
  };
}

describe('routeAt', () => {
  it.each([
    ['/', 'home'],
    ['/blog', 'blog'],
    ['/blog/', 'blog'],
    ['/blog/page/2', 'blogPage'],
    ['/blog/sample', 'post'],
    ['/blog/sample/', 'post'],
    ['/blog/no-such-post', 'post'],
  ])('%s is shown by the %s route', (path, id) => {
    expect(routeAt(path)?.id).toBe(id);
  });

  it.each(['/blog/sample/extra', '/anything/else'])('no route shows %s', (path) => {
    expect(routeAt(path)).toBeUndefined();
  });

  it('gives a path of one part no other route has to the pages from content/pages/', () => {
    expect(routeAt('/uses')?.id).toBe('page');
    expect(routeAt('/blog')?.id).toBe('blog');
  });
});

describe('pageFor', () => {
  it('gives home its profile and lists', () => {
    const { page } = described('/');
    expect(page.route).toBe('home');
    expect(page.data).toMatchObject({ profile: content.home, projects: content.projects, skills: content.skills });
  });

  it('gives each page the head its entry works out from the page’s data', () => {
    for (const path of prerenderPaths(content)) {
      const { page } = described(path);
      expect(page.head, path).toEqual(buildOf(page.route).head(page.data, content.site));
    }
    expect(described('/blog/second').head.title).toContain(posts[1]?.title);
  });

  it('gives a post itself, its neighbours by date, its related posts and its body', () => {
    const { page } = described('/blog/second');
    const { related, ...rest } = page.data as { related: { slug: string }[] };
    expect({ route: page.route, data: rest }).toEqual({
      route: 'post',
      data: {
        post: posts[1],
        previous: { slug: 'sample', title: samplePost.title },
        next: { slug: 'third', title: 'Post third' },
        alone: false,
        body: { source: 'content/blog/second.mdx' },
      },
    });
    // Every post here has the same tags: the others, newest first.
    expect(related.map((post) => post.slug)).toEqual(['third', 'sample']);
  });

  it('marks the only post as alone, with no neighbour and nothing related', () => {
    const { data } = pageFor('/blog/sample', sampleContent([samplePost])) as {
      data: { alone: boolean; related: unknown[] };
    };
    expect(data.alone).toBe(true);
    expect(data.related).toEqual([]);
  });

  it('gives each page of the blog index its posts, newest first, and where it stands', () => {
    expect(described('/blog').page).toMatchObject({
      route: 'blog',
      data: { page: 1, pages: 2, total: 3, posts: [{ slug: 'third' }, { slug: 'second' }] },
    });
    expect(described('/blog/page/2').page).toMatchObject({
      route: 'blogPage',
      data: { page: 2, pages: 2, posts: [{ slug: 'sample' }] },
    });
  });

  it.each(['/blog/nope', '/blog/page/3', '/blog/page/1', '/blog/page/02', '/blogs', '/blog/sample/extra'])(
    'shows home at %s, which no page has',
    (path) => {
      expect(described(path).page.route).toBe('home');
    },
  );
});

describe('each entry’s head and structured data', () => {
  it('gives home the home head and the Person', () => {
    expect(described('/')).toMatchObject({ head: homeHead(site), types: ['Person'] });
  });

  it('gives a post its head, its BlogPosting and its BreadcrumbList', () => {
    expect(described('/blog/sample')).toMatchObject({
      head: postHead(site, samplePost),
      types: ['BlogPosting', 'BreadcrumbList'],
    });
  });

  it('gives each page of the blog index its own head, which links the pages in order, and the Blog', () => {
    const first = described('/blog');
    const second = described('/blog/page/2');
    expect(first.head).toEqual(blogHead(site, { page: 1, pages: 2 }));
    expect(first.types).toEqual(['Blog']);
    expect(second.head.canonical).toBe('https://example.github.io/portfolio/blog/page/2');
    expect(second.head.prev).toBe(first.head.canonical);
    expect(first.head.next).toBe(second.head.canonical);
  });
});

describe('a tag’s pages', () => {
  it('list the tag’s projects on the first page and count them on every page', () => {
    const first = described('/blog/tags/test-gear').page.data as TagData;
    const second = described('/blog/tags/test-gear/page/2').page.data as TagData;
    const carrying = content.projects.filter((project) => project.tags.includes('test-gear'));
    expect(carrying.length).toBeGreaterThan(0);
    expect([first.projects, first.projectTotal]).toEqual([carrying, carrying.length]);
    expect([second.projects, second.projectTotal]).toEqual([[], carrying.length]);
    expect(described('/blog/tags/test-gear/page/2').head.description).toBe(
      described('/blog/tags/test-gear').head.description,
    );
  });
});

describe('isAppPage', () => {
  it.each(['/', '', '/#contact', '/blog', '/blog/', '/blog#top', '/blog/page/2', '/blog/sample', '/blog/x#y'])(
    '%s is a page of the app',
    (href) => {
      expect(isAppPage(href)).toBe(true);
    },
  );

  it('takes a path of one part without a dot for a page from content/pages/ (the link check knows which exist)', () => {
    expect(isAppPage('/uses')).toBe(true);
  });

  it.each(['/resume.pdf', '/favicon.svg', '/blogs/x', '/blog/sample/extra', '/about/us', '/blog/sample.pdf'])(
    '%s is not',
    (href) => {
      expect(isAppPage(href)).toBe(false);
    },
  );
});

describe('a page added to a table', () => {
  const talksHead = (): PageHead => ({
    ...homeHead(site),
    title: 'Talks | Ada Example',
    canonical: `${site.url}talks/archive`,
  });
  const talks = route<{ count: number }>({
    path: '/talks/archive',
    component: lazyPage(() => Promise.resolve({ default: () => null })),
  });
  const talksBuild: BuildParts<{ count: number }> = {
    paths: () => ['/talks/archive'],
    data: (_params, { skills }) => ({ count: skills.length }),
    head: talksHead,
    structuredData: (data, owner) => [
      { '@context': 'https://schema.org', '@type': 'ItemList', name: owner.name, numberOfItems: data.count },
    ],
    anchors: () => [TOP_ID, 'latest'],
  };
  const table: Routes = { table: { ...routeTable, talks }, build: { ...routeBuild, talks: talksBuild } };

  it('is prerendered from its own data, with its own head and JSON-LD, not the home page’s', () => {
    expect(prerenderPaths(content, table)).toContain('/talks/archive');
    const { page, head, types } = described('/talks/archive', table);
    expect({ route: page.route, data: page.data }).toEqual({ route: 'talks', data: { count: content.skills.length } });
    expect(head.title).toBe('Talks | Ada Example');
    expect(types).toEqual(['ItemList']);
  });

  it('is a page links may lead to, with its anchors, and a page of the app', () => {
    expect(linkTargets(content, table).get('/talks/archive')).toEqual(new Set([TOP_ID, 'latest']));
    expect(isAppPage('/talks/archive', table.table)).toBe(true);
    expect(isAppPage('/talks/archive')).toBe(false);
  });

  it('falls back to home’s data for a path it does not have', () => {
    expect(pageFor('/talks/archive', content).data as HomeData).toMatchObject({ skills: content.skills });
  });
});

describe('project pages', () => {
  // The sample's card `rig` has no body; two projects after it have pages.
  const withPages = {
    ...content,
    projects: [
      ...content.projects,
      sampleProjectWithPage('alpha', 2, ['rf']),
      sampleProjectWithPage('beta', 3, ['nothing-else']),
    ],
  };

  it('prerender a page for each project with a body, and none for a card without one', () => {
    const paths = prerenderPaths(withPages).filter((p) => p.startsWith('/projects/'));
    expect(paths).toEqual(['/projects/alpha', '/projects/beta']);
    expect(pageFor('/projects/rig', withPages).route).toBe('home');
  });

  it('give a project its head, its CreativeWork and its BreadcrumbList', () => {
    const page = pageFor('/projects/alpha', withPages);
    expect(page.route).toBe('project');
    const entry = routeBuild.project;
    if (page.route !== 'project') throw new Error('not a project page');
    expect(entry.head(page.data, site)).toEqual(projectHead(site, page.data.project));
    expect(entry.structuredData(page.data, site, builders).map((d) => (d as { '@type': string })['@type'])).toEqual([
      'CreativeWork',
      'BreadcrumbList',
    ]);
  });

  it('move Previous and Next between the projects with pages, and relate the posts sharing a tag', () => {
    const alpha = pageFor('/projects/alpha', withPages);
    const beta = pageFor('/projects/beta', withPages);
    if (alpha.route !== 'project' || beta.route !== 'project') throw new Error('not project pages');
    expect([alpha.data.previous, alpha.data.next?.slug]).toEqual([undefined, 'beta']);
    expect([beta.data.previous?.slug, beta.data.next]).toEqual(['alpha', undefined]);
    // Every sample post carries `rf`: newest first.
    expect(alpha.data.related.map((p) => p.slug)).toEqual(['third', 'second', 'sample']);
    expect(beta.data.related).toEqual([]);
  });

  it('let links reach a project page and the ids its body defines', () => {
    expect(linkTargets(withPages).get('/projects/alpha')).toEqual(new Set([TOP_ID, 'overview']));
    expect(linkTargets(withPages).has('/projects/rig')).toBe(false);
  });
});
