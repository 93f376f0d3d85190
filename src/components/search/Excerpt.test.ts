import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Excerpt } from './Excerpt.tsx';

describe('Excerpt', () => {
  const html = (excerpt: string) => renderToStaticMarkup(createElement(Excerpt, { excerpt }));

  it('renders marked runs as <mark> elements and the rest as text', () => {
    expect(html('the <mark>tide</mark> gauge')).toBe('the <mark>tide</mark> gauge');
  });

  it('never turns the page’s text into markup', () => {
    const rendered = html('&lt;img src=x onerror=alert(1)&gt; <mark>&lt;script&gt;</mark>');
    expect(rendered).toBe('&lt;img src=x onerror=alert(1)&gt; <mark>&lt;script&gt;</mark>');
    expect(rendered).not.toContain('<img');
    expect(rendered).not.toContain('<script');
  });
});
