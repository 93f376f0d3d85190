/**
 * The edits `npm run bench:dev` times in the dev server: the home page's headline in site.md, a paragraph
 * of a post and the post's title in its frontmatter. Each is timed from the save to the frame that shows
 * it, with whether it stayed in place (no reload, same scroll position).
 */
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Page } from 'playwright-core';
import { postPath } from '../../src/lib/routes-paths.ts';
import type { ContentCopy } from '../tools/content-copy.ts';

/** The longest the benchmark waits for a page or an edit before giving up on it. */
export const GIVE_UP_MS = 120_000;

/** Time for the file watcher and the page to settle between edits, so edits never overlap. */
const SETTLE_MS = 500;

/** A problem the benchmark of the dev server reports as its own line. */
export class DevBenchError extends Error {
  override name = 'DevBenchError';
}

/** One kind of edit: where it is seen, the file, and the text each run writes. */
export interface EditKind {
  /** What is edited, the same on any content: the two measures of a run are compared by it. */
  kind: 'headline' | 'paragraph' | 'title';
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
export interface PostToEdit {
  file: string;
  text: string;
}

/** One timed edit. */
export interface Sample {
  ms: number;
  inPlace: boolean;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A line of plain prose in `body` that the page shows as it is: the first under a `## ` heading, else
 * the first at all (outside code fences, components, tables, lists, quotes and maths).
 */
export function proseLine(body: string): string | undefined {
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
export function editKinds(dir: string, post: PostToEdit | undefined): EditKind[] {
  const kinds: EditKind[] = [
    {
      kind: 'headline',
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
      kind: 'paragraph',
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
    kind: 'title',
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
export const WATCH = `(() => {
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

/** Opens `kind`'s page afresh, scrolled to its place and marked (a reload clears the mark). */
async function openMarked(page: Page, baseUrl: string, kind: EditKind): Promise<void> {
  await page.goto(new URL(kind.route.slice(1), baseUrl).href);
  await page.locator(kind.scrollTo).first().waitFor({ timeout: GIVE_UP_MS });
  await page.evaluate((selector) => {
    document.querySelector(selector)?.scrollIntoView({ behavior: 'instant' });
    (window as { benchMark?: boolean }).benchMark = true;
  }, kind.scrollTo);
}

/** Saves edit `i` of `kind` and waits for the page to show it: from the save to that frame, and whether it stayed in place. */
async function timeEdit(page: Page, kind: EditKind, i: number, content: ContentCopy): Promise<Sample> {
  const scrollBefore = await page.evaluate(() => window.scrollY);
  await page.evaluate((token) => {
    sessionStorage.setItem('benchToken', token);
    sessionStorage.removeItem('benchShownAt');
    (window as { benchWatch?: () => void }).benchWatch?.();
  }, kind.token(i));
  const savedAt = performance.timeOrigin + performance.now();
  // Fails at once if the text is gone, rather than waiting for a change that never shows.
  content.edit(kind.file, kind.line, kind.rewrite(i));
  const deadline = Date.now() + GIVE_UP_MS;
  let state = await pageState(page);
  while (!state) {
    if (Date.now() > deadline)
      throw new DevBenchError(`${kind.name}: edit ${i} did not show in ${GIVE_UP_MS / 1000} s`);
    await sleep(20);
    state = await pageState(page);
  }
  return { ms: state.shownAt - savedAt, inPlace: state.marked && state.scrollY === scrollBefore };
}

/**
 * Times `runs` edits of `kind` in the dev server at `baseUrl`, after one that is not counted (it warms
 * the compile and transform paths) when `warmUp` is set.
 */
export async function timeEdits(
  page: Page,
  baseUrl: string,
  kind: EditKind,
  content: ContentCopy,
  { runs, warmUp }: { runs: number; warmUp: boolean },
): Promise<Sample[]> {
  const samples: Sample[] = [];
  const first = warmUp ? 0 : 1;
  for (let i = first; i <= runs; i++) {
    // A reload (an edit that cannot be made in place) leaves the page at a new document: start each edit
    // from a known one, marked, and scrolled to the same place.
    const marked = await page.evaluate(() => (window as { benchMark?: boolean }).benchMark === true);
    if (!marked || i === first) await openMarked(page, baseUrl, kind);
    const sample = await timeEdit(page, kind, i, content);
    if (i > 0) samples.push(sample);
    await sleep(SETTLE_MS);
  }
  return samples;
}
