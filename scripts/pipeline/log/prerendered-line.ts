/**
 * The build's line naming what the prerenderer wrote. A small site's files are all named; a large one's
 * (hundreds of posts, their list pages, tags and feeds) would make one line of many kilobytes, so it
 * names the first few and counts the rest.
 */

/** Up to this many files, the line names them all. */
export const ALL_NAMED_UP_TO = 40;

/** Past that, it names this many and counts the rest. */
export const FIRST_NAMED = 10;

/** `Prerendered index.html, blog/index.html, … in dist/`, or the first files and a count of the rest. */
export function prerenderedLine(written: readonly string[], out: string): string {
  if (written.length <= ALL_NAMED_UP_TO) return `Prerendered ${written.join(', ')} in ${out}/`;
  const pages = written.filter((file) => file.endsWith('.html')).length;
  const others = written.length - pages;
  const kinds = [`${pages} ${pages === 1 ? 'page' : 'pages'}`];
  if (others > 0) kinds.push(`${others} other ${others === 1 ? 'file' : 'files'}`);
  const named = written.slice(0, FIRST_NAMED).join(', ');
  return `Prerendered ${named} and ${written.length - FIRST_NAMED} more (${kinds.join(' and ')}) in ${out}/`;
}

/** Up to this many pages rendered, the line names each with why; past it, the first ones and a count. */
export const RENDERED_NAMED_UP_TO = 20;

/**
 * `Rendered 3 of 224 pages (221 unchanged, from the page cache in .cache/pages): /blog/x (its body
 * changed), …`, or `Rendered all 224 pages: the code changed`: what the prerenderer did, and why.
 */
export function renderedLine(
  report: { pages: number; all?: string | undefined; rendered: readonly { path: string; why: string }[] },
  cacheDir: string,
): string {
  const { pages, all, rendered } = report;
  const noun = (n: number) => `${n} ${n === 1 ? 'page' : 'pages'}`;
  if (all !== undefined) return `Rendered all ${noun(pages)}: ${all}`;
  const kept = pages - rendered.length;
  const head = `Rendered ${rendered.length} of ${noun(pages)} (${kept} unchanged, from the page cache in ${cacheDir}/)`;
  if (rendered.length === 0) return head;
  const named = rendered.slice(0, RENDERED_NAMED_UP_TO).map(({ path, why }) => `${path} (${why})`);
  const more = rendered.length - named.length;
  return `${head}: ${named.join(', ')}${more > 0 ? ` and ${more} more` : ''}`;
}

/** Reads `renderedLine` back from a build's output: the pages rendered, of how many; undefined without the line. */
export function renderedCount(output: string): { rendered: number; pages: number } | undefined {
  const all = /^Rendered all (\d+) pages?:/m.exec(output);
  if (all) return { rendered: Number(all[1]), pages: Number(all[1]) };
  const some = /^Rendered (\d+) of (\d+) pages? /m.exec(output);
  return some ? { rendered: Number(some[1]), pages: Number(some[2]) } : undefined;
}
