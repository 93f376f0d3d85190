/**
 * Compiling and rendering small posts through the site's MDX pipeline, for the pipeline's tests
 * (scripts/pipeline/mdx/pipeline*.test.ts), by name in one folder: compiled with the shared options and
 * rendered as the build renders a body (its HTML, and its components with the real map; see
 * render-post.ts, which does the work).
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PROJECT_ROOT } from '../../scripts/pipeline/settings.ts';
import { compilePost, renderPost as renderFile } from './render-post.ts';

export { PICTURE } from './render-post.ts';

/** Where the posts are compiled (`.tmp/` is ignored by git). */
export const MDX_DIR = path.join(PROJECT_ROOT, '.tmp', 'mdx-pipeline');

/**
 * Compiles `source` as `<MDX_DIR>/<name>.mdx` and renders it to HTML, as the build does. Each picture
 * the post imports (gallery and Markdown images) is `PICTURE`, as no image plugin runs here.
 */
export async function renderPost(name: string, source: string): Promise<string> {
  const file = path.join(MDX_DIR, `${name}.mdx`);
  await mkdir(path.dirname(file), { recursive: true });
  return (await renderFile(file, source)).html;
}

/** The JavaScript MDX compiles `source` to. */
export const compiledPost = (source: string): Promise<string> =>
  compilePost(path.join(MDX_DIR, 'compiled.mdx'), source);
