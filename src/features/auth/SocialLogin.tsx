/**
 * One-click social login buttons of the login dialog (spec sections 2 and 5): Google and
 * Facebook, each only when the merchant enables it (permission.socialLogin: features login.google
 * and login.facebook). A click asks the server for the provider's sign-in URL (built from the
 * merchant's client id) and goes there; the server's refusal (e.g. not set up) is shown.
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../stores';
import { BRAND_COLOURS } from '../../theme/palettes';

const PROVIDERS = [
  { id: 'google', feature: 'login.google', mark: 'G', color: BRAND_COLOURS.google },
  { id: 'facebook', feature: 'login.facebook', mark: 'f', color: BRAND_COLOURS.facebook },
] as const;

const button = css`
  flex: 1;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 10px;
  height: 42px;
  border-radius: var(--r-md);
  border: 1px solid var(--c-border);
  background: var(--c-surface-2);
  color: var(--c-text);
  font-weight: 600;
  cursor: pointer;
  &:hover {
    border-color: var(--c-primary);
  }
  &:disabled {
    opacity: 0.6;
    cursor: progress;
  }
`;

const mark = (color: string) => css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 22px;
  height: 22px;
  border-radius: 50%;
  background: ${color};
  color: var(--c-on-vivid);
  font-weight: 800;
  font-size: 14px;
  font-family: Arial, sans-serif;
`;

export const SocialLogin = observer(function SocialLogin({
  go = (url: string) => window.location.assign(url),
}: {
  go?: (url: string) => void;
}) {
  const { t } = useTranslation();
  const { auth, config } = useStores();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const shown = PROVIDERS.filter((p) => config.isOn(p.feature));
  const api = auth.env.auth;
  if (shown.length === 0 || !api) return null;

  const start = async (provider: 'google' | 'facebook') => {
    setBusy(provider);
    setError(null);
    try {
      go((await api.socialStart(provider)).url);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(null);
    }
  };

  return (
    <div
      css={css`
        display: flex;
        flex-direction: column;
        gap: 10px;
      `}
      data-testid="social-login"
    >
      <span
        css={css`
          display: flex;
          align-items: center;
          gap: 10px;
          font-size: 12px;
          color: var(--c-muted);
          &::before,
          &::after {
            content: '';
            flex: 1;
            height: 1px;
            background: var(--c-border);
          }
        `}
      >
        {t('auth.social.or')}
      </span>
      <div
        css={css`
          display: flex;
          gap: 10px;
        `}
      >
        {shown.map((p) => (
          <button
            key={p.id}
            type="button"
            css={button}
            disabled={busy !== null}
            onClick={() => void start(p.id)}
            aria-label={t('auth.social.label', { provider: t(`auth.social.${p.id}`) })}
          >
            <span css={mark(p.color)} aria-hidden="true">
              {p.mark}
            </span>
            {t(`auth.social.${p.id}`)}
          </button>
        ))}
      </div>
      {error ? (
        <p
          role="alert"
          css={css`
            margin: 0;
            font-size: 13px;
            color: var(--c-danger);
          `}
        >
          {error}
        </p>
      ) : null}
    </div>
  );
});
