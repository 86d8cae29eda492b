/**
 * jest globalSetup of the server project: makes the migrated and seeded template database once,
 * before the workers start (on a fresh clone, every worker building it at the same time made the
 * first hooks slow). The template is cached on disk in .data-test/ (see testApp.ts), or with
 * TEST_DATABASE=postgres kept as a template database (./postgresTemplate.ts).
 */
import { prepareTemplates } from './testApp.ts';

export default async function globalSetup(): Promise<void> {
  await prepareTemplates();
}
