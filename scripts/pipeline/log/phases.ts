/**
 * The last line of `npm run build`: its time in all and by phase. Written by scripts/pipeline/cli.ts and read
 * back by the benchmark (scripts/bench/build-timing.ts), so the two keep to one format.
 */

/** How long each part of `npm run build` took, in milliseconds. */
export interface BuildPhases {
  /** The browser's bundle, which also checks the content and compiles each post (the server's bundle reuses those). */
  client: number;
  /** The server bundle the prerenderer renders with. */
  server: number;
  /** Rendering each route to static HTML, and the sitemap, robots.txt and feed; the search index; the hardening. */
  prerender: number;
  /** Of `prerender`: the pages (rendered, or taken from the page cache) and the files beside them. */
  pages?: number | undefined;
  /** Of `prerender`: the search index. */
  search?: number | undefined;
  /** Of `prerender`: the hardening (integrity, the policy, `_headers`). */
  hardening?: number | undefined;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * `Build finished in … s: client … s, server … s, prerender … s (pages … s, search … s, hardening … s)`,
 * to a tenth of a second.
 */
export function buildPhasesLine(
  total: number,
  { client, server, prerender, pages, search, hardening }: BuildPhases,
): string {
  const parts =
    pages === undefined || search === undefined || hardening === undefined
      ? ''
      : ` (pages ${seconds(pages)}, search ${seconds(search)}, hardening ${seconds(hardening)})`;
  return `Build finished in ${seconds(total)}: client ${seconds(client)}, server ${seconds(server)}, prerender ${seconds(prerender)}${parts}`;
}

/** Reads the phases back from the build's output, or undefined if it has no such line. */
export function buildPhases(output: string): BuildPhases | undefined {
  const match =
    /Build finished in [\d.]+ s: client ([\d.]+) s, server ([\d.]+) s, prerender ([\d.]+) s(?: \(pages ([\d.]+) s, search ([\d.]+) s, hardening ([\d.]+) s\))?/.exec(
      output,
    );
  if (!match) return undefined;
  const ms = (s: string | undefined) => (s === undefined ? undefined : Number(s) * 1000);
  const [client = 0, server = 0, prerender = 0] = match.slice(1, 4).map((s) => Number(s) * 1000);
  return { client, server, prerender, pages: ms(match[4]), search: ms(match[5]), hardening: ms(match[6]) };
}
