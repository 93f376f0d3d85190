/**
 * Series: posts that share `series: <name>` in their frontmatter are the parts of one thread, in
 * `seriesOrder` where the posts give it, else in date order. Each part shows the whole thread.
 */
import { byDate } from './posts.ts';

/** A post, as far as its series goes. */
interface Part {
  slug: string;
  title: string;
  date: string;
  series?: string | undefined;
  seriesOrder?: number | undefined;
}

/** A post's series as its page shows it: the name, every part in order, and which part the post is. */
export interface SeriesData {
  name: string;
  parts: { slug: string; title: string }[];
  /** The post's position among the parts, from 1. */
  part: number;
}

/** The parts' one order: `seriesOrder` first (a part without one after those with one), then date. */
export function bySeriesOrder(a: Part, b: Part): number {
  const order = (part: Part) => part.seriesOrder ?? Number.POSITIVE_INFINITY;
  return order(a) - order(b) || byDate(a, b);
}

/** The parts of the series `name`, in order. */
export function seriesParts<T extends Part>(posts: readonly T[], name: string): T[] {
  return posts.filter((post) => post.series === name).sort(bySeriesOrder);
}

/**
 * The series of the post `slug` as its page shows it; undefined for a post in no series, and for the
 * one part of a series that has only one yet: "Part 1 of 1" and a list of the post itself tell a reader
 * nothing, so a series shows from its second part on.
 */
export function seriesOf(posts: readonly Part[], slug: string): SeriesData | undefined {
  const name = posts.find((post) => post.slug === slug)?.series;
  if (name === undefined) return undefined;
  const parts = seriesParts(posts, name);
  if (parts.length < 2) return undefined;
  return {
    name,
    parts: parts.map(({ slug: partSlug, title }) => ({ slug: partSlug, title })),
    part: parts.findIndex((post) => post.slug === slug) + 1,
  };
}

/** "Part 2 of 3". */
export function partLabel({ part, parts }: Pick<SeriesData, 'part' | 'parts'>): string {
  return `Part ${part} of ${parts.length}`;
}
