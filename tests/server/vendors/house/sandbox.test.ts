/**
 * The sandbox provider end to end (docs/sandbox-provider.md; docs/vendor-protocol.md): catalogue
 * games of PG, EVO, FG, SABA and TCG launched through the platform's launch route, served by the
 * in-house vendor service under each vendor's own integration, their money moved through the
 * signed protocol and the ledger (the round recorded under the vendor's integration and catalogue
 * game), the page told the game's own name and artwork; a call signed with another vendor's secret
 * is refused on both sides.
 */
import { createHmac } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { and, eq } from 'drizzle-orm';
import { gameRounds, games, vendorIntegrations } from '../../../../server/db/schema.ts';
import type { Db } from '../../../../server/db/open.ts';
import { seedSandbox } from '../../../../server/db/seed/sandbox.ts';
import { balanceOf } from '../../../../server/ledger/index.ts';
import { findIntegration } from '../../../../server/services/vendor-protocol/integrations.ts';
import { issueToken } from '../../../../server/services/vendor-protocol/tokens.ts';
import { LOTTERY_RETURNS } from '../../../../server/vendors/house/games/lottery.ts';
import { devSandboxSecret, SANDBOX_BASE_URL } from '../../../../server/vendors/house/sandbox/integrations.ts';
import { MATCH_MS } from '../../../../server/vendors/house/service/sportsBook.ts';
import { call } from '../../support/auth.ts';
import { SECRET, vendorCall } from '../../services/vendor-protocol/support.ts';
import { launchSession, minor, play, roundOf, startWorldPerFile, type HouseWorld } from './support.ts';

let w: HouseWorld;
startWorldPerFile((world) => (w = world));

const wallet = async () => balanceOf(w.t.db, { kind: 'member', memberId: w.memberId, merchantId: w.merchantId });

/** The node id of catalogue game `gameCode`. */
async function nodeOf(gameCode: string): Promise<number> {
  const [row] = await w.t.db.select({ nodeId: games.nodeId }).from(games).where(eq(games.gameCode, gameCode));
  if (!row) throw new Error(`no game ${gameCode}`);
  return row.nodeId;
}

/** The node id of the first game of `vendor` named `name`. */
async function nodeNamed(vendor: string, name: string): Promise<{ nodeId: number; gameCode: string }> {
  const rows = await w.t.db
    .select({ nodeId: games.nodeId, gameCode: games.gameCode, nameEn: games.nameEn })
    .from(games)
    .where(eq(games.nameEn, name));
  const row = rows.find((r) => r.gameCode.startsWith(`${vendor}-`));
  if (!row) throw new Error(`no ${vendor} game ${name}`);
  return row;
}

/** The platform's record of `roundId` with its game code. */
async function recordOf(roundId: string) {
  const [row] = await w.t.db
    .select({
      integrationCode: gameRounds.integrationCode,
      gameCode: games.gameCode,
      status: gameRounds.status,
      stakeMinor: gameRounds.stakeMinor,
      winMinor: gameRounds.winMinor,
    })
    .from(gameRounds)
    .innerJoin(games, eq(games.id, gameRounds.gameId))
    .where(eq(gameRounds.roundId, roundId));
  return row;
}

/** A signed POST to the house as the platform makes it, as integration `code` with `secret`. */
async function houseCall(path: string, body: unknown, code: string, secret: string) {
  const raw = JSON.stringify(body);
  const res = await w.house.app.inject({
    method: 'POST',
    url: path,
    headers: {
      'content-type': 'application/json',
      'x-vendor-code': code,
      'x-signature': createHmac('sha256', secret).update(raw).digest('hex'),
    },
    payload: raw,
  });
  return { status: res.statusCode, body: res.json() as Record<string, unknown>, signature: res.headers['x-signature'] };
}

const launchBody = (gameCode: string) => ({
  requestId: 'sandbox-test-1',
  playerToken: 'x'.repeat(43),
  playerId: 'DEMO-1',
  nickname: 'demo',
  merchantCode: 'DEMO',
  currency: 'CNY',
  gameCode,
  language: 'EN',
  mode: 'trial',
  returnUrl: 'http://127.0.0.1:8080/',
  platformUrl: 'http://127.0.0.1:8080',
});

describe('sandbox integrations in the platform', () => {
  it('seeds one integration per catalogue vendor with its own development secret, following the house URL; seeding again adds nothing', async () => {
    const pg = await findIntegration(w.t.db, 'PG');
    const bgs = await findIntegration(w.t.db, 'BGS');
    expect(pg).toEqual({ code: 'PG', secret: devSandboxSecret('PG'), baseUrl: bgs!.baseUrl });
    expect(devSandboxSecret('PG')).not.toBe(devSandboxSecret('EVO'));
    const [row] = await w.t.db.select().from(vendorIntegrations).where(eq(vendorIntegrations.code, 'EVO'));
    expect(row!.baseUrl).toBe(SANDBOX_BASE_URL);
    expect(await w.t.db.transaction((tx) => seedSandbox(tx as unknown as Db))).toEqual([]);
  });

  it('never runs a sandbox integration on its development secret in production', async () => {
    expect(await findIntegration(w.t.db, 'PG', { NODE_ENV: 'production' })).toBeNull();
    expect(
      await findIntegration(w.t.db, 'PG', {
        NODE_ENV: 'production',
        VENDOR_PG_SECRET: 'a-real-secret-of-32-characters!!',
      }),
    ).toMatchObject({ code: 'PG', secret: 'a-real-secret-of-32-characters!!' });
    // Pointing the integration at the real vendor: VENDOR_<CODE>_URL wins over the house.
    expect(await findIntegration(w.t.db, 'PG', { VENDOR_PG_URL: 'https://pg.example' })).toMatchObject({
      baseUrl: 'https://pg.example',
    });
  });
});

describe('sandbox games played through the protocol', () => {
  it('plays a PG slot under the PG integration: debit and credit in the ledger, the page told its name and artwork', async () => {
    const node = await nodeOf('PG-001');
    const session = await launchSession(w, `nodeId=${node}&mode=real&language=EN`);
    const info = await play<{
      game: string;
      sandbox: { vendor: string; gameCode: string; kind: string; name: { TW: string; EN: string }; art: string };
    }>(w, 'GET', '/api/session', session);
    expect(info.status).toBe(200);
    const [seeded] = await w.t.db.select().from(games).where(eq(games.gameCode, 'PG-001'));
    expect(info.body).toMatchObject({
      game: 'BGS_SLOT',
      sandbox: { vendor: 'PG', gameCode: 'PG-001', kind: 'slot', name: { TW: seeded!.nameTw, EN: seeded!.nameEn } },
    });
    const art = await w.house.app.inject({ method: 'GET', url: info.body.sandbox.art });
    expect([art.statusCode, art.headers['content-type']]).toEqual([200, 'image/svg+xml; charset=utf-8']);
    expect(art.body).toContain('<svg');
    expect((await w.house.app.inject({ method: 'GET', url: '/api/sandbox/art/NOPE-001.svg' })).statusCode).toBe(404);

    const before = await wallet();
    const spin = await play<{ round: { totalWin: string; stake: string } }>(w, 'POST', '/api/slot/spin', session, {
      stake: '2.00',
    });
    expect(spin.status).toBe(200);
    const win = minor(spin.body.round.totalWin);
    expect(await wallet()).toBe(before - 200n + win);
    const [round] = await w.t.db
      .select()
      .from(gameRounds)
      .where(and(eq(gameRounds.integrationCode, 'PG'), eq(gameRounds.memberId, w.memberId)));
    expect(round).toMatchObject({ status: 'settled', stakeMinor: 200n, winMinor: win });
  });

  it('deals an EVO baccarat table under the EVO integration', async () => {
    const { nodeId, gameCode } = await nodeNamed('EVO', 'Baccarat Squeeze');
    const session = await launchSession(w, `nodeId=${nodeId}`);
    const before = await wallet();
    const deal = await play<{ round: { totalWin: string } }>(w, 'POST', '/api/baccarat/deal', session, {
      bets: { banker: '5.00' },
    });
    expect(deal.status).toBe(200);
    expect(await wallet()).toBe(before - 500n + minor(deal.body.round.totalWin));
    const rounds = await w.t.db
      .select({ gameCode: games.gameCode, stakeMinor: gameRounds.stakeMinor })
      .from(gameRounds)
      .innerJoin(games, eq(games.id, gameRounds.gameId))
      .where(eq(gameRounds.integrationCode, 'EVO'));
    expect(rounds).toEqual([{ gameCode, stakeMinor: 500n }]);
  });

  it('shoots a fish in an FG fishing game under the FG integration', async () => {
    const session = await launchSession(w, `nodeId=${await nodeOf('FG-001')}`);
    const before = await wallet();
    const shot = await play<{ round: { win: string } }>(w, 'POST', '/api/fishing/shoot', session, {
      stake: '1.00',
      fish: 'clownfish',
    });
    expect(shot.status).toBe(200);
    expect(await wallet()).toBe(before - 100n + minor(shot.body.round.win));
  });

  it('takes a SABA sports bet on the book and credits it when the match ends, under SABA', async () => {
    const session = await launchSession(w, 'vassalage=SABA');
    const board = await play<{ fixtures: { id: string; kickoff: string; odds: Record<string, string> }[] }>(
      w,
      'GET',
      '/api/sports/board',
      session,
    );
    const fixture = board.body.fixtures[0]!;
    const before = await wallet();
    const bet = await play<{ bet: { roundId: string } }>(w, 'POST', '/api/sports/bet', session, {
      fixtureId: fixture.id,
      pick: 'home',
      stake: '10.00',
    });
    expect(bet.status).toBe(200);
    expect(await wallet()).toBe(before - 1000n);
    expect(await recordOf(bet.body.bet.roundId)).toMatchObject({
      integrationCode: 'SABA',
      gameCode: 'SABA_BOOK',
      status: 'open',
      stakeMinor: 1000n,
    });
    w.clock.now = Date.parse(fixture.kickoff) + MATCH_MS;
    await w.house.tick();
    const settled = await recordOf(bet.body.bet.roundId);
    expect(settled).toMatchObject({ integrationCode: 'SABA', status: 'settled' });
    expect(await wallet()).toBe(before - 1000n + settled!.winMinor);
  });

  it('takes a TCG lottery ticket on the five-ball draw and settles it at the draw, under TCG', async () => {
    const { nodeId, gameCode } = await nodeNamed('TCG', 'Lucky SSC');
    const session = await launchSession(w, `nodeId=${nodeId}`);
    const state = await play<{ next: { drawId: string; drawAt: string } }>(w, 'GET', '/api/lottery/state', session);
    expect(state.status).toBe(200);
    const before = await wallet();
    const bet = await play<{ bet: { roundId: string } }>(w, 'POST', '/api/lottery/bet', session, {
      pick: { kind: 'big' },
      stake: '10.00',
    });
    expect(bet.status).toBe(200);
    expect(await recordOf(bet.body.bet.roundId)).toMatchObject({ integrationCode: 'TCG', gameCode, status: 'open' });
    w.clock.now = Math.max(w.clock.now, Date.parse(state.body.next.drawAt) + 1);
    await w.house.tick();
    const settled = await recordOf(bet.body.bet.roundId);
    expect(settled).toMatchObject({ status: 'settled', stakeMinor: 1000n });
    expect([0n, (1000n * BigInt(LOTTERY_RETURNS.sum)) / 100n]).toContain(settled!.winMinor);
    expect(await wallet()).toBe(before - 1000n + settled!.winMinor);
  });

  it('answers maintenance for a game whose engine is not built yet, never a URL', async () => {
    // TCG PK10 Racing: a draw kind without an in-house engine (docs/sandbox-provider.md "Status").
    const pk10 = await nodeNamed('TCG', 'PK10 Racing');
    const res = await call(w.t.app, 'GET', `/api/games/launch?nodeId=${pk10.nodeId}`, undefined, {
      token: w.memberToken,
      language: 'TW',
    });
    expect([res.status, res.body.code]).toEqual([503, 'GAME_MAINTENANCE']);
    expect(res.body.message).toMatch(/維護/);
    const direct = await houseCall('/launch', launchBody(pk10.gameCode), 'TCG', devSandboxSecret('TCG'));
    expect(direct.body).toMatchObject({ status: 'GAME_MAINTENANCE' });
  });
});

describe('one key per vendor', () => {
  it('refuses a launch signed with another vendor’s secret, and answers with the named vendor’s signature', async () => {
    const forged = await houseCall('/launch', launchBody('PG-001'), 'PG', devSandboxSecret('EVO'));
    expect([forged.status, forged.body.status]).toEqual([401, 'INVALID_SIGNATURE']);
    const bgsKey = await houseCall('/launch', launchBody('PG-001'), 'PG', SECRET);
    expect([bgsKey.status, bgsKey.body.status]).toEqual([401, 'INVALID_SIGNATURE']);
    const unknown = await houseCall('/launch', launchBody('PG-001'), 'NOPE', devSandboxSecret('NOPE'));
    expect(unknown.status).toBe(401);
    const good = await houseCall('/launch', launchBody('PG-001'), 'PG', devSandboxSecret('PG'));
    expect(good.body).toMatchObject({ status: 'OK' });
    expect(good.signature).toBe(
      createHmac('sha256', devSandboxSecret('PG')).update(JSON.stringify(good.body)).digest('hex'),
    );
  });

  it('serves each integration its own vendor’s games only', async () => {
    expect((await houseCall('/launch', launchBody('EVO-001'), 'PG', devSandboxSecret('PG'))).body).toMatchObject({
      status: 'GAME_NOT_FOUND',
    });
    expect((await houseCall('/launch', launchBody('PG-001'), 'BGS', SECRET)).body).toMatchObject({
      status: 'GAME_NOT_FOUND',
    });
    expect((await houseCall('/launch', launchBody('BGS_SLOT'), 'PG', devSandboxSecret('PG'))).body).toMatchObject({
      status: 'GAME_NOT_FOUND',
    });
  });

  it('refuses on the platform a money call signed with another vendor’s secret, or for another vendor’s token', async () => {
    const [game] = await w.t.db.select().from(games).where(eq(games.gameCode, 'PG-001'));
    const { token } = await issueToken(w.t.db, {
      merchantId: w.merchantId,
      memberId: w.memberId,
      integrationCode: 'PG',
      gameId: game!.id,
      mode: 'real',
      currency: 'CNY',
      now: new Date(),
    });
    const debit = {
      transactionId: 'sandbox-forged-1',
      roundId: 'sandbox-forged-r1',
      playerToken: token,
      gameCode: 'PG-001',
      amount: '1.00',
      currency: 'CNY',
    };
    const forged = await vendorCall(w.t.app, 'debit', debit, { vendor: 'PG', secret: devSandboxSecret('EVO') });
    expect([forged.status, forged.body.status]).toEqual([401, 'INVALID_SIGNATURE']);
    const asEvo = await vendorCall(w.t.app, 'debit', debit, { vendor: 'EVO', secret: devSandboxSecret('EVO') });
    expect(asEvo.body.status).toBe('INVALID_TOKEN');
    const before = await wallet();
    const ok = await vendorCall(w.t.app, 'debit', debit, { vendor: 'PG', secret: devSandboxSecret('PG') });
    expect(ok.body.status).toBe('OK');
    expect(await wallet()).toBe(before - 100n);
    const back = await vendorCall(
      w.t.app,
      'rollback',
      {
        transactionId: 'sandbox-forged-rb1',
        referenceTransactionId: 'sandbox-forged-1',
        roundId: 'sandbox-forged-r1',
        playerToken: token,
        gameCode: 'PG-001',
      },
      { vendor: 'PG', secret: devSandboxSecret('PG') },
    );
    expect(back.body.status).toBe('OK');
    expect(await wallet()).toBe(before);
    expect(await roundOf(w, 'sandbox-forged-r1')).toMatchObject({ integrationCode: 'PG', status: 'cancelled' });
  });
});
