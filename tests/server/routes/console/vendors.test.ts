/**
 * The console's vendor integrations (README "Vendor integrations"; server/routes/console/vendorRoutes.ts)
 * against the platform and the sandbox vendor: operator only, maintenance of an integration and of
 * one game answered by the launch at once (and only then the maintenance message), key rotation
 * with the 15-minute grace of the previous key, URL validation, the audit rows, and the figures
 * computed from recorded calls.
 */
import { describe, expect, it } from '@jest/globals';
import { and, eq, like } from 'drizzle-orm';
import { games, operatorAudit, vendorIntegrations, vendors } from '../../../../server/db/schema.ts';
import { recordCall } from '../../../../server/services/vendor-ops/calls.ts';
import { KEY_GRACE_MS } from '../../../../server/services/vendor-ops/console.ts';
import { forgetIntegration } from '../../../../server/services/vendor-protocol/integrations.ts';
import { devSandboxSecret } from '../../../../server/vendors/house/sandbox/integrations.ts';
import { call } from '../../support/auth.ts';
import { vendorCall } from '../../services/vendor-protocol/support.ts';
import { startWorldPerFile, type HouseWorld } from '../../vendors/house/support.ts';
import { operatorSignIn } from '../../support/operator.ts';

let w: HouseWorld;
startWorldPerFile((world) => (w = world));

let operatorToken = '';
async function op<T = Record<string, unknown>>(
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  body?: unknown,
  language: 'EN' | 'TW' = 'EN',
) {
  if (!operatorToken) {
    operatorToken = await operatorSignIn(w.t.app);
  }
  return call<T>(w.t.app, method, url, body, { token: operatorToken, language });
}

/** The first two slot games of vendor PG (a sandbox integration). */
async function pgGames() {
  const rows = await w.t.db
    .select({ id: games.id, nodeId: games.nodeId, gameCode: games.gameCode })
    .from(games)
    .innerJoin(vendors, eq(vendors.id, games.vendorId))
    .where(and(eq(vendors.code, 'PG'), like(games.gameCode, 'PG-%')))
    .orderBy(games.id)
    .limit(2);
  return rows as [(typeof rows)[0], (typeof rows)[0]];
}

const launch = (nodeId: number, language: 'EN' | 'TW' = 'EN') =>
  call<{ url: string }>(w.t.app, 'GET', `/api/games/launch?nodeId=${nodeId}&mode=real`, undefined, {
    token: w.memberToken,
    language,
  });

interface View {
  code: string;
  status: string;
  maintenance: boolean;
  calls: number;
  errors: number;
  errorRate: number;
  meanMs: number | null;
  p95Ms: number | null;
  lastCallAt: string | null;
  keyFingerprint: string;
  previousKeyUntil: string | null;
  baseUrl: string;
  sandbox: boolean;
}

describe('console vendor integrations', () => {
  it('is for operators only: no token and a member token are refused 401, localised', async () => {
    const none = await call(w.t.app, 'GET', '/api/console/vendors', undefined, { language: 'EN' });
    expect([none.status, none.body.code]).toEqual([401, 'OPERATOR_NOT_LOGGED_IN']);
    const member = await call(
      w.t.app,
      'PUT',
      '/api/console/vendors/PG/maintenance',
      { on: true },
      {
        token: w.memberToken,
        language: 'TW',
      },
    );
    expect([member.status, member.body.code]).toEqual([401, 'OPERATOR_NOT_LOGGED_IN']);
    const [row] = await w.t.db.select().from(vendorIntegrations).where(eq(vendorIntegrations.code, 'PG'));
    expect(row!.maintenance).toBe(false);
  });

  it('lists every integration; a launch is recorded as a call of its integration', async () => {
    const [game] = await pgGames();
    expect((await launch(game.nodeId)).status).toBe(200);
    const res = await op<{ list: View[]; windowMinutes: number }>('GET', '/api/console/vendors');
    expect(res.status).toBe(200);
    expect(res.body.value.windowMinutes).toBe(60);
    const codes = res.body.value.list.map((v) => v.code);
    expect(codes).toEqual(expect.arrayContaining(['BGS', 'PG', 'EVO', 'SABA']));
    const pg = res.body.value.list.find((v) => v.code === 'PG')!;
    expect(pg).toMatchObject({ status: 'active', maintenance: false, sandbox: true, errors: 0 });
    expect(pg.calls).toBeGreaterThanOrEqual(1);
    expect(pg.lastCallAt).not.toBeNull();
  });

  it('computes error rate, mean and p95 latency from the recorded calls of the window, and calls a failing integration failing', async () => {
    const now = new Date();
    // 20 calls of 10, 20, ..., 200 ms; the 19th and 20th failed; one old call outside the window.
    recordCall(w.t.db, {
      integrationCode: 'BTI',
      operation: 'debit',
      ok: true,
      durationMs: 5000,
      at: new Date(now.getTime() - 2 * 3600_000),
    });
    for (let i = 1; i <= 20; i++)
      recordCall(w.t.db, { integrationCode: 'BTI', operation: 'debit', ok: i <= 18, durationMs: i * 10, at: now });
    const res = await op<{ list: View[] }>('GET', '/api/console/vendors?windowMinutes=60');
    const bti = res.body.value.list.find((v) => v.code === 'BTI')!;
    expect(bti).toMatchObject({ calls: 20, errors: 2, errorRate: 0.1, meanMs: 105, p95Ms: 190, status: 'failing' });
    const bad = await op('GET', '/api/console/vendors?windowMinutes=1');
    expect([bad.status, bad.body.code]).toEqual([400, 'BAD_REQUEST']);
  });

  it('puts a vendor in maintenance: the lobby marks its games and their launch answers the maintenance message at once, and both recover when lifted; audited', async () => {
    const [game] = await pgGames();
    const on = await op<{ integration: View }>('PUT', '/api/console/vendors/PG/maintenance', { on: true });
    expect([on.status, on.body.value.integration.status]).toEqual([200, 'maintenance']);
    const lobby = async () =>
      (
        await call<{ games: { gameCode: string; maintenance?: boolean }[] }>(
          w.t.app,
          'GET',
          '/api/games/list?gameType=RNG&vassalage=PG&pageSize=100',
          undefined,
          { language: 'EN' },
        )
      ).body.value.games;
    const marked = await lobby();
    expect(marked.length).toBeGreaterThan(0);
    expect(marked.every((g) => g.maintenance === true)).toBe(true);
    const refused = await launch(game.nodeId, 'TW');
    expect([refused.status, refused.body.code, refused.body.message]).toEqual([
      503,
      'GAME_MAINTENANCE',
      '遊戲維護中，請稍後再試或選擇其他遊戲',
    ]);
    const off = await op<{ integration: View }>('PUT', '/api/console/vendors/PG/maintenance', { on: false });
    expect(off.body.value.integration.status).not.toBe('maintenance');
    expect((await launch(game.nodeId)).status).toBe(200);
    expect((await lobby()).some((g) => g.maintenance)).toBe(false);
    const detail = await op<{ audit: { action: string; operator: string; before: unknown; after: unknown }[] }>(
      'GET',
      '/api/console/vendors/PG',
    );
    expect(detail.body.value.audit.slice(0, 2)).toEqual([
      expect.objectContaining({
        action: 'vendor.maintenance',
        operator: 'operator',
        before: { integration: 'PG', maintenance: true },
        after: { integration: 'PG', maintenance: false },
      }),
      expect.objectContaining({
        action: 'vendor.maintenance',
        before: { integration: 'PG', maintenance: false },
        after: { integration: 'PG', maintenance: true },
      }),
    ]);
  });

  it("puts one game in maintenance: that game answers maintenance, the vendor's other games still launch", async () => {
    const [first, second] = await pgGames();
    const list = await op<{ list: { gameId: number; maintenance: boolean }[]; total: number }>(
      'GET',
      `/api/console/vendors/PG/games?search=${encodeURIComponent(first.gameCode)}`,
    );
    expect(list.body.value.list).toEqual([expect.objectContaining({ gameId: first.id, maintenance: false })]);
    expect((await op('PUT', `/api/console/vendors/PG/games/${first.id}/maintenance`, { on: true })).status).toBe(200);
    expect((await launch(first.nodeId)).body.code).toBe('GAME_MAINTENANCE');
    expect((await launch(second.nodeId)).status).toBe(200);
    const marked = await op<{ list: { gameId: number; maintenance: boolean }[] }>(
      'GET',
      '/api/console/vendors/PG/games?pageSize=100',
    );
    expect(marked.body.value.list.find((g) => g.gameId === first.id)!.maintenance).toBe(true);
    expect((await op('PUT', `/api/console/vendors/PG/games/${first.id}/maintenance`, { on: false })).status).toBe(200);
    expect((await launch(first.nodeId)).status).toBe(200);
    // a game of another integration is not PG's
    const [evo] = await w.t.db.select({ id: games.id }).from(games).where(like(games.gameCode, 'EVO-%')).limit(1);
    const other = await op('PUT', `/api/console/vendors/PG/games/${evo!.id}/maintenance`, { on: true });
    expect([other.status, other.body.code]).toEqual([404, 'VENDOR_GAME_NOT_FOUND']);
    const extra = await op('PUT', `/api/console/vendors/PG/games/${first.id}/maintenance`, { on: 'maybe' });
    expect([extra.status, extra.body.code]).toEqual([400, 'BAD_REQUEST']);
  });

  it('rotates the key: calls signed with the new key pass, the old key only during its grace, then it is refused', async () => {
    const oldKey = devSandboxSecret('EVO');
    const balance = { playerToken: 'x'.repeat(43), currency: 'CNY' };
    const before = await vendorCall(w.t.app, 'balance', balance, { vendor: 'EVO', secret: oldKey });
    expect(before.status).toBe(200);
    const res = await op<{ key: string; keyFingerprint: string; previousKeyUntil: string }>(
      'POST',
      '/api/console/vendors/EVO/key',
      {},
    );
    expect(res.status).toBe(200);
    const { key, previousKeyUntil } = res.body.value;
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(new Date(previousKeyUntil).getTime() - Date.now()).toBeGreaterThan(KEY_GRACE_MS - 60_000);
    const fresh = await vendorCall(w.t.app, 'balance', balance, { vendor: 'EVO', secret: key });
    expect(fresh.status).toBe(200);
    const graced = await vendorCall(w.t.app, 'balance', balance, { vendor: 'EVO', secret: oldKey });
    expect(graced.status).toBe(200);
    // the answer to the old key is signed with the old key, so the vendor still on it can verify it
    const { createHmac } = await import('node:crypto');
    expect(graced.signature).toBe(createHmac('sha256', oldKey).update(graced.raw).digest('hex'));
    // the sandbox still signs EVO with the key it started with: its launches pass during the grace
    const [evoGame] = await w.t.db
      .select({ nodeId: games.nodeId })
      .from(games)
      .innerJoin(vendors, eq(vendors.id, games.vendorId))
      .where(and(eq(vendors.code, 'EVO'), like(games.nameEn, '%Baccarat%')))
      .limit(1);
    expect((await launch(evoGame!.nodeId)).status).toBe(200);
    // the grace ends
    await w.t.db
      .update(vendorIntegrations)
      .set({ previousSecretUntil: new Date(Date.now() - 1000) })
      .where(eq(vendorIntegrations.code, 'EVO'));
    forgetIntegration(w.t.db, 'EVO');
    const late = await vendorCall(w.t.app, 'balance', balance, { vendor: 'EVO', secret: oldKey });
    expect([late.status, late.body.status]).toEqual([401, 'INVALID_SIGNATURE']);
    expect((await vendorCall(w.t.app, 'balance', balance, { vendor: 'EVO', secret: key })).status).toBe(200);
    // ... and the sandbox, which reads its key only when it starts, is refused: "cannot be opened", not maintenance
    const refused = await launch(evoGame!.nodeId);
    expect([refused.status, refused.body.code]).toEqual([502, 'GAME_UNAVAILABLE']);
    const view = (await op<{ list: View[] }>('GET', '/api/console/vendors')).body.value.list.find(
      (v) => v.code === 'EVO',
    )!;
    expect(view.status).toBe('failing');
    // the audit row names the fingerprints, never a key
    const rows = await w.t.db.select().from(operatorAudit).where(eq(operatorAudit.action, 'vendor.rotateKey'));
    expect(rows).toHaveLength(1);
    const text = JSON.stringify(rows[0]);
    expect(text).not.toContain(key);
    expect(text).not.toContain(oldKey);
    expect(rows[0]!.after).toMatchObject({ integration: 'EVO', keyFingerprint: res.body.value.keyFingerprint });
  });

  it('changes the URL to a valid http(s) URL only, localised refusals; audited with both URLs', async () => {
    for (const url of [
      'ftp://pg.example',
      'pg.example',
      'https://user:pw@pg.example',
      'https://pg.example/?a=1',
      'javascript:alert(1)',
    ]) {
      const res = await op('PUT', '/api/console/vendors/SBO/url', { url }, 'TW');
      expect([url, res.status, res.body.code]).toEqual([url, 400, 'VENDOR_URL_INVALID']);
      expect(res.body.message).toMatch(/網址/);
    }
    expect((await op('PUT', '/api/console/vendors/SBO/url', {})).status).toBe(400);
    expect((await op('PUT', '/api/console/vendors/NOPE/url', { url: 'https://x.example' })).body.code).toBe(
      'VENDOR_INTEGRATION_NOT_FOUND',
    );
    const ok = await op<{ integration: View }>('PUT', '/api/console/vendors/SBO/url', {
      url: 'https://api.sbo.example/v1',
    });
    expect(ok.body.value.integration).toMatchObject({ baseUrl: 'https://api.sbo.example/v1', sandbox: false });
    const back = await op<{ integration: View }>('PUT', '/api/console/vendors/SBO/url', { url: 'in-house' });
    expect(back.body.value.integration.sandbox).toBe(true);
    const detail = await op<{ audit: { action: string; before: unknown; after: unknown }[] }>(
      'GET',
      '/api/console/vendors/SBO',
    );
    expect(detail.body.value.audit.map((a) => a.after)).toEqual([
      { integration: 'SBO', baseUrl: 'in-house' },
      { integration: 'SBO', baseUrl: 'https://api.sbo.example/v1' },
    ]);
  });
});
