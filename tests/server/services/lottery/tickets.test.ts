/**
 * Lottery tickets through the protocol (v1.1 `lottery` on debit and credit; docs/lottery.md
 * sections 4 and 5): the round keeps the ticket's bet and result, the betting record shows them
 * with the draw's label in the request language (null for other games), the detail is not part of
 * the replay comparison, and a replayed debit moves money once.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { gameRounds } from '../../../../server/db/schema.ts';
import { checkLedger } from '../../../../server/ledger/index.ts';
import { drawMessage, NORTH_BET_TYPES, northSheet, publish } from './support.ts';
import { schemaErrors } from '../../support/schemas.ts';
import { createTestApp, type TestApp } from '../../support/testApp.ts';
import { demoMember, fund, tokenFor, vendorCall } from '../vendor-protocol/support.ts';
import { api, tokenOf } from '../wallet/support.ts';

let t: TestApp;
let session: string;
let north: string;
let sea: string;
let slot: string;

type Row = { roundId: string; status: string; stake: string; win: string; lottery: Record<string, unknown> | null };
const record = async (language: 'TW' | 'EN' = 'EN') => {
  const res = await api<{ list: Row[] }>(t.app, 'GET', '/api/records/bets?pageSize=50', session, undefined, language);
  expect(schemaErrors('api/records-bets.json', res.body.value)).toEqual([]);
  return Object.fromEntries(res.body.value.list.map((r) => [r.roundId, r]));
};
const balance = async () => (await vendorCall(t.app, 'balance', { playerToken: slot })).body.balance as string;

const bet = { drawId: 'VNN-20261126', betType: 'lo2', numbers: ['27', '68'], points: 10, odds: '95' };
const debit = (roundId: string, amount: string, playerToken: string, gameCode: string, lottery?: unknown) => ({
  transactionId: `${roundId}:d1`,
  roundId,
  playerToken,
  gameCode,
  amount,
  currency: 'CNY',
  ...(lottery ? { lottery } : {}),
});
const credit = (roundId: string, amount: string, playerToken: string, gameCode: string, lottery?: unknown) => ({
  transactionId: `${roundId}:c1`,
  roundId,
  playerToken,
  gameCode,
  amount,
  currency: 'CNY',
  roundClosed: true,
  ...(lottery ? { lottery } : {}),
});

beforeAll(async () => {
  t = await createTestApp();
  const member = await demoMember(t.db);
  await fund(t.db, member.merchantId, member.memberId, 500_000n, 'lottery-tickets');
  north = await tokenFor(t.db, member, 'BGS_VN_NORTH');
  sea = await tokenFor(t.db, member, 'BGS_SEA_4D');
  slot = await tokenFor(t.db, member, 'BGS_SLOT');
  session = await tokenOf(t.db, 'demo01');
  const open = await publish(
    t.app,
    drawMessage({
      gameCode: 'BGS_VN_NORTH',
      drawId: 'VNN-20261126',
      status: 'open',
      drawAt: '2026-11-26T11:15:00Z',
      localDate: '2026-11-26',
      region: 'NORTH',
      label: { TW: '河內', EN: 'Hà Nội' },
      betTypes: NORTH_BET_TYPES,
    }),
  );
  expect(open.body.status).toBe('OK');
});
afterAll(() => t.close());

describe('a Vietnam lô ticket', () => {
  it("keeps the debit's bet on the round; a replay, even describing another ticket, answers the same and moves money once", async () => {
    const before = Number(await balance());
    const first = await vendorCall(t.app, 'debit', debit('T-1', '540.00', north, 'BGS_VN_NORTH', bet));
    expect(first.body).toMatchObject({ status: 'OK' });
    expect(Number(first.body.balance)).toBeCloseTo(before - 540, 2);
    expect((await vendorCall(t.app, 'debit', debit('T-1', '540.00', north, 'BGS_VN_NORTH', bet))).body).toEqual(
      first.body,
    );
    const other = await vendorCall(
      t.app,
      'debit',
      debit('T-1', '540.00', north, 'BGS_VN_NORTH', { ...bet, numbers: ['11'] }),
    );
    expect(other.body).toEqual(first.body);
    expect((await vendorCall(t.app, 'debit', debit('T-1', '541.00', north, 'BGS_VN_NORTH', bet))).body.status).toBe(
      'DUPLICATE_TRANSACTION',
    );
    expect(Number(await balance())).toBeCloseTo(before - 540, 2);
    const [round] = await t.db.select().from(gameRounds).where(eq(gameRounds.roundId, 'T-1'));
    expect(round!.lottery).toEqual({ bet });
    expect(round!.stakeMinor).toBe(54_000n);
  });

  it("shows the open ticket in the betting record with the draw's label in the request language", async () => {
    const en = (await record('EN'))['T-1']!;
    expect(en).toMatchObject({ status: 'open', stake: '540.00' });
    expect(en.lottery).toEqual({
      drawId: 'VNN-20261126',
      drawLabel: 'Hà Nội',
      drawAt: '2026-11-26T11:15:00.000Z',
      betType: 'lo2',
      mode: null,
      numbers: ['27', '68'],
      points: 10,
      odds: '95',
      hits: null,
      winningNumbers: [],
    });
    expect((await record('TW'))['T-1']!.lottery).toMatchObject({ drawLabel: '河內' });
  });

  it("adds the closing credit's result: hits and winning numbers", async () => {
    await publish(
      t.app,
      drawMessage({
        gameCode: 'BGS_VN_NORTH',
        drawId: 'VNN-20261126',
        status: 'drawn',
        drawAt: '2026-11-26T11:15:00Z',
        localDate: '2026-11-26',
        region: 'NORTH',
        label: { TW: '河內', EN: 'Hà Nội' },
        prizes: northSheet(1),
      }),
    );
    const result = { drawId: 'VNN-20261126', hits: 2, winningNumbers: ['27'] };
    const paid = await vendorCall(t.app, 'credit', credit('T-1', '1900.00', north, 'BGS_VN_NORTH', result));
    expect(paid.body.status).toBe('OK');
    expect(
      (await vendorCall(t.app, 'credit', credit('T-1', '1900.00', north, 'BGS_VN_NORTH', { ...result, hits: 9 }))).body,
    ).toEqual(paid.body);
    const row = (await record())['T-1']!;
    expect(row).toMatchObject({ status: 'settled', win: '1900.00' });
    expect(row.lottery).toMatchObject({ hits: 2, winningNumbers: ['27'], drawLabel: 'Hà Nội' });
    expect((await t.db.select().from(gameRounds).where(eq(gameRounds.roundId, 'T-1')))[0]!.lottery).toEqual({
      bet,
      result,
    });
  });

  it('shows a lost ticket with zero hits', async () => {
    await vendorCall(
      t.app,
      'debit',
      debit('T-2', '10.00', north, 'BGS_VN_NORTH', {
        drawId: 'VNN-20261126',
        betType: 'de',
        numbers: ['05'],
        points: null,
        odds: '95',
      }),
    );
    await vendorCall(
      t.app,
      'credit',
      credit('T-2', '0.00', north, 'BGS_VN_NORTH', { drawId: 'VNN-20261126', hits: 0, winningNumbers: [] }),
    );
    expect((await record())['T-2']!.lottery).toMatchObject({
      betType: 'de',
      points: null,
      hits: 0,
      winningNumbers: [],
    });
  });
});

describe('other tickets and rounds', () => {
  it('shows a 4D ticket of a draw the vendor never published with a null label and time', async () => {
    const ticket = { drawId: 'SEA-20261128', betType: 'big', mode: 'ibox', numbers: ['1234'], odds: '2500' };
    expect((await vendorCall(t.app, 'debit', debit('T-3', '24.00', sea, 'BGS_SEA_4D', ticket))).body.status).toBe('OK');
    expect((await record())['T-3']!.lottery).toEqual({
      drawId: 'SEA-20261128',
      drawLabel: null,
      drawAt: null,
      betType: 'big',
      mode: 'ibox',
      numbers: ['1234'],
      points: null,
      odds: '2500',
      hits: null,
      winningNumbers: [],
    });
  });

  it('keeps no detail for a round without a lottery bet: a slot round, or a credit result with no bet', async () => {
    await vendorCall(t.app, 'debit', debit('S-1', '2.00', slot, 'BGS_SLOT'));
    await vendorCall(t.app, 'credit', credit('S-1', '0.00', slot, 'BGS_SLOT'));
    await vendorCall(t.app, 'debit', debit('T-4', '2.00', north, 'BGS_VN_NORTH'));
    await vendorCall(
      t.app,
      'credit',
      credit('T-4', '0.00', north, 'BGS_VN_NORTH', { drawId: 'VNN-20261126', hits: 0, winningNumbers: [] }),
    );
    const rows = await record();
    expect(rows['S-1']).toMatchObject({ status: 'settled', lottery: null });
    expect(rows['T-4']).toMatchObject({ status: 'settled', lottery: null });
    expect((await t.db.select().from(gameRounds).where(eq(gameRounds.roundId, 'T-4')))[0]!.lottery).toBeNull();
  });

  it('refuses a debit whose lottery detail does not follow the schema, moving nothing', async () => {
    const before = await balance();
    const bad = await vendorCall(
      t.app,
      'debit',
      debit('T-5', '1.00', north, 'BGS_VN_NORTH', { ...bet, numbers: ['2a'] }),
    );
    expect([bad.status, bad.body.status]).toEqual([400, 'INVALID_REQUEST']);
    expect(await balance()).toBe(before);
    expect(await checkLedger(t.db)).toMatchObject({ ok: true });
  });
});
