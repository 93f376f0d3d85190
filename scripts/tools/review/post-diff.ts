/**
 * Differences between two versions of a post's body, in words: sections added, removed, renamed or
 * edited (with words added and removed, and the changed sentences), gallery images added, removed,
 * replaced or re-captioned, and code blocks changed.
 */
import { diffLines, diffWords } from 'diff';
import type { FieldChanges } from './fields.ts';
import type { CodeBlock, GalleryImage, PostBody, Section } from './post-body.ts';
import { countWords, wordDiff } from './words.ts';

/** Two sections with at least this share of their words in common are one section renamed. */
const SAME_SECTION = 0.5;

/** The share of words two texts have in common, from 0 to 1. */
function similarity(a: string, b: string): number {
  const total = Math.max(countWords(a), countWords(b));
  if (total === 0) return 1;
  const same = diffWords(a, b)
    .filter((p) => !p.added && !p.removed)
    .reduce((n, p) => n + countWords(p.value), 0);
  return same / total;
}

/** Adds the changes from `before` to `after` to `out`. */
export function diffPostBody(before: PostBody, after: PostBody, out: FieldChanges): void {
  diffSections(before.sections, after.sections, out);
  diffGallery(before.gallery, after.gallery, out);
  diffCode(before.code, after.code, out);
}

function diffSections(before: Section[], after: Section[], out: FieldChanges): void {
  const afterTitles = new Set(after.map((s) => s.title));
  const removed = before.filter((s) => !afterTitles.has(s.title));
  const pairs: [Section, Section][] = [];
  const phrases: string[] = [];
  for (const section of after) {
    const old = before.find((s) => s.title === section.title);
    if (old) {
      pairs.push([old, section]);
      continue;
    }
    // A heading that is new, over text that mostly was there, is a rename.
    const renamed = removed.find((s) => similarity(s.text, section.text) >= SAME_SECTION);
    if (renamed) {
      removed.splice(removed.indexOf(renamed), 1);
      phrases.push(`section "${renamed.title}" renamed "${section.title}"`);
      pairs.push([renamed, section]);
    } else {
      phrases.push(`section "${section.title}" added (${countWords(section.text)} words)`);
    }
  }
  phrases.push(...removed.map((s) => `section "${s.title}" removed (${countWords(s.text)} words)`));
  out.changes.push(...phrases);
  for (const [old, section] of pairs) {
    if (old.text === section.text) continue;
    const diff = wordDiff(old.text, section.text);
    out.changes.push(`section "${section.title}" edited (+${diff.added} −${diff.removed} words)`);
    out.details.push({ label: `"${section.title}"`, excerpts: diff.excerpts });
  }
}

function diffGallery(before: GalleryImage[], after: GalleryImage[], out: FieldChanges): void {
  const added = after.filter((image) => !before.some((b) => b.src === image.src));
  const removed = before.filter((image) => !after.some((a) => a.src === image.src));
  for (const image of after) {
    const old = before.find((b) => b.src === image.src);
    if (!old) continue;
    if (old.hash !== image.hash) out.changes.push(`gallery image ${image.src} replaced`);
    for (const field of ['caption', 'alt'] as const) {
      if (old[field] === image[field]) continue;
      const what = field === 'caption' ? 're-captioned' : 'alt text edited';
      out.changes.push(`gallery image ${image.src} ${what}`);
      out.details.push({
        label: `${image.src} ${field === 'caption' ? 'caption' : 'alt text'}`,
        excerpts: wordDiff(old[field], image[field]).excerpts,
      });
    }
  }
  for (const image of added) {
    // A new file in the place of one that left is that image replaced.
    const position = after.indexOf(image);
    const old = removed.find((r) => before.indexOf(r) === position);
    if (old) {
      removed.splice(removed.indexOf(old), 1);
      out.changes.push(`gallery image ${position + 1} replaced (${old.src} → ${image.src})`);
    } else out.changes.push(`gallery image ${image.src} added`);
  }
  out.changes.push(...removed.map((image) => `gallery image ${image.src} removed`));
}

function diffCode(before: CodeBlock[], after: CodeBlock[], out: FieldChanges): void {
  const key = (block: CodeBlock, list: CodeBlock[]) =>
    `${block.name}#${list.filter((b) => b.name === block.name).indexOf(block)}`;
  const old = new Map(before.map((b) => [key(b, before), b]));
  const seen = new Set<string>();
  for (const block of after) {
    const k = key(block, after);
    seen.add(k);
    const previous = old.get(k);
    if (!previous) out.changes.push(`code block ${block.name} added`);
    else if (previous.code !== block.code) {
      const lines = diffLines(previous.code, block.code);
      const count = (kind: 'added' | 'removed') => lines.filter((p) => p[kind]).reduce((n, p) => n + p.count, 0);
      out.changes.push(`code block ${block.name} changed (+${count('added')} −${count('removed')} lines)`);
    }
  }
  for (const [k, block] of old) if (!seen.has(k)) out.changes.push(`code block ${block.name} removed`);
}
