/**
 * The components of the MDX map (index.ts), written once, each with its module and whether it hydrates.
 * A leaf module, so the build reads it without loading React: the content check reports any other
 * capitalised name in a post at its line, and the build makes each module a part of the browser's bundle.
 *
 * A body is HTML, made at build time (render-body.ts): a static component is rendered there and no
 * browser loads its code, though the page links its stylesheets. An **island** is rendered there too,
 * inside an element that names its module's URL and carries its props, and hydrates on its own in the
 * browser from that module (islands.ts), with the modules of the components inside it.
 */
export const MDX_COMPONENTS = {
  /** The numbered contents list; marks the section being read. */
  Contents: { module: 'src/components/mdx/Contents.tsx', island: true },
  /** A grid of captioned images; opens the larger view in a dialog. */
  Gallery: { module: 'src/components/mdx/Gallery.tsx', island: true },
  /** One image of a `Gallery`, which hydrates it with the gallery. */
  GalleryImage: { module: 'src/components/mdx/GalleryImage.tsx' },
  /** A Markdown image standing as a block or figure; zooms in a dialog. */
  PostImage: { module: 'src/components/mdx/PostImage.tsx', island: true },
  /** A Markdown image inside a line of text. */
  PostPicture: { module: 'src/components/mdx/PostPicture.tsx' },
  /** A link to a file next to the post. */
  PostLink: { module: 'src/components/mdx/PostLink.tsx' },
} as const satisfies Record<string, { module: string; island?: true }>;

/** A component of the map. */
export type MdxComponentName = keyof typeof MDX_COMPONENTS;

/** The declaration of the component `name` (its module, from the project root, and whether it hydrates); undefined for a name the map lacks. */
export function declared(name: string): { module: string; island?: true } | undefined {
  return Object.hasOwn(MDX_COMPONENTS, name) ? MDX_COMPONENTS[name as MdxComponentName] : undefined;
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
