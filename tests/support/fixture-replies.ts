/**
 * What a test site says about readers' answers, read straight from its files with gray-matter (not the
 * build's loader): each post's and project page's discussions, the replies it hides, whether it offers
 * Reply by email, and the replies its page must show, oldest first, hidden ones left out.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { FIXTURE_CONTENT } from './fixture-build.ts';

/** A reply as the replies file writes it. */
export interface FixtureReply {
  url: string;
  source: 'mastodon' | 'bluesky' | 'webmention';
  thread?: string;
  author: { name: string; handle?: string; url?: string };
  published: string;
  content: string;
}

/** A post or project page and what readers can answer on it. */
export interface FixtureConversation {
  /** Its site path: `/blog/<slug>` or `/projects/<slug>`. */
  path: string;
  title: string;
  discussion: string[];
  hide: string[];
  /** Whether its page offers Reply by email: site.md's `replyByEmail` and its own. */
  replyByEmail: boolean;
  /** Every reply of its replies file, as written. */
  written: FixtureReply[];
  /** What its page shows: the replies it does not hide, oldest first. */
  shown: FixtureReply[];
}

const read = (file: string) =>
  matter(readFileSync(file, 'utf8')) as unknown as { data: Record<string, unknown>; content: string };
const list = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

/** The published posts and the project pages (files with a body) of the test site at `root`. */
export function fixtureConversations(root: string = FIXTURE_CONTENT): FixtureConversation[] {
  const site = read(path.join(root, 'site.md')).data;
  const siteByEmail = site.replyByEmail !== false;
  const pages: { folder: string; route: string; file: string }[] = [];
  for (const [folder, route] of [
    ['blog', 'blog'],
    ['projects', 'projects'],
  ] as const) {
    const dir = path.join(root, folder);
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir).sort()) {
      if (/\.mdx?$/.test(name) && !name.startsWith('_')) pages.push({ folder, route, file: path.join(dir, name) });
    }
  }
  return pages.flatMap(({ route, file }) => {
    const { data, content } = read(file);
    if (data.draft === true || (route === 'projects' && content.trim() === '')) return [];
    const slug = typeof data.slug === 'string' ? data.slug : path.basename(file).replace(/\.mdx?$/, '');
    const repliesFile = path.join(root, 'replies', route, `${slug}.md`);
    const written = existsSync(repliesFile) ? ((read(repliesFile).data.replies ?? []) as FixtureReply[]) : [];
    const hide = list(data.hide);
    const shown = written
      .filter((reply) => !hide.includes(reply.url) && !(reply.author.url && hide.includes(reply.author.url)))
      .sort((a, b) => Date.parse(a.published) - Date.parse(b.published));
    return [
      {
        path: `/${route}/${slug}`,
        title: String(data.title),
        discussion: list(data.discussion),
        hide,
        replyByEmail: siteByEmail && data.replyByEmail !== false,
        written,
        shown,
      },
    ];
  });
}

/** The test site's page at `pagePath`, as `fixtureConversations` reads it. */
export function fixtureConversation(pagePath: string, root: string = FIXTURE_CONTENT): FixtureConversation {
  const found = fixtureConversations(root).find((page) => page.path === pagePath);
  if (!found) throw new Error(`the test site has no post or project page at ${pagePath}`);
  return found;
}

/** The test site's post with the most replies shown, and the one whose replies are hostile (the longest file). */
export function postsWithReplies(root: string = FIXTURE_CONTENT): {
  friendly: FixtureConversation;
  hostile: FixtureConversation;
} {
  const posts = fixtureConversations(root).filter((page) => page.path.startsWith('/blog/') && page.written.length > 0);
  const hostile = posts.find((page) => page.written.some((reply) => /<script/i.test(reply.content)));
  const friendly = posts.find((page) => page !== hostile && page.shown.length > 0 && page.hide.length > 0);
  if (!hostile || !friendly)
    throw new Error('the test site needs a post with replies it hides and one with hostile replies');
  return { friendly, hostile };
}
