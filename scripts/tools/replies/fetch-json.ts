/**
 * One request of `npm run replies` to a service: to an address the site may fetch (https, or http on this
 * machine), within a time limit, and its answer read as JSON of at most MAX_BYTES. Whatever goes wrong
 * (no answer, a slow one, an error status, an answer that is not JSON) is a ServiceError saying so in a
 * few words, which the command prints as a warning and survives.
 */
import { isWebAddress } from '../../../src/lib/discussion.ts';

/** The most bytes of an answer read: a thread of replies is a few hundred kilobytes at most. */
const MAX_BYTES = 10 * 1024 * 1024;

/** Why an answer could not be used, in words a warning can end with. */
export class ServiceError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'ServiceError';
  }
}

/** How to ask: the time limit, and who is asking (so a server's admin can tell). */
export interface Asking {
  timeoutMs: number;
  userAgent: string;
}

/** The JSON `url` answers with, or a ServiceError. */
export async function fetchJson(url: string, { timeoutMs, userAgent }: Asking): Promise<unknown> {
  if (!isWebAddress(url)) throw new ServiceError('has an address that is not https (http only on this machine)');
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json', 'user-agent': userAgent },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw new ServiceError(failure(error, timeoutMs));
  }
  if (!isWebAddress(response.url)) throw new ServiceError('sent it to an address that is not https');
  if (!response.ok) throw new ServiceError(`answered ${response.status} ${response.statusText}`.trim());
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    throw new ServiceError(failure(error, timeoutMs));
  }
  if (text.length > MAX_BYTES) throw new ServiceError('answered with more than 10 MB');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ServiceError('answered with something that is not JSON');
  }
}

/** What a failed request says: it took too long, or it could not be made. */
function failure(error: unknown, timeoutMs: number): string {
  const name = error instanceof Error ? error.name : '';
  if (name === 'TimeoutError' || name === 'AbortError') return `did not answer within ${timeoutMs / 1000} s`;
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
  return `could not be reached (${cause})`;
}
