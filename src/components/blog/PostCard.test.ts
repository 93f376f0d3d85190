import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PostCard } from './PostCard.tsx';
import type { PostCardData } from '../../content/pages.ts';

const post: PostCardData = {
  slug: 'tide-gauge',
  title: 'A tide gauge',
  description: 'How it was built.',
  date: '2026-05-01',
  readingMinutes: 4,
  draft: false,
  tags: [],
  cover: {
    alt: 'The board',
    picture: { sources: { avif: '/board-400.avif 400w' }, img: { src: '/board.jpeg', w: 1200, h: 900 } },
  },
};

/** The card's `<img>` tag, rendered as the prerenderer renders it. */
const img = (props: { eagerPicture?: boolean }) =>
  /<img [^>]*>/.exec(
    renderToStaticMarkup(createElement(MemoryRouter, null, createElement(PostCard, { post, ...props }))),
  )?.[0] ?? '';

describe('PostCard', () => {
  it('loads its picture eagerly at high priority when it is the list’s eager one', () => {
    expect(img({ eagerPicture: true })).toMatch(/loading="eager".*fetchPriority="high"/);
  });

  it('loads its picture lazily otherwise', () => {
    for (const props of [{ eagerPicture: false }, {}])
      expect(img(props)).toMatch(/loading="lazy".*fetchPriority="auto"/);
  });
});
