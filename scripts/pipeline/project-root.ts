/** The project's root folder, wherever a script is run from. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Absolute path of the folder holding package.json. */
export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
