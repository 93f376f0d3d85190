/**
 * The components of the MDX map (index.ts), written once, each with what it is in the browser. A leaf
 * module, so the build reads it without loading React: the content check reports any other capitalised
 * name in a post at its line, with the authors' names as the choices, and the compile writes a post's
 * islands into the small module its page loads.
 *
 * A body is HTML, made at build time: a **static** component is rendered there and ships no code. An
 * **island** is rendered there too, inside an element that carries its props, and hydrates on its own
 * in the browser (src/components/mdx/islands.ts). Each lives in `src/components/mdx/<Name>.tsx`, which
 * exports it by that name: the compile imports an island from there.
 */
export const MDX_COMPONENTS = {
  /** The numbered contents list; marks the section being read. */
  Contents: 'island',
  /** A grid of captioned images; opens the larger view in a dialog. */
  Gallery: 'island',
  /** One image of a `Gallery`, which hydrates it with the gallery. */
  GalleryImage: 'static',
  /** A Markdown image standing as a block or figure; zooms in a dialog. */
  PostImage: 'island',
  /** A Markdown image inside a line of text. */
  PostPicture: 'static',
  /** A link to a file next to the post. */
  PostLink: 'static',
} as const satisfies Record<string, 'static' | 'island'>;

/** A component of the map. */
export type MdxComponentName = keyof typeof MDX_COMPONENTS;

/** Whether the component `name` of the map hydrates in the browser. */
export function isIsland(name: string): boolean {
  return (MDX_COMPONENTS as Readonly<Record<string, string>>)[name] === 'island';
}

/** Some components of the map, by name. */
type Names = readonly MdxComponentName[];

/** The components a post may use by name. */
export const AUTHOR_COMPONENTS = ['Contents', 'Gallery', 'GalleryImage'] as const satisfies Names;

/** A component a post may use by name. */
export type AuthorComponent = (typeof AUTHOR_COMPONENTS)[number];

/**
 * Components the build writes into a post itself, never by name in the post: a Markdown image becomes
 * a `PostImage` (a block or a captioned figure) or a `PostPicture` (in a line of text), and a link to a
 * file next to the post a `PostLink` (see scripts/pipeline/mdx/rehype/content-files.ts).
 */
export const BUILD_COMPONENTS = {
  image: 'PostImage',
  inlineImage: 'PostPicture',
  link: 'PostLink',
} as const satisfies Record<string, MdxComponentName>;
