/**
 * What `npm run check:site` looks for in a Content Security Policy as the site sends it (in `_headers`
 * and in each page's `<meta>`): anything that would let a script from elsewhere run, and any directive
 * the build does not write. The build composes the policy from checked values (scripts/pipeline/security/),
 * so each of these means the file was changed after the build, by hand or by a tool: the check names
 * what it found rather than trusting that nothing did.
 */
import { deliveredDirectives } from '../pipeline/security/policy.ts';

/** Directives that decide which scripts run: a page falls back to `default-src` without `script-src`. */
const SCRIPT_DIRECTIVES = new Set([
  'default-src',
  'script-src',
  'script-src-elem',
  'script-src-attr',
  'worker-src',
  'child-src',
]);

/** Keywords that let inline or evaluated JavaScript run, which a policy with hashes exists to refuse. */
const UNSAFE_SCRIPT_KEYWORDS = new Set(["'unsafe-inline'", "'unsafe-eval'", "'unsafe-hashes'"]);

/** A scheme alone (`https:`, `data:`): it allows every address of that scheme. */
const SCHEME_ONLY = /^[a-z][a-z0-9+.-]*:$/i;

/** The only scheme-only source the build writes: the contact form's fallback sends mail. */
const BUILD_SCHEME_SOURCES: Readonly<Record<string, string>> = { 'form-action': 'mailto:' };

/** One directive of a policy's text: its name (lowercase, as browsers match it) and its sources. */
function directivesOf(policy: string): { name: string; sources: string[] }[] {
  return policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .filter(([name]) => name !== undefined && name !== '')
    .map(([name = '', ...sources]) => ({ name: name.toLowerCase(), sources }));
}

/** What is wrong with one source of the directive `name`, or undefined. */
function sourceProblem(name: string, source: string): string | undefined {
  if (source.includes('*')) return `a wildcard source in ${name}: ${source}`;
  const lower = source.toLowerCase();
  if (SCHEME_ONLY.test(source) && BUILD_SCHEME_SOURCES[name] !== lower)
    return `a scheme-only source in ${name}: ${source} (it allows every address of that scheme)`;
  if (SCRIPT_DIRECTIVES.has(name) && UNSAFE_SCRIPT_KEYWORDS.has(lower))
    return `${source} in ${name}, which lets scripts the site did not write run`;
  return undefined;
}

/**
 * The problems of one policy's text, each a sentence after `where` (`_headers /*`, `blog/index.html
 * <meta>`), as it is delivered (`header` or `meta`: a meta policy cannot carry every directive).
 */
export function policyProblems(policy: string, delivery: 'header' | 'meta'): string[] {
  const written = deliveredDirectives(delivery);
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const { name, sources } of directivesOf(policy)) {
    const shown = [name, ...sources].join(' ');
    if (seen.has(name)) problems.push(`${name} twice (a browser obeys the first): "${shown}"`);
    else if (!written.includes(name)) problems.push(`a directive the build does not write: "${shown}"`);
    seen.add(name);
    for (const source of sources) {
      const problem = sourceProblem(name, source);
      if (problem) problems.push(problem);
    }
  }
  for (const name of written) if (!seen.has(name)) problems.push(`no ${name}, which the build writes`);
  return problems;
}
