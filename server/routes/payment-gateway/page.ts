/**
 * The demo gateway's checkout page: plain HTML with two forms (Pay, Fail) and no script, so the
 * strict CSP holds (inline styles are allowed by it). Texts in TW or EN, from the `paymentPage` texts
 * (server/i18n/locales).
 */
import { escapeHtml } from '../../../contract/html.ts';
import type { Language } from '../../i18n/language.ts';
import { text, type TextKey } from '../../i18n/messages.ts';

export interface CheckoutView {
  id: string;
  merchantName: string;
  orderNo: string;
  amount: string;
  currency: string;
  status: string;
  returnUrl: string;
}

/** The checkout page of a gateway order. */
export function checkoutPage(view: CheckoutView, language: Language): string {
  const t = (key: TextKey<'paymentPage'>) => text('paymentPage', key, language);
  const action = (what: string) => `/pay/demo/checkout/${encodeURIComponent(view.id)}/${what}?language=${language}`;
  const body =
    view.status === 'created'
      ? `<form method="post" action="${action('pay')}"><button class="pay" type="submit">${t('pay')}</button></form>
         <form method="post" action="${action('fail')}"><button class="fail" type="submit">${t('fail')}</button></form>`
      : `<p class="done">${t('done')} (${escapeHtml(view.status)})</p><a class="back" href="${escapeHtml(view.returnUrl)}">${t('back')}</a>`;
  return `<!doctype html>
<html lang="${language === 'TW' ? 'zh-Hant' : 'en'}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${t('title')}</title>
<style>
body{margin:0;font-family:system-ui,sans-serif;background:#0f172a;color:#e2e8f0;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{background:#1e293b;border-radius:16px;padding:32px;width:min(420px,92vw);box-shadow:0 20px 50px #0008}
h1{margin:0 0 4px;font-size:22px;color:#fbbf24}dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:24px 0}
dt{color:#94a3b8}dd{margin:0;text-align:right;font-variant-numeric:tabular-nums}.amount{font-size:28px;color:#fff;font-weight:700}
button{width:100%;padding:14px;border:0;border-radius:10px;font-size:16px;cursor:pointer;margin-top:10px}
.pay{background:#16a34a;color:#fff}.fail{background:transparent;color:#fca5a5;border:1px solid #7f1d1d}
.note{color:#94a3b8;font-size:13px;margin-top:20px}.back{color:#fbbf24}
</style></head>
<body><main>
<h1>${t('title')}</h1>
<dl><dt>${t('merchant')}</dt><dd>${escapeHtml(view.merchantName)}</dd><dt>${t('order')}</dt><dd>${escapeHtml(view.orderNo)}</dd>
<dt>${t('amount')}</dt><dd class="amount">${escapeHtml(view.amount)} ${escapeHtml(view.currency)}</dd></dl>
${body}
<p class="note">${t('note')}</p>
</main></body></html>`;
}
