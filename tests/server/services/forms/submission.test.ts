/**
 * The server checks submissions with the engine's forms (server/services/forms/submission.ts):
 * what the engine accepts the server accepts, a pattern the engine refuses (one that compiles only
 * without the `u` flag) is refused by the server, and the engine's verdict maps to the API's
 * refusals (codes and message keys the client has always received).
 */
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import type { SiteConfig } from '../../../../contract/types.ts';
import { formList, formRegistryOfSiteConfig, validateForm } from '../../../../engine/forms/index.ts';
import { createInProcessValidators } from '../../../../engine/forms/inProcessValidators.ts';
import { loadDefaultSiteConfig } from '../../../../server/db/prepare.ts';
import { ApiError } from '../../../../server/http/errors.ts';
import { checkSubmission } from '../../../../server/services/forms/submission.ts';

const refusal = async (run: () => Promise<unknown>) => {
  try {
    await run();
  } catch (err) {
    expect(err).toBeInstanceOf(ApiError);
    const e = err as ApiError;
    return { status: e.statusCode, code: e.code, key: e.messageKey, field: e.options.value?.field };
  }
  throw new Error('expected a refusal');
};

describe('submissions checked with the engine', () => {
  it('accepts every username and password the engine accepts (downline creation)', async () => {
    const config = await loadDefaultSiteConfig();
    const registry = formRegistryOfSiteConfig(config);
    const form = registry.forms.register!;
    const validators = createInProcessValidators(formList(registry));
    const text = fc.string({ unit: fc.constantFrom(...'abcXYZ019_'.split('')), minLength: 1, maxLength: 24 });
    let accepted = 0;
    for (const [username, password] of fc.sample(fc.tuple(text, text), 300)) {
      const errors = validateForm(form, { username, password }, validators, { today: '2026-01-01' }).filter(
        (e) => e.field === 'username' || e.field === 'password',
      );
      if (errors.length > 0) continue;
      accepted += 1;
      await expect(
        checkSubmission('register', { username, password }, config, { fields: ['username', 'password'] }),
      ).resolves.toMatchObject({ username, password });
    }
    expect(accepted).toBeGreaterThan(0);
  });

  it('refuses a rule whose pattern compiles only without the u flag, naming the field', async () => {
    const config = await loadDefaultSiteConfig();
    const broken: SiteConfig = structuredClone(config);
    broken.registrationRules.username = { ...broken.registrationRules.username!, acceptedPattern: '^[\\w-.]+$' };
    expect(() => new RegExp('^[\\w-.]+$')).not.toThrow();
    // eslint-disable-next-line no-invalid-regexp -- the point of the test: this pattern is invalid with the u flag
    expect(() => new RegExp('^[\\w-.]+$', 'u')).toThrow();
    const res = await refusal(() =>
      checkSubmission('register', { username: 'player1', password: 'abc123' }, broken, {
        fields: ['username', 'password'],
      }),
    );
    expect(res).toMatchObject({ status: 422, code: 'RULE_INVALID', key: 'fieldRuleBroken', field: 'username' });
  });

  it.each([
    [{ username: 'ab', password: 'abc12345' }, 'FIELD_LENGTH', 'username'],
    [{ username: '1abcdefg', password: 'abc12345' }, 'FIELD_FORMAT', 'username'],
    [{ username: 'goodname1', password: 'onlyletters' }, 'FIELD_FORMAT', 'password'],
    [{ username: 'goodname1' }, 'FIELD_EMPTY', 'password'],
  ])('maps the engine verdict on %j to %s', async (body, code, field) => {
    const config = await loadDefaultSiteConfig();
    const res = await refusal(() => checkSubmission('register', body, config, { fields: ['username', 'password'] }));
    expect(res).toMatchObject({ code, field });
  });

  it('judges the confirmation after the password, and a missing one as a mismatch', async () => {
    const config = await loadDefaultSiteConfig();
    const opts = { conditions: { oldPasswordKnown: true }, fields: ['newPassword', 'confirmNewPassword'] };
    expect(
      await refusal(() =>
        checkSubmission('changePassword', { newPassword: 'abc123', confirmNewPassword: 'abc124' }, config, opts),
      ),
    ).toMatchObject({ code: 'CONFIRM_MISMATCH', field: 'confirmNewPassword' });
    expect(
      await refusal(() => checkSubmission('changePassword', { newPassword: 'abc123' }, config, opts)),
    ).toMatchObject({ code: 'CONFIRM_MISMATCH' });
    expect(
      await refusal(() =>
        checkSubmission('changePassword', { newPassword: 'ab', confirmNewPassword: 'xy' }, config, {
          ...opts,
          reportAs: { newPassword: 'password' },
        }),
      ),
    ).toMatchObject({ code: 'FIELD_LENGTH', field: 'password' });
  });
});
