/** How `npm run build` reports a failure: what the owner needs to fix it, without a stack trace unless asked. */
import { ContentError, contentIssuesOf } from '../content/issues.ts';

/**
 * The message for a failed build: content problems as their lines (each once, in file order), any other
 * error as its message; with `withStack`, the stack of an error that is not about content too.
 */
export function buildFailureMessage(error: unknown, withStack = false): string {
  const issues = contentIssuesOf(error);
  if (issues) return new ContentError(issues).message;
  if (!(error instanceof Error)) return String(error);
  if (!withStack) return error.message;
  const causes: string[] = [];
  for (let e: unknown = error; e instanceof Error; e = e.cause) causes.push(e.stack ?? e.message);
  return causes.join('\nCaused by: ');
}
