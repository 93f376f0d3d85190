/** The built site is ready to publish behind its Content Security Policy (see tests/support/security-checks.ts). */
import { describe } from 'vitest';
import { DIST } from '../support/dist.ts';
import { securityChecks } from '../support/security-checks.ts';

describe('security headers and policy of the built site', () => {
  securityChecks(() => DIST, '/');
});
