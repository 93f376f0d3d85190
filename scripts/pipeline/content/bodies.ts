/**
 * The bodies of project pages and of pages from content/pages/: each compiled (or inspected), with the
 * ids it defines, the links it holds and the images it shows, for the content check; checked as a
 * post's body is, without a post's required `##` sections.
 */
import type { ImageRef, MinimumSize } from '../images/image-size.ts';
import { GALLERY_IMAGE_MIN } from '../images/presets.ts';
import type { FoundLink, PostInspector } from '../mdx/inspect.ts';
import type { LinkToCheck } from './checks/links.ts';
import { displayPath, type ContentIssue } from './issues.ts';
import type { Parsed } from './read.ts';

/** What a body is, and where what it holds goes. */
export interface BodyReading {
  /** Its file, relative to the project root, and the ids it defines. */
  bodies: Map<string, { source: string; ids: string[] }>;
  issues: ContentIssue[];
  links: LinkToCheck[];
  images: [ImageRef, string, MinimumSize][];
  /** The routes whose links are not checked: their files failed their own checks. */
  unchecked: Set<string>;
}

/**
 * Reads the body of each of `entries` that `hasBody` accepts, at the route `routeOf` gives it. An entry
 * with `requireText` and no text after its frontmatter is a problem at the frontmatter's end.
 */
export async function readBodies(
  entries: readonly Parsed<unknown>[],
  {
    inspect,
    source,
    routeOf,
    requireText = false,
  }: {
    inspect: PostInspector;
    /** A body's source as its entry was read (ReadCache.source). */
    source: (file: string) => string;
    routeOf: (entry: Parsed<unknown>) => string;
    requireText?: boolean;
  },
): Promise<BodyReading> {
  const reading: BodyReading = { bodies: new Map(), issues: [], links: [], images: [], unchecked: new Set() };
  for (const entry of entries) {
    const shown = displayPath(entry.file);
    // A file whose frontmatter is no YAML (`---js`) was not read at all: its one problem says so.
    if (!entry.fm.opened) continue;
    if (entry.fm.body.trim() === '') {
      if (requireText) {
        reading.issues.push({
          file: shown,
          line: entry.fm.endLine,
          field: 'body',
          expected: 'expected the page’s text after the frontmatter',
          found: 'nothing',
        });
      }
      continue;
    }
    const structure = await inspect(entry.file, source(entry.file));
    reading.issues.push(...structure.issues);
    const route = routeOf(entry);
    if (!entry.value || structure.issues.length > 0) reading.unchecked.add(route);
    reading.links.push(
      ...structure.links.map((l: FoundLink) => ({
        file: shown,
        line: l.line,
        field: 'link',
        href: l.href,
        page: route,
      })),
    );
    for (const image of structure.images) {
      reading.images.push([
        { file: shown, line: image.line, field: 'GalleryImage src' },
        image.file,
        GALLERY_IMAGE_MIN,
      ]);
    }
    reading.bodies.set(entry.file, { source: shown, ids: [...structure.ids] });
  }
  return reading;
}
