/**
 * Loaded into a timed build with `--import` (build-timing.ts): when the build's process exits, appends
 * its peak resident memory (the kernel's maximum RSS, in kilobytes) to the file BENCH_PEAK_MEMORY_FILE
 * names. Read at exit, the figure is the true peak, not a sample of it.
 */
import { appendFileSync } from 'node:fs';

const file = process.env.BENCH_PEAK_MEMORY_FILE;
if (file) process.on('exit', () => appendFileSync(file, `${process.resourceUsage().maxRSS}\n`));
