/** Whether a file exists and may be run: how the tools and the tests look for a browser. */
import { accessSync, constants } from 'node:fs';

/** True when `file` exists and this process may execute it. */
export function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}
