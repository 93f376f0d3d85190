import { describe, expect, it } from 'vitest';
import { diffSites, routeOf, type BuiltSite, type RoutePage } from './pages.ts';
import { plainExcerpt } from './words.ts';

const page = (route: string, lines: string[], images: string[] = []): RoutePage => ({
  route,
  title: 'Elias Brandt',
  lines,
  images,
});
const site = (...pages: RoutePage[]): BuiltSite => ({ base: '/', pages: new Map(pages.map((p) => [p.route, p])) });

describe('diffSites', () => {
  it('lists routes added, removed and changed, and leaves unchanged ones out', () => {
    const before = site(page('/', ['Skills', 'ROS 2']), page('/blog/a', ['A']), page('/blog/b', ['B']));
    const after = site(page('/', ['Skills', 'ROS 2', 'Rust']), page('/blog/a', ['A']), page('/blog/c', ['C']));
    const changes = diffSites(before, after);
    expect(changes.map((c) => [c.route, c.status])).toEqual([
      ['/', 'changed'],
      ['/blog/b', 'removed'],
      ['/blog/c', 'added'],
    ]);
    expect(changes[0]?.excerpts.map((e) => plainExcerpt(e))).toEqual(['ROS 2 / {+Rust+}']);
  });

  it('counts a page whose text is the same but whose image files changed as changed', () => {
    const [change] = diffSites(
      site(page('/blog/a', ['A'], ['/assets/x-1.avif', '/assets/y-1.avif'])),
      site(page('/blog/a', ['A'], ['/assets/x-2.avif', '/assets/y-1.avif'])),
    );
    expect(change).toMatchObject({ route: '/blog/a', added: 0, removed: 0, imagesAdded: 1, imagesRemoved: 1 });
  });
});

describe('routeOf', () => {
  it('maps built index files to routes', () => {
    expect(routeOf('index.html')).toBe('/');
    expect(routeOf('blog/karl/index.html')).toBe('/blog/karl');
  });
});
