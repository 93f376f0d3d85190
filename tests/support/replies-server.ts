/**
 * A stand-in for Mastodon, Bluesky's AppView and webmention.io on 127.0.0.1, answering `npm run replies`
 * with answers recorded in the services' real shapes (tests/fixtures/replies/), or the way a failing
 * service answers: not at all, too late, with an error status, with something that is not JSON. It keeps
 * every request it was sent.
 */
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { PROJECT_ROOT } from '../../scripts/pipeline/settings.ts';

/** Where the recorded answers are. */
export const RECORDED = path.join(PROJECT_ROOT, 'tests', 'fixtures', 'replies');

/** A recorded answer, parsed. */
export const recorded = (name: string): unknown =>
  JSON.parse(readFileSync(path.join(RECORDED, name), 'utf8')) as unknown;

/** How the stand-in answers a path: with JSON, late, with a status, or with text that is not JSON. */
export type Answer =
  { json: unknown; delayMs?: number } | { status: number } | { text: string } | { delayMs: number; json: unknown };

/** A running stand-in. */
export interface RepliesServer {
  origin: string;
  /** Each request's path and query, in order. */
  requests: string[];
  /** Sets how the path `pathname` is answered from now on. */
  answer(pathname: string, answer: Answer): void;
  close(): Promise<void>;
}

/** Starts a stand-in answering each of `answers` (by path, the query ignored) and 404 elsewhere. */
export async function startRepliesServer(answers: Record<string, Answer> = {}): Promise<RepliesServer> {
  const routes = new Map(Object.entries(answers));
  const requests: string[] = [];
  const server = createServer((request: IncomingMessage, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    requests.push(`${url.pathname}${url.search}`);
    const answer = routes.get(url.pathname);
    const send = () => {
      if (!answer) {
        response.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"Record not found"}');
      } else if ('status' in answer) {
        response.writeHead(answer.status, { 'content-type': 'application/json' }).end('{"error":"Unavailable"}');
      } else if ('text' in answer) {
        response.writeHead(200, { 'content-type': 'application/json' }).end(answer.text);
      } else {
        response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(answer.json));
      }
    };
    const delay = answer && 'delayMs' in answer ? answer.delayMs : 0;
    if (delay) setTimeout(send, delay);
    else send();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    answer: (pathname, answer) => routes.set(pathname, answer),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
