import { describe, expect, it } from '@jest/globals';
import {
  ANY_PATTERN,
  FormConfigError,
  PATTERN_KINDS,
  PATTERN_KIND_IDS,
  matchesAcceptedPattern,
  patternKindOf,
  schemaPatternOf,
} from '../../engine/patterns';
import { createI18n } from '../../src/i18n';

/** What a form does with a kind's default rule: pattern (u flag) and length in UTF-16 units. */
const passes = (id: (typeof PATTERN_KIND_IDS)[number], value: string): boolean => {
  const kind = PATTERN_KINDS[id];
  return new RegExp(kind.pattern, 'u').test(value) && value.length >= kind.minLength && value.length <= kind.maxLength;
};

describe('the 24 pattern kinds (spec section 5)', () => {
  it('is a closed table of 24 kinds: 22 from the spec, 2 of ours', () => {
    expect(PATTERN_KIND_IDS).toHaveLength(24);
    expect(Object.keys(PATTERN_KINDS).sort()).toEqual([...PATTERN_KIND_IDS].sort());
    expect(Object.values(PATTERN_KINDS).filter((k) => k.origin === 'spec')).toHaveLength(22);
    expect(
      Object.values(PATTERN_KINDS)
        .filter((k) => k.origin === 'platform')
        .map((k) => k.id),
    ).toEqual(['MOBILE', 'LATIN_NAME']);
  });

  it('includes every patternId the config samples use', () => {
    for (const id of [
      'LETTER_START_ALNUM',
      'ALNUM_BOTH',
      'LENGTH_ONLY',
      'EMAIL',
      'DIGITS',
      'ALNUM',
      'NO_SPACES',
      'DATE_YMD',
    ])
      expect(patternKindOf(id)?.id).toBe(id);
    expect(patternKindOf('NOT_A_KIND')).toBeNull();
  });

  it.each(PATTERN_KIND_IDS)('%s accepts its accepted examples and refuses its rejected ones', (id) => {
    const kind = PATTERN_KINDS[id];
    expect(kind.accepted.length).toBeGreaterThanOrEqual(2);
    expect(kind.rejected.length).toBeGreaterThanOrEqual(2);
    expect(kind.accepted.filter((v) => !passes(id, v))).toEqual([]);
    expect(kind.rejected.filter((v) => passes(id, v))).toEqual([]);
  });

  it('covers Chinese, Korean, Thai and Japanese input among the examples', () => {
    const all = Object.values(PATTERN_KINDS).flatMap((k) => [...k.accepted, ...k.rejected]);
    for (const script of [
      /\p{Script=Han}/u,
      /\p{Script=Hangul}/u,
      /\p{Script=Thai}/u,
      /\p{Script=Hiragana}|\p{Script=Katakana}/u,
    ]) {
      expect(all.some((v) => script.test(v))).toBe(true);
    }
    expect(passes('KOREAN', '김민준')).toBe(true);
    expect(passes('THAI', 'สมชาย')).toBe(true);
    expect(passes('FULLWIDTH_JAPANESE', 'ヤマダ　タロウ')).toBe(true);
    expect(passes('FULLWIDTH_JAPANESE', 'ﾔﾏﾀﾞ')).toBe(false);
    expect(passes('CHINESE_PUNCT', '歐陽·娜娜')).toBe(true);
  });

  it('has a message in TW and EN for every kind, with min and max filled', () => {
    for (const lang of ['TW', 'EN'] as const) {
      const i18n = createI18n(lang);
      for (const kind of Object.values(PATTERN_KINDS)) {
        expect(i18n.exists(kind.messageKey)).toBe(true);
        const text = i18n.t(kind.messageKey, { min: 6, max: 16 });
        expect(text).toContain('6');
        expect(text).toContain('16');
        expect(text).not.toMatch(/\{\{|\}\}/);
      }
    }
    expect(createI18n('EN').t(PATTERN_KINDS.LETTER_START_ALNUM.messageKey, { min: 6, max: 16 })).toBe(
      'Please enter 6 - 16 characters, starting with a letter, then letters and digits',
    );
    expect(createI18n('TW').t(PATTERN_KINDS.LENGTH_ONLY.messageKey, { min: 2, max: 30 })).toBe('請輸入 2 - 30 個字元');
  });

  it('finishes on long hostile input (no catastrophic backtracking; a backtracking pattern would hit the test timeout)', () => {
    const hostile = [
      'a'.repeat(50_000) + '!',
      'a@' + '.a'.repeat(25_000) + '@',
      ' '.repeat(50_000) + '1',
      'A a'.repeat(20_000) + '1',
      'Aa1'.repeat(20_000) + ' ',
    ];
    for (const kind of Object.values(PATTERN_KINDS)) {
      const re = new RegExp(kind.pattern, 'u');
      // Every one of these inputs breaks each kind's rule at its very end (or is out of length).
      for (const input of hostile) expect(re.test(input) && input.length <= kind.maxLength).toBe(false);
    }
  });
});

describe('server-sent acceptedPattern', () => {
  it('treats * as matching anything', () => {
    expect(schemaPatternOf('payeeName', ANY_PATTERN)).toBeNull();
    for (const v of ['', ' ', '王小明', '<script>', '\n'])
      expect(matchesAcceptedPattern('payeeName', '*', v)).toBe(true);
  });

  it('uses other patterns as sent, with the u flag', () => {
    expect(schemaPatternOf('username', '^[A-Za-z][A-Za-z0-9]*$')).toBe('^[A-Za-z][A-Za-z0-9]*$');
    expect(matchesAcceptedPattern('payeeName', '^\\p{Script=Han}+$', '王小明')).toBe(true);
    expect(matchesAcceptedPattern('payeeName', '^\\p{Script=Han}+$', 'Wang')).toBe(false);
  });

  it('refuses a pattern that does not compile, naming the field and the pattern', () => {
    for (const bad of ['^[a-z', '(?<', '\\p{NoSuchScript}', '\\q']) {
      let caught: unknown;
      try {
        schemaPatternOf('username', bad);
      } catch (err) {
        caught = err;
      }
      expect(caught).toBeInstanceOf(FormConfigError);
      expect((caught as Error).message).toContain('"username"');
      expect((caught as Error).message).toContain(JSON.stringify(bad));
      expect(caught).toMatchObject({ field: 'username', acceptedPattern: bad });
    }
  });
});
