/**
 * The browser's bundle carries each route entry's path and component, but none of its build-time parts
 * (the paths to prerender, the page's data, its head, its anchors, its JSON-LD): the prerenderer and the
 * content check run those (a navigation gets the head the build worked out, in the page's data), and
 * every page would otherwise download them. The entries' JSON-LD calls the
 * structured-data builders by name (`b.personData(…)`), and a bundler keeps property names, so a name
 * found in a built script means the build-time parts were shipped.
 */
import { describe, expect, it } from 'vitest';
import * as builders from '../../src/lib/structured-data.ts';
import { listFiles, readDist } from '../support/dist.ts';

describe('the browser bundle', () => {
  const scripts = listFiles().filter((file) => file.startsWith('assets/') && file.endsWith('.js'));

  it('holds no route entry’s build-time part', () => {
    expect(scripts.length).toBeGreaterThan(0);
    const names = Object.keys(builders);
    expect(names).toContain('personData');
    const found = scripts.flatMap((file) =>
      names.filter((name) => readDist(file).includes(`.${name}(`)).map((name) => `${file}: ${name}`),
    );
    expect(found).toEqual([]);
  });

  it('holds no head builder: a navigation applies the head the build worked out', () => {
    // Every preview-card head (a post's, a project page's) names this card type; applying a head does not.
    expect(scripts.filter((file) => readDist(file).includes('summary_large_image'))).toEqual([]);
  });
});
