/**
 * Vite plugin serving `virtual:content`: the checked content of `content/` as one typed module.
 * Frontmatter is parsed here at build time, so the browser never receives a YAML parser. In dev,
 * editing any content file reloads the open page; a broken file shows its errors in the overlay.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import type { SiteContent } from '../../src/content/schema.ts';
import { GALLERY_IMAGE_QUERY, PREVIEW_IMAGE_QUERY, PROFILE_IMAGE_QUERY } from '../images.ts';
import { compilingInspector } from '../mdx/plugin.ts';
import { isShallowRepository, shallowHistoryWarning } from './dates.ts';
import { loadContent, type LoadedContent, type LoadOptions } from './load.ts';

const VIRTUAL_ID = 'virtual:content';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
/** Post summaries and loaders live apart, so the home page's code does not grow with each post. */
const POSTS_ID = 'virtual:posts';
const RESOLVED_POSTS_ID = `\0${POSTS_ID}`;

/** Options for the content plugin. */
export interface ContentPluginOptions {
  /** Folder holding the content files. */
  contentDir: string;
  /** The public folder (its files are valid link targets). */
  publicDir: string;
  /** Overrides the site URL from `content/site.md` (used to build for another host or base path). */
  siteUrl?: string | undefined;
}

/**
 * Content loads made for builds in this process, by the state of the files they read: `npm run build`
 * bundles the same content for the client and for the server (and the resume plugin reads it too),
 * and reads and checks it once for all of them.
 */
const buildLoads = new Map<string, Promise<LoadedContent>>();

/** A key that changes when any file under `dirs` is added, removed or rewritten. */
function treeState(dirs: readonly string[]): string {
  const walk = (dir: string): string[] =>
    existsSync(dir)
      ? readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
          const full = path.join(dir, entry.name);
          if (entry.isDirectory()) return walk(full);
          const stat = statSync(full);
          return [`${full}:${stat.size}:${stat.mtimeMs}`];
        })
      : [];
  return dirs.flatMap(walk).join('\n');
}

/** The folders the content is read from. */
type ContentFolders = Pick<LoadOptions, 'contentDir' | 'publicDir'>;

/**
 * `loadContent` that compiles each post for `mode` (see compilingInspector), so bundling reuses those
 * compiles. `drafts`: include posts marked `draft: true` (the dev server); a build leaves them out.
 */
function loadCompiling(folders: ContentFolders, mode: string, drafts = false): Promise<LoadedContent> {
  return loadContent({ ...folders, inspect: compilingInspector(mode), drafts });
}

/** `loadContent` for a build: shared by every build and plugin in this process while the files stay the same. */
export function loadContentForBuild(folders: ContentFolders, mode: string): Promise<LoadedContent> {
  const key = `${mode}\n${treeState([folders.contentDir, folders.publicDir])}`;
  let shared = buildLoads.get(key);
  if (!shared) {
    shared = loadCompiling(folders, mode);
    buildLoads.set(key, shared);
    // A failed load is not kept: the next build reads the files again.
    shared.catch(() => buildLoads.delete(key));
  }
  return shared;
}

/** The content plugin. */
export function contentPlugin(options: ContentPluginOptions): Plugin {
  let server: ViteDevServer | undefined;
  let logged = false;
  // Both virtual modules share one load, so a bad file is checked (and reported) once; in dev,
  // a change to any content file clears it.
  let loading: Promise<LoadedContent> | undefined;
  let mode = 'production';
  let ssr = false;
  const folders = { contentDir: options.contentDir, publicDir: options.publicDir };
  const load = () => (loading ??= server ? loadCompiling(folders, mode, true) : loadContentForBuild(folders, mode));
  return {
    name: 'portfolio:content',
    configResolved(config) {
      mode = config.mode;
      ssr = Boolean(config.build.ssr);
    },
    buildStart() {
      loading = undefined;
    },
    configureServer(devServer) {
      server = devServer;
      devServer.watcher.add(options.contentDir);
      const reload = (file: string) => {
        // Posts too: their frontmatter feeds virtual:posts and their links and ids are checked there.
        if (!file.startsWith(options.contentDir + path.sep)) return;
        loading = undefined;
        for (const id of [RESOLVED_ID, RESOLVED_POSTS_ID]) {
          const mod = devServer.moduleGraph.getModuleById(id);
          if (mod) devServer.moduleGraph.invalidateModule(mod);
        }
        devServer.ws.send({ type: 'full-reload' });
      };
      devServer.watcher.on('change', reload);
      devServer.watcher.on('add', reload);
      devServer.watcher.on('unlink', reload);
    },
    resolveId(id) {
      if (id === VIRTUAL_ID) return RESOLVED_ID;
      if (id === POSTS_ID) return RESOLVED_POSTS_ID;
      return undefined;
    },
    async load(id) {
      if (id !== RESOLVED_ID && id !== RESOLVED_POSTS_ID) return undefined;
      const loaded = await load();
      for (const file of loaded.files) this.addWatchFile(file);
      if (id === RESOLVED_POSTS_ID) {
        const { imports, posts } = postsModule(loaded);
        return [
          "import { lazy } from 'react';",
          ...imports,
          `export const posts = ${posts};`,
          // One lazy component per post: each post's compiled MDX becomes its own chunk, loaded the
          // first time the post renders.
          `export const postBodies = {${loaded.posts
            .map(
              (p) =>
                `${JSON.stringify(p.slug)}: lazy(() => import(${JSON.stringify(path.resolve(p.source).split(path.sep).join('/'))}))`,
            )
            .join(', ')}};`,
        ].join('\n');
      }
      // Once per build: the server build reads the same content, and its lines would only repeat these.
      if (!logged && !server && !ssr) {
        logged = true;
        for (const post of loaded.posts) {
          this.info(`post ${post.slug}: updated ${post.updated} (from ${describeSource(post.updatedSource)})`);
        }
        for (const draft of loaded.skippedDrafts) {
          this.info(`draft ${draft.slug}: not published (draft: true in ${draft.source}; npm run dev shows it)`);
        }
        const shallow = shallowHistoryWarning(loaded.posts, () => isShallowRepository(options.contentDir));
        if (shallow) this.warn(shallow);
      }
      const { photoFile, files: _files, posts: _posts, skippedDrafts: _drafts, ...data } = loaded;
      const content: Omit<SiteContent, 'site'> & { site: Omit<SiteContent['site'], 'photo'> } = {
        ...data,
        site: { ...stripPhoto(loaded.site), url: options.siteUrl ?? loaded.site.url },
      };
      return [
        `import picture from ${JSON.stringify(`${photoFile.split(path.sep).join('/')}?${PROFILE_IMAGE_QUERY}`)};`,
        `const data = ${JSON.stringify(content)};`,
        `data.site.photo = { alt: ${JSON.stringify(loaded.site.photo.alt)}, picture };`,
        'export default data;',
      ].join('\n');
    },
  };
}

/**
 * The post list as module code: each post's first gallery image is imported twice, as the index's
 * picture (the gallery's own sizes, so no new files) and as the link-preview JPEG.
 */
function postsModule(loaded: LoadedContent): { imports: string[]; posts: string } {
  const imports: string[] = [];
  const entries = loaded.posts.map((post, i) => {
    const { cover, ...summary } = post;
    if (!cover) return JSON.stringify(summary);
    const file = cover.file.split(path.sep).join('/');
    imports.push(
      `import picture${i} from ${JSON.stringify(`${file}?${GALLERY_IMAGE_QUERY}`)};`,
      `import preview${i} from ${JSON.stringify(`${file}?${PREVIEW_IMAGE_QUERY}`)};`,
    );
    return `{ ...${JSON.stringify(summary)}, cover: { alt: ${JSON.stringify(cover.alt)}, picture: picture${i}, preview: preview${i} } }`;
  });
  return { imports, posts: `[${entries.join(', ')}]` };
}

function stripPhoto<T extends { photo: unknown }>(site: T): Omit<T, 'photo'> {
  const { photo: _photo, ...rest } = site;
  return rest;
}

function describeSource(source: string): string {
  return source === 'frontmatter' ? 'its frontmatter' : source === 'git' ? 'its last commit' : 'the build date';
}
