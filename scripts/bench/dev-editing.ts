/**
 * `npm run bench:dev`: how `npm run dev` behaves as the content grows. For the content as it is, and
 * again with generated posts added (DEV_POSTS, default 200), it starts Vite's dev server as `npm run
 * dev` does and times its start (from the spawn to the first page rendered in Chromium: once with the
 * dependency cache rebuilt, once with it warm) and the first visit of a post; then, RUNS times each,
 * the time from saving an edit to the frame that shows it: the home page's headline in site.md, a
 * paragraph of a post, and the post's title in its frontmatter, with whether each edit stayed in
 * place (no reload, same scroll position). The post is the longest of the content, or generated post 1
 * when the content has none. A measurement, never a test.
 *
 * Environment: RUNS (edits of each kind; default 7), DEV_POSTS (generated posts; default 200; 0 measures
 * the content as it is only), CONTENT_DIR (default content).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { postPath } from '../../src/lib/routes-paths.ts';
import { BrowserNotFoundError, launchChromium } from '../tools/browser.ts';
import { copyContent, type ContentCopy } from '../tools/content-copy.ts';
import { contentWithPosts } from './build-timing.ts';
import { spread, ms, table } from './format.ts';
import { choosePostTemplate, generatedPostFile } from './post-template.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const RUNS = Math.max(1, Number.parseInt(process.env.RUNS ?? '', 10) || 7);
const DEV_POSTS = /^\d+$/.test(process.env.DEV_POSTS ?? '') ? Number(process.env.DEV_POSTS) : 200;
const contentDir = path.resolve(root, process.env.CONTENT_DIR ?? 'content');
/** Time for the file watcher and the page to settle between edits, so edits never overlap. */
const SETTLE_MS = 500;
/** The longest the benchmark waits for a page or an edit before giving up on it. */
const GIVE_UP_MS = 120_000;

/** A problem the benchmark reports as one line. */
class DevBenchError extends Error {
  override name = 'DevBenchError';
}

/** One kind of edit: where it is seen, the file, and the text each run writes. */
interface EditKind {
  name: string;
  /** The page it shows on, inside the site. */
  route: string;
  file: string;
  /** The text (a regular expression over the file) that each run rewrites. */
  line: RegExp;
  /** The new text for run `i`; it holds `token(i)`, which the page then shows. */
  rewrite: (i: number) => string;
  token: (i: number) => string;
  /** What to scroll into view before editing. */
  scrollTo: string;
}

/** A post to edit: its file inside the content folder and its source. */
interface PostToEdit {
  file: string;
  text: string;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A line of plain prose in `body` that the page shows as it is: the first under a `## ` heading, else
 * the first at all (outside code fences, components, tables, lists, quotes and maths).
 */
function proseLine(body: string): string | undefined {
  let fenced = false;
  let afterHeading = false;
  let first: string | undefined;
  for (const line of body.split('\n')) {
    if (/^(```|~~~)/.test(line)) fenced = !fenced;
    if (fenced) continue;
    if (line.startsWith('## ')) afterHeading = true;
    if (!/^[A-Za-z][^<>{}`$|*_[\]]*$/.test(line)) continue;
    if (afterHeading) return line;
    first ??= line;
  }
  return first;
}

/** The edits: the headline in site.md, and when there is a post, a paragraph of it and its title. */
function editKinds(dir: string, post: PostToEdit | undefined): EditKind[] {
  const kinds: EditKind[] = [
    {
      name: 'headline (site.md, home)',
      route: '/',
      file: 'site.md',
      line: /^headline:.*(?:\n[ \t]+.*)*$/m,
      token: (i) => `Headline edit ${i}`,
      rewrite: (i) => `headline: Headline edit ${i} for the benchmark.`,
      scrollTo: 'main h2',
    },
  ];
  if (!post) return kinds;
  const frontmatter = /^---\r?\n[\s\S]*?\r?\n---\r?\n/.exec(post.text)?.[0] ?? '';
  const prose = proseLine(post.text.slice(frontmatter.length));
  const slug = /^slug:\s*(\S+)/m.exec(frontmatter)?.[1] ?? path.basename(post.file, '.mdx');
  const route = postPath(slug);
  const name = path.relative(dir, post.file).split(path.sep).join('/');
  if (prose) {
    kinds.push({
      name: `post paragraph (${name})`,
      route,
      file: name,
      line: new RegExp(`^(?:Paragraph edit \\d+\\. )?${escape(prose)}$`, 'm'),
      token: (i) => `Paragraph edit ${i}`,
      rewrite: (i) => `Paragraph edit ${i}. ${prose}`,
      scrollTo: 'main h2',
    });
  }
  kinds.push({
    name: `post title, frontmatter (${name})`,
    route,
    file: name,
    line: /^title:.*(?:\n[ \t]+.*)*$/m,
    token: (i) => `Title edit ${i}`,
    rewrite: (i) => `title: Title edit ${i} for the benchmark`,
    scrollTo: 'main h2',
  });
  return kinds;
}

/**
 * Runs in every document of the page: once the page's text holds the token the benchmark stored in
 * sessionStorage, records (as epoch ms) the frame that shows it. In sessionStorage, so an edit that
 * reloads the page is timed as well as one made in place.
 */
const WATCH = `(() => {
  const watch = () => {
    const token = sessionStorage.getItem('benchToken');
    if (!token || sessionStorage.getItem('benchShownAt')) return;
    const check = () => {
      if (!document.body || !document.body.textContent.includes(token)) return false;
      requestAnimationFrame(() => {
        if (!sessionStorage.getItem('benchShownAt'))
          sessionStorage.setItem('benchShownAt', String(performance.timeOrigin + performance.now()));
      });
      return true;
    };
    if (check()) return;
    const observer = new MutationObserver(() => { if (check()) observer.disconnect(); });
    observer.observe(document, { childList: true, subtree: true, characterData: true });
  };
  window.benchWatch = watch;
  watch();
})();`;

/** One timed edit. */
interface Sample {
  ms: number;
  inPlace: boolean;
}

/** Reads the page's state, or undefined while it is between documents. */
async function pageState(page: Page): Promise<{ shownAt: number; marked: boolean; scrollY: number } | undefined> {
  try {
    return await page.evaluate(() => {
      const shown = sessionStorage.getItem('benchShownAt');
      const marked = (window as { benchMark?: boolean }).benchMark === true;
      return shown ? { shownAt: Number(shown), marked, scrollY: window.scrollY } : undefined;
    });
  } catch {
    return undefined;
  }
}

async function measure(page: Page, baseUrl: string, kind: EditKind, fixture: ContentCopy): Promise<Sample[]> {
  const samples: Sample[] = [];
  // Run 0 warms the compile and transform paths; it is not counted.
  for (let i = 0; i <= RUNS; i++) {
    // A reload (an edit that cannot be made in place) leaves the page at a new document: start each edit
    // from a known one, marked, and scrolled to the same place.
    const current = await page.evaluate(() => (window as { benchMark?: boolean }).benchMark === true);
    if (!current || i === 0) {
      await page.goto(new URL(kind.route.slice(1), baseUrl).href);
      await page.locator(kind.scrollTo).first().waitFor({ timeout: GIVE_UP_MS });
      await page.evaluate((selector) => {
        document.querySelector(selector)?.scrollIntoView({ behavior: 'instant' });
        (window as { benchMark?: boolean }).benchMark = true;
      }, kind.scrollTo);
    }
    const scrollBefore = await page.evaluate(() => window.scrollY);
    await page.evaluate((token) => {
      sessionStorage.setItem('benchToken', token);
      sessionStorage.removeItem('benchShownAt');
      (window as { benchWatch?: () => void }).benchWatch?.();
    }, kind.token(i));
    const savedAt = performance.timeOrigin + performance.now();
    // Fails at once if the text is gone, rather than waiting for a change that never shows.
    fixture.edit(kind.file, kind.line, kind.rewrite(i));
    const deadline = Date.now() + GIVE_UP_MS;
    let state = await pageState(page);
    while (!state) {
      if (Date.now() > deadline)
        throw new DevBenchError(`${kind.name}: edit ${i} did not show in ${GIVE_UP_MS / 1000} s`);
      await sleep(20);
      state = await pageState(page);
    }
    if (i > 0) samples.push({ ms: state.shownAt - savedAt, inPlace: state.marked && state.scrollY === scrollBefore });
    await sleep(SETTLE_MS);
  }
  return samples;
}

/** A free port of 127.0.0.1. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('no port'));
      });
    });
  });
}

/** A dev server started as `npm run dev` starts it, and how long it took to show its first page. */
interface Started {
  child: ChildProcess;
  url: string;
  /** From the spawn to the first page rendered (hydrated) in Chromium, ms. */
  firstPageMs: number;
  /** From the spawn to the server printing its address, ms. */
  listeningMs: number;
}

/**
 * Spawns Vite's dev server (what `npm run dev` runs) on `dir`, opens its home page in `page` and waits
 * until the page has rendered. `force` rebuilds Vite's dependency cache first, as after an install.
 */
async function startDev(dir: string, page: Page, force: boolean): Promise<Started> {
  const port = await freePort();
  const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  const args = [vite, '--host', '127.0.0.1', '--port', String(port), '--strictPort', ...(force ? ['--force'] : [])];
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, CONTENT_DIR: dir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new DevBenchError(`the dev server did not start in ${GIVE_UP_MS / 1000} s:\n${output.trim()}`));
    }, GIVE_UP_MS);
    const read = (chunk: Buffer) => {
      output += stripVTControlCharacters(chunk.toString());
      const local = /Local:\s+(http:\/\/\S+)/.exec(output)?.[1];
      if (local) {
        clearTimeout(timer);
        resolve(local);
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(
        new DevBenchError(
          `the dev server exited (${String(code)}):\n${output.trim().split('\n').slice(-5).join('\n')}`,
        ),
      );
    });
  });
  const listeningMs = performance.now() - started;
  await page.goto(url, { timeout: GIVE_UP_MS });
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, {
    timeout: GIVE_UP_MS,
  });
  return { child, url, firstPageMs: performance.now() - started, listeningMs };
}

/** Stops a dev server started by `startDev`. */
async function stopDev(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  child.removeAllListeners('exit');
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** The figures of one content folder. */
interface Measured {
  label: string;
  coldStart: Started;
  warmStart: Started;
  /** From asking for the post's page to it rendered, the first visit after the start, ms. */
  firstPost: number | undefined;
  edits: { kind: EditKind; samples: Sample[] }[];
}

async function measureContent(browser: Browser, posts: number, log: (line: string) => void): Promise<Measured> {
  const template = choosePostTemplate(contentDir);
  const fixture = copyContent(contentDir, path.join(root, '.tmp', 'bench-dev', 'content'));
  if (posts > 0) contentWithPosts(contentDir, fixture.dir, posts, template.text);
  const postFile =
    posts > 0
      ? path.join(fixture.dir, 'blog', generatedPostFile(1))
      : template.file && path.join(fixture.dir, path.relative(contentDir, template.file));
  const post: PostToEdit | undefined = postFile ? { file: postFile, text: readFileSync(postFile, 'utf8') } : undefined;
  const label = posts > 0 ? `the content + ${posts} generated posts` : 'the content as it is';
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.addInitScript(WATCH);
  let dev: Started | undefined;
  try {
    log(`${label}: starting the dev server with its dependency cache rebuilt`);
    const coldStart = await startDev(fixture.dir, page, true);
    await stopDev(coldStart.child);
    log(`${label}: starting the dev server again`);
    dev = await startDev(fixture.dir, page, false);
    const kinds = editKinds(fixture.dir, post);
    let firstPost: number | undefined;
    const postKind = kinds.find((k) => k.route !== '/');
    if (postKind) {
      const asked = performance.now();
      await page.goto(new URL(postKind.route.slice(1), dev.url).href, { timeout: GIVE_UP_MS });
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, {
        timeout: GIVE_UP_MS,
      });
      firstPost = performance.now() - asked;
    }
    const edits: Measured['edits'] = [];
    for (const kind of kinds) {
      log(`${label}: ${kind.name}, ${RUNS} edits`);
      edits.push({ kind, samples: await measure(page, dev.url, kind, fixture) });
    }
    return { label, coldStart, warmStart: dev, firstPost, edits };
  } finally {
    if (dev) await stopDev(dev.child);
    await page.close();
    fixture.dispose();
  }
}

async function main(): Promise<void> {
  const log = (line: string) => process.stderr.write(`${line}\n`);
  if (!existsSync(path.join(contentDir, 'site.md')))
    throw new DevBenchError(
      `${path.relative(process.cwd(), contentDir) || '.'} holds no site.md: is CONTENT_DIR a content folder?`,
    );
  if (!choosePostTemplate(contentDir).file)
    log(
      `bench:dev: the content has no published posts, so post edits are measured only with generated posts${DEV_POSTS > 0 ? '' : ' (none: DEV_POSTS=0)'}`,
    );
  const browser = await launchChromium();
  const results: Measured[] = [];
  try {
    for (const posts of [...new Set([0, DEV_POSTS])]) results.push(await measureContent(browser, posts, log));
  } finally {
    await browser.close();
  }
  const load = loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
  const s = (n: number | undefined) => (n === undefined ? '–' : `${(n / 1000).toFixed(1)} s`);
  console.log(`npm run dev at scale (${cpus().length} cores, load ${load} at the end)`);
  console.log(
    table(
      ['content', 'start, dependency cache rebuilt', 'start', 'first visit of the post'],
      results.map((r) => [
        r.label,
        `${s(r.coldStart.firstPageMs)} (listening at ${s(r.coldStart.listeningMs)})`,
        `${s(r.warmStart.firstPageMs)} (listening at ${s(r.warmStart.listeningMs)})`,
        s(r.firstPost),
      ]),
    ),
  );
  console.log('Start: from the spawn to the home page rendered (hydrated) in Chromium at 1280 px.');
  console.log();
  console.log(`Save to shown, ms (${RUNS} edits each after one warm-up)`);
  console.log(
    table(
      ['content', 'edit', 'median [min–max]', 'in place (no reload, same scroll)'],
      results.flatMap((r) =>
        r.edits.map(({ kind, samples }) => [
          r.label,
          kind.name,
          spread(
            samples.map((x) => x.ms),
            ms,
          ),
          `${samples.filter((x) => x.inPlace).length}/${samples.length}`,
        ]),
      ),
    ),
  );
}

try {
  await main();
} catch (error) {
  if (!(error instanceof DevBenchError) && !(error instanceof BrowserNotFoundError)) throw error;
  process.stderr.write(`bench:dev: ${error.message}\n`);
  process.exitCode = 1;
}
