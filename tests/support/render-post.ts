/**
 * A post through the site's MDX pipeline, as the build compiles and renders it, for the pipeline's
 * fast tests: the module MDX writes (HTML strings and the components of the map between them), and the
 * HTML the build renders from it (src/components/mdx/render-body.ts).
 */
import { writeFile } from 'node:fs/promises';
import { compile } from '@mdx-js/mdx';
import { VFile } from 'vfile';
import type { BodyModule } from '../../src/components/mdx/body-parts.ts';
import { renderBody, type RenderedBody } from '../../src/components/mdx/render-body.ts';
import type { Picture } from '../../src/content/schema.ts';
import { CODE_CSS_SUFFIX, codeStylesheets } from '../../scripts/pipeline/mdx/code-styles.ts';
import {
  moduleRehypePlugins,
  presentationRehypePlugins,
  remarkPlugins,
  remarkRehypeOptions,
  structureRehypePlugins,
} from '../../scripts/pipeline/mdx/options.ts';
import { MATHS_CSS_SUFFIX, mathsStylesheets } from '../../scripts/pipeline/mdx/rehype/maths.ts';
import { DIAGRAMS_CSS } from '../../scripts/pipeline/mdx/remark/diagrams.ts';

/** What vite-imagetools makes of an image a post names, which the tests stand in for. */
export const PICTURE: Picture = {
  sources: { avif: '/assets/photo-360.avif 360w, /assets/photo-1200.avif 1200w' },
  img: { src: '/assets/photo-1200.jpg', w: 1200, h: 900 },
};

/** A post compiled and rendered. */
export interface RenderedPost extends RenderedBody {
  /** The module MDX wrote. */
  code: string;
  /** Its parts, as the module exports them. */
  parts: BodyModule['parts'];
}

/** Compiles `source` as the post at `file` (an absolute path) to the module MDX writes, for a site at `base`. */
export async function compilePost(file: string, source: string, base = '/'): Promise<string> {
  const rehypePlugins = [...structureRehypePlugins, ...presentationRehypePlugins, ...moduleRehypePlugins(base)];
  return String(
    await compile(new VFile({ path: file, value: source }), { remarkPlugins, remarkRehypeOptions, rehypePlugins }),
  );
}

/**
 * Compiles `source` as the post at `file` for a site at `base`, runs the module and renders it as the
 * build does. Each picture it imports (gallery and Markdown images) is `PICTURE`, and each file it links
 * its path, as no image plugin runs here.
 */
export async function renderPost(file: string, source: string, base = '/'): Promise<RenderedPost> {
  const code = await compilePost(file, source, base);
  const runnable = code
    .replace(/^import (_(?:postImage|galleryImage)\d+) from "[^"]+";$/gm, `const $1 = ${JSON.stringify(PICTURE)};`)
    .replace(/^import (_postFile\d+) from "([^"?]+)\?url";$/gm, 'const $1 = "$2";')
    // The diagrams' stylesheet is the bundler's (a file of src/styles/); here the module only renders.
    .replaceAll(`import ${JSON.stringify(DIAGRAMS_CSS)};`, '');
  // The compiled post imports its stylesheets; write them where the imports point.
  await writeFile(`${file}${CODE_CSS_SUFFIX}`, codeStylesheets.get(file) ?? '');
  await writeFile(`${file}${MATHS_CSS_SUFFIX}`, mathsStylesheets.get(file) ?? '');
  await writeFile(`${file}.js`, runnable);
  const module = (await import(/* @vite-ignore */ `${file}.js?${Date.now()}`)) as BodyModule;
  return { code, parts: module.parts, ...renderBody(module.parts, (island) => `/${island}`) };
}
