/**
 * Node's arguments for running a TypeScript file of the project (see register.mjs), as the npm scripts
 * do: `[...RUN_TYPESCRIPT, 'scripts/build/cli.ts']`. The path is relative to the working folder, which
 * is the project or a copy of it.
 */
export const RUN_TYPESCRIPT = ['--import', './scripts/typescript/register.mjs'] as const;
