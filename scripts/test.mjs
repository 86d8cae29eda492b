#!/usr/bin/env node
/**
 * `npm test`: the whole test suite, as CI runs it.
 *   1. typecheck (front end, tests and server), counted as one check, then the lint (`npm run lint`:
 *      ESLint with the import boundaries of eslint.config.js, and `prettier --check .`), one check too;
 *   2. jest (web + server projects) with a JSON report;
 *   3. the ledger, money and vendor-protocol server suites again on PostgreSQL (PostgreSQL from
 *      Debian, installed and started when missing and running as root: scripts/postgres.mjs;
 *      TEST_POSTGRES_URL names another server), with the cluster's own parts (docs/scaling.md
 *      "Tests on two databases");
 *   4. the front-end build and the Playwright e2e tests in the system Chromium (installed with
 *      apt-get when missing and running as root);
 *   5. the two-node cluster test (tests/cluster: two API nodes on PostgreSQL behind HAProxy,
 *      installed with apt-get when missing), on the build of step 4.
 * Ends with the line `N passed, N failed` (the real totals of all of them) and exits non-zero on
 * any failure. E2E=0 skips steps 4 and 5, PG_TESTS=0 steps 3 and 5 (for quick local runs; CI
 * never sets them).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import pg from 'pg';
import { databaseUrl, ensurePostgres } from './postgres.mjs';

const results = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
mkdirSync('test-results', { recursive: true });

/** Each command's wall time, printed at the end (where CI's minutes go). */
const timings = [];

/** Runs a command with inherited stdio; returns its exit code. */
function run(cmd, args, env = {}) {
  console.log(`\n$ ${cmd} ${args.join(' ')}`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  timings.push([
    `${cmd} ${args.filter((a) => !a.startsWith('--json') && !a.startsWith('--outputFile')).join(' ')}`,
    Date.now() - started,
  ]);
  return r.status ?? 1;
}

function count(name, ok) {
  if (ok) results.passed += 1;
  else {
    results.failed += 1;
    failures.push(name);
  }
}

// 1. typecheck
count('typecheck', run('npm', ['run', '--silent', 'typecheck']) === 0);
count('lint', run('npm', ['run', '--silent', 'lint']) === 0);

/**
 * Runs jest with `args` and `env`, writing its JSON report to test-results/<name>.json, and adds
 * its totals; `label` prefixes the failures.
 */
function jest(name, label, args, env = {}) {
  const report = `test-results/${name}.json`;
  rmSync(report, { force: true });
  const failedBefore = results.failed;
  // --forceExit: a leaked handle must not hang CI for its 90 minutes (jest still names the leak).
  const code = run('npx', ['jest', '--json', `--outputFile=${report}`, '--forceExit', ...args], {
    NODE_OPTIONS: '--experimental-vm-modules',
    ...env,
  });
  if (existsSync(report)) {
    const j = JSON.parse(readFileSync(report, 'utf8'));
    results.passed += j.numPassedTests;
    results.failed += j.numFailedTests;
    results.skipped += j.numPendingTests + (j.numTodoTests ?? 0);
    // A suite that fails to load has no failed tests but is a failure all the same.
    const brokenSuites = j.testResults.filter(
      (s) => s.status === 'failed' && s.assertionResults.every((a) => a.status !== 'failed'),
    );
    for (const s of brokenSuites) count(`${label} suite ${s.name}`, false);
    for (const s of j.testResults)
      for (const a of s.assertionResults) if (a.status === 'failed') failures.push(`${label}: ${a.fullName}`);
  } else {
    count(`${label} (no report)`, false);
  }
  if (code !== 0 && results.failed === failedBefore) count(`${label} exit code`, false);
}

/** Adds the totals of a Playwright JSON report; `label` prefixes the failures. */
function playwright(label, code, report) {
  if (existsSync(report)) {
    const p = JSON.parse(readFileSync(report, 'utf8'));
    results.passed += p.stats.expected + (p.stats.flaky ?? 0);
    results.failed += p.stats.unexpected;
    results.skipped += p.stats.skipped;
    const walk = (suite) => {
      for (const s of suite.suites ?? []) walk(s);
      for (const spec of suite.specs ?? []) if (!spec.ok) failures.push(`${label}: ${spec.file} ${spec.title}`);
    };
    for (const s of p.suites) walk(s);
    if (p.stats.expected + p.stats.unexpected === 0 && code !== 0) count(`${label} (nothing ran)`, false);
    return p.stats.unexpected;
  }
  count(`${label} (no report)`, false);
  return 1;
}

// 2. jest
jest('jest', 'jest', []);

// 3. the ledger, money and vendor-protocol suites on PostgreSQL (the same files, the second database)
const PG_SUITES = [
  'tests/server/ledger/ledger.test.ts',
  'tests/server/services/wallet/wallet.test.ts',
  'tests/server/services/wallet/property.test.ts',
  'tests/server/services/payments/deposit.test.ts',
  'tests/server/services/payments/withdraw.test.ts',
  'tests/server/routes/socket/socket.test.ts',
  'tests/server/services/vendor-protocol/protocol.test.ts',
  'tests/server/services/payments/replay.test.ts',
  'tests/server/services/lottery/tickets.test.ts',
  'tests/server/cluster/cluster.test.ts',
  'tests/server/vendors/house/database.test.ts',
];
const pgTests = process.env.PG_TESTS !== '0';
const pgAdmin = pgTests
  ? process.env.TEST_POSTGRES_URL?.trim() || ensurePostgres({ role: 'cluster', password: 'cluster' })?.url
  : null;
if (pgTests && !pgAdmin) count('PostgreSQL suites (PostgreSQL not available)', false);
if (pgAdmin) {
  // ledger.test.ts runs its own PostgreSQL suite when DATABASE_URL is set: a scratch database of this run
  const scratch = `wlledger_${process.pid}`;
  const admin = async (sql) => {
    const client = new pg.Client({ connectionString: pgAdmin });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  const made = await admin(`create database "${scratch}"`).then(
    () => true,
    (err) => (console.error(`PostgreSQL: ${err.message}`), false),
  );
  if (!made) count('PostgreSQL scratch database', false);
  else {
    jest('jest-postgres', 'jest on PostgreSQL', PG_SUITES, {
      TEST_DATABASE: 'postgres',
      TEST_POSTGRES_URL: pgAdmin,
      DATABASE_URL: databaseUrl(pgAdmin, scratch),
    });
    await admin(`drop database if exists "${scratch}" with (force)`).catch((err) =>
      console.error(`PostgreSQL: ${scratch} not dropped: ${err.message}`),
    );
  }
}

// 4. e2e
if (process.env.E2E !== '0') {
  const e2eCode = run('node', ['scripts/e2e.mjs']);
  if (playwright('e2e', e2eCode, 'test-results/e2e-report.json') === 0 && e2eCode !== 0) count('e2e exit code', false);

  // 5. two API nodes on PostgreSQL behind HAProxy (on the build e2e made)
  if (pgAdmin) {
    const report = 'test-results/cluster-report.json';
    rmSync(report, { force: true });
    const clusterCode = run('npx', ['playwright', 'test', '-c', 'tests/cluster/playwright.config.ts'], {
      CLUSTER_ADMIN_URL: pgAdmin,
    });
    if (playwright('cluster', clusterCode, report) === 0 && clusterCode !== 0) count('cluster exit code', false);
  }
}

console.log('\nTimes:');
for (const [what, ms] of timings) console.log(`  ${(ms / 60_000).toFixed(1).padStart(5)} min  ${what.slice(0, 100)}`);
if (failures.length) {
  console.log('\nFailures:');
  for (const f of failures) console.log(`  - ${f}`);
}
console.log(`\n${results.passed} passed, ${results.failed} failed, ${results.skipped} skipped`);
process.exit(results.failed > 0 ? 1 : 0);
