import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fromHtml } from 'hast-util-from-html';
import type { Element } from 'hast';
import { describe, expect, it } from 'vitest';
import {
  diffSites,
  pictureChanges,
  picturesOf,
  readBuiltSite,
  routeOf,
  type BuiltSite,
  type RoutePage,
} from './pages.ts';
import { plainExcerpt } from './words.ts';

const page = (route: string, lines: string[], pictures: string[] = [], styles = 'styles-1'): RoutePage => ({
  route,
  title: 'Noor Haddad',
  lines,
  pictures,
  styles,
});
const site = (...pages: RoutePage[]): BuiltSite => ({ pages: new Map(pages.map((p) => [p.route, p])) });

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
      restyled: false,
    });
  });

  it('counts a page with the same words and pictures but other stylesheets as changed, restyled', () => {
    const changes = diffSites(
      site(page('/', ['Home']), page('/blog', ['Blog'])),
      site(page('/', ['Home'], [], 'styles-2'), page('/blog', ['Blog'])),
    );
    expect(changes).toEqual([
      {
        route: '/',
        status: 'changed',
        added: 0,
        removed: 0,
        excerpts: [],
        pictures: { added: 0, removed: 0, replaced: 0 },
        restyled: true,
      },
    ]);
  });
});

describe('readBuiltSite', () => {
  /** A build under `/site/` whose home page links `sheets` (file name to its text), in order. */
  function build(sheets: Record<string, string>): string {
    const dir = mkdtempSync(path.join(tmpdir(), 'review-styles-'));
    mkdirSync(path.join(dir, 'assets'));
    for (const [name, text] of Object.entries(sheets)) writeFileSync(path.join(dir, 'assets', name), text);
    const links = Object.keys(sheets)
      .map((name) => `<link rel="stylesheet" href="/site/assets/${name}">`)
      .join('');
    writeFileSync(
      path.join(dir, 'index.html'),
      `<!doctype html><html><head><title>Home</title><link rel="canonical" href="https://example.org/site/">${links}</head><body><main><p>Hello</p></main></body></html>`,
    );
    return dir;
  }

  it('tells pages styled by the same bytes, whatever the files are named, from pages styled otherwise', () => {
    const dirs = [
      build({ 'app-a1.css': 'p{color:red}', 'home-b1.css': 'main{margin:0}' }),
      build({ 'app-a2.css': 'p{color:red}', 'home-b2.css': 'main{margin:0}' }),
      build({ 'app-a3.css': 'p{color:blue}', 'home-b1.css': 'main{margin:0}' }),
    ];
    try {
      const [one, renamed, recoloured] = dirs.map((dir) => readBuiltSite(dir, '/site/').pages.get('/')?.styles);
      expect(one).toMatch(/^[0-9a-f]{64}$/);
      expect(renamed).toBe(one);
      expect(recoloured).not.toBe(one);
    } finally {
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('routeOf', () => {
  it('maps built index files to routes', () => {
    expect(routeOf('index.html')).toBe('/');
    expect(routeOf('blog/karl/index.html')).toBe('/blog/karl');
  });
});
