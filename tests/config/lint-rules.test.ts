/**
 * @jest-environment node
 */
/**
 * config:lint rules (README "QA tooling"): each rule flags its failing fixture at the right JSON
 * pointers with a message naming the problem, and passes its passing fixture; every rule has
 * fixtures; the samples lint without errors; flag dependencies come from the engine.
 */
import { beforeAll, describe, expect, it } from '@jest/globals';
import { LINT_RULES, flagDependencies, formatIssue, lintDocument, type CatalogueVendor } from '../../engine/lint';
import { loadCatalogue } from '../../engine/lint/catalogue';
import { SAMPLE_FILES, loadSample } from '../support/samples';
import { LINT_FIXTURES } from './fixtures/lintFixtures';

let catalogue: CatalogueVendor[] = [];
beforeAll(async () => {
  catalogue = await loadCatalogue();
});

const ruleOf = (id: string) => {
  const rule = LINT_RULES.find((r) => r.id === id);
  if (!rule) throw new Error(`no rule ${id}`);
  return rule;
};

describe('config:lint rules', () => {
  it('has a failing and a passing fixture for every rule, and unique ids', () => {
    const ids = LINT_RULES.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(Object.keys(LINT_FIXTURES).sort()).toEqual([...ids].sort());
  });

  it.each(Object.keys(LINT_FIXTURES))(
    '%s flags its failing fixture at the right pointers',
    (id) => {
      const fx = LINT_FIXTURES[id]!;
      const rule = ruleOf(id);
      const issues = lintDocument(fx.fail, fx.catalogue ? fx.catalogue(catalogue) : catalogue, [rule]);
      expect(issues.map((i) => i.pointer)).toEqual(fx.pointers);
      for (const issue of issues) {
        expect(issue.rule).toBe(id);
        for (const word of fx.mentions) expect(issue.message).toContain(word);
      }
    },
    60_000,
  );

  it.each(Object.keys(LINT_FIXTURES))(
    '%s passes its passing fixture',
    (id) => {
      expect(lintDocument(LINT_FIXTURES[id]!.pass, catalogue, [ruleOf(id)])).toEqual([]);
    },
    60_000,
  );

  it('reports a polynomial (super-linear) pattern as a warning and an exponential one as an error', () => {
    const doc = structuredClone(loadSample('minimal.json'));
    doc.registrationRules.username = { ...doc.registrationRules.username!, acceptedPattern: '^[^@]+@[^@]+\\.[^@]+$' };
    const [poly] = lintDocument({ kind: 'siteConfig', config: doc }, catalogue, [ruleOf('pattern-redos')]);
    expect(poly).toMatchObject({ severity: 'warning', pointer: '/registrationRules/username/acceptedPattern' });
    expect(poly!.message).toContain('polynomial');
    const fx = LINT_FIXTURES['pattern-redos']!;
    expect(lintDocument(fx.fail, catalogue, [ruleOf('pattern-redos')])[0]!.severity).toBe('error');
  }, 60_000);

  it('derives REGMOBVERF3 and MOBILENUMPASSREG3 depending on MOBILENUMREG3 from the engine, and nothing else', () => {
    expect(flagDependencies()).toEqual({ MOBILENUMPASSREG3: ['MOBILENUMREG3'], REGMOBVERF3: ['MOBILENUMREG3'] });
  });

  it('finds no error in the config samples', () => {
    for (const file of SAMPLE_FILES) {
      const errors = lintDocument({ kind: 'siteConfig', config: loadSample(file) }, catalogue).filter(
        (i) => i.severity === 'error',
      );
      expect({ file, errors }).toEqual({ file, errors: [] });
    }
  }, 60_000);

  it('formats an issue as file: pointer: [rule] message', () => {
    expect(formatIssue('a.json', { rule: 'length-range', severity: 'error', pointer: '/x', message: 'm' })).toBe(
      'a.json: /x: [length-range] m',
    );
    expect(formatIssue('a.json', { rule: 'flag-shadowed', severity: 'warning', pointer: '', message: 'm' })).toBe(
      'a.json: /: [flag-shadowed] warning: m',
    );
  });

  it('loads the seeded vendor catalogue', () => {
    expect(catalogue).toHaveLength(33);
    expect(catalogue).toContainEqual(
      expect.objectContaining({
        code: 'TCG_LOTTO_VN',
        gameType: 'ELOTT',
        isGame: 'GAME',
        gameCode: 'TCG_LOTTO_VN_LOBBY',
      }),
    );
  });
});
