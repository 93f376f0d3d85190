import { describe, expect, it } from 'vitest';
import { discussionLinks, discussionThread, isWebAddress } from './discussion.ts';

describe('isWebAddress', () => {
  it('takes https anywhere, and http only on this machine', () => {
    expect(isWebAddress('https://fosstodon.org/@noor/1')).toBe(true);
    expect(isWebAddress('http://localhost:8123/@noor/1')).toBe(true);
    expect(isWebAddress('http://127.0.0.1:8123/xrpc')).toBe(true);
    expect(isWebAddress('http://fosstodon.org/@noor/1')).toBe(false);
    expect(isWebAddress('http://localhost.example.org/')).toBe(false);
    expect(isWebAddress('javascript:alert(1)')).toBe(false);
    expect(isWebAddress('ftp://example.org/')).toBe(false);
    expect(isWebAddress('https://user:secret@example.org/')).toBe(false);
    expect(isWebAddress('not a url')).toBe(false);
  });
});

describe('discussionThread', () => {
  it('reads a Mastodon status on any server, and a remote user seen from it', () => {
    expect(discussionThread('https://fosstodon.org/@noor/113456789012345678')).toEqual({
      kind: 'mastodon',
      origin: 'https://fosstodon.org',
      id: '113456789012345678',
    });
    expect(discussionThread('https://mastodon.social/@noor@fosstodon.org/113000000000000001')).toMatchObject({
      kind: 'mastodon',
      origin: 'https://mastodon.social',
    });
    expect(discussionThread('http://127.0.0.1:9000/@noor/42')).toEqual({
      kind: 'mastodon',
      origin: 'http://127.0.0.1:9000',
      id: '42',
    });
  });

  it('reads a Bluesky post by handle or DID', () => {
    expect(discussionThread('https://bsky.app/profile/noor.example.org/post/3lbcdefghij2k')).toEqual({
      kind: 'bluesky',
      actor: 'noor.example.org',
      rkey: '3lbcdefghij2k',
    });
    expect(discussionThread('https://bsky.app/profile/did:plc:abc123/post/3lb')).toMatchObject({
      actor: 'did:plc:abc123',
    });
  });

  it('reads anything else as a page it cannot take replies from', () => {
    expect(discussionThread('https://news.ycombinator.com/item?id=4242')).toEqual({ kind: 'other' });
    expect(discussionThread('https://bsky.app/profile/noor.example.org')).toEqual({ kind: 'other' });
    expect(discussionThread('https://medium.com/@noor/12345')).toEqual({ kind: 'other' });
  });
});

describe('discussionLinks', () => {
  it('names each host and picks its icon; an unknown host shows its domain', () => {
    expect(
      discussionLinks([
        'https://fosstodon.org/@noor/1',
        'https://bsky.app/profile/noor.example.org/post/3lb',
        'https://news.ycombinator.com/item?id=4242',
        'https://lobste.rs/s/abcdef/tidal_logger',
        'https://github.com/noor/logger/discussions/7',
        'https://www.reddit.com/r/electronics/comments/xyz/',
      ]).map(({ name, icon }) => [name, icon]),
    ).toEqual([
      ['Mastodon', 'mastodon'],
      ['Bluesky', 'bluesky'],
      ['Hacker News', 'hackernews'],
      ['Lobsters', 'lobsters'],
      ['GitHub', 'github'],
      ['reddit.com', 'link'],
    ]);
  });

  it('tells two links of one kind apart by their domains', () => {
    expect(
      discussionLinks(['https://fosstodon.org/@noor/1', 'https://hachyderm.io/@noor/2']).map((link) => link.name),
    ).toEqual(['Mastodon (fosstodon.org)', 'Mastodon (hachyderm.io)']);
  });
});
