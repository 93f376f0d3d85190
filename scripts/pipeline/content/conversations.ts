/**
 * What the end of each post and project page offers its readers (ConversationData), worked out once
 * from the checked content for virtual:content, so the route table picks a page's and the browser's
 * code holds none of the rules: "Reply by email" when site.md and the page allow it (a mail link made by
 * the contact form's RFC 6068 encoder), the page's discussions named and drawn by their hosts, a post's
 * share links, and the replies it shows.
 */
import type { ConversationData, ShownReply } from '../../../src/content/schema.ts';
import { discussionLinks } from '../../../src/lib/discussion.ts';
import { buildReplyMailto } from '../../../src/lib/mailto.ts';
import { postPath, projectPath } from '../../../src/lib/routes-paths.ts';
import { shareLinks } from '../../../src/lib/share.ts';
import { absoluteUrl } from '../../../src/lib/urls.ts';
import type { LoadedContent } from './load.ts';

/** A post or project page, as its conversation needs it. */
export interface ConversationPage {
  /** Its site path (`/blog/<slug>`). */
  path: string;
  title: string;
  discussion?: readonly string[] | undefined;
  /** Its frontmatter's `replyByEmail`: `false` turns Reply by email off for it. */
  replyByEmail?: boolean | undefined;
  /** Whether it offers share links (a post does). */
  share: boolean;
}

/** The conversation at the end of `page`, on the site at `siteUrl` (whose owner writes from `email`). */
export function conversationFor(
  page: ConversationPage,
  {
    siteUrl,
    email,
    replyByEmail,
    replies,
  }: { siteUrl: string; email: string; replyByEmail: boolean; replies: readonly ShownReply[] },
): ConversationData {
  const url = absoluteUrl(siteUrl, page.path);
  return {
    ...(replyByEmail && page.replyByEmail !== false && { replyHref: buildReplyMailto(email, page.title) }),
    url,
    discussion: discussionLinks(page.discussion ?? []),
    share: page.share ? shareLinks(url, page.title) : [],
    replies: [...replies],
  };
}

/** Every post's and project page's conversation, by path, on the site at `siteUrl`. */
export function conversations(
  {
    site,
    posts,
    unlisted,
    projects,
    conversation,
  }: Pick<LoadedContent, 'site' | 'posts' | 'unlisted' | 'projects' | 'conversation'>,
  siteUrl: string,
): Record<string, ConversationData> {
  const pages: ConversationPage[] = [
    ...[...posts, ...unlisted].map((post) => ({ ...post, path: postPath(post.slug), share: true })),
    ...projects.flatMap((project) =>
      project.page ? [{ ...project, path: projectPath(project.slug), share: false }] : [],
    ),
  ];
  const settings = { siteUrl, email: site.email, replyByEmail: conversation.replyByEmail };
  return Object.fromEntries(
    pages.map((page) => [
      page.path,
      conversationFor(page, { ...settings, replies: conversation.replies[page.path] ?? [] }),
    ]),
  );
}
