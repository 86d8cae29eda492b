/** Absolute paths of the repository folders the server reads. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
/** schemas/ (and schemas/api/): the JSON Schemas shared with the browser and the QA checker. */
export const SCHEMAS_DIR = path.join(REPO_ROOT, 'schemas');
/** The demo merchant's default configuration. */
export const DEFAULT_SITE_CONFIG = path.join(REPO_ROOT, 'config-samples', 'default.json');
/** The Vite build of the front end. */
export const DIST_DIR = path.join(REPO_ROOT, 'dist');
/** server/routes: one folder per resource, each index.ts a Fastify plugin (server/app.ts autoloads them). */
export const ROUTES_DIR = path.join(REPO_ROOT, 'server', 'routes');
/** server/plugins: the app's Fastify plugins (server/app.ts loads them all but spa.ts, which it registers after the routes). */
export const PLUGINS_DIR = path.join(REPO_ROOT, 'server', 'plugins');
