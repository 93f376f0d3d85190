/**
 * What compiling one post costs, stage by stage: the template post of the scale check through the
 * site's own MDX pipeline, warm, many times over. The build pays this for every post before any
 * bundling or prerendering (and a source map on top, which this leaves out), so it is the floor of the
 * scale check's "ms per post" with this stack.
 */
import { readFile } from 'node:fs/promises';
import { createProcessor } from '@mdx-js/mdx';
import type { Pluggable, PluggableList } from 'unified';
import { VFile } from 'vfile';
import {
  moduleRehypePlugins,
  presentationRehypePlugins,
  remarkPlugins,
  remarkRehypeOptions,
  structureRehypePlugins,
} from '../pipeline/mdx/options.ts';

/**
 * The median compile: its milliseconds in all and by stage (in pipeline order), so the stages add up
 * to the total; and every run's total.
 */
export interface CompileCost {
  total: number;
  stages: [name: string, ms: number][];
  /** The total of each timed run, in the order they ran. */
  runs: number[];
}

/** A plugin's name as its function calls itself (`rehypePrettyCode`, `rehypeSlug`, …). */
function nameOf(plugin: Pluggable): string {
  const attacher = Array.isArray(plugin) ? plugin[0] : plugin;
  return typeof attacher === 'function' && attacher.name ? attacher.name : 'plugin';
}

/**
 * Compiles `file` `warmup + runs` times and reports the run with the median total among the last
 * `runs` (for an even number, the slower of the two middle ones). Medians taken stage by stage would
 * not add up to the median total; one run's stages do.
 */
export async function compileCost(file: string, runs: number, warmup = 5): Promise<CompileCost> {
  const value = await readFile(file, 'utf8');
  const marks: [string, number][] = [];
  // A plugin that records when the pipeline reaches it: the stage named is the one that just ended.
  const mark = (stage: string) => () => () => void marks.push([stage, performance.now()]);
  const timed = (list: PluggableList) => list.flatMap((plugin) => [plugin, mark(nameOf(plugin))]);
  const processor = createProcessor({
    remarkPlugins: [mark('parse (micromark: MDX, GFM)'), ...remarkPlugins],
    remarkRehypeOptions,
    rehypePlugins: [
      mark('remark plugins, mdast to hast'),
      ...timed(structureRehypePlugins),
      ...timed(presentationRehypePlugins),
      ...timed(moduleRehypePlugins()),
    ],
  });

  const measured: CompileCost[] = [];
  for (let i = 0; i < warmup + runs; i++) {
    marks.length = 0;
    const started = performance.now();
    await processor.process(new VFile({ path: file, value }));
    const done = performance.now();
    if (i < warmup) continue;
    const stages: [string, number][] = [];
    let previous = started;
    for (const [stage, at] of marks) {
      stages.push([stage, at - previous]);
      previous = at;
    }
    stages.push(['the module to JavaScript (recma)', done - previous]);
    measured.push({ total: done - started, stages, runs: [] });
  }
  const byTotal = [...measured].sort((a, b) => a.total - b.total);
  const middle = byTotal[Math.floor(byTotal.length / 2)];
  if (!middle) throw new Error('compileCost needs at least one timed run');
  return { ...middle, runs: measured.map((run) => run.total) };
}
