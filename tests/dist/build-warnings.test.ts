/**
 * A build prints no warning the owner cannot act on. The test sites' shared builds (made once by the
 * layers' global setup) write to stderr only the site's own plugins' lines about the content, which
 * name what to change in it (a resume that runs past a page, a picture smaller than the site shows
 * it); a warning of Vite, Rolldown, a CSS tool or Node fails here, whatever it says.
 */
import { describe, expect, it } from 'vitest';
import { fixtureBuild, SHARED_VARIANTS } from '../support/fixture-build.ts';

/** A line the site's own plugins print for the owner: `[plugin portfolio:resume] resume … runs to 2 pages; …`. */
const OWNERS_LINE = /^\[plugin portfolio:[a-z-]+\] \S/;

describe('the build’s warnings', () => {
  it.each(SHARED_VARIANTS)('the %s build warns only about its content', async (variant) => {
    const { stderr } = await fixtureBuild(variant);
    const others = stderr.split('\n').filter((line) => line.trim() !== '' && !OWNERS_LINE.test(line));
    expect(others).toEqual([]);
  });

  it('tells a tool’s warning from the owner’s lines', () => {
    const lines = [
      '[plugin portfolio:resume] resume /resume.pdf runs to 2 pages; shorten content/ (highlights, descriptions, skills) to keep it to one',
      'A PostCSS plugin did not pass the `from` option to `postcss.parse`.',
      '[PLUGIN_TIMINGS] JavaScript callbacks ran for 4.4s of this 6.3s build (70%).',
      '[plugin vite:reporter] (!) some chunks are larger than 500 kB',
    ];
    expect(lines.map((line) => OWNERS_LINE.test(line))).toEqual([true, false, false, false]);
  });
});
