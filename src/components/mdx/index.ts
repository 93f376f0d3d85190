/**
 * The MDX map: every component a body can hold, by the name it has there (names.ts declares each one's
 * module, and whether it is an island). The build renders bodies with it (render-body.ts), as does the
 * dev server; a built page never loads it: each island loads the module its element names.
 */
import type { ComponentType } from 'react';
import { Contents } from './Contents.tsx';
import { Gallery } from './Gallery.tsx';
import { GalleryImage } from './GalleryImage.tsx';
import type { MdxComponentName } from './names.ts';
import { PostImage } from './PostImage.tsx';
import { PostLink } from './PostLink.tsx';
import { PostPicture } from './PostPicture.tsx';

/** Exactly the components of names.ts: a name listed there without a component here is a type error. */
export const mdxComponents = {
  Contents,
  Gallery,
  GalleryImage,
  PostImage,
  PostPicture,
  PostLink,
} satisfies Record<MdxComponentName, ComponentType<never>>;
