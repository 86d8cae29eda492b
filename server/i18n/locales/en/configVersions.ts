/**
 * Messages of the console's versioned documents (README "Operator console"; server/services/config-versions):
 * the refusals of a save or rollback that are not about a field.
 */
export const configVersions = {
  versionConflict: 'Someone saved version {{current}} in the meantime. Reload to see it, then make your change again.',
  versionUnchanged: 'This is already the live setting (version {{current}}): there is nothing to save.',
};
