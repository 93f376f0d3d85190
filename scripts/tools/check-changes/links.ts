/**
 * The outbound links a change adds, each fetched once with a time limit. What is reported is what is
 * surely broken: a 404 or 410 (the page is gone), or a host that does not resolve. Sites that refuse
 * robots or ration requests (401, 403, 429, and LinkedIn's 999), other errors and a link with no answer
 * in time are "could not check": the reader opens it, nothing fails. A redirect is followed to its end.
 */
import { lookup } from 'node:dns/promises';

/** What fetching one address found. */
export type LinkOutcome =
  { outcome: 'ok' } | { outcome: 'broken'; reason: string } | { outcome: 'unchecked'; reason: string };

/** How long one address may take to answer. */
export const LINK_TIMEOUT_MS = 10_000;

/** Addresses fetched at once: a few, so a long list ends soon without hammering anyone. */
const AT_ONCE = 4;

/** Answers that mean the site would not say, not that the page is gone. */
const REFUSED: Record<number, string> = {
  401: 'asks to sign in',
  403: 'refuses automated checks',
  429: 'asks to slow down',
  999: 'refuses automated checks',
};

/** The code of a network error (`ENOTFOUND`), from the error, its cause or the first of several. */
function errorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, cause, errors } = error as { code?: unknown; cause?: unknown; errors?: unknown };
  if (typeof code === 'string') return code;
  return errorCode(cause) ?? (Array.isArray(errors) ? errorCode(errors[0]) : undefined);
}

/** How a link is checked: the time limit, and how a host's name is looked up (the system's resolver). */
export interface LinkCheckOptions {
  timeoutMs?: number;
  resolve?: (host: string) => Promise<unknown>;
}

/** What one address answers to a GET within the time limit. */
export async function checkLink(
  url: string,
  { timeoutMs = LINK_TIMEOUT_MS, resolve = lookup }: LinkCheckOptions = {},
): Promise<LinkOutcome> {
  const seconds = `${Math.round(timeoutMs / 1000)} s`;
  let host: string;
  try {
    host = new URL(url).hostname;
  } catch {
    return { outcome: 'broken', reason: 'is not an address' };
  }
  // The host first, so "does not resolve" is told apart from any other failure to connect.
  try {
    await resolve(host.replace(/^\[|\]$/g, ''));
  } catch (error) {
    const code = errorCode(error);
    if (code === 'ENOTFOUND') return { outcome: 'broken', reason: `the host ${host} does not resolve` };
    return { outcome: 'unchecked', reason: `the host ${host} could not be looked up (${code ?? 'error'})` };
  }
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const response = await fetch(url, {
      redirect: 'follow',
      signal,
      headers: { accept: 'text/html,*/*;q=0.8', 'user-agent': 'portfolio-link-check (npm run check:changes)' },
    });
    // Only the status is read: the body is let go.
    await response.body?.cancel();
    const { status } = response;
    if (status === 404 || status === 410) return { outcome: 'broken', reason: `answered ${status}` };
    const refused = REFUSED[status];
    if (refused !== undefined) return { outcome: 'unchecked', reason: `answered ${status} (the site ${refused})` };
    if (status >= 400) return { outcome: 'unchecked', reason: `answered ${status}` };
    return { outcome: 'ok' };
  } catch (error) {
    if (signal.aborted) return { outcome: 'unchecked', reason: `gave no answer within ${seconds}` };
    const cause = (error as { cause?: unknown }).cause;
    const why = errorCode(error) ?? (cause instanceof Error ? cause.message : 'network error');
    return { outcome: 'unchecked', reason: `could not be fetched (${why})` };
  }
}

/** Each of `urls` checked once, a few at a time; the outcomes by address. */
export async function checkLinks(
  urls: Iterable<string>,
  check: (url: string) => Promise<LinkOutcome> = checkLink,
): Promise<Map<string, LinkOutcome>> {
  const queue = [...new Set(urls)];
  const outcomes = new Map<string, LinkOutcome>();
  const worker = async () => {
    for (let url = queue.shift(); url !== undefined; url = queue.shift()) outcomes.set(url, await check(url));
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
  return outcomes;
}
