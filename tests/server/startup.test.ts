import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../../server/db/open.ts';
import { loadDefaultSiteConfig, prepareDatabase } from '../../server/db/prepare.ts';
import { merchants } from '../../server/db/schema.ts';
import { REPO_ROOT } from '../../server/paths.ts';
import { loadSiteConfigFile } from '../../server/siteConfig.ts';
import { seededTemplate } from './support/testApp.ts';

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `node --import tsx server/server.ts` with extra environment; `onLine` sees stdout lines. */
function runServer(
  env: Record<string, string>,
  onLine?: (line: string, child: ReturnType<typeof spawn>) => void,
): Promise<Run> {
  return new Promise((resolve) => {
    const { NODE_OPTIONS: _ignored, ...base } = process.env;
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
      cwd: REPO_ROOT,
      env: { ...base, LOG_LEVEL: 'info', DATABASE_URL: '', SITE_CONFIG: '', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      for (const line of chunk.toString().split('\n')) if (line) onLine?.(line, child);
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

let work: string;
beforeAll(() => {
  work = mkdtempSync(path.join(tmpdir(), 'wl-start-'));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('server process', () => {
  const dataDir = () => path.join(work, 'data');

  it('starts on a fresh DATA_DIR, serves, and exits 0 on SIGTERM', async () => {
    let status: unknown = null;
    const run = await runServer({ PORT: '0', DATA_DIR: dataDir() }, (line, child) => {
      const match = /Site and API at (http:\/\/[\d.]+:\d+)/.exec(line);
      if (!match) return;
      fetch(`${match[1]}/api/system/status`)
        .then((res) => res.json())
        .then((body) => (status = body))
        .finally(() => child.kill('SIGTERM'));
    });
    expect(run.code).toBe(0);
    expect(status).toMatchObject({ success: true, value: { status: 0 } });
    expect(run.stdout).toContain('database seeded (first start)');
    expect(run.stdout).toContain('shutting down');
    expect(readdirSync(dataDir())).toContain('PG_VERSION');
  }, 120_000);

  it('prints one clear line and exits 1 when the port is taken', async () => {
    const blocker: Server = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as { port: number }).port;
    try {
      const run = await runServer({ PORT: String(port), DATA_DIR: dataDir() });
      expect(run.code).toBe(1);
      expect(run.stderr.trim()).toBe(
        `Port ${port} on 127.0.0.1 is already in use: stop the other server or set PORT to a free port.`,
      );
    } finally {
      blocker.close();
    }
  }, 120_000);

  it('exits 1 with the reason when DATA_DIR cannot be used', async () => {
    const file = path.join(work, 'not-a-dir');
    writeFileSync(file, 'x');
    const run = await runServer({ PORT: '0', DATA_DIR: path.join(file, 'data') });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      `Cannot open the database at DATA_DIR=${path.join(file, 'data')}: ${file} is a file, not a directory`,
    );
  }, 60_000);

  it('exits 1 when DATABASE_URL is unreachable', async () => {
    const run = await runServer({ PORT: '0', DATABASE_URL: 'postgres://nobody:secret@127.0.0.1:1/none' });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(
      /^Cannot open the database at DATABASE_URL=postgres:\/\/nobody:\*\*\*@127\.0\.0\.1:1\/none: .*ECONNREFUSED/,
    );
    expect(run.stderr).not.toContain('secret');
  }, 60_000);

  it('refuses an invalid SITE_CONFIG, printing every error with its JSON pointer', async () => {
    const run = await runServer({
      PORT: '0',
      DATA_DIR: dataDir(),
      SITE_CONFIG: 'config-samples/invalid/wrong-types.json',
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      'SITE_CONFIG config-samples/invalid/wrong-types.json is not a valid site configuration',
    );
    expect(run.stderr).toContain('/permission/whitelabel/0/enabled: must be of type boolean');
    expect(run.stderr).toContain('/contractSettings/divtypereq: must be of type integer');
  }, 60_000);
});

describe('site configuration checks', () => {
  it('accepts every sample and refuses every invalid one with the shared checker', async () => {
    const dir = path.join(REPO_ROOT, 'config-samples');
    for (const name of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
      const result = await loadSiteConfigFile(path.join(dir, name));
      expect({ name, ok: result.ok }).toEqual({ name, ok: true });
    }
    for (const name of readdirSync(path.join(dir, 'invalid')).filter((f) => f.endsWith('.json'))) {
      const result = await loadSiteConfigFile(path.join(dir, 'invalid', name));
      expect({ name, ok: result.ok }).toEqual({ name, ok: false });
      if (!result.ok)
        expect(result.problems.every((p) => typeof p.pointer === 'string' && p.message.length > 0)).toBe(true);
    }
  });

  it('applies SITE_CONFIG to DEMO for that run only; the next start without it restores the default', async () => {
    const opened = await openDatabase({ memory: true, loadDataDir: await seededTemplate() });
    try {
      const minimalPath = path.join(REPO_ROOT, 'config-samples', 'minimal.json');
      const minimal = await loadSiteConfigFile(minimalPath);
      if (!minimal.ok) throw new Error('minimal.json should be valid');
      const withSample = await prepareDatabase(opened, { siteConfig: { config: minimal.config, file: minimalPath } });
      expect(withSample).toMatchObject({ seeded: false, configSource: 'SITE_CONFIG:config-samples/minimal.json' });
      const [applied] = await opened.db.select().from(merchants).where(eq(merchants.code, 'DEMO'));
      expect(applied!.config).toEqual(minimal.config);

      const without = await prepareDatabase(opened);
      expect(without.configSource).toBe('seed:config-samples/default.json');
      const [restored] = await opened.db.select().from(merchants).where(eq(merchants.code, 'DEMO'));
      expect(restored!.config).toEqual(await loadDefaultSiteConfig());
    } finally {
      await opened.close();
    }
  });
});
