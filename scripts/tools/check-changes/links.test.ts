import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLink, checkLinks } from './links.ts';

let server: Server;
let base = '';
const found = () => Promise.resolve();

beforeAll(async () => {
  server = createServer((request, response) => {
    const status = Number(request.url?.slice(1).split('?')[0]);
    if (request.url === '/moved') return response.writeHead(301, { location: '/410' }).end();
    if (request.url === '/slow') return setTimeout(() => response.writeHead(200).end(), 2_000);
    response.writeHead(Number.isInteger(status) && status >= 200 ? status : 200).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe('checking an outbound link', () => {
  it.each([
    [200, { outcome: 'ok' }],
    [404, { outcome: 'broken', reason: 'answered 404' }],
    [410, { outcome: 'broken', reason: 'answered 410' }],
    [401, { outcome: 'unchecked', reason: 'answered 401 (the site asks to sign in)' }],
    [403, { outcome: 'unchecked', reason: 'answered 403 (the site refuses automated checks)' }],
    [429, { outcome: 'unchecked', reason: 'answered 429 (the site asks to slow down)' }],
    [999, { outcome: 'unchecked', reason: 'answered 999 (the site refuses automated checks)' }],
    [503, { outcome: 'unchecked', reason: 'answered 503' }],
  ])('reads an answer of %i', async (status, outcome) => {
    expect(await checkLink(`${base}/${status}`, { resolve: found })).toEqual(outcome);
  });

  it('follows a redirect to its end', async () => {
    expect(await checkLink(`${base}/moved`, { resolve: found })).toEqual({ outcome: 'broken', reason: 'answered 410' });
  });

  it('calls a link with no answer in time “could not check”', async () => {
    expect(await checkLink(`${base}/slow`, { resolve: found, timeoutMs: 200 })).toEqual({
      outcome: 'unchecked',
      reason: 'gave no answer within 0 s',
    });
  });

  it('reports a host that does not resolve, and calls any other failure to look it up “could not check”', async () => {
    const fail = (code: string) => () => Promise.reject(Object.assign(new Error(code), { code }));
    expect(await checkLink('https://gone.invalid/a', { resolve: fail('ENOTFOUND') })).toEqual({
      outcome: 'broken',
      reason: 'the host gone.invalid does not resolve',
    });
    expect(await checkLink('https://x.example/a', { resolve: fail('EAI_AGAIN') })).toEqual({
      outcome: 'unchecked',
      reason: 'the host x.example could not be looked up (EAI_AGAIN)',
    });
  });

  it('checks each address once', async () => {
    const asked: string[] = [];
    const outcomes = await checkLinks(['a', 'b', 'a'], (url) => {
      asked.push(url);
      return Promise.resolve({ outcome: 'ok' });
    });
    expect(asked.sort()).toEqual(['a', 'b']);
    expect([...outcomes.keys()].sort()).toEqual(['a', 'b']);
  });
});
