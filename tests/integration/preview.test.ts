/**
 * `npm run preview` serves the build in OUT_DIR under the base path it was built for, as a host would:
 * here the test site's sub-path build, with `/portfolio` redirected to `/portfolio/`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scriptCommand } from '../../scripts/tools/npm-scripts.ts';
import { fixtureBuild } from '../support/fixture-build.ts';
import { fixtureContent } from '../support/fixture-content.ts';

const { site } = fixtureContent();
let preview: ChildProcess;
let url = '';

beforeAll(async () => {
  const { dir } = await fixtureBuild('subpath');
  const { command, args } = scriptCommand('preview');
  preview = spawn(command, args, {
    env: { ...process.env, OUT_DIR: dir, PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  url = await new Promise<string>((resolve, reject) => {
    let output = '';
    preview.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const found = /at (http:\/\/\S+)/.exec(output)?.[1];
      if (found) resolve(found);
    });
    preview.on('exit', (code) => reject(new Error(`npm run preview exited (${String(code)}):\n${output}`)));
  });
}, 240_000);

afterAll(() => {
  preview.kill();
});

describe('npm run preview', () => {
  it('serves OUT_DIR under the base path the site was built for', async () => {
    expect(new URL(url).pathname).toBe('/portfolio/');
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(site.headline);
  });

  it('redirects the base path without its slash to it, keeping the query, as hosts do', async () => {
    const response = await fetch(new URL('/portfolio?from=link', url), { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/portfolio/?from=link');
  });

  it('answers a path outside the base path with the not-found page', async () => {
    const response = await fetch(new URL('/elsewhere', url));
    expect(response.status).toBe(404);
  });
});
