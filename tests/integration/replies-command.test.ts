/**
 * `npm run replies` against a stand-in for Mastodon, Bluesky's AppView and webmention.io that answers
 * with recorded answers in the services' real shapes (tests/fixtures/replies/), on a copy of the test
 * site: what it imports is what the test site's replies files hold (so the shared build, which shows
 * those files, is what a build after the import shows: tests/dist/conversation.test.ts); a second run
 * writes nothing; a service that is down, slow, or answers nonsense leaves the replies from it in
 * place, with a warning naming the page and the service, and the command still ends with code 0.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import matter from 'gray-matter';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scriptCommand } from '../../scripts/tools/npm-scripts.ts';
import { contentFixture, type ContentFixture } from '../support/content-fixture.ts';
import { FIXTURE_CONTENT } from '../support/fixture-build.ts';
import { postsWithReplies, type FixtureReply } from '../support/fixture-replies.ts';
import { recorded, startRepliesServer, type RepliesServer } from '../support/replies-server.ts';

const { friendly } = postsWithReplies();
const slug = friendly.path.split('/').at(-1) ?? '';
const mastodonLink = friendly.discussion.find((url) => url.includes('/@')) ?? '';
const statusId = mastodonLink.split('/').at(-1) ?? '';
const work = path.resolve('.tmp', 'replies-command');
const outputFile = path.join(work, 'github-output');

/** Mastodon's server (the status's own), and Bluesky's AppView with webmention.io. */
let mastodon: RepliesServer;
let server: RepliesServer;
let f: ContentFixture;
/** The Mastodon link as the copy writes it: on the stand-in, the same status. */
let localLink: string;

/** The replies a replies file holds. */
const repliesIn = (file: string): FixtureReply[] =>
  existsSync(file) ? ((matter(readFileSync(file, 'utf8')).data.replies ?? []) as FixtureReply[]) : [];

/** Runs the command's own command on the copy; its exit code, output, and the workflow outputs it wrote. */
async function replies(env: Record<string, string> = {}) {
  rmSync(outputFile, { force: true });
  const { command, args } = scriptCommand('replies');
  const run = promisify(execFile)(command, args, {
    env: {
      ...process.env,
      CONTENT_DIR: f.dir,
      SITE_URL: '',
      BLUESKY_API: server.origin,
      WEBMENTION_API: server.origin,
      WEBMENTION_IO_TOKEN: 'recorded-token',
      REPLIES_TIMEOUT: '2',
      GITHUB_OUTPUT: outputFile,
      ...env,
    },
  });
  const { stdout, stderr } = await run;
  return { stdout, stderr, outputs: existsSync(outputFile) ? readFileSync(outputFile, 'utf8') : '' };
}

beforeAll(async () => {
  mkdirSync(work, { recursive: true });
  mastodon = await startRepliesServer({
    [`/api/v1/statuses/${statusId}/context`]: { json: recorded('mastodon-context.json') },
  });
  server = await startRepliesServer({
    '/xrpc/com.atproto.identity.resolveHandle': { json: recorded('bluesky-resolve-handle.json') },
    '/xrpc/app.bsky.feed.getPostThread': { json: recorded('bluesky-thread.json') },
    '/api/mentions.jf2': { json: recorded('webmention-mentions.json') },
  });
  localLink = `${mastodon.origin}${new URL(mastodonLink).pathname}`;
  // The test site with its Mastodon discussion on the stand-in, and no replies imported yet.
  f = contentFixture('replies-command').edit(`blog/${slug}.mdx`, mastodonLink, localLink).remove('replies');
});
afterAll(async () => {
  await mastodon.close();
  await server.close();
  f.dispose();
  rmSync(work, { recursive: true, force: true });
});

describe('npm run replies', () => {
  const file = (kind: string, name: string) => path.join(f.dir, 'replies', kind, `${name}.md`);

  it('imports a post’s public Mastodon and Bluesky replies and the site’s webmentions, as the test site holds them', async () => {
    const { stdout, stderr, outputs } = await replies();
    expect(stderr).toBe('');
    expect(outputs).toBe('changed=true\nmoderate=false\n');
    // What the test site's files hold, but the replies the post hides: the command imports none of them.
    const expected = repliesIn(path.join(FIXTURE_CONTENT, 'replies', 'blog', `${slug}.md`))
      .filter((reply) => friendly.shown.some((shown) => shown.url === reply.url))
      .map((reply) => (reply.thread === mastodonLink ? { ...reply, thread: localLink } : reply));
    expect(repliesIn(file('blog', slug))).toEqual(expected);
    expect(new Set(expected.map((reply) => reply.source))).toEqual(new Set(['mastodon', 'bluesky', 'webmention']));
    // A project page's mention, from the same feed of webmentions.
    expect(repliesIn(file('projects', 'bench-supply'))).toEqual(
      repliesIn(path.join(FIXTURE_CONTENT, 'replies', 'projects', 'bench-supply.md')),
    );
    expect(stdout).toContain(`${friendly.path}: ${expected.length} replies (${expected.length} new), wrote`);
    expect(stdout.trim().split('\n').at(-1)).toBe('2 replies files changed.');
  });

  it('asked each service once, on the status’s own server, by DID, with the token, and nothing for other posts', () => {
    const uri = `at://did:plc:noor2fixture4example/app.bsky.feed.post/${
      friendly.discussion
        .find((u) => u.includes('bsky.app'))
        ?.split('/')
        .at(-1) ?? ''
    }`;
    expect(mastodon.requests).toEqual([`/api/v1/statuses/${statusId}/context`]);
    expect(server.requests).toEqual([
      `/api/mentions.jf2?domain=fixture.example.org&token=recorded-token&per-page=100&page=0`,
      `/xrpc/com.atproto.identity.resolveHandle?handle=noor.fixture.example.org`,
      `/xrpc/app.bsky.feed.getPostThread?${new URLSearchParams({ uri, depth: '1000', parentHeight: '0' })}`,
    ]);
  });

  it('writes nothing when nothing changed', async () => {
    const before = readFileSync(file('blog', slug), 'utf8');
    const { stdout, outputs } = await replies();
    expect(readFileSync(file('blog', slug), 'utf8')).toBe(before);
    expect(outputs).toBe('changed=false\nmoderate=false\n');
    expect(stdout.trim().split('\n').at(-1)).toBe('No replies file changed.');
  });

  it('keeps the replies of a service that is down, slow or answers nonsense, warns naming the post and the service, and exits 0', async () => {
    const before = repliesIn(file('blog', slug));
    const unchanged = 'changed=false\nmoderate=false\n';
    // Nonsense: a thread that is no thread, an error status, a feed whose mentions have no address.
    mastodon.answer(`/api/v1/statuses/${statusId}/context`, { json: { ancestors: 3 } });
    server.answer('/xrpc/app.bsky.feed.getPostThread', { status: 502 });
    server.answer('/api/mentions.jf2', { json: { type: 'feed', children: [{ url: 42 }] } });
    const nonsense = await replies();
    expect(nonsense.stderr.trim().split('\n')).toEqual([
      'warning: every page: webmention.io answered with something that is not a feed of webmentions; the webmentions are kept as they were',
      `warning: ${friendly.path}: Mastodon (127.0.0.1) answered with something that is not a thread of statuses; the replies from there are kept as they were`,
      `warning: ${friendly.path}: Bluesky answered 502 Bad Gateway; the replies from there are kept as they were`,
    ]);
    expect([nonsense.outputs, repliesIn(file('blog', slug))]).toEqual([unchanged, before]);

    // Down (its server gone), slow (past the time limit) and not JSON at all.
    await mastodon.close();
    server.answer('/xrpc/app.bsky.feed.getPostThread', { json: recorded('bluesky-thread.json'), delayMs: 4_000 });
    server.answer('/api/mentions.jf2', { text: '<html>Bad gateway</html>' });
    const failing = await replies({ REPLIES_TIMEOUT: '1' });
    expect(failing.stderr.trim().split('\n')).toEqual([
      'warning: every page: webmention.io answered with something that is not JSON; the webmentions are kept as they were',
      expect.stringMatching(
        new RegExp(
          `^warning: ${friendly.path}: Mastodon \\(127\\.0\\.0\\.1\\) could not be reached \\(.+\\); the replies from there are kept as they were$`,
        ),
      ),
      `warning: ${friendly.path}: Bluesky did not answer within 1 s; the replies from there are kept as they were`,
    ]);
    expect([failing.outputs, repliesIn(file('blog', slug))]).toEqual([unchanged, before]);
    server.answer('/xrpc/app.bsky.feed.getPostThread', { json: recorded('bluesky-thread.json') });
    server.answer('/api/mentions.jf2', { json: recorded('webmention-mentions.json') });
  });

  it('asks nothing for a site whose posts list no discussion and that has no token, and says when site.md asks for review', async () => {
    const quiet = contentFixture('replies-command-quiet');
    try {
      const withoutThreads = readFileSync(path.join(quiet.dir, `blog/${slug}.mdx`), 'utf8').replace(
        /^discussion:\n(?: {2}- .*\n)+/m,
        '',
      );
      quiet.write(`blog/${slug}.mdx`, withoutThreads);
      quiet.edit('site.md', /^replies:\n/m, 'replies:\n  moderate: true\n');
      const asked = server.requests.length;
      const { stdout, outputs } = await replies({ CONTENT_DIR: quiet.dir, WEBMENTION_IO_TOKEN: '' });
      expect(server.requests.slice(asked)).toEqual([]);
      expect(stdout.trim()).toBe(
        'No post or project page lists a discussion to read replies from (and no WEBMENTION_IO_TOKEN): nothing asked.',
      );
      expect(outputs).toBe('changed=false\nmoderate=true\n');
    } finally {
      quiet.dispose();
    }
  });
});
