/**
 * What one read of the content keeps for the next read of the same folder. The dev server reads and
 * checks the whole content at every save; with this cache, a file whose text is the one read last time
 * costs a read of its bytes and a comparison, and an image whose size and modification time are the same
 * costs a `stat`, so a save costs the files it changed rather than the number of files. Each file's
 * entry is a function of its text alone (checkEntry), so what comes from the cache is what a fresh read
 * finds; the checks across files (slugs, links, tags, series) run on every read.
 */
import { readFileSync, statSync } from 'node:fs';
import type { z } from 'zod';
import type { ContentIssue } from './issues.ts';
import { checkEntry, type CheckedEntry, type EntryCheck, type Parsed } from './read.ts';
import { imageSize, type ImageSize } from '../images/image-size.ts';

/** A content read's memory of the files it read and the images it measured. */
export interface ReadCache {
  /** `file` read and checked as readEntry does it, its problems added to `issues`: from the cache while its text is the same. */
  entry<S extends z.ZodType>(file: string, check: EntryCheck<S>, issues: ContentIssue[]): Parsed<z.infer<S>>;
  /** The size of the image `file` as shown, or undefined when it is no image sharp reads: measured again once the file changes. */
  imageSize(file: string): Promise<ImageSize | undefined>;
}

/** One file's last reading: the text and how it was checked, and what that found. */
interface Reading {
  text: string;
  check: EntryCheck<z.ZodType>;
  checked: CheckedEntry<unknown>;
}

/** A new, empty cache: hand the same one to every read of one content folder (LoadOptions.cache). */
export function readCache(): ReadCache {
  const readings = new Map<string, Reading>();
  const sizes = new Map<string, { stamp: string; size: Promise<ImageSize | undefined> }>();
  return {
    entry(file, check, issues) {
      const text = readFileSync(file, 'utf8');
      let reading = readings.get(file);
      if (!reading || reading.text !== text || !sameCheck(reading.check, check)) {
        reading = { text, check, checked: checkEntry(file, text, check) };
        readings.set(file, reading);
      }
      issues.push(...reading.checked.issues);
      // The checks of a kind share its schema, so the value is of the type the schema gives.
      return reading.checked.entry as Parsed<z.infer<typeof check.schema>>;
    },
    imageSize(file) {
      let stamp: string;
      try {
        const stats = statSync(file);
        stamp = `${stats.size}:${stats.mtimeMs}:${stats.ino}`;
      } catch {
        // Gone: no size, and nothing to keep.
        sizes.delete(file);
        return Promise.resolve(undefined);
      }
      const known = sizes.get(file);
      if (known?.stamp === stamp) return known.size;
      const size = imageSize(file);
      sizes.set(file, { stamp, size });
      return size;
    },
  };
}

/** Whether two checks are the same: the schema, the kind and the renamed fields. */
function sameCheck(a: EntryCheck<z.ZodType>, b: EntryCheck<z.ZodType>): boolean {
  return a.schema === b.schema && a.kind === b.kind && a.renamed === b.renamed;
}
