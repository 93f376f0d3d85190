/** Reading `git log`'s output into each file's history; tests/integration runs it on real repositories. */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseContentLog, type FileHistory } from './git-history.ts';

const TOP = path.resolve('/repo');

/** One commit as `git log -M --name-status -z` writes it: its header, then a status and path(s) per file. */
const commit = (day: string, ...changes: string[][]) =>
  `\x01${Date.parse(`${day}T12:00:00Z`) / 1000} ${day}\0` +
  (changes.length > 0 ? `\n${changes.map((change) => `${change.join('\0')}\0`).join('')}` : '');

/** Each file's history by its path relative to the repository, from commits given newest first. */
const histories = (...commits: string[]): Record<string, FileHistory> =>
  Object.fromEntries(
    [...parseContentLog(commits.join(''), TOP).files].map(([file, history]) => [path.relative(TOP, file), history]),
  );

describe('parseContentLog', () => {
  it('gives a file with one commit the day it was added and no change', () => {
    expect(histories(commit('2026-01-05', ['A', 'content/blog/a.mdx']))).toEqual({
      'content/blog/a.mdx': { added: '2026-01-05', changed: undefined },
    });
  });

  it('gives a file changed after it was added the day of its last change', () => {
    const log = histories(
      commit('2026-03-01', ['M', 'content/blog/a.mdx']),
      commit('2026-02-01', ['M', 'content/blog/a.mdx']),
      commit('2026-01-05', ['A', 'content/blog/a.mdx']),
    );
    expect(log['content/blog/a.mdx']).toEqual({ added: '2026-01-05', changed: '2026-03-01' });
  });

  it('sees no change in posts an import added together, whatever came before it', () => {
    const log = histories(
      commit('2026-11-25', ['D', 'content/blog/sample.mdx'], ['A', 'content/blog/a.mdx'], ['A', 'content/blog/b.mdx']),
      commit('2026-01-05', ['A', 'content/blog/sample.mdx']),
    );
    expect(log).toEqual({
      'content/blog/a.mdx': { added: '2026-11-25', changed: undefined },
      'content/blog/b.mdx': { added: '2026-11-25', changed: undefined },
    });
  });

  it('follows a renamed file back to the commit that added it; a rename alone is no change', () => {
    const log = histories(
      commit('2026-03-01', ['R100', 'content/posts/a.mdx', 'content/blog/a.mdx']),
      commit('2026-01-05', ['A', 'content/posts/a.mdx']),
    );
    expect(log).toEqual({ 'content/blog/a.mdx': { added: '2026-01-05', changed: undefined } });
  });

  it('counts a rename with edits, and edits under the old name, as changes', () => {
    expect(
      histories(
        commit('2026-03-01', ['R087', 'content/blog/old.mdx', 'content/blog/new.mdx']),
        commit('2026-01-05', ['A', 'content/blog/old.mdx']),
      )['content/blog/new.mdx'],
    ).toEqual({ added: '2026-01-05', changed: '2026-03-01' });
    expect(
      histories(
        commit('2026-04-01', ['R100', 'content/blog/old.mdx', 'content/blog/new.mdx']),
        commit('2026-02-01', ['M', 'content/blog/old.mdx']),
        commit('2026-01-05', ['A', 'content/blog/old.mdx']),
      )['content/blog/new.mdx'],
    ).toEqual({ added: '2026-01-05', changed: '2026-02-01' });
  });

  it('does not lend a deleted file’s history to a new file of the same name', () => {
    const log = histories(
      commit('2026-05-01', ['A', 'content/blog/a.mdx']),
      commit('2026-04-01', ['D', 'content/blog/a.mdx']),
      commit('2026-02-01', ['M', 'content/blog/a.mdx']),
      commit('2026-01-05', ['A', 'content/blog/a.mdx']),
    );
    expect(log).toEqual({ 'content/blog/a.mdx': { added: '2026-05-01', changed: undefined } });
  });

  it('leaves out files deleted since, and reads a merge commit without files', () => {
    const log = histories(
      commit('2026-03-01'),
      commit('2026-02-01', ['D', 'content/blog/gone.mdx']),
      commit('2026-01-05', ['A', 'content/blog/gone.mdx'], ['A', 'content/site.md']),
    );
    expect(log).toEqual({ 'content/site.md': { added: '2026-01-05', changed: undefined } });
  });

  it('keeps a path’s spaces, tabs and letters beyond ASCII as they are', () => {
    expect(Object.keys(histories(commit('2026-01-05', ['A', 'content/blog/über\tnotes.mdx'])))).toEqual([
      'content/blog/über\tnotes.mdx',
    ]);
  });

  it('gives the folder the time of its newest commit', () => {
    const { lastCommit } = parseContentLog(
      commit('2026-02-01', ['M', 'content/site.md']) + commit('2026-03-01', ['M', 'content/skills.md']),
      TOP,
    );
    expect(lastCommit?.toISOString()).toBe('2026-03-01T12:00:00.000Z');
  });

  it('knows nothing from an empty log', () => {
    expect(parseContentLog('', TOP)).toEqual({ files: new Map(), lastCommit: undefined });
  });
});
