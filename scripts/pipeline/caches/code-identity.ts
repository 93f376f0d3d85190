/**
 * What code a cached build result was made by, for the keys of the build's caches (compiled posts, the
 * resume): every project file an entry module imports, followed from import to import and hashed, and
 * the version of every package those files import and of the packages below them. A change to any of
 * them changes the key, so no cache hands back what older code made.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** What a cached result depends on besides its input: the code's packages, its own files and its options. */
export interface PipelineIdentity {
  /** Version of each package the pipeline runs, by name (and folder, where one is installed twice). */
  packages: Record<string, string>;
  /** Hash of the pipeline's own source files. */
  code: string;
  /** The compile's settings that are data, not plugins (development mode, where the project is…). */
  options: Record<string, unknown>;
}

/** JSON with every object's keys sorted, so the same data always gives the same text. */
export function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner instanceof Set || inner instanceof Map
      ? [...inner]
      : inner && typeof inner === 'object' && !Array.isArray(inner)
        ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
        : inner,
  );
}

/** `import … from 'x'`, `export … from 'x'`, `import 'x'`: the specifier, unless the import is of types only. */
const IMPORT = /^(?:import|export)\s+(type\s+)?(?:[^;'"]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

/** The package a bare specifier names: `shiki/core` is `shiki`, `@shikijs/transformers/x` is `@shikijs/transformers`. */
function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return (specifier.startsWith('@') ? parts.slice(0, 2) : parts.slice(0, 1)).join('/');
}

/** The folder of package `name` as Node finds it from `fromDir`, or undefined when it is not installed. */
function packageDir(name: string, fromDir: string): string | undefined {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (path.dirname(dir) === dir) return undefined;
  }
}

/**
 * The pipeline's identity from its entry module (`entry`, an absolute path): every project file it
 * imports, followed from import to import, is hashed; every package those files import is listed
 * with its version, and so are the packages those depend on, so an update anywhere below (a Shiki
 * grammar, KaTeX, a micromark extension) changes the key.
 */
export function pipelineIdentity(entry: string, root: string, options: Record<string, unknown>): PipelineIdentity {
  const code = createHash('sha256');
  const files = new Set<string>();
  const roots: { name: string; from: string }[] = [];
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const text = readFileSync(file, 'utf8');
    code.update(`${path.relative(root, file)}\0${text}\0`);
    for (const [, typeOnly, specifier = ''] of text.matchAll(IMPORT)) {
      if (typeOnly || specifier.startsWith('node:')) continue;
      if (specifier.startsWith('.')) visit(path.resolve(path.dirname(file), specifier));
      else roots.push({ name: packageOf(specifier), from: path.dirname(file) });
    }
  };
  visit(entry);

  const packages: Record<string, string> = {};
  const seen = new Set<string>();
  const queue = [...roots];
  for (let next = queue.shift(); next; next = queue.shift()) {
    const dir = packageDir(next.name, next.from);
    if (!dir || seen.has(dir)) continue;
    seen.add(dir);
    const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
      version?: string;
      dependencies?: Record<string, string>;
      optionalDependencies?: Record<string, string>;
    };
    packages[path.relative(root, dir)] = manifest.version ?? '';
    for (const name of Object.keys({ ...manifest.dependencies, ...manifest.optionalDependencies })) {
      queue.push({ name, from: dir });
    }
  }
  return { packages, code: code.digest('hex'), options };
}
