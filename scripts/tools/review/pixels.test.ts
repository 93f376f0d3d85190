import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { crop, decode, diffPixels, encode, type Pixels } from './pixels.ts';

/** An image of `width` × `height` filled with one grey, with the pixels in `dark` black. */
function image(width: number, height: number, dark: [number, number][] = []): Pixels {
  const data = Buffer.alloc(4 * width * height);
  for (let i = 0; i < data.length; i += 4) data.set([200, 200, 200, 255], i);
  for (const [x, y] of dark) data.set([0, 0, 0, 255], 4 * (y * width + x));
  return { width, height, data };
}

describe('decode and encode', () => {
  it('read a PNG written by another encoder, pixel for pixel', async () => {
    const png = new PNG({ width: 3, height: 2 });
    png.data.set([255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 10, 20, 30, 255, 40, 50, 60, 128, 0, 0, 0, 0]);
    const decoded = await decode(PNG.sync.write(png));
    expect(decoded).toMatchObject({ width: 3, height: 2 });
    expect([...decoded.data]).toEqual([...png.data]);
  });

  it('give four bytes a pixel, opaque, for a PNG without transparency', async () => {
    const grey = new PNG({ width: 2, height: 2 });
    for (let i = 0; i < grey.data.length; i += 4) grey.data.set([90, 90, 90, 255], i);
    const decoded = await decode(PNG.sync.write(grey, { colorType: 2 }));
    expect([...decoded.data]).toEqual(Array.from({ length: 4 }, () => [90, 90, 90, 255]).flat());
  });

  it('write a PNG that another decoder reads back as the same pixels', async () => {
    const original = image(5, 4, [
      [1, 1],
      [4, 3],
    ]);
    const read = PNG.sync.read(await encode(original));
    expect(read).toMatchObject({ width: 5, height: 4 });
    expect(read.data.equals(original.data)).toBe(true);
  });
});

describe('diffPixels', () => {
  it('counts no change between equal images', () => {
    expect(diffPixels(image(4, 4), image(4, 4))).toMatchObject({ changed: 0, percent: 0 });
  });

  it('counts the pixels that changed, as a share of the image, and marks them', () => {
    const diff = diffPixels(image(4, 4), image(4, 4, [[1, 2]]));
    expect(diff).toMatchObject({ changed: 1, percent: 6.25 });
    expect(diff.image).toMatchObject({ width: 4, height: 4 });
    // pixelmatch marks a changed pixel red.
    expect([...diff.image.data.subarray(4 * (2 * 4 + 1), 4 * (2 * 4 + 1) + 4)]).toEqual([255, 0, 0, 255]);
  });

  it('counts the extra length of a longer page, and the extra width of a wider one, as changed', () => {
    expect(diffPixels(image(4, 4), image(4, 6))).toMatchObject({ changed: 8, percent: (100 * 8) / 24 });
    expect(diffPixels(image(5, 2), image(4, 2))).toMatchObject({ changed: 2, percent: 20 });
  });
});

describe('crop', () => {
  it('keeps the window asked for, less at the edges of the image', () => {
    expect(crop(image(40, 10), { x: 5, y: 2, width: 20, height: 5 })).toMatchObject({ width: 20, height: 5 });
    expect(crop(image(40, 10), { x: 30, y: 8, width: 20, height: 5 })).toMatchObject({ width: 10, height: 2 });
  });

  it('keeps the pixels of the window, row for row', () => {
    const cut = crop(image(6, 5, [[3, 2]]), { x: 2, y: 1, width: 3, height: 3 });
    const dark = [];
    for (let i = 0; i < cut.data.length; i += 4) if (cut.data[i] === 0) dark.push(i / 4);
    // (3, 2) of the image is (1, 1) of the window: the fifth of its nine pixels.
    expect(dark).toEqual([4]);
  });
});
