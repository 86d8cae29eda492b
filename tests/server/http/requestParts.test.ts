/**
 * Readers of request parts no schema types (server/http/requestParts.ts): a string field of
 * whatever a client sent, and the request language from the raw query and Accept-Language.
 */
import { describe, expect, it } from '@jest/globals';
import { requestLanguage, stringField } from '../../../server/http/requestParts.ts';

describe('stringField', () => {
  it('reads a string field of a parsed body or of the querystring parser’s prototype-less object', () => {
    expect(stringField({ remark: 'hello' }, 'remark')).toBe('hello');
    const query = Object.assign(Object.create(null) as object, { language: 'EN' });
    expect(stringField(query, 'language')).toBe('EN');
    expect(stringField({ remark: '' }, 'remark')).toBe('');
  });

  it('gives undefined for a missing field, a value that is not a string, or a part that is not an object', () => {
    expect(stringField({}, 'remark')).toBeUndefined();
    expect(stringField({ remark: 42 }, 'remark')).toBeUndefined();
    expect(stringField({ language: ['EN', 'TW'] }, 'language')).toBeUndefined();
    expect(stringField({ remark: null }, 'remark')).toBeUndefined();
    for (const part of [undefined, null, 'remark', 7, true]) expect(stringField(part, 'remark')).toBeUndefined();
  });
});

describe('requestLanguage', () => {
  const request = (query: unknown, acceptLanguage?: string) => ({
    query,
    headers: acceptLanguage === undefined ? {} : { 'accept-language': acceptLanguage },
  });

  it('takes the language query parameter first, in any case', () => {
    expect(requestLanguage(request({ language: 'en' }, 'zh-TW'))).toBe('EN');
    expect(requestLanguage(request({ language: 'TW' }, 'en-US'))).toBe('TW');
  });

  it('falls back to Accept-Language, then TW, when the parameter is absent, repeated or unknown', () => {
    expect(requestLanguage(request(undefined, 'en-US,en;q=0.9'))).toBe('EN');
    expect(requestLanguage(request({ language: ['EN', 'TW'] }, 'zh-TW'))).toBe('TW');
    expect(requestLanguage(request({ language: 'FR' }))).toBe('TW');
    expect(requestLanguage(request({}))).toBe('TW');
  });
});
