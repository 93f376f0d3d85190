/**
 * Real parsers for the site's output: what a feed reader's XML parser and a browser's HTML parser
 * report about a file, for the tests that every feed, the sitemap and every page are well-formed.
 */
import { parseHtml } from '../../scripts/pipeline/prerender/built-site.ts';
import { SaxesParser } from 'saxes';

/** The XML 1.0 well-formedness errors of `text` (saxes: a conforming, non-validating parser); [] when none. */
export function xmlErrors(text: string): string[] {
  const errors: string[] = [];
  const parser = new SaxesParser({ xmlns: true });
  parser.on('error', (error) => {
    errors.push(error.message);
  });
  parser.write(text).close();
  return errors;
}

/**
 * The parse errors a browser's HTML parser meets in `html` (parse5, which implements the WHATWG
 * parsing algorithm, as every reader of built pages parses them): a control character, a duplicate
 * attribute, an end tag that closes nothing… [] when none.
 */
export function htmlErrors(html: string): string[] {
  const errors: string[] = [];
  parseHtml(html, { onError: (error) => errors.push(`${error.startLine}:${error.startCol} ${error.code}`) });
  return errors;
}
