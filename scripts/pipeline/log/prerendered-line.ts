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
