/**
 * Where a review's close-up looks: the page's blocks (each paragraph, heading, list item, table cell,
 * caption and picture, as the browser laid it out) are matched between the two versions by what they
 * show, as a diff matches lines, so content that moved because something above it grew is no change,
 * even by a fraction of a pixel. The largest changed region of content wins over the dates the build
 * works out for itself, and the close-up is a window of the page cut around it, never the page scaled down.
 */
import { diffArrays } from 'diff';
import type { Box, Pixels } from './pixels.ts';

/** A block of a page as the browser laid it out: what it shows, where, and whether the build wrote it. */
export interface PageBlock {
  /** What a reader sees in it: its tag and text (`P:The text`), or a picture's file (`img:/assets/x.avif`). */
  key: string;
  box: Box;
  /** It shows what the build works out for itself (a date, from git, and what shares its line). */
  automatic: boolean;
}

/** A changed part of the page: where it is on each side (an empty box where it was only added or removed). */
export interface ChangedRegion {
  before: Box;
  after: Box;
  /** Every block that changed in it shows what the build works out for itself. */
  automatic: boolean;
}

/** The smallest box holding every one of `boxes`. */
function union(boxes: readonly Box[]): Box {
  const x = Math.min(...boxes.map((b) => b.x));
  const y = Math.min(...boxes.map((b) => b.y));
  const right = Math.max(...boxes.map((b) => b.x + b.width));
  const bottom = Math.max(...boxes.map((b) => b.y + b.height));
  return { x, y, width: right - x, height: bottom - y };
}

/** An empty box where blocks would be inserted before `index` in `blocks`. */
function gapAt(blocks: readonly PageBlock[], index: number): Box {
  const next = blocks[index];
  const previous = blocks[index - 1];
  const y = next ? next.box.y : previous ? previous.box.y + previous.box.height : 0;
  return { x: (next ?? previous)?.box.x ?? 0, y, width: 0, height: 0 };
}

/** The regions where the blocks of a page's two versions differ, in page order. */
export function changedRegions(before: readonly PageBlock[], after: readonly PageBlock[]): ChangedRegion[] {
  const regions: ChangedRegion[] = [];
  let [i, j] = [0, 0];
  let removed: PageBlock[] = [];
  let added: PageBlock[] = [];
  let start = [0, 0];
  const close = () => {
    if (removed.length + added.length === 0) return;
    regions.push({
      before: removed.length > 0 ? union(removed.map((b) => b.box)) : gapAt(before, start[0] ?? 0),
      after: added.length > 0 ? union(added.map((b) => b.box)) : gapAt(after, start[1] ?? 0),
      automatic: [...removed, ...added].every((b) => b.automatic),
    });
    removed = [];
    added = [];
  };
  const parts = diffArrays(
    before.map((b) => b.key),
    after.map((b) => b.key),
  );
  for (const part of parts) {
    if (!part.added && !part.removed) {
      close();
      i += part.count;
      j += part.count;
      continue;
    }
    if (removed.length + added.length === 0) start = [i, j];
    if (part.removed) {
      removed.push(...before.slice(i, i + part.count));
      i += part.count;
    } else {
      added.push(...after.slice(j, j + part.count));
      j += part.count;
    }
  }
  close();
  return regions;
}

const area = (box: Box) => box.width * box.height;

/**
 * The region a close-up shows: the largest change of content, by the area it takes on the page. One
 * that is only what the build works out for itself (a post's Updated date, from git, and the reading
 * time beside it) is chosen only when nothing else changed, so an edit wins over the date it moved on.
 * Ties go to the first.
 */
export function chooseRegion(regions: readonly ChangedRegion[]): ChangedRegion | undefined {
  const content = regions.filter((region) => !region.automatic);
  const size = (region: ChangedRegion) => Math.max(area(region.before), area(region.after));
  return (content.length > 0 ? content : regions).reduce<ChangedRegion | undefined>(
    (best, region) => (best === undefined || size(region) > size(best) ? region : best),
    undefined,
  );
}

/**
 * The first column, in reading order, where a region's two sides differ: its pixels compared row for
 * row from the top left of each side's box, or, where only one side has rows, from that row's own
 * background. Undefined when the boxes hold the same pixels.
 */
function firstChangedColumn(old: Pixels, now: Pixels, region: ChangedRegion): number | undefined {
  const pixel = (image: Pixels, x: number, y: number) =>
    x < image.width && y < image.height ? image.data.readUInt32BE(4 * (y * image.width + x)) : undefined;
  const { before, after } = region;
  const left = Math.round(Math.min(before.width ? before.x : after.x, after.width ? after.x : before.x));
  const rows = Math.round(Math.max(before.height, after.height));
  const width = Math.round(Math.max(before.x + before.width, after.x + after.width)) - left;
  for (let row = 0; row < rows; row++) {
    const [y0, y1] = [Math.round(before.y) + row, Math.round(after.y) + row];
    const [inBefore, inAfter] = [row < before.height, row < after.height];
    for (let x = left; x < left + width; x++) {
      const [a, b] = [inBefore ? pixel(old, x, y0) : undefined, inAfter ? pixel(now, x, y1) : undefined];
      const background = inAfter ? pixel(now, left, y1) : pixel(old, left, y0);
      if (inBefore && inAfter ? a !== b : (a ?? b) !== background) return x;
    }
  }
  return undefined;
}

/**
 * The windows a close-up cuts from each screenshot: `size` around `region`, the same place of the page
 * on both sides. A region narrower than the window is centred in it; a wider one (a long paragraph on a
 * wide screen) is shown from just before its first changed pixel, so the change and what follows it
 * are in view. A region shorter than the window is centred; a taller one starts a little above it.
 */
export function closeUpBoxes(
  old: Pixels,
  now: Pixels,
  region: ChangedRegion,
  size: { width: number; height: number },
): { before: Box; after: Box } {
  const width = Math.min(size.width, now.width);
  const clamp = (value: number, max: number) => Math.max(0, Math.min(Math.round(value), Math.max(0, max)));
  const sides = [region.before, region.after].filter((b) => b.width > 0 && b.height > 0);
  const span = sides.length > 0 ? union(sides) : region.after;
  const x =
    span.width <= width
      ? clamp(span.x + span.width / 2 - width / 2, now.width - width)
      : clamp((firstChangedColumn(old, now, region) ?? span.x) - width / 4, now.width - width);
  const tall = Math.max(region.before.height, region.after.height);
  const above = Math.max(60, (size.height - tall) / 2);
  const afterY = clamp(region.after.y - above, now.height - size.height);
  const beforeY = clamp(region.before.y - (region.after.y - afterY), old.height - size.height);
  return {
    after: { x, y: afterY, width, height: Math.min(size.height, now.height - afterY) },
    before: { x, y: beforeY, width, height: Math.min(size.height, old.height - beforeY) },
  };
}
