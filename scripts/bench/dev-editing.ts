/**
 * `npm run bench:dev`: how long a content edit in `npm run dev` takes to show in the open page. Runs
 * Vite's dev server on a copy of content/, opens the page in Chromium, then saves a new headline in
 * site.md (home page) and a new sentence in a post paragraph (the oldest post's first paragraph under a heading), RUNS times each, and
 * prints the median and min–max time from the save to the frame that shows the change, and whether
 * each edit stayed in place (no reload, same scroll position). A measurement, never a test.
 *
 * Environment: RUNS (edits of each kind; default 7).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { startDevServer } from '../tools/dev-server.ts';
import { launchChromium } from '../tools/browser.ts';
import { copyContent, type ContentCopy } from '../tools/content-copy.ts';
import { spread, ms, table } from './format.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const RUNS = Math.max(1, Number.parseInt(process.env.RUNS ?? '', 10) || 7);
/** Time for the file watcher and the page to settle between edits, so edits never overlap. */
const SETTLE_MS = 500;

/** One kind of edit: where it is seen, the file, and the text each run writes. */
interface EditKind {
  name: string;
  route: string;
  file: string;
  /** The line (a regular expression over the file) that each run rewrites. */
  line: RegExp;
  /** The new line for run `i`; it holds `token(i)`, which the page then shows. */
  rewrite: (i: number) => string;
  token: (i: number) => string;
  /** What to scroll into view before editing. */
  scrollTo: string;
}

/**
 * The two edits, found in whatever the content says: the headline in site.md, and the first line of
 * prose under the first `## ` heading of the oldest published post (kept whole, so the page still builds).
 */
function editKinds(contentDir: string): EditKind[] {
  const blog = path.join(contentDir, 'blog');
  const post = readdirSync(blog)
    .filter((name) => name.endsWith('.mdx') && !name.startsWith('_'))
    .map((name) => ({ name, text: readFileSync(path.join(blog, name), 'utf8') }))
    .filter(({ text }) => !/^draft:\s*true\s*$/m.test(text))
    .sort((a, b) => dateOf(a.text).localeCompare(dateOf(b.text)))[0];
  if (!post) throw new Error(`${blog} holds no published post to edit`);
  const body = post.text.slice(post.text.indexOf('\n## '));
  const heading = /^## (.+)$/m.exec(body);
  const prose = /^\n## .*\n+([A-Za-z][^\n]*)$/m.exec(body)?.[1];
  if (!heading || !prose) throw new Error(`blog/${post.name} has no line of prose under a ## heading to edit`);
  const escaped = prose.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const slug = /^slug:\s*(\S+)/m.exec(post.text)?.[1] ?? post.name.replace(/\.mdx$/, '');
  return [
    {
      name: 'headline (site.md, /)',
      route: '',
      file: 'site.md',
      line: /^headline: .*$/m,
      token: (i) => `Headline edit ${i}`,
      rewrite: (i) => `headline: Headline edit ${i} for the benchmark.`,
      scrollTo: '#about',
    },
    {
      name: `post paragraph (${post.name}, /blog/${slug})`,
      route: `blog/${slug}`,
      file: `blog/${post.name}`,
      line: new RegExp(`^(?:Paragraph edit \\d+\\. )?${escaped}$`, 'm'),
      token: (i) => `Paragraph edit ${i}`,
      rewrite: (i) => `Paragraph edit ${i}. ${prose}`,
      scrollTo: 'h2',
    },
  ];
}

const dateOf = (text: string) => /^date:\s*(\S+)/m.exec(text)?.[1] ?? '';

/** One timed edit. */
interface Sample {
  ms: number;
  inPlace: boolean;
}

/** Installs an observer that records (as epoch ms) the first frame showing `token`. */
function watchFor(page: Page, token: string): Promise<void> {
  return page.evaluate((text) => {
    const w = window as { benchShownAt?: number };
    delete w.benchShownAt;
    const observer = new MutationObserver(() => {
      if (!document.body.textContent.includes(text)) return;
      observer.disconnect();
      // The frame that paints the change: its callback runs just before that paint.
      requestAnimationFrame(() => {
        w.benchShownAt = performance.timeOrigin + performance.now();
      });
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  }, token);
}

async function measure(page: Page, baseUrl: string, kind: EditKind, fixture: ContentCopy): Promise<Sample[]> {
  await page.goto(new URL(kind.route, baseUrl).href);
  await page.locator(kind.scrollTo).first().waitFor({ timeout: 60_000 });
  await page.evaluate((selector) => {
    document.querySelector(selector)?.scrollIntoView({ behavior: 'instant' });
    (window as { benchMark?: boolean }).benchMark = true;
  }, kind.scrollTo);
  const samples: Sample[] = [];
  // Run 0 warms the compile and transform paths; it is not counted.
  for (let i = 0; i <= RUNS; i++) {
    const scrollBefore = await page.evaluate(() => window.scrollY);
    await watchFor(page, kind.token(i));
    const savedAt = performance.timeOrigin + performance.now();
    // Fails at once if the line is gone, rather than waiting for a change that never shows.
    fixture.edit(kind.file, kind.line, kind.rewrite(i));
    await page.waitForFunction(() => (window as { benchShownAt?: number }).benchShownAt !== undefined, null, {
      timeout: 30_000,
    });
    const state = await page.evaluate(() => {
      const w = window as { benchShownAt?: number; benchMark?: boolean };
      return { shownAt: w.benchShownAt ?? Number.NaN, marked: w.benchMark === true, scrollY: window.scrollY };
    });
    if (i > 0) samples.push({ ms: state.shownAt - savedAt, inPlace: state.marked && state.scrollY === scrollBefore });
    await sleep(SETTLE_MS);
  }
  return samples;
}

async function main(): Promise<void> {
  const fixture = copyContent(path.join(root, 'content'), path.join(root, '.tmp', 'bench-dev', 'content'));
  const { server, url: baseUrl } = await startDevServer({
    contentDir: fixture.dir,
    cacheDir: path.join(root, '.tmp', 'vite-dev-cache'),
    config: { logLevel: 'error' },
  });
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const rows: string[][] = [];
    for (const kind of editKinds(fixture.dir)) {
      const samples = await measure(page, baseUrl, kind, fixture);
      rows.push([
        kind.name,
        spread(
          samples.map((s) => s.ms),
          ms,
        ),
        `${samples.filter((s) => s.inPlace).length}/${samples.length}`,
      ]);
    }
    const load = loadavg()
      .map((n) => n.toFixed(1))
      .join(' ');
    console.log(
      `npm run dev: save to shown, ms (${RUNS} edits each after one warm-up; ${cpus().length} cores, load ${load})`,
    );
    console.log(table(['edit', 'median [min–max]', 'in place (no reload, same scroll)'], rows));
  } finally {
    await browser.close();
    await server.close();
    fixture.dispose();
  }
}

await main();
