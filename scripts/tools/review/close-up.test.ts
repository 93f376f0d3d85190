import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { changedRegions, chooseRegion, closeUpBoxes, type ChangedRegion, type PageBlock } from './close-up.ts';

/** A block of text `key` at `y`, 20 px tall, across a 680 px column (or as wide as given). */
const block = (key: string, y: number, { x = 300, width = 680, height = 20, automatic = false } = {}): PageBlock => ({
  key,
  box: { x, y, width, height },
  automatic,
});

/** A post: its title, its line of dates, and three paragraphs. */
const post = [
  block('H1:Tidal logger', 100, { height: 48 }),
  block('SPAN:Updated 1 July 2026', 160, { width: 200, automatic: true }),
  block('P:The harbour master wanted tide readings.', 300),
  block('P:Three numbers shaped every choice.', 400),
  block('P:Sleep dominates.', 500),
];

/** Blocks `blocks` moved `by` pixels down. */
const moved = (blocks: PageBlock[], by: number) => blocks.map((b) => ({ ...b, box: { ...b.box, y: b.box.y + by } }));

describe('changedRegions', () => {
  it('finds no region in the same blocks, wherever they were laid out', () => {
    expect(changedRegions(post, post)).toEqual([]);
    // Moved by a fraction of a pixel, as text below a resized picture is.
    expect(changedRegions(post, moved(post, 0.4))).toEqual([]);
  });

  it('finds a paragraph added above others, and not the paragraphs it pushed down', () => {
    const added = block('P:A new paragraph.', 400, { height: 60 });
    const after = [...post.slice(0, 3), added, ...moved(post.slice(3), 80)];
    expect(changedRegions(post, after)).toEqual([
      { before: { x: 300, y: 400, width: 0, height: 0 }, after: added.box, automatic: false },
    ]);
  });

  it('finds an edited paragraph where it was and where it is, and each change apart', () => {
    const edited = block('P:Three numbers shaped nearly every choice.', 400, { height: 40 });
    const after = [
      post[0],
      block('SPAN:Updated 2 July 2026', 160, { width: 200, automatic: true }),
      post[2],
      edited,
      ...moved(post.slice(4), 20),
    ] as PageBlock[];
    expect(changedRegions(post, after)).toEqual([
      { before: post[1]?.box, after: after[1]?.box, automatic: true },
      { before: post[3]?.box, after: edited.box, automatic: false },
    ]);
  });

  it('makes one region of changes side by side, content when any of it is', () => {
    const after = [
      post[0],
      block('SPAN:Updated 2 July 2026', 160, { width: 200, automatic: true }),
      block('P:Changed.', 300),
      ...post.slice(3),
    ] as PageBlock[];
    expect(changedRegions(post, after)).toEqual([
      {
        before: { x: 300, y: 160, width: 680, height: 160 },
        after: { x: 300, y: 160, width: 680, height: 160 },
        automatic: false,
      },
    ]);
  });
});

describe('chooseRegion', () => {
  const region = (y: number, height: number, automatic = false): ChangedRegion => ({
    before: { x: 300, y, width: 680, height },
    after: { x: 300, y, width: 680, height },
    automatic,
  });

  it('chooses the largest region, and the first of equal ones', () => {
    expect(chooseRegion([region(100, 20), region(300, 120), region(600, 40)])).toEqual(region(300, 120));
    expect(chooseRegion([region(100, 20), region(300, 20)])).toEqual(region(100, 20));
    expect(chooseRegion([])).toBeUndefined();
  });

  it('counts a picture added where nothing was by the room it takes', () => {
    const picture: ChangedRegion = {
      before: { x: 300, y: 500, width: 0, height: 0 },
      after: { x: 300, y: 500, width: 400, height: 300 },
      automatic: false,
    };
    expect(chooseRegion([region(100, 20), picture])).toEqual(picture);
  });

  it('passes over the dates the build works out, however large, for a change of content', () => {
    expect(chooseRegion([region(160, 200, true), region(900, 20)])).toEqual(region(900, 20));
    expect(chooseRegion([region(160, 20, true)])).toEqual(region(160, 20, true));
  });
});

/**
 * A page `width` × `height` of one light grey, with each rectangle [x, y, width, height, grey] drawn on
 * it: decoded, as the review hands its screenshots over (encoding a full page to PNG and back took
 * seconds).
 */
function png(width: number, height: number, rects: [number, number, number, number, number][] = []): PNG {
  const image = new PNG({ width, height });
  image.data.fill(200);
  for (const [x0, y0, w, h, grey] of rects)
    for (let y = y0; y < y0 + h; y++) image.data.fill(grey, 4 * (y * width + x0), 4 * (y * width + x0 + w));
  // Opaque everywhere: every fourth byte is alpha.
  for (let i = 3; i < image.data.length; i += 4) image.data[i] = 255;
  return image;
}

describe('closeUpBoxes', () => {
  const size = { width: 400, height: 560 };

  it('centres a region narrower than the window in it', () => {
    const picture: ChangedRegion = {
      before: { x: 400, y: 1000, width: 0, height: 0 },
      after: { x: 400, y: 1000, width: 200, height: 100 },
      automatic: false,
    };
    const boxes = closeUpBoxes(png(1280, 2000), png(1280, 2100, [[400, 1000, 200, 100, 0]]), picture, size);
    expect(boxes.after).toEqual({ x: 300, y: 1000 - 230, width: 400, height: 560 });
    expect(boxes.before).toEqual(boxes.after);
  });

  it('shows a wide paragraph from just before its first changed word, on both sides where each is', () => {
    // The paragraph moved 100 px down; the changed word is at x = 900 in its first line.
    const before = png(1280, 2000, [[200, 1000, 700, 10, 0]]);
    const after = png(1280, 2100, [
      [200, 1100, 700, 10, 0],
      [900, 1100, 30, 10, 90],
    ]);
    const region: ChangedRegion = {
      before: { x: 200, y: 1000, width: 730, height: 10 },
      after: { x: 200, y: 1100, width: 730, height: 10 },
      automatic: false,
    };
    const boxes = closeUpBoxes(before, after, region, size);
    expect(boxes.after).toEqual({ x: 900 - 100, y: 1100 - 275, width: 400, height: 560 });
    expect(boxes.before).toEqual({ ...boxes.after, y: boxes.after.y - 100 });
  });

  it('keeps the window inside the page, and as wide as a narrow page', () => {
    const region: ChangedRegion = {
      before: { x: 20, y: 5, width: 350, height: 20 },
      after: { x: 20, y: 5, width: 350, height: 20 },
      automatic: false,
    };
    expect(closeUpBoxes(png(390, 300), png(390, 300, [[30, 5, 10, 10, 0]]), region, size).after).toEqual({
      x: 0,
      y: 0,
      width: 390,
      height: 300,
    });
  });
});
