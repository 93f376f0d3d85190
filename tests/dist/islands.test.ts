/**
 * Each island describes itself: its element in the built page names its component, the URL of its
 * module, which the site has, and its props, which name the module of each component inside it. A page
 * links the stylesheets of what renders its body, and names no static component's code for its script.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ISLAND_ATTRIBUTE,
  ISLAND_PROPS_ATTRIBUTE,
  ISLAND_URL_ATTRIBUTE,
  type IslandChild,
  type IslandData,
} from '../../src/components/mdx/body-parts.ts';
import { MDX_COMPONENTS } from '../../src/components/mdx/names.ts';
import { classesOf, elementsIn, readDist, readPage, stylesheetsOf } from '../support/dist.ts';
import { fixtureDist, fixtureSite, type FixtureVariant } from '../support/fixture-build.ts';
import { postWithGallery } from '../support/fixture-content.ts';
import { htmlFiles, pageFile, pageModules, postRoute } from '../support/site-pages.ts';

/** The hast property names of the island element's attributes. */
const NAME = 'dataIsland';
const URL_ = 'dataIslandUrl';
const PROPS = 'dataIslandProps';

/** Each module URL a child of an island names, at any depth. */
const urlsIn = (children: readonly IslandChild[]): string[] =>
  children.flatMap((child) => ('slot' in child ? [] : [child.url, ...urlsIn(child.children)]));

describe.each<FixtureVariant>(['root', 'subpath'])('the %s test site', (variant) => {
  const dist = fixtureDist(variant);
  const { base } = fixtureSite(variant);
  /** The file of the site a URL under its base path names. */
  const fileOf = (url: string) => path.join(dist, url.slice(base.length));
  const islands = htmlFiles().flatMap((file) =>
    readPage(file, dist)
      .all((e) => e.properties[NAME] !== undefined)
      .map((element) => ({ file, element })),
  );

  it('has islands, each named for a component of the map that hydrates', () => {
    expect(islands.length).toBeGreaterThan(0);
    for (const { element } of islands) {
      const name = String(element.properties[NAME]) as keyof typeof MDX_COMPONENTS;
      expect(MDX_COMPONENTS[name], name).toMatchObject({ island: true });
    }
  });

  it('names, on each island, its module’s URL under the base path, a file of the site, and the module of each component inside it', () => {
    for (const { file, element } of islands) {
      const data = JSON.parse(String(element.properties[PROPS])) as IslandData;
      for (const url of [String(element.properties[URL_]), ...urlsIn(data.children)]) {
        expect(url, file).toMatch(new RegExp(`^${base}assets/[\\w.-]+\\.js$`));
        expect(existsSync(fileOf(url)), `${file}: ${url}`).toBe(true);
      }
    }
  });

  it('links, on the gallery post, the stylesheet that styles its islands, and names their hydrating module for its script', () => {
    const route = postRoute(postWithGallery());
    const page = readPage(pageFile(route), dist);
    const [gallery] = page.all((e) => e.properties[NAME] === 'Gallery');
    const [section] = gallery ? elementsIn(gallery, (e) => e.tagName === 'section') : [];
    const [galleryClass = 'none'] = section ? classesOf(section) : [];
    const css = stylesheetsOf(pageFile(route), dist)
      .map((sheet) => readDist(sheet.slice(base.length - 1), dist))
      .join('\n');
    expect(css).toContain(`.${galleryClass}{`);
    expect(pageModules(route, dist).map((url) => path.posix.basename(url))).toEqual([
      expect.stringMatching(/^PostPage-/),
      expect.stringMatching(/^islands-/),
    ]);
  });
});

it('uses the attributes body-parts.ts names', () => {
  expect([ISLAND_ATTRIBUTE, ISLAND_URL_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE]).toEqual([
    'data-island',
    'data-island-url',
    'data-island-props',
  ]);
});
