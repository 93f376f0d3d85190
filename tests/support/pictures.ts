/**
 * Which source picture a built image was made from. The build names its images from their bytes
 * (scripts/pipeline/images/presets.ts), so a test tells them apart by what they show: each candidate is
 * cropped and scaled as the built image is, to a small greyscale thumbnail, and the closest wins.
 */
import path from 'node:path';
import sharp from 'sharp';
import { FIXTURE_CONTENT } from './fixture-build.ts';

/** A `width`×`height` greyscale thumbnail of `file`, cropped to that shape from its centre. */
const thumbnail = (file: string, width: number, height: number) =>
  sharp(file).resize(width, height, { fit: 'cover' }).greyscale().raw().toBuffer();

/**
 * Of `sources` (paths relative to the test site's content folder), the one the built image `built`
 * shows: the least mean difference between their thumbnails, cropped to the built image's shape.
 */
export async function madeFrom(built: string, sources: readonly string[]): Promise<string | undefined> {
  const { width, height } = await sharp(built).metadata();
  const [w, h] = [32, Math.max(1, Math.round((32 * height) / width))];
  const target = await thumbnail(built, w, h);
  let best: string | undefined;
  let least = Number.POSITIVE_INFINITY;
  for (const source of sources) {
    const other = await thumbnail(path.join(FIXTURE_CONTENT, source), w, h);
    const difference = target.reduce((sum, value, i) => sum + Math.abs(value - (other[i] ?? 0)), 0) / target.length;
    if (difference < least) [best, least] = [source, difference];
  }
  return best;
}
