/**
 * The resume PDF kept between builds, as compiled posts and processed images are: a build whose resume
 * would draw the same thing takes the PDF from the cache, and never loads pdfkit. Drawing it costs about
 * half a second of every build on this machine, for a file that changes only when the owner edits what
 * it shows.
 *
 * An entry is found by a key that hashes everything the drawing reads: the content it is drawn from
 * (the site profile, with the URL the build is for, the jobs, the projects and the skills, whole), its
 * creation date, the renderer's code and the versions of its packages (followed from render.ts), the
 * font files it embeds, and Node's version (pdfkit compresses with Node's zlib). So the PDF is the same
 * bytes cached or not.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cacheFiles, entryFields } from '../caches/cache-files.ts';
import { pipelineIdentity, stableJson, type PipelineIdentity } from '../caches/code-identity.ts';
import { PROJECT_ROOT } from '../settings.ts';
import { BOLD, FONT } from './fonts.ts';
import type { RenderedResume, ResumeContent } from './render.ts';

/** Bumped when an entry's layout changes, so entries of another layout are never read. */
const ENTRY_FORMAT = 1;

/** The module that draws the resume: the identity follows its imports. */
const RENDERER = path.join(PROJECT_ROOT, 'scripts', 'pipeline', 'resume', 'render.ts');

/** The renderer's identity: its code and packages, the fonts it embeds (by content) and Node's version. */
export function rendererIdentity(): PipelineIdentity {
  const fonts = Object.fromEntries(
    [FONT, BOLD].map((file) => [path.basename(file), createHash('sha256').update(readFileSync(file)).digest('hex')]),
  );
  return pipelineIdentity(RENDERER, PROJECT_ROOT, { fonts, node: process.version });
}

/** The cache key of the resume drawn from `content`, created at `created`, by `renderer`. */
export function resumeKey(content: ResumeContent, created: Date, renderer: PipelineIdentity): string {
  return createHash('sha256')
    .update(stableJson([ENTRY_FORMAT, renderer, created.toISOString(), content]))
    .digest('hex');
}

/** An entry on disk: the PDF in base64, and its page count for the build's message. */
interface StoredResume {
  format: number;
  key: string;
  pages: number;
  pdf: string;
}

/** Whether `value`, read from an entry's file, is an entry of this layout for `key`. */
function isEntryOf(value: unknown, key: string): value is StoredResume {
  const entry = entryFields(value, ENTRY_FORMAT, key);
  return typeof entry?.pages === 'number' && typeof entry.pdf === 'string';
}

/** A resume and where it came from. */
export interface CachedResume {
  resume: RenderedResume;
  fromCache: boolean;
}

/** Resumes kept in one folder, one JSON file per key. */
export interface ResumeCache {
  dir: string;
  /** The resume of `content` created at `created`: from the cache, or drawn now and stored. */
  resume(content: ResumeContent, created: Date): Promise<CachedResume>;
  /** Removes entries no build has used for two weeks (cache-files.ts); returns how many. */
  prune(now?: number): Promise<number>;
}

/** The cache in `dir` (created on the first write); `draw` draws a resume that is not there. */
export function resumeCache(
  dir: string,
  draw: (content: ResumeContent, created: Date) => Promise<RenderedResume>,
): ResumeCache {
  const files = cacheFiles(dir);
  let renderer: PipelineIdentity | undefined;
  return {
    dir,
    async resume(content, created) {
      renderer ??= rendererIdentity();
      const key = resumeKey(content, created, renderer);
      const name = `${key}.json`;
      const stored = await files.readJson(name);
      if (isEntryOf(stored, key)) {
        await files.touch(name);
        return { resume: { pdf: Buffer.from(stored.pdf, 'base64'), pages: stored.pages }, fromCache: true };
      }
      const resume = await draw(content, created);
      const entry: StoredResume = {
        format: ENTRY_FORMAT,
        key,
        pages: resume.pages,
        pdf: resume.pdf.toString('base64'),
      };
      await files.write(name, JSON.stringify(entry));
      return { resume, fromCache: false };
    },
    prune: (now) => files.prune(now),
  };
}
