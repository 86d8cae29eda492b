/**
 * The one configuration module (server/config.ts): every variable a server file reads is declared
 * there, checked once, and a bad value names its variable.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  ConfigError,
  HOUSE_VARIABLES,
  readSettings,
  resetServerSettings,
  SERVER_VARIABLES,
  serverSettings,
  VARIABLE_FAMILIES,
  VARIABLES,
} from '../../server/config.ts';
import { readServerEnv } from '../../server/env.ts';
import { REPO_ROOT } from '../../server/paths.ts';

const thrown = (fn: () => unknown): ConfigError => {
  try {
    fn();
  } catch (err) {
    return err as ConfigError;
  }
  throw new Error('did not throw');
};

describe('server configuration', () => {
  it('accepts the defaults and good values, and keeps the values as given', () => {
    expect(readSettings({})).toEqual({});
    const settings = readSettings({
      PORT: '0',
      LOG_LEVEL: 'warn',
      DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/db',
      HOUSE_PORT: 'off',
      CONTRACT_SCHEDULER: 'OFF',
      RATE_LIMIT_PER_MINUTE: 'off',
      VENDOR_BGS_URL: 'http://127.0.0.1:8090',
      SOCIAL_GOOGLE_CLIENT_ID_DEMO: 'x',
      UNRELATED: 'not picked',
    });
    expect(settings.HOUSE_PORT).toBe('off');
    expect(settings.SOCIAL_GOOGLE_CLIENT_ID_DEMO).toBe('x');
    expect(settings.UNRELATED).toBeUndefined();
    expect(Object.isFrozen(settings)).toBe(true);
  });

  it('refuses a bad value with one line naming the variable, what it must be and what it does', () => {
    const port = thrown(() => readSettings({ PORT: '70000' }));
    expect(port).toBeInstanceOf(ConfigError);
    expect(port.variable).toBe('PORT');
    expect(port.message).toBe(
      'PORT must be a whole number from 0 to 65535 (got "70000"): HTTP port of the site and the API (one process)',
    );
    expect(thrown(() => readSettings({ LOG_LEVEL: 'loud' })).variable).toBe('LOG_LEVEL');
    expect(thrown(() => readSettings({ HOUSE_PORT: 'on' })).variable).toBe('HOUSE_PORT');
    expect(thrown(() => readSettings({ DATABASE_URL: 'mysql://x' })).variable).toBe('DATABASE_URL');
    expect(thrown(() => readSettings({ REWARD_SCHEDULER: 'maybe' })).variable).toBe('REWARD_SCHEDULER');
    expect(thrown(() => readSettings({ ALTCHA_MAX_NUMBER: '3' })).variable).toBe('ALTCHA_MAX_NUMBER');
    expect(thrown(() => readSettings({ VENDOR_XYZ_URL: 'ftp://x' })).message).toMatch(
      /^VENDOR_XYZ_URL must be an http\(s\) URL \(got "ftp:\/\/x"\)/,
    );
    // the start-up reader checks every variable, not only its own
    expect(() => readServerEnv({ PORT: '8080', RATE_LIMIT_PER_MINUTE: 'lots' })).toThrow(
      /^RATE_LIMIT_PER_MINUTE must be/,
    );
  });

  it('lets a lenient variable through (its reader falls back to the default) and counts blanks as unset', () => {
    expect(readSettings({ REWARD_JOBS_INTERVAL_MS: 'often', REGISTER_LIMIT_PER_MINUTE: 'abc' })).toEqual({
      REWARD_JOBS_INTERVAL_MS: 'often',
      REGISTER_LIMIT_PER_MINUTE: 'abc',
    });
    expect(readSettings({ PORT: '  ', DATABASE_URL: '' })).toEqual({ PORT: '  ', DATABASE_URL: '' });
  });

  it('reads process.env again when a declared variable changes', () => {
    const saved = process.env.TRUST_PROXY;
    try {
      process.env.TRUST_PROXY = 'loopback';
      expect(serverSettings().TRUST_PROXY).toBe('loopback');
      process.env.TRUST_PROXY = '10.0.0.0/8';
      expect(serverSettings().TRUST_PROXY).toBe('10.0.0.0/8');
      resetServerSettings();
      expect(serverSettings().TRUST_PROXY).toBe('10.0.0.0/8');
    } finally {
      if (saved === undefined) delete process.env.TRUST_PROXY;
      else process.env.TRUST_PROXY = saved;
    }
  });

  it('documents every variable once, and every variable a server file reads is declared', () => {
    const declared = Object.keys(VARIABLES);
    expect(new Set(declared).size).toBe(Object.keys(SERVER_VARIABLES).length + Object.keys(HOUSE_VARIABLES).length);
    for (const spec of [...Object.values(VARIABLES), ...VARIABLE_FAMILIES]) {
      expect(spec.doc.length).toBeGreaterThan(5);
      expect(spec.expect.length).toBeGreaterThan(0);
    }
    const root = path.join(REPO_ROOT, 'server');
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const full = path.join(dir, name);
        if (statSync(full).isDirectory()) walk(full);
        else if (name.endsWith('.ts')) files.push(full);
      }
    };
    walk(root);
    const offenders = files.filter(
      (f) =>
        !f.endsWith(`${path.sep}config.ts`) &&
        /process\.env(?!\.FASTIFY_AUTOLOAD_TYPESCRIPT \?\?=)/.test(readFileSync(f, 'utf8')),
    );
    expect(offenders).toEqual([]);
    const read = new Set<string>();
    for (const f of files)
      for (const m of readFileSync(f, 'utf8').matchAll(/(?:serverSettings\(\)|env)\.([A-Z][A-Z0-9_]{2,})\b/g))
        read.add(m[1]!);
    const known = (name: string) => name in VARIABLES || VARIABLE_FAMILIES.some((f) => f.match.test(name));
    expect([...read].filter((name) => !known(name) && name !== 'FASTIFY_AUTOLOAD_TYPESCRIPT')).toEqual([]);
  });
});
