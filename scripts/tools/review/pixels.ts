/** The difference between two screenshots: an image marking the changed pixels, and how many changed. */
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/** A difference image, the share of pixels that changed (in percent), and the first row with a change. */
export interface PixelDiff {
  png: Buffer;
  changed: number;
  percent: number;
  firstRow?: number;
}

/** pixelmatch paints each changed pixel in this colour (its default `diffColor`). */
const CHANGED = [255, 0, 0] as const;

/** `image` on a canvas of `width` × `height`; the area it does not cover is opaque magenta, so it counts as changed. */
function padded(image: PNG, width: number, height: number): PNG {
  if (image.width === width && image.height === height) return image;
  const canvas = new PNG({ width, height });
  for (let i = 0; i < canvas.data.length; i += 4) canvas.data.set([255, 0, 255, 255], i);
  PNG.bitblt(image, canvas, 0, 0, image.width, image.height, 0, 0);
  return canvas;
}

/** Compares two PNGs; pages of different lengths are compared over the larger size. */
export function diffPngs(before: Buffer, after: Buffer): PixelDiff {
  const [a, b] = [PNG.sync.read(before), PNG.sync.read(after)];
  const width = Math.max(a.width, b.width);
  const height = Math.max(a.height, b.height);
  const out = new PNG({ width, height });
  const changed = pixelmatch(padded(a, width, height).data, padded(b, width, height).data, out.data, width, height, {
    threshold: 0.1,
  });
  const result: PixelDiff = { png: PNG.sync.write(out), changed, percent: (100 * changed) / (width * height) };
  for (let i = 0; i < out.data.length && changed > 0; i += 4) {
    if (out.data[i] === CHANGED[0] && out.data[i + 1] === CHANGED[1] && out.data[i + 2] === CHANGED[2]) {
      result.firstRow = Math.floor(i / 4 / width);
      break;
    }
  }
  return result;
}

/** The rows `top` to `top + height` of a PNG (fewer at the bottom of a shorter image). */
export function cropRows(png: Buffer, top: number, height: number): Buffer {
  const image = PNG.sync.read(png);
  const start = Math.min(Math.max(0, top), Math.max(0, image.height - 1));
  const rows = Math.max(1, Math.min(height, image.height - start));
  const out = new PNG({ width: image.width, height: rows });
  PNG.bitblt(image, out, 0, start, image.width, rows, 0, 0);
  return PNG.sync.write(out);
}
