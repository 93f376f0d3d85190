/**
 * A formula KaTeX cannot typeset, through the real build: the test site with one display formula
 * broken exits 1 and prints the formula's line with KaTeX's message, as every content error does.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { scriptCommand } from '../../scripts/tools/npm-scripts.ts';
import { CONTENT_DIR, contentFixture } from '../support/content-fixture.ts';
import { postWithoutGallery } from '../support/fixture-content.ts';

const fixture = contentFixture('maths-broken');
afterAll(() => fixture.dispose());

describe('npm run build with a formula KaTeX cannot typeset', () => {
  it('exits 1 and names the formula’s file and line with KaTeX’s message', () => {
    const post = path.relative(CONTENT_DIR, path.resolve(postWithoutGallery().file)).split(path.sep).join('/');
    const lines = readFileSync(path.join(fixture.dir, post), 'utf8').split('\n');
    // The first display formula's first line: the line after its opening `$$`.
    const index = lines.findIndex((line, i) => lines[i - 1]?.trim() === '$$' && line.includes('\\frac'));
    expect(index).toBeGreaterThan(0);
    const formula = lines[index] ?? '';
    const broken = formula.replace('\\frac', '\\fracc');
    fixture.edit(post, formula, broken);

    const { command, args } = scriptCommand('build');
    const result = spawnSync(command, args, {
      encoding: 'utf8',
      env: {
        ...process.env,
        CONTENT_DIR: fixture.dir,
        OUT_DIR: path.join(path.dirname(fixture.dir), 'out'),
        SITE_URL: '',
      },
      timeout: 150_000,
    });
    const output = `${result.stdout}\n${result.stderr}`;
    expect(result.status).toBe(1);
    expect(output.split('\n').filter((line) => line.startsWith(fixture.shown))).toEqual([
      `${fixture.shown}/${post}:${index + 1} maths: expected a formula KaTeX can typeset (KaTeX parse error: Undefined control sequence: \\fracc), got "${broken.trim()}"`,
    ]);
    expect(output).toContain('Invalid content (1 problem):');
  }, 160_000);
});
