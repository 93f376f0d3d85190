/**
 * What the content loader's tests share (scripts/pipeline/content/load*.test.ts): broken copies of the
 * test site, the post, projects, jobs and images they break, and the loader's problem lines for a copy.
 * Every copy sets `updated` on each post, so loading it spawns no git.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ContentError, formatIssue } from '../../scripts/pipeline/content/issues.ts';
import { loadContent } from '../../scripts/pipeline/content/load.ts';
import { PROJECT_ROOT } from '../../scripts/pipeline/settings.ts';
import { datedContentFixture, elementLine, type ContentFixture } from './content-fixture.ts';
import { fixtureContent, postWithGallery } from './fixture-content.ts';

export const site = fixtureContent();
/** The post the cases break: the one with a gallery, so its images can go missing. */
export const post = postWithGallery();
export const postFile = `blog/${post.slug}.mdx`;
/** A gallery image's file, relative to the content folder (its `src` is relative to the post). */
export const imageFile = (src: string): string => path.posix.join('blog', src);
const [first, second] = post.gallery;
/** The projects and jobs in the order the loader reads their files: by file name. */
const byFile = [...site.projects].sort((a, b) => a.file.localeCompare(b.file));
export const projectFiles = byFile.map((p) => p.slug);
const [firstProject, secondProject] = byFile.map((p) => p.file);
const [firstJob, secondJob] = site.experience.map((e) => `experience/${e.slug}.md`);
if (!first || !second || !firstProject || !secondProject || !firstJob || !secondJob)
  throw new Error('the test site needs a post with two gallery images, two projects and two jobs');
export const [firstImage, secondImage] = [first, second];
export const [project, otherProject] = [firstProject, secondProject];
export const [job, otherJob] = [firstJob, secondJob];

/**
 * Fresh copies of the test site, named after the test case, for one test file: `dispose` (in its
 * afterAll) deletes every copy it made.
 */
export function loadFixtures(): { fixture: (name: string) => ContentFixture; dispose: () => void } {
  const made: ContentFixture[] = [];
  return {
    fixture: (name) => {
      const f = datedContentFixture(`load-${name}`);
      made.push(f);
      return f;
    },
    dispose: () => made.splice(0).forEach((f) => f.dispose()),
  };
}

/** The line where the `<GalleryImage>` with `src` starts, which is the line the loader names. */
export const galleryLine = (f: ContentFixture, src: string): number =>
  elementLine(f, postFile, '<GalleryImage', `src="${src}"`);

/** Appends `text` as the post's last paragraph. */
export function appendToPost(f: ContentFixture, text: string): ContentFixture {
  return f.write(postFile, `${readFileSync(path.join(f.dir, postFile), 'utf8')}\n${text}`);
}

/** Appends a section of the test's own with a link to `href` to the post; its heading's id is `#stop-test`. */
export function withPostLink(f: ContentFixture, href: string): ContentFixture {
  return appendToPost(f, `## Stop test\n\nSee [the stop test](${href}).\n`);
}

/** A draft post whose body is `body` after one section heading. */
export function draftPost(body: string): string {
  return [
    '---',
    'title: Work in progress',
    'description: Not ready yet.',
    'date: 2026-01-01',
    'updated: 2026-01-02',
    'repo: https://example.org/wip',
    'draft: true',
    '---',
    '',
    '## First section',
    '',
    body,
    '',
  ].join('\n');
}

/** Loads the copy `f` (its drafts and posts to come too when `drafts` is set), as the build does at `now`. */
export const load = (f: ContentFixture, drafts = false, now?: Date): ReturnType<typeof loadContent> =>
  loadContent({ contentDir: f.dir, publicDir: path.join(PROJECT_ROOT, 'public'), drafts, ...(now && { now }) });

/** The problem lines loadContent reports for `f`, or [] when it loads. */
export async function problems(f: ContentFixture): Promise<string[]> {
  try {
    await load(f);
    return [];
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    return error.issues.map(formatIssue);
  }
}
