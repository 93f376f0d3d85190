/**
 * The public replies to a Mastodon status, from its own server: `GET <server>/api/v1/statuses/<id>/context`
 * (no account or token), whose `descendants` are every status below it in the thread. Only `public`
 * ones are kept: a reply written for followers, for the people it mentions, or unlisted, was not written
 * for a page. The answer is checked against the shape of Mastodon's Context and Status entities
 * (docs.joinmastodon.org/entities/Context, /Status); one that does not fit is a ServiceError.
 */
import type { Element, ElementContent, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { toHtml } from 'hast-util-to-html';
import { z } from 'zod';
import type { Reply } from '../../../src/content/schema.ts';
import { fetchJson, ServiceError, type Asking } from './fetch-json.ts';

const account = z.looseObject({
  username: z.string(),
  acct: z.string(),
  display_name: z.string(),
  url: z.string(),
});

const status = z.looseObject({
  id: z.string(),
  uri: z.string(),
  url: z.string().nullable().optional(),
  created_at: z.string(),
  visibility: z.string(),
  content: z.string(),
  spoiler_text: z.string().default(''),
  account,
});

const context = z.looseObject({ ancestors: z.array(status), descendants: z.array(status) });

type Status = z.infer<typeof status>;

/** The public replies under the status `id` on the server at `origin`. */
export async function mastodonReplies(origin: string, id: string, asking: Asking): Promise<Reply[]> {
  const answer = context.safeParse(
    await fetchJson(`${origin}/api/v1/statuses/${encodeURIComponent(id)}/context`, asking),
  );
  if (!answer.success) throw new ServiceError('answered with something that is not a thread of statuses');
  const server = new URL(origin).hostname;
  return answer.data.descendants
    .filter((reply) => reply.visibility === 'public')
    .map((reply) => asReply(reply, server));
}

/**
 * A status as a reply. A local account's `acct` names no server: its handle takes the server its profile
 * is on (`server`, the one asked, when the profile's address is no address).
 */
function asReply(reply: Status, server: string): Reply {
  const { account: who } = reply;
  const home = URL.canParse(who.url) ? new URL(who.url).hostname : server;
  const warning = reply.spoiler_text.trim();
  return {
    url: reply.url ?? reply.uri,
    source: 'mastodon',
    author: {
      name: who.display_name.trim() || who.username,
      handle: `@${who.acct.includes('@') ? who.acct : `${who.acct}@${home}`}`,
      url: who.url,
    },
    published: reply.created_at,
    // A content warning is the reply's first line, as Mastodon shows it above the text.
    content: `${warning ? `<p><strong>${escapeText(warning)}</strong></p>` : ''}${shownText(reply.content)}`,
  };
}

/** Text as HTML text. */
const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A status's HTML as Mastodon shows it: the parts of a long link it hides (`span.invisible`, such as
 * `https://www.`) left out, and an ellipsis after the part it shortens (`span.ellipsis`).
 */
export function shownText(html: string): string {
  const shown = (nodes: readonly ElementContent[]): ElementContent[] =>
    nodes.flatMap((child): ElementContent[] => {
      if (child.type !== 'element') return [child];
      const classes = Array.isArray(child.properties.className) ? child.properties.className : [];
      if (classes.includes('invisible')) return [];
      const element: Element = { ...child, children: shown(child.children) };
      return classes.includes('ellipsis') ? [element, { type: 'text', value: '…' }] : [element];
    });
  const tree = fromHtml(html, { fragment: true });
  const root: Root = { type: 'root', children: shown(tree.children as ElementContent[]) };
  return toHtml(root);
}
