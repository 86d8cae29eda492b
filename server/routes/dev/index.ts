/**
 * Development pages (registered only outside production, NODE_ENV !== 'production'):
 * - GET /dev/outbox: the SMS and email the outbox provider "sent", newest first (HTML, escaped);
 * - GET /dev/outbox.json?to=&limit=: the same as JSON, for tests and e2e;
 * - GET /dev/captcha.json?id=: the answer of a recent captcha challenge (id from the
 *   `captcha_id` cookie, which is also read), so e2e can pass the captcha;
 * - /dev/oauth/:provider/authorize: the development identity provider's sign-in page (./oauth.ts);
 * - POST /dev/contracts/settle and POST /dev/rewards/run: the settlement and rewards test clocks.
 */
import { escapeHtml } from '../../../contract/html.ts';
import { devCaptchaAnswer } from '../../services/auth/captcha.ts';
import { listOutbox } from '../../services/auth/outbox.ts';
import { CAPTCHA_COOKIE } from '../auth/session.ts';
import oauthRoutes from './oauth.ts';
import type { RoutePlugin } from '../../http/routeTypes.ts';
import { querySchema } from '../common.ts';

const listQuery = querySchema({
  to: { type: 'string', maxLength: 120 },
  limit: { type: 'integer', minimum: 1, maximum: 500, default: 100 },
});

const routes: RoutePlugin = async (app) => {
  await app.register(oauthRoutes);
  await app.register((await import('./contracts.ts')).default); // POST /dev/contracts/settle { at }: the settlement test clock
  await app.register((await import('./rewards.ts')).default); // POST /dev/rewards/run { at }: the rewards' test clock
  await app.register((await import('./promotions.ts')).default); // POST /dev/promotions/sample { kind }: a sample promotion (e2e, screenshots)
  await app.register((await import('./lottery.ts')).default); // POST /dev/lottery/draw { gameCode }, /dev/lottery/void: the lottery test clock
  app.get('/dev/outbox.json', { schema: { hide: true, querystring: listQuery } }, async (request) => {
    const { to, limit } = request.query;
    return { messages: await listOutbox(app.db, limit, to) };
  });

  app.get('/dev/outbox', { schema: { hide: true, querystring: listQuery } }, async (request, reply) => {
    const { to, limit } = request.query;
    const rows = await listOutbox(app.db, limit, to);
    const items = rows
      .map(
        (m) =>
          `<article><header><b>${escapeHtml(m.channel.toUpperCase())}</b> to <code>${escapeHtml(m.to)}</code> <time>${escapeHtml(m.createdAt)}</time></header>` +
          `${m.subject ? `<h2>${escapeHtml(m.subject)}</h2>` : ''}<pre>${escapeHtml(m.body)}</pre></article>`,
      )
      .join('\n');
    const html = `<!doctype html><html lang="en"><meta charset="utf-8"><title>Outbox</title>
<style>body{font-family:system-ui;margin:2rem;background:#f6f6f2;color:#222}article{background:#fff;border:1px solid #ddd;border-radius:6px;padding:.8rem 1rem;margin:.8rem 0}pre{white-space:pre-wrap;margin:.4rem 0 0}h2{font-size:1rem;margin:.4rem 0 0}time{color:#777;font-size:.85em}</style>
<h1>Outbox (development only)</h1><p>SMS and e-mail written by the outbox provider, newest first. JSON: <a href="/dev/outbox.json">/dev/outbox.json</a></p>
${items || '<p>No messages yet.</p>'}</html>`;
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
  });

  app.get(
    '/dev/captcha.json',
    {
      schema: {
        hide: true,
        querystring: querySchema({ id: { type: 'string', maxLength: 64 } }),
      },
    },
    async (request, reply) => {
      const id = request.query.id ?? request.cookies[CAPTCHA_COOKIE];
      const answer = id ? await devCaptchaAnswer(app.db, id) : null;
      if (!answer) return reply.code(404).send({ answer: null });
      return { answer };
    },
  );
};

export default routes;
