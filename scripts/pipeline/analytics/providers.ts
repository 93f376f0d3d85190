/**
 * What each analytics provider needs, from `analytics` in site.md: the script the page loads (its URL
 * and attributes, as the provider's own snippet writes them) and the exact origins the policy must
 * allow, each in the one directive that needs it: the script's in `script-src`, where it sends counts
 * in `connect-src` (all three send with fetch or sendBeacon). Checked against each provider's source:
 * - GoatCounter (count.js): `data-goatcounter` names the count endpoint, https://<code>.goatcounter.com/count;
 *   the script is https://gc.zgo.at/count.js; it counts with navigator.sendBeacon.
 * - Plausible (script.js): `data-domain` names the site; it sends to /api/event on its script's origin.
 * - Umami (script.js): `data-website-id`; Umami Cloud's script sends to its collection gateway, named here
 *   with `data-host-url` so the page sends exactly where the policy allows; a self-hosted one to its own origin.
 */
import type { Analytics } from '../../../src/content/schema.ts';
import type { AnalyticsScript } from '../../../src/lib/analytics.ts';
import { describeValue } from '../content/issues.ts';
import { hostSource, originProblem, type HostSource } from '../security/sources.ts';

/** What the build adds for the owner's analytics: the script tag's parts, and the policy's sources. */
export interface AnalyticsSetup {
  script: AnalyticsScript;
  /** Origins to add, by directive: each made from a checked URL (security/sources.ts). */
  sources: Record<'script-src' | 'connect-src', HostSource[]>;
}

const GOATCOUNTER_SCRIPT = 'https://gc.zgo.at/count.js';
const PLAUSIBLE_SCRIPT = 'https://plausible.io/js/script.js';
const UMAMI_SCRIPT = 'https://cloud.umami.is/script.js';
/** Where Umami Cloud collects counts. */
const UMAMI_CLOUD_COLLECTOR = 'https://gateway.umami.is';

/** A GoatCounter site code: the `mysite` of mysite.goatcounter.com. */
const GOATCOUNTER_CODE = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;
/** A domain name as Plausible's sites are named. */
const DOMAIN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/i;
/** Umami's website ids are UUIDs. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What `id` must be for `provider`, as the sentence "expected …" says it; undefined when it is that. */
function idProblem({ provider, id }: Analytics): string | undefined {
  switch (provider) {
    case 'goatcounter':
      return GOATCOUNTER_CODE.test(id) || isUrl(id)
        ? undefined
        : 'expected a GoatCounter site code (the mysite of mysite.goatcounter.com), or the https:// URL of a self-hosted instance’s /count';
    case 'plausible':
      return DOMAIN.test(id) ? undefined : 'expected the domain the site has at Plausible, such as example.org';
    case 'umami':
      return UUID.test(id) ? undefined : 'expected an Umami website id, such as 94db1cb1-74f4-4a40-ad6c-962362670409';
  }
}

/** Text that reads as a URL with a scheme (`https://…`, `http://…`), rather than a site code. */
const isUrl = (text: string) => /^[a-z][a-z0-9+.-]*:/i.test(text);

/** A problem with one field of `analytics`: the field, and the line's expected, found and hint. */
export interface AnalyticsProblem {
  field: 'id' | 'script';
  expected: string;
  found: string;
  hint?: string | undefined;
}

/**
 * The problems of `analytics` that its schema cannot see: an `id` of the wrong form for its provider,
 * and a URL whose origin the policy would add (a self-hosted script, GoatCounter's count endpoint) that
 * is not `https://` on a plain host name (security/sources.ts).
 */
export function analyticsProblems(analytics: Analytics): AnalyticsProblem[] {
  const problems: AnalyticsProblem[] = [];
  const expected = idProblem(analytics);
  if (expected) problems.push({ field: 'id', expected, found: describeValue(analytics.id) });
  const urls = [
    ...(analytics.provider === 'goatcounter' && isUrl(analytics.id)
      ? [{ field: 'id' as const, url: analytics.id, what: 'the https:// URL of your instance’s /count' }]
      : []),
    ...(analytics.script === undefined
      ? []
      : [{ field: 'script' as const, url: analytics.script, what: 'the https:// URL of your instance’s script' }]),
  ];
  for (const { field, url, what } of urls) {
    const problem = originProblem(url);
    if (!problem) continue;
    problems.push({
      field,
      expected: `expected ${what} on a plain host name (letters, digits, hyphens and dots), whose origin the policy allows`,
      found: `${describeValue(url)}${problem.found}`,
      hint: problem.hint,
    });
  }
  return problems;
}

/**
 * The script and policy sources for `analytics`, which `analyticsProblems` accepted: every origin is
 * made by `hostSource`, which throws on any URL those checks would refuse.
 */
export function analyticsSetup({ provider, id, script }: Analytics): AnalyticsSetup {
  switch (provider) {
    case 'goatcounter': {
      const src = script ?? GOATCOUNTER_SCRIPT;
      const endpoint = isUrl(id) ? id : `https://${id}.goatcounter.com/count`;
      return {
        script: { src, attributes: { 'data-goatcounter': endpoint }, countNavigations: true },
        sources: { 'script-src': [hostSource(src)], 'connect-src': [hostSource(endpoint)] },
      };
    }
    case 'plausible': {
      const src = script ?? PLAUSIBLE_SCRIPT;
      return {
        script: { src, attributes: { 'data-domain': id }, countNavigations: false },
        sources: { 'script-src': [hostSource(src)], 'connect-src': [hostSource(src)] },
      };
    }
    case 'umami': {
      const src = script ?? UMAMI_SCRIPT;
      const collector = script ? hostSource(src) : hostSource(UMAMI_CLOUD_COLLECTOR);
      return {
        script: {
          src,
          attributes: { 'data-website-id': id, ...(script ? {} : { 'data-host-url': collector }) },
          countNavigations: false,
        },
        sources: { 'script-src': [hostSource(src)], 'connect-src': [collector] },
      };
    }
  }
}
