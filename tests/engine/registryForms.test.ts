/**
 * The registry carries the forms (STYLE.md "registry: forms {id: JSON Schema + field order +
 * messages}"): interpret() puts the server's forms (GET /api/forms/schemas) into the registry
 * beside features and menus; without them the registry's forms are null.
 */
import { describe, expect, it } from '@jest/globals';
import { formList, formRegistryOfSiteConfig, type FormsBundle } from '../../engine/forms';
import { interpret } from '../../engine/interpret';
import { loadSample, rawOf } from '../support/samples';

function bundleOf(file: string): FormsBundle {
  const registry = formRegistryOfSiteConfig(loadSample(file));
  return {
    version: 'v1',
    tabs: registry.tabs,
    defaultTab: registry.defaultTab,
    problems: registry.problems,
    forms: formList(registry),
  };
}

describe('interpret: the form registry', () => {
  it('keys the forms by id with the tabs and default tabs the server built', () => {
    const bundle = bundleOf('default.json');
    const registry = interpret({ ...rawOf(loadSample('default.json')), forms: bundle });
    expect(registry.forms).toEqual(formRegistryOfSiteConfig(loadSample('default.json')));
    expect(registry.forms?.forms.login?.fields.map((f) => f.name)).toEqual([
      'username',
      'password',
      'captcha',
      'remember',
    ]);
  });

  it('has no forms before they are loaded', () => {
    expect(interpret(rawOf(loadSample('default.json'))).forms).toBeNull();
  });

  it('leaves out a form id the engine does not know', () => {
    const bundle = bundleOf('default.json');
    const stranger = { ...bundle.forms[0]!, id: 'lotteryBet' } as unknown as FormsBundle['forms'][number];
    const registry = interpret({
      ...rawOf(loadSample('default.json')),
      forms: { ...bundle, forms: [...bundle.forms, stranger] },
    });
    expect(Object.keys(registry.forms?.forms ?? {})).not.toContain('lotteryBet');
  });
});
