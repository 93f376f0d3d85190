/**
 * Vite plugin that makes the resume PDF from `content/` and puts it at the site path named by
 * `resume` in content/site.md (e.g. /resume.pdf): emitted with the client build, and served from
 * memory by the dev server. The owner never edits the PDF; they edit the content and rebuild.
 */
import type { Plugin } from 'vite';
import { sourceDateEpoch } from '../dates/build-date.ts';
import { loadContent, type LoadedContent } from '../content/load.ts';
import { contentHistory } from '../dates/git-history.ts';
import { ContentError } from '../content/issues.ts';
import { entriesToCut, pageLimitIssue } from './page-limit.ts';
import { resumeCache, type ResumeCache } from './cache.ts';
import type { RenderedResume, ResumeContent } from './render.ts';

/** Options for the resume plugin. */
export interface ResumePluginOptions {
  /** The `content/` folder. */
  contentDir: string;
  /** The `public/` folder (the content checker needs it). */
  publicDir: string;
  /** The URL the site is built for (SITE_URL), printed on the resume instead of `url` in content/site.md. */
  siteUrl?: string | undefined;
}

/** Draws the resume (pdfkit loads only when one is drawn): what the build's cache calls on a miss. */
export async function drawResume(content: ResumeContent, created: Date): Promise<RenderedResume> {
  return (await import('./render.ts')).renderResume(content, created);
}

/** The resume plugin's options: where the content is, and the content a build's modules were made from. */
export interface ResumeBuildOptions extends ResumePluginOptions {
  /** The build's content, read and checked by the content plugin (ContentPluginApi.loaded). */
  built: () => Promise<LoadedContent>;
  /** Where the build keeps resumes it drew (cache.ts); none for the dev server, which draws afresh. */
  cacheDir?: string | undefined;
}

/**
 * The resume's creation date: SOURCE_DATE_EPOCH when set (the reproducible-builds convention), else
 * the last commit that touched the content, else the Unix epoch, so rebuilding changes no byte.
 */
export function resumeDate(contentDir: string, env: NodeJS.ProcessEnv = process.env): Date {
  const fromEnv = sourceDateEpoch(env);
  if (fromEnv) return fromEnv;
  return contentHistory(contentDir).lastCommit ?? new Date(0);
}

/**
 * The resume of the content `load` reads, for the site URL in `options`, and the site path it is served
 * at; taken from `cache` when it has it, and whether it did.
 */
export async function buildResume(
  options: ResumePluginOptions,
  load: (folders: Pick<ResumePluginOptions, 'contentDir' | 'publicDir'>) => Promise<LoadedContent>,
  cache?: ResumeCache,
): Promise<RenderedResume & { path: string; fromCache: boolean; limit: number | undefined }> {
  const loaded = await load({ contentDir: options.contentDir, publicDir: options.publicDir });
  const { site, experience, projects, skills, talks } = loaded;
  // Only what the resume shows, so a post's edit keeps the cached resume.
  const content: ResumeContent = {
    site: { ...site, url: options.siteUrl ?? site.url },
    experience,
    projects,
    skills,
    talks,
  };
  const created = resumeDate(options.contentDir);
  const { resume, fromCache } = cache
    ? await cache.resume(content, created)
    : { resume: await drawResume(content, created), fromCache: false };
  const limit = site.resumeMaxPages;
  if (limit !== undefined && resume.pages > limit) {
    const cut = await entriesToCut(content, limit, (fewer) => drawResume(fewer, created));
    throw new ContentError([pageLimitIssue(loaded, { pages: resume.pages, limit, cut })]);
  }
  return { ...resume, path: site.resume, fromCache, limit };
}

/**
 * What the build prints about the resume: its page count, and a warning when it is over one page and
 * the owner set no limit (a limit they set is enforced instead, see page-limit.ts).
 */
export function pageCountLines(path: string, pages: number, limit?: number): { info: string; warning?: string } {
  const info = `resume ${path}: ${pages} ${pages === 1 ? 'page' : 'pages'}`;
  if (pages <= 1 || limit !== undefined) return { info };
  return {
    info,
    warning: `resume ${path} runs to ${pages} pages; shorten content/ (highlights, descriptions, skills) to keep it to one`,
  };
}

/** The resume plugin. */
export function resumePlugin({ built, cacheDir, ...options }: ResumeBuildOptions): Plugin {
  const cache = cacheDir === undefined ? undefined : resumeCache(cacheDir, drawResume);
  return {
    name: 'portfolio:resume',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const url = new URL(req.url ?? '/', 'http://localhost');
        const base = server.config.base.replace(/\/$/, '');
        // Only PDF requests pay for reading the content; it is read afresh so edits show on reload.
        if (!url.pathname.endsWith('.pdf')) {
          next();
          return;
        }
        buildResume(options, loadContent)
          .then(({ path, pdf }) => {
            if (url.pathname !== `${base}${path}`) {
              next();
              return;
            }
            res.setHeader('content-type', 'application/pdf');
            res.setHeader('cache-control', 'no-store');
            res.end(pdf);
          })
          .catch(next);
      });
    },
    // Emitted with the browser's bundle: the site's files.
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    async generateBundle() {
      // The content the bundles were made from, read once for the whole build.
      const { path, pdf, pages, fromCache, limit } = await buildResume(options, built, cache);
      this.emitFile({ type: 'asset', fileName: path.replace(/^\//, ''), source: pdf });
      const { info, warning } = pageCountLines(path, pages, limit);
      this.info(fromCache ? `${info}, from the cache` : info);
      if (warning) this.warn(warning);
      await cache?.prune();
    },
  };
}
