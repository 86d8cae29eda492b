/**
 * The forms API of a config sample as the server serves it (GET the form bundle, then the
 * validators): the engine's bundle of the sample with validators compiled in process, once per
 * sample.
 */
import type { FormsLoader } from '../../src/api/forms';
import { formList, formRegistryOfSiteConfig, type FormValidators } from '../../engine/forms';
import { createInProcessValidators } from '../../engine/forms/inProcessValidators';
import { loadSample } from './samples';

const compiled = new Map<string, FormValidators>();

/** The forms API of `sample` (a file of config-samples/, default `default.json`). */
export function fakeForms(sample = 'default.json'): FormsLoader {
  const registry = formRegistryOfSiteConfig(loadSample(sample));
  const forms = formList(registry);
  return {
    schemas: async () => ({
      version: 'test',
      tabs: registry.tabs,
      defaultTab: registry.defaultTab,
      problems: registry.problems,
      forms,
    }),
    validators: async () => {
      const known = compiled.get(sample) ?? createInProcessValidators(forms);
      compiled.set(sample, known);
      return known;
    },
  };
}
