import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { crop, diffPngs } from './pixels.ts';

/** A PNG of `width` × `height` filled with one grey, with the pixels in `dark` black. */
function png(width: number, height: number, dark: [number, number][] = []): Buffer {
  const image = new PNG({ width, height });
  for (let i = 0; i < image.data.length; i += 4) image.data.set([200, 200, 200, 255], i);
  for (const [x, y] of dark) image.data.set([0, 0, 0, 255], 4 * (y * width + x));
  return PNG.sync.write(image);
}

describe('diffPngs', () => {
  it('counts no change between equal images', () => {
    expect(diffPngs(png(4, 4), png(4, 4))).toMatchObject({ changed: 0, percent: 0 });
  });

  it('counts the pixels that changed, as a share of the image', () => {
    const diff = diffPngs(png(4, 4), png(4, 4, [[1, 2]]));
    expect(diff).toMatchObject({ changed: 1, percent: 6.25 });
    expect(PNG.sync.read(diff.png)).toMatchObject({ width: 4, height: 4 });
  });

  it('counts the extra length of a longer page as changed', () => {
    expect(diffPngs(png(4, 4), png(4, 6))).toMatchObject({ changed: 8, percent: (100 * 8) / 24 });
  });
});

describe('crop', () => {
  it('keeps the window asked for, less at the edges of the image', () => {
    expect(PNG.sync.read(crop(png(40, 10), { x: 5, y: 2, width: 20, height: 5 }))).toMatchObject({
      width: 20,
      height: 5,
    });
    expect(PNG.sync.read(crop(png(40, 10), { x: 30, y: 8, width: 20, height: 5 }))).toMatchObject({
      width: 10,
      height: 2,
    });
  });
});
