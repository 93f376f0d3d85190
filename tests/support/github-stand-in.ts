/**
 * A local stand-in for the parts of GitHub's REST API the review's comment uses, answering with the
 * shapes GitHub answers with (status codes, bodies, the Link header of a page of comments, a 422 for a
 * reference that does not exist) and recording every call: a pull request's record, its comments (list,
 * create, update), and the git database (blobs, trees, commits, references). Nothing here reaches GitHub.
 */
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Octokit } from '@octokit/rest';

/** One call the stand-in answered. */
export interface RecordedCall {
  method: string;
  /** The path, decoded (`/repos/o/r/git/refs/heads/review-pictures/pr-7`), without the query. */
  path: string;
  body: unknown;
  status: number;
}

/** A pull request as the stand-in knows it. */
export interface StandInPull {
  number: number;
  state: 'open' | 'closed';
  headSha: string;
  headRef: string;
  /** The repository its branch is in: `owner/repo`, a fork's, or null for a fork deleted since. */
  headRepo: string | null;
}

/** A comment as the stand-in keeps it. */
export interface StandInComment {
  id: number;
  body: string;
  login: string;
}

export interface GitHubStandIn {
  /** The API's root, for Octokit's `baseUrl`. */
  url: string;
  calls: RecordedCall[];
  pulls: Map<number, StandInPull>;
  /** The comments of each issue or pull request, oldest first. */
  comments: Map<number, StandInComment[]>;
  /** Blobs by sha: their bytes. */
  blobs: Map<string, Buffer>;
  /** Trees by sha: their entries, path → blob sha. */
  trees: Map<string, Map<string, string>>;
  commits: Map<string, { tree: string; parents: string[]; message: string }>;
  /** References (`heads/main`) by name: the commit each points at. */
  refs: Map<string, string>;
  /** The files at a commit: path → bytes (what raw.githubusercontent.com would serve). */
  filesAt(commit: string): Map<string, Buffer> | undefined;
  /** A client of the stand-in, as actions/github-script hands one to a step, writing as `login`. */
  client(): Octokit;
  close(): Promise<void>;
}

const sha = (text: string | Buffer) => createHash('sha1').update(text).digest('hex');

/** Starts the stand-in for repository `owner/repo`; comments it creates are written by `login`. */
export async function startGitHubStandIn(
  repository: { owner: string; repo: string },
  login = 'github-actions[bot]',
): Promise<GitHubStandIn> {
  const full = `${repository.owner}/${repository.repo}`;
  const calls: RecordedCall[] = [];
  const pulls = new Map<number, StandInPull>();
  const comments = new Map<number, StandInComment[]>();
  const blobs = new Map<string, Buffer>();
  const trees = new Map<string, Map<string, string>>();
  const commits = new Map<string, { tree: string; parents: string[]; message: string }>();
  const refs = new Map<string, string>();
  let nextId = 1000;
  let origin = '';

  const commentJson = (issue: number, c: StandInComment) => ({
    id: c.id,
    node_id: `IC_${c.id}`,
    url: `${origin}/repos/${full}/issues/comments/${c.id}`,
    html_url: `https://github.com/${full}/pull/${issue}#issuecomment-${c.id}`,
    issue_url: `${origin}/repos/${full}/issues/${issue}`,
    body: c.body,
    user: { login: c.login, id: 41898282, type: c.login.endsWith('[bot]') ? 'Bot' : 'User' },
    created_at: '2026-07-01T12:00:00Z',
    updated_at: '2026-07-01T12:00:00Z',
    author_association: 'NONE',
  });

  const pullJson = (p: StandInPull) => ({
    url: `${origin}/repos/${full}/pulls/${p.number}`,
    html_url: `https://github.com/${full}/pull/${p.number}`,
    number: p.number,
    state: p.state,
    head: {
      label: `${(p.headRepo ?? full).split('/')[0]}:${p.headRef}`,
      ref: p.headRef,
      sha: p.headSha,
      repo: p.headRepo === null ? null : { full_name: p.headRepo, fork: p.headRepo !== full },
    },
    base: { label: `${repository.owner}:main`, ref: 'main', sha: sha('base'), repo: { full_name: full, fork: false } },
  });

  /** The route's answer: status and body (undefined for none). */
  function answer(
    method: string,
    route: string,
    query: URLSearchParams,
    body: Record<string, unknown>,
  ): [number, unknown, Record<string, string>?] {
    const notFound: [number, unknown] = [
      404,
      { message: 'Not Found', documentation_url: 'https://docs.github.com/rest', status: '404' },
    ];
    const prefix = `/repos/${full}`;
    if (!route.startsWith(`${prefix}/`)) return notFound;
    const rest = route.slice(prefix.length);
    let m: RegExpExecArray | null;
    if (method === 'GET' && (m = /^\/pulls\/(\d+)$/.exec(rest))) {
      const pull = pulls.get(Number(m[1]));
      return pull ? [200, pullJson(pull)] : notFound;
    }
    if ((m = /^\/issues\/(\d+)\/comments$/.exec(rest))) {
      const issue = Number(m[1]);
      if (!pulls.has(issue)) return notFound;
      const list = comments.get(issue) ?? [];
      if (method === 'GET') {
        const perPage = Math.min(Number(query.get('per_page') ?? 30), 100);
        const page = Number(query.get('page') ?? 1);
        const last = Math.max(1, Math.ceil(list.length / perPage));
        const items = list.slice((page - 1) * perPage, page * perPage).map((c) => commentJson(issue, c));
        const link = (p: number) => `<${origin}${prefix}/issues/${issue}/comments?per_page=${perPage}&page=${p}>`;
        const links = page < last ? { link: `${link(page + 1)}; rel="next", ${link(last)}; rel="last"` } : {};
        return [200, items, links];
      }
      if (method === 'POST') {
        if (typeof body.body !== 'string') return [422, { message: 'Validation Failed' }];
        const comment = { id: nextId++, body: body.body, login };
        comments.set(issue, [...list, comment]);
        return [201, commentJson(issue, comment)];
      }
    }
    if (method === 'PATCH' && (m = /^\/issues\/comments\/(\d+)$/.exec(rest))) {
      for (const [issue, list] of comments) {
        const comment = list.find((c) => c.id === Number(m?.[1]));
        if (!comment) continue;
        if (comment.login !== login) return [403, { message: 'Resource not accessible by integration' }];
        if (typeof body.body !== 'string') return [422, { message: 'Validation Failed' }];
        comment.body = body.body;
        return [200, commentJson(issue, comment)];
      }
      return notFound;
    }
    if (method === 'POST' && rest === '/git/blobs') {
      const bytes = Buffer.from(String(body.content), body.encoding === 'base64' ? 'base64' : 'utf8');
      const id = sha(Buffer.concat([Buffer.from(`blob ${bytes.length}\0`), bytes]));
      blobs.set(id, bytes);
      return [201, { sha: id, url: `${origin}${prefix}/git/blobs/${id}` }];
    }
    if (method === 'POST' && rest === '/git/trees') {
      const entries = new Map<string, string>();
      for (const entry of (body.tree ?? []) as { path: string; sha: string; mode: string; type: string }[]) {
        if (!blobs.has(entry.sha) || entry.type !== 'blob' || entry.mode !== '100644')
          return [422, { message: 'tree.sha is not a valid blob' }];
        entries.set(entry.path, entry.sha);
      }
      const id = sha(JSON.stringify([...entries]));
      trees.set(id, entries);
      return [201, { sha: id, url: `${origin}${prefix}/git/trees/${id}`, tree: [], truncated: false }];
    }
    if (method === 'POST' && rest === '/git/commits') {
      const tree = String(body.tree);
      const parents = (body.parents ?? []) as string[];
      if (!trees.has(tree) || parents.some((p) => !commits.has(p)))
        return [422, { message: 'Tree SHA does not exist' }];
      const id = sha(`${tree}${parents.join()}${String(body.message)}${nextId++}`);
      commits.set(id, { tree, parents, message: String(body.message) });
      return [201, { sha: id, url: `${origin}${prefix}/git/commits/${id}`, tree: { sha: tree }, parents: [] }];
    }
    const refJson = (name: string) => ({
      ref: `refs/${name}`,
      url: `${origin}${prefix}/git/refs/${name}`,
      object: { type: 'commit', sha: refs.get(name), url: `${origin}${prefix}/git/commits/${refs.get(name) ?? ''}` },
    });
    if (method === 'POST' && rest === '/git/refs') {
      const name = String(body.ref).replace(/^refs\//, '');
      if (!String(body.ref).startsWith('refs/')) return [422, { message: 'Reference name must start with refs/' }];
      if (refs.has(name)) return [422, { message: 'Reference already exists' }];
      if (!commits.has(String(body.sha))) return [422, { message: 'Object does not exist' }];
      refs.set(name, String(body.sha));
      return [201, refJson(name)];
    }
    if (method === 'GET' && (m = /^\/git\/matching-refs\/(.+)$/.exec(rest))) {
      const prefix = m[1] ?? '';
      return [
        200,
        [...refs.keys()]
          .filter((name) => name.startsWith(prefix))
          .sort()
          .map(refJson),
      ];
    }
    if ((m = /^\/git\/refs\/(.+)$/.exec(rest))) {
      const name = m[1] ?? '';
      if (!refs.has(name)) return [422, { message: 'Reference does not exist' }];
      if (method === 'PATCH') {
        if (!commits.has(String(body.sha))) return [422, { message: 'Object does not exist' }];
        if (body.force !== true) return [422, { message: 'Update is not a fast forward' }];
        refs.set(name, String(body.sha));
        return [200, refJson(name)];
      }
      if (method === 'DELETE') {
        refs.delete(name);
        return [204, undefined];
      }
    }
    return notFound;
  }

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const address = new URL(request.url ?? '/', origin);
      const text = Buffer.concat(chunks).toString('utf8');
      let body: Record<string, unknown> = {};
      try {
        body = text === '' ? {} : (JSON.parse(text) as Record<string, unknown>);
      } catch {
        response.writeHead(400, { 'content-type': 'application/json' }).end('{"message":"Problems parsing JSON"}');
        return;
      }
      const route = decodeURIComponent(address.pathname);
      const method = request.method ?? 'GET';
      const auth = request.headers.authorization;
      const [status, json, headers] =
        auth === undefined
          ? [401, { message: 'Requires authentication' }]
          : answer(method, route, address.searchParams, body);
      calls.push({ method, path: route, body: text === '' ? undefined : body, status });
      response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
      response.end(json === undefined ? undefined : JSON.stringify(json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: origin,
    calls,
    pulls,
    comments,
    blobs,
    trees,
    commits,
    refs,
    filesAt(commit) {
      const tree = trees.get(commits.get(commit)?.tree ?? '');
      if (!tree) return undefined;
      return new Map([...tree].map(([file, blob]) => [file, blobs.get(blob) ?? Buffer.alloc(0)]));
    },
    client: () => new Octokit({ auth: 'stand-in-token', baseUrl: origin }),
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
