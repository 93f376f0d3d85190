import { describe, expect, it } from 'vitest';
import { parseFrontmatter } from '../frontmatter.ts';
import { formatIssue } from '../issues.ts';
import { RENAMED_SITE_FIELDS, renamedFieldIssues } from './renamed-fields.ts';

const lines = (text: string) =>
  renamedFieldIssues('content/site.md', parseFrontmatter('content/site.md', text), RENAMED_SITE_FIELDS).issues.map(
    formatIssue,
  );

const OLD = [
  '---',
  'name: Ada',
  'codeHost:',
  '  label: GitHub',
  '  url: https://github.com/ada',
  'network:',
  '  label: LinkedIn',
  '  url: https://www.linkedin.com/in/ada',
  '---',
  '',
].join('\n');

const LINKS =
  '[{ label: "GitHub", url: "https://github.com/ada", header: true }, { label: "LinkedIn", url: "https://www.linkedin.com/in/ada", header: true }]';

describe('the profile’s renamed fields', () => {
  it('fail at each old field’s line with the links line to write instead', () => {
    expect(lines(OLD)).toEqual([
      `content/site.md:3 codeHost: expected links, the list of profiles that replaced codeHost and network in release 2.0.0, got codeHost; write instead: links: ${LINKS}`,
      `content/site.md:6 network: expected links, the list of profiles that replaced codeHost and network in release 2.0.0, got network; write instead: links: ${LINKS}`,
    ]);
  });

  it('name only what links does not list yet, when the file has links already', () => {
    const text = OLD.replace('name: Ada', 'name: Ada\nlinks:\n  - label: GitHub\n    url: https://github.com/ada');
    expect(lines(text)[0]).toMatch(
      /; add to links \{ label: "LinkedIn", url: "https:\/\/www\.linkedin\.com\/in\/ada", header: true \}$/,
    );
  });

  it('leave the rest of the frontmatter to the schema, without the old fields', () => {
    const result = renamedFieldIssues('content/site.md', parseFrontmatter('content/site.md', OLD), RENAMED_SITE_FIELDS);
    expect(result.data).toEqual({ name: 'Ada' });
  });

  it('are no problem in a file without them', () => {
    expect(lines('---\nname: Ada\n---\n')).toEqual([]);
  });
});
