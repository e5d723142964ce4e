import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
/** Screenshots and server logs of the last run (git-ignored). */
export const ARTIFACTS_DIR = join(REPO_ROOT, 'apps/web/e2e/artifacts');
/** Screenshots committed for the README. */
export const DOCS_SCREENSHOTS_DIR = join(REPO_ROOT, 'docs/screenshots');
