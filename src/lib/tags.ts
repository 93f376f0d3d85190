/**
 * Tags: topics the owner gives posts and projects (`ros-2`). Each tag has a page listing what carries
 * it, and the tags page lists them all with their counts.
 */
import { newestFirst } from './posts.ts';

/** A post or project, as far as its tags go. */
interface Tagged {
  tags?: readonly string[] | undefined;
}

/** A tag and how many posts and projects carry it. */
export interface TagCount {
  tag: string;
  posts: number;
  projects: number;
}

/** Every tag in use, alphabetically, with its counts. */
export function tagCounts(content: { posts: readonly Tagged[]; projects: readonly Tagged[] }): TagCount[] {
  const counts = new Map<string, TagCount>();
  const count = (items: readonly Tagged[], key: 'posts' | 'projects') => {
    for (const item of items) {
      for (const tag of new Set(item.tags)) {
        const entry = counts.get(tag) ?? { tag, posts: 0, projects: 0 };
        entry[key] += 1;
        counts.set(tag, entry);
      }
    }
  };
  count(content.posts, 'posts');
  count(content.projects, 'projects');
  return [...counts.values()].sort((a, b) => a.tag.localeCompare(b.tag));
}

/** The posts carrying `tag`, newest first. */
export function postsTagged<T extends Tagged & { date: string; title: string }>(posts: readonly T[], tag: string): T[] {
  return newestFirst(posts.filter((post) => post.tags?.includes(tag)));
}

/** "3 posts and 1 project", "1 post", "2 projects": what carries a tag. */
export function taggedCount({ posts, projects }: Pick<TagCount, 'posts' | 'projects'>): string {
  const part = (n: number, what: string) => (n === 0 ? [] : [`${n} ${what}${n === 1 ? '' : 's'}`]);
  return [...part(posts, 'post'), ...part(projects, 'project')].join(' and ');
}
