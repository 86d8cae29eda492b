/**
 * The 24 pattern kinds of registration fields (spec section 5): one closed,
 * exhaustive table. A server rule names its kind with `patternId`; the kind gives the message
 * (an i18n key whose text has the placeholders {{min}} and {{max}}, the spec's "(min) - (max)"),
 * the pattern used when a field has no server rule, and examples that tests/engine/patterns run.
 *
 * Every default pattern is a JavaScript RegExp source valid with the `u` flag (ajv compiles
 * `pattern` with it) and is written to run in linear time: no nested or overlapping quantifiers,
 * look-aheads of the form `(?=[^X]*X)`.
 *
 * 22 kinds are the spec's; two are ours (`origin: 'platform'`):
 * - MOBILE: registerMobile, loginSms and forgotPhone need a mobile rule even when the merchant
 *   sends none (config-samples/minimal.json), and their message must say "mobile number"
 *   (spec section 5 'Please enter a valid mobile number'), which DIGITS does not.
 * - LATIN_NAME: the real (payee) name must match the bank account name; in the Vietnamese market
 *   the spec serves (TCG_LOTTO_VN, VN lottery) names carry diacritics ("Nguyễn Văn An") that
 *   LETTERS_SPACES and FULL_NAME's Latin-only siblings would refuse.
 */

/** Pattern kind ids (the `patternId` of registration rules, schemas/registration-rules.schema.json). */
export const PATTERN_KIND_IDS = [
  'LENGTH_ONLY',
  'LETTER_START_ALNUM',
  'KANJI_DIGITS',
  'EMAIL',
  'ALNUM',
  'ALNUM_BOTH',
  'DIGITS',
  'HAS_UPPERCASE',
  'LETTERS_SPACES',
  'NO_SPACES',
  'CHINESE_PUNCT',
  'DATE_YMD',
  'DATE_MDY',
  'KOREAN',
  'THAI',
  'THAI_ENGLISH',
  'UPPER_SPACES',
  'ALNUM_SYMBOLS',
  'UPPER_LOWER_DIGIT_SYMBOL',
  'FULL_NAME',
  'FULLWIDTH_JAPANESE',
  'UPPERCASE',
  'MOBILE',
  'LATIN_NAME',
] as const;
export type PatternKind = (typeof PATTERN_KIND_IDS)[number];

export interface PatternKindSpec {
  id: PatternKind;
  /** 'spec': named by spec section 5; 'platform': ours, added to reach 24 (see the file comment). */
  origin: 'spec' | 'platform';
  /** i18n key (src/i18n/locales/<lang>/forms.ts) with {{min}} and {{max}}. */
  messageKey: `forms.patterns.${PatternKind}`;
  /** RegExp source, compiled with the `u` flag; used when the server sends no rule. */
  pattern: string;
  /** Lengths used with the default pattern and by the examples. */
  minLength: number;
  maxLength: number;
  /** Values that pass pattern and length. */
  accepted: string[];
  /** Values that fail the pattern or the length. */
  rejected: string[];
}

/** Printable ASCII symbols (punctuation of U+0021..U+007E). */
const SYMBOL = '!-/:-@\\[-`{-~';

type Row = Omit<PatternKindSpec, 'id' | 'messageKey'>;

const ROWS: Record<PatternKind, Row> = {
  LENGTH_ONLY: {
    origin: 'spec',
    pattern: '^[\\s\\S]*$',
    minLength: 2,
    maxLength: 10,
    accepted: ['ab', '王小明', 'a b!', '김민준', 'สมชาย'],
    rejected: ['a', 'abcdefghijk', '王'],
  },
  LETTER_START_ALNUM: {
    origin: 'spec',
    pattern: '^[A-Za-z][A-Za-z0-9]*$',
    minLength: 6,
    maxLength: 16,
    accepted: ['player1', 'Abcdef', 'a12345678'],
    rejected: ['1player', 'play_er1', '玩家玩家玩家', 'abc12', 'player 1'],
  },
  KANJI_DIGITS: {
    origin: 'spec',
    pattern: '^[\\p{Script=Han}0-9]+$',
    minLength: 2,
    maxLength: 20,
    accepted: ['王小明', '台北101', '東京2024'],
    rejected: ['abc', '王 明', 'ひらがな', '김민준', '王'],
  },
  EMAIL: {
    origin: 'spec',
    pattern: '^[^\\s@]+@[^\\s@.]+(?:\\.[^\\s@.]+)+$',
    minLength: 6,
    maxLength: 60,
    accepted: ['user@example.com', 'a.b+c@mail.co.uk', '王@例子.台灣'],
    rejected: ['user@', 'user@example', 'us er@example.com', 'a@b..com', 'a@b@c.com'],
  },
  ALNUM: {
    origin: 'spec',
    pattern: '^[A-Za-z0-9]+$',
    minLength: 4,
    maxLength: 16,
    accepted: ['abcd', '1234', 'Ab12'],
    rejected: ['ab-12', 'ab 12', '王小明明', 'abc'],
  },
  ALNUM_BOTH: {
    origin: 'spec',
    pattern: '^(?=[^A-Za-z]*[A-Za-z])(?=\\D*\\d)[A-Za-z\\d]+$',
    minLength: 6,
    maxLength: 20,
    accepted: ['abc123', '1a2b3c', 'Passw0rd'],
    rejected: ['abcdef', '123456', 'abc12!', 'ab1', '密碼abc123'],
  },
  DIGITS: {
    origin: 'spec',
    pattern: '^[0-9]+$',
    minLength: 4,
    maxLength: 12,
    accepted: ['1234', '0912345678'],
    rejected: ['12a4', '１２３４', '12 34', '123'],
  },
  HAS_UPPERCASE: {
    origin: 'spec',
    pattern: '^[^A-Z]*[A-Z][\\s\\S]*$',
    minLength: 6,
    maxLength: 20,
    accepted: ['Secret1', 'abcdeF', '密碼Abc12'],
    rejected: ['secret1', '123456', '密碼密碼密碼', 'Ab'],
  },
  LETTERS_SPACES: {
    origin: 'spec',
    pattern: '^[A-Za-z ]+$',
    minLength: 2,
    maxLength: 30,
    accepted: ['John Smith', 'Mary'],
    rejected: ['John3', 'Nguyễn Văn', '王小明', "O'Neil"],
  },
  NO_SPACES: {
    origin: 'spec',
    pattern: '^\\S+$',
    minLength: 4,
    maxLength: 20,
    accepted: ['line_id.01', '王小明明', 'สมชาย'],
    rejected: ['my id', ' lead', 'tab\there', 'abc'],
  },
  CHINESE_PUNCT: {
    origin: 'spec',
    pattern: '^\\p{Script=Han}[\\p{Script=Han}\\p{P}]*$',
    minLength: 2,
    maxLength: 30,
    accepted: ['王小明', '歐陽·娜娜', '你好，世界！'],
    rejected: ['abc', '王小明1', '·王', 'Wang 小明', '김민준'],
  },
  DATE_YMD: {
    origin: 'spec',
    pattern: '^\\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\\d|3[01])$',
    minLength: 10,
    maxLength: 10,
    accepted: ['1990-01-31', '2000-12-01'],
    rejected: ['1990-13-01', '01-31-1990', '1990/01/31', '1990-1-31', '１９９０-01-31'],
  },
  DATE_MDY: {
    origin: 'spec',
    pattern: '^(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\\d|3[01])-\\d{4}$',
    minLength: 10,
    maxLength: 10,
    accepted: ['01-31-1990', '12-01-2000'],
    rejected: ['1990-01-31', '13-01-1990', '01/31/1990', '1-31-1990'],
  },
  KOREAN: {
    origin: 'spec',
    pattern: '^\\p{Script=Hangul}+$',
    minLength: 2,
    maxLength: 20,
    accepted: ['김민준', '이서연'],
    rejected: ['김 민준', 'Kim', '王小明', 'ㅋ1', '김'],
  },
  THAI: {
    origin: 'spec',
    pattern: '^\\p{Script=Thai}+$',
    minLength: 2,
    maxLength: 30,
    accepted: ['สมชาย', 'ภาษาไทย'],
    rejected: ['Somchai', 'สม ชาย', '王小明', 'สมชาย1'],
  },
  THAI_ENGLISH: {
    origin: 'spec',
    pattern: '^[\\p{Script=Thai}A-Za-z]+(?: [\\p{Script=Thai}A-Za-z]+)*$',
    minLength: 2,
    maxLength: 40,
    accepted: ['สมชาย ใจดี', 'Somchai Jaidee', 'สมชาย Jaidee'],
    rejected: ['สมชาย1', '王小明', '김민준', 'Somchai  Jaidee', ' Somchai'],
  },
  UPPER_SPACES: {
    origin: 'spec',
    pattern: '^ *[A-Z][A-Z ]*$',
    minLength: 2,
    maxLength: 30,
    accepted: ['JOHN SMITH', 'AB'],
    rejected: ['John Smith', '    ', 'JOHN1', 'ÉLISE', '王小明'],
  },
  ALNUM_SYMBOLS: {
    origin: 'spec',
    pattern: '^[\\x21-\\x7E]+$',
    minLength: 6,
    maxLength: 20,
    accepted: ['abc123', 'p@ss_w0rd!', '$$$$$$'],
    rejected: ['pass word', '密碼密碼密碼', 'ＡＢＣ１２３', 'abc'],
  },
  UPPER_LOWER_DIGIT_SYMBOL: {
    origin: 'spec',
    pattern: `^(?=[^A-Z]*[A-Z])(?=[^a-z]*[a-z])(?=\\D*\\d)(?=[A-Za-z0-9]*[${SYMBOL}])[\\x21-\\x7E]+$`,
    minLength: 8,
    maxLength: 20,
    accepted: ['Passw0rd!', 'aB3$efgh'],
    rejected: ['password1!', 'PASSWORD1!', 'Password!!', 'Password12', 'Pa1!', 'Pass w0rd!', 'Pässw0rd!'],
  },
  FULL_NAME: {
    origin: 'spec',
    pattern: "^[\\p{L}\\p{M}'.-]+(?: [\\p{L}\\p{M}'.-]+)+$",
    minLength: 3,
    maxLength: 50,
    accepted: ['John Smith', 'Mary Ann Lee', 'Nguyễn An', '王 小明'],
    rejected: ['John', 'John  Smith', 'John Smith ', 'John Sm1th', 'J S'.repeat(20)],
  },
  FULLWIDTH_JAPANESE: {
    origin: 'spec',
    pattern:
      '^[\\u3041-\\u309F\\u30A0-\\u30FF\\u31F0-\\u31FF\\p{Script=Han}\\u3000\\uFF10-\\uFF19\\uFF21-\\uFF3A\\uFF41-\\uFF5A]+$',
    minLength: 1,
    maxLength: 30,
    accepted: ['やまだ', 'ヤマダ　タロウ', '山田太郎', 'スーパー１'],
    rejected: ['ﾔﾏﾀﾞ', 'Yamada', 'やまだ 太郎', '김민준', 'สมชาย'],
  },
  UPPERCASE: {
    origin: 'spec',
    pattern: '^[A-Z]+$',
    minLength: 2,
    maxLength: 20,
    accepted: ['ABC', 'PLAYER'],
    rejected: ['Abc', 'AB C', 'AB1', 'ＡＢＣ', 'A'],
  },
  MOBILE: {
    origin: 'platform',
    pattern: '^\\+?[0-9]+$',
    minLength: 8,
    maxLength: 15,
    accepted: ['0912345678', '+886912345678', '84901234567'],
    rejected: ['0912-345-678', '09123a5678', '1234567', '++886912345678', '０９１２３４５６７８'],
  },
  LATIN_NAME: {
    origin: 'platform',
    pattern: '^[\\p{Script=Latin}\\p{M}]+(?: [\\p{Script=Latin}\\p{M}]+)*$',
    minLength: 2,
    maxLength: 50,
    accepted: ['Nguyễn Văn An', 'José Álvarez', 'Tran Thi Mai', 'Nguye\u0302\u0303n'],
    rejected: ['Nguyễn  An', 'Nguyễn1', '王小明', 'สมชาย', 'Nguyễn-An'],
  },
};

/** The closed table: every {@link PatternKind} with its message key, default pattern and examples. */
export const PATTERN_KINDS: Readonly<Record<PatternKind, PatternKindSpec>> = Object.fromEntries(
  PATTERN_KIND_IDS.map((id) => [id, { id, messageKey: `forms.patterns.${id}` as const, ...ROWS[id] }]),
) as Record<PatternKind, PatternKindSpec>;

/** Whether a string is one of the 24 pattern kind ids. */
export function isPatternKind(id: string): id is PatternKind {
  return Object.prototype.hasOwnProperty.call(PATTERN_KINDS, id);
}
