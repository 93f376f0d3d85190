/** The site check's reading of a policy: the build's own passes, and each way to open it is named. */
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, policyText } from '../pipeline/security/policy.ts';
import { hostSource } from '../pipeline/security/sources.ts';
import { policyProblems } from './policy-check.ts';

const plausible = hostSource('https://plausible.io/js/script.js');
const built = contentSecurityPolicy(['sha256-AAA='], { 'script-src': [plausible], 'connect-src': [plausible] });
const header = policyText(built, 'header');
const meta = policyText(built, 'meta');

/** The built header policy with `from` replaced by `to`. */
const edited = (from: string, to: string) => {
  if (!header.includes(from)) throw new Error(`${from} is not in the policy`);
  return header.replace(from, to);
};

describe('policyProblems', () => {
  it('finds nothing in the policy the build writes, with or without analytics, as a header or in <meta>', () => {
    expect(policyProblems(header, 'header')).toEqual([]);
    expect(policyProblems(meta, 'meta')).toEqual([]);
    expect(policyProblems(policyText(contentSecurityPolicy(['sha256-AAA=']), 'header'), 'header')).toEqual([]);
  });

  it.each([
    [
      'a wildcard host',
      "script-src 'self'",
      "script-src 'self' https://*",
      'a wildcard source in script-src: https://*',
    ],
    ['a wildcard', "connect-src 'self'", "connect-src 'self' *", 'a wildcard source in connect-src: *'],
    [
      'a wildcard subdomain',
      "img-src 'self'",
      "img-src 'self' https://*.example.org",
      'a wildcard source in img-src: https://*.example.org',
    ],
    [
      'a scheme-only source',
      "script-src 'self'",
      "script-src 'self' https:",
      'a scheme-only source in script-src: https: (it allows every address of that scheme)',
    ],
    [
      'data: for scripts',
      "script-src 'self'",
      "script-src 'self' data:",
      'a scheme-only source in script-src: data: (it allows every address of that scheme)',
    ],
    [
      'data: for images',
      "img-src 'self'",
      "img-src 'self' data:",
      'a scheme-only source in img-src: data: (it allows every address of that scheme)',
    ],
    [
      "'unsafe-inline' for scripts",
      "script-src 'self'",
      "script-src 'self' 'unsafe-inline'",
      "'unsafe-inline' in script-src, which lets scripts the site did not write run",
    ],
    [
      "'unsafe-eval' for scripts",
      "script-src 'self'",
      "script-src 'self' 'unsafe-eval'",
      "'unsafe-eval' in script-src, which lets scripts the site did not write run",
    ],
    [
      "'unsafe-inline' in default-src",
      "default-src 'none'",
      "default-src 'unsafe-inline'",
      "'unsafe-inline' in default-src, which lets scripts the site did not write run",
    ],
    [
      'a directive the build does not write',
      'upgrade-insecure-requests',
      "upgrade-insecure-requests; script-src-elem 'wasm-unsafe-eval'",
      'a directive the build does not write: "script-src-elem \'wasm-unsafe-eval\'"',
    ],
    [
      'a directive written twice',
      'upgrade-insecure-requests',
      'upgrade-insecure-requests; script-src https://evil.example',
      'script-src twice (a browser obeys the first): "script-src https://evil.example"',
    ],
  ])('names %s', (_, from, to, problem) => {
    expect(policyProblems(edited(from, to), 'header')).toEqual([problem]);
  });

  it('names a directive the build writes that is missing, and one a <meta> policy cannot carry', () => {
    expect(policyProblems(edited('; upgrade-insecure-requests', ''), 'header')).toEqual([
      'no upgrade-insecure-requests, which the build writes',
    ]);
    expect(policyProblems(header, 'meta')).toEqual([
      'a directive the build does not write: "frame-ancestors \'none\'"',
    ]);
  });

  it('reads names as a browser does, whatever their case, and keeps mailto: where the build writes it', () => {
    expect(policyProblems(edited('script-src', 'SCRIPT-SRC'), 'header')).toEqual([]);
    expect(policyProblems(edited('form-action mailto:', 'form-action mailto: https:'), 'header')).toEqual([
      'a scheme-only source in form-action: https: (it allows every address of that scheme)',
    ]);
    expect(policyProblems(edited("img-src 'self'", "img-src 'self' mailto:"), 'header')).toEqual([
      'a scheme-only source in img-src: mailto: (it allows every address of that scheme)',
    ]);
  });
});
