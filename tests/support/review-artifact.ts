/**
 * A review's artifact as review.yml uploads it (review.json, checks.json, pull-request, images/), made
 * from data in the test rather than by a review, for the tests of the comment and its workflow.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PNG } from 'pngjs';
import {
  CHECKS_FORMAT,
  REVIEW_FORMAT,
  type ChecksData,
  type ReviewData,
} from '../../scripts/tools/pr-comment/artifact.ts';

/** A small PNG file of one colour. */
export function png(width = 8, height = 6, grey = 200): Buffer {
  const image = new PNG({ width, height });
  image.data.fill(grey);
  return PNG.sync.write(image);
}

/** A review with a page changed, one added and one removed, a rename finding and a scheduled post. */
export function sampleReview(): ReviewData {
  return {
    format: REVIEW_FORMAT,
    base: 'origin/main (1a2b3c4)',
    head: 'the working tree',
    notes: [],
    renamesSince: 'origin/main',
    renames: [
      {
        path: '/blog/old-name',
        was: 'content/blog/old-name.mdx',
        replacement: {
          file: 'content/blog/new-name.mdx',
          path: '/blog/new-name',
          why: 'the same title',
          aliasesLine: 'aliases: [/blog/old-name]',
        },
      },
    ],
    content: [
      { entity: 'site', labels: [], changes: ['headline edited'], details: [] },
      {
        entity: 'blog/later',
        labels: ['scheduled: goes live on 1 September 2030'],
        changes: ['added'],
        details: [],
      },
    ],
    pages: [
      {
        route: '/',
        status: 'changed',
        summary: 'changed (+2 −1 words)',
        excerpts: [
          [{ text: 'Power ' }, { text: 'electronics', change: 'removed' }, { text: 'loops', change: 'added' }],
        ],
        shots: [390, 1280].map((width, i) => ({
          width,
          percent: [1.25, 0.5][i] ?? 0,
          changed: 100,
          before: `home-${width}-before-close.png`,
          after: `home-${width}-after-close.png`,
        })),
      },
      {
        route: '/blog/new-name',
        status: 'added',
        summary: 'added',
        excerpts: [],
        shots: [390, 1280].map((width) => ({ width, after: `blog-new-name-${width}-after-close.png` })),
      },
      {
        route: '/blog/old-name',
        status: 'removed',
        summary: 'removed',
        excerpts: [],
        shots: [390, 1280].map((width) => ({ width, before: `blog-old-name-${width}-before-close.png` })),
      },
    ],
    unchanged: ['/blog'],
  };
}

/** Checks with one misspelling, one broken link and one that could not be checked. */
export function sampleChecks(): ChecksData {
  return {
    format: CHECKS_FORMAT,
    since: 'origin/main',
    wordList: 'content/words.txt',
    wordsChecked: 40,
    linksChecked: 2,
    spelling: [{ file: 'content/blog/new-name.mdx', line: 12, word: 'recieve', suggestions: ['receive'] }],
    links: [
      {
        file: 'content/blog/new-name.mdx',
        line: 14,
        url: 'https://example.org/gone',
        outcome: 'broken',
        reason: 'answered 404',
      },
      {
        file: 'content/blog/new-name.mdx',
        line: 15,
        url: 'https://www.linkedin.com/in/someone',
        outcome: 'unchecked',
        reason: 'answered 999 (the site refuses automated checks)',
      },
    ],
  };
}

/** Every picture file a review names. */
export const picturesOf = (review: ReviewData) =>
  review.pages
    .flatMap((page) => page.shots.flatMap((shot) => [shot.before, shot.after]))
    .filter((f) => f !== undefined);

/** Writes an artifact folder at `dir` as review.yml uploads one; a part given as a string is written as it is. */
export function writeArtifact(
  dir: string,
  parts: { review?: ReviewData | string; checks?: ChecksData | string; number?: number | string; pictures?: string[] },
): void {
  mkdirSync(path.join(dir, 'images'), { recursive: true });
  const json = (value: unknown) => (typeof value === 'string' ? value : `${JSON.stringify(value, null, 2)}\n`);
  if (parts.review !== undefined) writeFileSync(path.join(dir, 'review.json'), json(parts.review));
  if (parts.checks !== undefined) writeFileSync(path.join(dir, 'checks.json'), json(parts.checks));
  if (parts.number !== undefined) writeFileSync(path.join(dir, 'pull-request'), `${parts.number}\n`);
  const pictures = parts.pictures ?? (typeof parts.review === 'object' ? picturesOf(parts.review) : []);
  pictures.forEach((file, i) => writeFileSync(path.join(dir, 'images', file), png(8, 6, 40 + i)));
}
