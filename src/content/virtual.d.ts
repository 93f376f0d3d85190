/** The home page's content: profile, projects, experience and skills. */
declare module 'virtual:content' {
  const content: import('./schema.ts').SiteContent;
  export default content;
}

/** Posts, loaded only by the post route and the blog index, so the home page's code does not grow with each post. */
declare module 'virtual:posts' {
  /** Every published post, oldest first (with drafts, marked, in the dev server only). */
  export const posts: import('./schema.ts').PostSummary[];
  /** Loads the compiled MDX of the post with the given slug. */
  export const postModules: Record<string, () => Promise<import('./schema.ts').PostModule>>;
}
