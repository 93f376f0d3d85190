/**
 * A new post's file: `npm run new:post -- "Title"` writes `content/blog/<slug>.mdx` as a draft with
 * valid frontmatter, one section, and commented examples of a gallery and a code block, so the file
 * builds (as a draft, left out) the moment it exists.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { stringify } from 'yaml';
import { postPath } from '../../../src/lib/routes-paths.ts';
import { displayPath } from '../../pipeline/content/issues.ts';

/** What the new post needs from the site. */
export interface NewPostOptions {
  /** The `content/` folder. */
  contentDir: string;
  title: string;
  /** Publication date, YYYY-MM-DD. */
  date: string;
  /**
   * The repository linked as "View the source code": the owner's first code-host profile until they
   * change it; none (no `repo` line) when they have no code host among their links.
   */
  repo?: string | undefined;
}

/** A URL slug from a title: lowercase ASCII letters and digits joined by hyphens ("Über-Rover 2!" → "uber-rover-2"). */
export function slugFromTitle(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The text of a new draft post called `title`, whose images would live in `./<slug>/`. */
function postTemplate({ title, date, repo }: Omit<NewPostOptions, 'contentDir'>, slug: string): string {
  return `---
title: ${stringify(title).trimEnd()}
description: Replace this with one sentence for search results, the blog index and link previews.
date: ${date}
${repo === undefined ? '' : `repo: ${repo}\n`}draft: true
---

Open with what you built and why it matters. Delete the \`draft: true\` line above to publish.

{/*
  A gallery: put the images in a folder next to this file and list them. The first image is the
  post's picture on the blog index and in link previews. Delete these comment marks to use it.

<Gallery label="Project gallery">
  <GalleryImage src="./${slug}/photo.jpg" alt="What the image shows" caption="Shown under the image" />
</Gallery>
*/}

<Contents />

## First section

Each \`## \` heading is a numbered section in the contents list above.

{/*
  A code block: the language, then an optional title. It is highlighted and gets a Copy button.

\`\`\`c title="firmware/src/main.c"
int main(void) { return 0; }
\`\`\`
*/}
`;
}

/** Thrown when the post cannot be written; the message is the one line to print. */
export class NewPostError extends Error {}

/** Writes the new draft and returns its slug and file; refuses to overwrite an existing file. */
export function writeNewPost(options: NewPostOptions): { slug: string; file: string; route: string } {
  const title = options.title.trim();
  if (title === '') throw new NewPostError('expected a title: npm run new:post -- "Title of the post"');
  const slug = slugFromTitle(title);
  if (slug === '') throw new NewPostError(`expected a title with letters or digits for the file name, got "${title}"`);
  const file = path.join(options.contentDir, 'blog', `${slug}.mdx`);
  if (existsSync(file)) throw new NewPostError(`${displayPath(file)} already exists: edit it, or choose another title`);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, postTemplate({ ...options, title }, slug), { flag: 'wx' });
  return { slug, file, route: postPath(slug) };
}
