/**
 * A body is HTML, shipped once: each post's and project page's prose is in its page and in the
 * `page-data.json` a navigation fetches, and in no script the site serves, whatever its size. A
 * phrase of each body's own prose, found in no other body, is looked for in every `.js` file of the
 * built site.
 */
import { describe, expect, it } from 'vitest';
import { PAGE_DATA_FILE } from '../../src/lib/page-data.ts';
import { listFiles, readDist, readPage, textOf } from '../support/dist.ts';
import { fixtureContent, projectsWithPages } from '../support/fixture-content.ts';
import { pageFile, postRoute } from '../support/site-pages.ts';

const { posts } = fixtureContent();
const bodies = [
  ...posts.filter((post) => !post.draft).map((post) => ({ name: post.slug, route: postRoute(post), body: post.body })),
  ...projectsWithPages().map((project) => ({
    name: `project ${project.slug}`,
    route: `/projects/${project.slug}`,
    body: project.body,
  })),
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

const scripts = listFiles().filter((file) => file.endsWith('.js'));

describe.each(bodies)('the prose of $name', ({ route, body }) => {
  const phrase = uniquePhrase(
    body,
    bodies.map((other) => other.body).filter((other) => other !== body),
  );

  it('is in its page, and in the data a navigation to it fetches', () => {
    expect(textOf(readPage(pageFile(route)).tree).replace(/\s+/g, ' ')).toContain(phrase);
    const data = readDist(pageFile(route).replace(/index\.html$/, PAGE_DATA_FILE));
    expect(JSON.stringify(JSON.parse(data)).replace(/\\n/g, ' ')).toContain(phrase);
  });

  it('is in no script of the site', () => {
    expect(scripts.length).toBeGreaterThan(5);
    expect(scripts.filter((file) => readDist(file).replace(/\\n|\s+/g, ' ').includes(phrase))).toEqual([]);
  });
});
