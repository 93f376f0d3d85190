import type { LoadHook } from 'node:module';

/** See hooks.mjs. */
export declare const load: LoadHook;
