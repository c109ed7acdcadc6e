import { fileURLToPath } from 'node:url';

/** The repository root, found from this file and not from the working directory. */
export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
