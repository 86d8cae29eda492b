/**
 * The login's human check (spec section 4: "geetest-style", skipped for sms): the ALTCHA widget
 * (`<altcha-widget>`), loaded lazily with the login form. The visitor may tick it; otherwise
 * {@link HumanCheckHandle.solve} runs it when the form is submitted, after the form validated.
 * Each challenge comes fresh from GET human check (through the API client, so the envelope and
 * language apply) and is accepted once by the server, so the widget is reset after every login
 * attempt. A widget that cannot load shows a visible message and solve() answers null. A submit
 * made while the widget is still loading (its chunk, a slow machine) waits for it instead of
 * failing.
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { ENDPOINTS } from '../../../contract/endpoints';
import { useStores } from '../../stores';
import type { HumanCheckModule } from '../../stores/AuthStore';

export interface HumanCheckHandle {
  /** The solved payload (base64), solving now if needed; null when the check failed or is unavailable. */
  solve(): Promise<string | null>;
  /** Forgets the used solution; the next solve fetches a new challenge. */
  reset(): void;
}

/** The widget element's methods we use (altcha's AltchaWidgetElement). */
interface WidgetElement extends HTMLElement {
  configure(config: Record<string, unknown>): Promise<void>;
  verify(): Promise<{ payload: string } | null>;
  reset(): void;
  getState(): string;
}

/** The widget (a Svelte custom element) adds its methods once mounted, a frame or so after insertion. */
async function methodsReady(el: WidgetElement): Promise<void> {
  for (let i = 0; i < 100 && typeof el.configure !== 'function'; i++) await new Promise((r) => setTimeout(r, 20));
  if (typeof el.configure !== 'function') throw new Error('human check widget did not start');
}

const defaultLoader = (): Promise<HumanCheckModule> => import('./altchaWidget');

const box = css`
  min-height: 58px;
  altcha-widget {
    display: block;
    --altcha-max-width: 100%;
    --altcha-border-radius: var(--r-md);
    --altcha-border-color: var(--c-border);
    --altcha-color-base: var(--c-surface-2);
    --altcha-color-base-content: var(--c-text);
    --altcha-color-primary: var(--c-primary);
    --altcha-color-success: var(--c-success);
    --altcha-color-error: var(--c-danger);
    --altcha-color-neutral: var(--c-muted);
    --altcha-input-background-color: var(--c-surface);
  }
`;

const note = css`
  margin: 0;
  font-size: 13px;
  color: var(--c-danger);
`;

export const HumanCheck = observer(function HumanCheck({ ref }: { ref?: Ref<HumanCheckHandle> }) {
  const { t, i18n } = useTranslation();
  const { auth } = useStores();
  const host = useRef<HTMLDivElement>(null);
  const widget = useRef<WidgetElement | null>(null);
  const payload = useRef<string | null>(null);
  /** Settles when the widget is configured (true) or could not load (false). */
  const ready = useRef<Promise<boolean>>(Promise.resolve(false));
  const [failed, setFailed] = useState(false);
  const language = `site-${i18n.language.toLowerCase()}`;
  const api = auth.env.auth;

  useEffect(() => {
    let cancelled = false;
    const load = auth.env.loadHumanCheck ?? defaultLoader;
    ready.current = load()
      .then(async (mod) => {
        if (cancelled || !host.current) return false;
        mod.setTexts(language, {
          label: t('auth.humanCheck.label'),
          verified: t('auth.humanCheck.verified'),
          verifying: t('auth.humanCheck.verifying'),
          verificationRequired: t('auth.humanCheck.required'),
          error: t('auth.humanCheck.error'),
          expired: t('auth.humanCheck.expired'),
          waitAlert: t('auth.humanCheck.wait'),
          footer: t('auth.humanCheck.footer'),
          ariaLinkLabel: t('auth.humanCheck.linkLabel'),
        });
        const el = document.createElement('altcha-widget') as WidgetElement;
        el.setAttribute('data-testid', 'human-check');
        el.addEventListener('verified', (e) => {
          payload.current = (e as CustomEvent<{ payload: string }>).detail.payload;
        });
        host.current.replaceChildren(el);
        widget.current = el;
        await methodsReady(el);
        await el.configure({
          challenge: ENDPOINTS.humanCheck,
          // The challenge comes through the API client (envelope, language); the widget gets the value.
          fetch: async () => {
            if (!api) throw new Error('no auth api');
            return new Response(JSON.stringify(await api.humanCheckChallenge()), {
              headers: { 'content-type': 'application/json' },
            });
          },
          language,
          auto: 'off',
          hideFooter: true,
          workers: 2,
          minDuration: 300,
        });
        return true;
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
        return false;
      });
    return () => {
      cancelled = true;
      widget.current?.remove();
      widget.current = null;
    };
  }, [auth, api, language, t]);

  useImperativeHandle(
    ref,
    () => ({
      async solve() {
        if (payload.current) return payload.current;
        if (!(await ready.current)) return null;
        const el = widget.current;
        if (!el) return null;
        try {
          const result = await el.verify();
          payload.current = result?.payload ?? payload.current;
        } catch {
          return null;
        }
        return payload.current;
      },
      reset() {
        payload.current = null;
        widget.current?.reset();
      },
    }),
    [],
  );

  return (
    <div css={box} data-field="altcha">
      <div ref={host} />
      {failed ? (
        <p css={note} role="alert">
          {t('auth.humanCheck.unavailable')}
        </p>
      ) : null}
    </div>
  );
});
