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
import { presentationRehypePlugins, remarkPlugins, structureRehypePlugins } from '../mdx/options.ts';
import { median } from './format.ts';

/** Median milliseconds per compile, in all and by stage (in pipeline order). */
export interface CompileCost {
  total: number;
  stages: [name: string, ms: number][];
}

/** A plugin's name as its function calls itself (`rehypePrettyCode`, `rehypeSlug`, …). */
function nameOf(plugin: Pluggable): string {
  const attacher = Array.isArray(plugin) ? plugin[0] : plugin;
  return typeof attacher === 'function' && attacher.name ? attacher.name : 'plugin';
}

/** Compiles `file` `warmup + runs` times and reports the medians of the last `runs`. */
export async function compileCost(file: string, runs: number, warmup = 5): Promise<CompileCost> {
  const value = await readFile(file, 'utf8');
  const marks: [string, number][] = [];
  // A plugin that records when the pipeline reaches it: the stage named is the one that just ended.
  const mark = (stage: string) => () => () => void marks.push([stage, performance.now()]);
  const timed = (list: PluggableList) => list.flatMap((plugin) => [plugin, mark(nameOf(plugin))]);
  const processor = createProcessor({
    remarkPlugins: [mark('parse (micromark: MDX, GFM)'), ...remarkPlugins],
    rehypePlugins: [
      mark('remark plugins, mdast to hast'),
      ...timed(structureRehypePlugins),
      ...timed(presentationRehypePlugins),
    ],
  });

  const samples = new Map<string, number[]>();
  const add = (stage: string, ms: number) => samples.set(stage, [...(samples.get(stage) ?? []), ms]);
  for (let i = 0; i < warmup + runs; i++) {
    marks.length = 0;
    const started = performance.now();
    await processor.process(new VFile({ path: file, value }));
    const done = performance.now();
    if (i < warmup) continue;
    let previous = started;
    for (const [stage, at] of marks) {
      add(stage, at - previous);
      previous = at;
    }
    add('hast to JavaScript (recma)', done - previous);
    add('total', done - started);
  }
  const stages = [...samples]
    .filter(([stage]) => stage !== 'total')
    .map(([stage, ms]): [string, number] => [stage, median(ms)]);
  return { total: median(samples.get('total') ?? []), stages };
}
