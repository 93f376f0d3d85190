/**
 * The content plugins: `content/` read, checked and served as virtual modules (see modules.ts), by a
 * half for the build (build-plugin.ts) and a half for the dev server (dev-plugin.ts); and the posts'
 * sources normalized before they are compiled.
 */
import type { Plugin } from 'vite';
import { isPost } from '../../mdx/plugin.ts';
import { contentBuildPlugin, type ContentPluginApi, type ContentPluginOptions } from './build-plugin.ts';
import { contentDevPlugin } from './dev-plugin.ts';
import { normalizeSource } from '../source.ts';

export type { ContentPluginApi, ContentPluginOptions } from './build-plugin.ts';

/** The content plugins for a config: each applies only to its command. `api` reads the build's content. */
export function contentPlugins(options: ContentPluginOptions): { plugins: Plugin[]; api: ContentPluginApi } {
  const build = contentBuildPlugin(options);
  return { plugins: [build, contentDevPlugin(options)], api: build.api };
}

/**
 * Posts reach the MDX compiler normalized (see normalizeSource), as the content check reads them, so a
 * file saved with a byte-order mark or CRLF line endings compiles as the clean file does. List it
 * before the MDX plugins.
 */
export function contentSourcePlugin(): Plugin {
  return {
    name: 'portfolio:content-source',
    enforce: 'pre',
    transform(code, id) {
      if (!isPost(id)) return undefined;
      const normalized = normalizeSource(code);
      // Lines keep their numbers, so no source map is needed.
      return normalized === code ? undefined : { code: normalized, map: null };
    },
  };
}
