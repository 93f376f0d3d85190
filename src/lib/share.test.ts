import { describe, expect, it } from 'vitest';
import { decodeStrict, decodeWithUrl } from '../../tests/support/mailto-oracle.ts';
import { shareLinks } from './share.ts';

const URL_ = 'https://noor.example.org/blog/tidal-logger';
const TITLE = 'A tidal logger & its 50% duty cycle: part 1?';

describe('shareLinks', () => {
  const links = shareLinks(URL_, TITLE);
  const byName = (name: string) => new URL(links.find((link) => link.name === name)?.href ?? '');

  it('offers Bluesky, Hacker News, LinkedIn and Email, in that order', () => {
    expect(links.map((link) => [link.name, link.icon])).toEqual([
      ['Bluesky', 'bluesky'],
      ['Hacker News', 'hackernews'],
      ['LinkedIn', 'linkedin'],
      ['Email', undefined],
    ]);
  });

  it('prefills each service’s own share page with the address and the title, read back as written', () => {
    const bluesky = byName('Bluesky');
    expect(bluesky.origin + bluesky.pathname).toBe('https://bsky.app/intent/compose');
    expect(bluesky.searchParams.get('text')).toBe(`${TITLE} ${URL_}`);
    const hn = byName('Hacker News');
    expect(hn.origin + hn.pathname).toBe('https://news.ycombinator.com/submitlink');
    expect([hn.searchParams.get('u'), hn.searchParams.get('t')]).toEqual([URL_, TITLE]);
    const linkedin = byName('LinkedIn');
    expect(linkedin.origin + linkedin.pathname).toBe('https://www.linkedin.com/sharing/share-offsite/');
    expect(linkedin.searchParams.get('url')).toBe(URL_);
    for (const link of links.slice(0, 3)) expect(link.href).not.toContain('+');
  });

  it('mails the title and the address to no one yet, by RFC 6068', () => {
    const href = links.find((link) => link.name === 'Email')?.href ?? '';
    const want = {
      to: '',
      fields: [
        ['subject', TITLE],
        ['body', URL_],
      ],
    };
    expect(decodeStrict(href)).toEqual(want);
    expect(decodeWithUrl(href)).toEqual(want);
  });
});
