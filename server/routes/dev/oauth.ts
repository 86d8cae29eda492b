/**
 * The development identity provider's pages (server/services/auth/devIdentity.ts; development
 * tools only, never production): it stands in for Google and Facebook when no client is set up.
 * - GET  /dev/oauth/:provider/authorize  the sign-in page: name and e-mail, Continue or Cancel
 *   (plain HTML forms, no script, so the strict CSP holds);
 * - POST /dev/oauth/:provider/authorize  issues a one-time code and sends the browser (303) to the
 *   redirect URI with `code` and `state`, or with `error=access_denied` on Cancel.
 * The redirect URI must be this server's own social callback for that provider (no open redirect).
 * The platform redeems the code in process (social.ts exchangeCode), not over HTTP.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ENDPOINTS } from '../../../contract/endpoints.ts';
import { escapeHtml } from '../../../contract/html.ts';
import { devSubject, issueDevCode } from '../../services/auth/devIdentity.ts';
import { SOCIAL_PROVIDERS, type SocialProvider } from '../../services/auth/social.ts';
import type { RoutePlugin } from '../../http/routeTypes.ts';
import { querySchema } from '../common.ts';

const NAMES: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook' };
const EMAIL = /^[^\s@<>"']{1,64}@[^\s@<>"']{1,190}\.[a-z]{2,24}$/i;

const params = {
  type: 'object',
  additionalProperties: false,
  required: ['provider'],
  properties: { provider: { enum: [...SOCIAL_PROVIDERS] } },
} as const;
const fields = {
  client_id: { type: 'string', maxLength: 200 },
  redirect_uri: { type: 'string', maxLength: 500 },
  state: { type: 'string', maxLength: 256 },
  response_type: { type: 'string', maxLength: 20 },
  scope: { type: 'string', maxLength: 200 },
  hl: { type: 'string', maxLength: 10 },
} as const;
const authorizeQuery = querySchema(fields, ['client_id', 'redirect_uri', 'state']);
const authorizeBody = {
  type: 'object',
  required: ['client_id', 'redirect_uri', 'state', 'action'],
  properties: {
    ...fields,
    action: { enum: ['continue', 'cancel'] },
    name: { type: 'string', maxLength: 40 },
    email: { type: 'string', maxLength: 254 },
  },
} as const;

interface Authorize {
  client_id: string;
  redirect_uri: string;
  state: string;
}

/** The redirect URI is this server's own social callback for `provider`. */
function ownCallback(request: FastifyRequest, provider: SocialProvider, uri: string): boolean {
  return uri === `${request.protocol}://${request.host}${ENDPOINTS.socialCallback.replace(':provider', provider)}`;
}

function page(
  provider: SocialProvider,
  a: Authorize,
  values: { name: string; email: string },
  error: string | null,
): string {
  const hidden = (['client_id', 'redirect_uri', 'state'] as const)
    .map((k) => `<input type="hidden" name="${k}" value="${escapeHtml(a[k])}">`)
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in with ${NAMES[provider]} (development)</title>
<style>
body{margin:0;font-family:system-ui,sans-serif;background:#f1f5f9;color:#0f172a;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{background:#fff;border-radius:14px;padding:32px;width:min(420px,92vw);box-shadow:0 12px 40px #0f172a22}
h1{margin:0 0 6px;font-size:21px}p{margin:0 0 20px;color:#475569;font-size:14px;line-height:1.5}
label{display:block;font-size:13px;font-weight:600;margin:14px 0 6px}input[type=text],input[type=email]{box-sizing:border-box;width:100%;height:42px;border:1px solid #cbd5e1;border-radius:8px;padding:0 12px;font-size:15px}
.row{display:flex;gap:10px;margin-top:24px}button{flex:1;height:44px;border-radius:8px;font-size:15px;font-weight:600;cursor:pointer;border:1px solid #cbd5e1;background:#fff}
button[value=continue]{background:#2563eb;border-color:#2563eb;color:#fff}.error{color:#b91c1c;font-size:13px;margin-top:10px}
.badge{display:inline-block;font-size:11px;font-weight:700;letter-spacing:.04em;text-transform:uppercase;background:#fef3c7;color:#92400e;border-radius:999px;padding:3px 10px;margin-bottom:14px}
</style></head>
<body><main>
<span class="badge">Development identity provider</span>
<h1>Sign in with ${NAMES[provider]}</h1>
<p>This page stands in for ${NAMES[provider]} on a development server. The same e-mail always signs in to the same account.</p>
<form method="post">${hidden}
<label for="name">Name</label><input id="name" name="name" type="text" maxlength="40" value="${escapeHtml(values.name)}" autocomplete="name">
<label for="email">E-mail</label><input id="email" name="email" type="email" maxlength="254" required value="${escapeHtml(values.email)}" autocomplete="email">
${error ? `<div class="error" role="alert">${escapeHtml(error)}</div>` : ''}
<div class="row"><button type="submit" name="action" value="cancel" formnovalidate>Cancel</button><button type="submit" name="action" value="continue">Continue</button></div>
</form></main></body></html>`;
}

const html = (reply: FastifyReply, status: number, body: string) =>
  reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);

const routes: RoutePlugin = async (app) => {
  app.get(
    '/dev/oauth/:provider/authorize',
    { schema: { hide: true, params, querystring: authorizeQuery } },
    async (request, reply) => {
      const provider = request.params.provider;
      const a = request.query;
      if (!ownCallback(request, provider, a.redirect_uri))
        return html(reply, 400, "redirect_uri is not this server's social callback");
      return html(reply, 200, page(provider, a, { name: '', email: '' }, null));
    },
  );

  app.post(
    '/dev/oauth/:provider/authorize',
    { schema: { hide: true, params, body: authorizeBody } },
    async (request, reply) => {
      const provider = request.params.provider;
      const b = request.body;
      if (!ownCallback(request, provider, b.redirect_uri))
        return html(reply, 400, "redirect_uri is not this server's social callback");
      const back = new URL(b.redirect_uri);
      back.searchParams.set('state', b.state);
      if (b.action === 'cancel') {
        back.searchParams.set('error', 'access_denied');
        return reply.redirect(back.toString(), 303);
      }
      const email = (b.email ?? '').trim().toLowerCase();
      const name = (b.name ?? '').trim();
      if (!EMAIL.test(email))
        return html(
          reply,
          400,
          page(provider, b, { name, email }, 'Enter an e-mail address such as player@example.com.'),
        );
      const code = issueDevCode(
        { subject: devSubject(email), email, emailVerified: true, name: name || null },
        b.client_id,
        b.redirect_uri,
      );
      back.searchParams.set('code', code);
      return reply.redirect(back.toString(), 303);
    },
  );
};

export default routes;
