/**
 * Compiling and rendering small posts through the site's MDX pipeline, for the pipeline's tests
 * (scripts/pipeline/mdx/pipeline*.test.ts): compile with the shared options, run the compiled module,
 * render it with the real components map.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { compile } from '@mdx-js/mdx';
import type { MDXContent } from 'mdx/types';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { VFile } from 'vfile';
import type { Picture } from '../../src/content/schema.ts';
import { mdxComponents } from '../../src/components/mdx/index.ts';
import { CODE_CSS_SUFFIX, codeStylesheets } from '../../scripts/pipeline/mdx/code-styles.ts';
import { mdxOptions } from '../../scripts/pipeline/mdx/options.ts';
import { PROJECT_ROOT } from '../../scripts/pipeline/settings.ts';

/** Where the posts are compiled (`.tmp/` is ignored by git). */
export const MDX_DIR = path.join(PROJECT_ROOT, '.tmp', 'mdx-pipeline');

/** What vite-imagetools makes of an image the post names, which these tests stand in for. */
export const PICTURE: Picture = {
  sources: { avif: '/assets/photo-360.avif 360w, /assets/photo-1200.avif 1200w' },
  img: { src: '/assets/photo-1200.jpg', w: 1200, h: 900 },
};

/**
 * Compiles `source` as `<MDX_DIR>/<name>.mdx`, imports the result and renders it to HTML. Each picture
 * the post imports (gallery and Markdown images) is `PICTURE`, as no image plugin runs here.
 */
export async function renderPost(name: string, source: string): Promise<string> {
  const file = path.join(MDX_DIR, `${name}.mdx`);
  await mkdir(path.dirname(file), { recursive: true });
  const compiled = String(await compile(new VFile({ path: file, value: source }), mdxOptions)).replace(
    /^import (_(?:postImage|galleryImage)\d+) from "[^"]+";$/gm,
    `const $1 = ${JSON.stringify(PICTURE)};`,
  );
  // The compiled post imports its code colours; write them where the import points.
  await writeFile(`${file}${CODE_CSS_SUFFIX}`, codeStylesheets.get(file) ?? '');
  await writeFile(`${file}.js`, compiled);
  const module = (await import(/* @vite-ignore */ `${file}.js`)) as { default: MDXContent };
  return renderToStaticMarkup(createElement(module.default, { components: mdxComponents }));
}

/** The JavaScript MDX compiles `source` to. */
export const compiledPost = async (source: string): Promise<string> =>
  String(await compile(new VFile({ path: path.join(MDX_DIR, 'compiled.mdx'), value: source }), mdxOptions));
