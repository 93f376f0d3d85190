import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startGitHubStandIn, type GitHubStandIn } from '../../../tests/support/github-stand-in.ts';
import { MARKER } from './body.ts';
import { deletePictures, findPullRequest, picturesBranch, publishPictures, upsertComment } from './github.ts';

const REPO = { owner: 'noor', repo: 'site' };
let standIn: GitHubStandIn;

beforeEach(async () => {
  standIn = await startGitHubStandIn(REPO);
  standIn.pulls.set(3, { number: 3, state: 'open', headSha: 'a'.repeat(40), headRef: 'b', headRepo: 'noor/site' });
});
afterEach(() => standIn.close());

describe('the review’s comment on GitHub', () => {
  it('finds its own comment past the first page of a long conversation, and updates it', async () => {
    const talk = Array.from({ length: 150 }, (_, i) => ({ id: i + 1, body: `comment ${i}`, login: 'someone' }));
    standIn.comments.set(3, [...talk, { id: 500, body: `${MARKER}\nold`, login: 'github-actions[bot]' }]);
    const done = await upsertComment(standIn.client(), REPO, 3, `${MARKER}\nnew`);
    expect(done).toMatchObject({ action: 'updated', id: 500 });
    expect(standIn.comments.get(3)?.at(-1)?.body).toBe(`${MARKER}\nnew`);
    expect(standIn.calls.filter((c) => c.method === 'GET').map((c) => c.status)).toEqual([200, 200]);
  });

  it('creates one when only someone else’s comment holds the marker', async () => {
    standIn.comments.set(3, [{ id: 1, body: MARKER, login: 'someone' }]);
    const done = await upsertComment(standIn.client(), REPO, 3, `${MARKER}\nnew`);
    expect(done.action).toBe('created');
    expect(standIn.comments.get(3)).toHaveLength(2);
  });

  it('takes a pull request only when it is open, here, and at the run’s commit from the run’s repository', async () => {
    const github = standIn.client();
    const run = { head_sha: 'a'.repeat(40), head_repository: { full_name: 'noor/site' }, pull_requests: [] };
    expect(await findPullRequest(github, REPO, run, 3)).toBe(3);
    expect(await findPullRequest(github, REPO, run, 4)).toBeUndefined();
    expect(await findPullRequest(github, REPO, { ...run, head_sha: 'b'.repeat(40) }, 3)).toBeUndefined();
    expect(
      await findPullRequest(github, REPO, { ...run, head_repository: { full_name: 'x/site' } }, 3),
    ).toBeUndefined();
  });

  it('keeps only the current pictures on the pull request’s branch, and deletes it', async () => {
    const github = standIn.client();
    const png = Buffer.from('\x89PNG\r\n\x1a\n-one', 'latin1');
    const first = await publishPictures(
      github,
      REPO,
      3,
      'a'.repeat(40),
      new Map([
        ['a.png', png],
        ['b.png', png],
      ]),
    );
    const second = await publishPictures(github, REPO, 3, 'c'.repeat(40), new Map([['c.png', png]]));
    expect(standIn.refs.get(`heads/${picturesBranch(3)}`)).toBe(second);
    expect([...(standIn.filesAt(first)?.keys() ?? [])]).toEqual(['a.png', 'b.png']);
    expect([...(standIn.filesAt(second)?.keys() ?? [])]).toEqual(['c.png']);
    expect(standIn.commits.get(second)?.parents).toEqual([]);
    // Nothing failed on the way: the branch's existence is asked, never found by an error.
    expect(standIn.calls.filter((c) => c.status >= 400)).toEqual([]);
    expect(await deletePictures(github, REPO, 3)).toBe(true);
    expect(await deletePictures(github, REPO, 3)).toBe(false);
    expect(standIn.refs.size).toBe(0);
  });
});
