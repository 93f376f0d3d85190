/**
 * The content plugin's build half: reads and checks `content/` once for the whole build (both
 * environments share this plugin's instance), serves its virtual modules from it (see modules.ts),
 * has the browser's bundle make each body a chunk of its own, of its stylesheets alone (never its
 * text: see scripts/pipeline/mdx/plugin.ts), which its page links, writes the icons' sprite, and prints
 * what the build decided: each post's dates, the drafts and the posts still to come left out, and content
 * warnings.
 */
import path from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { isShallowRepository } from '../../dates/git-history.ts';
import { formatIssue } from '../issues.ts';
import type { PostCompiler } from '../../mdx/plugin.ts';
import { pageCards, previewCards, projectCards } from '../../preview-card/preview-card.ts';
import { shallowHistoryWarning, updatedLine } from '../../dates/post-dates.ts';
import { contentIcons } from '../../icons/sprite.ts';
import { loadContent, type LoadedContent } from '../load.ts';
import {
  ANALYTICS_ID,
  analyticsModule,
  bodySources,
  CONTENT_PARTS,
  contentModules,
  RESOLVED,
  type ContentModules,
  SITE_ID,
  siteModule,
  THEME_ID,
  themeModule,
} from './modules.ts';

/** Options for the content plugin. */
export interface ContentPluginOptions {
  /** Folder holding the content files. */
  contentDir: string;
  /** The public folder (its files are valid link targets). */
  publicDir: string;
  /** The site's public URL, from site.md or SITE_URL. */
  siteUrl: string;
  /** The posts' compiler, whose compiles the content check reads (see PostCompiler.inspector). */
  posts: PostCompiler;
  /** Where preview cards are kept between builds (see preview-card.ts). */
  cardCacheDir: string;
}

/** What the content plugin offers the other plugins of its build. */
export interface ContentPluginApi {
  /** The content the build's modules were made from: read and checked once, for every environment. */
  loaded(): Promise<LoadedContent>;
}

const RESOLVED_IDS = new Set(RESOLVED.values());

/** The build half of the content plugin. */
export function contentBuildPlugin(
  options: ContentPluginOptions,
): Plugin<ContentPluginApi> & { api: ContentPluginApi } {
  let loading: Promise<LoadedContent> | undefined;
  let emitted = false;
  const folders = { contentDir: options.contentDir, publicDir: options.publicDir };
  /**
   * The content, checked, once: the browser's bundle reads it first, and its check has the bundler
   * compile each post as a module of that bundle (`context.load`), which the bundle then reuses.
   */
  const load = (context: Pick<Rollup.PluginContext, 'load'>) =>
    (loading ??= loadContent({
      ...folders,
      inspect: options.posts.inspector((file) => context.load({ id: file })),
    }).then((loaded) => {
      report(context as Rollup.PluginContext, loaded);
      return loaded;
    }));

  /** Once per build: what the build decided about dates and drafts, and the content's warnings. */
  function report(context: Rollup.PluginContext, loaded: LoadedContent): void {
    for (const post of [...loaded.posts, ...loaded.unlisted]) context.info(updatedLine(post));
    for (const draft of loaded.skippedDrafts) {
      context.info(`draft ${draft.slug}: not published (draft: true in ${draft.source}; npm run dev shows it)`);
    }
    for (const post of loaded.skippedScheduled) context.info(`scheduled: ${post.source} goes live on ${post.goesLive}`);
    const shallow = shallowHistoryWarning(loaded.posts, () => isShallowRepository(options.contentDir));
    if (shallow) context.warn(shallow);
    for (const warning of loaded.warnings) context.warn(formatIssue(warning));
  }

  /** The code of virtual:content and its parts, made once the preview cards are drawn. */
  let modules: Promise<ContentModules> | undefined;
  return {
    name: 'portfolio:content',
    apply: 'build',
    api: {
      loaded: () => loading ?? Promise.reject(new Error('the content has not been read yet')),
    },
    resolveId: (id) => RESOLVED.get(id),
    async load(id) {
      if (!RESOLVED_IDS.has(id)) return undefined;
      const loaded = await load(this);
      for (const file of loaded.files) this.addWatchFile(file);
      // The browser's bundle: every body (a post's, a project page's, a page's) a chunk of its own, whose stylesheets its page links.
      const icons = contentIcons(loaded);
      if (this.environment.config.consumer === 'client' && !emitted) {
        emitted = true;
        for (const source of [...loaded.posts, ...loaded.unlisted]
          .map((post) => post.source)
          .concat(bodySources(loaded))) {
          this.emitFile({ type: 'chunk', id: path.resolve(source), preserveSignature: 'exports-only' });
        }
        // The icons the pages name (src/components/icons.tsx), at the path virtual:site gives them.
        this.emitFile({ type: 'asset', fileName: icons.path.slice(1), source: icons.svg });
      }
      if (id === RESOLVED.get(SITE_ID)) return siteModule(loaded, options.siteUrl, icons.path);
      if (id === RESOLVED.get(THEME_ID)) return themeModule(loaded);
      if (id === RESOLVED.get(ANALYTICS_ID)) return analyticsModule(loaded);
      const cardOptions = { cacheDir: options.cardCacheDir };
      modules ??= Promise.all([
        previewCards([...loaded.posts, ...loaded.unlisted], loaded.site, options.siteUrl, cardOptions),
        projectCards(loaded.projects, loaded.site, options.siteUrl, cardOptions),
        pageCards(loaded.pages, loaded.site, options.siteUrl, cardOptions),
      ]).then(([postCards, projectPageCards, ownPageCards]) =>
        contentModules(loaded, options.siteUrl, postCards, projectPageCards, ownPageCards),
      );
      return (await modules)[CONTENT_PARTS.get(id) ?? 'content'];
    },
  };
}
