import { describe, expect, it } from 'vitest';
import { decodeStrict } from '../../../tests/support/mailto-oracle.ts';
import { conversationFor } from './conversations.ts';

const SITE = {
  siteUrl: 'https://ada.example.org/portfolio/',
  email: 'ada@example.org',
  replyByEmail: true,
  replies: [],
};
const POST = { path: '/blog/rig', title: 'Rig: a test bench', share: true };

describe('conversationFor', () => {
  it('gives a post its address under the base path, Reply by email to the owner and its share links', () => {
    const conversation = conversationFor(POST, SITE);
    expect(conversation.url).toBe('https://ada.example.org/portfolio/blog/rig');
    expect(decodeStrict(conversation.replyHref ?? '')).toEqual({
      to: 'ada@example.org',
      fields: [['subject', 'Re: Rig: a test bench']],
    });
    expect(conversation.share.map((link) => link.name)).toEqual(['Bluesky', 'Hacker News', 'LinkedIn', 'Email']);
    expect(conversation.share[0]?.href).toContain(encodeURIComponent(conversation.url));
  });

  it('leaves Reply by email out where site.md or the page turns it off, and share links off a project page', () => {
    expect(conversationFor(POST, { ...SITE, replyByEmail: false }).replyHref).toBeUndefined();
    expect(conversationFor({ ...POST, replyByEmail: false }, SITE).replyHref).toBeUndefined();
    expect(conversationFor({ ...POST, replyByEmail: true }, SITE).replyHref).toBeDefined();
    expect(conversationFor({ ...POST, path: '/projects/rig', share: false }, SITE).share).toEqual([]);
  });

  it('names each discussion by its host and hands over the page’s replies', () => {
    const reply = {
      url: 'https://fosstodon.org/@bo/2',
      source: 'mastodon' as const,
      author: { name: 'Bo' },
      published: '2026-01-01T00:00:00Z',
      content: '<p>Hi</p>',
      cut: false,
    };
    const conversation = conversationFor(
      { ...POST, discussion: ['https://fosstodon.org/@ada/1', 'https://lobste.rs/s/abc'] },
      { ...SITE, replies: [reply] },
    );
    expect(conversation.discussion.map((link) => [link.name, link.icon])).toEqual([
      ['Mastodon', 'mastodon'],
      ['Lobsters', 'lobsters'],
    ]);
    expect(conversation.replies).toEqual([reply]);
  });
});
