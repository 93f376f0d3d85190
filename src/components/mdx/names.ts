/**
 * The names of the components a post may use, written once: the map in index.ts must hold exactly
 * these (its type says so), and the build's content check reports any other capitalised name in a post
 * at its line, with these as the choices. A leaf module, so the build reads it without loading React.
 */
export const AUTHOR_COMPONENTS = ['Contents', 'Gallery', 'GalleryImage'] as const;

/** A component a post may use by name. */
export type AuthorComponent = (typeof AUTHOR_COMPONENTS)[number];

/**
 * Components the build writes into a post itself, never by name in the post: a Markdown image becomes
 * a `PostImage`, and every link a `PostLink` (see scripts/pipeline/mdx/rehype/content-files.ts).
 */
export const BUILD_COMPONENTS = { image: 'PostImage', link: 'PostLink' } as const;
