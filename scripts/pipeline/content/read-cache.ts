/**
 * What one read of the content keeps for the next read of the same folder. The dev server reads and
 * checks the whole content at every save; with this cache, a file whose size and modification time are
 * those read last time costs a `stat`, one saved again with the same text a read of its bytes and a
 * comparison, and an image whose size and modification time are the same a `stat`, so a save costs the
 * files it changed rather than the number of files. Each file's
 * entry is a function of its text alone (checkEntry), so what comes from the cache is what a fresh read
 * finds; the checks across files (slugs, links, tags, series) run on every read.
 */
import { readFileSync, statSync } from 'node:fs';
import type { z } from 'zod';
import type { ContentIssue } from './issues.ts';
import { checkEntry, type CheckedEntry, type EntryCheck, type Parsed } from './read.ts';
import { imageSize, type ImageSize } from '../images/image-size.ts';
import { normalizeSource } from './source.ts';

/** A content read's memory of the files it read and the images it measured. */
export interface ReadCache {
  /** `file` read and checked as readEntry does it, its problems added to `issues`: from the cache while its text is the same. */
  entry<S extends z.ZodType>(file: string, check: EntryCheck<S>, issues: ContentIssue[]): Parsed<z.infer<S>>;
  /**
   * The text of `file` as the last `entry` of it read it, normalized as the compiler reads a body
   * (normalizeSource): the same string while the file is the same, so a post's compile, kept by its
   * source, is found by identity.
   */
  source(file: string): string;
  /** The size of the image `file` as shown, or undefined when it is no image sharp reads: measured again once the file changes. */
  imageSize(file: string): Promise<ImageSize | undefined>;
}

/** One file's last reading: the text and how it was checked, and what that found. */
interface Reading {
  /** The file's size, modification time and inode when it was read (fileStamp). */
  stamp: string;
  text: string;
  check: EntryCheck<z.ZodType>;
  checked: CheckedEntry<unknown>;
  /** The text normalized, once asked for. */
  source?: string;
}

/** A new, empty cache: hand the same one to every read of one content folder (LoadOptions.cache). */
export function readCache(): ReadCache {
  const readings = new Map<string, Reading>();
  const sizes = new Map<string, { stamp: string; size: Promise<ImageSize | undefined> }>();
  return {
    entry(file, check, issues) {
      // The file's size and modification time first, then its text: a file saved again as it was is not
      // checked again either.
      const stamp = fileStamp(file);
      let reading = readings.get(file);
      if (!reading || reading.stamp !== stamp || !sameCheck(reading.check, check)) {
        const text = readFileSync(file, 'utf8');
        if (!reading || reading.text !== text || !sameCheck(reading.check, check)) {
          reading = { stamp, text, check, checked: checkEntry(file, text, check) };
        } else reading = { ...reading, stamp };
        readings.set(file, reading);
      }
      issues.push(...reading.checked.issues);
      // The checks of a kind share its schema, so the value is of the type the schema gives.
      return reading.checked.entry as Parsed<z.infer<typeof check.schema>>;
    },
    source(file) {
      const reading = readings.get(file);
      if (!reading) return normalizeSource(readFileSync(file, 'utf8'));
      reading.source ??= normalizeSource(reading.text);
      return reading.source;
    },
    imageSize(file) {
      let stamp: string;
      try {
        stamp = fileStamp(file);
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

/**
 * What says a file may have changed: its size, its modification time, its status change time (which a
 * tool that sets the modification time back cannot set) and its inode (a file saved by renaming another
 * over it).
 */
function fileStamp(file: string): string {
  const stats = statSync(file, { bigint: true });
  return `${stats.size}:${stats.mtimeNs}:${stats.ctimeNs}:${stats.ino}`;
}

/** Whether two checks are the same: the schema, the kind and the renamed fields. */
function sameCheck(a: EntryCheck<z.ZodType>, b: EntryCheck<z.ZodType>): boolean {
  return a.schema === b.schema && a.kind === b.kind && a.renamed === b.renamed;
}
