/** The origins content may give the policy: `https://` and a plain host name, and nothing else of the URL. */
import { describe, expect, it } from 'vitest';
import { hostSource, originProblem } from './sources.ts';

describe('hostSource', () => {
  it.each([
    ['https://plausible.io/js/script.js', 'https://plausible.io'],
    ['https://Stats.Example.org/count', 'https://stats.example.org'],
    ['https://stats.example.org:443/script.js', 'https://stats.example.org'],
    ['https://exämple.org/script.js', 'https://xn--exmple-cua.org'],
    ['https://stats.example.org/x.js?v=1#top', 'https://stats.example.org'],
  ])('takes from %s only its host: %s', (url, source) => {
    expect(hostSource(url)).toBe(source);
  });

  it('throws on a URL the content check refuses, so no unchecked origin reaches a policy', () => {
    expect(() => hostSource('https://*/x.js')).toThrow(
      '"https://*/x.js" gives the policy no origin, whose host "*" is a wildcard, which would allow any site',
    );
  });
});

describe('originProblem', () => {
  it.each([
    ['https://*/x.js', ', whose host "*" is a wildcard, which would allow any site'],
    ['https://*.example.org/x.js', ', whose host "*.example.org" is a wildcard, which would allow any site'],
    ['https://a%2a.example.org/x.js', ', whose host "a*.example.org" is a wildcard, which would allow any site'],
    [
      'https://evil.example;script-src-elem/x.js',
      ', whose host "evil.example;script-src-elem" holds ";", which no host name has',
    ],
    ['https://evil.example,x/x.js', ', whose host "evil.example,x" holds ",", which no host name has'],
    ['https://203.0.113.7/x.js', ', whose host "203.0.113.7" is an IP address'],
    ['https://[::1]/x.js', ', whose host "[::1]" holds "[", which no host name has'],
    ['https://stats/x.js', ', whose host "stats" has no dot'],
    ['https://stats.example.org./x.js', ', whose host "stats.example.org." is not a host name'],
    ['https://-stats.example.org/x.js', ', whose host "-stats.example.org" is not a host name'],
    ['https://user:secret@stats.example.org/x.js', ', which holds a user name before its host'],
    ['https://stats.example.org:8443/x.js', ', which names port 8443'],
    ['http://stats.example.org/x.js', ', which is http: rather than https:'],
    ['data:text/javascript,alert(1)', ', which is data: rather than https:'],
    ['stats.example.org/x.js', ', which is not a URL'],
  ])('refuses %s%s', (url, found) => {
    expect(originProblem(url)?.found).toBe(found);
  });

  it('says what to write for each', () => {
    expect(originProblem('https://*/x.js')?.hint).toBe(
      'write the URL with the exact host name that serves it, such as https://stats.example.org/script.js',
    );
    expect(originProblem('https://stats.example.org:8443/x.js')?.hint).toBe(
      'serve it on the https port (443) and leave the port out: the policy allows the host on that port only',
    );
    expect(originProblem('http://stats.example.org/x.js')?.hint).toBe('write https://');
  });
});
