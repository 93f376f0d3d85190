import { describe, expect, it } from 'vitest';
import { analyticsProblems, analyticsSetup } from './providers.ts';

describe('analyticsSetup', () => {
  it('GoatCounter: count.js from gc.zgo.at, counting to the site code’s own host, and the site counts navigations', () => {
    expect(analyticsSetup({ provider: 'goatcounter', id: 'mira' })).toEqual({
      script: {
        src: 'https://gc.zgo.at/count.js',
        attributes: { 'data-goatcounter': 'https://mira.goatcounter.com/count' },
        countNavigations: true,
      },
      sources: { 'script-src': ['https://gc.zgo.at'], 'connect-src': ['https://mira.goatcounter.com'] },
    });
  });

  it('GoatCounter self-hosted: the count endpoint’s URL as the id, its script where the owner says', () => {
    const setup = analyticsSetup({
      provider: 'goatcounter',
      id: 'https://stats.example.org/count',
      script: 'https://stats.example.org/count.js',
    });
    expect(setup.sources).toEqual({
      'script-src': ['https://stats.example.org'],
      'connect-src': ['https://stats.example.org'],
    });
    expect(setup.script.attributes).toEqual({ 'data-goatcounter': 'https://stats.example.org/count' });
  });

  it('Plausible: script.js with the site’s domain, counting to the script’s own origin', () => {
    expect(analyticsSetup({ provider: 'plausible', id: 'mira.example.org' })).toEqual({
      script: {
        src: 'https://plausible.io/js/script.js',
        attributes: { 'data-domain': 'mira.example.org' },
        countNavigations: false,
      },
      sources: { 'script-src': ['https://plausible.io'], 'connect-src': ['https://plausible.io'] },
    });
    expect(
      analyticsSetup({
        provider: 'plausible',
        id: 'mira.example.org',
        script: 'https://stats.example.org/js/script.js',
      }).sources,
    ).toEqual({ 'script-src': ['https://stats.example.org'], 'connect-src': ['https://stats.example.org'] });
  });

  it('Umami Cloud: its script, and the gateway it collects at named on the tag; self-hosted: its own origin', () => {
    const id = '94db1cb1-74f4-4a40-ad6c-962362670409';
    expect(analyticsSetup({ provider: 'umami', id })).toEqual({
      script: {
        src: 'https://cloud.umami.is/script.js',
        attributes: { 'data-website-id': id, 'data-host-url': 'https://gateway.umami.is' },
        countNavigations: false,
      },
      sources: { 'script-src': ['https://cloud.umami.is'], 'connect-src': ['https://gateway.umami.is'] },
    });
    const own = analyticsSetup({ provider: 'umami', id, script: 'https://umami.example.org/script.js' });
    expect(own.script.attributes).toEqual({ 'data-website-id': id });
    expect(own.sources).toEqual({
      'script-src': ['https://umami.example.org'],
      'connect-src': ['https://umami.example.org'],
    });
  });
});

describe('analyticsProblems', () => {
  it.each([
    ['goatcounter', 'mira'],
    ['goatcounter', 'https://stats.example.org/count'],
    ['plausible', 'mira.example.org'],
    ['umami', '94db1cb1-74f4-4a40-ad6c-962362670409'],
  ] as const)('accepts %s’s id %s', (provider, id) => {
    expect(analyticsProblems({ provider, id })).toEqual([]);
  });

  it.each([
    ['goatcounter', 'My Site', /GoatCounter site code/],
    ['plausible', 'https://mira.example.org/', /domain the site has at Plausible/],
    ['umami', 'mira', /Umami website id/],
  ] as const)('refuses %s’s id %s', (provider, id, expected) => {
    expect(analyticsProblems({ provider, id }).map((p) => [p.field, p.expected])).toEqual([
      ['id', expect.stringMatching(expected)],
    ]);
  });

  const script = {
    field: 'script',
    expected:
      'expected the https:// URL of your instance’s script on a plain host name (letters, digits, hyphens and dots), whose origin the policy allows',
    hint: 'write the URL with the exact host name that serves it, such as https://stats.example.org/script.js',
  };

  it.each([
    ['https://*/x.js', '"https://*/x.js", whose host "*" is a wildcard, which would allow any site'],
    [
      'https://evil.example;script-src-elem/x.js',
      '"https://evil.example;script-src-elem/x.j…", whose host "evil.example;script-src-elem" holds ";", which no host name has',
    ],
  ])('refuses a script at %s, which would open the policy', (url, found) => {
    for (const provider of ['goatcounter', 'plausible'] as const)
      expect(
        analyticsProblems({ provider, id: provider === 'plausible' ? 'example.org' : 'mira', script: url }),
      ).toEqual([{ ...script, found }]);
  });

  it('refuses a GoatCounter count endpoint on a wildcard or over http, at the id', () => {
    expect(analyticsProblems({ provider: 'goatcounter', id: 'https://*/count' })).toEqual([
      {
        field: 'id',
        expected:
          'expected the https:// URL of your instance’s /count on a plain host name (letters, digits, hyphens and dots), whose origin the policy allows',
        found: '"https://*/count", whose host "*" is a wildcard, which would allow any site',
        hint: script.hint,
      },
    ]);
    expect(analyticsProblems({ provider: 'goatcounter', id: 'http://stats.example.org/count' })).toEqual([
      expect.objectContaining({
        field: 'id',
        found: '"http://stats.example.org/count", which is http: rather than https:',
      }),
    ]);
  });
});
