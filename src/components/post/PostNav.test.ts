import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PostNav } from './PostNav.tsx';

/** The nav of Previous and Next, rendered as the prerenderer renders it. */
const nav = (props: Parameters<typeof PostNav>[0]) =>
  /<nav [^>]*>[\s\S]*<\/nav>/.exec(
    renderToStaticMarkup(createElement(MemoryRouter, null, createElement(PostNav, props))),
  )?.[0];

const older = { slug: 'older', title: 'An older post' };
const newer = { slug: 'newer', title: 'A newer post' };

describe('PostNav', () => {
  it('links both neighbours of a post between two others', () => {
    const both = nav({ previous: older, next: newer }) ?? '';
    expect([...both.matchAll(/<a [^>]*rel="(prev|next)" href="([^"]+)"/g)].map((m) => [m[1], m[2]])).toEqual([
      ['prev', '/blog/older'],
      ['next', '/blog/newer'],
    ]);
  });

  it('shows only the neighbour there is: no Previous on the oldest post, no Next on the newest, nothing disabled', () => {
    const oldest = nav({ next: newer }) ?? '';
    expect(oldest).toContain('Next</span> A newer post');
    expect(oldest).not.toMatch(/Previous|aria-disabled|tooltip/);
    const newest = nav({ previous: older }) ?? '';
    expect(newest).toContain('Previous</span> An older post');
    expect(newest).not.toMatch(/Next|aria-disabled|tooltip/);
  });

  it('gives the site’s only post Previous: Home and a disabled Next Post saying there is none yet', () => {
    const only = nav({ alone: true }) ?? '';
    expect(only).toMatch(/<a [^>]*href="\/"[^>]*>Previous: Home<\/a>/);
    expect(only).toMatch(
      /<button type="button" [^>]*aria-disabled="true" aria-describedby="[^"]+"[^>]*>Next Post<\/button>/,
    );
    const described = /aria-describedby="([^"]+)"/.exec(only)?.[1] ?? '';
    expect(only).toMatch(new RegExp(`<span id="${described}" role="tooltip"[^>]*>No next post yet</span>`));
  });

  it('leaves out the nav of a page with no neighbour among several', () => {
    expect(nav({})).toBeUndefined();
  });
});
