/**
 * Responsive image presets (vite-imagetools directives), sized for the slots the CSS gives them.
 * AVIF and WebP for browsers that take them, JPEG last as the fallback.
 *
 * Formats are spelled as sharp reports them (`jpeg`, not `jpg`). vite-imagetools before 11 named an
 * image restored from its cache after what sharp read back, so another spelling gave a cold build and a
 * warm one different file names; since 11 it keeps the directive's spelling either way, and the files
 * keep the names they have had. tests/integration/reproducible.test.ts builds cold and warm and
 * compares every byte.
 */
import path from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { imagetools } from 'vite-imagetools';

/**
 * The name every image the pipeline makes is emitted under; the bundler adds a hash of the file's bytes,
 * so an output's name follows from its source's content and its transform alone: `image-<hash>.avif`.
 */
export const IMAGE_OUTPUT_NAME = 'image';

/**
 * vite-imagetools as the site uses it: metadata (EXIF, GPS) stripped, each image made once into
 * `cacheDir`, and each output named from its bytes.
 *
 * vite-imagetools names an output after its source file, but two sources with the same bytes and
 * directives share one transform (and so one emitted file) while it runs, and the bundler keeps the
 * first name it saw for identical files. So a photo copied under another name took whichever name
 * loaded first, which depended on what the cache held: the same source built to different pages. Here
 * every file it emits is named IMAGE_OUTPUT_NAME plus its format, whatever the source's name.
 * tests/dist/images.test.ts fails if vite-imagetools stops emitting its files from `load`.
 */
export function imagesPlugin(cacheDir: string): Plugin {
  const plugin = imagetools({ removeMetadata: true, cache: { dir: cacheDir } });
  // Since vite-imagetools 10 its load hook is an object: a Vite hook filter and the handler that emits.
  const { load } = plugin;
  if (typeof load !== 'object' || typeof load.handler !== 'function')
    throw new Error('vite-imagetools no longer emits its images from its load hook’s handler');
  const { handler } = load;
  return {
    ...plugin,
    load: {
      ...load,
      handler(id, options) {
        return handler.call(withContentNames(this), id, options);
      },
    },
  };
}

/** The plugin context `context`, with each asset it emits named IMAGE_OUTPUT_NAME plus its extension. */
function withContentNames<T extends Rollup.PluginContext>(context: T): T {
  return new Proxy(context, {
    get(target, key) {
      if (key === 'emitFile') {
        return (file: Rollup.EmittedFile) =>
          target.emitFile(
            file.type === 'asset' ? { ...file, name: `${IMAGE_OUTPUT_NAME}${path.extname(file.name ?? '')}` } : file,
          );
      }
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/** The hero photo: shown at most 288 CSS px wide, so 1x and 2x. */
export const PROFILE_IMAGE_QUERY = 'w=288;576&format=avif;webp;jpeg&quality=72&as=picture';

/** The smallest hero photo that fills its largest size above (a square frame); smaller ones look soft. */
export const PROFILE_IMAGE_MIN = { width: 576, height: 576 } as const;

/** Post gallery images: a thumbnail column up to 360 px and a dialog view up to 1200 px. */
export const GALLERY_IMAGE_QUERY = 'w=360;720;1200&format=avif;webp;jpeg&quality=70&as=picture';

/** The narrowest gallery image that fills the dialog's largest size above. */
export const GALLERY_IMAGE_MIN = { width: 1200 } as const;
/**
 * A post's link-preview image (Open Graph, JSON-LD): the first gallery image as a 1200×630 JPEG, the
 * size and 1.91:1 shape that chat apps and social sites show in their large cards.
 */
export const PREVIEW_IMAGE_QUERY = 'w=1200&h=630&fit=cover&format=jpeg&quality=78&as=img';
