/** The components every post can use, handed to each compiled MDX body in one map. */
import type { MDXComponents } from 'mdx/types';
import { Contents } from './Contents.tsx';
import { Gallery } from './Gallery.tsx';
import { GalleryImage } from './GalleryImage.tsx';

export const mdxComponents: MDXComponents = { Contents, Gallery, GalleryImage };
