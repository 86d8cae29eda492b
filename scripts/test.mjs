#!/usr/bin/env node
/**
 * `npm test`: the whole test suite, as CI runs it.
 *   1. typecheck (front end, tests and server), counted as one check;
 *   2. jest (web + server projects) with a JSON report;
 *   3. the front-end build and the Playwright e2e tests in the system Chromium (installed with
 *      apt-get when missing and running as root).
 * Ends with the line `N passed, N failed` (the real totals of all three) and exits non-zero on
 * any failure. E2E=0 skips step 3 (for quick local runs; CI never sets it).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const results = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
mkdirSync('test-results', { recursive: true });

/** Runs a command with inherited stdio; returns its exit code. */
function run(cmd, args, env = {}) {
  console.log(`\n$ ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
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

// 2. jest
const jestReport = 'test-results/jest.json';
rmSync(jestReport, { force: true });
// --forceExit: a leaked handle must not hang CI for its 90 minutes (jest still names the leak).
const jestCode = run('npx', ['jest', '--json', `--outputFile=${jestReport}`, '--forceExit'], { NODE_OPTIONS: '--experimental-vm-modules' });
if (existsSync(jestReport)) {
  const j = JSON.parse(readFileSync(jestReport, 'utf8'));
  results.passed += j.numPassedTests;
  results.failed += j.numFailedTests;
  results.skipped += j.numPendingTests + (j.numTodoTests ?? 0);
  // A suite that fails to load has no failed tests but is a failure all the same.
  const brokenSuites = j.testResults.filter((s) => s.status === 'failed' && s.assertionResults.every((a) => a.status !== 'failed'));
  for (const s of brokenSuites) count(`jest suite ${s.name}`, false);
  for (const s of j.testResults) for (const a of s.assertionResults) if (a.status === 'failed') failures.push(`jest: ${a.fullName}`);
} else {
  count('jest (no report)', false);
}
if (jestCode !== 0 && results.failed === 0) count('jest exit code', false);

// 3. e2e
if (process.env.E2E !== '0') {
  const e2eCode = run('node', ['scripts/e2e.mjs']);
  const report = 'test-results/e2e-report.json';
  if (existsSync(report)) {
    const p = JSON.parse(readFileSync(report, 'utf8'));
    results.passed += p.stats.expected + (p.stats.flaky ?? 0);
    results.failed += p.stats.unexpected;
    results.skipped += p.stats.skipped;
    const walk = (suite) => {
      for (const s of suite.suites ?? []) walk(s);
      for (const spec of suite.specs ?? []) if (!spec.ok) failures.push(`e2e: ${spec.file} ${spec.title}`);
    };
    for (const s of p.suites) walk(s);
    if (p.stats.expected + p.stats.unexpected === 0 && e2eCode !== 0) count('e2e (nothing ran)', false);
  } else {
    count('e2e (no report)', false);
  }
  if (e2eCode !== 0 && results.failed === 0) count('e2e exit code', false);
}

if (failures.length) {
  console.log('\nFailures:');
  for (const f of failures) console.log(`  - ${f}`);
}
console.log(`\n${results.passed} passed, ${results.failed} failed, ${results.skipped} skipped`);
process.exit(results.failed > 0 ? 1 : 0);
