/** The difference between two screenshots (an image marking the changed pixels, and how many changed), and windows cut from them. */
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/** A window of a page or an image, in pixels from its top left corner. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A PNG file, or the image decoded from one (decode a full-page screenshot once, then compare and cut it). */
export type Picture = Buffer | PNG;

/** The decoded image of `picture`. */
export function decoded(picture: Picture): PNG {
  return Buffer.isBuffer(picture) ? PNG.sync.read(picture) : picture;
}

/** A difference image, and the share of pixels that changed (in percent). */
export interface PixelDiff {
  png: Buffer;
  /** `png` decoded, to cut windows from. */
  image: PNG;
  changed: number;
  percent: number;
}

/** `image` on a canvas of `width` × `height`; the area it does not cover is opaque magenta, so it counts as changed. */
function padded(image: PNG, width: number, height: number): PNG {
  if (image.width === width && image.height === height) return image;
  const canvas = new PNG({ width, height });
  for (let i = 0; i < canvas.data.length; i += 4) canvas.data.set([255, 0, 255, 255], i);
  PNG.bitblt(image, canvas, 0, 0, image.width, image.height, 0, 0);
  return canvas;
}

/** Compares two PNGs; pages of different lengths are compared over the larger size. */
export function diffPngs(before: Picture, after: Picture): PixelDiff {
  const [a, b] = [decoded(before), decoded(after)];
  const width = Math.max(a.width, b.width);
  const height = Math.max(a.height, b.height);
  const out = new PNG({ width, height });
  const changed = pixelmatch(padded(a, width, height).data, padded(b, width, height).data, out.data, width, height, {
    threshold: 0.1,
  });
  return { png: PNG.sync.write(out), image: out, changed, percent: (100 * changed) / (width * height) };
}

/** The window `box` of a picture, as a PNG file (less at the edges of a smaller image). */
export function crop(picture: Picture, box: Box): Buffer {
  const image = decoded(picture);
  const x = Math.min(Math.max(0, box.x), Math.max(0, image.width - 1));
  const y = Math.min(Math.max(0, box.y), Math.max(0, image.height - 1));
  const width = Math.max(1, Math.min(box.width, image.width - x));
  const height = Math.max(1, Math.min(box.height, image.height - y));
  const out = new PNG({ width, height });
  PNG.bitblt(image, out, x, y, width, height, 0, 0);
  return PNG.sync.write(out);
}
