/** The components every post can use, handed to each compiled MDX body in one map. */
import type { ComponentType } from 'react';
import type { MDXComponents } from 'mdx/types';
import { Contents } from './Contents.tsx';
import { Gallery } from './Gallery.tsx';
import { GalleryImage } from './GalleryImage.tsx';
import type { AuthorComponent, BUILD_COMPONENTS } from './names.ts';
import { PostImage } from './PostImage.tsx';
import { PostLink } from './PostLink.tsx';

/** Exactly the components of names.ts: a name listed there without a component here is a type error. */
const authorComponents = { Contents, Gallery, GalleryImage } satisfies Record<AuthorComponent, ComponentType<never>>;

/** What the build writes for Markdown images and links (names.ts, BUILD_COMPONENTS). */
const buildComponents = { PostImage, PostLink } satisfies Record<
  (typeof BUILD_COMPONENTS)[keyof typeof BUILD_COMPONENTS],
  ComponentType<never>
>;

export const mdxComponents: MDXComponents = { ...authorComponents, ...buildComponents, a: PostLink };
