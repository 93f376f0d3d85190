/**
 * What a built page asks for, read from its files rather than a browser: the HTML, its render-blocking
 * stylesheets, the scripts it names, every image it references and the fonts its CSS declares, each
 * with its raw and brotli size. (What a browser then loads, lazy chunks included, is in observed.ts.)
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Element } from 'hast';
import { elementsIn, readBuiltPage } from '../pipeline/prerender/built-site.ts';
import { brotliSize } from '../hosting/server.ts';

/** One file a page loads. */
export interface FileSize {
  /** Path under the site root, e.g. `assets/vendor-abc.js`. */
  file: string;
  raw: number;
  br: number;
}

/** One `<img>` of a page and what surrounds it. */
export interface ImageTag {
  src: string;
  loading: string | undefined;
  fetchPriority: string | undefined;
  /** MIME types of the `<source>` elements of its `<picture>`, if it is in one. */
  sourceTypes: string[];
}

/** The files of one page, grouped the way the budgets talk about them. */
export interface PageFiles {
  html: FileSize;
  css: FileSize[];
  /** Scripts and module preloads the HTML names (not what they import). */
  scripts: FileSize[];
  /** Every image file the HTML or its CSS references (all `srcset` candidates), not only those a given screen loads. */
  images: FileSize[];
  fonts: FileSize[];
  /** `font-display` of each `@font-face` rule. */
  fontDisplay: string[];
  imgTags: ImageTag[];
  /** Hosts other than the page's own that the HTML or CSS points a fetch at (stylesheets, scripts, fonts, images). */
  thirdPartyUrls: string[];
}

/** The value of `element`'s attribute, by its hast property name (`srcSet`, `fetchPriority`), if it has one. */
const attr = (element: Element, property: string): string | undefined => {
  const value = element.properties[property];
  if (value === undefined || value === null || value === false) return undefined;
  return Array.isArray(value) ? value.join(' ') : String(value);
};

/** Site-relative file for a URL the page uses, or undefined when it is on another host. */
function localFile(url: string, base: string): string | undefined {
  if (/^(https?:)?\/\//i.test(url) || url.startsWith('data:')) return undefined;
  return url.startsWith(base) ? url.slice(base.length) : url.replace(/^\//, '');
}

const sizes = new Map<string, FileSize>();

/** Raw and brotli size of `file` (relative to `root`). */
export function fileSize(root: string, file: string): FileSize {
  const key = path.join(root, file);
  let entry = sizes.get(key);
  if (!entry) {
    const data = readFileSync(key);
    entry = { file, raw: data.length, br: brotliSize(data) };
    sizes.set(key, entry);
  }
  return entry;
}

/** Reads the page `htmlFile` (relative to `root`) and what it references. `base` is the site's base path. */
export function pageFiles(root: string, htmlFile: string, base = '/'): PageFiles {
  const size = (file: string) => fileSize(root, file);
  const page = readBuiltPage(htmlFile, root);
  const thirdParty = new Set<string>();
  const local = (url: string) => {
    const file = localFile(url, base);
    if (file === undefined && /^(https?:)?\/\//i.test(url)) thirdParty.add(url);
    return file;
  };

  const css: string[] = [];
  const scripts: string[] = [];
  for (const element of page.all((e) => e.tagName === 'script' || e.tagName === 'link')) {
    const rel = attr(element, 'rel')?.toLowerCase();
    const url =
      element.tagName === 'script'
        ? attr(element, 'src')
        : rel === 'stylesheet' || rel === 'modulepreload'
          ? attr(element, 'href')
          : undefined;
    const file = url === undefined ? undefined : local(url);
    if (file === undefined) continue;
    if (rel !== 'stylesheet') scripts.push(file);
    else if (!/^(all|screen)\b/i.test(attr(element, 'media') ?? 'all')) continue;
    else css.push(file);
  }

  const imageUrls = new Set<string>();
  const imgTags: ImageTag[] = [];
  const pictures = page.tags('picture');
  const inPictures = new Set(pictures.flatMap((picture) => elementsIn(picture, (e) => e.tagName === 'img')));
  for (const element of page.all((e) => e.tagName === 'picture' || (e.tagName === 'img' && !inPictures.has(e)))) {
    const sources = elementsIn(element, (e) => e.tagName === 'source');
    const [img] = elementsIn(element, (e) => e.tagName === 'img');
    for (const tag of [...sources, ...(img ? [img] : [])]) {
      for (const candidate of (attr(tag, 'srcSet') ?? '').split(',')) {
        const url = candidate.trim().split(/\s+/)[0];
        if (url) imageUrls.add(url);
      }
      const src = attr(tag, 'src');
      if (src) imageUrls.add(src);
    }
    if (img) {
      imgTags.push({
        src: attr(img, 'src') ?? '',
        loading: attr(img, 'loading'),
        fetchPriority: attr(img, 'fetchPriority'),
        sourceTypes: sources.map((source) => attr(source, 'type') ?? ''),
      });
    }
  }

  const fonts = new Set<string>();
  const fontDisplay: string[] = [];
  for (const file of css) {
    const text = readFileSync(path.join(root, file), 'utf8');
    const resolve = (url: string) => localFile(path.posix.join('/', path.posix.dirname(file), url), '/');
    for (const rule of text.match(/@font-face\s*{[^}]*}/gi) ?? []) {
      fontDisplay.push(/font-display\s*:\s*([\w-]+)/i.exec(rule)?.[1] ?? '(none)');
      for (const m of rule.matchAll(/url\(\s*["']?([^"')]+)["']?\s*\)/gi)) {
        const url = m[1] as string;
        if (/^(https?:)?\/\//i.test(url)) thirdParty.add(url);
        else fonts.add((url.startsWith('/') ? local(url) : resolve(url)) ?? url);
      }
    }
    for (const m of text.replace(/@font-face\s*{[^}]*}/gi, '').matchAll(/url\(\s*["']?([^"')]+)["']?\s*\)/gi)) {
      const url = m[1] as string;
      if (url.startsWith('data:') || url.startsWith('#')) continue;
      if (/^(https?:)?\/\//i.test(url)) thirdParty.add(url);
      else imageUrls.add(url.startsWith('/') ? url : `/${resolve(url) ?? url}`);
    }
  }

  const images = [...imageUrls]
    .map((url) => local(url))
    .filter(
      (file): file is string =>
        file !== undefined && statSync(path.join(root, file), { throwIfNoEntry: false })?.isFile() === true,
    )
    .map(size);
  return {
    html: size(htmlFile),
    css: css.map(size),
    scripts: scripts.map(size),
    images,
    fonts: [...fonts].map(size),
    fontDisplay,
    imgTags,
    thirdPartyUrls: [...thirdParty],
  };
}

/** Sum of raw and brotli sizes. */
export function total(files: readonly FileSize[]): { raw: number; br: number } {
  return files.reduce((sum, f) => ({ raw: sum.raw + f.raw, br: sum.br + f.br }), { raw: 0, br: 0 });
}
