/**
 * A body's HTML as the build renders it: a static component's HTML alone, an island inside an element
 * that names it, its module's URL and its props, and the body's HTML inside an island as slots the
 * browser reads back.
 */
import { createElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../../lib/html-escape.ts';
import type { IslandData } from './body-parts.ts';
import { renderBody, type MapEntry } from './render-body.ts';

/** A map of two components: a static note and an interactive tab that shows what it holds. */
const MAP: Record<string, MapEntry> = {
  Note: {
    module: 'src/Note.tsx',
    component: ({ children }: { children?: ReactNode }) => createElement('aside', { className: 'note' }, children),
  },
  Tab: {
    module: 'src/Tab.tsx',
    island: true,
    component: ({ label, children }: { label?: string; children?: ReactNode }) =>
      createElement('section', { 'aria-label': label }, children),
  },
};

const render = (...parts: Parameters<typeof renderBody>[0]) =>
  renderBody(
    parts,
    (module) => `/assets/${module.slice('src/'.length, -'.tsx'.length)}.js`,
    (name) => MAP[name],
  );

describe('renderBody', () => {
  it('renders a static component to HTML alone, the HTML it holds in place', () => {
    const body = render('<p>Before</p>', { component: 'Note', props: {}, children: ['<p>Held <em>here</em></p>'] });
    expect(body).toEqual({
      html: '<p>Before</p><aside class="note"><p>Held <em>here</em></p></aside>',
      modules: ['src/Note.tsx'],
    });
  });

  it('marks an island with its name, its module’s URL and its props, and gives the HTML it holds as slots', () => {
    const body = render({
      component: 'Tab',
      props: { label: 'Wiring' },
      children: [
        '<p>The <strong>first</strong> step.</p>',
        '\n',
        { component: 'Note', props: {}, children: ['<p>Mind the polarity.</p>'] },
      ],
    });
    const data: IslandData = {
      props: { label: 'Wiring' },
      children: [{ slot: 0 }, { component: 'Note', url: '/assets/Note.js', props: {}, children: [{ slot: 1 }] }],
      idPrefix: 'island0-',
    };
    expect(body.html).toBe(
      `<div data-island="Tab" data-island-url="/assets/Tab.js" data-island-props="${escapeHtml(JSON.stringify(data))}">` +
        '<section aria-label="Wiring"><div data-island-slot="0"><p>The <strong>first</strong> step.</p></div>' +
        '<aside class="note"><div data-island-slot="1"><p>Mind the polarity.</p></div></aside></section></div>',
    );
    expect(body.modules).toEqual(['src/Tab.tsx', 'src/Note.tsx']);
  });

  it('numbers each island’s ids apart, and writes an island in a line of text as a span', () => {
    const { html } = render(
      { component: 'Tab', props: {}, children: [] },
      '<p>A ',
      { component: 'Tab', props: {}, children: ['word'], inline: true },
      '.</p>',
    );
    expect(html).toContain('&quot;idPrefix&quot;:&quot;island0-&quot;');
    expect(html).toMatch(
      /<p>A <span data-island="Tab" [^>]*island1-[^>]*><section><span data-island-slot="0">word<\/span><\/section><\/span>\.<\/p>$/,
    );
  });
});
