/**
 * The ids of a post's or project's page are the body's own (as the content check read them) or the
 * frame's (FRAME_IDS, which headings in a body never take), besides React's `useId` ids: a new id in
 * the page around the body fails here until FRAME_IDS lists it, so a heading cannot take it.
 */
import { describe, expect, it } from 'vitest';
import { PAGE_DATA_FILE } from '../../src/lib/page-data.ts';
import { FRAME_IDS } from '../../src/lib/sections.ts';
import { listFiles, readDist, readPage } from '../support/dist.ts';

/** React's `useId` ids (`_R_3_`): upper case, so no heading's slug is ever one. */
const REACT_ID = /^_R_\w+_$/;

/** Each post and project page, with the ids its body defines, from its own page data. */
const pages = listFiles()
  .filter((file) => /^(blog|projects)\/[^/]+\/index\.html$/.test(file) && !file.startsWith('blog/tags/'))
  .flatMap((file) => {
    const data = JSON.parse(readDist(file.replace(/index\.html$/, PAGE_DATA_FILE))) as {
      route: string;
      data: { post?: { ids: string[] }; project?: { page?: { ids: string[] } } };
    };
    const ids = data.data.post?.ids ?? data.data.project?.page?.ids;
    return ids ? [[file, ids] as const] : [];
  });

describe('a post’s or project’s page', () => {
  it('exists for each kind', () => {
    expect(pages.some(([file]) => file.startsWith('blog/'))).toBe(true);
    expect(pages.some(([file]) => file.startsWith('projects/'))).toBe(true);
  });

  it.each(pages)('%s has no id but its body’s, the frame’s and React’s', (file, bodyIds) => {
    const ids = readPage(file)
      .all((element) => typeof element.properties.id === 'string')
      .map((element) => String(element.properties.id));
    const others = ids.filter((id) => !bodyIds.includes(id) && !REACT_ID.test(id));
    expect(others.filter((id) => !FRAME_IDS.includes(id))).toEqual([]);
    expect(bodyIds.filter((id) => FRAME_IDS.includes(id))).toEqual([]);
  });
});
