/**
 * Google code (authenticator) binding in the security center (spec section 4: a login from a new
 * IP can then be verified with the app's code). Not bound: "Bind" asks the server for a secret,
 * shown as a QR code (qrcode.react) and as text; the member confirms with the app's first code.
 * Bound: "Unbind" asks for a current code from the app.
 */
import { css } from '@emotion/react';
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ghostButton, primaryButton } from '../../../../components/styles';
import { useStores } from '../../../../stores';
import { MoneyIcon } from '../../../../ui/moneyIcons';
import { Card, LoadState, Notice, StatusPill } from '../../../../ui/kit';
import { problemText } from '../../../../stores/center/types';
import { useResource } from '../../../../ui/useResource';
import { QR_BACKGROUND } from '../../../../theme/palettes';

const setupBox = css`
  display: grid;
  gap: 12px;
  justify-items: start;
  svg {
    padding: 8px;
    background: ${QR_BACKGROUND};
    border-radius: var(--r-md);
  }
  code {
    font-size: 13px;
    letter-spacing: 0.08em;
    word-break: break-all;
  }
  label {
    display: grid;
    gap: 6px;
    font-size: 13px;
    font-weight: 600;
  }
  input {
    width: 12ch;
    padding: 8px 10px;
    border-radius: var(--r-md);
    border: 1px solid var(--c-border);
    background: var(--c-surface-2);
    color: var(--c-text);
    font-size: 16px;
    letter-spacing: 0.2em;
  }
`;

export const AuthenticatorCard = observer(function AuthenticatorCard() {
  const { t } = useTranslation();
  const { security } = useStores().center;
  const status = useResource(
    security.authenticatorStatus,
    () => security.loadAuthenticatorStatus(),
    [],
    t('wallet.common.loadFailed'),
  );
  const [setup, setSetup] = useState<{ secret: string; uri: string } | null>(null);
  const [unbinding, setUnbinding] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  const start = async () => {
    setError(null);
    try {
      setSetup(await security.setupAuthenticator());
    } catch (err) {
      setError(problemText(err, t('wallet.common.loadFailed')));
    }
  };
  /** Sends the code to `call` (confirm or unbind); the new status closes the form. */
  const submit = async (call: (code: string) => Promise<void>) => {
    setError(null);
    try {
      await call(code.trim());
      setSetup(null);
      setUnbinding(false);
      setCode('');
    } catch (err) {
      setError(problemText(err, t('wallet.common.loadFailed')));
    }
  };
  const codeValid = /^\d{6}$/.test(code.trim());
  const codeField = (
    <label>
      {t('auth.authenticator.code')}
      <input
        value={code}
        onChange={(e) => setCode(e.target.value)}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        data-testid="authenticator-code"
      />
    </label>
  );

  return (
    <Card
      title={t('auth.authenticator.title')}
      icon={<MoneyIcon name="shield" />}
      hintText={t('auth.authenticator.hint')}
      testId="authenticator"
    >
      <LoadState loading={status.loading && !status.data} error={status.error} onRetry={status.reload}>
        {() =>
          status.data!.bound ? (
            unbinding ? (
              <div css={setupBox}>
                <p
                  css={css`
                    margin: 0;
                    font-size: 13px;
                  `}
                >
                  {t('auth.authenticator.unbindHint')}
                </p>
                {codeField}
                <div
                  css={css`
                    display: flex;
                    gap: 10px;
                  `}
                >
                  <button
                    type="button"
                    css={primaryButton}
                    onClick={() => void submit(security.unbindAuthenticator)}
                    disabled={!codeValid}
                    data-testid="authenticator-unbind-confirm"
                  >
                    {t('auth.authenticator.unbindConfirm')}
                  </button>
                  <button
                    type="button"
                    css={ghostButton}
                    onClick={() => (setUnbinding(false), setCode(''), setError(null))}
                  >
                    {t('auth.authenticator.cancel')}
                  </button>
                </div>
              </div>
            ) : (
              <div
                css={css`
                  display: flex;
                  flex-wrap: wrap;
                  align-items: center;
                  gap: 12px;
                `}
              >
                <StatusPill tone="good">{t('auth.authenticator.bound')}</StatusPill>
                <button
                  type="button"
                  css={ghostButton}
                  onClick={() => setUnbinding(true)}
                  data-testid="authenticator-unbind"
                >
                  {t('auth.authenticator.unbind')}
                </button>
              </div>
            )
          ) : setup ? (
            <div css={setupBox}>
              <p
                css={css`
                  margin: 0;
                  font-size: 13px;
                `}
              >
                {t('auth.authenticator.scan')}
              </p>
              <QRCodeSVG value={setup.uri} size={148} data-testid="authenticator-qr" />
              <code data-testid="authenticator-secret">{setup.secret}</code>
              {codeField}
              <button
                type="button"
                css={primaryButton}
                onClick={() => void submit(security.confirmAuthenticator)}
                disabled={!codeValid}
                data-testid="authenticator-confirm"
              >
                {t('auth.authenticator.confirm')}
              </button>
            </div>
          ) : (
            <button type="button" css={ghostButton} onClick={() => void start()} data-testid="authenticator-open">
              {t('auth.authenticator.bind')}
            </button>
          )
        }
      </LoadState>
      {error ? (
        <Notice tone="bad" testId="authenticator-error">
          {error}
        </Notice>
      ) : null}
    </Card>
  );
});
