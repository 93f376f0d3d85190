import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { cropRows, diffPngs } from './pixels.ts';

/** A PNG of `width` × `height` filled with one grey, with the pixels in `dark` black. */
function png(width: number, height: number, dark: [number, number][] = []): Buffer {
  const image = new PNG({ width, height });
  for (let i = 0; i < image.data.length; i += 4) image.data.set([200, 200, 200, 255], i);
  for (const [x, y] of dark) image.data.set([0, 0, 0, 255], 4 * (y * width + x));
  return PNG.sync.write(image);
}

describe('diffPngs', () => {
  it('counts no change between equal images', () => {
    const diff = diffPngs(png(4, 4), png(4, 4));
    expect(diff).toMatchObject({ changed: 0, percent: 0 });
    expect(diff.firstRow).toBeUndefined();
  });

  it('counts the pixels that changed, as a share of the image', () => {
    const diff = diffPngs(png(4, 4), png(4, 4, [[1, 2]]));
    expect(diff).toMatchObject({ changed: 1, percent: 6.25, firstRow: 2 });
    expect(PNG.sync.read(diff.png)).toMatchObject({ width: 4, height: 4 });
  });

  it('counts the extra length of a longer page as changed', () => {
    expect(diffPngs(png(4, 4), png(4, 6))).toMatchObject({ changed: 8, percent: (100 * 8) / 24 });
  });
});

describe('cropRows', () => {
  it('keeps the rows asked for, fewer at the bottom of the image', () => {
    expect(PNG.sync.read(cropRows(png(4, 10), 2, 5))).toMatchObject({ width: 4, height: 5 });
    expect(PNG.sync.read(cropRows(png(4, 10), 8, 5))).toMatchObject({ width: 4, height: 2 });
  });
});
