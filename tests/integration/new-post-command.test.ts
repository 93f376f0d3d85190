/** `npm run new:post`: the command prints the new file and its dev URL, and refuses to overwrite it. */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { scriptCommand } from '../../scripts/tools/npm-scripts.ts';
import { contentFixture } from '../support/content-fixture.ts';

const f = contentFixture('scaffold-cli');
afterAll(() => f.dispose());

describe('npm run new:post', () => {
  it('prints the new file and its dev URL, and fails on a second run with the same title', async () => {
    const { command, args } = scriptCommand('new:post');
    const run = (title: string) =>
      // The script's command with Node itself rather than through npm, whose own warnings would mix into stderr.
      promisify(execFile)(command, [...args, title], {
        env: { ...process.env, CONTENT_DIR: f.dir, SITE_URL: '' },
      });
    const { stdout } = await run('Winter soak test');
    expect(stdout.split('\n')).toEqual([
      `Wrote ${f.shown}/blog/winter-soak-test.mdx, a draft: npm run build leaves it out until you delete its draft: true line.`,
      'See it with npm run dev at http://localhost:5173/blog/winter-soak-test',
      '',
    ]);
    await expect(run('Winter soak test')).rejects.toMatchObject({
      code: 1,
      stderr: `${f.shown}/blog/winter-soak-test.mdx already exists: edit it, or choose another title\n`,
    });
  }, 60_000);
});
