/**
 * The post route's chunk. It exports components only: React Fast Refresh then updates it in place when
 * the post list changes in the dev server (a frontmatter edit), where any other export would make it
 * re-run the route table and remount the page, losing the reader's place.
 */
import { useParams } from 'react-router-dom';
import { posts } from 'virtual:posts';
import { findPost } from '../lib/posts.ts';
import { HomePage } from './HomePage.tsx';
import PostPage from './PostPage.tsx';

/** `/blog/:slug`: the post, or home when there is no such post (the site has no not-found page). */
export default function PostRoute() {
  const post = findPost(posts, useParams().slug);
  return post ? <PostPage post={post} /> : <HomePage />;
}

/** The blog index, loaded with the post route (see routes.tsx). */
export { default as BlogIndexPage } from './BlogIndexPage.tsx';
