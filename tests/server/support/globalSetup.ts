/**
 * jest globalSetup of the server project: makes the migrated and seeded template database once,
 * before the workers start (on a fresh clone, every worker building it at the same time made the
 * first hooks slow). The template is cached on disk in .data-test/ (see testApp.ts).
 */
import { seededTemplate } from './testApp.ts';

export default async function globalSetup(): Promise<void> {
  await seededTemplate();
}
