declare module 'virtual:content' {
  const content: import('./schema.ts').SiteContent;
  export default content;
  /** Loads the compiled MDX of the post with the given slug. */
  export const postModules: Record<string, () => Promise<import('./schema.ts').PostModule>>;
}
