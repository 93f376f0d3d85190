/**
 * `npm run screenshots` on the test site: its script photographs every page of the built sitemap,
 * whatever the content calls them, and writes the README's pictures, the post among them being one of
 * the site's own. It runs on the sub-path build the dist and browser layers share (`npm run
 * screenshots` builds first; the build is tested everywhere else), at one width to stay cheap.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scriptCommand } from '../../scripts/tools/npm-scripts.ts';
import { fixtureBuild } from '../support/fixture-build.ts';
import { siteRoutes } from '../support/site-pages.ts';

let out: string;

/** Runs `npm run screenshots`'s own command (after its build, which the shared build stands in for) with `env` added. */
function screenshots(env: Record<string, string>) {
  const { command, args } = scriptCommand('screenshots');
  return spawnSync(command, args, {
    encoding: 'utf8',
    env: { ...process.env, ...env },
    timeout: 300_000,
  });
}

beforeAll(() => {
  out = mkdtempSync(path.join(os.tmpdir(), 'screenshots-'));
});

afterAll(() => {
  if (out) rmSync(out, { recursive: true, force: true });
});

describe('npm run screenshots', () => {
  it('photographs every page of the built site in both schemes, and the README’s pictures of home and a post', async () => {
    const { dir } = await fixtureBuild('subpath');
    const run = screenshots({
      OUT_DIR: dir,
      SCREENSHOT_DIR: path.join(out, 'shots'),
      README_IMAGE_DIR: path.join(out, 'readme'),
      SCREENSHOT_WIDTHS: '390',
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    // The pages, named after their paths inside the site: home, then every other page the site has.
    const names = siteRoutes().map((route) => (route === '/' ? 'home' : route.slice(1).replace(/\//g, '-')));
    expect(readdirSync(path.join(out, 'shots')).sort()).toEqual(
      names.flatMap((name) => [`${name}-390-dark.png`, `${name}-390-light.png`]).sort(),
    );
    expect(readdirSync(path.join(out, 'readme')).sort()).toEqual(['home-390-light.webp', 'post-390-dark.webp']);
  }, 300_000);

  it('says in one line that there is no build to photograph', () => {
    const run = screenshots({ OUT_DIR: path.join(out, 'nothing'), SCREENSHOT_DIR: path.join(out, 'none') });
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(
      `screenshots: no built site in ${path.relative(process.cwd(), path.join(out, 'nothing'))}: run npm run build first\n`,
    );
  }, 60_000);
});
