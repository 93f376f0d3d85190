/**
 * The replies to a Bluesky post, from the public AppView (settings: BLUESKY_API), without an account: the
 * author's handle resolved to their DID (`com.atproto.identity.resolveHandle`), then the post's thread
 * (`app.bsky.feed.getPostThread`, every reply at any depth below it). The answers are checked against the
 * lexicon's shapes (app.bsky.feed.defs#threadViewPost, #postView, app.bsky.feed.post); one that does not
 * fit is a ServiceError. Replies the post's author hid (its threadgate's `hiddenReplies`), posts the
 * AppView could not show (not found, blocked), and posts a moderation label hides or warns of are left
 * out. A post's text and its facets (links, mentions, tags, at UTF-8 byte offsets) become its HTML.
 */
import type { Element, ElementContent, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { z } from 'zod';
import type { Reply } from '../../../src/content/schema.ts';
import { textToHtml } from '../../pipeline/replies/sanitize.ts';
import { fetchJson, ServiceError, type Asking } from './fetch-json.ts';

/** How deep below the post the thread is read: Bluesky's own limit, so every reply comes. */
const DEPTH = 1000;

const facet = z.looseObject({
  index: z.looseObject({ byteStart: z.number().int().min(0), byteEnd: z.number().int().min(0) }),
  features: z.array(
    z.looseObject({
      $type: z.string(),
      uri: z.string().optional(),
      did: z.string().optional(),
      tag: z.string().optional(),
    }),
  ),
});

const postView = z.looseObject({
  uri: z.string(),
  author: z.looseObject({ did: z.string(), handle: z.string(), displayName: z.string().optional() }),
  record: z.looseObject({ text: z.string(), createdAt: z.string(), facets: z.array(facet).optional() }),
  labels: z.array(z.looseObject({ val: z.string() })).optional(),
});

interface ThreadNode {
  post?: z.infer<typeof postView> | undefined;
  replies?: ThreadNode[] | undefined;
}

/** A thread view post, or a post the AppView could not show (`notFound`, `blocked`: no `post`). */
const threadNode: z.ZodType<ThreadNode> = z.lazy(() =>
  z.looseObject({ post: postView.optional(), replies: z.array(threadNode).optional() }),
);

const threadAnswer = z.looseObject({
  thread: threadNode,
  threadgate: z
    .looseObject({ record: z.looseObject({ hiddenReplies: z.array(z.string()).optional() }).optional() })
    .optional(),
});

/** The replies under the post `rkey` of `actor` (a handle or a DID), from the AppView at `api`. */
export async function blueskyReplies(api: string, actor: string, rkey: string, asking: Asking): Promise<Reply[]> {
  const did = actor.startsWith('did:') ? actor : await resolveHandle(api, actor, asking);
  const uri = `at://${did}/app.bsky.feed.post/${rkey}`;
  const query = new URLSearchParams({ uri, depth: String(DEPTH), parentHeight: '0' });
  const answer = threadAnswer.safeParse(await fetchJson(`${api}/xrpc/app.bsky.feed.getPostThread?${query}`, asking));
  if (!answer.success || !answer.data.thread.post)
    throw new ServiceError('answered with something that is not a post’s thread');
  const hidden = new Set(answer.data.threadgate?.record?.hiddenReplies ?? []);
  const replies: Reply[] = [];
  const visit = (nodes: readonly ThreadNode[]) => {
    for (const node of nodes) {
      const { post } = node;
      if (!post || hidden.has(post.uri)) continue;
      if (!(post.labels ?? []).some((label) => label.val.startsWith('!'))) replies.push(asReply(post));
      visit(node.replies ?? []);
    }
  };
  visit(answer.data.thread.replies ?? []);
  return replies;
}

/** The DID of `handle`. */
async function resolveHandle(api: string, handle: string, asking: Asking): Promise<string> {
  const query = new URLSearchParams({ handle });
  const answer = z
    .looseObject({ did: z.string().startsWith('did:') })
    .safeParse(await fetchJson(`${api}/xrpc/com.atproto.identity.resolveHandle?${query}`, asking));
  if (!answer.success) throw new ServiceError(`answered with no DID for ${handle}`);
  return answer.data.did;
}

/** A post as a reply, its addresses by DID: they stay the same when its author changes handle. */
function asReply(post: z.infer<typeof postView>): Reply {
  const { author } = post;
  const profile = `https://bsky.app/profile/${author.did}`;
  return {
    url: `${profile}/post/${post.uri.split('/').at(-1) ?? ''}`,
    source: 'bluesky',
    author: {
      name: author.displayName?.trim() || author.handle,
      ...(author.handle === 'handle.invalid' ? {} : { handle: `@${author.handle}` }),
      url: profile,
    },
    published: post.record.createdAt,
    content: richText(post.record.text, post.record.facets ?? []),
  };
}

/**
 * A post's text with its facets as links, as HTML: paragraphs at blank lines, line breaks within them.
 * A facet's range is in UTF-8 bytes; one that overlaps an earlier one, or leaves the text, is text.
 */
export function richText(text: string, facets: readonly z.infer<typeof facet>[]): string {
  const bytes = Buffer.from(text, 'utf8');
  const pieces: ElementContent[] = [];
  let at = 0;
  const sorted = [...facets].sort((a, b) => a.index.byteStart - b.index.byteStart);
  for (const { index, features } of sorted) {
    const href = features.map(featureLink).find((link) => link !== undefined);
    if (!href || index.byteStart < at || index.byteEnd > bytes.length || index.byteEnd <= index.byteStart) continue;
    pieces.push({ type: 'text', value: bytes.subarray(at, index.byteStart).toString('utf8') });
    const label = bytes.subarray(index.byteStart, index.byteEnd).toString('utf8');
    pieces.push({ type: 'element', tagName: 'a', properties: { href }, children: [{ type: 'text', value: label }] });
    at = index.byteEnd;
  }
  pieces.push({ type: 'text', value: bytes.subarray(at).toString('utf8') });
  return paragraphs(pieces);
}

/** Where a facet's feature leads: a link's address, a mention's profile, a tag's page. */
function featureLink(feature: z.infer<typeof facet>['features'][number]): string | undefined {
  if (feature.$type === 'app.bsky.richtext.facet#link' && feature.uri && /^https?:\/\//.test(feature.uri))
    return feature.uri;
  if (feature.$type === 'app.bsky.richtext.facet#mention' && feature.did)
    return `https://bsky.app/profile/${feature.did}`;
  if (feature.$type === 'app.bsky.richtext.facet#tag' && feature.tag)
    return `https://bsky.app/hashtag/${encodeURIComponent(feature.tag)}`;
  return undefined;
}

/** Text and links as paragraphs: each blank line ends one, each other line break is a `<br>`. */
function paragraphs(pieces: readonly ElementContent[]): string {
  if (pieces.every((piece) => piece.type === 'text'))
    return textToHtml(pieces.map((piece) => (piece as { value: string }).value).join(''));
  const out: Element[] = [];
  let current: ElementContent[] = [];
  const close = () => {
    if (current.length > 0) out.push({ type: 'element', tagName: 'p', properties: {}, children: current });
    current = [];
  };
  for (const piece of pieces) {
    if (piece.type !== 'text') {
      current.push(piece);
      continue;
    }
    piece.value
      .replace(/\r\n?/g, '\n')
      .split(/\n{2,}/)
      .forEach((block, i) => {
        if (i > 0) close();
        block.split('\n').forEach((line, j) => {
          if (j > 0) current.push({ type: 'element', tagName: 'br', properties: {}, children: [] });
          if (line !== '') current.push({ type: 'text', value: line });
        });
      });
  }
  close();
  const root: Root = { type: 'root', children: out };
  return toHtml(root);
}
