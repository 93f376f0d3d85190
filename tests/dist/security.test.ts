/** The built site is ready to publish behind its Content Security Policy (see tests/support/security-checks.ts). */
import path from 'node:path';
import { describe } from 'vitest';
import { basePath, siteUrl } from '../../scripts/build/site-url.ts';
import { DIST } from '../support/dist.ts';
import { securityChecks } from '../support/security-checks.ts';

describe('security headers and policy of the built site', () => {
  securityChecks(() => DIST, basePath(siteUrl(path.resolve(process.env.CONTENT_DIR ?? 'content'))));
});
