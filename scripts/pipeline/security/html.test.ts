/** Reading and editing a built page for the policy: which inline scripts need a hash, and the exact edits. */
import { describe, expect, it } from 'vitest';
import { digest, editPage, metaPolicyTag, NOINDEX_TAG, readPage } from './html.ts';

const inlineScriptHashes = (html: string) => readPage(html).scriptHashes;
const withIntegrity = (html: string, integrityOf: (url: string) => string) => editPage(readPage(html), { integrityOf });
const withHeadTags = (html: string, ...headTags: string[]) => editPage(readPage(html), { headTags });

const page = (head: string) =>
  `<!doctype html>\n<html lang="en">\n  <head>\n    <meta charset="UTF-8" />\n${head}\n  </head>\n  <body></body>\n</html>\n`;

describe('readPage: the hashes of inline scripts', () => {
  it('hashes the exact text of a classic inline script (the value browsers compute)', () => {
    // The sha256 of `alert(1)` is the worked example of CSP hashes.
    expect(inlineScriptHashes(page('<script>alert(1)</script>'))).toEqual([
      'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI=',
    ]);
  });

  it('hashes modules, import maps and JavaScript types, in document order', () => {
    const html = page(
      [
        '<script type="module">a()</script>',
        '<script type="importmap">{}</script>',
        '<script type=" Text/JavaScript ">b()</script>',
      ].join('\n'),
    );
    expect(inlineScriptHashes(html)).toEqual([
      digest('sha256', 'a()'),
      digest('sha256', '{}'),
      digest('sha256', 'b()'),
    ]);
  });

  it('skips data blocks such as JSON-LD, and scripts loaded from a file', () => {
    const html = page(
      [
        '<script type="application/ld+json">{"@type":"Person"}</script>',
        '<script type="text/plain">not run</script>',
        '<script type="module" src="/assets/index.js"></script>',
      ].join('\n'),
    );
    expect(inlineScriptHashes(html)).toEqual([]);
  });
});

describe('page edits', () => {
  it('adds integrity to script and stylesheet tags only, from the URL each loads', () => {
    const html = page(
      [
        '<script type="module" crossorigin src="/assets/a.js"></script>',
        '<link rel="stylesheet" crossorigin href="/assets/a.css">',
        '<link rel="modulepreload" crossorigin href="/assets/b.js">',
        '<link rel="icon" href="/favicon.svg">',
        '<script integrity="sha384-kept" src="/assets/c.js"></script>',
      ].join('\n'),
    );
    expect(withIntegrity(html, (url) => `sha384-of:${url}`)).toBe(
      page(
        [
          '<script integrity="sha384-of:/assets/a.js" type="module" crossorigin src="/assets/a.js"></script>',
          '<link integrity="sha384-of:/assets/a.css" rel="stylesheet" crossorigin href="/assets/a.css">',
          '<link integrity="sha384-of:/assets/b.js" rel="modulepreload" crossorigin href="/assets/b.js">',
          '<link rel="icon" href="/favicon.svg">',
          '<script integrity="sha384-kept" src="/assets/c.js"></script>',
        ].join('\n'),
      ),
    );
  });

  it('puts the meta policy right after the charset, before any script, with quotes escaped', () => {
    const html = page('    <script>x()</script>');
    expect(withHeadTags(html, metaPolicyTag(`script-src 'self' "x"`))).toBe(
      page(
        '    <meta http-equiv="Content-Security-Policy" content="script-src \'self\' &quot;x&quot;" />\n    <script>x()</script>',
      ),
    );
  });

  it('marks a page noindex', () => {
    expect(withHeadTags(page(''), NOINDEX_TAG)).toContain(
      '<meta charset="UTF-8" />\n    <meta name="robots" content="noindex" />\n',
    );
  });

  it('refuses a page without a charset, which would leave nothing safe to put the policy after', () => {
    expect(() => withHeadTags('<html><head><script>x()</script></head></html>', metaPolicyTag('a'))).toThrow(
      '<meta charset>',
    );
  });
});
