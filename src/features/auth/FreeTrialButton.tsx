/**
 * The free-trial entry (spec sections 3, 6 and 7; FREEPLAY3 = feature game.freePlay): shown to
 * guests only, when the merchant offers free play. A click creates a trial account (type 4)
 * through POST free play and logs it in; the dialog it sits in closes. Trial users are then
 * refused real play, favourites and centers by UiStore.requireLogin (in_need_true_account).
 * A failure shows the server's message under the modal button, or a notice from the header.
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/Icon';
import { accentButton, ghostButton } from '../../components/styles';
import { useStores } from '../../stores';

export interface FreeTrialButtonProps {
  /** `header`: compact ghost button; `modal`: a full-width line under the login form. */
  variant: 'header' | 'modal';
}

const wide = css`
  width: 100%;
  height: 44px;
  gap: 8px;
`;

export const FreeTrialButton = observer(function FreeTrialButton({ variant }: FreeTrialButtonProps) {
  const { t } = useTranslation();
  const { auth, config, session, ui } = useStores();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!config.isOn('game.freePlay') || session.isLoggedIn) return null;

  const start = async () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    const result = await auth.freePlay();
    setBusy(false);
    if (result.ok) {
      ui.closeModal();
      return;
    }
    if (variant === 'header') ui.showNotice('auth.freeTrial.failed');
    else setError(result.message || t('auth.freeTrial.failed'));
  };

  const button = (
    <button
      type="button"
      css={[
        variant === 'header' ? ghostButton : accentButton,
        variant === 'modal' ? wide : null,
        css`
          display: inline-flex;
          align-items: center;
          justify-content: center;
        `,
      ]}
      onClick={() => void start()}
      disabled={busy}
      aria-busy={busy}
      data-testid={`free-trial-${variant}`}
    >
      {variant === 'modal' ? <Icon name="gift" size={16} /> : null}
      {busy ? t('auth.freeTrial.starting') : t('auth.freeTrial.button')}
    </button>
  );
  if (variant === 'header') return button;
  return (
    <div
      css={css`
        display: flex;
        flex-direction: column;
        gap: 8px;
      `}
    >
      <p
        css={css`
          margin: 0;
          font-size: 13px;
          color: var(--c-muted);
          text-align: center;
        `}
      >
        {t('auth.freeTrial.hint')}
      </p>
      {button}
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
