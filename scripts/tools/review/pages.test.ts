import { fromHtml } from 'hast-util-from-html';
import type { Element } from 'hast';
import { describe, expect, it } from 'vitest';
import { diffSites, pictureChanges, picturesOf, routeOf, type BuiltSite, type RoutePage } from './pages.ts';
import { plainExcerpt } from './words.ts';

const page = (route: string, lines: string[], pictures: string[] = []): RoutePage => ({
  route,
  title: 'Noor Haddad',
  lines,
  pictures,
});
const site = (...pages: RoutePage[]): BuiltSite => ({ base: '/', pages: new Map(pages.map((p) => [p.route, p])) });

/** A gallery picture as the build writes it: an AVIF, a WebP and a JPEG, each in two sizes. */
const picture = (name: string) =>
  `<picture><source type="image/avif" srcset="/assets/${name}-480.avif 480w, /assets/${name}-960.avif 960w">` +
  `<source type="image/webp" srcset="/assets/${name}-480.webp 480w, /assets/${name}-960.webp 960w">` +
  `<img src="/assets/${name}-960.jpg" srcset="/assets/${name}-480.jpg 480w, /assets/${name}-960.jpg 960w" alt=""></picture>`;
/** The `<body>` of a page holding `html`. */
function bodyOf(html: string): Element {
  const document = fromHtml(html).children.find((c): c is Element => c.type === 'element');
  const found = document?.children.find((c): c is Element => c.type === 'element' && c.tagName === 'body');
  if (!found) throw new Error('no <body>');
  return found;
}

describe('picturesOf', () => {
  it('counts a picture once, whatever formats and sizes it is made of', () => {
    const pictures = picturesOf(
      bodyOf(`<main>${picture('board-a1')}<p>Text</p>${picture('plot-b2')}<img src="/me.jpg" alt=""></main>`),
    );
    expect(pictures).toHaveLength(3);
    expect(pictures[0]?.split(' ')).toHaveLength(6);
    expect(pictures[2]).toBe('/me.jpg');
  });

  it('leaves out pictures kept out of sight', () => {
    expect(picturesOf(bodyOf(`<div hidden>${picture('menu')}</div><main>${picture('seen')}</main>`))).toHaveLength(1);
  });
});

describe('pictureChanges', () => {
  it('calls a picture made of new files where none went a new picture', () => {
    expect(pictureChanges(['a', 'b'], ['a', 'b', 'c'])).toEqual({ added: 1, removed: 0, replaced: 0 });
  });

  it('calls a new picture in the place of one that went a replaced picture', () => {
    expect(pictureChanges(['a', 'b'], ['a', 'c'])).toEqual({ added: 0, removed: 0, replaced: 1 });
    expect(pictureChanges(['a', 'b', 'c'], ['a'])).toEqual({ added: 0, removed: 2, replaced: 0 });
  });

  it('sees no change in the same pictures, moved or shown twice', () => {
    expect(pictureChanges(['a', 'b', 'b'], ['b', 'a', 'b'])).toEqual({ added: 0, removed: 0, replaced: 0 });
  });
});

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

  it('counts a page whose text is the same but whose pictures changed as changed', () => {
    const [change] = diffSites(
      site(page('/blog/a', ['A'], ['/assets/x-1.avif /assets/x-1.jpg', '/assets/y-1.avif /assets/y-1.jpg'])),
      site(page('/blog/a', ['A'], ['/assets/x-2.avif /assets/x-2.jpg', '/assets/y-1.avif /assets/y-1.jpg'])),
    );
    expect(change).toMatchObject({
      route: '/blog/a',
      added: 0,
      removed: 0,
      pictures: { added: 0, removed: 0, replaced: 1 },
    });
  });
});

describe('routeOf', () => {
  it('maps built index files to routes', () => {
    expect(routeOf('index.html')).toBe('/');
    expect(routeOf('blog/karl/index.html')).toBe('/blog/karl');
  });
});
