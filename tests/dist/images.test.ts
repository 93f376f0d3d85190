/**
 * Every picture the build makes from content is named from its bytes (scripts/pipeline/images/presets.ts):
 * never from its source's name, which two sources with the same bytes would have raced for.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { IMAGE_OUTPUT_NAME } from '../../scripts/pipeline/images/presets.ts';
import { listFiles } from '../support/dist.ts';
import { fixtureContent } from '../support/fixture-content.ts';

describe('the pictures made from content', () => {
  const pictures = listFiles().filter((file) => /^assets\/.*\.(avif|webp|jpe?g|png)$/.test(file));
  /** Preview cards are drawn by the build, one per page, and named for it. */
  const made = pictures.filter((file) => !/-card-[\w-]+\.png$/.test(file));

  it('include every format of every source', () => {
    expect(new Set(made.map((file) => path.extname(file)))).toEqual(new Set(['.avif', '.webp', '.jpeg']));
  });

  it('are each named from the bytes alone, never after their source', () => {
    const sources = fixtureContent().posts.flatMap((post) => post.gallery.map((image) => path.parse(image.src).name));
    expect(sources.length).toBeGreaterThan(0);
    expect(made.filter((file) => !new RegExp(`^assets/${IMAGE_OUTPUT_NAME}-[\\w-]+\\.\\w+$`).test(file))).toEqual([]);
    expect(made.filter((file) => sources.some((name) => path.basename(file).startsWith(`${name}-`)))).toEqual([]);
  });
});
