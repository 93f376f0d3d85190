/**
 * The review's report: `summary.md` (also printed), and `index.html` with `review.css`, a page that
 * shows each changed route before | after | difference. The page has no scripts and no inline styles,
 * so it opens under the site's strict Content Security Policy.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { escapeHtml } from '../../../src/lib/html-escape.ts';
import { formatRenameFindings, type RenameFinding } from '../../pipeline/content/rename-guard.ts';
import type { EntityChange } from './content.ts';
import type { Revision } from './git.ts';
import type { PictureChanges, RouteChange } from './pages.ts';
import type { Pictures, Shot } from './pictures.ts';
import { plainExcerpt, type Excerpt } from './words.ts';

/** Everything a review found. */
export interface Review {
  base: Revision;
  head: Revision;
  /** The pages of BASE that lead nowhere in HEAD: the rename guard's findings (rename-guard.ts). */
  renames: RenameFinding[];
  /** How each revision was built, and anything the run cleaned up. */
  notes: string[];
  content: EntityChange[];
  routes: RouteChange[];
  unchanged: string[];
  pictures: Pictures;
}

/** Escapes what Markdown would read as formatting. */
const markdown = (text: string) => text.replace(/[\\`*_<>[\]|]/g, (c) => `\\${c}`);

/** `1 new picture`, `2 pictures replaced`: one phrase per kind of change, none when nothing changed. */
export function pictureWords({ added, removed, replaced }: PictureChanges): string[] {
  const pictures = (n: number) => (n === 1 ? '1 picture' : `${n} pictures`);
  return [
    ...(replaced > 0 ? [`${pictures(replaced)} replaced`] : []),
    ...(added > 0 ? [`${added} new ${added === 1 ? 'picture' : 'pictures'}`] : []),
    ...(removed > 0 ? [`${pictures(removed)} removed`] : []),
  ];
}

/**
 * The words of a route change: `changed (+3 −1 words, 1 new picture, new styles)`; a change of pictures
 * or styles alone names no words.
 */
export function routeWords(change: RouteChange): string {
  if (change.status !== 'changed') return change.status;
  const others = [...pictureWords(change.pictures), ...(change.restyled ? ['new styles'] : [])];
  const words = change.added + change.removed > 0 || others.length === 0;
  return `changed (${[...(words ? [`+${change.added} −${change.removed} words`] : []), ...others].join(', ')})`;
}

/** `2.42 % (24,811 px)`; a change too small for two decimals still reads as a change. */
export function percent(shot: Shot): string {
  if (shot.percent === undefined) return '';
  const share = shot.percent === 0 || shot.percent >= 0.01 ? shot.percent.toFixed(2) : '< 0.01';
  return `${share} % (${(shot.changed ?? 0).toLocaleString('en')} px)`;
}

/** The summary as Markdown (`summary.md`), or as plain text for the terminal when `plain` is set. */
export function renderSummary(review: Review, plain = false): string {
  const esc = plain ? (text: string) => text : markdown;
  const excerpt = (e: Excerpt) => plainExcerpt(e, esc);
  const lines = [`# Content review: ${esc(review.base.label)} → ${esc(review.head.label)}`, ''];
  // First, what would break: links to BASE's pages that HEAD leads nowhere.
  lines.push('## Links that would break', '');
  if (review.renames.length === 0) lines.push('None: every page of BASE still has a page, an alias or a removal.');
  for (const line of renameLines(review)) lines.push(`- ${esc(line)}`);
  lines.push('', ...review.notes.map((note) => `- ${esc(note)}`), '', '## Content changes', '');
  if (review.content.length === 0) lines.push('No content changed.');
  for (const entity of review.content) {
    lines.push(`- ${esc(entity.entity)}${esc(labelWords(entity))}: ${esc(entity.changes.join('; '))}`);
    for (const detail of entity.details)
      for (const e of detail.excerpts) lines.push(`  - ${esc(detail.label)}: ${excerpt(e)}`);
  }
  lines.push('', '## Pages affected', '');
  if (review.routes.length === 0) lines.push('No page changed.');
  for (const change of review.routes) {
    lines.push(`- ${esc(change.route)} ${routeWords(change)}`);
    for (const e of change.excerpts) lines.push(`  - ${excerpt(e)}`);
  }
  if (review.unchanged.length > 0) lines.push(`- Unchanged: ${esc(review.unchanged.join(', '))}`);
  lines.push('', '## Pictures', '');
  if ('skipped' in review.pictures) lines.push(`Pictures skipped: ${esc(review.pictures.skipped)}`);
  else if (review.pictures.shots.length === 0) lines.push('No page changed, so none was photographed.');
  else {
    lines.push(
      '| Route | Width | Before | After | Difference | Pixels changed |',
      '| --- | --- | --- | --- | --- | --- |',
    );
    const link = (label: string, file?: string) => (file ? `[${label}](${file})` : '–');
    for (const shot of review.pictures.shots) {
      lines.push(
        `| ${esc(shot.route)} | ${shot.width} px | ${link('before', shot.before)} | ${link('after', shot.after)} | ${link('difference', shot.diff)} | ${percent(shot) || '–'} |`,
      );
    }
  }
  return `${lines.join('\n')}\n`;
}

/** ` (scheduled: goes live on …)` after an entity's name, or nothing. */
const labelWords = (entity: EntityChange) =>
  entity.labels && entity.labels.length > 0 ? ` (${entity.labels.join('; ')})` : '';

/** How the rename guard's findings name the review's BASE: as the reader named it, or `BASE` for a bare commit. */
export const renamesSince = (review: Review) => (review.base.name === review.base.commit ? 'BASE' : review.base.name);

/** The rename guard's findings, one line each, as check:content prints them but for the review's BASE. */
function renameLines(review: Review): string[] {
  const since = renamesSince(review);
  return formatRenameFindings({ since, commit: review.base.commit ?? '', findings: review.renames }).slice(1);
}

function excerptHtml(excerpt: Excerpt): string {
  return excerpt
    .map((f) =>
      f.change === 'added'
        ? `<ins>${escapeHtml(f.text)}</ins>`
        : f.change === 'removed'
          ? `<del>${escapeHtml(f.text)}</del>`
          : escapeHtml(f.text),
    )
    .join('');
}

function shotsHtml(shots: Shot[]): string {
  return shots
    .map((shot) => {
      // The page shows the close-up when there is one; each picture links to the whole page.
      const figure = (label: string, file: string | undefined, closeUp: string | undefined) =>
        file
          ? `<figure><figcaption>${label}</figcaption><a href="${escapeHtml(file)}"><img src="${escapeHtml(closeUp ?? file)}" alt="${label} of ${escapeHtml(shot.route)} at ${shot.width} px"></a></figure>`
          : `<figure><figcaption>${label}</figcaption><p>Not on this side</p></figure>`;
      const changed = shot.percent === undefined ? '' : `: ${percent(shot)} of pixels changed`;
      const box = shot.closeUps?.box;
      const around = shot.diff === undefined ? 'its main heading' : 'the largest change';
      const where = box
        ? `; the pictures show ${box.width} × ${box.height} px around ${around}, ${box.y.toLocaleString('en')} px down the page`
        : '';
      return [
        `<h4>${shot.width} px${changed}${where}</h4>`,
        '<div class="shots">',
        figure('Before', shot.before, shot.closeUps?.before),
        figure('After', shot.after, shot.closeUps?.after),
        figure('Difference', shot.diff, shot.closeUps?.diff),
        '</div>',
      ].join('\n');
    })
    .join('\n');
}

/** The report page. */
export function renderHtml(review: Review): string {
  const title = `Content review: ${review.base.label} → ${review.head.label}`;
  const out = [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    '<link rel="stylesheet" href="review.css">',
    '</head>',
    '<body>',
    '<main>',
    `<h1>${escapeHtml(title)}</h1>`,
    '<section aria-labelledby="breaking-links">',
    '<h2 id="breaking-links">Links that would break</h2>',
    review.renames.length === 0
      ? '<p>None: every page of BASE still has a page, an alias or a removal.</p>'
      : `<ul class="breaking">${renameLines(review)
          .map((line) => `<li>${escapeHtml(line)}</li>`)
          .join('')}</ul>`,
    '</section>',
    `<ul class="notes">${review.notes.map((n) => `<li>${escapeHtml(n)}</li>`).join('')}</ul>`,
    '<section aria-labelledby="content-changes">',
    '<h2 id="content-changes">Content changes</h2>',
  ];
  if (review.content.length === 0) out.push('<p>No content changed.</p>');
  else {
    out.push('<ul class="changes">');
    for (const entity of review.content) {
      const details = entity.details.flatMap((d) =>
        d.excerpts.map((e) => `<li><span class="label">${escapeHtml(d.label)}:</span> ${excerptHtml(e)}</li>`),
      );
      out.push(
        `<li><strong>${escapeHtml(entity.entity)}</strong>${escapeHtml(labelWords(entity))}: ${escapeHtml(entity.changes.join('; '))}${details.length ? `<ul>${details.join('')}</ul>` : ''}</li>`,
      );
    }
    out.push('</ul>');
  }
  out.push('</section>', '<section aria-labelledby="pages-affected">', '<h2 id="pages-affected">Pages affected</h2>');
  if (review.routes.length === 0) out.push('<p>No page changed.</p>');
  if ('skipped' in review.pictures)
    out.push(`<p class="skipped">Pictures skipped: ${escapeHtml(review.pictures.skipped)}</p>`);
  for (const change of review.routes) {
    out.push('<article>', `<h3><code>${escapeHtml(change.route)}</code> ${escapeHtml(routeWords(change))}</h3>`);
    if (change.excerpts.length > 0)
      out.push(`<ul class="excerpts">${change.excerpts.map((e) => `<li>${excerptHtml(e)}</li>`).join('')}</ul>`);
    if (!('skipped' in review.pictures))
      out.push(shotsHtml(review.pictures.shots.filter((s) => s.route === change.route)));
    out.push('</article>');
  }
  if (review.unchanged.length > 0)
    out.push(`<p>Unchanged: ${review.unchanged.map((r) => `<code>${escapeHtml(r)}</code>`).join(', ')}</p>`);
  out.push('</section>', '</main>', '</body>', '</html>', '');
  return out.join('\n');
}

/** The report's stylesheet: readable on its own, light and dark, images side by side. */
const REVIEW_CSS = `:root {
  color-scheme: light dark;
  --text: light-dark(#1a1d21, #e8eaed);
  --muted: light-dark(#4a5058, #b4bac2);
  --surface: light-dark(#ffffff, #16181b);
  --panel: light-dark(#f3f4f6, #22252a);
  --ins-bg: light-dark(#d7f5dd, #12391c);
  --ins-text: light-dark(#0b4d1b, #b9f2c5);
  --del-bg: light-dark(#ffe0e0, #4a1717);
  --del-text: light-dark(#8a1010, #ffc9c9);
  font: 16px/1.5 system-ui, sans-serif;
  color: var(--text);
  background: var(--surface);
}
body { margin: 0; }
main { max-width: 90rem; margin: 0 auto; padding: 1.5rem; }
h1 { font-size: 1.6rem; overflow-wrap: anywhere; }
.notes { color: var(--muted); }
ins { background: var(--ins-bg); color: var(--ins-text); text-decoration: underline; }
del { background: var(--del-bg); color: var(--del-text); text-decoration: line-through; }
.label { font-weight: 600; }
article { border-top: 1px solid var(--muted); margin-top: 2rem; }
.shots { display: grid; grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr)); gap: 1rem; align-items: start; }
figure { margin: 0; background: var(--panel); padding: 0.5rem; }
/* Close-ups at their own size (they are cut to fit), whole pages scaled to the column. */
figure img { display: block; max-width: 100%; height: auto; }
figcaption { font-weight: 600; margin-bottom: 0.25rem; }
a { color: inherit; }
`;

/** Writes summary.md, index.html and review.css into `dir` (the images are already there). */
export async function writeReport(review: Review, dir: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, 'summary.md'), renderSummary(review));
  await writeFile(path.join(dir, 'index.html'), renderHtml(review));
  await writeFile(path.join(dir, 'review.css'), REVIEW_CSS);
}
