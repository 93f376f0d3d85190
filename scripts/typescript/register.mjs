/**
 * Runs the project's TypeScript scripts on Node: `node --import ./scripts/typescript/register.mjs x.ts`
 * (what every npm script and test that starts one does). Node 20 cannot strip types itself; this hooks
 * its module loader so that a `.ts` or `.tsx` file of the project's own is compiled by esbuild as it
 * loads (hooks.mjs). Everything else, packages above all, loads as Node loads it, untouched: a loader
 * that also rewrites every package module (tsx does, for its dynamic imports) spends about two seconds
 * of each build's start on Vite alone, on this two-core machine.
 */
import { register } from 'node:module';
import process from 'node:process';

// Error stacks point into the TypeScript source.
process.setSourceMapsEnabled(true);
register('./hooks.mjs', import.meta.url);
