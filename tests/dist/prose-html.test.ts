/**
 * A body is HTML, shipped once: each post's, project page's and page's prose is in its page and in the
 * `page-data.json` a navigation fetches, and in no script the site serves, whatever its size. A phrase
 * of each body's own prose, found in no other body, is looked for in every `.js` file of the built
 * site; the test site and the third owner's (which has pages from content/pages/) are both read. And
 * the HTML's components, static ones included, whose code no browser loads, are styled: every class of
 * a CSS module in a body is defined by a stylesheet its page links.
 */
import { find, html } from 'property-information';
import { describe, expect, it } from 'vitest';
import { BODY_ATTRIBUTE } from '../../src/components/mdx/body-parts.ts';
import { PAGE_DATA_FILE } from '../../src/lib/page-data.ts';
import { classesOf, elementsIn, listFiles, readDist, readPage, stylesheetsOf, textOf } from '../support/dist.ts';
import { fixtureDist, OTHER_SITES } from '../support/fixture-build.ts';
import { fixtureContent, type FixtureContent } from '../support/fixture-content.ts';
import { pageFile, postRoute } from '../support/site-pages.ts';

/** Every body of a site's content, with the route of its page. */
const bodiesOf = ({ posts, projects, pages }: FixtureContent) => [
  ...posts.map((post) => ({ name: post.slug, route: postRoute(post), body: post.body })),
  ...projects
    .filter((project) => project.body !== '')
    .map((project) => ({ name: `project ${project.slug}`, route: `/projects/${project.slug}`, body: project.body })),
  ...pages.map((page) => ({ name: `page ${page.slug}`, route: `/${page.slug}`, body: page.body })),
];

const sites = [
  { site: 'the test site', dist: fixtureDist('root'), bodies: bodiesOf(fixtureContent()) },
  {
    site: 'the third owner’s site',
    dist: fixtureDist('firmware-security'),
    bodies: bodiesOf(fixtureContent(OTHER_SITES['firmware-security'])),
  },
];

/**
 * A phrase of `body`'s prose: the first eight words of a line of a plain paragraph (no Markdown, no
 * characters HTML escapes), which no other body has.
 */
function uniquePhrase(body: string, others: readonly string[]): string {
  const lines = body.split('\n').filter((line) => /^[A-Z][A-Za-z0-9 ,.:;()%-]+$/.test(line.trim()));
  for (const line of lines) {
    const phrase = line.trim().split(' ').slice(0, 8).join(' ');
    if (phrase.split(' ').length === 8 && others.every((other) => !other.includes(phrase))) return phrase;
  }
  throw new Error('no line of plain prose of eight words that no other body has');
}

/** A class name Vite gives a CSS module's class: `_name_hash_line`. */
const MODULE_CLASS = /^_[A-Za-z][\w-]*_[a-z0-9]{5}_\d+$/;

describe.each(sites)('$site', ({ dist, bodies }) => {
  const scripts = listFiles(dist).filter((file) => file.endsWith('.js'));

  it('has bodies of every kind it holds, each with its page', () => {
    expect(bodies.length).toBeGreaterThan(2);
  });

  describe.each(bodies)('the prose of $name', ({ route, body }) => {
    const phrase = uniquePhrase(
      body,
      bodies.map((other) => other.body).filter((other) => other !== body),
    );

    it('is in its page, and in the data a navigation to it fetches', () => {
      expect(textOf(readPage(pageFile(route), dist).tree).replace(/\s+/g, ' ')).toContain(phrase);
      const data = readDist(pageFile(route).replace(/index\.html$/, PAGE_DATA_FILE), dist);
      expect(JSON.stringify(JSON.parse(data)).replace(/\\n/g, ' ')).toContain(phrase);
    });

    it('is in no script of the site', () => {
      expect(scripts.length).toBeGreaterThan(5);
      expect(scripts.filter((file) => readDist(file, dist).replace(/\\n|\s+/g, ' ').includes(phrase))).toEqual([]);
    });

    it('has every class of a component’s CSS module defined by a stylesheet its page links', () => {
      const page = readPage(pageFile(route), dist);
      const bodyProperty = find(html, BODY_ATTRIBUTE).property;
      const containers = page.tags('div').filter((div) => div.properties[bodyProperty] !== undefined);
      expect(containers).toHaveLength(1);
      const classes = new Set(
        containers.flatMap((container) =>
          elementsIn(container, () => true).flatMap((element) => classesOf(element).filter((n) => MODULE_CLASS.test(n))),
        ),
      );
      const css = stylesheetsOf(pageFile(route), dist)
        .map((file) => readDist(file, dist))
        .join('\n');
      expect([...classes].filter((name) => !css.includes(`.${name}`))).toEqual([]);
    });
  });
});
