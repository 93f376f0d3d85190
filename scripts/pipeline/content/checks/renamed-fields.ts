/**
 * Fields a release renamed: a file that still has one fails at its line with what to write instead,
 * rather than with "unknown field". The profile's `codeHost` and `network` became the `links` list.
 */
import { MIGRATION_NOTES } from '../../../../src/content/migrations.ts';
import type { FrontmatterFile } from '../frontmatter.ts';
import type { ContentIssue } from '../issues.ts';

/** A field that is no longer read, and how its value reads under the fields that replaced it. */
export interface RenamedField {
  field: string;
  /** The replacement, as the sentence "expected …" ends: what the field became. */
  became: string;
  /** The text to write instead of every renamed field of the file, given its whole frontmatter. */
  instead: (data: Record<string, unknown>) => string;
}

/** A profile written `{ label, url }` under one of the old fields, if that is what it holds. */
function oldProfile(value: unknown): { label: string; url: string } | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  const { label, url } = value as { label?: unknown; url?: unknown };
  return typeof label === 'string' && typeof url === 'string' ? { label, url } : undefined;
}

/** The old single profiles, in the order the header drew them. */
const OLD_PROFILES = ['codeHost', 'network'] as const;

/**
 * The `links` line that holds the old profiles (as YAML's flow style, one line, both shown in the
 * header as before), after any `links` the file already has.
 */
function linksInstead(data: Record<string, unknown>): string {
  const existing = Array.isArray(data.links) ? data.links : [];
  const known = new Set(existing.map((link) => (link as { url?: unknown } | null)?.url).filter(Boolean));
  const entries = OLD_PROFILES.map((field) => oldProfile(data[field]))
    .filter((profile) => profile !== undefined && !known.has(profile.url))
    .map(
      (profile) => `{ label: ${JSON.stringify(profile?.label)}, url: ${JSON.stringify(profile?.url)}, header: true }`,
    );
  if (entries.length === 0) {
    return existing.length > 0
      ? `delete ${OLD_PROFILES.join(' and ')}: links already lists the profiles`
      : 'write each profile as an entry of links: { label: …, url: …, header: true }';
  }
  const verb = existing.length > 0 ? 'add to links' : 'write instead: links:';
  return existing.length > 0 ? `${verb} ${entries.join(', ')}` : `${verb} [${entries.join(', ')}]`;
}

/** The release that replaced the old profiles with `links`, from its migration note. */
const LINKS_RELEASE = MIGRATION_NOTES.find((note) => note.kind === 'site' && note.to === 'links')?.release;

/**
 * The profile's renamed fields. Their migration note (src/content/migrations.ts) names the release;
 * this check gives the fix itself, worked out from the file's own profiles.
 */
export const RENAMED_SITE_FIELDS: readonly RenamedField[] = OLD_PROFILES.map((field) => ({
  field,
  became: `links, the list of profiles that replaced codeHost and network${LINKS_RELEASE ? ` in release ${LINKS_RELEASE}` : ''}`,
  instead: linksInstead,
}));

/**
 * Each renamed field `fm` still has, as an issue at its line; and the frontmatter without them, for the
 * schema to check the rest.
 */
export function renamedFieldIssues(
  file: string,
  fm: FrontmatterFile,
  renamed: readonly RenamedField[],
): { issues: ContentIssue[]; data: Record<string, unknown> } {
  const present = renamed.filter(({ field }) => field in fm.data);
  if (present.length === 0) return { issues: [], data: fm.data };
  const names = new Set(present.map(({ field }) => field));
  const data = Object.fromEntries(Object.entries(fm.data).filter(([key]) => !names.has(key)));
  const issues = present.map((renamedField) => ({
    file,
    line: fm.lineOf([renamedField.field]),
    field: renamedField.field,
    expected: `expected ${renamedField.became}`,
    found: renamedField.field,
    hint: renamedField.instead(fm.data),
  }));
  return { issues, data };
}
