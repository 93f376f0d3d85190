/**
 * A large test site, made when the tests need it and never committed: the test site with many more
 * posts, spread over several years, so the pages that list posts run to many pages and a post page can
 * be compared with the same page on the small site (a page must not grow with the number of posts);
 * with many tags among them, so a tag page can be compared too (nor with the number of tags); one of
 * them long, whose scripts are compared with a short one's (nor with the length of its text); and an owner
 * with twelve profile links, not two, so home's scripts can be compared (nor with the owner's profile).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../../scripts/pipeline/settings.ts';
import { copyContent } from '../../scripts/tools/content-copy.ts';

/** How many posts the large site adds to the test site's own. */
export const EXTRA_POSTS = 120;

/** How many tags the large site's posts carry between them, besides the test site's own. */
export const EXTRA_TAGS = 500;

/** Generated tag `k` (from 0). */
export const generatedTag = (k: number) => `topic-${String(k).padStart(3, '0')}`;

/** The tags of generated post `n`: every EXTRA_POSTS-th tag from n − 1, four or five of them. */
function tagsOf(n: number): string[] {
  const tags: string[] = [];
  for (let k = n - 1; k < EXTRA_TAGS; k += EXTRA_POSTS) tags.push(generatedTag(k));
  return tags;
}

/** Where the large site's content is written (`.tmp/` is gitignored). */
export const LARGE_CONTENT = path.join(PROJECT_ROOT, '.tmp', 'large-site', 'content');

/** The profile links the large site's owner has besides the test site's own, each of another kind. */
export const EXTRA_LINKS: readonly { label: string; url: string }[] = [
  { label: 'GitHub', url: 'https://github.com/noorhaddad' },
  { label: 'GitLab', url: 'https://gitlab.com/noorhaddad' },
  { label: 'LinkedIn', url: 'https://www.linkedin.com/in/noorhaddad' },
  { label: 'Bluesky', url: 'https://bsky.app/profile/noor.fixture.example.org' },
  { label: 'Stack Overflow', url: 'https://stackoverflow.com/users/4242/noor-haddad' },
  { label: 'YouTube', url: 'https://www.youtube.com/@noorhaddad' },
  { label: 'ORCID', url: 'https://orcid.org/0000-0002-1825-0097' },
  { label: 'Hugging Face', url: 'https://huggingface.co/noorhaddad' },
  { label: 'Hacker News', url: 'https://news.ycombinator.com/user?id=noorhaddad' },
  { label: 'Notebook', url: 'https://notes.fixture.example.org/' },
];

/** The large site's profile: the test site's, with EXTRA_LINKS after its own links. */
function profile(source: string): string {
  const extra = EXTRA_LINKS.map(({ label, url }) => `  - label: ${label}\n    url: ${url}\n    header: false\n`).join(
    '',
  );
  const text = readFileSync(source, 'utf8');
  const withLinks = text.replace(/^links:\n(?:(?: {2}- | {4}).*\n)+/m, (links) => `${links}${extra}`);
  if (withLinks === text) throw new Error(`${source}: no links: list to add the large site's links to`);
  return withLinks;
}

/** The slug of generated post `n` (from 1). */
export const generatedSlug = (n: number) => `note-${String(n).padStart(3, '0')}`;

/** The date of generated post `n`: one every two weeks, back from the end of 2025 over nearly five years. */
export function generatedDate(n: number): string {
  return new Date(Date.UTC(2025, 11, 31) - n * 14 * 86_400_000).toISOString().slice(0, 10);
}

/** The generated post whose prose runs long: a post's scripts must not grow with its text. */
export const LONG_POST = 1;

/** Paragraphs of the long post's one section: about 400 KB of prose. */
const LONG_PARAGRAPHS = 1500;

/** A paragraph of the long post, numbered. */
const paragraph = (i: number) =>
  `Reading ${i} of the long run held steady: the loop settled within two cycles, the shunt stayed cool, ` +
  'and the logger wrote the sample to flash before it slept again, as it had every minute of the week before.';

/**
 * One generated post: short, with a section and a line of code, so each costs the build little; the long
 * one has the same parts, with many paragraphs in its section.
 */
function post(n: number): string {
  const long = n === LONG_POST ? Array.from({ length: LONG_PARAGRAPHS }, (_, i) => ['', paragraph(i + 1)]).flat() : [];
  return [
    '---',
    `title: 'Field note ${n}: a change to the rig, measured'`,
    `description: 'Note ${n} of a long series: what changed on the bench, and what it did to the readings.'`,
    `date: ${generatedDate(n)}`,
    'tags:',
    ...tagsOf(n).map((tag) => `  - ${tag}`),
    '---',
    '',
    `The rig changed again this week, and note ${n} says how and by how much.`,
    '',
    '<Contents />',
    '',
    '## What changed',
    '',
    `Run ${n} swapped one part and measured the same loop again.`,
    ...long,
    '',
    '```c',
    `int run = ${n};`,
    '```',
    '',
  ].join('\n');
}

/** The large site's content folder, written now unless it already holds these posts. */
export function largeContent(): string {
  const marker = path.join(LARGE_CONTENT, 'blog', `${generatedSlug(EXTRA_POSTS)}.mdx`);
  const source = path.join(PROJECT_ROOT, 'tests', 'fixtures', 'content', 'site.md');
  // Rewritten when the test site's profile changes, so the two sites keep one owner, and when the
  // generated posts change.
  const long = path.join(LARGE_CONTENT, 'blog', `${generatedSlug(LONG_POST)}.mdx`);
  if (
    existsSync(marker) &&
    readFileSync(marker, 'utf8') === post(EXTRA_POSTS) &&
    readFileSync(long, 'utf8') === post(LONG_POST) &&
    readFileSync(path.join(LARGE_CONTENT, 'site.md'), 'utf8') === profile(source)
  ) {
    return LARGE_CONTENT;
  }
  const copy = copyContent(path.dirname(source), LARGE_CONTENT);
  copy.write('site.md', profile(source));
  for (let n = 1; n <= EXTRA_POSTS; n++) copy.write(`blog/${generatedSlug(n)}.mdx`, post(n));
  return copy.dir;
}
