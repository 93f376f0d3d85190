/** Post ordering: previous and next come from the posts sorted by date, never from fixed links. */
import type { PostSummary } from '../content/schema.ts';

/** The neighbours of the post with `slug` in date order (oldest first). */
export function adjacentPosts(
  posts: readonly PostSummary[],
  slug: string,
): { previous: PostSummary | undefined; next: PostSummary | undefined } {
  const index = posts.findIndex((p) => p.slug === slug);
  if (index === -1) return { previous: undefined, next: undefined };
  return { previous: posts[index - 1], next: posts[index + 1] };
}

/** The posts' one order: by date, oldest first, posts of the same day by their time (none first), then by title. */
export function byDate(
  a: Pick<PostSummary, 'date' | 'title' | 'time'>,
  b: Pick<PostSummary, 'date' | 'title' | 'time'>,
): number {
  return a.date.localeCompare(b.date) || (a.time ?? '').localeCompare(b.time ?? '') || a.title.localeCompare(b.title);
}

/**
 * Posts newest first, as the blog index, the feed and the structured data list them: exactly the
 * reverse of the order Previous and Next follow.
 */
export function newestFirst<T extends Pick<PostSummary, 'date' | 'title'>>(posts: readonly T[]): T[] {
  return [...posts].sort((a, b) => byDate(b, a));
}

/** "12 min read", for a post's reading time in minutes. */
export function formatReadingTime(minutes: number): string {
  return `${minutes} min read`;
}

/** The post with `slug`, if there is one. */
export function findPost(posts: readonly PostSummary[], slug: string | undefined): PostSummary | undefined {
  return slug === undefined ? undefined : posts.find((p) => p.slug === slug);
}

/** A date written YYYY-MM-DD as "22 November 2026", independent of the reader's time zone. */
export function formatDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  const date = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1));
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    date,
  );
}

/** One date line under a post's title. */
export interface PostDate {
  label: 'Published' | 'Updated';
  /** YYYY-MM-DD. */
  date: string;
}

/**
 * The dates a post shows: its publication date, then its "updated" date only when that is later
 * (an update on the day of publication, or a commit made before it, is no update to a reader).
 */
export function postDates(post: Pick<PostSummary, 'date' | 'updated'>): PostDate[] {
  const dates: PostDate[] = [{ label: 'Published', date: post.date }];
  // YYYY-MM-DD strings sort as dates.
  if (post.updated > post.date) dates.push({ label: 'Updated', date: post.updated });
  return dates;
}

/** Posts under the year each was published in, in the order given (newest first stays newest first). */
export function byYear<T extends Pick<PostSummary, 'date'>>(posts: readonly T[]): { year: string; posts: T[] }[] {
  const years: { year: string; posts: T[] }[] = [];
  for (const post of posts) {
    const year = post.date.slice(0, 4);
    const last = years.at(-1);
    if (last?.year === year) last.posts.push(post);
    else years.push({ year, posts: [post] });
  }
  return years;
}

/** "One post" or "12 posts". */
export function postCount(count: number): string {
  return count === 1 ? 'One post' : `${count} posts`;
}

/**
 * The post whose card loads its picture eagerly: the first of a list's first two posts that has a
 * cover. On a phone that picture is the largest thing above the fold (the page's Largest Contentful
 * Paint); a picture further down the list is below the fold, and waits until it is scrolled to.
 */
export function firstWithCover<T extends { cover?: unknown }>(posts: readonly T[]): T | undefined {
  return posts.slice(0, 2).find((post) => post.cover !== undefined);
}

/** The most posts Writing shows on home. */
export const WRITING_LIMIT = 3;

/** The posts Writing shows on home: the newest `WRITING_LIMIT` of those marked `featured`, newest first. */
export function featuredPosts<T extends Pick<PostSummary, 'date' | 'title' | 'featured'>>(posts: readonly T[]): T[] {
  return newestFirst(posts.filter((post) => post.featured)).slice(0, WRITING_LIMIT);
}
