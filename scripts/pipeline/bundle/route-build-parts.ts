/**
 * Leaves every route entry's build-time parts out of the browser's bundle. An entry is written once, as
 * `defineRoute({ path, component, build: { paths, data, head, structuredData, anchors } })` (see
 * src/route-entry.ts), and the browser of a built site never calls what `build` holds: the prerenderer
 * worked the pages out, and a page carries its own data and head. A bundler keeps an object literal's
 * properties, and with them the helpers they call, so this plugin takes `build` out of each
 * `defineRoute` call in the modules of the browser's bundle, as React Router's Vite plugin takes a route
 * module's `loader` out of the client build; the bundler then drops the helpers nothing else uses. The
 * server's bundle and the dev server (which works pages out in the browser) keep them.
 * tests/dist/client-routes.test.ts checks the real bundle, so a change in the parser's output that stops
 * the rewrite fails the tests.
 */
import path from 'node:path';
import MagicString from 'magic-string';
import { parseSync, Visitor, type ESTree, type Plugin } from 'vite';

/** The 1-based line of `offset` in `code`, for an error that names where the call is. */
const lineAt = (code: string, offset: number) => code.slice(0, offset).split('\n').length;

/** Whether `property` is `build: …` (or `'build': …`) in an object literal. */
const isBuild = (property: ESTree.ObjectPropertyKind): boolean =>
  property.type === 'Property' &&
  !property.computed &&
  ((property.key.type === 'Identifier' && property.key.name === 'build') ||
    (property.key.type === 'Literal' && property.key.value === 'build'));

/**
 * `code` (of the module `id`, TypeScript) with the `build` property taken out of each `defineRoute`
 * call's entry; undefined when it calls `defineRoute` nowhere. Throws when a call's entry is not an
 * object literal with a `build` property, which the browser's bundle could not be made without.
 */
export function withoutBuildParts(
  code: string,
  id: string,
): { code: string; map: ReturnType<MagicString['generateMap']> } | undefined {
  const { program, errors } = parseSync(id, code, { lang: id.endsWith('x') ? 'tsx' : 'ts' });
  if (errors[0]) throw new Error(`${id}: ${errors[0].message}`);
  const edited = new MagicString(code);
  new Visitor({
    CallExpression(call) {
      if (call.callee.type !== 'Identifier' || call.callee.name !== 'defineRoute') return;
      const [entry] = call.arguments;
      const properties = entry?.type === 'ObjectExpression' ? entry.properties : [];
      const index = properties.findIndex(isBuild);
      const build = properties[index];
      if (!build) {
        throw new Error(
          `${id}:${lineAt(code, call.start)}: defineRoute takes its entry as an object literal with the build-time parts under \`build\`, so the browser's bundle can leave them out`,
        );
      }
      // Up to the next property (the comma between them), or from the one before when it is the last.
      const next = properties[index + 1];
      const previous = properties[index - 1];
      if (next) edited.remove(build.start, next.start);
      else if (previous) edited.remove(previous.end, build.end);
      else edited.remove(build.start, build.end);
    },
  }).visit(program);
  return edited.hasChanged() ? { code: edited.toString(), map: edited.generateMap({ hires: true }) } : undefined;
}

/** The plugin: the app's modules (under `root`'s src/) that define routes lose their build-time parts in the browser's bundle. */
export function routeBuildPartsPlugin(root: string): Plugin {
  const app = path.join(root, 'src') + path.sep;
  return {
    name: 'portfolio:route-build-parts',
    apply: 'build',
    // Before the TypeScript is compiled, so a call's line in an error is its line in the source.
    enforce: 'pre',
    transform: {
      filter: { id: /[\\/]src[\\/].*\.tsx?$/, code: 'defineRoute' },
      handler(code, id) {
        const file = id.split('?')[0] ?? id;
        if (this.environment.config.consumer !== 'client' || !file.startsWith(app)) return undefined;
        return withoutBuildParts(code, file);
      },
    },
  };
}
