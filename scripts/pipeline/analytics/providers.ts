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

/** What the build adds for the owner's analytics: the script tag's parts, and the policy's sources. */
export interface AnalyticsSetup {
  script: AnalyticsScript;
  /** Origins to add, by directive. */
  sources: Record<'script-src' | 'connect-src', string[]>;
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

const origin = (url: string) => new URL(url).origin;

/** What `id` must be for `provider`, as the sentence "expected …" says it; undefined when it is that. */
export function analyticsIdProblem({ provider, id }: Analytics): string | undefined {
  switch (provider) {
    case 'goatcounter':
      return GOATCOUNTER_CODE.test(id) || isHttpUrl(id)
        ? undefined
        : 'expected a GoatCounter site code (the mysite of mysite.goatcounter.com), or the https:// URL of a self-hosted instance’s /count';
    case 'plausible':
      return DOMAIN.test(id) ? undefined : 'expected the domain the site has at Plausible, such as example.org';
    case 'umami':
      return UUID.test(id) ? undefined : 'expected an Umami website id, such as 94db1cb1-74f4-4a40-ad6c-962362670409';
  }
}

function isHttpUrl(text: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(text).protocol);
  } catch {
    return false;
  }
}

/** The script and policy sources for `analytics` (whose id `analyticsIdProblem` accepted). */
export function analyticsSetup({ provider, id, script }: Analytics): AnalyticsSetup {
  switch (provider) {
    case 'goatcounter': {
      const src = script ?? GOATCOUNTER_SCRIPT;
      const endpoint = isHttpUrl(id) ? id : `https://${id}.goatcounter.com/count`;
      return {
        script: { src, attributes: { 'data-goatcounter': endpoint }, countNavigations: true },
        sources: { 'script-src': [origin(src)], 'connect-src': [origin(endpoint)] },
      };
    }
    case 'plausible': {
      const src = script ?? PLAUSIBLE_SCRIPT;
      return {
        script: { src, attributes: { 'data-domain': id }, countNavigations: false },
        sources: { 'script-src': [origin(src)], 'connect-src': [origin(src)] },
      };
    }
    case 'umami': {
      const src = script ?? UMAMI_SCRIPT;
      const collector = script ? origin(src) : UMAMI_CLOUD_COLLECTOR;
      return {
        script: {
          src,
          attributes: { 'data-website-id': id, ...(script ? {} : { 'data-host-url': collector }) },
          countNavigations: false,
        },
        sources: { 'script-src': [origin(src)], 'connect-src': [collector] },
      };
    }
  }
}
