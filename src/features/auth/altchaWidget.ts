/**
 * Loads the ALTCHA widget (the login's human check, spec section 4) the strict-CSP way: the
 * `external` build (no inline worker, no injected style), its stylesheet bundled by Vite, and the
 * SHA worker emitted as a same-origin file (worker-src falls back to script-src 'self'). The
 * widget's texts come from our i18n (TW and EN), set per language before a widget draws.
 * Imported lazily by {@link HumanCheck}, so it is only fetched with the login form.
 */
import 'altcha/external';
import 'altcha/altcha.css';
import ShaWorker from 'altcha/workers/sha?worker';

for (const algorithm of ['SHA-256', 'SHA-384', 'SHA-512']) $altcha.algorithms.set(algorithm, () => new ShaWorker());

/**
 * Registers the widget's texts (altcha's Strings: label, verified, verifying, error, expired,
 * waitAlert, verificationRequired, footer, ariaLinkLabel) for a widget `language` code.
 */
export function setTexts(language: string, texts: Record<string, string>): void {
  const base = $altcha.i18n.get('en') ?? {};
  $altcha.i18n.set(language, {
    ...base,
    reload: texts.verificationRequired ?? '',
    verify: texts.label ?? '',
    loading: texts.verifying ?? '',
    ...texts,
  });
}
