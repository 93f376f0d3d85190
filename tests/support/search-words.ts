/**
 * Words to search the test site for, picked from its content when the test runs (never written into a
 * test): a word that only one post's prose has, with the section it is in.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { FIXTURE_CONTENT } from './fixture-build.ts';
import { fixtureContent, type FixturePost } from './fixture-content.ts';

/** A word of one post's prose and where it is. */
export interface PostWord {
  post: FixturePost;
  word: string;
  /** The `## ` heading the word is under, as the post writes it. */
  section: string;
}

/** Every content file of the test site, as written. */
function contentFiles(dir = FIXTURE_CONTENT): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return contentFiles(file);
    return /\.mdx?$/.test(entry.name) ? [file] : [];
  });
}

/**
 * The prose lines of a post's body, each with the `## ` section it is in: no code, maths, components,
 * tables, quotes or headings, and without inline code, formulas and link targets.
 */
function proseLines(post: FixturePost): { line: string; section: string | undefined }[] {
  const lines: { line: string; section: string | undefined }[] = [];
  let section: string | undefined;
  let fence: string | undefined;
  for (const raw of post.body.split('\n')) {
    const trimmed = raw.trim();
    const opener = /^(```|\$\$)/.exec(trimmed)?.[1];
    if (fence) {
      if (opener === fence) fence = undefined;
      continue;
    }
    if (opener) {
      fence = opener;
      continue;
    }
    const heading = /^## (.+)$/.exec(trimmed);
    if (heading) {
      section = heading[1]?.trim();
      continue;
    }
    if (trimmed === '' || /^[<|>#!{-]/.test(trimmed)) continue;
    lines.push({
      line: trimmed
        .replace(/`[^`]*`/g, ' ')
        .replace(/\$[^$]*\$/g, ' ')
        .replace(/\]\([^)]*\)/g, ' '),
      section,
    });
  }
  return lines;
}

/**
 * A word of at least six letters in the prose of one published post, under one of its `## ` sections,
 * that no other content file has, nor that post's frontmatter (its title is searched too): the first
 * such word, posts oldest first.
 */
export function wordOnlyInOnePost(): PostWord {
  const files = contentFiles().map((file) => ({ file, text: readFileSync(file, 'utf8').toLowerCase() }));
  const has = (text: string, word: string) => new RegExp(`(^|[^a-z])${word}([^a-z]|$)`).test(text);
  for (const post of fixtureContent().posts) {
    const own = path.resolve(post.file);
    const frontmatter = readFileSync(own, 'utf8').slice(0, -post.body.length).toLowerCase();
    for (const { line, section } of proseLines(post)) {
      if (section === undefined) continue;
      for (const [word] of line.toLowerCase().matchAll(/(?<![a-z0-9])[a-z]{6,}(?![a-z0-9])/g)) {
        if (has(frontmatter, word)) continue;
        if (files.some(({ file, text }) => file !== own && has(text, word))) continue;
        return { post, word, section };
      }
    }
  }
  throw new Error('the test site has no word that only one post’s prose has');
}
