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
  /** Rendering each route to static HTML, and the sitemap, robots.txt and feed. */
  prerender: number;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** `Build finished in … s: client … s, server … s, prerender … s`, to a tenth of a second. */
export function buildPhasesLine(total: number, { client, server, prerender }: BuildPhases): string {
  return `Build finished in ${seconds(total)}: client ${seconds(client)}, server ${seconds(server)}, prerender ${seconds(prerender)}`;
}

/** Reads the phases back from the build's output, or undefined if it has no such line. */
export function buildPhases(output: string): BuildPhases | undefined {
  const match = /Build finished in [\d.]+ s: client ([\d.]+) s, server ([\d.]+) s, prerender ([\d.]+) s/.exec(output);
  if (!match) return undefined;
  const [client, server, prerender] = match.slice(1).map((s) => Number(s) * 1000) as [number, number, number];
  return { client, server, prerender };
}
