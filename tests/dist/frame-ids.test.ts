/**
 * The ids of a post's or project's page: those of the page around the body are the frame's
 * (FRAME_IDS, which headings in a body never take), besides React's `useId` ids, so a new id in the
 * frame fails here until FRAME_IDS lists it; the ids the body defines (as the content check read them)
 * are none of the frame's; and no id is on two elements, whatever the body holds (headings, footnotes,
 * a diagram's own ids).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Element } from 'hast';
import { describe, expect, it } from 'vitest';
import { PAGE_DATA_FILE } from '../../src/lib/page-data.ts';
import { FRAME_IDS } from '../../src/lib/sections.ts';
import { classesOf, DIST, elementsIn, listFiles, readDist, readPage } from '../support/dist.ts';

/** React's `useId` ids (`_R_3_`): upper case, so no heading's slug is ever one. */
const REACT_ID = /^_R_\w+_$/;

/** Each post and project page, with the ids its body defines, from its own page data. */
const pages = listFiles()
  // The pages the app renders, which carry their data (a page at an old path has none).
  .filter((file) => /^(blog|projects)\/[^/]+\/index\.html$/.test(file) && !file.startsWith('blog/tags/'))
  .filter((file) => existsSync(path.join(DIST, file.replace(/index\.html$/, PAGE_DATA_FILE))))
  .flatMap((file) => {
    const data = JSON.parse(readDist(file.replace(/index\.html$/, PAGE_DATA_FILE))) as {
      route: string;
      data: { post?: { ids: string[] }; project?: { page?: { ids: string[] } } };
    };
    const ids = data.data.post?.ids ?? data.data.project?.page?.ids;
    return ids ? [[file, ids] as const] : [];
  });

/** The ids of the elements of `elements`. */
const idsOf = (elements: readonly Element[]) =>
  elements.filter((e) => typeof e.properties.id === 'string').map((e) => String(e.properties.id));

describe('a post’s or project’s page', () => {
  it('exists for each kind', () => {
    expect(pages.some(([file]) => file.startsWith('blog/'))).toBe(true);
    expect(pages.some(([file]) => file.startsWith('projects/'))).toBe(true);
  });

  it.each(pages)('%s has no id around its body but the frame’s and React’s, and no id twice', (file, bodyIds) => {
    const page = readPage(file);
    const bodies = page.all((e) => classesOf(e).includes('prose'));
    expect(bodies).toHaveLength(1);
    const inBody = new Set(bodies.flatMap((body) => elementsIn(body, () => true)));
    const all = idsOf(page.all(() => true));
    const around = idsOf(page.all((e) => !inBody.has(e)));
    expect(around.filter((id) => !FRAME_IDS.includes(id) && !REACT_ID.test(id))).toEqual([]);
    expect(bodyIds.filter((id) => FRAME_IDS.includes(id))).toEqual([]);
    expect(all.filter((id, i) => all.indexOf(id) !== i)).toEqual([]);
  });
});
