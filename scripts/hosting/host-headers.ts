/**
 * The response headers a host that reads `_headers` (Netlify, Cloudflare Pages) sends for a path of the
 * built site. `npm run preview`, the test server and the benchmark's CDN server all apply the file
 * through here, so what is tested is what is served. Parsing and path matching are Netlify's own
 * (`@netlify/headers-parser`): `*` splats, `:placeholders`, `#` comments, indented `Name: value` lines.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseAllHeaders, type Header } from '@netlify/headers-parser';
import { HEADERS_FILE } from '../pipeline/security/policy.ts';

/** The parsed rules of a `_headers` file, in file order. */
export type HeaderRules = readonly Pick<Header, 'for' | 'forRegExp' | 'values'>[];

/** Parses the `_headers` file at `file`; fails on a syntax error or a missing file. */
export async function parseHeadersFile(file: string): Promise<HeaderRules> {
  if (!existsSync(file)) throw new Error(`${file} is missing; npm run build writes it`);
  const { headers, errors } = await parseAllHeaders({ headersFiles: [file], configHeaders: undefined, minimal: false });
  if (errors.length > 0) throw new Error(`${file}: ${errors.map((e) => e.message).join('\n')}`);
  return headers as Header[];
}

/** The rules in `root/_headers`, the built site's headers file. */
export function readHostHeaders(root: string): Promise<HeaderRules> {
  return parseHeadersFile(path.join(root, HEADERS_FILE));
}

/**
 * The headers for a request path (`/blog/karl`), from every rule that matches it. A header set by two
 * matching rules is an error: Netlify would send the last value and Cloudflare both, joined by commas.
 */
export function headersFor(rules: HeaderRules, urlPath: string): Record<string, string> {
  const found: Record<string, string> = {};
  const setBy = new Map<string, string>();
  for (const rule of rules.filter((r) => r.forRegExp.test(urlPath))) {
    for (const [name, value] of Object.entries(rule.values)) {
      const key = name.toLowerCase();
      const earlier = setBy.get(key);
      if (earlier !== undefined)
        throw new Error(`${urlPath}: ${name} is set by both "${earlier}" and "${rule.for}" in ${HEADERS_FILE}`);
      setBy.set(key, rule.for);
      found[key] = value;
    }
  }
  return found;
}
