/**
 * CONTRIBUTING.md's recipes keep the tests green. All three are followed on one copy of the project (a
 * page, a project's optional field, an MDX component for posts; see tests/support/recipes.ts), each
 * touching only the files its recipe names. On that copy the project's own checks pass: the typecheck,
 * the linters, the fast layer, a build of the test site, and the check that the browser's bundle holds
 * no route's build-time parts. The build then shows what each recipe added: the page prerendered with its
 * own head, in the sitemap, reached from its link inside the app and found by search; the status on the
 * project's card; the component in its post. One copy for the three, so each check runs once: each costs
 * a minute or so.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStaticServer, type StaticServer } from '../../scripts/hosting/server.ts';
import { launchChromium } from '../../scripts/tools/browser.ts';
import { runBuild } from '../support/build.ts';
import { clientRoutes } from '../support/client-routes.ts';
import { classesOf, readDist, readPage, stylesheetsOf, textOf } from '../support/dist.ts';
import { fixtureContent } from '../support/fixture-content.ts';
import { copyProject, type ProjectCopy } from '../support/project-copy.ts';
import { searchRecords } from '../support/search-index.ts';
import { addComponent, addField, addPage, PULL_QUOTE, RECIPES, recipeText, STATUS, STACK } from '../support/recipes.ts';

/** A check over the whole copy (the linters, the fast layer) takes minutes while both cores are busy. */
const CHECK_TIMEOUT = 600_000;

const { site } = fixtureContent();
let project: ProjectCopy;
let dist: string;

/** Runs an npm script in the copy, as a contributor would; resolves with its exit code and output. */
function npmRun(script: string, args: string[] = []): Promise<{ code: number | null; output: string }> {
  // The copy's own vitest must not take this one's settings for its own.
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST')));
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', script, ...(args.length > 0 ? ['--', ...args] : [])], {
      cwd: project.root,
      env,
      stdio: 'pipe',
    });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output: stripVTControlCharacters(Buffer.concat(output).toString()) }));
  });
}

/** The files each recipe touched, by its heading. */
const touched = new Map<(typeof RECIPES)[number], string[]>();

beforeAll(() => {
  project = copyProject('recipes');
  touched.set('Add a page', addPage(project));
  touched.set('Add a field to a content entity', addField(project));
  touched.set('Add an MDX component for posts', addComponent(project));
  dist = path.join(project.root, 'dist');
});
afterAll(() => project?.dispose());

describe('the recipes', () => {
  it.each(RECIPES)('“%s” names every file it touches, tests included', (recipe) => {
    const text = recipeText(recipe);
    const files = touched.get(recipe) ?? [];
    expect(files.length).toBeGreaterThan(0);
    // A file of the test site may be named by its folder (“a test-site post (`tests/fixtures/content/blog/`)”).
    expect(files.filter((file) => !text.includes(file) && !text.includes(`${path.posix.dirname(file)}/\``))).toEqual(
      [],
    );
  });
});

describe('the copy with the three recipes followed', () => {
  // One after another: in `npm test` the site's layers run beside this one, on the same two cores.
  it.each(['typecheck', 'lint'])(
    'passes npm run %s',
    async (script) => {
      const { code, output } = await npmRun(script);
      expect(code, output).toBe(0);
    },
    CHECK_TIMEOUT,
  );

  it(
    'passes npm run test:fast',
    async () => {
      // The fast layer's limit per test is sized for its own run; nested in `npm test`, beside the site's
      // layers, the machine is busier than that, and what this checks is the recipes, not the time.
      const { code, output } = await npmRun('test:fast', ['--testTimeout=120000', '--hookTimeout=120000']);
      expect(code, output).toBe(0);
    },
    CHECK_TIMEOUT,
  );

  it('builds the test site, and its browser bundle has every page and no route’s build-time parts', async () => {
    const { code, log } = await runBuild(
      { CONTENT_DIR: path.join(project.root, 'tests', 'fixtures', 'content'), OUT_DIR: dist, SITE_URL: '' },
      project.root,
    );
    expect(code, log).toBe(0);
    expect(clientRoutes(dist, project.root)).toEqual({ missingPages: [], buildTimeParts: [] });
  });
});

describe('a page added by the recipe', () => {
  it('is prerendered with its own head and its data, and listed in the sitemap', () => {
    const page = readPage(`${STACK.path.slice(1)}/index.html`, dist);
    expect(page.tags('title').map(textOf)).toEqual([`${STACK.title} | ${site.name}`]);
    expect(page.all((e) => e.tagName === 'link' && String(e.properties.rel) === 'canonical')[0]?.properties.href).toBe(
      `${site.url}${STACK.path.slice(1)}`,
    );
    expect(page.tags('li').map(textOf)).toEqual(expect.arrayContaining(fixtureContent().skills));
    expect(readDist('sitemap.xml', dist)).toContain(`<loc>${site.url}${STACK.path.slice(1)}</loc>`);
  });

  it('is reached from its link inside the app, with its head, and by its address', async () => {
    const server: StaticServer = await startStaticServer({ root: dist, base: '/' });
    const browser = await launchChromium();
    try {
      const page = await browser.newPage();
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(error.message));
      await page.goto(new URL('blog', server.url).href);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));
      await page.getByRole('contentinfo').getByRole('link', { name: STACK.link }).click();
      await page.locator('h1', { hasText: STACK.heading }).waitFor();
      expect(new URL(page.url()).pathname).toBe(STACK.path);
      expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
      await expect.poll(() => page.title(), { timeout: 10_000 }).toBe(`${STACK.title} | ${site.name}`);
      await page.goto(new URL(STACK.path.slice(1), server.url).href);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      expect(await page.locator('h1').textContent()).toBe(STACK.heading);
      expect(problems).toEqual([]);
    } finally {
      await browser.close();
      await server.close();
    }
  });
  it('is found by search: its text is in the index, and a search for a word of it lists it', async () => {
    expect(searchRecords(dist).get(`${STACK.path}/`)?.content).toContain(STACK.heading);
    const server: StaticServer = await startStaticServer({ root: dist, base: '/' });
    const browser = await launchChromium();
    try {
      const page = await browser.newPage();
      await page.goto(server.url);
      await page.keyboard.press('/');
      const dialog = page.getByRole('dialog', { name: 'Search' });
      await dialog.getByRole('combobox').fill(STACK.word);
      await expect
        .poll(() => dialog.getByRole('option').allTextContents(), { timeout: 20_000 })
        .toEqual([expect.stringContaining(STACK.heading)]);
      expect(await dialog.getByRole('option').getAttribute('href')).toBe(STACK.path);
    } finally {
      await browser.close();
      await server.close();
    }
  });
});

describe('a field and a component added by the recipes', () => {
  it('shows the project’s status on its card', () => {
    const card = readPage('index.html', dist).all(
      (e) => e.tagName === 'article' && String(e.properties.ariaLabelledBy) === `project-${STATUS.project}`,
    )[0];
    expect(card && textOf(card)).toContain(STATUS.value);
  });

  it('shows the pull quote in its post, styled, though no browser loads a static component’s code', () => {
    const file = `blog/${PULL_QUOTE.post}/index.html`;
    const quote = readPage(file, dist)
      .tags('blockquote')
      .find((element) => textOf(element) === PULL_QUOTE.text);
    const [name = ''] = quote ? classesOf(quote) : [];
    // The module's class, however the CSS compiler spells it (`_quote_x1` from PostCSS, `x1_quote` from Lightning CSS).
    expect(name).toMatch(/(^|_)quote(_|$)/);
    const css = stylesheetsOf(file, dist)
      .map((sheet) => readDist(sheet, dist))
      .join('\n');
    expect(css).toMatch(new RegExp(`\\.${name}\\{[^}]*font-size`));
  });
});
