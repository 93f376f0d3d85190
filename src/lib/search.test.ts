import { describe, expect, it } from 'vitest';
import {
  appPath,
  resultCountText,
  searchHit,
  searchScriptUrl,
  sectionId,
  type PagefindAnchor,
  type PagefindFragment,
  type PagefindSubResult,
} from './search.ts';

const words = (...scores: number[]) =>
  scores.map((balanced_score, i) => ({ weight: 1, balanced_score, location: 100 + i }));

/** Anchors as Pagefind lists them for a home page: each section's id, then its heading's, at the same word. */
const HOME_ANCHORS: PagefindAnchor[] = [
  { element: 'h1', id: 'hero-title', text: 'Headline', location: 8 },
  { element: 'section', id: 'about', text: '', location: 61 },
  { element: 'h2', id: 'about-title', text: 'About', location: 61 },
  { element: 'section', id: 'experience', text: '', location: 303 },
  { element: 'h2', id: 'experience-title', text: 'Experience', location: 303 },
  { element: 'h3', id: 'job-delta-marine', text: 'Senior Embedded Engineer', location: 304 },
];

const part = (title: string, url: string, scores: number[], anchor?: PagefindAnchor): PagefindSubResult => ({
  title,
  url,
  excerpt: `excerpt of ${title}`,
  weighted_locations: words(...scores),
  ...(anchor ? { anchor } : {}),
});

function fragment(url: string, parts: PagefindSubResult[], anchors: PagefindAnchor[] = []): PagefindFragment {
  return { url, excerpt: 'page excerpt', meta: { title: 'Page title | Ada' }, anchors, sub_results: parts };
}

describe('appPath', () => {
  it('turns the folder URL Pagefind gives a page into the app’s route, keeping the hash', () => {
    expect(appPath('/blog/tidal-logger/')).toBe('/blog/tidal-logger');
    expect(appPath('/blog/tidal-logger/#power-budget')).toBe('/blog/tidal-logger#power-budget');
    expect(appPath('/')).toBe('/');
    expect(appPath('/#about')).toBe('/#about');
  });
});

describe('sectionId', () => {
  it('links a home section’s heading to its section, the id the nav uses', () => {
    expect(sectionId(HOME_ANCHORS[2] as PagefindAnchor, HOME_ANCHORS)).toBe('about');
  });

  it('links any other heading to itself', () => {
    const job = HOME_ANCHORS[5] as PagefindAnchor;
    expect(sectionId(job, HOME_ANCHORS)).toBe('job-delta-marine');
    const postHeading = { element: 'h2', id: 'power-budget', text: '4. Power budget', location: 319 };
    expect(sectionId(postHeading, [postHeading])).toBe('power-budget');
  });
});

describe('searchHit', () => {
  it('takes the page’s title and the part with the most weight of matches, linked to its section', () => {
    const hit = searchHit(
      fragment(
        '/blog/tidal-logger/',
        [
          part('Tidal logger', '/blog/tidal-logger/', [1]),
          part('4. Power budget', '/blog/tidal-logger/#power-budget', [2, 3], {
            element: 'h2',
            id: 'power-budget',
            text: '4. Power budget',
            location: 319,
          }),
        ],
        [{ element: 'h2', id: 'power-budget', text: '4. Power budget', location: 319 }],
      ),
    );
    expect(hit).toEqual({
      title: 'Page title | Ada',
      path: '/blog/tidal-logger#power-budget',
      section: '4. Power budget',
      excerpt: 'excerpt of 4. Power budget',
    });
  });

  it('links a match in a home section to the section’s own id', () => {
    const hit = searchHit(
      fragment('/', [part('Experience', '/#experience-title', [1], HOME_ANCHORS[4])], HOME_ANCHORS),
    );
    expect(hit.path).toBe('/#experience');
    expect(hit.section).toBe('Experience');
  });

  it('links a match above the first heading to the page itself, with no section', () => {
    const hit = searchHit(fragment('/blog/tidal-logger/', [part('Tidal logger', '/blog/tidal-logger/', [5])]));
    expect(hit).toMatchObject({ path: '/blog/tidal-logger', section: undefined, excerpt: 'excerpt of Tidal logger' });
  });

  it('links a match under the page’s h1 (home’s headline) to the page itself', () => {
    const hit = searchHit(fragment('/', [part('Headline', '/#hero-title', [1], HOME_ANCHORS[0])], HOME_ANCHORS));
    expect(hit).toMatchObject({ path: '/', section: undefined });
  });

  it('gives a tie to the earlier part, and falls back to the page when Pagefind gave no parts', () => {
    const anchor = { element: 'h2', id: 'goals', text: '1. Goals', location: 102 };
    expect(
      searchHit(fragment('/blog/x/', [part('Top', '/blog/x/', [2]), part('1. Goals', '/blog/x/#goals', [2], anchor)]))
        .path,
    ).toBe('/blog/x');
    expect(searchHit(fragment('/blog/x/', []))).toEqual({
      title: 'Page title | Ada',
      path: '/blog/x',
      section: undefined,
      excerpt: 'page excerpt',
    });
  });
});

describe('searchScriptUrl', () => {
  it('puts Pagefind’s script under the base path', () => {
    expect(searchScriptUrl('/')).toBe('/pagefind/pagefind.js');
    expect(searchScriptUrl('/portfolio/')).toBe('/portfolio/pagefind/pagefind.js');
  });
});

describe('resultCountText', () => {
  it('counts the results for the query, and says nothing before one', () => {
    expect(resultCountText('', 0)).toBe('');
    expect(resultCountText('  ', 3)).toBe('');
    expect(resultCountText('tide ', 0)).toBe('No results for “tide”');
    expect(resultCountText('tide', 1)).toBe('1 result for “tide”');
    expect(resultCountText('tide', 4)).toBe('4 results for “tide”');
  });
});
