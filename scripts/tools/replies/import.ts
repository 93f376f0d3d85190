/**
 * What `npm run replies` does with the checked content: for each published post and project page, the
 * public replies of each of its discussions (a Mastodon status, a Bluesky post) and, with a webmention.io
 * token, the webmentions sent to it; each reply cleaned by the build's allow-list, those the page hides
 * left out, and its replies file written when that changes it. A service that fails leaves the page's
 * replies from it as they were, with a warning; a page with nothing to ask costs no request.
 */
import { MAX_REPLY_NAME, replySchema, type Reply } from '../../../src/content/schema.ts';
import { discussionThread } from '../../../src/lib/discussion.ts';
import { postPath, projectPath } from '../../../src/lib/routes-paths.ts';
import { absoluteUrl } from '../../../src/lib/urls.ts';
import type { LoadedContent } from '../../pipeline/content/load.ts';
import { repliesFileOf } from '../../pipeline/content/replies.ts';
import { cleanText, MAX_IMPORTED_TEXT, sanitizeReply } from '../../pipeline/replies/sanitize.ts';
import type { RepliesSettings } from '../../pipeline/settings.ts';
import { blueskyReplies } from './bluesky.ts';
import { ServiceError, type Asking } from './fetch-json.ts';
import { mastodonReplies } from './mastodon.ts';
import { readRepliesFile, repliesFileText, updateFile } from './replies-file.ts';
import { targetKey, webmentionReplies } from './webmentions.ts';
import { displayPath } from '../../pipeline/content/issues.ts';

/** What one page's import did. */
export interface PageReport {
  path: string;
  /** Its replies file, as messages name it. */
  file: string;
  /** How many replies it has now, how many of them are new, and how many it had that are gone. */
  count: number;
  added: number;
  gone: number;
  /** Whether its file was written (or deleted). */
  changed: boolean;
}

/** What the whole import did. */
export interface ImportReport {
  pages: PageReport[];
  /** One line for each service that failed: the page, the service and why. */
  warnings: string[];
}

/** A page replies may answer: its path, its own file and its discussions. */
interface Page {
  path: string;
  source: string;
  discussion: readonly string[];
}

/** The published posts and the project pages of `loaded`. */
function pagesOf({ posts, projects }: Pick<LoadedContent, 'posts' | 'projects'>): Page[] {
  return [
    ...posts.map((post) => ({ path: postPath(post.slug), source: post.source, discussion: post.discussion ?? [] })),
    ...projects.flatMap((project) =>
      project.page
        ? [{ path: projectPath(project.slug), source: project.page.source, discussion: project.discussion ?? [] }]
        : [],
    ),
  ];
}

/** Imports every page's replies into `contentDir` for the site at `siteUrl`. */
export async function importReplies(
  loaded: Pick<LoadedContent, 'posts' | 'projects' | 'conversation'>,
  { contentDir, siteUrl, settings }: { contentDir: string; siteUrl: string; settings: RepliesSettings },
): Promise<ImportReport> {
  const asking: Asking = { timeoutMs: settings.timeoutMs, userAgent: `portfolio-replies (+${siteUrl})` };
  const warnings: string[] = [];
  const mentions = await readWebmentions(settings, siteUrl, asking, warnings);
  const pages: PageReport[] = [];
  for (const page of pagesOf(loaded)) {
    const threads = page.discussion.filter((url) => discussionThread(url).kind !== 'other');
    // Nothing to ask for this page: no request, and its file stays as it is.
    if (threads.length === 0 && !mentions.asked) continue;
    const file = repliesFileOf(contentDir, page.path);
    const before = readRepliesFile(file);
    const fetched: Reply[] = [];
    for (const thread of threads)
      fetched.push(
        ...(await threadReplies(thread, before, settings, asking, (w) => warnings.push(`${page.path}: ${w}`))),
      );
    fetched.push(
      ...(mentions.byTarget?.get(targetKey(absoluteUrl(siteUrl, page.path))) ??
        before.filter((r) => r.source === 'webmention')),
    );
    const hidden = new Set(loaded.conversation.hide[page.path] ?? []);
    const replies = imported(fetched, hidden);
    const urls = new Set(replies.map((reply) => reply.url));
    const had = new Set(before.map((reply) => reply.url));
    pages.push({
      path: page.path,
      file: displayPath(file),
      count: replies.length,
      added: replies.filter((reply) => !had.has(reply.url)).length,
      gone: before.filter((reply) => !urls.has(reply.url)).length,
      changed: updateFile(file, replies.length > 0 ? repliesFileText(page.source, replies) : undefined),
    });
  }
  return { pages, warnings };
}

/**
 * The replies of one discussion `url`, each marked with it; when its service fails, a warning through
 * `warn` and the replies from it the file had.
 */
async function threadReplies(
  url: string,
  before: readonly Reply[],
  settings: RepliesSettings,
  asking: Asking,
  warn: (warning: string) => void,
): Promise<Reply[]> {
  const thread = discussionThread(url);
  const service = thread.kind === 'mastodon' ? `Mastodon (${new URL(url).hostname})` : 'Bluesky';
  try {
    const replies =
      thread.kind === 'mastodon'
        ? await mastodonReplies(thread.origin, thread.id, asking)
        : thread.kind === 'bluesky'
          ? await blueskyReplies(settings.blueskyApi, thread.actor, thread.rkey, asking)
          : [];
    return replies.map((reply) => ({ ...reply, thread: url }));
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error;
    warn(`${service} ${error.message}; the replies from there are kept as they were`);
    return before.filter((reply) => reply.thread === url);
  }
}

/**
 * The webmentions of the site, by target, when a token allows asking (`asked`); `byTarget` is missing
 * when it was not asked or failed, so each page keeps the webmentions it had.
 */
async function readWebmentions(
  settings: RepliesSettings,
  siteUrl: string,
  asking: Asking,
  warnings: string[],
): Promise<{ asked: boolean; byTarget?: Map<string, Reply[]> }> {
  if (settings.webmentionToken === undefined) return { asked: false };
  try {
    const domain = new URL(siteUrl).hostname;
    return {
      asked: true,
      byTarget: await webmentionReplies(settings.webmentionApi, settings.webmentionToken, domain, asking),
    };
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error;
    warnings.push(`every page: webmention.io ${error.message}; the webmentions are kept as they were`);
    return { asked: true };
  }
}

/**
 * The replies a page keeps: each once (the first found, so a thread's own before a webmention of it),
 * none that it hides by address or author, each cleaned by the build's allow-list and checked against
 * the schema, oldest first.
 */
export function imported(replies: readonly Reply[], hidden: ReadonlySet<string>): Reply[] {
  const seen = new Set<string>();
  const out: Reply[] = [];
  for (const reply of replies) {
    if (seen.has(reply.url) || hidden.has(reply.url) || (reply.author.url && hidden.has(reply.author.url))) continue;
    seen.add(reply.url);
    const clean = replySchema.safeParse(cleaned(reply));
    // A reply with no text left (a picture alone) has nothing to show.
    if (clean.success && clean.data.content.replace(/<[^>]*>/g, '').trim() !== '') out.push(clean.data);
  }
  return out.sort((a, b) => Date.parse(a.published) - Date.parse(b.published) || a.url.localeCompare(b.url));
}

/** A reply as a replies file keeps it: its HTML allowed, its name and handle clean and short, its date ISO. */
function cleaned(reply: Reply): Reply {
  const short = (text: string) => Array.from(cleanText(text).trim()).slice(0, MAX_REPLY_NAME).join('');
  const time = Date.parse(reply.published);
  return {
    ...reply,
    author: {
      name: short(reply.author.name),
      ...(reply.author.handle === undefined ? {} : { handle: short(reply.author.handle) }),
      ...(reply.author.url === undefined ? {} : { url: reply.author.url }),
    },
    published: Number.isNaN(time) ? reply.published : new Date(time).toISOString(),
    content: sanitizeReply(reply.content, MAX_IMPORTED_TEXT).html,
  };
}
