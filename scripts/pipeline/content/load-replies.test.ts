/**
 * loadContent on readers' answers, in copies of the test site: the replies files read, sanitised again
 * and filtered by each page's `hide`, and every problem of a replies file or a discussion link named at
 * its line.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { lineOf } from '../../../tests/support/content-fixture.ts';
import { fixtureConversations, postsWithReplies } from '../../../tests/support/fixture-replies.ts';
import { load, loadFixtures, problems } from '../../../tests/support/load-cases.ts';
import { describeValue } from './issues.ts';

const { fixture, dispose } = loadFixtures();
afterAll(dispose);
const { friendly, hostile } = postsWithReplies();
const slug = friendly.path.split('/').at(-1) ?? '';
const repliesFile = `replies/blog/${slug}.md`;

describe('replies', () => {
  it('shows each page’s replies oldest first, without those it hides by address or by author', async () => {
    const { conversation } = await load(fixture('replies-loads'));
    for (const page of fixtureConversations()) {
      expect(conversation.replies[page.path]?.map((reply) => reply.url) ?? [], page.path).toEqual(
        page.shown.map((reply) => reply.url),
      );
    }
    expect(friendly.shown.length).toBeLessThan(friendly.written.length);
  });

  it('sanitises every reply again, whatever its file says, and cuts a long one', async () => {
    const { conversation } = await load(fixture('replies-hostile'));
    const shown = conversation.replies[hostile.path] ?? [];
    expect(shown.length).toBe(hostile.shown.length);
    for (const reply of shown) {
      expect(reply.content).not.toMatch(
        /<(script|iframe|img|svg|math|style|form|input|object|embed|meta|base|link)\b/i,
      );
      expect(reply.content).not.toMatch(/\son\w+=|style=|javascript:|data:/i);
      expect(`${reply.author.name} ${reply.author.handle ?? ''} ${reply.content}`).not.toMatch(
        /[\u202A-\u202E\u2066-\u2069]/,
      );
    }
    expect(shown.some((reply) => reply.cut)).toBe(true);
  });

  it('names a broken reply at its line: a date, a source and an address it cannot use', async () => {
    const f = fixture('replies-broken');
    f.edit(repliesFile, /published: '[^']*'/, "published: 'last Tuesday'");
    f.edit(repliesFile, /source: mastodon/, 'source: myspace');
    const first = friendly.written[0]?.url ?? '';
    const plain = first.replace(/^https:/, 'http:');
    f.edit(repliesFile, `url: ${first}`, `url: ${plain}`);
    expect(await problems(f)).toEqual([
      `${f.shown}/${repliesFile}:${lineOf(f, repliesFile, `url: ${plain}`)} replies[0].url: expected the address of the reply, an https:// address (http:// only on localhost or 127.0.0.1), got ${describeValue(plain)}`,
      `${f.shown}/${repliesFile}:${lineOf(f, repliesFile, 'source: myspace')} replies[0].source: expected one of mastodon, bluesky, webmention, got "myspace"`,
      `${f.shown}/${repliesFile}:${lineOf(f, repliesFile, 'last Tuesday')} replies[0].published: expected a date and time such as 2026-03-01T09:30:00Z, got "last Tuesday"`,
    ]);
  });

  it('refuses a replies file no page answers to, and takes a draft’s', async () => {
    const f = fixture('replies-orphan')
      .write('replies/blog/no-such-post.md', '---\nreplies: []\n---\n')
      .write('replies/projects/dock-meter.md', '---\nreplies: []\n---\n');
    expect(await problems(f)).toEqual([
      `${f.shown}/replies/blog/no-such-post.md:1 file: expected the replies to a post of the site, named after its slug, got replies to /blog/no-such-post, which the site does not have; rename the file after the page’s slug, or delete it`,
      `${f.shown}/replies/projects/dock-meter.md:1 file: expected the replies to a project with a page of the site, named after its slug, got replies to /projects/dock-meter, which the site does not have; rename the file after the page’s slug, or delete it`,
    ]);
    const draft = fixture('replies-draft').write('replies/blog/field-notes.md', '---\nreplies: []\n---\n');
    expect(await problems(draft)).toEqual([]);
  });

  it('names a discussion link that is no https address at its line', async () => {
    const f = fixture('replies-discussion');
    const post = `blog/${slug}.mdx`;
    f.edit(post, /^discussion:\n {2}- \S+/m, 'discussion:\n  - http://fosstodon.org/@noorhaddad/1');
    expect(await problems(f)).toEqual([
      `${f.shown}/${post}:${lineOf(f, post, 'http://fosstodon.org')} discussion[0]: expected the address of a discussion, such as https://fosstodon.org/@you/113456789012345678, an https:// address (http:// only on localhost or 127.0.0.1), got "http://fosstodon.org/@noorhaddad/1"`,
    ]);
  });
});
