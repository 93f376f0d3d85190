/**
 * One content folder in the dev server, measured (`npm run bench:dev`, and the edit-cost mode of
 * `npm run bench`): its start (from the spawn to the first page rendered in Chromium, once with the
 * dependency cache rebuilt when the settings say so), the first visit of a post, and RUNS edits of each
 * kind timed from the save to the frame that shows them (dev-edits.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { PROJECT_ROOT } from '../pipeline/settings.ts';
import { copyContent } from '../tools/content-copy.ts';
import { contentWithPosts } from './build-timing.ts';
import { editKinds, GIVE_UP_MS, timeEdits, WATCH, type EditKind, type PostToEdit, type Sample } from './dev-edits.ts';
import type { DevBenchSettings } from './dev-settings.ts';
import { median, ms as msText, spread, table } from './format.ts';
import { hydrated, startDev, stopDev, type Started } from './dev-start.ts';
import { choosePostTemplate, generatedPostFile } from './post-template.ts';

/** The figures of one content folder. */
export interface Measured {
  label: string;
  /** The start with Vite's dependency cache rebuilt; none in the short mode. */
  coldStart: Started | undefined;
  start: Started;
  /** From asking for the post's page to it rendered, the first visit after the start, ms. */
  firstPost: number | undefined;
  edits: { kind: EditKind; samples: Sample[] }[];
}

/** The content folder `settings` names with `posts` generated posts added, measured. */
export async function measureContent(
  browser: Browser,
  settings: DevBenchSettings,
  posts: number,
  log: (line: string) => void,
): Promise<Measured> {
  const { contentDir } = settings;
  const template = choosePostTemplate(contentDir);
  const copy = copyContent(contentDir, path.join(PROJECT_ROOT, '.tmp', 'bench-dev', 'content'));
  if (posts > 0) contentWithPosts(contentDir, copy.dir, posts, template.text);
  const postFile =
    posts > 0
      ? path.join(copy.dir, 'blog', generatedPostFile(1))
      : template.file && path.join(copy.dir, path.relative(contentDir, template.file));
  const post: PostToEdit | undefined = postFile ? { file: postFile, text: readFileSync(postFile, 'utf8') } : undefined;
  const label = posts > 0 ? `the content + ${posts} generated posts` : 'the content as it is';
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.addInitScript(WATCH);
  let dev: Started | undefined;
  try {
    let coldStart: Started | undefined;
    if (settings.coldStart) {
      log(`${label}: starting the dev server with its dependency cache rebuilt`);
      coldStart = await startDev(copy.dir, page, true);
      await stopDev(coldStart.child);
    }
    log(`${label}: starting the dev server${coldStart ? ' again' : ''}`);
    dev = await startDev(copy.dir, page, false);
    const kinds = editKinds(copy.dir, post);
    let firstPost: number | undefined;
    const postKind = kinds.find((k) => k.route !== '/');
    if (postKind) {
      const asked = performance.now();
      await page.goto(new URL(postKind.route.slice(1), dev.url).href, { timeout: GIVE_UP_MS });
      await hydrated(page);
      firstPost = performance.now() - asked;
    }
    const edits: Measured['edits'] = [];
    for (const kind of kinds) {
      log(`${label}: ${kind.name}, ${settings.runs} ${settings.runs === 1 ? 'edit' : 'edits'}`);
      edits.push({ kind, samples: await timeEdits(page, dev.url, kind, copy, settings) });
    }
    return { label, coldStart, start: dev, firstPost, edits };
  } finally {
    if (dev) await stopDev(dev.child);
    await page.close();
    copy.dispose();
  }
}

/**
 * Each kind of edit's save-to-shown times in `small` (the content as it is) and `large` (with generated
 * posts), as medians with their ranges, and the ratio of the two medians: how an edit's cost grows with
 * the posts. The post edited is a different file in each (the longest post, a generated copy of it), so
 * the rows pair edits by their kind.
 */
export function editRatioTable(small: Measured | undefined, large: Measured | undefined): string {
  const samples = (measured: Measured | undefined, kind: EditKind['kind']) =>
    measured?.edits.find((edit) => edit.kind.kind === kind)?.samples ?? [];
  const kinds = [...new Set([...(small?.edits ?? []), ...(large?.edits ?? [])].map((edit) => edit.kind.kind))];
  const ratio = (a: number, b: number) => (Number.isFinite(a / b) && b > 0 ? `${(a / b).toFixed(2)}×` : '–');
  return table(
    ['edit', small?.label ?? '–', large?.label ?? '–', 'ratio of medians', 'in place'],
    kinds.map((kind) => {
      const [a, b] = [samples(small, kind), samples(large, kind)];
      const inPlace = [a, b].map((all) => `${all.filter((s) => s.inPlace).length}/${all.length}`);
      const ms = (list: readonly Sample[]) => list.map((s) => s.ms);
      return [
        kind,
        spread(ms(a), msText),
        spread(ms(b), msText),
        ratio(median(ms(b)), median(ms(a))),
        inPlace.join(', '),
      ];
    }),
  );
}
