/** Google's CSP Evaluator (`csp_evaluator`), the checker the policy is held to. */
import { CspEvaluator } from 'csp_evaluator/dist/evaluator.js';
import { Severity } from 'csp_evaluator/dist/finding.js';
import { CspParser } from 'csp_evaluator/dist/parser.js';
import { Version } from 'csp_evaluator/dist/csp.js';

/** One finding, readable in a test failure. */
export interface CspFinding {
  severity: keyof typeof Severity;
  directive: string;
  value: string | undefined;
  description: string;
}

/** Severities that count as high: certain or likely bypasses, and syntax errors. */
export const HIGH_SEVERITIES: readonly CspFinding['severity'][] = ['HIGH', 'SYNTAX', 'HIGH_MAYBE'];

/** Every finding the evaluator reports for `policy` (header text), as a CSP3 browser reads it. */
export function evaluatePolicy(policy: string): CspFinding[] {
  const parsed = new CspParser(policy).csp;
  return new CspEvaluator(parsed, Version.CSP3).evaluate().map((finding) => ({
    severity: Severity[finding.severity] as CspFinding['severity'],
    directive: finding.directive,
    value: finding.value,
    description: finding.description,
  }));
}
