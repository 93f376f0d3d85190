/**
 * A real build of other content: three projects, thirteen skills and a post without `repo`. The home
 * page lays the cards out as one row of three and the skills as 4 + 4 + 3 + 2 (home-counts.test.ts
 * checks every count on the standard build), the post shows no source-code link, and the build says
 * the resume now runs to two pages.
 */
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify, stripVTControlCharacters } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForHydration, withSite, type Site } from '../support/browser.ts';
import { contentFixture, type ContentFixture } from '../support/content-fixture.ts';
import { rowProblems, rowsOf } from '../support/grid-rows.ts';

const THIRD = `---
order: 3
title: Sub-GHz weather station
tagline: A solar-powered station that reports every ten minutes over LoRa.
description: >-
  An nRF52 on Zephyr reads wind, rain and irradiance, sleeps at 4 µA between readings and sends
  them 12 km to the farm's gateway.
stack: [C, Zephyr, nRF52, LoRa]
links:
  - label: Source code
    href: https://github.com/eliasbrandt/weather-station
---
`;

let fixture: ContentFixture;
let dist: string;
let site: Site;
let buildLog = '';

beforeAll(async () => {
  fixture = contentFixture('counts')
    .write('projects/weather-station.md', THIRD)
    .edit('skills.md', '  - Python test automation\n', '  - Python test automation\n  - Spectrum analysis\n')
    .edit('blog/karl.mdx', /^repo: .*\n/m, '');
  dist = path.join(path.dirname(fixture.dir), 'dist');
  const { stdout, stderr } = await promisify(execFile)('npx', ['tsx', 'scripts/build/cli.ts'], {
    env: { ...process.env, CONTENT_DIR: fixture.dir, OUT_DIR: dist, SITE_URL: '' },
    maxBuffer: 16 * 1024 * 1024,
  });
  // Without colours: picocolors colours the warning when CI is set.
  buildLog = stripVTControlCharacters(stdout + stderr);
  site = await withSite(dist);
}, 240_000);

afterAll(async () => {
  await site?.close();
  fixture.dispose();
});

describe('a build with 3 projects, 13 skills and a post without repo', () => {
  it('shows the three project cards in one row and the skills in full rows of 4, 4, 3 and 2 at 1280 px', async () => {
    const { page, problems } = await site.open('/');
    await waitForHydration(page);
    expect(problems).toEqual([]);
    const projects = await rowsOf(page, '#projects div:has(> article)');
    const skills = await rowsOf(page, '#skills ul');
    expect(projects.rows.map((row) => row.length)).toEqual([3]);
    expect(skills.rows.map((row) => row.length)).toEqual([4, 4, 3, 2]);
    expect([...rowProblems(projects), ...rowProblems(skills)]).toEqual([]);
    await page.context().close();
  });

  it('renders no source-code link on the post, in its HTML or after hydration', async () => {
    const html = await readFile(path.join(dist, 'blog/karl/index.html'), 'utf8');
    expect(html).not.toContain('View the source code');
    expect(html).not.toContain('github.com/eliasbrandt/karl-rover');
    const { page, problems } = await site.open('/blog/karl');
    await waitForHydration(page);
    expect(problems).toEqual([]);
    await expect(page.getByRole('link', { name: /source code/i }).count()).resolves.toBe(0);
    await expect(page.getByRole('link', { name: 'Contact me' }).count()).resolves.toBe(1);
    await page.context().close();
  });

  it('prints the resume’s page count and, once, a warning that it runs past one page', () => {
    const lines = buildLog.split('\n');
    expect(lines.filter((line) => line.includes('resume /resume.pdf:'))).toEqual([
      '[plugin portfolio:resume] resume /resume.pdf: 2 pages',
    ]);
    expect(lines.filter((line) => line.includes('runs to'))).toEqual([
      '[plugin portfolio:resume] resume /resume.pdf runs to 2 pages; shorten content/ (highlights, descriptions, skills) to keep it to one',
    ]);
  });
});
