/**
 * The `bankName` new-IP verification method (spec section 4: "Login from an unregistered IP
 * needs extra verification (SMS, email, bank account name or Google code)"): offered only with a
 * bank card that is not removed; the right payee name (NFKC, trimmed, spaces collapsed, any
 * case) logs in; a wrong one is refused with a localised message and counts toward the lockout.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { bankCards, members } from '../../../../server/db/schema.ts';
import { call, login } from '../../support/auth.ts';
import { createAuthTestApp, testClock } from '../../support/authApp.ts';
import type { TestApp } from '../../support/testApp.ts';

let t: TestApp;
// The lockout is lowered so that a few wrong names lock the account (the real default is 100 an hour).
const limits = { lockoutFailures: 5, captchaAfterAccountFailures: 50, captchaAfterIpFailures: 50 };
beforeAll(async () => {
  t = await createAuthTestApp({ clock: testClock(), limits });
}, 60_000);
afterAll(async () => t.close());

type Ticket = { ipVerificationRequired: boolean; ticket: string; methods: { method: string; target: string }[] };
const VERIFY = '/api/auth/login/ip-verification';

async function newIpLogin(username: string, ip: string): Promise<Ticket> {
  const first = await login(t.app, { username, password: 'Guard1234' }, { ip });
  expect(first.status).toBe(401);
  return first.body.value as unknown as Ticket;
}

async function addCard(username: string, payeeName: string, cardNumber: string, removed = false) {
  const [m] = await t.db.select().from(members).where(eq(members.username, username));
  await t.db.insert(bankCards).values({
    merchantId: m!.merchantId,
    memberId: m!.id,
    bankName: 'ICBC',
    cardNumber,
    payeeName,
    removedAt: removed ? new Date() : null,
  });
}

describe('new-IP verification by bank account name', () => {
  it('is not offered without a bank card, nor with only a removed one', async () => {
    await addCard('ipguard02', '王小明', '6222020000000000099', true);
    const value = await newIpLogin('ipguard02', '10.0.7.1');
    expect(value.methods.map((m) => m.method)).toEqual(['sms', 'email']);
    const refused = await call(
      t.app,
      'POST',
      VERIFY,
      { ticket: value.ticket, method: 'bankName', code: '王小明' },
      { ip: '10.0.7.1' },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('METHOD_UNAVAILABLE');
  });

  it('with a card: a wrong name is refused (localised), the right name in another form logs in', async () => {
    await addCard('ipguard01', 'Chan Tai Man', '6222020000000001234');
    const value = await newIpLogin('ipguard01', '10.0.7.2');
    expect(value.methods).toContainEqual({ method: 'bankName', target: 'ICBC ****1234' });
    const sendRefused = await call(
      t.app,
      'POST',
      `${VERIFY}/code`,
      { ticket: value.ticket, method: 'bankName' },
      { ip: '10.0.7.2' },
    );
    expect(sendRefused.status).toBe(400);

    const wrong = await call(
      t.app,
      'POST',
      `${VERIFY}?language=EN`,
      { ticket: value.ticket, method: 'bankName', code: 'Chan Tai' },
      { ip: '10.0.7.2' },
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('BANK_NAME_MISMATCH');
    expect(wrong.body.message).toBe('The account holder name is incorrect: enter the name on your bank card');
    const wrongTw = await call(
      t.app,
      'POST',
      `${VERIFY}?language=TW`,
      { ticket: value.ticket, method: 'bankName', code: 'x' },
      { ip: '10.0.7.2' },
    );
    expect(wrongTw.body.message).toBe('銀行戶名不正確，請輸入您銀行卡的開戶人姓名');

    // Full-width letters and spaces, other case, extra spaces: the same name after NFKC.
    const ok = await call<{ token: string }>(
      t.app,
      'POST',
      VERIFY,
      { ticket: value.ticket, method: 'bankName', code: '  ｃｈａｎ　 TAI  man ' },
      { ip: '10.0.7.2' },
    );
    expect(ok.status).toBe(200);
    expect(ok.body.value.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await login(t.app, { username: 'ipguard01', password: 'Guard1234' }, { ip: '10.0.7.2' })).status).toBe(200);
  });

  it('wrong names count toward the per-account lockout', async () => {
    const value = await newIpLogin('ipguard01', '10.0.7.3');
    const answers: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      answers.push(
        String(
          (
            await call(
              t.app,
              'POST',
              VERIFY,
              { ticket: value.ticket, method: 'bankName', code: `Nobody ${i}` },
              { ip: '10.0.7.3' },
            )
          ).body.code,
        ),
      );
    }
    // 1 ticket and 2 wrong names in the test before, 1 ticket and 1 wrong name here: locked at 5.
    expect(answers).toEqual([
      'BANK_NAME_MISMATCH',
      'ACCOUNT_LOCKED',
      'ACCOUNT_LOCKED',
      'ACCOUNT_LOCKED',
      'ACCOUNT_LOCKED',
    ]);
    const right = await call(
      t.app,
      'POST',
      VERIFY,
      { ticket: value.ticket, method: 'bankName', code: 'Chan Tai Man' },
      { ip: '10.0.7.3' },
    );
    expect(right.status).toBe(429);
    expect(right.body.code).toBe('ACCOUNT_LOCKED');
  });
});
