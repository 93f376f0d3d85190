/**
 * The difference between two screenshots (an image marking the changed pixels, and how many changed),
 * and windows cut from them. PNG files are decoded and written by sharp (libvips, native code, off the
 * main thread); the pixels in between are plain RGBA buffers.
 */
import pixelmatch from 'pixelmatch';
import sharp from 'sharp';

/** A window of a page or an image, in pixels from its top left corner. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** An image's pixels: `width` × `height`, four bytes (red, green, blue, alpha) each, row after row. */
export interface Pixels {
  width: number;
  height: number;
  data: Buffer;
}

/** The pixels of a PNG file (a screenshot). */
export async function decode(png: Buffer): Promise<Pixels> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data };
}

/** `image` as a PNG file. */
export function encode(image: Pixels): Promise<Buffer> {
  return sharp(image.data, { raw: { width: image.width, height: image.height, channels: 4 } })
    .png()
    .toBuffer();
}

/** A difference image, and the share of pixels that changed (in percent). */
export interface PixelDiff {
  image: Pixels;
  changed: number;
  percent: number;
}

/** Opaque magenta, the colour of the area a shorter or narrower page does not cover. */
const MISSING = Buffer.from([255, 0, 255, 255]);

/** `image` on a canvas of `width` × `height`; the area it does not cover is opaque magenta, so it counts as changed. */
function padded(image: Pixels, width: number, height: number): Buffer {
  if (image.width === width && image.height === height) return image.data;
  const canvas = Buffer.alloc(4 * width * height, MISSING);
  for (let y = 0; y < image.height; y++)
    image.data.copy(canvas, 4 * y * width, 4 * y * image.width, 4 * (y + 1) * image.width);
  return canvas;
}

/** Compares two images; pages of different lengths are compared over the larger size. */
export function diffPixels(before: Pixels, after: Pixels): PixelDiff {
  const width = Math.max(before.width, after.width);
  const height = Math.max(before.height, after.height);
  const image: Pixels = { width, height, data: Buffer.alloc(4 * width * height) };
  const changed = pixelmatch(padded(before, width, height), padded(after, width, height), image.data, width, height, {
    threshold: 0.1,
  });
  return { image, changed, percent: (100 * changed) / (width * height) };
}

/** The window `box` of an image (less at the edges of a smaller image). */
export function crop(image: Pixels, box: Box): Pixels {
  const x = Math.min(Math.max(0, box.x), Math.max(0, image.width - 1));
  const y = Math.min(Math.max(0, box.y), Math.max(0, image.height - 1));
  const width = Math.max(1, Math.min(box.width, image.width - x));
  const height = Math.max(1, Math.min(box.height, image.height - y));
  const data = Buffer.alloc(4 * width * height);
  for (let row = 0; row < height; row++) {
    const start = 4 * ((y + row) * image.width + x);
    image.data.copy(data, 4 * row * width, start, start + 4 * width);
  }
  return { width, height, data };
}
