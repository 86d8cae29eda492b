/**
 * PUT feedback (spec sections 3, 5 and 8): question type, trimmed 20..200 character description
 * and captcha are required, with localised messages; the captcha is checked; a visitor's sender
 * is kept as typed, a logged-in member is the sender; an IP has an hourly budget.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { feedback } from '../../../../server/db/schema.ts';
import { FEEDBACK_PER_IP_PER_HOUR } from '../../../../server/services/auth/feedback.ts';
import { call, login, solveCaptcha } from '../../support/auth.ts';
import { createAuthTestApp } from '../../support/authApp.ts';
import type { TestApp } from '../../support/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createAuthTestApp();
}, 60_000);
afterAll(async () => t.close());

const text = '  The deposit did not arrive after ten minutes.  ';
const wait = () => new Promise((r) => setTimeout(r, 1050)); // one captcha a second per IP

async function send(ip: string, body: Record<string, unknown>, opts: { token?: string; language?: 'TW' | 'EN' } = {}) {
  const captcha = await solveCaptcha(t.app, ip);
  return call(
    t.app,
    'PUT',
    '/api/feedback',
    { captcha: captcha.answer, ...body },
    { ip, cookies: captcha.cookies, ...opts },
  );
}

describe('PUT feedback', () => {
  it('stores a visitor message trimmed, with the sender as typed and the type', async () => {
    const res = await send('10.7.0.1', { content: text, sender: 'Visitor Lee', type: '1' }, { language: 'EN' });
    expect([res.status, res.body.success, res.body.message]).toEqual([
      200,
      true,
      'Thank you for your feedback, we will look into it soon',
    ]);
    const [row] = await t.db.select().from(feedback).where(eq(feedback.ip, '10.7.0.1'));
    expect(row).toMatchObject({ sender: 'Visitor Lee', type: 1, content: text.trim(), memberId: null });
  });

  it('a logged-in member is the sender', async () => {
    const member = await login(t.app, { username: 'demo01', password: 'Demo1234' }, { ip: '10.7.0.2' });
    const res = await send(
      '10.7.0.2',
      { content: text, sender: 'someone else', type: '6' },
      { token: member.body.value.token },
    );
    expect(res.status).toBe(200);
    const [row] = await t.db.select().from(feedback).where(eq(feedback.ip, '10.7.0.2'));
    expect(row).toMatchObject({ sender: 'demo01', type: 6, memberId: member.body.value.member.id });
  });

  it('refuses a missing or unknown type, short or long content and a missing or wrong captcha, in TW and EN', async () => {
    const ip = '10.7.0.3';
    const cases: [Record<string, unknown>, string, string][] = [
      [{ content: text, type: '' }, 'FEEDBACK_TYPE', 'Question type: Input cannot be empty'],
      [{ content: text, type: '5' }, 'FEEDBACK_TYPE', 'Question type: Input cannot be empty'],
      [{ content: '   ', type: '2' }, 'FEEDBACK_CONTENT', 'Please enter content'],
      [
        { content: '  too short, really  ', type: '2' },
        'FEEDBACK_CONTENT',
        'Feedback content must be between 20 and 200 words',
      ],
      [
        { content: 'x'.repeat(201), type: '2' },
        'FEEDBACK_CONTENT',
        'Feedback content must be between 20 and 200 words',
      ],
      [{ content: text, type: '3', captcha: '' }, 'CAPTCHA_REQUIRED', 'Please enter the captcha'],
    ];
    for (const [body, code, message] of cases) {
      await wait();
      const res = await send(ip, body, { language: 'EN' });
      expect([res.status, res.body.code, res.body.message]).toEqual([400, code, message]);
    }
    await wait();
    const captcha = await solveCaptcha(t.app, ip);
    const wrong = await call(
      t.app,
      'PUT',
      '/api/feedback',
      { content: text, type: '4', captcha: captcha.answer === '0000' ? '1111' : '0000' },
      { ip, cookies: captcha.cookies, language: 'TW' },
    );
    expect([wrong.status, wrong.body.code, wrong.body.message]).toEqual([400, 'CAPTCHA_FAILED', '驗證碼校驗失敗']);
    expect(await t.db.select().from(feedback).where(eq(feedback.ip, ip))).toHaveLength(0);
  });

  it(`allows ${FEEDBACK_PER_IP_PER_HOUR} messages an hour per IP`, async () => {
    const ip = '10.7.0.4';
    const rows = Array.from({ length: FEEDBACK_PER_IP_PER_HOUR }, (_, i) => ({
      merchantId: 1,
      sender: 'x',
      type: 0,
      content: text.trim(),
      ip,
      createdAt: new Date(Date.now() - i * 1000),
    }));
    const [merchant] = await t.db.select({ id: feedback.merchantId }).from(feedback).limit(1);
    await t.db.insert(feedback).values(rows.map((r) => ({ ...r, merchantId: merchant!.id })));
    const res = await send(ip, { content: text, type: '0' }, { language: 'EN' });
    expect([res.status, res.body.code]).toEqual([429, 'FEEDBACK_TOO_MANY']);
  });
});
