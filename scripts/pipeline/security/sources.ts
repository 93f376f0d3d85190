/**
 * The sources a policy may take from content. Content names an origin by a URL it writes (an analytics
 * script today), and the policy takes from that URL only `https://` and a host name checked to be
 * plain: letters, digits, hyphens and dots, labelled as DNS labels are. A wildcard, a port, a user name,
 * a `;` or a path never reaches the policy, whatever the URL holds: `hostSource` is the only way to make
 * a `HostSource`, and the policy's directives take no other kind of origin (policy.ts).
 */
import { PLAIN_HOST } from '../../../src/lib/host-name.ts';

/** `https://host`, made by `hostSource` from a URL it checked. */
export type HostSource = string & { readonly checkedHost: unique symbol };

/** Why a URL gives the policy no origin: what was found, and what to write instead. */
export interface OriginProblem {
  /** After "got" and the URL: `, whose host "*" is a wildcard`. */
  found: string;
  hint: string;
}

/** What is wrong with a host name the URL parser read, for "whose host … ". */
function hostProblem(host: string): string {
  if (host.includes('*')) return `"${host}" is a wildcard, which would allow any site`;
  const odd = /[^a-z0-9.-]/.exec(host)?.[0];
  if (odd !== undefined) return `"${host}" holds ${JSON.stringify(odd)}, which no host name has`;
  if (/^[\d.]+$/.test(host)) return `"${host}" is an IP address`;
  if (!host.includes('.')) return `"${host}" has no dot`;
  return `"${host}" is not a host name`;
}

/**
 * Why `text` cannot give the policy an origin; undefined when it can (`https:`, a plain host name, no
 * port, no user name or password).
 */
export function originProblem(text: string): OriginProblem | undefined {
  const hint = 'write the URL with the exact host name that serves it, such as https://stats.example.org/script.js';
  if (!URL.canParse(text)) return { found: ', which is not a URL', hint };
  const url = new URL(text);
  if (url.protocol !== 'https:')
    return { found: `, which is ${url.protocol.slice(0, -1)}: rather than https:`, hint: 'write https://' };
  if (url.username !== '' || url.password !== '') return { found: ', which holds a user name before its host', hint };
  if (!PLAIN_HOST.test(url.hostname)) return { found: `, whose host ${hostProblem(url.hostname)}`, hint };
  if (url.port !== '')
    return {
      found: `, which names port ${url.port}`,
      hint: 'serve it on the https port (443) and leave the port out: the policy allows the host on that port only',
    };
  return undefined;
}

/** The policy's source for the origin of `text`, a URL `originProblem` accepts; throws on any other. */
export function hostSource(text: string): HostSource {
  const problem = originProblem(text);
  if (problem) throw new Error(`${JSON.stringify(text)} gives the policy no origin${problem.found}`);
  return `https://${new URL(text).hostname}` as HostSource;
}
