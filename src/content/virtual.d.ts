/** The owner's profile, as every page's frame shows it: the app's own chunk carries it. */
declare module 'virtual:site' {
  const site: import('./schema.ts').SiteProfile;
  export default site;
}

/**
 * The whole content: only the server entry (which prerenders each page from it) and the dev server's
 * pages read it; a built page gets its own part as data, never the whole.
 */
declare module 'virtual:content' {
  const content: import('./schema.ts').SiteContent;
  export default content;
  /** Each compiled body (a post's or a page's) by its source file (`BodyRef.source`), loaded when first rendered. */
  export const bodies: Record<
    string,
    (() => Promise<import('../components/mdx/body-parts.ts').BodyModule>) | undefined
  >;
}

/** The owner's accent colours (theme.accent in site.md): a stylesheet after tokens.css, empty without one. */
declare module 'virtual:theme.css' {}

/** The owner's analytics provider, added by the page's first script; an empty module without one. */
declare module 'virtual:analytics' {}
