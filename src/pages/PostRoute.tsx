import { useParams } from 'react-router-dom';
import { posts } from 'virtual:posts';
import { findPost } from '../lib/posts.ts';
import { HomePage } from './HomePage.tsx';
import PostPage, { preloadPostBody } from './PostPage.tsx';

/** `/blog/:slug`: the post, or home when there is no such post (the site has no not-found page). */
export default function PostRoute() {
  const post = findPost(posts, useParams().slug);
  return post ? <PostPage post={post} /> : <HomePage />;
}

/** Loads what `/blog/<slug>` renders, so hydration does not wait: the post's compiled MDX. */
export async function preloadPost(slug: string | undefined): Promise<void> {
  const post = findPost(posts, slug);
  if (post) await preloadPostBody(post.slug);
}

/** Paths of every post, for the prerenderer. */
export { posts };

/** The blog index, loaded with the post route (see routes.tsx). */
export { default as BlogIndexPage } from './BlogIndexPage.tsx';
