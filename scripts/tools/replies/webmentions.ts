/**
 * The replies and mentions other sites sent the owner's pages, from webmention.io's API with the
 * owner's token (settings: WEBMENTION_IO_TOKEN, WEBMENTION_API): every mention of the site's domain at
 * once (`/api/mentions.jf2?domain=…`, page by page), so a page costs no request of its own. Replies
 * (`in-reply-to`) and mentions (`mention-of`) are kept; likes, reposts, bookmarks and RSVPs are no text to
 * show, and private mentions are not for a page. The answer is checked against webmention.io's jf2 feed
 * shape; one that does not fit is a ServiceError.
 */
import { z } from 'zod';
import type { Reply } from '../../../src/content/schema.ts';
import { isWebAddress } from '../../../src/lib/discussion.ts';
import { textToHtml } from '../../pipeline/replies/sanitize.ts';
import { fetchJson, ServiceError, type Asking } from './fetch-json.ts';

/** Mentions asked for at once, and the most pages read (the API's newest first: the oldest beyond are left). */
const PER_PAGE = 100;
const MAX_PAGES = 20;

/** The kinds of webmention with text to show. */
const WITH_TEXT = ['in-reply-to', 'mention-of'];

const entry = z.looseObject({
  url: z.string(),
  'wm-property': z.string(),
  'wm-target': z.string(),
  'wm-received': z.string(),
  'wm-private': z.boolean().optional(),
  published: z.string().nullable().optional(),
  name: z.string().nullable().optional(),
  author: z
    .looseObject({ name: z.string().nullable().optional(), url: z.string().nullable().optional() })
    .nullable()
    .optional(),
  content: z
    .looseObject({ html: z.string().nullable().optional(), text: z.string().nullable().optional() })
    .nullable()
    .optional(),
});

const feed = z.looseObject({ children: z.array(entry) });

/** A page's address as webmention.io's targets are compared: no query, no fragment, no trailing slash. */
export const targetKey = (url: string): string => {
  const parsed = new URL(url);
  return `${parsed.origin}${parsed.pathname.replace(/\/+$/, '')}`;
};

/** Every webmention with text for the site at `domain`, by target (`targetKey`). */
export async function webmentionReplies(
  api: string,
  token: string,
  domain: string,
  asking: Asking,
): Promise<Map<string, Reply[]>> {
  const byTarget = new Map<string, Reply[]>();
  for (let page = 0; page < MAX_PAGES; page++) {
    const query = new URLSearchParams({ domain, token, 'per-page': String(PER_PAGE), page: String(page) });
    const answer = feed.safeParse(await fetchJson(`${api}/api/mentions.jf2?${query}`, asking));
    if (!answer.success) throw new ServiceError('answered with something that is not a feed of webmentions');
    for (const mention of answer.data.children) {
      const reply = asReply(mention);
      if (!reply || !URL.canParse(mention['wm-target'])) continue;
      const key = targetKey(mention['wm-target']);
      byTarget.set(key, [...(byTarget.get(key) ?? []), reply]);
    }
    if (answer.data.children.length < PER_PAGE) break;
  }
  return byTarget;
}

/** A webmention as a reply, or undefined when it has no text to show, is private, or has no usable address. */
function asReply(mention: z.infer<typeof entry>): Reply | undefined {
  if (!WITH_TEXT.includes(mention['wm-property']) || mention['wm-private'] === true) return undefined;
  if (!isWebAddress(mention.url)) return undefined;
  const html = mention.content?.html?.trim() || (mention.content?.text ? textToHtml(mention.content.text) : '');
  const content = html || (mention.name ? textToHtml(mention.name) : '');
  if (content === '') return undefined;
  const authorUrl = mention.author?.url;
  return {
    url: mention.url,
    source: 'webmention',
    author: {
      name: mention.author?.name?.trim() || new URL(mention.url).hostname.replace(/^www\./, ''),
      ...(authorUrl && isWebAddress(authorUrl) ? { url: authorUrl } : {}),
    },
    published: mention.published ?? mention['wm-received'],
    content,
  };
}
