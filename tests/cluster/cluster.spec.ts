/**
 * Two API nodes on one PostgreSQL behave as one site (docs/scaling.md "The two-node test"; the
 * cluster is started by ./globalSetup.ts: nodes A and B, two in-house vendor processes on the
 * vendor's database, HAProxy in front of both tiers):
 * 1. a deposit completed through node A raises the header balance of a browser whose page and
 *    site socket are on node B, without a reload (the balance event crosses on the bus);
 * 2. an operator's live configuration change saved on node B reaches a browser on node A, and a
 *    browser that came through the balancer, without a reload;
 * 3. a route's rate limit counts the requests of one client on both nodes together;
 * 4. a member registered with a captcha and a payload key fetched from node A and sent to node B
 *    (shared captcha answers and key pair) is locked after 100 failed logins spread over both
 *    nodes, each with a human check fetched from the other node (shared signing key), and the lock
 *    holds on both;
 * 5. with both nodes' settlement schedulers ticking every 500 ms, the closed hours are settled
 *    once: one settlement row per hour, one payout transfer of the right amount, the ledger clean,
 *    and the job ran about once per interval across the two nodes, not once per node;
 * 6. a member launches an in-house game through the balancer and plays rounds through each vendor
 *    process in turn (one session, its nonces never reused), places a lottery bet on vendor 1,
 *    vendor 1 is killed, the session plays on through the balancer and vendor 2 draws and pays
 *    the bet: the balance is the deposit less the stakes plus the wins, and the ledger is clean.
 */
import { spawnSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import i18next, { type TFunction } from 'i18next';
import pg from 'pg';
import { ENDPOINTS } from '../../contract/endpoints';
import type { ApiEnvelope, SiteConfig } from '../../contract/types';
import { encryptPayload, type PayloadKey } from '../../src/api/secure';
import { resources } from '../../src/i18n';
import { registerMember } from '../e2e/authSupport';
import type { ClusterUnderTest } from './globalSetup';
import { apiSignIn } from '../e2e/consoleSupport';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const cluster = (): ClusterUnderTest => JSON.parse(process.env.CLUSTER_TEST ?? 'null') as ClusterUnderTest;

type Envelope<T = any> = ApiEnvelope<T> & { code: string | number };

/** A JSON call to `base` (a node or the balancer); `ip` is the client address the balancer would forward. */
async function call<T = any>(
  base: string,
  method: string,
  url: string,
  options: { token?: string; body?: unknown; ip?: string; cookie?: string } = {},
): Promise<{ status: number; body: Envelope<T>; headers: Headers }> {
  const headers: Record<string, string> = { 'accept-language': 'en' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.ip) headers['x-forwarded-for'] = options.ip;
  if (options.cookie) headers.cookie = options.cookie;
  const res = await fetch(`${base}${url}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    redirect: 'manual',
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as Envelope<T>, headers: res.headers };
}

/** `body` encrypted with the payload key node `keyFrom` answers, sent to `to`. */
async function secureCall<T = any>(
  keyFrom: string,
  to: string,
  method: string,
  url: string,
  body: unknown,
  options: { ip?: string; cookie?: string } = {},
) {
  const key = (await call<PayloadKey>(keyFrom, 'GET', ENDPOINTS.securityKey, { ip: options.ip })).body.value;
  return call<T>(to, method, url, { ...options, body: await encryptPayload(key, body, globalThis.crypto.subtle) });
}

/** A human check fetched from node `from` and solved as the ALTCHA widget does. */
async function humanCheck(from: string, ip: string): Promise<string> {
  const res = await call<Challenge>(from, 'GET', ENDPOINTS.humanCheck, { ip });
  expect(res.status, 'a human-check challenge').toBe(200);
  const solution = await solveChallenge({ challenge: res.body.value, deriveKey });
  if (!solution) throw new Error('human check not solved');
  return Buffer.from(JSON.stringify({ challenge: res.body.value, solution })).toString('base64');
}

async function makeT(): Promise<TFunction> {
  const instance = i18next.createInstance();
  await instance.init({ resources, lng: 'TW', fallbackLng: 'TW', interpolation: { escapeValue: false } });
  return instance.t.bind(instance);
}

/** A page of `base` in TW without the announcement popups, recording its websockets. */
async function openPage(
  browser: Browser,
  base: string,
): Promise<{ page: Page; sockets: string[]; close(): Promise<void> }> {
  const context = await browser.newContext({ baseURL: base });
  await context.addInitScript(() => {
    localStorage.setItem('lang', 'TW');
    sessionStorage.setItem('ANONYMOUS_POPUP', 'closed');
    sessionStorage.setItem('USER_POPUP', 'closed');
  });
  const page = await context.newPage();
  const sockets: string[] = [];
  page.on('websocket', (ws) => sockets.push(ws.url()));
  return { page, sockets, close: () => context.close() };
}

const markNotReloaded = (page: Page) =>
  page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
const notReloaded = (page: Page) =>
  page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded === true);
const portOf = (url: string) => new URL(url).port;
let serial = 0;
/** A unique name of `prefix` and this run (letters and digits, 6 to 16 long). */
const uniqueName = (prefix: string) => `${prefix}${(Date.now() % 1e8).toString(36)}${(serial++).toString(36)}`;
const uniqueMobile = () => `13${String(Date.now() % 1e8).padStart(8, '0')}${serial++ % 10}`.slice(0, 11);

async function query<T>(sql: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: cluster().databaseUrl });
  await client.connect();
  try {
    return (await client.query(sql, values)).rows as T[];
  } finally {
    await client.end();
  }
}

test('a deposit completed through node A updates the header of a browser on node B without a reload', async ({
  browser,
}) => {
  const [A, B] = cluster().nodes as [string, string];
  const t = await makeT();
  const { page, sockets, close } = await openPage(browser, B);
  await registerMember(page, t, uniqueName('clu'), 'Abc12345', uniqueMobile());
  const balance = page.getByTestId('header-balance');
  await expect(balance).toHaveText('¥ 0.00');
  await expect
    .poll(() => sockets.some((url) => url.startsWith(`ws://127.0.0.1:${portOf(B)}/api/ws`) && url.includes('token=')))
    .toBe(true);
  expect(sockets.every((url) => portOf(url) === portOf(B))).toBe(true); // the member's socket is on node B only
  await markNotReloaded(page);

  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  expect(token).toBeTruthy();
  const order = await call(A, 'POST', ENDPOINTS.depositOrders, {
    token: token!,
    body: { channel: 'DEMOPAY', amount: '500' },
  });
  expect(order.body.success, order.body.message).toBe(true);
  const paid = await fetch(`${A}${order.body.value.redirectUrl as string}/pay`, { method: 'POST', redirect: 'manual' });
  expect(paid.status).toBe(303); // node A's gateway called node A's callback: the deposit is credited there

  await expect(balance).toHaveText('¥ 500.00', { timeout: 10_000 });
  expect(await notReloaded(page)).toBe(true);
  await close();
});

test("an operator's live configuration change saved on node B reaches browsers on node A and through the balancer", async ({
  browser,
}) => {
  const [A, B] = cluster().nodes as [string, string];
  const t = await makeT();
  const onA = await openPage(browser, A);
  const viaBalancer = await openPage(browser, cluster().balancer);
  const tabs = [] as ReturnType<Page['getByRole']>[];
  for (const { page } of [onA, viaBalancer]) {
    await page.goto('/register');
    const tab = page.getByTestId('register-modal').getByRole('tab', { name: t('modals.auth.registerMobile') });
    await expect(tab).toBeVisible();
    await markNotReloaded(page);
    tabs.push(tab);
  }
  expect(onA.sockets.length).toBeGreaterThan(0);
  expect(onA.sockets.every((url) => portOf(url) === portOf(A))).toBe(true);
  expect(viaBalancer.sockets.every((url) => portOf(url) === portOf(cluster().balancer))).toBe(true);

  const operator = await apiSignIn(async (url, body) => (await call(B, 'POST', url, { body })).body);
  const setMobileRegistration = async (enabled: boolean) => {
    const current = (
      await call<{ version: number; config: SiteConfig }>(B, 'GET', ENDPOINTS.consoleConfig, { token: operator })
    ).body.value;
    const next = structuredClone(current.config);
    const walk = (nodes: SiteConfig['permission']['whitelabel']): void =>
      nodes.forEach((n) => {
        if (n.modId === 'MOBILENUMREG3') n.enabled = enabled;
        walk(n.childrenNodes);
      });
    walk(next.permission.whitelabel);
    const saved = await call(B, 'PUT', ENDPOINTS.consoleConfig, {
      token: operator,
      body: {
        config: next,
        baseVersion: current.version,
        note: `cluster test: MOBILENUMREG3 ${enabled ? 'on' : 'off'}`,
      },
    });
    expect(saved.body.success, saved.body.message).toBe(true);
  };

  await setMobileRegistration(false);
  for (const tab of tabs) await expect(tab).toHaveCount(0, { timeout: 5_000 });
  await setMobileRegistration(true);
  for (const tab of tabs) await expect(tab).toBeVisible({ timeout: 5_000 });
  for (const { page } of [onA, viaBalancer]) expect(await notReloaded(page)).toBe(true);
  await onA.close();
  await viaBalancer.close();
});

test('a rate limit counts one client’s requests on both nodes together', async () => {
  const [A, B] = cluster().nodes as [string, string];
  const ip = `10.91.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
  // GET human-check: 60 a minute per client address (server/routes/auth/common.ts LIMITS.check)
  const statuses: number[] = [];
  const remaining: number[] = [];
  for (let i = 0; i < 60; i++) {
    const res = await call(i % 2 === 0 ? A : B, 'GET', ENDPOINTS.humanCheck, { ip });
    statuses.push(res.status);
    remaining.push(Number(res.headers.get('x-ratelimit-remaining')));
  }
  expect(statuses.every((s) => s === 200)).toBe(true);
  expect(remaining).toEqual(Array.from({ length: 60 }, (_, i) => 59 - i)); // one count, whichever node answered
  const overA = await call(A, 'GET', ENDPOINTS.humanCheck, { ip });
  const overB = await call(B, 'GET', ENDPOINTS.humanCheck, { ip });
  expect([overA.status, overB.status]).toEqual([429, 429]);
  expect(overB.body.code).toBe('RATE_LIMITED');
  // another client is not affected
  expect(
    (await call(B, 'GET', ENDPOINTS.humanCheck, { ip: `${ip.split('.').slice(0, 3).join('.')}.251` })).status,
  ).toBe(200);
});

test('a login lockout holds across both nodes (captcha, payload key and human check shared)', async () => {
  const [A, B] = cluster().nodes as [string, string];
  const username = uniqueName('lock');
  const password = 'Abc12345';
  const ip = (i: number) => `10.92.${Math.floor(i / 250)}.${i % 250}`;

  // register on node B with a captcha and a payload key that node A handed out
  const captcha = await fetch(`${A}${ENDPOINTS.captcha}`, { headers: { 'x-forwarded-for': ip(999) } });
  const captchaId = /captcha_id=([^;]+)/.exec(captcha.headers.get('set-cookie') ?? '')?.[1];
  expect(captchaId, 'the captcha cookie').toBeTruthy();
  const answer = ((await (await fetch(`${B}/dev/captcha.json?id=${captchaId}`)).json()) as { answer: string | null })
    .answer;
  expect(answer, "node B reads node A's captcha answer (dev page)").toMatch(/^\d{4}$/);
  const registered = await secureCall(
    A,
    B,
    'PUT',
    ENDPOINTS.register,
    {
      username,
      password,
      confirmPassword: password,
      paymentPassword: '123456',
      mobileNum: uniqueMobile(),
      captcha: answer,
    },
    { ip: ip(999), cookie: `captcha_id=${captchaId}` },
  );
  expect(registered.body.success, `${registered.body.code} ${registered.body.message}`).toBe(true);

  // 100 failed logins, alternating nodes, each with a human check from the other node
  const codes = new Set<string>();
  for (let i = 0; i < 100; i++) {
    const [to, other] = i % 2 === 0 ? [A, B] : [B, A];
    const res = await secureCall(
      other,
      to,
      'POST',
      ENDPOINTS.login,
      { username, password: 'Wrong12345', type: 'username', altcha: await humanCheck(other, ip(i)) },
      { ip: ip(i) },
    );
    expect(res.status, `attempt ${i + 1}: ${res.body.code}`).toBeLessThan(500);
    codes.add(String(res.body.code));
  }
  expect([...codes].sort()).toEqual(['BAD_CREDENTIALS', 'CAPTCHA_REQUIRED']); // 3 wrong passwords, then the captcha is asked for (and each refusal counts)
  for (const node of [A, B]) {
    const locked = await secureCall(
      node,
      node,
      'POST',
      ENDPOINTS.login,
      { username, password, type: 'username', altcha: await humanCheck(node, ip(500)) },
      { ip: ip(500) },
    );
    expect([locked.status, locked.body.code]).toEqual([429, 'ACCOUNT_LOCKED']);
  }
});

test('a settlement period is paid once with both nodes running their schedulers', async () => {
  const { databaseUrl, settleIntervalMs } = cluster();
  const jobRuns = async () =>
    (
      await query<{ runs: string; node: string }>(
        "select runs::text, node from cluster_job_runs where job = 'contract-settlement'",
      )
    )[0];
  const before = await jobRuns();
  expect(before, 'the nodes have been settling').toBeTruthy();
  const startedAt = Date.now();

  const fixture = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'tests/server/support/clusterFixture.ts', 'settlement'],
    { cwd: ROOT, env: { ...process.env, DATABASE_URL: databaseUrl, NODE_OPTIONS: '' }, encoding: 'utf8' },
  );
  expect(fixture.status, fixture.stderr).toBe(0);
  const { contractId, periodKey, payout } = JSON.parse(fixture.stdout.trim().split('\n').at(-1)!) as {
    contractId: number;
    periodKey: string;
    payout: string;
  };

  const settlements = () =>
    query<{ period_key: string; payout: string; state: string }>(
      'select period_key, payout::text, state from contract_settlements where contract_id = $1 order by period_start',
      [contractId],
    );
  await expect.poll(async () => (await settlements()).length, { timeout: 30_000 }).toBe(3);
  // a few more ticks of both nodes: nothing more may happen
  await new Promise((resolve) => setTimeout(resolve, 6 * settleIntervalMs));
  const rows = await settlements();
  expect(rows.map((r) => r.period_key).filter((k) => k === periodKey)).toHaveLength(1);
  expect(new Set(rows.map((r) => r.period_key)).size).toBe(3);
  expect(rows.find((r) => r.period_key === periodKey)).toMatchObject({ payout, state: 'paid' });
  const transfers = await query<{ key: string; amount: string }>(
    'select idempotency_key as key, amount::text from ledger_transfers where idempotency_key like $1',
    [`contract:${contractId}:%`],
  );
  expect(transfers).toEqual([{ key: `contract:${contractId}:${periodKey}`, amount: payout }]);

  // about one run per interval across both nodes (two uncoordinated nodes would make about two)
  const after = await jobRuns();
  const elapsed = Date.now() - startedAt;
  const runs = Number(after!.runs) - Number(before!.runs);
  const slack = Math.min(1_000, Math.floor(settleIntervalMs / 10));
  expect(runs).toBeGreaterThan(0);
  expect(runs).toBeLessThanOrEqual(Math.ceil(elapsed / (settleIntervalMs - slack)) + 1);

  const check = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/ledger-check.ts'], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl, NODE_OPTIONS: '' },
    encoding: 'utf8',
  });
  expect(check.status, check.stdout).toBe(0);
});

test('an in-house game plays through both vendor processes, and on through the balancer after one dies', async ({
  browser,
}) => {
  const { balancer, vendor, vendors, databaseUrl } = cluster();
  const [A] = cluster().nodes as [string, string];
  expect(vendors).toHaveLength(2);
  const t = await makeT();
  const { page, close } = await openPage(browser, balancer);
  await registerMember(page, t, uniqueName('ven'), 'Abc12345', uniqueMobile());
  const token = (await page.evaluate(() => sessionStorage.getItem('token')))!;
  expect(token).toBeTruthy();
  await close();
  const order = await call(A, 'POST', ENDPOINTS.depositOrders, { token, body: { channel: 'DEMOPAY', amount: '500' } });
  expect(order.body.success, order.body.message).toBe(true);
  expect(
    (await fetch(`${A}${order.body.value.redirectUrl as string}/pay`, { method: 'POST', redirect: 'manual' })).status,
  ).toBe(303);

  /** Launches in-house game `nodeId` through the balancer: the session of the game URL (on the vendor's balanced address). */
  const launch = async (nodeId: number) => {
    const res = await call<{ url: string }>(balancer, 'GET', `${ENDPOINTS.gameLaunch}?nodeId=${nodeId}&mode=real`, {
      token,
    });
    expect(res.body.success, `launch ${nodeId}: ${res.body.code} ${res.body.message}`).toBe(true);
    expect(res.body.value.url.startsWith(`${vendor}/play/`)).toBe(true);
    return new URL(res.body.value.url).searchParams.get('session')!;
  };
  const house = async <T = any>(
    base: string,
    path: string,
    session: string,
    body?: unknown,
  ): Promise<{ status: number; body: T }> => {
    const res = await fetch(`${base}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'x-house-session': session, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as T };
  };
  const minor = (text: string) => BigInt(text.replace('.', ''));
  type Spin = { round: { totalWin: string }; fair: { nonce: number } };

  const slot = await launch(90001);
  const spins: { status: number; body: Spin }[] = [];
  for (const v of [vendors[0]!, vendors[1]!, vendors[0]!, vendors[1]!])
    spins.push(await house<Spin>(v.url, '/api/slot/spin', slot, { stake: '2.00' }));
  expect(spins.map((r) => [r.status, r.body.fair?.nonce])).toEqual([
    [200, 0],
    [200, 1],
    [200, 2],
    [200, 3],
  ]);

  // A one-minute lottery bet placed on vendor 1 (not in the last seconds before a draw).
  const lotto = await launch(90009);
  let bet: { status: number; body: { bet: { roundId: string } } } | null = null;
  for (let i = 0; i < 5 && bet?.status !== 200; i++) {
    bet = await house(vendors[0]!.url, '/api/elottery/bet', lotto, { pick: { kind: 'big' }, stake: '5.00' });
    if (bet.status !== 200) await new Promise((resolve) => setTimeout(resolve, 3_000));
  }
  expect(bet!.status, JSON.stringify(bet!.body)).toBe(200);
  const roundId = bet!.body.bet.roundId;

  // Vendor 1 dies; the session plays on through the balancer, vendor 2 draws and pays the bet.
  process.kill(vendors[0]!.pid, 'SIGKILL');
  for (let i = 0; i < 4; i++) spins.push(await house<Spin>(vendor, '/api/slot/spin', slot, { stake: '2.00' }));
  expect(spins.slice(4).map((r) => [r.status, r.body.fair?.nonce])).toEqual([
    [200, 4],
    [200, 5],
    [200, 6],
    [200, 7],
  ]);
  const raw = JSON.stringify({ gameCode: 'BGS_ELOTT' });
  const secret = process.env.VENDOR_BGS_SECRET || 'dev-only-bgs-secret-0123456789abcdef';
  const drawn = await fetch(`${vendor}/dev/draws/run`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-vendor-code': 'BGS',
      'x-signature': createHmac('sha256', secret).update(raw).digest('hex'),
    },
    body: raw,
  });
  expect(drawn.status).toBe(200);
  const round = async () =>
    (
      await query<{ status: string; stake: string; win: string }>(
        'select status, stake_minor::text as stake, win_minor::text as win from game_rounds where round_id = $1',
        [roundId],
      )
    )[0];
  await expect.poll(async () => (await round())?.status, { timeout: 30_000 }).toBe('settled');
  const settled = (await round())!;
  expect(settled.stake).toBe('500');
  const shown = await house<{ bets: { roundId: string; status: string; win: string }[] }>(
    vendor,
    '/api/elottery/state',
    lotto,
  );
  expect(shown.body.bets.find((b) => b.roundId === roundId)).toMatchObject({
    status: BigInt(settled.win) > 0n ? 'won' : 'lost',
    win: (Number(settled.win) / 100).toFixed(2),
  });

  const won = spins.reduce((sum, r) => sum + minor(r.body.round.totalWin), 0n) + BigInt(settled.win);
  const balance = await call<{ balance: string }>(balancer, 'GET', ENDPOINTS.walletBalance, { token });
  expect(minor(balance.body.value.balance)).toBe(50_000n - 8n * 200n - 500n + won);
  const check = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/ledger-check.ts'], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl, NODE_OPTIONS: '' },
    encoding: 'utf8',
  });
  expect(check.status, check.stdout).toBe(0);
});
