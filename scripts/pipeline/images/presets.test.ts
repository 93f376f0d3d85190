/**
 * The image presets give the same files whether vite-imagetools makes an image now or restores it
 * from its cache: a cold build and a warm one of the same source must name every file alike.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { Plugin, ResolvedConfig } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GALLERY_IMAGE_QUERY, imagesPlugin, PREVIEW_IMAGE_QUERY, PROFILE_IMAGE_QUERY } from './presets.ts';

let dir: string;
let photo: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'images-'));
  photo = path.join(dir, 'photo.jpg');
  // Large enough for every preset's widest size, so no size is clamped to the original.
  await sharp({ create: { width: 1400, height: 1400, channels: 3, background: '#0b7a5b' } })
    .jpeg()
    .toFile(photo);
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** The names of the files a production build's imagetools emits for `id`, with its cache in `cacheDir`. */
async function emittedNames(cacheDir: string, id: string): Promise<string[]> {
  const plugin: Plugin = imagesPlugin(cacheDir);
  const config = { base: '/', command: 'build', root: dir, build: {}, logger: { info: () => undefined } };
  (plugin.configResolved as (config: ResolvedConfig) => void)(config as unknown as ResolvedConfig);
  const names: string[] = [];
  const context = {
    emitFile: ({ name }: { name: string }) => {
      names.push(name);
      return `file${names.length}`;
    },
    warn: () => undefined,
    error: (message: string) => {
      throw new Error(message);
    },
  };
  // The plugin's load hook: a function, or (with a Vite hook filter, vite-imagetools 10 and later) its handler.
  const load = plugin.load as
    ((this: unknown, id: string) => Promise<unknown>) | { handler: (this: unknown, id: string) => Promise<unknown> };
  await (typeof load === 'function' ? load : load.handler).call(context, id);
  return names.sort();
}

describe('image presets', () => {
  it.each([
    ['profile photo', PROFILE_IMAGE_QUERY],
    ['gallery image', GALLERY_IMAGE_QUERY],
    ['link preview', PREVIEW_IMAGE_QUERY],
  ])('name the %s files alike whether made now or restored from the cache', async (label, query) => {
    const cacheDir = path.join(dir, 'cache', label.replaceAll(' ', '-'));
    const made = await emittedNames(cacheDir, `${photo}?${query}`);
    const restored = await emittedNames(cacheDir, `${photo}?${query}`);
    expect(made.length).toBeGreaterThan(0);
    expect(restored).toEqual(made);
  });
});
