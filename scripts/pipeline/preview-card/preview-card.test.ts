/**
 * Preview cards: what a card shows, the same bytes for the same card, and a cache that spares an
 * unchanged card its render.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '../../../src/lib/posts.ts';
import { CARD_COLOURS, type PreviewCardProps } from './PreviewCard.ts';
import {
  cardAlt,
  cardColours,
  cardKey,
  cardProps,
  previewCardFile,
  previewCards,
  siteAddress,
} from './preview-card.ts';
import { renderCard } from './render.ts';

const site = {
  name: 'Ada Quinn',
  role: 'Radio Engineer',
  blog: { name: 'Bench notes', pageSize: 10, nav: false },
  theme: {},
};
const post = { title: 'Tuning a whip antenna', date: '2026-03-07' };
const props: PreviewCardProps = cardProps(post, site, 'https://ada.example.net/');

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'preview-card-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A render that counts its calls and draws a stand-in (a real render is tested on its own). */
function countingRender() {
  const calls: PreviewCardProps[] = [];
  const render = (shown: PreviewCardProps) => {
    calls.push(shown);
    return Promise.resolve(Buffer.from(`card of ${shown.title}`));
  };
  return { calls, render };
}

describe('what a preview card shows', () => {
  it('is the post’s title and date as its page shows it, the blog, the owner and the site’s address', () => {
    expect(props).toMatchObject({
      title: post.title,
      date: formatDate(post.date),
      blog: site.blog.name,
      name: site.name,
      role: site.role,
      initials: 'AQ',
      host: 'ada.example.net',
    });
  });

  it('names the site with its base path when it is served under one', () => {
    expect(siteAddress('https://ada.example.net/portfolio/')).toBe('ada.example.net/portfolio');
  });

  it('takes every colour from the design tokens, in the dark scheme', () => {
    const colours = cardColours();
    expect(Object.keys(colours).sort()).toEqual([...CARD_COLOURS].sort());
    const tokens =
      ':root { --color-bg: light-dark(#fff, #010203); --color-grid: light-dark(rgb(1 2 3 / 0.1), rgb(4 5 6 / 0.2)); }';
    expect(() => cardColours(tokens)).toThrow('the preview card needs --color-text: light-dark(…, …)');
  });

  it('has alt text saying what it says', () => {
    expect(cardAlt(props)).toBe(`${post.title}: ${site.blog.name}, ${formatDate(post.date)}, by ${site.name}`);
  });
});

describe('drawing a preview card', () => {
  it('gives a 1200×630 PNG, the same bytes each time for the same card', async () => {
    const first = await renderCard(props);
    const second = await renderCard({ ...props });
    expect(second.equals(first)).toBe(true);
    const { width, height, format } = await sharp(first).metadata();
    expect([width, height, format]).toEqual([1200, 630, 'png']);
  }, 30_000);

  it('gives a different image for a different title', async () => {
    const first = await renderCard(props);
    const other = await renderCard({ ...props, title: `${post.title}, again` });
    expect(other.equals(first)).toBe(false);
  }, 30_000);
});

describe('the preview card cache', () => {
  it('renders a card once: the next build finds it and renders nothing', async () => {
    const cacheDir = path.join(dir, 'once');
    const { calls, render } = countingRender();
    const file = await previewCardFile('whip', props, { cacheDir, render });
    expect(calls).toHaveLength(1);
    expect(path.basename(file)).toBe('whip-card.png');
    expect(await readFile(file, 'utf8')).toBe(`card of ${post.title}`);

    const again = await previewCardFile('whip', cardProps(post, site, 'https://ada.example.net/'), {
      cacheDir,
      render,
    });
    expect(again).toBe(file);
    expect(calls).toHaveLength(1);
  });

  it.each<[string, Partial<PreviewCardProps>]>([
    ['title', { title: 'Tuning a dipole' }],
    ['date', { date: formatDate('2026-03-08') }],
    ['owner’s name', { name: 'Ada Quinn-Ortiz' }],
    ['site address', { host: 'ada.example.net/portfolio' }],
    ['colours', { colours: { ...props.colours, accent: '#ff0000' } }],
  ])('renders the card again when its %s changes', async (_, change) => {
    expect(cardKey({ ...props, ...change })).not.toBe(cardKey(props));
    const cacheDir = path.join(dir, 'changes');
    const { calls, render } = countingRender();
    const before = await previewCardFile('whip', props, { cacheDir, render });
    const after = await previewCardFile('whip', { ...props, ...change }, { cacheDir, render });
    expect(after).not.toBe(before);
    expect(calls.at(-1)).toEqual({ ...props, ...change });
  });

  it('makes a card only for a post without a gallery image, which is the post’s own preview', async () => {
    const { calls, render } = countingRender();
    const cards = await previewCards(
      [
        { slug: 'with-gallery', title: 'With a gallery', date: '2026-01-01', cover: { alt: 'A photo' } },
        { slug: 'without', title: 'Without one', date: '2026-02-01' },
      ],
      site,
      'https://ada.example.net/',
      { cacheDir: path.join(dir, 'posts'), render },
    );
    expect([...cards.keys()]).toEqual(['without']);
    expect(cards.get('without')).toMatchObject({ w: 1200, h: 630, alt: cardAlt(calls[0] as PreviewCardProps) });
    expect(calls.map((shown) => shown.title)).toEqual(['Without one']);
  });
});
